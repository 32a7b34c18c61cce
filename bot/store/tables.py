"""Game tables and their seats."""

from __future__ import annotations

import json
import secrets
import sqlite3
from dataclasses import dataclass
from typing import Any

from bot.store import seating
from bot.store.base import Db
from bot.store.errors import VersionConflict
from bot.store.seating import SeatControl

ACTIVE = ("open", "playing")

TABLE_COLUMNS = (
    "id, channel, guild, host, status, options, seed, version, winner, "
    "created_at, started_at, ended_at"
)


@dataclass(frozen=True)
class SeatRow:
    """A user sitting at a table; `seat` is the seat order, set when the game starts.
    `computer`: the level of a computer player sitting there (None for a person)."""

    user_id: str
    display_name: str
    seat: int | None
    joined_at: float
    computer: str | None = None


@dataclass(frozen=True)
class TableRow:
    """One game table: its channel, host, status, options and version (actions applied)."""

    id: int
    channel: str
    guild: str | None
    host: str
    status: str
    options: dict[str, Any]
    seed: int | None
    version: int
    winner: str | None
    created_at: float
    started_at: float | None
    ended_at: float | None


def table_of(row: sqlite3.Row) -> TableRow:
    """A table's row from its `TABLE_COLUMNS`, in that order."""
    return TableRow(
        id=row[0],
        channel=row[1],
        guild=row[2],
        host=row[3],
        status=row[4],
        options=json.loads(row[5]),
        seed=row[6],
        version=row[7],
        winner=row[8],
        created_at=row[9],
        started_at=row[10],
        ended_at=row[11],
    )


async def insert_table(
    db: Db,
    *,
    channel: str,
    guild: str | None,
    host: str,
    options: dict[str, Any],
    now: float,
) -> int:
    """Create an open table; raises `sqlite3.IntegrityError` if the channel has an active one."""
    cursor = await db.execute(
        "INSERT INTO game_tables (channel, guild, host, status, options, created_at, web_key) "
        "VALUES (?, ?, ?, 'open', ?, ?, ?)",
        (channel, guild, host, json.dumps(options, sort_keys=True), now, new_web_key()),
    )
    table_id = cursor.lastrowid
    assert table_id is not None
    return table_id


def new_web_key() -> str:
    """The unguessable key in the address of a game's page on the web side."""
    return secrets.token_urlsafe(18)


async def web_key(db: Db, table_id: int) -> str | None:
    """The key of a table's page on the web side."""
    rows = list(
        await db.execute_fetchall("SELECT web_key FROM game_tables WHERE id = ?", (table_id,))
    )
    return str(rows[0][0]) if rows and rows[0][0] else None


async def table_by_web_key(db: Db, key: str) -> TableRow | None:
    """The table whose page has this key (found through its index)."""
    rows = list(
        await db.execute_fetchall(
            f"SELECT {TABLE_COLUMNS} FROM game_tables WHERE web_key = ?", (key,)
        )
    )
    return table_of(rows[0]) if rows else None


async def web_game_version(db: Db, key: str, setting: str) -> tuple[object, ...]:
    """(version, status, the server's `setting`) of the table whose page has this key: the
    same while its page has nothing new to show (empty if no table has the key)."""
    rows = list(
        await db.execute_fetchall(
            "SELECT t.version, t.status, s.value FROM game_tables AS t "
            "LEFT JOIN server_settings AS s ON s.guild_id = t.guild AND s.key = ? "
            "WHERE t.web_key = ?",
            (setting, key),
        )
    )
    return tuple(rows[0]) if rows else ()


async def table_by_id(db: Db, table_id: int) -> TableRow | None:
    """The table with that id; in a write transaction, its row stays locked until the commit
    (see `dialect.LOCK`), so the table's other writers wait for this one and then read what it
    wrote."""
    rows = list(
        await db.execute_fetchall(
            f"SELECT {TABLE_COLUMNS} FROM game_tables WHERE id = ? /* FOR UPDATE */", (table_id,)
        )
    )
    return table_of(rows[0]) if rows else None


async def latest_table(db: Db, channel: str) -> TableRow | None:
    """The channel's active table, or else its most recent one, or None if it never had one."""
    rows = list(
        await db.execute_fetchall(
            f"SELECT {TABLE_COLUMNS} FROM game_tables WHERE channel = ? "
            "ORDER BY status IN ('open', 'playing') DESC, id DESC LIMIT 1",
            (channel,),
        )
    )
    return table_of(rows[0]) if rows else None


