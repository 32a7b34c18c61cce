"""A channel's table read with what the service does next with it: its seats and seat control,
and, when asked, its clocks (the pending deadlines and who is away) and its stored game (the
latest snapshot and the moves after it). One statement on PostgreSQL (see `Store.read_one`):
a status is then one round trip, and a move's write has everything it decides from in hand."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.store import deadlines, seating
from bot.store import tables as q
from bot.store.actions import Snapshot
from bot.store.base import Db
from bot.store.deadlines import DeadlineRow
from bot.store.dialect import on_postgres
from bot.store.seating import SeatControl
from bot.store.tables import SeatRow, TableRow


@dataclass(frozen=True)
class ClockState:
    """A playing table's clocks as one read found them at `now`: its pending deadlines
    (earliest first), when the users playing its seats who are away come back, and the ids
    of the vacations that keep them away."""

    now: float
    pending: tuple[DeadlineRow, ...]
    away: dict[str, float]
    vacations: tuple[int, ...] = ()


@dataclass(frozen=True)
class TableRead:
    """What `latest` read: the table, its seats and seat control; its clocks (when asked, on
    a server, for a playing table) and its stored game at its version (when asked, on a
    server)."""

    row: TableRow
    seats: list[SeatRow]
    control: list[SeatControl]
    clocks: ClockState | None = None
    stored: tuple[Snapshot, list[tuple[int, str, str]]] | None = None


_TABLE = ", ".join("t." + c for c in q.TABLE_COLUMNS.split(", "))
# The table's own columns come first in a row of `latest`, then the parts below.
_PARTS_AT = len(q.TABLE_COLUMNS.split(", "))
_DEADLINE = ", ".join("d." + c for c in deadlines.COLUMNS.split(", "))

# The parts of the statement: each a column, or NULL when not asked for (a part left out is
# not planned or started by the server at all, so a read pays only for what it asks). Rows
# come in no order: they are few, and sorted here. ?2: the time the clocks are read at.
_SEATS = """ARRAY(SELECT ROW(s.user_id, s.display_name, s.seat, s.joined_at, s.computer)
    FROM seats s WHERE s.table_id = t.id)"""
_CONTROL = f"""CASE WHEN t.started_at IS NOT NULL THEN
    ARRAY(SELECT ROW({seating.COLUMNS}) FROM seat_control c WHERE c.table_id = t.id) END"""
_PENDING = f"""CASE WHEN t.status = 'playing' THEN
    ARRAY(SELECT ROW({_DEADLINE}) FROM deadlines d WHERE d.table_id = t.id AND d.fired = 0) END"""
_AWAY = """CASE WHEN t.status = 'playing' THEN
    ARRAY(SELECT ROW(v.id, v.user_id, v.until) FROM vacations v
          WHERE v.user_id IN (SELECT c.user_id FROM seat_control c
                              WHERE c.table_id = t.id AND c.state = 'active')
          AND v.ended_at IS NULL AND v.starts_at <= ?2 AND v.until > ?2) END"""
_GAME = """LEFT JOIN LATERAL (
    SELECT s.seq, s.state,
        CASE WHEN s.seq < t.version THEN
            ARRAY(SELECT ROW(a.seq, a.player,
                             CASE WHEN a.undone IS NULL THEN a.notation ELSE 'undo' END)
                  FROM actions a
                  WHERE a.table_id = t.id AND a.seq > s.seq AND a.seq <= t.version
                  ORDER BY a.seq)
        END AS moves
    FROM snapshots s
    WHERE t.started_at IS NOT NULL AND s.table_id = t.id AND s.seq <= t.version
    ORDER BY s.seq DESC LIMIT 1
) g ON true"""


@lru_cache(maxsize=4)
def _latest(clocks: bool, game: bool) -> str:
    """The statement of `latest` reading the clocks, the game, both or neither."""
    return f"""
SELECT {_TABLE}, {_SEATS}, {_CONTROL},
    {_PENDING if clocks else "NULL"}, {_AWAY if clocks else "NULL"},
    {"g.seq, g.state, g.moves" if game else "NULL, NULL, NULL"}
FROM (
    SELECT {q.TABLE_COLUMNS} FROM game_tables WHERE channel = ?1
    ORDER BY status IN ('open', 'playing') DESC, id DESC LIMIT 1
) t
{_GAME if game else ""}
"""


async def latest(
    db: Db, channel: str, clocks_at: float | None = None, game: bool = False
) -> TableRead | None:
    """The channel's latest table (`tables.latest_seated`), with its clocks at `clocks_at`
    (if given) and its stored game (if `game`). On SQLite, three statements and neither of
    the extras: the caller reads them when it needs them."""
    if not on_postgres(db):
        found = await q.latest_seated(db, channel)
        return None if found is None else TableRead(*found)
    sql = _latest(clocks_at is not None, game)
    rows = list(
        await db.execute_fetchall(sql, (channel,) if clocks_at is None else (channel, clocks_at))
    )
    if not rows:
        return None
    row = rows[0]
    seat_rows, control_rows, pending_rows, away_rows, seq, state, moves = row[_PARTS_AT:]
    seats = sorted(
        (SeatRow(*r) for r in seat_rows),
        key=lambda s: (s.seat is None, s.seat or 0, s.joined_at, s.user_id),
    )
    order = {s.user_id: s.seat for s in seats}
    control = sorted(
        (seating.control_of(r) for r in control_rows or ()),
        key=lambda c: (order.get(c.player) is None, order.get(c.player) or 0, c.player),
    )
    clocks = None
    if pending_rows is not None and clocks_at is not None:
        away: dict[str, float] = {}
        for _, user, until in away_rows:
            away[str(user)] = max(float(until), away.get(str(user), until))
        clocks = ClockState(
            clocks_at,
            tuple(
                sorted((deadlines.row_of(r) for r in pending_rows), key=lambda d: (d.due_at, d.id))
            ),
            away,
            tuple(sorted(int(r[0]) for r in away_rows)),
        )
    stored = None
    if seq is not None:
        made = [(int(m[0]), str(m[1]), str(m[2])) for m in moves or ()]
        stored = Snapshot(int(seq), _state(state)), made
    return TableRead(q.table_of(row), seats, control, clocks, stored)


def _state(text: str) -> dict[str, Any]:
    state: dict[str, Any] = json.loads(text)
    return state
