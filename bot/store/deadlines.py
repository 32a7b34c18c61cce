"""Deadlines: when each awaited player must have acted (read by the turn timer).

A pending deadline (`fired = 0`) has a clock that started at `starts_at` and runs out at
`due_at`; `wake_at` is when the scheduler must next look at it (the next reminder, or the expiry
itself) and `stage` counts the reminders already sent. The scheduler only ever reads the
earliest `wake_at`, through a partial index on the pending rows.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass

from bot.store import seating, vacations
from bot.store.base import Db
from bot.store.dialect import on_postgres
from bot.store.seating import SeatControl


@dataclass(frozen=True)
class Shards:
    """The Discord shards one bot process serves (`HEXHAVEN_SHARDS`, `HEXHAVEN_SHARD_IDS`): its
    timers fire only for the tables of those shards' servers. A server's shard is Discord's
    `(guild_id >> 22) % total`; tables without a server (direct messages) are shard 0's."""

    total: int
    ids: tuple[int, ...]

    def owns(self, guild: str | None) -> bool:
        """Whether a table of this server is this process's."""
        return (int(guild or 0) >> 22) % self.total in self.ids

    def where(self) -> tuple[str, tuple[int, ...]]:
        """The condition on a deadline's `table_id`, and its parameters."""
        marks = ", ".join("?" * len(self.ids))
        return (
            " AND table_id IN (SELECT id FROM game_tables "
            f"WHERE (CAST(coalesce(guild, '0') AS BIGINT) >> 22) % ? IN ({marks}))",
            (self.total, *self.ids),
        )


def _of(shards: Shards | None) -> tuple[str, tuple[int, ...]]:
    return ("", ()) if shards is None else shards.where()


@dataclass(frozen=True)
class DeadlineRow:
    """A pending or fired deadline of one player at one table."""

    id: int
    table_id: int
    player: str
    kind: str
    due_at: float
    fired: bool
    starts_at: float = 0.0
    wake_at: float = 0.0
    stage: int = 0


@dataclass(frozen=True)
class NewDeadline:
    """A deadline to make: whose, for what, and its clock's columns (see `add_deadline`)."""

    player: str
    kind: str
    due_at: float
    starts_at: float
    wake_at: float
    stage: int


COLUMNS = "id, table_id, player, kind, due_at, fired, starts_at, wake_at, stage"


def row_of(r: sqlite3.Row) -> DeadlineRow:
    """A deadline from its `COLUMNS`, in that order."""
    return DeadlineRow(
        int(r[0]),
        int(r[1]),
        str(r[2]),
        str(r[3]),
        float(r[4]),
        bool(r[5]),
        float(r[6]),
        float(r[7]),
        int(r[8]),
    )


async def add_deadline(
    db: Db,
    table_id: int,
    player: str,
    kind: str,
    due_at: float,
    now: float,
    *,
    starts_at: float | None = None,
    wake_at: float | None = None,
    stage: int = 0,
) -> int:
    """Record a new deadline; its clock starts at `starts_at` (now) and it wakes at `wake_at`
    (the expiry, unless a reminder comes first)."""
    cursor = await db.execute(
        "INSERT INTO deadlines (table_id, player, kind, due_at, created_at, starts_at, wake_at, "
        "stage) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            table_id,
            player,
            kind,
            due_at,
            now,
            now if starts_at is None else starts_at,
            due_at if wake_at is None else wake_at,
            stage,
        ),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


async def clear_pending(db: Db, table_id: int, players: list[str] | None = None) -> None:
    """Drop the unfired deadlines of some players of a table (all of them if None)."""
    if players is None:
        await db.execute("DELETE FROM deadlines WHERE table_id = ? AND fired = 0", (table_id,))
        return
    await db.executemany(
        "DELETE FROM deadlines WHERE table_id = ? AND player = ? AND fired = 0",
        [(table_id, p) for p in players],
    )


async def fire_pending(db: Db, table_id: int, player: str) -> None:
    """Mark a player's unfired deadlines at a table fired (kept, so that a deadline made
    next never takes the id of one the scheduler has just handled)."""
    await db.execute(
        "UPDATE deadlines SET fired = 1 WHERE table_id = ? AND player = ? AND fired = 0",
        (table_id, player),
    )


async def relabel(db: Db, table_id: int, player: str, kind: str) -> None:
    """Say what a player's pending deadline now waits for (the same clock runs on: after a
    roll, the player who had to roll must now move the robber or finish their turn)."""
    await db.execute(
        "UPDATE deadlines SET kind = ? WHERE table_id = ? AND player = ? AND fired = 0",
        (kind, table_id, player),
    )


async def pending_for_table(db: Db, table_id: int) -> list[DeadlineRow]:
    """A table's unfired deadlines, earliest first."""
    rows = await db.execute_fetchall(
        f"SELECT {COLUMNS} FROM deadlines WHERE table_id = ? AND fired = 0 ORDER BY due_at, id",
        (table_id,),
    )
    return [row_of(r) for r in rows]


