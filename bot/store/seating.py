"""Who plays each seat of a started game: the engine's player id, the user playing it now, the
seat's state (active, placeholder, forfeited), its missed deadlines and a substitute's request.

The engine's player ids never change during a game; a substitute is mapped onto the seat's
player id here, so the action log, the snapshots and the engine state stay as they were.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot.store.base import Db

ACTIVE = "active"
PLACEHOLDER = "placeholder"
FORFEITED = "forfeited"
COMPUTER = "computer"
STATES = (ACTIVE, PLACEHOLDER, FORFEITED, COMPUTER)


@dataclass(frozen=True)
class SeatControl:
    """One seat of a started game.

    `player`: the engine's id for the seat. `user_id`/`display_name`: who plays it now (for a
    placeholder or forfeited seat, whoever played it last). `strikes`: deadlines missed.
    `candidate`: a user asking to take over the open seat, waiting for the host.
    `level`: the computer player's level while a computer plays the seat (state `computer`).
    """

    player: str
    user_id: str
    display_name: str
    state: str = ACTIVE
    strikes: int = 0
    candidate: str | None = None
    candidate_name: str | None = None
    level: str | None = None

    @property
    def human(self) -> bool:
        """Whether a person plays the seat (else the timer or a computer plays it at once)."""
        return self.state == ACTIVE

    @property
    def computer(self) -> bool:
        """Whether a computer player plays the seat now."""
        return self.state == COMPUTER


COLUMNS = (
    "c.player, c.user_id, c.display_name, c.state, c.strikes, c.candidate, c.candidate_name, "
    "c.level"
)


def control_of(r: sqlite3.Row | tuple[Any, ...]) -> SeatControl:
    """A seat's control from a row of `COLUMNS`."""
    return SeatControl(r[0], r[1], r[2], r[3], int(r[4]), r[5], r[6], r[7])


async def add_controls(
    db: Db,
    table_id: int,
    seats: Iterable[tuple[str, str, str]],
    computers: dict[str, str] | None = None,
) -> None:
    """Record the seats of a game that starts: (player id, user id, display name) each;
    `computers` gives the level of each seat a computer player holds."""
    levels = computers or {}
    await db.executemany(
        "INSERT INTO seat_control (table_id, player, user_id, display_name, state, level) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [
            (
                table_id,
                player,
                user,
                name,
                COMPUTER if player in levels else ACTIVE,
                levels.get(player),
            )
            for player, user, name in seats
        ],
    )


async def controls(db: Db, table_id: int) -> list[SeatControl]:
    """Every seat of a started game."""
    rows = await db.execute_fetchall(
        f"SELECT {COLUMNS} FROM seat_control c LEFT JOIN seats s "
        "ON s.table_id = c.table_id AND s.user_id = c.player "
        "WHERE c.table_id = ? ORDER BY s.seat, c.player",
        (table_id,),
    )
    return [control_of(r) for r in rows]


async def set_state(db: Db, table_id: int, player: str, state: str, strikes: int) -> None:
    """Set a seat's state and its count of missed deadlines."""
    await db.execute(
        "UPDATE seat_control SET state = ?, strikes = ? WHERE table_id = ? AND player = ?",
        (state, strikes, table_id, player),
    )


async def hand_to_computer(db: Db, table_id: int, player: str, level: str, strikes: int) -> None:
    """A computer player of `level` takes the seat over; its person stays `user_id`, to take
    it back."""
    await db.execute(
        "UPDATE seat_control SET state = 'computer', level = ?, strikes = ? "
        "WHERE table_id = ? AND player = ?",
        (level, strikes, table_id, player),
    )


async def take_back(db: Db, table_id: int, player: str, user_id: str) -> bool:
    """The person a computer stood in for plays the seat again (its missed deadlines cleared);
    False unless a computer held it for that user."""
    cursor = await db.execute(
        "UPDATE seat_control SET state = 'active', strikes = 0 "
        "WHERE table_id = ? AND player = ? AND user_id = ? AND state = 'computer'",
        (table_id, player, user_id),
    )
    return cursor.rowcount == 1


async def set_candidate(db: Db, table_id: int, player: str, user_id: str, name: str) -> None:
    """Record a user asking to take over an open seat (replacing an earlier request)."""
    await db.execute(
        "UPDATE seat_control SET candidate = ?, candidate_name = ? "
        "WHERE table_id = ? AND player = ?",
        (user_id, name, table_id, player),
    )


async def hand_over(db: Db, table_id: int, player: str, user_id: str, name: str) -> bool:
    """Give an open seat to a user, who then plays it; False unless the seat was open."""
    cursor = await db.execute(
        "UPDATE seat_control SET user_id = ?, display_name = ?, state = 'active', strikes = 0, "
        "candidate = NULL, candidate_name = NULL "
        "WHERE table_id = ? AND player = ? AND state = 'placeholder'",
        (user_id, name, table_id, player),
    )
    return cursor.rowcount == 1


async def seats_of_user(db: Db, user_id: str) -> list[tuple[int, str, str | None]]:
    """The seats a user plays in games under way: (table id, player id, server id)."""
    rows = await db.execute_fetchall(
        "SELECT c.table_id, c.player, t.guild FROM seat_control c "
        "JOIN game_tables t ON t.id = c.table_id "
        "WHERE c.user_id = ? AND c.state = 'active' AND t.status = 'playing' ORDER BY c.table_id",
        (user_id,),
    )
    return [(int(r[0]), str(r[1]), r[2]) for r in rows]
