"""Held notices: what a player was not sent in their quiet hours, kept until they end.

Each row is one line for one user, from one table, by one route: `ping` (a mention in the
table's thread) or `dm` (a direct message). The turn timer wakes at the earliest `release_at`
(as it does at the earliest deadline), takes every row due, deletes them in that transaction,
and sends each user's lines merged. A row taken is never sent twice, also after a restart.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.base import Db
from bot.store.deadlines import Shards

PING = "ping"
DM = "dm"


@dataclass(frozen=True)
class Held:
    """One held line."""

    id: int
    user_id: str
    table_id: int
    channel: str
    route: str
    line: str
    release_at: float


_COLUMNS = "id, user_id, table_id, channel, route, line, release_at"


async def hold(
    db: Db,
    user_id: str,
    table_id: int,
    channel: str,
    route: str,
    line: str,
    now: float,
    release_at: float,
) -> None:
    """Keep one line for a user until `release_at`."""
    await db.execute(
        "INSERT INTO held_notices (user_id, table_id, channel, route, line, created_at, "
        "release_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (user_id, table_id, channel, route, line, now, release_at),
    )


def _where(shards: Shards | None) -> tuple[str, tuple[int, ...]]:
    return ("", ()) if shards is None else shards.where()


async def next_release(db: Db, shards: Shards | None = None) -> float | None:
    """When the earliest held line is due (None if nothing is held)."""
    where, among = _where(shards)
    rows = list(
        await db.execute_fetchall(
            f"SELECT min(release_at) FROM held_notices WHERE 1 = 1{where}", among
        )
    )
    value = rows[0][0]
    return float(value) if value is not None else None


async def take_due(db: Db, now: float, shards: Shards | None = None) -> list[Held]:
    """Every line of the users who have a line due by `now` (their later ones too: one
    message for everything held), deleted; in the order they were held."""
    where, among = _where(shards)
    rows = await db.execute_fetchall(
        f"SELECT {_COLUMNS} FROM held_notices WHERE user_id IN "
        f"(SELECT user_id FROM held_notices WHERE release_at <= ?{where}){where} ORDER BY id",
        (now, *among, *among),
    )
    found = [
        Held(int(r[0]), str(r[1]), int(r[2]), str(r[3]), str(r[4]), str(r[5]), float(r[6]))
        for r in rows
    ]
    await db.executemany("DELETE FROM held_notices WHERE id = ?", [(h.id,) for h in found])
    return found
