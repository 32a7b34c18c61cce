"""Deadlines: when each awaited player must have acted (read by the turn timer)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import aiosqlite


@dataclass(frozen=True)
class DeadlineRow:
    """A pending or fired deadline of one player at one table."""

    id: int
    table_id: int
    player: str
    kind: str
    due_at: float
    fired: bool


_COLUMNS = "id, table_id, player, kind, due_at, fired"


def _row(r: sqlite3.Row) -> DeadlineRow:
    return DeadlineRow(int(r[0]), int(r[1]), str(r[2]), str(r[3]), float(r[4]), bool(r[5]))


async def add_deadline(
    db: aiosqlite.Connection, table_id: int, player: str, kind: str, due_at: float, now: float
) -> int:
    """Record a new deadline."""
    cursor = await db.execute(
        "INSERT INTO deadlines (table_id, player, kind, due_at, created_at) VALUES (?, ?, ?, ?, ?)",
        (table_id, player, kind, due_at, now),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


async def clear_pending(
    db: aiosqlite.Connection, table_id: int, players: list[str] | None = None
) -> None:
    """Drop the unfired deadlines of some players of a table (all of them if None)."""
    if players is None:
        await db.execute("DELETE FROM deadlines WHERE table_id = ? AND fired = 0", (table_id,))
        return
    await db.executemany(
        "DELETE FROM deadlines WHERE table_id = ? AND player = ? AND fired = 0",
        [(table_id, p) for p in players],
    )


async def pending_for_table(db: aiosqlite.Connection, table_id: int) -> list[DeadlineRow]:
    """A table's unfired deadlines, earliest first."""
    rows = await db.execute_fetchall(
        f"SELECT {_COLUMNS} FROM deadlines WHERE table_id = ? AND fired = 0 ORDER BY due_at, id",
        (table_id,),
    )
    return [_row(r) for r in rows]


async def due(db: aiosqlite.Connection, now: float, limit: int = 100) -> list[DeadlineRow]:
    """Unfired deadlines due at or before `now`, earliest first."""
    rows = await db.execute_fetchall(
        f"SELECT {_COLUMNS} FROM deadlines WHERE fired = 0 AND due_at <= ? "
        "ORDER BY due_at, id LIMIT ?",
        (now, limit),
    )
    return [_row(r) for r in rows]


async def next_due(db: aiosqlite.Connection) -> float | None:
    """When the earliest unfired deadline falls (None if there is none)."""
    rows = list(await db.execute_fetchall("SELECT min(due_at) FROM deadlines WHERE fired = 0"))
    value = rows[0][0]
    return float(value) if value is not None else None


async def mark_fired(db: aiosqlite.Connection, deadline_id: int) -> bool:
    """Mark a deadline fired; False if it was already fired or is gone."""
    cursor = await db.execute(
        "UPDATE deadlines SET fired = 1 WHERE id = ? AND fired = 0", (deadline_id,)
    )
    return cursor.rowcount == 1
