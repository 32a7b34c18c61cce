"""Vacations: a user's clocks are paused from `starts_at` until `until` (or `ended_at`, if the
user came back early)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store.base import Db


@dataclass(frozen=True)
class Vacation:
    """One vacation of a user."""

    id: int
    user_id: str
    starts_at: float
    until: float
    ended_at: float | None

    def end(self) -> float:
        """When it ended or will end."""
        return self.until if self.ended_at is None else min(self.ended_at, self.until)


async def add_vacation(db: Db, user_id: str, starts_at: float, until: float) -> int:
    """Record a vacation."""
    cursor = await db.execute(
        "INSERT INTO vacations (user_id, starts_at, until) VALUES (?, ?, ?)",
        (user_id, starts_at, until),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


async def current(db: Db, user_id: str, now: float) -> Vacation | None:
    """The user's vacation under way at `now`, if any."""
    rows = list(
        await db.execute_fetchall(
            "SELECT id, user_id, starts_at, until, ended_at FROM vacations "
            "WHERE user_id = ? AND ended_at IS NULL AND starts_at <= ? AND until > ? "
            "ORDER BY until DESC LIMIT 1",
            (user_id, now, now),
        )
    )
    return Vacation(*rows[0]) if rows else None


async def away_until(db: Db, users: Sequence[str], now: float) -> dict[str, float]:
    """For each of these users away at `now`, when they come back."""
    if not users:
        return {}
    marks = ", ".join("?" for _ in users)
    rows = await db.execute_fetchall(
        f"SELECT user_id, max(until) FROM vacations WHERE user_id IN ({marks}) "
        "AND ended_at IS NULL AND starts_at <= ? AND until > ? GROUP BY user_id",
        (*users, now, now),
    )
    return {str(r[0]): float(r[1]) for r in rows}


async def end_vacation(db: Db, vacation_id: int, now: float) -> None:
    """End a vacation early."""
    await db.execute("UPDATE vacations SET ended_at = ? WHERE id = ?", (now, vacation_id))


async def days_used(db: Db, user_id: str, since: float) -> float:
    """Days of vacation the user took (or has booked) since `since`."""
    rows = await db.execute_fetchall(
        "SELECT starts_at, until, ended_at FROM vacations WHERE user_id = ? AND until > ?",
        (user_id, since),
    )
    seconds = 0.0
    for starts, until, ended in rows:
        end = until if ended is None else min(float(ended), float(until))
        seconds += max(0.0, end - max(float(starts), since))
    return seconds / 86400
