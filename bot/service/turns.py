"""Deadlines for the awaited players: who is newly awaited, and for what kind of decision."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.service.clocks import Clocks
from bot.service.outcome import Deadline
from bot.service.prompts import CHOICES
from bot.store import deadlines
from bot.store.base import Db
from engine import Event, GameView

TURN_BOUNDARY = frozenset({"TurnEnded", "TurnStarted"})


def deadline_kind(view: GameView, player: str) -> str:
    """What the player is awaited for, read off the public view (the phase, or a decision)."""
    phase = str(view.get("phase"))
    if phase == "discard" or phase in CHOICES:  # several may be awaited, each for this
        return phase
    if player == view.get("current"):
        return phase
    if view.get("trade"):
        return "trade"
    return "decision"


# The kinds `deadline_kind` gives a player who is not (or not only) the current one: a
# Cities & Knights choice awaits its choosers, whoever's turn it is.
SHARED_KINDS = frozenset({"discard", "trade", "decision", *CHOICES})


def current_by_kind(player: str, kind: str) -> str | None:
    """The current player, when a deadline's kind tells it: any other kind than a discard, a
    trade answer, a decision or a C&K choice is the phase of the current player's own
    deadline."""
    return None if kind in SHARED_KINDS else player


def stale_players(before: Sequence[str], after: Sequence[str], renewed: Sequence[str]) -> list[str]:
    """The players whose pending deadlines a move ends: those no longer awaited, and those
    awaited anew (who get a fresh clock)."""
    return [p for p in before if p not in after] + list(renewed)


def newly_awaited(
    before: Sequence[str], after: Sequence[str], events: Sequence[Event]
) -> list[str]:
    """Who must be told it is their move: all the awaited after a turn boundary, else new ones."""
    if any(event.kind in TURN_BOUNDARY for event in events):
        return list(after)
    return [p for p in after if p not in before]


@dataclass(frozen=True)
class DeadlinePlan:
    """What a commit does to the pending deadlines left after the stale ones are dropped: the
    players whose deadline gets a new kind, the deadlines made, and those of the seats people
    play, by user (what the outcome tells)."""

    relabel: tuple[tuple[str, str], ...]
    new: tuple[deadlines.NewDeadline, ...]
    made: tuple[Deadline, ...]


def plan_deadlines(
    after: Sequence[str],
    view: GameView,
    now: float,
    clocks: Clocks,
    left: Sequence[deadlines.DeadlineRow],
) -> DeadlinePlan:
    """For each awaited player: the pending deadline `left` relabelled if it now waits for
    something else, or a new one (a `renewed` player's stale one was dropped; a player the
    timer played for has none left)."""
    pending = {d.player: d.kind for d in left}
    relabel = []
    new = []
    made = []
    for player in after:
        kind = deadline_kind(view, player)
        if player in pending:
            if pending[player] != kind:
                relabel.append((player, kind))
            continue
        clock = clocks.new_clock(player, now)
        new.append(
            deadlines.NewDeadline(
                player, kind, clock.due_at, clock.starts_at, clock.wake_at, clock.stage
            )
        )
        user = clocks.user_of(player)
        if user is not None:
            made.append(Deadline(user, kind, clock.due_at))
    return DeadlinePlan(tuple(relabel), tuple(new), tuple(made))


async def update_deadlines(
    db: Db,
    table_id: int,
    before: Sequence[str],
    after: Sequence[str],
    renewed: Sequence[str],
    view: GameView,
    now: float,
    clocks: Clocks,
    left: Sequence[deadlines.DeadlineRow] | None = None,
) -> tuple[Deadline, ...]:
    """Drop the deadlines of players no longer awaited, set new ones for `renewed` players and
    for any awaited player left without one (after the timer played for them); returns the new
    deadlines of the seats people play, by user. `left`: the pending deadlines, when the
    caller dropped the stale ones and read those left in this transaction
    (`deadlines.renewal`)."""
    if left is None:
        stale = stale_players(before, after, renewed)
        if stale:
            await deadlines.clear_pending(db, table_id, stale)
        left = await deadlines.pending_for_table(db, table_id)
    plan = plan_deadlines(after, view, now, clocks, left)
    for player, kind in plan.relabel:
        await deadlines.relabel(db, table_id, player, kind)
    for d in plan.new:
        await deadlines.add_deadline(
            db,
            table_id,
            d.player,
            d.kind,
            d.due_at,
            now,
            starts_at=d.starts_at,
            wake_at=d.wake_at,
            stage=d.stage,
        )
    return plan.made
