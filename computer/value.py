"""The strong level's value of a position, seen from one player's own view.

Units: a victory point is worth 100. The terms, roughly in order of weight: points; production
(pips by resource, with diminishing returns, a bonus per resource produced, harbors that fit
it); room to grow (the best open spot the player's roads or ships reach now, or with one or two
more); road length; the cards in hand, and how near they are to a city, a settlement or a
development card; development cards and knights; in Cities & Knights, improvements, active
knights against the barbarians and walls.

Only a `Reading` (one player's view) and the `Board` read before the action are used: what an
opponent holds is a count, the deck is a number, fog is fog."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .reading import GOLD, Reading

VP = 100.0
#: Worth of one pip of production (a settlement on a 6, 8 and 9 has 14 pips).
PIP = 2.6
#: Production of one resource beyond this many pips counts half (a second 8 of ore is less
#: useful than a first 8 of brick).
PIP_CAP = 10.0
#: Relative worth of the resources' pips; gold (Seafarers) is any of them.
RESOURCE_WEIGHT: dict[str, float] = {
    "lumber": 1.0,
    "brick": 1.0,
    "wool": 0.85,
    "grain": 1.1,
    "ore": 1.1,
    GOLD: 1.3,
    "fog": 0.6,
}
DIVERSITY = 6.0
CARD = 3.0
#: An open spot one's network reaches counts twice its pips; each road or ship still needed to
#: reach it takes this much off (a little less than the cards of a road, so a road towards a
#: good spot is worth building).
SPOT_NOW = 2.0
ROUTE_STEP = 5.0
REACH_DEPTH = 7
#: Cards above the discard limit at the end of a turn are lost to a 7 half the time or so.
OVER_LIMIT = 3.0
DEVELOPMENT_CARD = 15.0
KNIGHT_PLAYED = 10.0
ROAD_LENGTH = 1.5
#: How close the hand is to each build: the worth of a build fully paid for.
NEAR: dict[str, float] = {"city": 30.0, "settlement": 28.0, "development": 8.0, "road": 6.0}
#: Cities & Knights.
IMPROVEMENT = 22.0
ACTIVE_KNIGHT = 6.0
KNIGHT_LEVEL = 4.0
WALL = 5.0


@dataclass(frozen=True)
class Weights:
    """The weights of `value` that a level sets for itself; the defaults are the strong
    level's."""

    #: Worth of one pip of production.
    pip: float = PIP


STRONG = Weights()


@dataclass(frozen=True)
class Costs:
    """The rule set's costs ({piece: {card: n}}) and card kinds, read from the engine."""

    costs: Mapping[str, Mapping[str, int]]
    resources: tuple[str, ...]

    def costs_kinds(self) -> frozenset[str]:
        """The card kinds some cost asks for (the resources; commodities pay improvements,
        which the engine prices apart)."""
        return frozenset(k for cost in self.costs.values() for k, n in cost.items() if n)


def production(reading: Reading, me: str) -> dict[str, float]:
    """Pips by resource of one's settlements and cities (half for a hex under the robber)."""
    prod: dict[str, float] = defaultdict(float)
    robber = reading.robber
    board = reading.board
    for spot, (owner, kind) in reading.buildings.items():
        if owner != me:
            continue
        size = 1.0 if kind == "settlement" else 2.0
        for h in board.around.get(spot, ()):
            resource, p = board.hexes.get(h, (None, 0))
            if resource is not None and p:
                prod[resource] += size * p * (0.5 if h == robber else 1.0)
    return prod


def production_value(prod: Mapping[str, float], pip: float = PIP) -> float:
    """Production's worth: each resource's pips, weighed by the resource (beyond `PIP_CAP`
    at half), at `pip` a pip, and a bonus for each resource produced."""
    total = 0.0
    for resource, x in prod.items():
        capped = x if x <= PIP_CAP else PIP_CAP + 0.5 * (x - PIP_CAP)
        total += RESOURCE_WEIGHT.get(resource, 1.0) * capped * pip
    return total + DIVERSITY * sum(1 for r, x in prod.items() if x > 0 and r != "fog")


def harbor_value(reading: Reading, me: str, prod: Mapping[str, float]) -> float:
    total = 0.0
    seen: set[tuple[str, int]] = set()
    for spot, (owner, _) in reading.buildings.items():
        if owner != me:
            continue
        for kind, rate in reading.board.harbors.get(spot, ()):
            if (kind, rate) in seen:
                continue
            seen.add((kind, rate))
            if kind == "generic":
                total += 8.0
            else:
                total += 3.0 + 0.6 * prod.get(kind, 0.0)
    return total


def network(reading: Reading, me: str) -> set[int]:
    """Intersections one's roads, ships and buildings reach."""
    nodes = {spot for spot, (owner, _) in reading.buildings.items() if owner == me}
    for (a, b), owner in reading.routes.items():
        if owner == me:
            nodes.update((a, b))
    return nodes


