"""Two production rolls a turn (TP-A3): roll 1 is resolved fully (production,
or a 7's discards, robber and steal), then roll 2, re-rolled while its sum equals roll 1's, is
resolved the same way. Between them the player may play a development card or use tokens, but
neither trade nor build (TP-D4): the game is back in the "roll" phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...events import Event
from .events import SecondRollRepeated
from .state import tp

if TYPE_CHECKING:
    from ...actions import Roll
    from ...game import Game
    from .. import Handler


def second_roll_dice(g: Game) -> tuple[int, int]:
    """The number dice of a roll (`RuleSet.roll_dice`): a second roll equal to the first is set
    aside and rolled again (TP-ROLL-1/2)."""
    t = tp(g)
    d1, d2 = g.rng.dice()
    if t.rolls == 1:
        while d1 + d2 == t.first:
            t.rejected.append([d1, d2])
            d1, d2 = g.rng.dice()
    return d1, d2


def rolling(roll: Handler) -> Handler:
    """The roll handler of the rule set below, made into the variant's two rolls."""

    def two_rolls(g: Game, seat: int, action: Roll, events: list[Event]) -> None:
        t = tp(g)
        start = len(events)
        roll(g, seat, action, events)
        if t.rejected:
            player = g.players[seat]
            events[start:start] = [SecondRollRepeated(player, (a, b), a + b) for a, b in t.rejected]
            t.rejected = []
        accepted(g)

    return two_rolls


def accepted(g: Game) -> None:
    """A roll accepted (rolled, or set with C&K's Alchemist): after the first, the turn goes
    on to roll 2. The base game's "rolled" mark says where a 7's robber, a knight, or C&K's
    choices awaited after the roll return to (the roll phase), and what trading and building
    wait for."""
    t = tp(g)
    t.rolls += 1
    if t.rolls == 1:
        assert g.last_roll is not None
        t.first = g.last_roll[0] + g.last_roll[1]
        g.has_rolled = False
        if g.phase == "main":
            g.phase = "roll"


def new_turn(g: Game) -> None:
    """A new turn (`RuleSet.on_turn_end`, however the rule set below ends a turn): the turn's
    marks cleared."""
    t = tp(g)
    t.rolls = 0
    t.first = 0
    t.token_used = False
    t.cashed = False
