"""The action log and the snapshots a game is rebuilt from."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.store.base import Db
from bot.store.dialect import on_postgres
from bot.store.errors import VersionConflict
from bot.store.tables import bump_version

#: The notation of an undo's line in the log: not a move of the game, but the record that the
#: moves whose `undone` names its number were taken back.
UNDO = "undo"

#: The SQL condition of a line of the game as played: neither taken back nor an undo's line.
LIVE = f"undone IS NULL AND notation <> '{UNDO}'"

#: The notation a replay reads of a line (`moves_after`, `stored_game`): a move taken back
#: reads as an undo's line, which a replay skips; every line is read, so that the count of
#: lines after a snapshot still checks the log against the table's version.
REPLAYED = f"CASE WHEN undone IS NULL THEN notation ELSE '{UNDO}' END"


@dataclass(frozen=True)
class ActionRow:
    """One line of the log: its sequence number, player, notation, events (JSON-safe) and time;
    `undone`: the number of the undo that took it back (None: it stands)."""

    seq: int
    player: str
    notation: str
    events: list[dict[str, Any]]
    created_at: float
    undone: int | None = None

    @property
    def is_undo(self) -> bool:
        """Whether this line records an undo (its events say which moves it took back)."""
        return self.notation == UNDO

    @property
    def played(self) -> bool:
        """Whether this line is a move of the game as played: not taken back, not an undo.
        Whatever reads the log for the game's record (a summary, a replay, an export) reads
        only these."""
        return self.undone is None and not self.is_undo


@dataclass(frozen=True)
class Snapshot:
    """A game's full state (`Game.to_dict()`) after `seq` actions."""

    seq: int
    state: dict[str, Any]


async def append_action(
    db: Db,
    table_id: int,
    seq: int,
    player: str,
    notation: str,
    events: list[dict[str, Any]],
    now: float,
) -> None:
    """Append an action; a second action with the same number raises `IntegrityError`."""
    await db.execute(
        "INSERT INTO actions (table_id, seq, player, notation, events, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (table_id, seq, player, notation, json.dumps(events, separators=(",", ":")), now),
    )


# PostgreSQL: the version moved and the action appended in one statement (one round trip).
_APPEND_MOVE = """
WITH bumped AS (
    UPDATE game_tables SET version = version + 1
    WHERE id = ?1 AND version = ?2 AND status = 'playing'
    RETURNING id
)
INSERT INTO actions (table_id, seq, player, notation, events, created_at)
SELECT id, ?2 + 1, ?3, ?4, ?5, ?6 FROM bumped
"""


async def append_move(
    db: Db,
    table_id: int,
    seen: int,
    player: str,
    notation: str,
    events: list[dict[str, Any]],
    now: float,
) -> int:
    """Advance a playing table's version from `seen` by one and append the action of that
    number (`tables.bump_version`, then `append_action`); the new version. `VersionConflict`
    if someone else moved the table first (then nothing is written)."""
    stored = json.dumps(events, separators=(",", ":"))
    if on_postgres(db):
        cursor = await db.execute(_APPEND_MOVE, (table_id, seen, player, notation, stored, now))
        if cursor.rowcount != 1:
            raise VersionConflict(f"table {table_id} is no longer at version {seen}")
        return seen + 1
    await bump_version(db, table_id, seen)
    await append_action(db, table_id, seen + 1, player, notation, events, now)
    return seen + 1


def _passing(table: str, seen: str, every: str) -> str:
    """The statement dropping the snapshot a new one (after action `seen` + 1) replaces: the
    latest at or before `seen`, unless it is one to keep for history, the first at or after a
    multiple of `every` (the arguments: the parameters' placeholders). Both sides are shifted
    by `every` so that SQLite's division (which truncates) floors like Python's for the -1 of
    "no earlier snapshot"."""
    return f"""
DELETE FROM snapshots WHERE table_id = {table}
AND seq = (SELECT max(seq) FROM snapshots WHERE table_id = {table} AND seq <= {seen})
AND (seq + {every}) / {every} = (coalesce((SELECT max(p.seq) FROM snapshots p
    WHERE p.table_id = {table} AND p.seq < snapshots.seq), -1) + {every}) / {every}"""


# PostgreSQL: `append_move` and `replace_snapshot` in one statement (one round trip): the
# version moved, the action appended, the new snapshot stored and the one it replaces dropped
# unless kept, the last three only if the version moved.
_COMMIT_MOVE = f"""
WITH bumped AS (
    UPDATE game_tables SET version = version + 1
    WHERE id = ?1 AND version = ?2 AND status = 'playing'
    RETURNING id
), logged AS (
    INSERT INTO actions (table_id, seq, player, notation, events, created_at)
    SELECT id, ?2 + 1, ?3, ?4, ?5, ?6 FROM bumped
), dropped AS ({_passing("?1", "?2", "?8")} AND EXISTS (SELECT 1 FROM bumped)
)
INSERT INTO snapshots (table_id, seq, state, created_at) SELECT id, ?2 + 1, ?7, ?6 FROM bumped
ON CONFLICT (table_id, seq) DO UPDATE SET state = excluded.state, created_at = excluded.created_at
"""


