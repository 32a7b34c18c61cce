"""What the status says about the clocks: who must act by when, who is away, missed deadlines,
and seats the timer plays."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.service.computers import is_computer_id
from bot.service.core import Core, Table
from bot.service.options import format_duration
from bot.store import deadlines, seating, vacations

KIND_WORDS = {
    "setup": "place their set-up pieces",
    "roll": "roll",
    "main": "finish their turn",
    "discard": "discard",
    "robber": "move the robber",
    "road_building": "place their free roads",
    "neutral": "build for a neutral player",
    "give_back": "give cards in exchange",
    "trade": "answer the trade offer",
    "decision": "decide",
    # Cities & Knights' choices.
    "pillage": "choose the city the barbarians pillage",
    "metropolis": "place a metropolis",
    "relocate": "move a displaced knight",
    "aqueduct": "take the Aqueduct's resource",
    "defender_draw": "draw a progress card",
    "progress_return": "put back a progress card",
    # Progress cards' choices and answers, and the dirty trick's commitments.
    # (Public lines: the card was named when played, these do not name it again.)
    "harbor": "answer the harbor offer",
    "master_merchant": "take cards from the hand shown",
    "desert": "give up a knight",
    "desert_neutral": "choose which neutral knight deserts",
    "deserter": "place the deserted knight",
    "diplomat": "place the removed road again",
    "saboteur": "discard half their cards",
    "spy": "take a progress card from the hand shown",
    "wedding": "give a wedding gift",
    "commit": "commit knights against the barbarians",
    # Seafarers' choices.
    "gold": "choose their resources for gold",
    "token": "choose the number token to move",
}


def utc_time(when: float) -> str:
    """`2024-05-01 14:00 UTC`."""
    return datetime.fromtimestamp(when, UTC).strftime("%Y-%m-%d %H:%M UTC")


def time_left(seconds: float) -> str:
    """`2h30m`: whole minutes (at least one), in the settings' duration style."""
    return format_duration(max(60, int(seconds + 59) // 60 * 60))


def what_for(kind: str) -> str:
    """What a deadline's player must do (`roll`, `discard`, …)."""
    return KIND_WORDS.get(kind, "play")


async def timer_lines(core: Core, table: Table) -> list[str]:
    """Status lines about the table's clocks, as they stand now."""
    now = core.clock()
    names = table.names
    async with core.store.reading() as db:
        pending = await deadlines.pending_for_table(db, table.id)
        users = sorted({c.user_id for c in table.control if c.human})
        away = await vacations.away_until(db, users, now)
    lines = []
    for row in pending:
        control = table.control_of(row.player)
        if control is not None and not control.human:
            continue
        name = names.get(row.player, row.player)
        lines.append(
            f"{name} has until {utc_time(row.due_at)} to {what_for(row.kind)} "
            f"({time_left(row.due_at - now)} left)."
        )
    for control in table.control:
        name = names.get(control.player, control.player)
        if control.human and control.user_id in away:
            lines.append(
                f"{name} is away until {utc_time(away[control.user_id])}; their clock is paused."
            )
        elif control.state == seating.PLACEHOLDER:
            lines.append(f"{name}'s seat is open for a substitute; the timer plays it meanwhile.")
            if control.candidate:
                lines.append(
                    f"{control.candidate_name or control.candidate} asks to take it over; "
                    "the host can approve."
                )
        elif control.state == seating.FORFEITED:
            lines.append(f"{name} forfeited; the timer plays the seat's default moves.")
        elif control.computer and not is_computer_id(control.player):
            lines.append(
                f"🤖 A computer player ({control.level}) plays {name}'s seat until they come "
                "back with /return."
            )
    missed = [(names.get(c.player, c.player), c.strikes) for c in table.control if c.strikes]
    if missed:
        limit = (
            table.options.strikes
            if table.options.timeout in ("bot", "forfeit", "computer")
            else None
        )
        shown = ", ".join(f"{n} {k}" for n, k in missed)
        lines.append(f"Missed deadlines: {shown}" + (f" (of {limit})." if limit else "."))
    return lines
