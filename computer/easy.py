"""The easy level: weighted random play that prefers building (city > settlement > road or
ship > cards and improvements > trade > ending the turn), and never ends a turn in which it
could still build (a road or ship counts only if it brings the player nearer an open spot).
Discards, the robber and set-up placements are chosen by simple sense; any other choice is
uniform among the legal actions, which keeps it legal in every rule set."""

from __future__ import annotations

import random
from collections import defaultdict

from engine import Action, Game

from .kinds import BUILDS, CARD, CITY, END, OTHER, ROUTE, SETTLEMENT, TRADE, family
from .reading import Board, Reading, distance_to_open

#: The weight of choosing an action family when several are legal.
WEIGHTS: dict[str, float] = {
    CITY: 64.0,
    SETTLEMENT: 32.0,
    ROUTE: 8.0,
    CARD: 4.0,
    TRADE: 2.0,
    OTHER: 1.0,
    END: 1.0,
}

#: Action classes that name a hex to block (with a victim to steal from, maybe).
_ROBBERS = frozenset({"MoveRobber", "MovePirate"})


def choose_easy(game: Game, player: str, rng: random.Random) -> Action:
    legal = game.legal_actions(player)
    if len(legal) == 1:
        return legal[0]
    view = game.view(player)
    reading = Reading.of(view, player, Board.of(view))
    names = {type(a).__name__ for a in legal}
    if names == {"Discard"}:
        return _discard(legal, reading)
    if names <= _ROBBERS:
        return _robber(legal, reading, rng)
    if "Roll" in names:
        return _roll(legal, reading, rng)
    if names <= {"AcceptTrade", "DeclineTrade"}:
        return _answer(legal, reading)
    return _weighted(legal, reading, rng)


def _weighted(legal: list[Action], reading: Reading, rng: random.Random) -> Action:
    groups: dict[str, list[Action]] = defaultdict(list)
    for action in legal:
        groups[family(action)].append(action)
    if ROUTE in groups:
        useful = _useful_routes(groups[ROUTE], reading)
        if useful:
            groups[ROUTE] = useful
        elif len(groups) > 1:
            # a road or ship to nowhere is a piece lost (Greater Catan stalls when they run
            # out): not counted as a build, unless nothing else may be done
            del groups[ROUTE]
    if END in groups and any(f in groups for f in BUILDS):
        del groups[END]
    if TRADE in groups and any(f in groups for f in BUILDS):
        # a trade would only spend what a build can use now
        del groups[TRADE]
    order = sorted(groups)
    kind = rng.choices(order, weights=[WEIGHTS[k] for k in order])[0]
    options = groups[kind]
    if kind in (CITY, SETTLEMENT):
        return max(options, key=lambda a: _spot_score(a, reading, rng))
    return rng.choice(options)


def _useful_routes(routes: list[Action], reading: Reading) -> list[Action]:
    """Roads and ships that bring the player's network nearer an open spot (pieces are few:
    a route to nowhere is a piece lost)."""
    distance = distance_to_open(reading)
    far = len(distance) + 1
    mine = set()
    for spot, (owner, _) in reading.buildings.items():
        if owner == reading.me:
            mine.add(spot)
    for (a, b), owner in reading.routes.items():
        if owner == reading.me:
            mine.update((a, b))
    now = min((distance.get(n, far) for n in mine), default=far)
    useful = []
    for action in routes:
        ends = getattr(action, "path", None) or getattr(action, "target", None)
        if isinstance(ends, tuple) and min(distance.get(n, far) for n in ends) < now:
            useful.append(action)
    return useful


def _spot_score(action: Action, reading: Reading, rng: random.Random) -> float:
    spot = getattr(action, "intersection", None)
    value = reading.spot_value(spot) if isinstance(spot, int) else 0
    return value + rng.random()


def _discard(legal: list[Action], reading: Reading) -> Action:
    """Give away from the biggest piles: keep the hand as even as possible."""
    hand = reading.hand

    def spread(action: Action) -> tuple[int, str]:
        left = dict(hand)
        for name, n in getattr(action, "cards", ()):
            left[name] = left.get(name, 0) - n
        return sum(n * n for n in left.values()), str(action)

    return min(legal, key=spread)


def _robber(legal: list[Action], reading: Reading, rng: random.Random) -> Action:
    """Block the hex that hurts the leader most and spares oneself; steal from the leader."""

    def score(action: Action) -> tuple[float, int, float]:
        victim = getattr(action, "victim", None)
        steal = reading.vp.get(victim, -1) if victim is not None else -1
        return reading.hex_harm(getattr(action, "hex", "")), steal, rng.random()

    return max(legal, key=score)


def _roll(legal: list[Action], reading: Reading, rng: random.Random) -> Action:
    """Roll, except that a knight frees one's own blocked hex first."""
    robber = reading.robber
    blocked = robber is not None and reading.hex_harm(robber) < 0
    for action in legal:
        if blocked and type(action).__name__ == "PlayKnight":
            return action
    rolls = [a for a in legal if type(a).__name__ == "Roll"]
    return rolls[0] if rolls and rng.random() < 0.9 else rng.choice(legal)


def _answer(legal: list[Action], reading: Reading) -> Action:
    """Accept an offer that gives at least as many cards as it takes."""
    offer = reading.view.get("trade") or {}
    give = sum(offer.get("give", {}).values())
    get = sum(offer.get("get", {}).values())
    want = "AcceptTrade" if give >= get and give else "DeclineTrade"
    for action in legal:
        if type(action).__name__ == want:
            return action
    return legal[0]
