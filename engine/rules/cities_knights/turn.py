"""The end of a C&K turn: the active player cuts the progress hand to 4 first (CK-13.4); knights'
once-per-turn marks and the progress cards' turn effects are cleared (CK-10.3, CK-10.4,
CK-13.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import turn as base_turn
from ...actions import EndTurn
from ...checks import require_phase
from ...events import Event
from . import cards, phases, progress
from .data import PROGRESS_HAND_LIMIT
from .state import NAME, CitiesKnights, Knight

if TYPE_CHECKING:
    from ...game import Game


def end_turn(g: Game, seat: int, action: EndTurn, events: list[Event]) -> None:
    """End the turn, after returning progress cards over the limit."""
    if seat != g.current or g.phase != "main":
        require_phase(g, seat, "main")  # the refusal
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if len(c.progress[seat]) <= PROGRESS_HAND_LIMIT and not c.pending:
        # Nothing to return, nothing awaited: phases.start's own shortcut, written out, then
        # the base game's end of turn (every turn ends here).
        c.resume = ""
        _clear_marks(g, c)
        base_turn.end_turn(g, seat, action, events)
        return
    phases.start(g, progress.end_turn_limit(g, seat, events), "end", events)


#: The base game's end of turn is handed this action (it reads nothing of it): made once.
_END = EndTurn()


def _clear_marks(g: Game, c: CitiesKnights) -> None:
    """Knights' once-per-turn marks and the progress cards' turn effects go (CK-10.3, CK-10.4,
    CK-13.6). The knights are visited only when a move marked one (`CitiesKnights.marked`): most
    turns none did."""
    if c.marked:
        knights = c.knights
        for n, k in knights.items():
            if k[3] or k[4]:  # fresh or promoted: a knight made anew in place (no key added)
                knights[n] = Knight(k[0], k[1], k[2], False, False)
        c.marked = False
    if c.effects:
        cards.end_of_turn(g)


def _finish(g: Game, events: list[Event]) -> None:
    """The end of the turn once nothing is awaited: marks and effects cleared, then the base
    game's end of turn (`end_turn` writes the same out)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    _clear_marks(g, c)
    g.phase = "main"
    base_turn.end_turn(g, g.current, _END, events)


def _main(g: Game, events: list[Event]) -> None:
    # Back to the roll when the turn has one still to make (the 2-player variant's second roll).
    g.phase = "main" if g.has_rolled else "roll"


phases.RESUMES["end"] = _finish
phases.RESUMES["main"] = _main