# PostgreSQL: `pending_for_table` and `vacations.away_until` in one statement.
_PENDING_AND_AWAY = f"""
SELECT ARRAY(SELECT ROW({COLUMNS}) FROM deadlines
             WHERE table_id = ?1 AND fired = 0 ORDER BY due_at, id),
       ARRAY(SELECT ROW(user_id, max(until)) FROM vacations
             WHERE user_id = ANY(?2::text[]) AND ended_at IS NULL AND starts_at <= ?3
             AND until > ?3 GROUP BY user_id)
"""


async def pending_and_away(
    db: Db, table_id: int, users: list[str], now: float
) -> tuple[list[DeadlineRow], dict[str, float]]:
    """A table's `pending_for_table`, and `vacations.away_until` of these users: one
    statement on PostgreSQL (see `Store.read_one`)."""
    if on_postgres(db):
        found = await db.execute_fetchall(_PENDING_AND_AWAY, (table_id, users, now))
        row = next(iter(found))
        return [row_of(r) for r in row[0]], {str(r[0]): float(r[1]) for r in row[1]}
    return await pending_for_table(db, table_id), await vacations.away_until(db, users, now)


@dataclass(frozen=True)
class Renewal:
    """What deciding a table's new deadlines reads after a move: who plays each seat (None
    when the caller knew it), when the users away come back, and the pending deadlines left."""

    control: list[SeatControl] | None
    away: dict[str, float]
    pending: list[DeadlineRow]


# PostgreSQL: `renewal` in one statement. The pending deadlines are read in the snapshot the
# statement started from, so the ones it deletes are left out by id.
_RENEWAL = f"""
WITH cleared AS (
    DELETE FROM deadlines WHERE table_id = ?1 AND fired = 0 AND player = ANY(?2::text[])
    RETURNING id
), seated AS (
    SELECT {seating.COLUMNS}, s.seat FROM seat_control c
    LEFT JOIN seats s ON s.table_id = c.table_id AND s.user_id = c.player
    WHERE c.table_id = ?1
)
SELECT ARRAY(SELECT ROW(player, user_id, display_name, state, strikes, candidate,
                        candidate_name, level) FROM seated ORDER BY seat, player),
       ARRAY(SELECT ROW(user_id, max(until)) FROM vacations
             WHERE user_id IN (SELECT user_id FROM seated) AND ended_at IS NULL
             AND starts_at <= ?3 AND until > ?3 GROUP BY user_id),
       ARRAY(SELECT ROW({COLUMNS}) FROM deadlines
             WHERE table_id = ?1 AND fired = 0 AND id NOT IN (SELECT id FROM cleared)
             ORDER BY due_at, id)
"""

# The same when the caller knows who plays each seat: the vacations of the users it names.
_RENEWAL_OF_USERS = f"""
WITH cleared AS (
    DELETE FROM deadlines WHERE table_id = ?1 AND fired = 0 AND player = ANY(?2::text[])
    RETURNING id
)
SELECT ARRAY(SELECT ROW(user_id, max(until)) FROM vacations
             WHERE user_id = ANY(?4::text[]) AND ended_at IS NULL
             AND starts_at <= ?3 AND until > ?3 GROUP BY user_id),
       ARRAY(SELECT ROW({COLUMNS}) FROM deadlines
             WHERE table_id = ?1 AND fired = 0 AND id NOT IN (SELECT id FROM cleared)
             ORDER BY due_at, id)
"""


async def renewal(
    db: Db,
    table_id: int,
    stale: list[str],
    now: float,
    users: list[str] | None = None,
) -> Renewal:
    """Drop the pending deadlines of the `stale` players (`clear_pending`), then read the
    seats' control (`seating.controls`, unless `users` names the people playing them), when
    those away come back (`vacations.away_until`; on PostgreSQL, of every seat's user) and
    the pending deadlines left (`pending_for_table`). One statement on PostgreSQL."""
    if on_postgres(db):
        if users is None:
            found = await db.execute_fetchall(_RENEWAL, (table_id, stale, now))
            row = next(iter(found))
            control: list[SeatControl] | None = [seating.control_of(r) for r in row[0]]
            away, pending = row[1], row[2]
        else:
            found = await db.execute_fetchall(_RENEWAL_OF_USERS, (table_id, stale, now, users))
            row = next(iter(found))
            control, away, pending = None, row[0], row[1]
        away_until = {str(r[0]): float(r[1]) for r in away}
        return Renewal(control, away_until, [row_of(r) for r in pending])
    control = None
    if users is None:
        control = await seating.controls(db, table_id)
        users = sorted({c.user_id for c in control if c.human})
    away_until = await vacations.away_until(db, users, now)
    if stale:
        await clear_pending(db, table_id, stale)
    return Renewal(control, away_until, await pending_for_table(db, table_id))


