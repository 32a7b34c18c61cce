"""What the status says about the clocks: who must act by when, who is away, missed deadlines,
and seats the timer plays."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial

from bot.service.computers import is_computer_id
from bot.service.core import Core, Table
from bot.service.options import format_duration
from bot.store import deadlines, seating
from words import ENGLISH, Catalogue, Phrase, say, speak
from words import timers as timer_words
from words.service import level_name


def utc_time(when: float) -> str:
    """`2024-05-01 14:00 UTC`."""
    return datetime.fromtimestamp(when, UTC).strftime("%Y-%m-%d %H:%M UTC")


def time_left(seconds: float) -> str:
    """`2h30m`: whole minutes (at least one), in the settings' duration style."""
    return format_duration(max(60, int(seconds + 59) // 60 * 60))


def what_for(kind: str, *, yours: bool = False) -> str:
    """What a deadline's player must do (`roll`, `discard`, …); `yours`: said to them."""
    return timer_words.what_for(ENGLISH, kind, yours=yours)


async def timer_lines(core: Core, table: Table) -> list[str]:
    """Status lines about the table's clocks, as they stand now."""
    names = table.names
    if table.clocks is not None:  # read with the table
        now, pending, away = table.clocks.now, list(table.clocks.pending), table.clocks.away
    else:
        now = core.clock()
        users = sorted({c.user_id for c in table.control if c.human})
        pending, away = await core.store.read_one(
            partial(deadlines.pending_and_away, table_id=table.id, users=users, now=now)
        )
    lines = []
    for row in pending:
        control = table.control_of(row.player)
        if control is not None and not control.human:
            continue
        name = names.get(row.player, row.player)
        lines.append(
            say(
                "timer.status.due",
                player=name,
                due=utc_time(row.due_at),
                doing=what_for(row.kind),
                left=time_left(row.due_at - now),
            )
        )
    for control in table.control:
        name = names.get(control.player, control.player)
        if control.human and control.user_id in away:
            lines.append(
                say("timer.status.away", player=name, until=utc_time(away[control.user_id]))
            )
        elif control.state == seating.PLACEHOLDER:
            lines.append(say("timer.status.open", player=name))
            if control.candidate:
                candidate = control.candidate_name or control.candidate
                lines.append(say("timer.status.candidate", player=candidate))
        elif control.state == seating.FORFEITED:
            lines.append(say("timer.status.forfeited", player=name))
        elif control.computer and not is_computer_id(control.player):
            level = level_name(ENGLISH, control.level or "")
            lines.append(say("timer.status.computer", level=level, player=name))
    missed = [(names.get(c.player, c.player), c.strikes) for c in table.control if c.strikes]
    if missed:
        limit = (
            table.options.strikes
            if table.options.timeout in ("bot", "forfeit", "computer")
            else None
        )
        lines.append(Phrase(lambda w: _missed(w, missed, limit)))
    return lines


def _missed(w: Catalogue, missed: list[tuple[str, int]], limit: int | None) -> str:
    shown = w.say("list.separator").join(
        speak(w.say("timer.status.strikes", player=n, count=k), w) for n, k in missed
    )
    if limit:
        return w.say("timer.status.missed.limit", missed=shown, limit=limit)
    return w.say("timer.status.missed", missed=shown)
