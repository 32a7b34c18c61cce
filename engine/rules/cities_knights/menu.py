"""The main phase's legal actions in one pass: the base game's (without roads through another
player's knight or settlements on a knight), then raised fallen cities, walls, improvements,
knights, progress-card plays and the card steps offered in the main phase (Saboteur's repair,
Commercial Harbor's offers), in that order.

One generator rather than one per action kind appended by the rule set: it runs on most moves,
and a call costs more than the checks that tell a generator would offer nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...actions import BuildRoad, BuildSettlement
from ...legal import _main, _trade_answers, board_actions, main_phase
from . import improvements, knight_moves, setup, walls
from .cards import framework
from .data import WALL_COST
from .state import NAME, CitiesKnights

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

Legal = Callable[["Game", int], list["Action"]]

_BRICK = 1
_WOOL, _ORE = 2, 4
_CITY = 2  # building.CITY


def compose(base_main: Legal, steps: list[Legal]) -> Legal:
    """The main phase's generator over the base game's and the card steps' (in their order).
    Over the base game's own main phase (C&K, C&K for two: not a module's replacement of it),
    the one with the base game's list made without its wrapper and the generators' first
    tests written out (`compose_reference` is the same list, generator after generator)."""
    if base_main is not main_phase:
        return compose_reference(base_main, steps)

    def legal(g: Game, seat: int) -> list[Action]:
        if seat != g.current:
            return _trade_answers(g, seat)  # every C&K generator offers nothing to the others
        acts = g.board.layout.premade  # legal.main_phase, written out: this is the hot path
        out = _main(g, seat, acts if acts is not None else board_actions(g.board))
        c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]
        # knight_moves.filter_main's own first tests: knights on the board, roads or settlements
        # listed (right after "end").
        if c.knights and len(out) > 1 and type(out[1]) in _FILTERED:
            out = knight_moves.filter_main(g, seat, out)
        hand = g.hands[seat]
        # Each guard is the generator's own first test of "nothing to offer".
        if c.fallen:
            out += setup.fallen_cities(g, seat)
        # A city on the board (a city piece out of supply): the first test of the walls and of
        # the improvements.
        city = g.pieces[seat][_CITY] < g.rules.vp_pieces[_CITY]
        if city and c.wall_supply[seat] and hand[_BRICK] >= WALL_COST[_BRICK]:
            out += walls.legal(g, seat)
        # Improvements: a level costs at least one commodity, none with the Crane's discount
        # (an effect of the turn).
        if city and (c.effects or any(hand[len(g.rules.resources) :])):
            out += improvements.legal(g, seat)
        if c.knights or (c.knight_supply[seat][0] and hand[_WOOL] and hand[_ORE]):
            out += knight_moves.legal(g, seat)
        if c.progress[seat]:
            out += framework.legal(g, seat)
        # The card steps answer a card played: a city sabotaged (its repair), an effect of the
        # turn (Commercial Harbor's offers); neither, and they offer nothing.
        if c.sabotaged or c.effects:
            for step in steps:
                out += step(g, seat)
        return out

    return legal


#: The base game's actions the knights' filter looks at.
_FILTERED = (BuildRoad, BuildSettlement)


def compose_reference(base_main: Legal, steps: list[Legal]) -> Legal:
    """The main phase's generator over any base main phase: the base list through the knights'
    filter, then each generator after its first test."""

    def legal(g: Game, seat: int) -> list[Action]:
        out = knight_moves.filter_main(g, seat, base_main(g, seat))
        if seat != g.current:
            return out  # every C&K generator offers nothing to the others
        c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]
        hand = g.hands[seat]
        # Each guard is the generator's own first test of "nothing to offer".
        if c.fallen:
            out += setup.fallen_cities(g, seat)
        if c.wall_supply[seat] and hand[_BRICK] >= WALL_COST[_BRICK]:
            out += walls.legal(g, seat)
        out += improvements.legal(g, seat)
        if c.knights or (c.knight_supply[seat][0] and hand[_WOOL] and hand[_ORE]):
            out += knight_moves.legal(g, seat)
        if c.progress[seat]:
            out += framework.legal(g, seat)
        for step in steps:
            out += step(g, seat)
        return out

    return legal
