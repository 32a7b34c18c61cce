"""A player's move stored in one statement on PostgreSQL: the version checked and moved, the log's
line, the snapshot, the game record's roll and points, and the table's deadlines, with no
BEGIN and COMMIT around it (one statement is atomic by itself).

Everything the statement writes was decided from one earlier read of the table
(`reads.latest`): its version, who plays its seats, who is away and its pending deadlines.
The version guards what only a move changes; the rest can change without one (a vacation
starting, a timer marking a deadline fired, a seat handed over), so the statement checks
that those still stand as read, and writes nothing when they do not: the caller then stores
the move in a transaction that reads them afresh (`commit.commit_steps`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import aiosqlite

from bot.store.deadlines import NewDeadline
from bot.store.errors import VersionConflict
from bot.store.seating import SeatControl

# Between the parts of a seat's key (a character no id or name holds).
_SEP = "\x1f"


def control_keys(control: Sequence[SeatControl]) -> list[str]:
    """Who plays each seat, as the statement compares it: one text per seat, by player."""
    return [
        _SEP.join((c.player, c.user_id, c.state, c.display_name))
        for c in sorted(control, key=lambda c: c.player)
    ]


@dataclass(frozen=True)
class Play:
    """One move and all it writes, with what it was decided from.

    The move: `player`'s `notation` with its `events`, taking the table from version `seen`
    at `now`; the game's `state` after it; the snapshot at `passing` dropped unless kept
    (every `every` actions). The record: the `roll`'s dice, the points at a turn's end
    (`scores`). The deadlines: those of the `stale` players dropped, the pending ones of
    `relabel`'s players given a new kind, the `new` ones made. Read before: the ids of the
    `pending` deadlines, who plays the seats (`control`), and of the `users` playing them,
    those `away` and until when."""

    table_id: int
    seen: int
    player: str
    notation: str
    events: list[dict[str, Any]]
    now: float
    state: dict[str, Any]
    passing: int
    every: int
    roll: list[int] | None
    scores: dict[str, dict[str, int]] | None
    stale: list[str]
    relabel: list[tuple[str, str]]
    new: list[NewDeadline]
    pending: list[int]
    control: list[SeatControl]
    users: list[str]
    away: dict[str, float]


_PLAY = """
WITH bumped AS (
    UPDATE game_tables SET version = version + 1
    WHERE id = ?1 AND version = ?2 AND status = 'playing'
    AND ARRAY(SELECT id FROM deadlines WHERE table_id = ?1 AND fired = 0 ORDER BY id)
        = ?10::bigint[]
    AND ARRAY(SELECT concat_ws(chr(31), player, user_id, state, display_name)
              FROM seat_control WHERE table_id = ?1 ORDER BY player) = ?11::text[]
    AND ARRAY(SELECT user_id FROM vacations
              WHERE user_id = ANY(?12::text[]) AND ended_at IS NULL
              AND starts_at <= ?6 AND until > ?6 GROUP BY user_id ORDER BY user_id)
        = ?13::text[]
    AND ARRAY(SELECT max(until) FROM vacations
              WHERE user_id = ANY(?12::text[]) AND ended_at IS NULL
              AND starts_at <= ?6 AND until > ?6 GROUP BY user_id ORDER BY user_id)
        = ?14::float8[]
    RETURNING id
), logged AS (
    INSERT INTO actions (table_id, seq, player, notation, events, created_at)
    SELECT id, ?2 + 1, ?3, ?4, ?5, ?6 FROM bumped
), dropped AS (
    DELETE FROM snapshots WHERE table_id = ?1 AND seq = ?8 AND EXISTS (SELECT 1 FROM bumped)
    AND (?8 + ?9) / ?9 =
    (coalesce((SELECT max(seq) FROM snapshots WHERE table_id = ?1 AND seq < ?8), -1) + ?9) / ?9
), kept AS (
    INSERT INTO snapshots (table_id, seq, state, created_at) SELECT id, ?2 + 1, ?7, ?6 FROM bumped
    ON CONFLICT (table_id, seq) DO UPDATE
    SET state = excluded.state, created_at = excluded.created_at
), rolled AS (
    INSERT INTO dice_rolls (table_id, seq, player, dice, total)
    SELECT id, ?2 + 1, ?3, ?15, ?16 FROM bumped WHERE ?15::text IS NOT NULL
), scored AS (
    INSERT INTO turn_scores (table_id, seq, turn, scores)
    SELECT id, ?2 + 1, (SELECT count(*) FROM turn_scores WHERE table_id = ?1) + 1, ?17
    FROM bumped WHERE ?17::text IS NOT NULL
    ON CONFLICT (table_id, seq) DO UPDATE SET turn = excluded.turn, scores = excluded.scores
), cleared AS (
    DELETE FROM deadlines WHERE table_id = ?1 AND fired = 0 AND player = ANY(?18::text[])
    AND EXISTS (SELECT 1 FROM bumped)
), relabeled AS (
    UPDATE deadlines d SET kind = r.kind
    FROM unnest(?19::text[], ?20::text[]) AS r (player, kind)
    WHERE d.table_id = ?1 AND d.fired = 0 AND d.player = r.player
    AND EXISTS (SELECT 1 FROM bumped)
), made AS (
    INSERT INTO deadlines (table_id, player, kind, due_at, created_at, starts_at, wake_at, stage)
    SELECT b.id, n.player, n.kind, n.due_at, ?6, n.starts_at, n.wake_at, n.stage
    FROM bumped b, unnest(?21::text[], ?22::text[], ?23::float8[], ?24::float8[],
                          ?25::float8[], ?26::bigint[])
                   AS n (player, kind, due_at, starts_at, wake_at, stage)
)
SELECT (SELECT count(*) FROM bumped), (SELECT version FROM game_tables WHERE id = ?1)
"""


def _dumped(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


async def commit_play(db: aiosqlite.Connection, play: Play) -> bool:
    """Store `play` in one statement (PostgreSQL's only): True if stored; False if something
    it was decided from changed since it was read (nothing is stored: the caller stores the
    move in a transaction instead). `VersionConflict` if the table moved on (nothing is
    stored)."""
    away = sorted(play.away.items())
    new = play.new
    rows = list(
        await db.execute_fetchall(
            _PLAY,
            (
                play.table_id,
                play.seen,
                play.player,
                play.notation,
                _dumped(play.events),
                play.now,
                _dumped(play.state),
                play.passing,
                play.every,
                sorted(play.pending),
                control_keys(play.control),
                play.users,
                [u for u, _ in away],
                [t for _, t in away],
                None if play.roll is None else json.dumps(play.roll),
                None if play.roll is None else sum(play.roll),
                None if play.scores is None else json.dumps(play.scores, sort_keys=True),
                play.stale,
                [p for p, _ in play.relabel],
                [k for _, k in play.relabel],
                [d.player for d in new],
                [d.kind for d in new],
                [d.due_at for d in new],
                [d.starts_at for d in new],
                [d.wake_at for d in new],
                [d.stage for d in new],
            ),
        )
    )
    stored, version = rows[0]
    if stored == 1:
        return True
    if version != play.seen:
        raise VersionConflict(f"table {play.table_id} is no longer at version {play.seen}")
    return False
