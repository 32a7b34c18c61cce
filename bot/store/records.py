"""Game records: every dice roll and the points after every turn as a game goes, and the final
result when it ends (for the end-of-game picture and for leagues)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from bot.store.base import Db

Scores = dict[str, dict[str, int]]


@dataclass(frozen=True)
class PlayerResult:
    """One player's line in a finished game."""

    user_id: str
    display_name: str
    seat: int
    public_vp: int
    total_vp: int
    won: bool


@dataclass(frozen=True)
class GameRecord:
    """A finished (or abandoned) game: result, points after each turn, and every roll."""

    table_id: int
    guild: str | None
    channel: str
    outcome: str
    winner: str | None
    final_scores: Scores
    options: dict[str, Any]
    actions: int
    turns: int
    started_at: float | None
    ended_at: float
    results: list[PlayerResult]
    turn_scores: list[tuple[int, Scores]]
    rolls: list[tuple[int, str, list[int]]]


async def add_roll(db: Db, table_id: int, seq: int, player: str, dice: list[int]) -> None:
    """Record the roll made by action `seq`."""
    await db.execute(
        "INSERT INTO dice_rolls (table_id, seq, player, dice, total) VALUES (?, ?, ?, ?, ?)",
        (table_id, seq, player, json.dumps(dice), sum(dice)),
    )


async def add_turn_scores(db: Db, table_id: int, seq: int, turn: int, scores: Scores) -> None:
    """Record everyone's points (public and total) at the end of a turn."""
    await db.execute(
        "INSERT INTO turn_scores (table_id, seq, turn, scores) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (table_id, seq) DO UPDATE SET turn = excluded.turn, scores = excluded.scores",
        (table_id, seq, turn, json.dumps(scores, sort_keys=True)),
    )


async def turn_count(db: Db, table_id: int) -> int:
    """How many turns have had their points recorded."""
    rows = list(
        await db.execute_fetchall(
            "SELECT count(*) FROM turn_scores WHERE table_id = ?", (table_id,)
        )
    )
    return int(rows[0][0])


async def rolls(db: Db, table_id: int) -> list[tuple[int, str, list[int]]]:
    """Every roll of a game: (action number, player, dice)."""
    rows = await db.execute_fetchall(
        "SELECT seq, player, dice FROM dice_rolls WHERE table_id = ? ORDER BY seq", (table_id,)
    )
    return [(r[0], r[1], json.loads(r[2])) for r in rows]


async def turn_scores(db: Db, table_id: int) -> list[tuple[int, Scores]]:
    """Points after every turn: (turn, scores), in order."""
    rows = await db.execute_fetchall(
        "SELECT turn, scores FROM turn_scores WHERE table_id = ? ORDER BY seq", (table_id,)
    )
    return [(r[0], json.loads(r[1])) for r in rows]


async def save_record(
    db: Db,
    *,
    table_id: int,
    outcome: str,
    winner: str | None,
    final_scores: Scores,
    seats: list[tuple[str, str, int]],
    actions: int,
    turns: int,
    now: float,
) -> None:
    """Write the final record of a table's game and one result line per seat (id, name, seat)."""
    await db.execute(
        "INSERT INTO game_records (table_id, guild, channel, outcome, winner, final_scores, "
        "options, actions, turns, started_at, ended_at) "
        "SELECT id, guild, channel, ?, ?, ?, options, ?, ?, started_at, ? "
        "FROM game_tables WHERE id = ?",
        (outcome, winner, json.dumps(final_scores, sort_keys=True), actions, turns, now, table_id),
    )
    await db.executemany(
        "INSERT INTO game_results (table_id, user_id, display_name, seat, public_vp, total_vp, "
        "won) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (
                table_id,
                user,
                name,
                seat,
                final_scores.get(user, {}).get("public", 0),
                final_scores.get(user, {}).get("total", 0),
                int(user == winner),
            )
            for user, name, seat in seats
        ],
    )


async def game_record(db: Db, table_id: int) -> GameRecord | None:
    """The record of a finished game, with its turns and rolls (None if it has none)."""
    rows = list(
        await db.execute_fetchall(
            "SELECT guild, channel, outcome, winner, final_scores, options, actions, turns, "
            "started_at, ended_at FROM game_records WHERE table_id = ?",
            (table_id,),
        )
    )
    if not rows:
        return None
    r = rows[0]
    results = await db.execute_fetchall(
        "SELECT user_id, display_name, seat, public_vp, total_vp, won FROM game_results "
        "WHERE table_id = ? ORDER BY seat",
        (table_id,),
    )
    return GameRecord(
        table_id=table_id,
        guild=r[0],
        channel=r[1],
        outcome=r[2],
        winner=r[3],
        final_scores=json.loads(r[4]),
        options=json.loads(r[5]),
        actions=r[6],
        turns=r[7],
        started_at=r[8],
        ended_at=r[9],
        results=[PlayerResult(p[0], p[1], p[2], p[3], p[4], bool(p[5])) for p in results],
        turn_scores=await turn_scores(db, table_id),
        rolls=await rolls(db, table_id),
    )


async def results_of_user(db: Db, user_id: str) -> list[tuple[int, bool, int]]:
    """A user's finished games: (table id, won, total points), newest first (for leagues)."""
    rows = await db.execute_fetchall(
        "SELECT r.table_id, r.won, r.total_vp FROM game_results r "
        "JOIN game_records g ON g.table_id = r.table_id "
        "WHERE r.user_id = ? ORDER BY g.ended_at DESC, r.table_id DESC",
        (user_id,),
    )
    return [(p[0], bool(p[1]), p[2]) for p in rows]


async def game_record_row(db: Db, table_id: int) -> tuple[str, int, list[PlayerResult]] | None:
    """A recorded game's outcome, turns and result lines in seat order, without the turn
    scores and rolls (for counting a league game)."""
    rows = list(
        await db.execute_fetchall(
            "SELECT outcome, turns FROM game_records WHERE table_id = ?", (table_id,)
        )
    )
    if not rows:
        return None
    results = await db.execute_fetchall(
        "SELECT user_id, display_name, seat, public_vp, total_vp, won FROM game_results "
        "WHERE table_id = ? ORDER BY seat, user_id",
        (table_id,),
    )
    lines = [PlayerResult(p[0], p[1], p[2], p[3], p[4], bool(p[5])) for p in results]
    return str(rows[0][0]), int(rows[0][1]), lines


async def started_at(db: Db, table_id: int) -> float | None:
    """When a recorded game started."""
    rows = list(
        await db.execute_fetchall(
            "SELECT started_at FROM game_records WHERE table_id = ?", (table_id,)
        )
    )
    return float(rows[0][0]) if rows and rows[0][0] is not None else None
