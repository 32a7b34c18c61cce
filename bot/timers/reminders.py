"""Reminders: at the table's reminder points of a clock, the player still awaited is pinged in the
game's thread, or by direct message if they asked for that (`dm_reminders` preference).

A reminder names what the player must do now (the active player's one clock covers their
whole turn: a roll, then building, or a discard and the robber after a 7). Each reminder is
recorded (the deadline's stage moves on) in a transaction committed before the
message goes out, so no reminder is ever sent twice; reminders overdue after a restart collapse
into one, the latest.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.service import Outcome, Service
from bot.service.clocks import reminder_times, wake_time
from bot.service.turns import deadline_kind
from bot.store import deadlines, preferences
from bot.store.deadlines import DeadlineRow
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


async def remind(
    service: Service, table_id: int, rows: Sequence[DeadlineRow], now: float
) -> tuple[str, Outcome] | None:
    """Send the reminders due at one table: its channel and the outcome to post, if any."""
    async with service.table_lock(table_id):
        table = await service.table_by_id(table_id)
        if table is None or table.row.status != "playing":
            await retire(service, rows)
            return None
        game = await service.game_to_read(table)
        awaiting = set(game.awaiting())
        view = game.view(None)
        points = table.options.reminders
        due: list[tuple[str, DeadlineRow]] = []
        dm: set[str] = set()
        async with service.transaction() as db:
            for row in rows:
                stored = await deadlines.deadline(db, row.id)
                if stored is None or stored.fired or stored.wake_at > now or stored.due_at <= now:
                    continue  # changed since it was read, or the expiry's turn now
                user = table.user_of(stored.player)
                if user is None or stored.player not in awaiting:
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
    if not due:
        return None
    names = table.names
    return table.row.channel, Outcome(
        table=table.id,
        public=tuple(
            reminder_line(
                names.get(r.player, r.player), deadline_kind(view, r.player), r.due_at - now
            )
            for user, r in due
            if user not in dm
        ),
        private={
            user: (reminder_dm(deadline_kind(view, r.player), r.due_at - now, table.id),)
            for user, r in due
            if user in dm
        },
        ping=tuple(user for user, _ in due if user not in dm),
        awaiting=tuple(game.awaiting()),
        version=table.row.version,
    )
