"""Swiss tournaments of a league: the tournament, its entrants, each round's seats (table 0
is a bye) and the game opened for each table."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store.base import Db


@dataclass(frozen=True)
class TournamentRow:
    """A tournament; `round` is the round under way (0 before the start)."""

    id: int
    league_id: int
    season_id: int
    name: str
    channel: str
    rounds: int
    table_size: int
    signup_ends: float
    round_time: float
    status: str
    round: int
    round_began: float | None
    created_by: str
    created_at: float


@dataclass(frozen=True)
class SeatRow:
    """A player's place in a round: `table_no` 0 is a bye."""

    round: int
    table_no: int
    user_id: str
    position: int


_TOURNAMENT = (
    "id, league_id, season_id, name, channel, rounds, table_size, signup_ends, round_time, "
    "status, round, round_began, created_by, created_at"
)


def _tournament(r: Any) -> TournamentRow:
    return TournamentRow(*r)


async def add_tournament(
    db: Db,
    league_id: int,
    season_id: int,
    name: str,
    channel: str,
    rounds: int,
    table_size: int,
    signup_ends: float,
    round_time: float,
    created_by: str,
    now: float,
) -> int:
    """A new tournament taking sign-ups (IntegrityError if the league has one of that name)."""
    cursor = await db.execute(
        "INSERT INTO tournaments (league_id, season_id, name, channel, rounds, table_size, "
        "signup_ends, round_time, status, created_by, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?, ?)",
        (
            league_id,
            season_id,
            name,
            channel,
            rounds,
            table_size,
            signup_ends,
            round_time,
            created_by,
            now,
        ),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


async def by_name(db: Db, league_id: int, name: str) -> TournamentRow | None:
    """A league's tournament by name (case does not matter)."""
    rows = list(
        await db.execute_fetchall(
            f"SELECT {_TOURNAMENT} FROM tournaments WHERE league_id = ? AND name = ?",
            (league_id, name),
        )
    )
    return _tournament(rows[0]) if rows else None


async def by_id(db: Db, tournament_id: int) -> TournamentRow | None:
    """A tournament by id."""
    rows = list(
        await db.execute_fetchall(
            f"SELECT {_TOURNAMENT} FROM tournaments WHERE id = ?", (tournament_id,)
        )
    )
    return _tournament(rows[0]) if rows else None


async def of_league(db: Db, league_id: int) -> list[TournamentRow]:
    """A league's tournaments, newest first."""
    rows = await db.execute_fetchall(
        f"SELECT {_TOURNAMENT} FROM tournaments WHERE league_id = ? ORDER BY id DESC",
        (league_id,),
    )
    return [_tournament(r) for r in rows]


async def running(db: Db) -> list[TournamentRow]:
    """Every tournament under way."""
    rows = await db.execute_fetchall(
        f"SELECT {_TOURNAMENT} FROM tournaments WHERE status = 'running' ORDER BY id"
    )
    return [_tournament(r) for r in rows]


async def add_entrant(db: Db, tournament_id: int, user_id: str, name: str, now: float) -> bool:
    """Sign a player up; False if they were already."""
    cursor = await db.execute(
        "INSERT INTO tournament_entrants (tournament_id, user_id, display_name, joined_at) "
        "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
        (tournament_id, user_id, name, now),
    )
    return cursor.rowcount == 1


async def remove_entrant(db: Db, tournament_id: int, user_id: str) -> bool:
    """Withdraw a player; False if they were not signed up."""
    cursor = await db.execute(
        "DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ?",
        (tournament_id, user_id),
    )
    return cursor.rowcount == 1


async def entrants(db: Db, tournament_id: int) -> dict[str, str]:
    """The entrants' display names by user id, in sign-up order."""
    rows = await db.execute_fetchall(
        "SELECT user_id, display_name FROM tournament_entrants WHERE tournament_id = ? "
        "ORDER BY joined_at, user_id",
        (tournament_id,),
    )
    return {str(r[0]): str(r[1]) for r in rows}


async def move_to_round(
    db: Db,
    tournament_id: int,
    from_round: int,
    seats: Sequence[SeatRow],
    now: float,
) -> bool:
    """Move the tournament from `from_round` to the next with its seats; False (and nothing
    written) if another call moved it first."""
    cursor = await db.execute(
        "UPDATE tournaments SET round = round + 1, status = 'running', round_began = ? "
        "WHERE id = ? AND round = ? AND status IN ('signup', 'running')",
        (now, tournament_id, from_round),
    )
    if cursor.rowcount != 1:
        return False
    await db.executemany(
        "INSERT INTO tournament_seats (tournament_id, round, table_no, user_id, position) "
        "VALUES (?, ?, ?, ?, ?)",
        [(tournament_id, s.round, s.table_no, s.user_id, s.position) for s in seats],
    )
    return True


async def finish(db: Db, tournament_id: int, last_round: int) -> bool:
    """Close the tournament after its last round; False if another call closed it first."""
    cursor = await db.execute(
        "UPDATE tournaments SET status = 'finished' WHERE id = ? AND round = ? "
        "AND status = 'running'",
        (tournament_id, last_round),
    )
    return cursor.rowcount == 1


async def seats(db: Db, tournament_id: int) -> list[SeatRow]:
    """Every round's seats, by round, table and position."""
    rows = await db.execute_fetchall(
        "SELECT round, table_no, user_id, position FROM tournament_seats "
        "WHERE tournament_id = ? ORDER BY round, table_no, position",
        (tournament_id,),
    )
    return [SeatRow(int(r[0]), int(r[1]), str(r[2]), int(r[3])) for r in rows]


async def link_table(
    db: Db, tournament_id: int, round_no: int, table_no: int, table_id: int
) -> None:
    """Record the game opened for a table of a round."""
    await db.execute(
        "INSERT INTO tournament_tables (tournament_id, round, table_no, table_id) "
        "VALUES (?, ?, ?, ?)",
        (tournament_id, round_no, table_no, table_id),
    )


async def tables(
    db: Db, tournament_id: int, round_no: int | None = None
) -> dict[tuple[int, int], int]:
    """The games opened, by (round, table number)."""
    sql = "SELECT round, table_no, table_id FROM tournament_tables WHERE tournament_id = ?"
    args: tuple[int, ...] = (tournament_id,)
    if round_no is not None:
        sql += " AND round = ?"
        args += (round_no,)
    rows = await db.execute_fetchall(sql, args)
    return {(int(r[0]), int(r[1])): int(r[2]) for r in rows}


async def of_table(db: Db, table_id: int) -> tuple[int, int, int] | None:
    """The tournament, round and table number of a game (None outside tournaments)."""
    rows = list(
        await db.execute_fetchall(
            "SELECT tournament_id, round, table_no FROM tournament_tables WHERE table_id = ?",
            (table_id,),
        )
    )
    return (int(rows[0][0]), int(rows[0][1]), int(rows[0][2])) if rows else None


async def recorded(db: Db, table_ids: Iterable[int]) -> set[int]:
    """Which of these games have their final record (won or abandoned)."""
    ids = list(table_ids)
    if not ids:
        return set()
    marks = ", ".join("?" * len(ids))
    rows = await db.execute_fetchall(
        f"SELECT table_id FROM game_records WHERE table_id IN ({marks})", ids
    )
    return {int(r[0]) for r in rows}
