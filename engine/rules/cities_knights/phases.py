"""Choices C&K awaits in the middle of a turn, each a phase with its own legal actions, awaited
players and default action (what a timer plays): the Aqueduct's resource, the metropolis' city,
the pillaged city (all losers at once), the displaced knight's new place, the tied defenders'
decks, progress cards returned over the hand limit.

A choice is queued as a pending item `[kind, seat, *data]` in `ck.pending`; the game's phase is
the first item's kind. When the queue empties, `ck.resume` says how the turn goes on:
"production" (the rest of the roll after the event die), "main" (back to the main phase) or
"end" (the end of the turn that was waiting for the hand limit).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...errors import IllegalAction
from .state import NAME, CitiesKnights, Pending, ck

if TYPE_CHECKING:
    from ...actions import Action
    from ...events import Event
    from ...game import Game

#: The refusal of a phase-bound action while a choice is awaited.
REFUSAL = "choice_pending"


@dataclass(frozen=True)
class PendingKind:
    """One kind of choice: its legal actions and default for the chooser; `simultaneous` when
    every chooser of the kind is awaited at once; `void` when the choice has become empty (it
    is then skipped)."""

    name: str
    legal: Callable[[Game, Pending], list[Action]]
    default: Callable[[Game, Pending], Action | None]
    simultaneous: bool = False
    void: Callable[[Game, Pending], bool] | None = None


KINDS: dict[str, PendingKind] = {}
#: How the turn goes on once no choice is left (filled by the modules that queue choices).
RESUMES: dict[str, Callable[[Game, list[Event]], None]] = {}


def kind(spec: PendingKind) -> PendingKind:
    """Declare a kind of choice (its phase is added by the module's build)."""
    KINDS[spec.name] = spec
    return spec


def start(g: Game, items: list[Pending], resume: str, events: list[Event]) -> None:
    """Await these choices, then go on with `resume` (at once when there are none)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if not c.pending:
        if not items:  # nothing to await (most rolls and turn ends): go on at once
            c.resume = ""
            RESUMES[resume](g, events)
            return
        c.resume = resume
    c.pending.extend(items)
    _settle(g, events)


def done(g: Game, item: Pending, events: list[Event], then: list[Pending] | None = None) -> None:
    """A choice made: drop it (putting the choices it causes, `then`, in its place) and move on
    to the next one, or go on with the turn."""
    c = ck(g)
    i = c.pending.index(item)
    c.pending[i : i + 1] = then or []
    _settle(g, events)


def _settle(g: Game, events: list[Event]) -> None:
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    while c.pending:
        head = c.pending[0]
        spec = KINDS[head[0]]
        if spec.void is not None and spec.void(g, head):
            c.pending.pop(0)
            continue
        g.phase = head[0]
        return
    resume, c.resume = c.resume, ""
    RESUMES[resume](g, events)


def owed(g: Game, seat: int, name: str) -> Pending:
    """The item of this kind the player must answer now, or a refusal."""
    c = ck(g)
    if c.pending and g.phase == name:
        if KINDS[name].simultaneous:
            for item in c.pending:
                if item[0] == name and item[1] == seat:
                    return item
        elif c.pending[0][1] == seat:
            return c.pending[0]
    raise IllegalAction("no_choice_owed", choice=name)


def _mine(g: Game, seat: int) -> Pending | None:
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if not c.pending:
        return None
    head = c.pending[0]
    if KINDS[head[0]].simultaneous:
        for item in c.pending:
            if item[0] == head[0] and item[1] == seat:
                return item
        return None
    return head if head[1] == seat else None


def legal(g: Game, seat: int) -> list[Action]:
    """The chooser's options (nothing for anyone else)."""
    item = _mine(g, seat)
    return [] if item is None else KINDS[item[0]].legal(g, item)


def default(g: Game, seat: int) -> Action | None:
    """What a timer chooses (see each kind)."""
    item = _mine(g, seat)
    return None if item is None else KINDS[item[0]].default(g, item)


def awaiting(g: Game) -> list[str]:
    """The chooser; for a simultaneous kind, every player who still has to choose."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if not c.pending:
        return []
    head = c.pending[0]
    if KINDS[head[0]].simultaneous:
        return [g.players[s] for s in sorted({i[1] for i in c.pending if i[0] == head[0]})]
    return [g.players[head[1]]]