async def latest_seated(
    db: Db, channel: str
) -> tuple[TableRow, list[SeatRow], list[SeatControl]] | None:
    """`latest_table` with its `seats` and, once the game started, its `seating.controls`
    (none before). On PostgreSQL, `reads.latest` reads them in one statement."""
    table = await latest_table(db, channel)
    if table is None:
        return None
    control = await seating.controls(db, table.id) if table.started_at is not None else []
    return table, await seats(db, table.id), control


async def update_table(db: Db, table_id: int, **columns: Any) -> None:
    """Set some of a table's columns (host, status, options, seed, winner, started/ended)."""
    allowed = {"host", "status", "options", "seed", "winner", "started_at", "ended_at"}
    unknown = set(columns) - allowed
    if unknown:
        raise ValueError(f"cannot update table columns {sorted(unknown)}")
    values = [
        json.dumps(v, sort_keys=True) if name == "options" else v for name, v in columns.items()
    ]
    assignments = ", ".join(f"{name} = ?" for name in columns)
    await db.execute(f"UPDATE game_tables SET {assignments} WHERE id = ?", (*values, table_id))


async def bump_version(db: Db, table_id: int, seen: int) -> int:
    """Advance the version from `seen` by one; `VersionConflict` if someone else moved it first."""
    cursor = await db.execute(
        "UPDATE game_tables SET version = version + 1 "
        "WHERE id = ? AND version = ? AND status = 'playing'",
        (table_id, seen),
    )
    if cursor.rowcount != 1:
        raise VersionConflict(f"table {table_id} is no longer at version {seen}")
    return seen + 1


async def seats(db: Db, table_id: int) -> list[SeatRow]:
    """The table's seats, in seat order once started, in joining order before."""
    rows = await db.execute_fetchall(
        "SELECT user_id, display_name, seat, joined_at, computer FROM seats WHERE table_id = ? "
        "ORDER BY seat IS NULL, seat, joined_at, user_id",
        (table_id,),
    )
    return [SeatRow(r[0], r[1], r[2], r[3], r[4]) for r in rows]


async def add_seat(
    db: Db,
    table_id: int,
    user_id: str,
    display_name: str,
    now: float,
    *,
    computer: str | None = None,
) -> None:
    """Seat a user, or a computer player of level `computer` (no seat number yet)."""
    await db.execute(
        "INSERT INTO seats (table_id, user_id, display_name, joined_at, computer) "
        "VALUES (?, ?, ?, ?, ?)",
        (table_id, user_id, display_name, now, computer),
    )


async def remove_seat(db: Db, table_id: int, user_id: str) -> None:
    """Take a user's seat away."""
    await db.execute("DELETE FROM seats WHERE table_id = ? AND user_id = ?", (table_id, user_id))


async def number_seats(db: Db, table_id: int, order: list[str]) -> None:
    """Give the seated users their seat numbers, in the given order."""
    await db.executemany(
        "UPDATE seats SET seat = ? WHERE table_id = ? AND user_id = ?",
        [(i, table_id, user) for i, user in enumerate(order)],
    )


async def rename_seat(db: Db, table_id: int, user_id: str, display_name: str) -> None:
    """Record a user's current display name."""
    await db.execute(
        "UPDATE seats SET display_name = ? WHERE table_id = ? AND user_id = ?",
        (display_name, table_id, user_id),
    )


async def count_tables(db: Db, status: str | None = None) -> int:
    """How many tables there are (of one status, if given)."""
    if status is None:
        rows = list(await db.execute_fetchall("SELECT count(*) FROM game_tables"))
    else:
        rows = list(
            await db.execute_fetchall(
                "SELECT count(*) FROM game_tables WHERE status = ?", (status,)
            )
        )
    return int(rows[0][0])


@dataclass(frozen=True)
class Counts:
    """How many tables are open and playing, and how many deadlines are pending (not fired):
    what the operator's metrics show."""

    tables: dict[str, int]
    pending_deadlines: int


_COUNTS = (
    "SELECT status, COUNT(*) FROM game_tables WHERE status IN ('open', 'playing') "
    "GROUP BY status UNION ALL SELECT '', COUNT(*) FROM deadlines WHERE fired = 0"
)


async def counts(db: Db) -> Counts:
    """The tables of each active status (every one of them, 0 if none) and the pending
    deadlines, in one statement."""
    found = {str(status): int(count) for status, count in await db.execute_fetchall(_COUNTS)}
    pending = found.pop("", 0)
    return Counts({status: found.get(status, 0) for status in ACTIVE}, pending)