async def commit_move(
    db: Db,
    table_id: int,
    seen: int,
    player: str,
    notation: str,
    events: list[dict[str, Any]],
    now: float,
    state: dict[str, Any] | None,
    every: int,
) -> int:
    """The last move of a commit: `append_move` (the version moved from `seen`, the action
    appended; `VersionConflict` if someone else moved the table first), then, if a `state`
    is given (`Core.snapshot_due`), the game's new state stored and the snapshot it replaces
    dropped unless kept (`replace_snapshot`). One statement on PostgreSQL."""
    if state is None:
        return await append_move(db, table_id, seen, player, notation, events, now)
    if on_postgres(db):
        stored = json.dumps(events, separators=(",", ":"))
        dumped = json.dumps(state, separators=(",", ":"))
        cursor = await db.execute(
            _COMMIT_MOVE, (table_id, seen, player, notation, stored, now, dumped, every)
        )
        if cursor.rowcount != 1:
            raise VersionConflict(f"table {table_id} is no longer at version {seen}")
        return seen + 1
    new = await append_move(db, table_id, seen, player, notation, events, now)
    await replace_snapshot(db, table_id, new, state, now, every)
    return new


async def actions_after(
    db: Db, table_id: int, after: int, upto: int | None = None
) -> list[ActionRow]:
    """The lines of the log numbered above `after` (and at most `upto`), in order: the moves
    taken back (`ActionRow.undone`) and the undos' lines (`ActionRow.is_undo`) included."""
    limit = upto if upto is not None else 2**62
    rows = await db.execute_fetchall(
        "SELECT seq, player, notation, events, created_at, undone FROM actions "
        "WHERE table_id = ? AND seq > ? AND seq <= ? ORDER BY seq",
        (table_id, after, limit),
    )
    return [ActionRow(r[0], r[1], r[2], json.loads(r[3]), r[4], r[5]) for r in rows]


async def moves_after(db: Db, table_id: int, after: int, upto: int) -> list[tuple[int, str, str]]:
    """(seq, player, notation) of the lines in (after, upto]: what a replay needs, no events. A
    move taken back reads as an undo's line (`UNDO`), which a replay skips."""
    rows = await db.execute_fetchall(
        f"SELECT seq, player, {REPLAYED} FROM actions "
        "WHERE table_id = ? AND seq > ? AND seq <= ? ORDER BY seq",
        (table_id, after, upto),
    )
    return [(r[0], r[1], r[2]) for r in rows]


async def last_actions(db: Db, table_id: int, count: int) -> list[ActionRow]:
    """The latest `count` moves of the game as played (none taken back), oldest first."""
    rows = await db.execute_fetchall(
        "SELECT seq, player, notation, events, created_at FROM actions "
        f"WHERE table_id = ? AND {LIVE} ORDER BY seq DESC LIMIT ?",
        (table_id, count),
    )
    return [ActionRow(r[0], r[1], r[2], json.loads(r[3]), r[4]) for r in reversed(list(rows))]


async def mark_undone(db: Db, table_id: int, first: int, by: int) -> None:
    """Mark every move from number `first` on that still stands as taken back by the undo
    numbered `by`, and drop the snapshots taken at or after `first` (they hold those moves):
    the undo stores the game as it is now at its own number."""
    await db.execute(
        f"UPDATE actions SET undone = ? WHERE table_id = ? AND seq >= ? AND seq < ? AND {LIVE}",
        (by, table_id, first, by),
    )
    await db.execute("DELETE FROM snapshots WHERE table_id = ? AND seq >= ?", (table_id, first))


async def action_count(db: Db, table_id: int) -> tuple[int, int]:
    """(number of actions, highest sequence number) of a table."""
    rows = list(
        await db.execute_fetchall(
            "SELECT count(*), coalesce(max(seq), 0) FROM actions WHERE table_id = ?", (table_id,)
        )
    )
    return int(rows[0][0]), int(rows[0][1])


async def save_snapshot(db: Db, table_id: int, seq: int, state: dict[str, Any], now: float) -> None:
    """Store the state after `seq` actions (replacing one already stored for that number)."""
    await db.execute(
        "INSERT INTO snapshots (table_id, seq, state, created_at) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (table_id, seq) DO UPDATE SET state = excluded.state, "
        "created_at = excluded.created_at",
        (table_id, seq, json.dumps(state, separators=(",", ":")), now),
    )


