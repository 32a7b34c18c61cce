"""Seafarers' legal actions in the base game's phases (set-up, roll, main, Road Building, the
robber), each wrapping the generator an earlier module registered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import BuildRoad, BuildSettlement, PlayRoadBuilding
from ...building import ROAD, SETTLEMENT
from .actions import BuildShip
from .building import road_allowed, road_building_playable, ship_settlements
from .geography import setup_spots
from .pirate import legal as pirate_legal
from .scenarios import scenario
from .ships import free_ship_builds, legal_builds, legal_moves, setup_ship_spots

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game
    from .. import Legal


def _roads_allowed(g: Game, out: list[Action]) -> list[Action]:
    pairs = g.board.edge_by_pair
    return [a for a in out if type(a) is not BuildRoad or road_allowed(g, pairs[a.path])]


def _road_building_play(g: Game, seat: int, out: list[Action]) -> list[Action]:
    """Road Building listed as `apply` judges it here (`road_building_playable`, the test of
    Seafarers' own play): the base list's test knows roads on any path, not the sea paths a
    road may not take nor the ships that may be placed instead."""
    playable = road_building_playable(g, seat)
    listed = PlayRoadBuilding() in out
    if listed and not playable:
        return [a for a in out if type(a) is not PlayRoadBuilding]
    if playable and not listed:
        out.append(PlayRoadBuilding())
    return out


def setup(previous: Legal) -> Legal:
    def legal(g: Game, seat: int) -> list[Action]:
        out = previous(g, seat)
        if seat != g.current:
            return out
        if g.setup_node < 0:
            spots = setup_spots(g.board)
            return [a for a in out if type(a) is not BuildSettlement or a.intersection - 1 in spots]
        out = _roads_allowed(g, out)
        if scenario(g).ships:
            ids = g.board.edge_nodes
            out += [BuildShip((ids[e][0] + 1, ids[e][1] + 1)) for e in setup_ship_spots(g)]
        return out

    return legal


def main(previous: Legal) -> Legal:
    def legal(g: Game, seat: int) -> list[Action]:
        out = previous(g, seat)
        if seat != g.current:
            return out
        out = _roads_allowed(g, out)
        hand = g.hands[seat]
        if g.pieces[seat][SETTLEMENT] and hand[0] and hand[1] and hand[2] and hand[3]:
            out += [BuildSettlement(n + 1) for n in ship_settlements(g, seat)]
        out += legal_builds(g, seat)
        out += legal_moves(g, seat)
        return _road_building_play(g, seat, out)

    return legal


def roll(previous: Legal) -> Legal:
    def legal(g: Game, seat: int) -> list[Action]:
        out = previous(g, seat)
        return _road_building_play(g, seat, out) if seat == g.current else out

    return legal


def road_building(previous: Legal) -> Legal:
    def legal(g: Game, seat: int) -> list[Action]:
        out = _roads_allowed(g, previous(g, seat))
        if seat == g.current:
            if not g.pieces[seat][ROAD]:  # the free pieces go on as ships once roads are used up
                out = [a for a in out if type(a) is not BuildRoad]
            out += free_ship_builds(g, seat)
        return out

    return legal


def robber(previous: Legal) -> Legal:
    """SF-7: after a 7 or a Knight, the robber or the pirate."""

    def legal(g: Game, seat: int) -> list[Action]:
        return previous(g, seat) + pirate_legal(g, seat)

    return legal
