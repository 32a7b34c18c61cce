"""Requests for the other players' consent to an undo, one standing per table, and what an
undo drops from the game's record (the turn scores of the moves taken back). The moves taken
back themselves are marked in the log (`actions.mark_undone`)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.store.base import Db


@dataclass(frozen=True)
class UndoRequest:
    """A request standing at a table: who asks (engine player and user), at which version of
    the table (it lapses once the table moves on), when, the users who agreed so far, and
    whether it was posted to the table's thread (the catch-up posts one that was not)."""

    player: str
    user: str
    version: int
    asked_at: float
    approved: tuple[str, ...]
    posted: bool = False


async def request(db: Db, table_id: int) -> UndoRequest | None:
    """The request standing at a table, if any."""
    rows = list(
        await db.execute_fetchall(
            "SELECT player, user_id, version, asked_at, approved, posted FROM undo_requests "
            "WHERE table_id = ?",
            (table_id,),
        )
    )
    if not rows:
        return None
    r = rows[0]
    return UndoRequest(
        str(r[0]), str(r[1]), int(r[2]), float(r[3]), tuple(json.loads(r[4])), bool(r[5])
    )


async def save_request(db: Db, table_id: int, asked: UndoRequest) -> None:
    """Store a table's request, replacing the one standing."""
    await drop_request(db, table_id)
    await db.execute(
        "INSERT INTO undo_requests "
        "(table_id, player, user_id, version, asked_at, approved, posted) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            table_id,
            asked.player,
            asked.user,
            asked.version,
            asked.asked_at,
            json.dumps(list(asked.approved)),
            int(asked.posted),
        ),
    )


async def request_posted(db: Db, table_id: int, version: int) -> None:
    """Record that the request standing at the table's `version` was posted to its thread."""
    await db.execute(
        "UPDATE undo_requests SET posted = 1 WHERE table_id = ? AND version = ?",
        (table_id, version),
    )


async def drop_request(db: Db, table_id: int) -> None:
    """Drop a table's request (answered, refused, lapsed or carried out)."""
    await db.execute("DELETE FROM undo_requests WHERE table_id = ?", (table_id,))


async def drop_turn_scores(db: Db, table_id: int, first: int) -> None:
    """Drop the turn scores recorded by moves from number `first` on (taken back)."""
    await db.execute("DELETE FROM turn_scores WHERE table_id = ? AND seq >= ?", (table_id, first))
