"""A player's move stored in one statement on PostgreSQL: the version checked and moved, the log's
line, the snapshot (when due), the game record's roll and points, and the table's deadlines, with no
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
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.store.base import Db
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
    at `now`; the game's `state` after it when the move stores a snapshot (else None), the
    one it replaces dropped unless kept (every `every` actions). The record: the `roll`'s
    dice, the points at a turn's end (`scores`). The deadlines: those of the `stale` players
    dropped, the pending ones of `relabel`'s players given a new kind, the `new` ones made.
    Read before: the ids of the `pending` deadlines, who plays the seats (`control`), and
    the ids of the `vacations` at `now` of the `users` playing them."""

    table_id: int
    seen: int
    player: str
    notation: str
    events: list[dict[str, Any]]
    now: float
    state: dict[str, Any] | None
    every: int
    roll: list[int] | None
    scores: dict[str, dict[str, int]] | None
    stale: list[str]
    relabel: list[tuple[str, str]]
    new: list[NewDeadline]
    pending: list[int]
    control: list[SeatControl]
    users: list[str]
    vacations: list[int]


# The statement, in parts: the version check (with what the move was decided from) and the
# move, then only the parts a move has (a part left out is not planned or started by the
# server at all). Each part is written only if the version moved. `@name`: a parameter.
_MOVE = """
WITH bumped AS (
    UPDATE game_tables SET version = version + 1
    WHERE id = @table AND version = @seen AND status = 'playing'
    AND ARRAY(SELECT id FROM deadlines WHERE table_id = @table AND fired = 0 ORDER BY id)
        = @pending::bigint[]
    AND ARRAY(SELECT concat_ws(chr(31), player, user_id, state, display_name)
              FROM seat_control WHERE table_id = @table ORDER BY player) = @control::text[]
    AND ARRAY(SELECT id FROM vacations
              WHERE user_id = ANY(@users::text[]) AND ended_at IS NULL
              AND starts_at <= @now AND until > @now ORDER BY id) = @vacations::bigint[]
    RETURNING id
), logged AS (
    INSERT INTO actions (table_id, seq, player, notation, events, created_at)
    SELECT id, @seen + 1, @player, @notation, @events, @now FROM bumped
)"""

# The game's state stored, and the snapshot it replaces (the latest before it) dropped unless it
# is one to keep for history, the first at or after a multiple of `every` (only in the moves
# `Core.snapshot_due` names: the others' states are replayed from the latest snapshot).
_SNAPSHOT = """, dropped AS (
    DELETE FROM snapshots
    WHERE table_id = @table AND EXISTS (SELECT 1 FROM bumped)
    AND seq = (SELECT max(seq) FROM snapshots WHERE table_id = @table AND seq <= @seen)
    AND (seq + @every) / @every = (coalesce((SELECT max(p.seq) FROM snapshots p
        WHERE p.table_id = @table AND p.seq < snapshots.seq), -1) + @every) / @every
), kept AS (
    INSERT INTO snapshots (table_id, seq, state, created_at)
    SELECT id, @seen + 1, @state, @now FROM bumped
    ON CONFLICT (table_id, seq) DO UPDATE
    SET state = excluded.state, created_at = excluded.created_at
)"""

_ROLL = """, rolled AS (
    INSERT INTO dice_rolls (table_id, seq, player, dice, total)
    SELECT id, @seen + 1, @player, @dice, @total FROM bumped
)"""

_SCORES = """, scored AS (
    INSERT INTO turn_scores (table_id, seq, turn, scores)
    SELECT id, @seen + 1, (SELECT count(*) FROM turn_scores WHERE table_id = @table) + 1,
        @scores
    FROM bumped
    ON CONFLICT (table_id, seq) DO UPDATE SET turn = excluded.turn, scores = excluded.scores
)"""

_STALE = """, cleared AS (
    DELETE FROM deadlines
    WHERE table_id = @table AND fired = 0 AND player = ANY(@stale::text[])
    AND EXISTS (SELECT 1 FROM bumped)
)"""

_RELABEL = """, relabeled AS (
    UPDATE deadlines d SET kind = r.kind
    FROM unnest(@relabel_players::text[], @relabel_kinds::text[]) AS r (player, kind)
    WHERE d.table_id = @table AND d.fired = 0 AND d.player = r.player
    AND EXISTS (SELECT 1 FROM bumped)
)"""

_NEW = """, made AS (
    INSERT INTO deadlines (table_id, player, kind, due_at, created_at, starts_at, wake_at, stage)
    SELECT b.id, n.player, n.kind, n.due_at, @now, n.starts_at, n.wake_at, n.stage
    FROM bumped b, unnest(@new_players::text[], @new_kinds::text[], @new_due::float8[],
                          @new_starts::float8[], @new_wake::float8[], @new_stages::bigint[])
                   AS n (player, kind, due_at, starts_at, wake_at, stage)
)"""

# Whether the version moved, and if not, the version the statement found (read only then).
_RESULT = """
SELECT EXISTS (SELECT 1 FROM bumped), CASE WHEN NOT EXISTS (SELECT 1 FROM bumped)
    THEN (SELECT version FROM game_tables WHERE id = @table) END
"""

_PARAMETER = re.compile(r"@(\w+)")


@lru_cache(maxsize=64)
def _statement(parts: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """The statement of these parts, its parameters numbered (`?N`) in order of first use,
    and their names in that order."""
    names: list[str] = []

    def number(match: re.Match[str]) -> str:
        if match.group(1) not in names:
            names.append(match.group(1))
        return f"?{names.index(match.group(1)) + 1}"

    return _PARAMETER.sub(number, "".join((_MOVE, *parts, _RESULT))), tuple(names)


def _dumped(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


async def commit_play(db: Db, play: Play) -> bool:
    """Store `play` in one statement (PostgreSQL's only): True if stored; False if something
    it was decided from changed since it was read (nothing is stored: the caller stores the
    move in a transaction instead). `VersionConflict` if the table moved on (nothing is
    stored)."""
    values: dict[str, object] = {
        "table": play.table_id,
        "seen": play.seen,
        "pending": sorted(play.pending),
        "control": control_keys(play.control),
        "users": play.users,
        "now": play.now,
        "vacations": sorted(play.vacations),
        "player": play.player,
        "notation": play.notation,
        "events": _dumped(play.events),
    }
    parts = []
    if play.state is not None:
        parts.append(_SNAPSHOT)
        values.update(every=play.every, state=_dumped(play.state))
    if play.roll is not None:
        parts.append(_ROLL)
        values.update(dice=json.dumps(play.roll), total=sum(play.roll))
    if play.scores is not None:
        parts.append(_SCORES)
        values["scores"] = json.dumps(play.scores, sort_keys=True)
    if play.stale:
        parts.append(_STALE)
        values["stale"] = play.stale
    if play.relabel:
        parts.append(_RELABEL)
        values.update(
            relabel_players=[p for p, _ in play.relabel],
            relabel_kinds=[k for _, k in play.relabel],
        )
    if play.new:
        parts.append(_NEW)
        values.update(
            new_players=[d.player for d in play.new],
            new_kinds=[d.kind for d in play.new],
            new_due=[d.due_at for d in play.new],
            new_starts=[d.starts_at for d in play.new],
            new_wake=[d.wake_at for d in play.new],
            new_stages=[d.stage for d in play.new],
        )
    sql, names = _statement(tuple(parts))
    rows = list(await db.execute_fetchall(sql, [values[n] for n in names]))
    stored, version = rows[0]
    if stored:
        return True
    if version != play.seen:
        raise VersionConflict(f"table {play.table_id} is no longer at version {play.seen}")
    return False