def reach(reading: Reading, me: str) -> tuple[float, float, int]:
    """Room to grow: the best open spot weighed against the roads or ships still needed to
    reach it (a search over free paths from one's network), the best spot reached now, and how
    many open spots are reached now or with one more road."""
    open_spots = set(reading.view.get("open_intersections", ()))
    nodes = network(reading, me)
    board = reading.board
    routes = reading.routes
    buildings = reading.buildings
    distance = dict.fromkeys((n for n in nodes if n not in buildings or buildings[n][0] == me), 0)
    frontier = list(distance)
    best = best_now = 0.0
    near = 0
    for n in frontier:
        if n in open_spots:
            worth = float(board.spot_value(n))
            best_now = max(best_now, worth)
            best = max(best, SPOT_NOW * worth)
            near += 1
    for d in range(1, REACH_DEPTH + 1):
        step: list[int] = []
        for n in frontier:
            for m in board.neighbours.get(n, ()):
                if m in distance or (min(n, m), max(n, m)) in routes:
                    continue
                distance[m] = d
                if m in open_spots:
                    best = max(best, SPOT_NOW * board.spot_value(m) - ROUTE_STEP * d)
                    near += d == 1
                if m not in buildings:
                    step.append(m)
        frontier = step
    return best, best_now, near


def nearness(hand: Mapping[str, int], cost: Mapping[str, int]) -> float:
    """The share of a cost the hand covers, squared (the last card counts most)."""
    need = sum(cost.values())
    if not need:
        return 0.0
    missing = sum(max(0, n - hand.get(card, 0)) for card, n in cost.items())
    return ((need - missing) / need) ** 2


def value(
    reading: Reading,
    costs: Costs,
    *,
    hand: Mapping[str, int] | None = None,
    extra_development: float = 0.0,
    weights: Weights = STRONG,
) -> float:
    """The worth of a position to `reading.me`: `hand` replaces the view's hand (an expected
    hand, e.g. after a roll); `extra_development` adds the expected worth of cards bought;
    `weights` are the level's."""
    me = reading.me
    you = reading.you
    view = reading.view
    if view.get("winner") == me:
        return 1e9
    if hand is None:
        hand = reading.hand
    mine = reading.players.get(me, {})
    total = VP * float(you.get("victory_points", reading.vp.get(me, 0)))
    prod = production(reading, me)
    total += production_value(prod, weights.pip)
    total += harbor_value(reading, me, prod)
    pieces: Mapping[str, int] = mine.get("pieces", {}) or {}
    settlements_left = pieces.get("settlement", 1)
    best, best_now, count = reach(reading, me)
    if settlements_left:
        total += best + 0.5 * min(count, 4)
    total += ROAD_LENGTH * float(mine.get("road_length", 0))
    total += _hand_value(reading, costs, hand, best_now > 0 and settlements_left > 0)
    development = you.get("development", []) or []
    total += DEVELOPMENT_CARD * sum(1 for c in development if c.get("card") != "victory_point")
    total += extra_development
    total += KNIGHT_PLAYED * float(mine.get("knights", 0))
    ck = view.get("cities_knights")
    if isinstance(ck, Mapping):
        total += _cities_knights(ck, me)
    return total


def _hand_value(reading: Reading, costs: Costs, hand: Mapping[str, int], spot_ready: bool) -> float:
    cards = sum(hand.values())
    limit = 7
    ck = reading.view.get("cities_knights")
    if isinstance(ck, Mapping):
        limit = ck.get("players", {}).get(reading.me, {}).get("hand_limit", 7)
    total = CARD * cards - OVER_LIMIT * max(0, cards - limit)
    has_settlement = any(
        owner == reading.me and kind == "settlement" for owner, kind in reading.buildings.values()
    )
    wants = {
        "city": has_settlement,
        "settlement": spot_ready,
        "development": int(reading.view.get("development_deck", 0) or 0) > 0,
        "road": True,
    }
    for piece, weight in NEAR.items():
        cost = costs.costs.get(piece)
        if cost and wants[piece]:
            total += weight * nearness(hand, cost)
    return total


def _cities_knights(ck: Mapping[str, Any], me: str) -> float:
    total = 0.0
    mine = ck.get("players", {}).get(me, {})
    for level in (mine.get("improvements") or {}).values():
        total += IMPROVEMENT * float(level) + (10.0 if level >= 3 else 0.0)
    barbarians = ck.get("barbarians") or {}
    length = max(1, int(barbarians.get("length", 7)))
    closeness = int(barbarians.get("position", 0)) / length
    for knight in ck.get("knights", []):
        if knight.get("owner") != me:
            continue
        level = float(knight.get("level", 1))
        total += KNIGHT_LEVEL * level
        if knight.get("active"):
            total += ACTIVE_KNIGHT * level * (0.5 + closeness)
    total += WALL * sum(
        1 for w in ck.get("walls", []) if isinstance(w, Mapping) and w.get("owner") == me
    )
    return total
