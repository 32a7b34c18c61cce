"""The main phase's legal actions in one pass: the base game's (without roads through another
player's knight or settlements on a knight), then raised fallen cities, walls, improvements,
knights, progress-card plays and the card steps offered in the main phase (Saboteur's repair,
Commercial Harbor's offers), in that order.

One generator rather than one per action kind appended by the rule set, so that the order is
written in one place."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

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


def compose(base_main: Legal, steps: list[Legal]) -> Legal:
    """The main phase's generator over the base game's main phase (or a module's replacement of
    it) and the card steps': the base list through the knights' filter, then each generator
    after its first test of "nothing to offer"."""

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
