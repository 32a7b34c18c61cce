"""Reminders: at the table's reminder points of a clock, the player still awaited is pinged in the
game's thread, or by direct message if they asked for that (`dm_reminders` preference).

A reminder names what the player must do now (the active player's one clock covers their
whole turn: a roll, then building, or a discard and the robber after a 7). Each reminder is
recorded (the deadline's stage moves on) in a transaction committed before the
message goes out, so no reminder is ever sent twice; reminders overdue after a restart collapse
into one, the latest.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from typing import Any

from bot.service import Outcome, Service, Table
from bot.service.clocks import reminder_times, wake_time
from bot.service.timer_side import Db, DeadlineRow, deadlines, preferences
from bot.timers.wording import reminder_dm, reminder_line

DM_PREFERENCE = "dm_reminders"


def reached_stage(starts_at: float, due_at: float, reminders: Sequence[float], now: float) -> int:
    """How many reminders of a clock have fallen by `now`."""
    return sum(1 for t in reminder_times(starts_at, due_at, reminders) if t <= now)


async def retire(service: Service, rows: Sequence[DeadlineRow]) -> None:
    """Mark deadlines fired that no longer mean anything (their table's game is over)."""
    async with service.transaction() as db:
        for row in rows:
            await deadlines.mark_fired(db, row.id)


@dataclass(frozen=True)
class _Recorded:
    """What a reminder's transaction found: the table, the reminders to send (by user), who
    asked for them by direct message, and every player awaited."""

    table: Table
    due: tuple[tuple[str, DeadlineRow], ...]
    dm: frozenset[str]
    awaiting: tuple[str, ...]


def _record(
    table_id: int, rows: Sequence[DeadlineRow], now: float
) -> Callable[[Db], Coroutine[Any, Any, _Recorded | None]]:
    """The reminder's one transaction: the table read, each reminder recorded (its stage moved
    on) unless the deadline changed since it was read; None if the table's game is over (the
    deadlines are then retired).

    No game is loaded: a commit keeps exactly one pending deadline for each awaited player,
    labelled with what they are awaited for (`update_deadlines`), so the deadlines say who is
    awaited and for what."""

    async def work(db: Db) -> _Recorded | None:
        table = await Service.table_in(db, table_id)
        if table is None or table.row.status != "playing":
            for row in rows:
                await deadlines.mark_fired(db, row.id)
            return None
        points = table.options.reminders
        due: list[tuple[str, DeadlineRow]] = []
        dm: set[str] = set()
        for row in rows:
            stored = await deadlines.deadline(db, row.id)
            if stored is None or stored.fired or stored.wake_at > now or stored.due_at <= now:
                continue  # changed since it was read, or the expiry's turn now
            user = table.user_of(stored.player)
            if user is None:
                await deadlines.mark_fired(db, stored.id)
                continue
            reached = reached_stage(stored.starts_at, stored.due_at, points, now)
            stage = max(stored.stage, reached)
            wake = wake_time(stored.starts_at, stored.due_at, points, stage)
            await deadlines.advance(db, stored.id, stored.stage, stage, max(wake, now + 1e-6))
            if reached > stored.stage:
                due.append((user, stored))
                if (await preferences.preferences(db, user)).get(DM_PREFERENCE) is True:
                    dm.add(user)
        waiting = {d.player for d in await deadlines.pending_for_table(db, table_id)}
        seated = [c.player for c in table.control] or [s.user_id for s in table.seats]
        awaiting = tuple(p for p in seated if p in waiting)
        return _Recorded(table, tuple(due), frozenset(dm), awaiting)

    return work


async def remind(
    service: Service, table_id: int, rows: Sequence[DeadlineRow], now: float
) -> tuple[str, Outcome] | None:
    """Send the reminders due at one table: its channel and the outcome to post, if any."""
    async with service.table_lock(table_id):
        found = await service.write(_record(table_id, rows, now))
    if found is None or not found.due:
        return None
    for _, row in found.due:
        service.meter.fired("reminder", row.kind)
    table, due, dm = found.table, found.due, found.dm
    names = table.names
    return table.row.channel, Outcome(
        table=table.id,
        public=tuple(
            reminder_line(names.get(r.player, r.player), r.kind, r.due_at - now)
            for user, r in due
            if user not in dm
        ),
        private={
            user: (reminder_dm(r.kind, r.due_at - now, table.id),) for user, r in due if user in dm
        },
        ping=tuple(user for user, _ in due if user not in dm),
        awaiting=found.awaiting,
        version=table.row.version,
    )
