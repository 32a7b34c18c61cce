"""How far each table's moves have been announced in its thread.

A move's commit moves `game_tables.version` on and leaves `announced` where it was, so what a
committed move must post is owed from the moment it commits, in the same transaction, without
a statement of its own. Once its posts are accepted, the adapter moves `announced` on
(`mark`); the tables still behind are found by `owed` (at start-up, after a reconnect and
every little while) and their moves posted again from the log."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.base import Db
from bot.store.deadlines import Shards

#: `announced` of a started game whose start has not been posted yet.
START = -1


@dataclass(frozen=True)
class OwedRow:
    """A table whose thread has not been told everything: its id and channel, its status,
    its version and how far it has been announced, and when its newest move (or its start)
    was stored."""

    table_id: int
    channel: str
    status: str
    version: int
    announced: int
    since: float


async def owed(
    db: Db,
    *,
    before: float | None = None,
    shards: Shards | None = None,
    limit: int = 100,
    asked_since: float | None = None,
) -> list[OwedRow]:
    """The tables whose announcements are behind their log, oldest first; with `before`,
    only those whose newest move was stored before that time (a move stored since is likely
    still being posted); with `shards`, only the tables of those shards' servers. With
    `asked_since`, also the tables whose thread was never shown the request for consent to an
    undo standing at their version and made since then (its `since`: when it was made)."""
    where = ""
    args: list[object] = []
    if shards is not None:
        marks = ", ".join("?" * len(shards.ids))
        where = f" AND (CAST(coalesce(t.guild, '0') AS BIGINT) >> 22) % ? IN ({marks})"
        args += [shards.total, *shards.ids]
    rows = list(
        await db.execute_fetchall(
            "SELECT t.id, t.channel, t.status, t.version, t.announced, "
            "coalesce(a.created_at, t.started_at, t.created_at) "
            "FROM game_tables t LEFT JOIN actions a ON a.table_id = t.id AND a.seq = t.version "
            f"WHERE t.announced < t.version AND t.status IN ('playing', 'finished'){where} "
            "ORDER BY t.id",
            tuple(args),
        )
    )
    if asked_since is not None:
        # A request is tied to its table's version: one of an older version has lapsed.
        rows += await db.execute_fetchall(
            "SELECT t.id, t.channel, t.status, t.version, t.announced, u.asked_at "
            "FROM undo_requests u JOIN game_tables t ON t.id = u.table_id "
            "WHERE u.posted = 0 AND u.version = t.version AND u.asked_at >= ? "
            f"AND t.announced >= t.version AND t.status = 'playing'{where} ORDER BY t.id",
            (asked_since, *args),
        )
        rows.sort(key=lambda r: int(r[0]))
    found = [OwedRow(r[0], r[1], r[2], r[3], r[4], float(r[5])) for r in rows]
    if before is not None:
        found = [r for r in found if r.since < before]
    return found[:limit]


async def announced(db: Db, table_id: int) -> int | None:
    """How far the table has been announced (None: no such table)."""
    rows = list(
        await db.execute_fetchall("SELECT announced FROM game_tables WHERE id = ?", (table_id,))
    )
    return int(rows[0][0]) if rows else None


async def mark(db: Db, table_id: int, start: int, end: int) -> int | None:
    """Record that the posts of the table's versions after `start` up to `end` were accepted:
    `announced` moves on to `end` if it had reached `start` (posts of earlier moves still
    owed keep it where it is). Returns `announced` as it is now (None: no such table)."""
    await db.execute(
        "UPDATE game_tables SET announced = ? WHERE id = ? AND announced >= ? AND announced < ?",
        (end, table_id, start, end),
    )
    return await announced(db, table_id)


async def owe_start(db: Db, table_id: int) -> None:
    """A game just started: its start is owed to its thread."""
    await db.execute("UPDATE game_tables SET announced = ? WHERE id = ?", (START, table_id))
