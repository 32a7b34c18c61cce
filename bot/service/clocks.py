"""Turn clocks: when a new deadline starts and runs out, and when its reminders fall.

A player on vacation gets a clock that starts when the vacation ends; a seat the timer plays
(a placeholder or a forfeited seat) gets a deadline that is due at once and has no reminders.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from bot.service.options import TableOptions
from bot.store import seating, vacations
from bot.store.base import Db


def reminder_times(starts_at: float, due_at: float, reminders: Sequence[float]) -> list[float]:
    """When each reminder of a clock falls, in order."""
    span = due_at - starts_at
    return [starts_at + fraction * span for fraction in sorted(reminders)]


def wake_time(starts_at: float, due_at: float, reminders: Sequence[float], stage: int) -> float:
    """When the scheduler must look at a clock that has sent `stage` reminders."""
    times = reminder_times(starts_at, due_at, reminders)
    return min(times[stage], due_at) if stage < len(times) else due_at


@dataclass(frozen=True)
class NewClock:
    """The columns of a new deadline."""

    starts_at: float
    due_at: float
    wake_at: float
    stage: int


@dataclass(frozen=True)
class Clocks:
    """What deciding a table's new deadlines needs: its settings, the seats the timer plays,
    the players away (until when), and who plays each seat."""

    turn_time: int
    reminders: tuple[float, ...]
    robots: frozenset[str] = frozenset()
    away: Mapping[str, float] = field(default_factory=dict)
    users: Mapping[str, str] = field(default_factory=dict)

    def new_clock(self, player: str, now: float) -> NewClock:
        """A fresh clock for the player, started now (or when their vacation ends)."""
        if player in self.robots:
            return NewClock(now, now, now, len(self.reminders))
        starts = max(now, self.away.get(player, now))
        due = starts + self.turn_time
        return NewClock(starts, due, wake_time(starts, due, self.reminders, 0), 0)

    def user_of(self, player: str) -> str | None:
        """Who plays the seat (None for a seat the timer plays)."""
        if player in self.robots:
            return None
        return self.users.get(player, player)


async def clocks_for(
    db: Db,
    table_id: int,
    options: TableOptions,
    now: float,
    control: Sequence[seating.SeatControl] | None = None,
) -> Clocks:
    """The table's clocks as they stand inside a transaction. `control`: who plays each seat,
    when the caller read it in this same transaction (with its own changes applied)."""
    if control is None:
        control = await seating.controls(db, table_id)
    away = await vacations.away_until(db, people(control), now)
    return clocks_of(options, control, away)


def people(control: Sequence[seating.SeatControl]) -> list[str]:
    """The users playing the seats themselves (whose vacations move their clocks)."""
    return sorted({c.user_id for c in control if c.human})


def clocks_of(
    options: TableOptions, control: Sequence[seating.SeatControl], away_users: Mapping[str, float]
) -> Clocks:
    """The clocks of a table of these settings and seats, the users in `away_users` away
    until then (others there are not playing a seat now)."""
    users = {c.player: c.user_id for c in control if c.human}
    return Clocks(
        turn_time=options.turn_time,
        reminders=tuple(options.reminders),
        robots=frozenset(c.player for c in control if not c.human),
        away={p: away_users[u] for p, u in users.items() if u in away_users},
        users=users,
    )