async def drop_passing_snapshot(db: Db, table_id: int, newer: int, every: int) -> None:
    """Delete the latest snapshot taken before action `newer` (the one a snapshot at `newer`
    replaces) unless it is one to keep for history: the first at or after a multiple of
    `every` (and the one at 0). One statement: the snapshots' numbers are read by the DELETE
    itself."""
    await db.execute(_DROP_PASSING, (table_id, newer - 1, every))


_DROP_PASSING = _passing("?1", "?2", "?3")


# PostgreSQL: `save_snapshot` and `drop_passing_snapshot` in one statement (one round trip).
_REPLACE_SNAPSHOT = f"""
WITH dropped AS ({_passing("?1", "?2", "?5")}
)
INSERT INTO snapshots (table_id, seq, state, created_at) VALUES (?1, ?2 + 1, ?3, ?4)
ON CONFLICT (table_id, seq) DO UPDATE SET state = excluded.state, created_at = excluded.created_at
"""


async def replace_snapshot(
    db: Db,
    table_id: int,
    seq: int,
    state: dict[str, Any],
    now: float,
    every: int,
) -> None:
    """Store the state after `seq` actions and drop the snapshot it replaces (the latest
    before it) unless it is one to keep: `save_snapshot`, then `drop_passing_snapshot`."""
    if on_postgres(db):
        dumped = json.dumps(state, separators=(",", ":"))
        await db.execute(_REPLACE_SNAPSHOT, (table_id, seq - 1, dumped, now, every))
        return
    await save_snapshot(db, table_id, seq, state, now)
    await drop_passing_snapshot(db, table_id, seq, every)


async def latest_snapshot(db: Db, table_id: int, upto: int | None = None) -> Snapshot | None:
    """The newest snapshot taken at or before action `upto` (any, if None)."""
    limit = upto if upto is not None else 2**62
    rows = list(
        await db.execute_fetchall(
            "SELECT seq, state FROM snapshots WHERE table_id = ? AND seq <= ? "
            "ORDER BY seq DESC LIMIT 1",
            (table_id, limit),
        )
    )
    return Snapshot(rows[0][0], json.loads(rows[0][1])) if rows else None


# PostgreSQL: the latest snapshot at or before a version and the moves after it, in one
# statement (`stored_game`); the log is not read when the snapshot is at the version (as
# after a commit that stored one, `Core.snapshot_due`).
_STORED_GAME = """
SELECT s.seq, s.state,
    CASE WHEN s.seq < ?2 THEN
        ARRAY(SELECT ROW(a.seq, a.player,
                         CASE WHEN a.undone IS NULL THEN a.notation ELSE 'undo' END)
              FROM actions a WHERE a.table_id = ?1 AND a.seq > s.seq AND a.seq <= ?2
              ORDER BY a.seq)
    END
FROM snapshots s WHERE s.table_id = ?1 AND s.seq <= ?2 ORDER BY s.seq DESC LIMIT 1
"""


async def stored_game(
    db: Db, table_id: int, version: int
) -> tuple[Snapshot | None, list[tuple[int, str, str]]]:
    """What a game at `version` is rebuilt from: the newest snapshot at or before it
    (`latest_snapshot`) and the moves after that snapshot up to `version` (`moves_after`).
    One statement on PostgreSQL (see `Store.read_one`); on SQLite, the moves are read only
    when there are some (none after a commit that stored a snapshot)."""
    if on_postgres(db):
        rows = list(await db.execute_fetchall(_STORED_GAME, (table_id, version)))
        if not rows:
            return None, []
        moves = [(int(m[0]), str(m[1]), str(m[2])) for m in rows[0][2] or ()]
        return Snapshot(rows[0][0], json.loads(rows[0][1])), moves
    snapshot = await latest_snapshot(db, table_id, upto=version)
    if snapshot is None or snapshot.seq == version:
        return snapshot, []
    return snapshot, await moves_after(db, table_id, snapshot.seq, version)


async def snapshots(db: Db, table_id: int) -> list[Snapshot]:
    """Every snapshot of a table, oldest first."""
    rows = await db.execute_fetchall(
        "SELECT seq, state FROM snapshots WHERE table_id = ? ORDER BY seq", (table_id,)
    )
    return [Snapshot(r[0], json.loads(r[1])) for r in rows]


async def last_action_by(db: Db, table_id: int, player: str) -> int:
    """The sequence number of a player's latest action at a table (0 if they made none)."""
    rows = list(
        await db.execute_fetchall(
            "SELECT coalesce(max(seq), 0) FROM actions WHERE table_id = ? AND player = ?",
            (table_id, player),
        )
    )
    return int(rows[0][0])


async def last_action_at(db: Db, table_id: int, when: float) -> int:
    """The sequence number of a table's latest action made at or before `when` (0 if none)."""
    rows = list(
        await db.execute_fetchall(
            "SELECT coalesce(max(seq), 0) FROM actions WHERE table_id = ? AND created_at <= ?",
            (table_id, when),
        )
    )
    return int(rows[0][0])
