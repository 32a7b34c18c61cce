"""Quiet hours at the turn timers: a clock that waits through its player's quiet hours, and
what was held from them, sent when they end.

A deadline is made as if no quiet hours were in its way (the move that makes it reads no one's
preferences). Whenever the scheduler wakes for it (a reminder or the expiry), `paused` first
moves it to its effective due time: the table's turn time counted from the clock's start
without the awaited player's quiet spans (`Quiet.effective_due`). That is recomputed from the
stored start, so it is the same after a restart, and never moves a deadline earlier. A table
(or a league's tables) with `quiet_pause` off keeps its deadlines as made.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from bot.service import Outcome, Refusal, Service
from bot.service.clocks import wake_time
from bot.service.quiet import QUIET_PREFERENCE, quiet_of
from bot.service.timer_side import Db, DeadlineRow, Shards, deadlines, held, preferences
from words import say


async def _moves(
    db: Db, table_id: int, rows: Sequence[DeadlineRow]
) -> list[tuple[DeadlineRow, float, float]]:
    """The rows whose clocks their players' quiet hours push on, each with its new due time
    and next wake (as stored now)."""
    table = await Service.table_in(db, table_id)
    if table is None or table.row.status != "playing" or not table.options.quiet_pause:
        return []
    options = table.options
    moves = []
    for row in rows:
        stored = await deadlines.deadline(db, row.id)
        user = None if stored is None else table.user_of(stored.player)
        if stored is None or stored.fired or user is None:
            continue
        quiet = quiet_of(await preferences.preferences(db, user))
        if quiet is None:
            continue
        due = quiet.effective_due(stored.starts_at, options.turn_time)
        if due > stored.due_at:
            wake = wake_time(stored.starts_at, due, options.reminders, stored.stage)
            moves.append((stored, due, wake))
    return moves


def _pause(
    table_id: int, rows: Sequence[DeadlineRow]
) -> Callable[[Db], Coroutine[Any, Any, list[tuple[DeadlineRow, float, float]]]]:
    async def work(db: Db) -> list[tuple[DeadlineRow, float, float]]:
        moves = await _moves(db, table_id, rows)
        for stored, due, wake in moves:
            await deadlines.reschedule(db, stored.id, due, wake)
        return moves

    return work


async def paused(service: Service, rows: Sequence[DeadlineRow], now: float) -> list[DeadlineRow]:
    """One table's due rows with their clocks paused through their players' quiet hours: those
    still due now (moved on where the pause moved them); the others wake later. A look that
    finds nothing to move writes nothing (an expiry stays one transaction)."""
    if not rows:
        return []
    table_id = rows[0].table_id
    async with service.store.reading() as db:
        # Nobody keeping quiet hours (the usual case) costs one look, not the table's read.
        if not await preferences.anyone_keeps(db, QUIET_PREFERENCE):
            return list(rows)
        if not await _moves(db, table_id, rows):
            return list(rows)
    async with service.table_lock(table_id):
        moves = await service.write(_pause(table_id, rows))
    moved = {stored.id: (stored, due, wake) for stored, due, wake in moves}
    keep = []
    for row in rows:
        if row.id not in moved:
            keep.append(row)
            continue
        stored, due, wake = moved[row.id]
        if wake <= now:
            keep.append(dataclasses.replace(stored, due_at=due, wake_at=wake))
    return keep


async def anyone_quiet(service: Service) -> bool:
    """Whether anyone keeps quiet hours at all (else no clock needs a look)."""
    async with service.store.reading() as db:
        return await preferences.anyone_keeps(db, QUIET_PREFERENCE)


async def next_release(service: Service, shards: Shards | None) -> float | None:
    """When the earliest held line is due."""
    async with service.store.reading() as db:
        return await held.next_release(db, shards)


async def released(service: Service, shards: Shards | None) -> list[tuple[str, Outcome]]:
    """What was held and is due now, taken from the store, as outcomes to post: for each user,
    one direct message with every line held for one (`private`), ending with a short
    catch-up of each of those games that now awaits them; and one mention in each table's
    thread with the pings held there (`public`, `ping`); lines said twice once."""
    taken = await service.people.release_held(shards)
    dms: dict[str, tuple[str, list[str]]] = {}
    games: dict[str, dict[int, str]] = {}  # user -> the tables of their held lines: channel
    pings: dict[tuple[str, str], tuple[int, list[str]]] = {}
    for item in taken:
        if item.route == held.DM:
            lines = dms.setdefault(item.user_id, (item.channel, []))[1]
            games.setdefault(item.user_id, {}).setdefault(item.table_id, item.channel)
        else:
            lines = pings.setdefault((item.user_id, item.channel), (item.table_id, []))[1]
        if item.line not in lines:
            lines.append(item.line)
    out: list[tuple[str, Outcome]] = []
    for user, (channel, lines) in dms.items():
        caught = await _caught_up(service, user, games.get(user, {}))
        out.append((channel, Outcome(private={user: (say("quiet.held"), *lines, *caught)})))
    async with service.store.reading() as db:
        for (user, channel), (table_id, lines) in pings.items():
            if await _awaits(db, table_id, user):
                public = (say("quiet.held"), *lines)
                out.append((channel, Outcome(table=table_id, public=public, ping=(user,))))
    return out


#: The turns a released message's catch-up tells one by one, per game (a round of four).
TURNS_TOLD = 4


async def _caught_up(service: Service, user: str, tables: dict[int, str]) -> list[str]:
    """The short catch-up (since their own last move) of each of these games that awaits the
    user now, to end the message that brings what their quiet hours held: one message, not
    one more per game."""
    lines: list[str] = []
    for table_id, channel in tables.items():
        async with service.store.reading() as db:
            if not await _awaits(db, table_id, user):
                continue
        try:
            caught = await service.catchups.catchup(
                channel, user, quiet=True, turns_told=TURNS_TOLD
            )
        except Refusal:
            continue
        lines.extend(caught.private.get(user, ()))
    return lines


async def _awaits(db: Db, table_id: int, user: str) -> bool:
    """Whether the table's game still awaits the user (a held ping about a move they have made
    meanwhile is not worth a ping)."""
    table = await Service.table_in(db, table_id)
    if table is None or table.row.status != "playing":
        return False
    pending = await deadlines.pending_for_table(db, table_id)
    return any(table.user_of(d.player) == user for d in pending)
