"""A channel's table read with what the service does next with it: its seats and seat control,
and, when asked, its clocks (the pending deadlines and who is away) and its stored game (the
latest snapshot and the moves after it). One statement on PostgreSQL (see `Store.read_one`):
a status is then one round trip, and a move's write has everything it decides from in hand."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import aiosqlite

from bot.store import deadlines, seating
from bot.store import tables as q
from bot.store.actions import Snapshot
from bot.store.deadlines import DeadlineRow
from bot.store.dialect import on_postgres
from bot.store.seating import SeatControl
from bot.store.tables import SeatRow, TableRow


@dataclass(frozen=True)
class ClockState:
    """A playing table's clocks as one read found them at `now`: its pending deadlines
    (earliest first) and when the users playing its seats who are away come back."""

    now: float
    pending: tuple[DeadlineRow, ...]
    away: dict[str, float]


@dataclass(frozen=True)
class TableRead:
    """What `latest` read: the table, its seats and seat control; its clocks (when asked, on
    a server, for a playing table) and its stored game at its version (when asked, on a
    server, unless the caller holds that version)."""

    row: TableRow
    seats: list[SeatRow]
    control: list[SeatControl]
    clocks: ClockState | None = None
    stored: tuple[Snapshot, list[tuple[int, str, str]]] | None = None


_TABLE = ", ".join("t." + c for c in q.TABLE_COLUMNS.split(", "))
_DEADLINE = ", ".join("d." + c for c in deadlines.COLUMNS.split(", "))

# The table chosen first (`tables.latest_table`), then what is read of it. ?2: the time the
# clocks are read at (NULL: not read); ?3: whether the game is read; ?4 and ?5: the table and
# version of the game the caller holds (not read again).
_LATEST = f"""
SELECT {_TABLE},
    ARRAY(SELECT ROW(s.user_id, s.display_name, s.seat, s.joined_at, s.computer)
          FROM seats s WHERE s.table_id = t.id
          ORDER BY s.seat IS NULL, s.seat, s.joined_at, s.user_id),
    ARRAY(SELECT ROW({seating.COLUMNS})
          FROM seat_control c LEFT JOIN seats s ON s.table_id = c.table_id AND s.user_id = c.player
          WHERE c.table_id = t.id AND t.started_at IS NOT NULL ORDER BY s.seat, c.player),
    CASE WHEN ?2::float8 IS NOT NULL AND t.status = 'playing' THEN
        ARRAY(SELECT ROW({_DEADLINE}) FROM deadlines d
              WHERE d.table_id = t.id AND d.fired = 0 ORDER BY d.due_at, d.id)
    END,
    CASE WHEN ?2::float8 IS NOT NULL AND t.status = 'playing' THEN
        ARRAY(SELECT ROW(v.user_id, max(v.until)) FROM vacations v
              WHERE v.user_id IN (SELECT c.user_id FROM seat_control c
                                  WHERE c.table_id = t.id AND c.state = 'active')
              AND v.ended_at IS NULL AND v.starts_at <= ?2 AND v.until > ?2
              GROUP BY v.user_id)
    END,
    g.seq, g.state, g.moves
FROM (
    SELECT {q.TABLE_COLUMNS} FROM game_tables WHERE channel = ?1
    ORDER BY status IN ('open', 'playing') DESC, id DESC LIMIT 1
) t
LEFT JOIN LATERAL (
    SELECT s.seq, s.state,
        CASE WHEN s.seq < t.version THEN
            ARRAY(SELECT ROW(a.seq, a.player, a.notation) FROM actions a
                  WHERE a.table_id = t.id AND a.seq > s.seq AND a.seq <= t.version
                  ORDER BY a.seq)
        END AS moves
    FROM snapshots s
    WHERE ?3::boolean AND t.started_at IS NOT NULL AND NOT (t.id = ?4 AND t.version = ?5)
    AND s.table_id = t.id AND s.seq <= t.version
    ORDER BY s.seq DESC LIMIT 1
) g ON true
"""


async def latest(
    db: aiosqlite.Connection,
    channel: str,
    clocks_at: float | None = None,
    game: bool = False,
    held: tuple[int, int] = (0, -1),
) -> TableRead | None:
    """The channel's latest table (`tables.latest_seated`), with its clocks at `clocks_at`
    (if given) and its stored game (if `game`, unless `held` names the table and version of
    the game the caller has). On SQLite, three statements and neither of the extras: the
    caller reads them when it needs them."""
    if not on_postgres(db):
        found = await q.latest_seated(db, channel)
        return None if found is None else TableRead(*found)
    rows = list(await db.execute_fetchall(_LATEST, (channel, clocks_at, game, *held)))
    if not rows:
        return None
    row = rows[0]
    clocks = None
    if row[14] is not None and clocks_at is not None:
        clocks = ClockState(
            clocks_at,
            tuple(deadlines.row_of(r) for r in row[14]),
            {str(r[0]): float(r[1]) for r in row[15]},
        )
    stored = None
    if row[16] is not None:
        moves = [(int(m[0]), str(m[1]), str(m[2])) for m in row[18] or ()]
        stored = Snapshot(int(row[16]), _state(row[17])), moves
    return TableRead(
        q.table_of(row),
        [SeatRow(*r) for r in row[12]],
        [seating.control_of(r) for r in row[13]],
        clocks,
        stored,
    )


def _state(text: str) -> dict[str, Any]:
    state: dict[str, Any] = json.loads(text)
    return state
