"""The base game's builds as Seafarers changes them: roads off the sea and off ships' paths,
settlements reached by ship and restricted in set-up, gold for the second set-up settlement,
what a new settlement or city changes (routes, islands, the Harbormaster), gold production and
Road Building with ships. Each wraps the handler an earlier module registered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action, BuildRoad, BuildSettlement, PlayRoadBuilding, Roll
from ...building import ROAD, road_spots
from ...development import _play, _spend, may_play
from ...errors import IllegalAction
from ...events import Event
from ...roads import update_longest_road
from . import choices, discovery, points
from .geography import road_paths, setup_spots
from .ships import free_ship_builds, ship_index, ship_spots
from .state import state

if TYPE_CHECKING:
    from ...game import Game
    from .. import Handler


def _edge(g: Game, path: tuple[int, int]) -> int:
    return g.board.edge_by_pair.get((min(path), max(path)), -1)


def road_allowed(g: Game, e: int) -> bool:
    """A road may use a land or coastal path that holds no ship (SF-3)."""
    return e in road_paths(g.board) and state(g).ship_owner[e] < 0


def road_handler(previous: Handler) -> Handler:
    def build_road(g: Game, seat: int, action: BuildRoad, events: list[Event]) -> None:
        e = _edge(g, action.path)
        if e >= 0 and seat == g.current and g.edge_owner[e] < 0:
            if state(g).ship_owner[e] >= 0:
                raise IllegalAction("path_taken", path=g.board.edge_ids[e])
            if e not in road_paths(g.board):
                raise IllegalAction("road_on_sea", path=g.board.edge_ids[e])
        phase = g.phase
        left = g.free_roads
        previous(g, seat, action, events)
        if e < 0 or g.edge_owner[e] != seat:
            return
        if phase == "road_building":
            g.free_roads = left - 1
            after_free_piece(g, seat)
        discovery.after_path(g, seat, e, events, setup=phase == "setup")

    return build_road


def after_free_piece(g: Game, seat: int) -> None:
    """After a free road or ship from Road Building: more to place, or back to the turn."""
    if g.free_roads > 0 and (_free_roads(g, seat) or free_ship_builds(g, seat)):
        choices.set_next(g, "road_building")
        return
    g.free_roads = 0
    choices.set_next(g, "main" if g.has_rolled else "roll")


def _free_roads(g: Game, seat: int) -> list[int]:
    if g.pieces[seat][ROAD] <= 0:
        return []
    return sorted(set(road_spots(g, seat)) & _allowed(g))


def _allowed(g: Game) -> set[int]:
    ship_owner = state(g).ship_owner
    return {e for e in road_paths(g.board) if ship_owner[e] < 0 and g.edge_owner[e] < 0}


def settlement_handler(previous: Handler) -> Handler:
    def build_settlement(g: Game, seat: int, action: BuildSettlement, events: list[Event]) -> None:
        n = action.intersection - 1
        b = g.board
        phase = g.phase
        valid = 0 <= n < b.n_nodes and seat == g.current and g.node_owner[n] < 0
        if valid and phase == "setup" and g.setup_node < 0 and n not in setup_spots(b):
            raise IllegalAction("setup_area", intersection=n + 1)
        if valid and phase == "main" and not b.node_hexes[n]:
            raise IllegalAction("needs_land", intersection=n + 1)
        second = phase == "setup" and g.setup_step >= len(g.players)
        s = state(g)
        # A settlement may be reached by ship (SF-4.2): the base rule asks for a road there.
        borrowed = valid and n in s.ship_nodes[seat] and n not in g.road_nodes[seat]
        if borrowed:
            g.road_nodes[seat].add(n)
        try:
            previous(g, seat, action, events)
        finally:
            if borrowed:
                g.road_nodes[seat].discard(n)
        if not valid or g.node_owner[n] != seat:
            return
        points.settled(g, seat, n, events)
        if second:  # SF-D9: one resource of choice per gold field beside it
            gold = sum(1 for h in b.node_hexes[n] if b.hex_terrain[h] == "gold")
            if gold:
                choices.push(g, "gold", seat, gold)
        others = [o for o in range(len(g.players)) if n in s.ship_nodes[o]]
        if others:  # a ship route through here: broken for others, joined for the builder
            update_longest_road(g, sorted({seat, *others}), events)
        points.update_harbormaster(g, events)
        discovery.after_settlement(g, seat, n, events)
        choices.start(g)

    return build_settlement


def city_handler(previous: Handler) -> Handler:
    def build_city(g: Game, seat: int, action: Action, events: list[Event]) -> None:
        previous(g, seat, action, events)
        points.update_harbormaster(g, events)

    return build_city


def roll_handler(previous: Handler) -> Handler:
    def roll(g: Game, seat: int, action: Roll, events: list[Event]) -> None:
        previous(g, seat, action, events)
        if g.last_roll is None or g.phase != "main":
            return
        total = sum(g.last_roll)
        hexes = g.board.number_gold.get(total)
        if not hexes:
            return
        owed: dict[int, int] = {}
        for h in hexes:
            if h == g.robber:
                continue
            for node in g.hex_buildings[h]:
                o = g.node_owner[node]
                owed[o] = owed.get(o, 0) + g.node_level[node]
        choices.gold_owed(g, events, owed)
        choices.start(g)

    return roll


def road_building_handler(previous: Handler) -> Handler:
    """SF-11: the two free pieces may be roads, ships or one of each (replaces the base rule,
    whose check knows only roads)."""

    def play(g: Game, seat: int, action: PlayRoadBuilding, events: list[Event]) -> None:
        ships_left = g.pieces[seat][ship_index(g)]
        _play(g, seat, "road_building", events)
        if not _free_roads(g, seat) and not free_ship_builds(g, seat):
            raise IllegalAction("no_road_spot")
        _spend(g, seat, "road_building", events)
        g.free_roads = min(2, g.pieces[seat][ROAD] + ships_left)
        g.phase = "road_building"

    return play


def road_building_playable(g: Game, seat: int) -> bool:
    """Whether Road Building may be played (for roads from any own piece, or ships)."""
    return (
        any(k == "road_building" for k, _ in g.devs[seat])
        and may_play(g, seat, "road_building")
        and bool(_free_roads(g, seat) or free_ship_builds(g, seat))
    )


def ship_settlements(g: Game, seat: int) -> list[int]:
    """Intersections a settlement may take only thanks to a ship (SF-4.2)."""
    s = state(g)
    blocked = g.blocked
    b = g.board
    return sorted(
        n
        for n in s.ship_nodes[seat]
        if not blocked[n] and n not in g.road_nodes[seat] and b.node_hexes[n]
    )


__all__ = ["ship_spots"]
