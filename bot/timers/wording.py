"""The lines a timer posts: reminders and expiries (phrases of the catalogue, said in the
game's language for the thread and in the player's for a DM)."""

from __future__ import annotations

from bot.service.options import TableOptions
from bot.service.timer_lines import time_left, what_for
from bot.timers.policy import ONCE, WAIT, Decision
from words import ENGLISH, say
from words.service.computers import level_name


def reminder_line(name: str, kind: str, left: float) -> str:
    """A reminder in the game's thread."""
    return say("timer.reminder", player=name, left=time_left(left), doing=what_for(kind))


def reminder_dm(kind: str, left: float, table: int) -> str:
    """A reminder by direct message."""
    return say(
        "timer.reminder.dm", left=time_left(left), doing=what_for(kind, yours=True), table=table
    )


def expiry_lines(name: str, kind: str, decision: Decision, options: TableOptions) -> list[str]:
    """What the table is told when a deadline expires (before the moves played, if any)."""
    if decision.robot:
        return [say("timer.robot", player=name)]
    first = say("timer.expired", player=name, doing=what_for(kind))
    missed = say("timer.missed", count=decision.strikes)
    if decision.took_seat and options.timeout in ("computer", "bot"):
        took = f"timer.took_seat.{options.timeout}"
        level = level_name(ENGLISH, options.level)
        return [first, say(took, player=name, missed=missed, level=level)]
    if decision.took_seat:
        return [first, say("timer.took_seat.forfeit", player=name, missed=missed)]
    if decision.mode == WAIT:
        doing = say("timer.waits")
    elif decision.mode == ONCE:
        doing = say("timer.once")
    else:
        doing = say("timer.default")
    if options.timeout in ("bot", "forfeit", "computer"):
        count = say("timer.strikes", player=name, count=decision.strikes, limit=options.strikes)
    else:
        count = say("timer.missed_in_game", player=name, missed=missed)
    return [first, doing, count]