async def deadline(db: Db, deadline_id: int) -> DeadlineRow | None:
    """One deadline by id."""
    rows = list(
        await db.execute_fetchall(f"SELECT {COLUMNS} FROM deadlines WHERE id = ?", (deadline_id,))
    )
    return row_of(rows[0]) if rows else None


async def due(
    db: Db, now: float, limit: int = 100, shards: Shards | None = None
) -> list[DeadlineRow]:
    """Unfired deadlines the scheduler must look at by `now` (a reminder or the expiry),
    earliest first (of the tables of `shards`' servers, if given)."""
    where, among = _of(shards)
    rows = await db.execute_fetchall(
        f"SELECT {COLUMNS} FROM deadlines WHERE fired = 0 AND wake_at <= ?{where} "
        "ORDER BY wake_at, id LIMIT ?",
        (now, *among, limit),
    )
    return [row_of(r) for r in rows]


async def next_due(db: Db, shards: Shards | None = None) -> float | None:
    """When the scheduler must next look at a deadline (None if none is pending), of the
    tables of `shards`' servers if given."""
    where, among = _of(shards)
    rows = list(
        await db.execute_fetchall(
            f"SELECT min(wake_at) FROM deadlines WHERE fired = 0{where}", among
        )
    )
    value = rows[0][0]
    return float(value) if value is not None else None


async def collapse_overdue(db: Db, now: float) -> int:
    """Skip the reminders of deadlines already expired at `now` (they wake at their expiry, so
    that overdue expiries are taken in deadline order); returns how many changed."""
    cursor = await db.execute(
        "UPDATE deadlines SET wake_at = due_at "
        "WHERE fired = 0 AND due_at <= ? AND wake_at < due_at",
        (now,),
    )
    return cursor.rowcount


async def mark_fired(db: Db, deadline_id: int) -> bool:
    """Mark a deadline fired; False if it was already fired or is gone."""
    cursor = await db.execute(
        "UPDATE deadlines SET fired = 1 WHERE id = ? AND fired = 0", (deadline_id,)
    )
    return cursor.rowcount == 1


async def fire_due(db: Db, deadline_id: int, now: float) -> str | None:
    """Mark a deadline fired if it is pending and due by `now`: its kind (what the player had
    to do, as the last commit left it), or None if it was fired, is gone or is not due yet
    (someone got there first). One statement for the read and the write."""
    rows = list(
        await db.execute_fetchall(
            "UPDATE deadlines SET fired = 1 WHERE id = ? AND fired = 0 AND due_at <= ? "
            "RETURNING kind",
            (deadline_id, now),
        )
    )
    return str(rows[0][0]) if rows else None


async def advance(db: Db, deadline_id: int, seen_stage: int, stage: int, wake_at: float) -> bool:
    """Record reminders sent up to `stage` and the next wake, if nobody moved it since."""
    cursor = await db.execute(
        "UPDATE deadlines SET stage = ?, wake_at = ? WHERE id = ? AND fired = 0 AND stage = ?",
        (stage, wake_at, deadline_id, seen_stage),
    )
    return cursor.rowcount == 1


async def postpone(db: Db, deadline_ids: Iterable[int], now: float, wake_at: float) -> None:
    """Look at these pending deadlines again at `wake_at` if they are due by `now` (after a
    failure, so that one bad deadline cannot keep the scheduler busy)."""
    await db.executemany(
        "UPDATE deadlines SET wake_at = ? WHERE id = ? AND fired = 0 AND wake_at <= ?",
        [(wake_at, i, now) for i in deadline_ids],
    )


async def shift_pending(db: Db, table_id: int, player: str, seconds: float) -> None:
    """Move a player's pending clock at a table by `seconds` (a vacation's pause or its end)."""
    await db.execute(
        "UPDATE deadlines SET starts_at = starts_at + ?1, due_at = due_at + ?1, "
        "wake_at = wake_at + ?1 WHERE table_id = ?2 AND player = ?3 AND fired = 0",
        (seconds, table_id, player),
    )


async def count_pending(db: Db) -> int:
    """How many deadlines are pending across all tables."""
    rows = list(await db.execute_fetchall("SELECT count(*) FROM deadlines WHERE fired = 0"))
    return int(rows[0][0])


async def reschedule(db: Db, deadline_id: int, due_at: float, wake_at: float) -> bool:
    """Move a pending deadline's expiry and next wake (its clock paused in quiet hours)."""
    cursor = await db.execute(
        "UPDATE deadlines SET due_at = ?, wake_at = ? WHERE id = ? AND fired = 0",
        (due_at, wake_at, deadline_id),
    )
    return cursor.rowcount == 1
