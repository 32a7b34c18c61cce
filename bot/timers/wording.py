"""The lines a timer posts: reminders and expiries."""

from __future__ import annotations

from bot.service.options import TableOptions
from bot.service.timer_lines import time_left, what_for
from bot.timers.policy import ONCE, WAIT, Decision


def reminder_line(name: str, kind: str, left: float) -> str:
    """A reminder in the game's thread."""
    return f"⏰ Reminder: {name} has {time_left(left)} left to {what_for(kind)}."


def reminder_dm(kind: str, left: float, table: int) -> str:
    """A reminder by direct message."""
    doing = what_for(kind).replace("their", "your")
    return f"⏰ Reminder: you have {time_left(left)} left to {doing} at table {table}."


def expiry_lines(name: str, kind: str, decision: Decision, options: TableOptions) -> list[str]:
    """What the table is told when a deadline expires (before the moves played, if any)."""
    if decision.robot:
        return [f"🤖 The timer plays for {name}'s seat."]
    first = f"⌛ Time is up for {name}, who had to {what_for(kind)}."
    missed = f"{decision.strikes} deadline" + ("" if decision.strikes == 1 else "s")
    if decision.took_seat and options.timeout == "computer":
        return [
            first,
            f"{name} has missed {missed}: a computer player ({options.level}) plays the seat "
            f"until {name} comes back with /return.",
        ]
    if decision.took_seat and options.timeout == "bot":
        return [
            first,
            f"{name} has missed {missed}: the seat is open for a substitute, whom the host can "
            "approve; until then the timer plays its default moves.",
        ]
    if decision.took_seat:
        return [
            first,
            f"{name} has missed {missed} and forfeits: the timer plays the seat's default "
            "moves for the rest of the game.",
        ]
    if decision.mode == WAIT:
        doing = "The game waits for them: their clock starts again."
    elif decision.mode == ONCE:
        doing = "The timer plays the default move for them."
    else:
        doing = "The timer plays for them with default moves."
    if options.timeout in ("bot", "forfeit", "computer"):
        count = f"{name} has missed {decision.strikes} of {options.strikes} deadlines."
    else:
        count = f"{name} has missed {missed} in this game."
    return [first, doing, count]
