"""What the status says about the clocks: who must act by when, who is away, missed deadlines,
and seats the timer plays."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import partial
from typing import Any

from bot.service.computers import is_computer_id
from bot.service.core import Core, Table
from bot.service.options import format_duration
from bot.service.quiet import local_time, quiet_of, zone_of
from bot.store import deadlines, preferences, seating
from bot.store.base import Db
from words import ENGLISH, Catalogue, Phrase, say, speak
from words import timers as timer_words
from words.service.computers import level_name


def utc_time(when: float) -> str:
    """`2024-05-01 14:00 UTC`."""
    return datetime.fromtimestamp(when, UTC).strftime("%Y-%m-%d %H:%M UTC")


def time_left(seconds: float) -> str:
    """`2h30m`: whole minutes (at least one), in the settings' duration style."""
    return format_duration(max(60, int(seconds + 59) // 60 * 60))


def what_for(kind: str, *, yours: bool = False) -> str:
    """What a deadline's player must do (`roll`, `discard`, …); `yours`: said to them."""
    return timer_words.what_for(ENGLISH, kind, yours=yours)


def stamp(when: float, now: float) -> str:
    """A Discord timestamp, which each reader's client shows in their own zone: the time of
    day when it is within 20 hours, else the date and time."""
    return f"<t:{int(when)}:{'t' if abs(when - now) < 20 * 3600 else 'f'}>"


async def timer_lines(
    core: Core, table: Table, *, reader: str | None = None, stamps: bool = False
) -> list[str]:
    """Status lines about the table's clocks, as they stand now. Times are said in the
    `reader`'s time zone if they keep one (`21:30 your time`), else as Discord timestamps if
    `stamps`, else in UTC. Asked for a reader or with stamps (by a person), a deadline is
    shown as it will run out, its clock waiting through its player's quiet hours (where the
    table lets it); a plain status (the timers', the tests') reads nothing but the table."""
    names = table.names
    if table.clocks is not None:  # read with the table
        now, pending, away = table.clocks.now, list(table.clocks.pending), table.clocks.away
    else:
        now = core.clock()
        users = sorted({c.user_id for c in table.control if c.human})
        pending, away = await core.store.read_one(
            partial(deadlines.pending_and_away, table_id=table.id, users=users, now=now)
        )
    humans = {c.player: c.user_id for c in table.control if c.human}
    prefs: dict[str, dict[str, Any]] = {}
    if reader is not None or stamps:  # asked by a person (a plain status reads nothing more)
        wanted = sorted({humans[r.player] for r in pending if r.player in humans} | {reader or ""})
        prefs = await core.store.read_one(partial(_preferences, users=wanted))
    where = zone_of(prefs.get(reader or "", {}))

    def when(moment: float) -> str:
        if where is not None:
            return say("quiet.your_time", time=local_time(moment, where, now))
        return stamp(moment, now) if stamps else utc_time(moment)

    lines = []
    for row in pending:
        control = table.control_of(row.player)
        if control is not None and not control.human:
            continue
        name = names.get(row.player, row.player)
        quiet = quiet_of(prefs.get(humans.get(row.player, ""), {}))
        due = row.due_at
        if quiet is not None and table.options.quiet_pause:
            due = max(due, quiet.effective_due(row.starts_at, table.options.turn_time))
        lines.append(
            say(
                "timer.status.due",
                player=name,
                due=when(due),
                doing=what_for(row.kind),
                left=time_left(due - now),
            )
        )
        until = None if quiet is None else quiet.quiet_until(now)
        if until is not None and table.options.quiet_pause:
            lines.append(say("quiet.status.quiet", player=name, until=when(until)))
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


async def _preferences(db: Db, users: list[str]) -> dict[str, dict[str, Any]]:
    return {u: await preferences.preferences(db, u) for u in users if u}


def _missed(w: Catalogue, missed: list[tuple[str, int]], limit: int | None) -> str:
    shown = w.say("list.separator").join(
        speak(w.say("timer.status.strikes", player=n, count=k), w) for n, k in missed
    )
    if limit:
        return w.say("timer.status.missed.limit", missed=shown, limit=limit)
    return w.say("timer.status.missed", missed=shown)
