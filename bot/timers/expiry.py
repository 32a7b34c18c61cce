"""Expiries: a deadline runs out and the table's policy is applied (see `policy`).

The moves go through the service's commit path, and the deadline is marked fired, the missed
deadline counted and the seat's state changed in that same transaction: after a crash the
expiry has either happened entirely, once, or not at all (and then happens on restart).
"""

from __future__ import annotations

from dataclasses import replace

import aiosqlite

from bot.service.clocks import clocks_for
from bot.service.commit import Within, commit_steps
from bot.service.core import Core, Table
from bot.service.loading import load_game
from bot.service.outcome import Outcome
from bot.service.prompts import prompts
from bot.service.refusal import Refusal
from bot.service.substitutes import close_unplayed
from bot.service.turns import deadline_kind, update_deadlines
from bot.store import deadlines, seating
from bot.store.deadlines import DeadlineRow
from bot.timers.policy import WAIT, Decision, decide, play_defaults
from bot.timers.reminders import retire
from bot.timers.wording import expiry_lines
from engine import Game, GameView


class Stale(Exception):
    """The deadline changed (fired, moved, or gone) between reading it and acting on it."""


def _fire(table: Table, row: DeadlineRow, decision: Decision, now: float) -> Within:
    """The work done in the transaction of the expiry: the deadline fired, the strike kept."""

    async def within(db: aiosqlite.Connection) -> None:
        stored = await deadlines.deadline(db, row.id)
        if stored is None or stored.fired or stored.due_at > now:
            raise Stale
        await deadlines.mark_fired(db, row.id)
        if not decision.robot:
            await seating.set_state(db, table.id, row.player, decision.state, decision.strikes)

    return within


async def _wait_again(
    core: Core,
    table: Table,
    game: Game,
    view: GameView,
    row: DeadlineRow,
    decision: Decision,
    now: float,
) -> Outcome:
    """The `ping` policy: nothing is played; the expiry is recorded and a new clock starts."""
    awaiting = list(game.awaiting())
    within = _fire(table, row, decision, now)
    async with core.store.transaction() as db:
        await within(db)
        clocks = await clocks_for(db, table.id, table.options, now)
        made = await update_deadlines(db, table.id, awaiting, awaiting, [], view, now, clocks)
    core.notify()
    user = clocks.user_of(row.player)
    return Outcome(
        table=table.id,
        ping=(user,) if user else (),
        awaiting=tuple(awaiting),
        deadlines=made,
        version=table.row.version,
        prompts=tuple(
            p for p in prompts(game, view, table.names, clocks.user_of) if p.player == row.player
        ),
    )


async def _apply(
    core: Core, table: Table, row: DeadlineRow, now: float
) -> tuple[Outcome, Decision] | None:
    """Apply the policy to one expired deadline of a table under way (its lock held)."""
    seen = table.row.version
    game = core.cache.take(table.id, seen)
    if game is None:
        game = await load_game(core.store, table.id, seen)
    control = table.control_of(row.player)
    before = list(game.awaiting())
    if control is None or row.player not in before:
        core.cache.put(table.id, seen, game)
        await retire(core, [row])
        return None
    decision = decide(table.options, control)
    view = game.view(None)
    current, kind = view.get("current"), deadline_kind(view, row.player)
    steps = play_defaults(game, row.player, decision.mode, view)
    if not steps and decision.mode != WAIT:
        # Never expected: the engine has a default for whoever it awaits. Failing here makes
        # the loop look again later instead of renewing a clock that is due at once.
        raise RuntimeError(f"no default move for {row.player} at table {table.id}")
    try:
        if steps:
            within = _fire(table, row, decision, now)
            outcome = await commit_steps(core, table, game, steps, before, current, within=within)
        else:
            outcome = await _wait_again(core, table, game, view, row, decision, now)
    except (Stale, Refusal):
        return None  # someone got there first; the game in hand is dropped, never cached
    core.cache.put(table.id, seen + len(steps), game)
    name = table.names.get(row.player, row.player)
    lead = expiry_lines(name, kind, decision, table.options)
    return replace(outcome, public=(*lead, *outcome.public)), decision


async def expire(core: Core, row: DeadlineRow, now: float) -> list[tuple[str, Outcome]]:
    """Apply the table's policy to an expired deadline: the outcomes to post, by channel.

    A game left with no seat a person plays is abandoned (the timer would otherwise play it
    out alone)."""
    async with core.lock(row.table_id):
        table = await core.table_by_id(row.table_id)
        if table is None or table.row.status != "playing":
            await retire(core, [row])
            return []
        nobody = bool(table.control) and not any(c.human for c in table.control)
        done = None if nobody else await _apply(core, table, row, now)
    posts = [(table.row.channel, done[0])] if done is not None else []
    if nobody or (done is not None and done[1].took_seat):
        closed = await close_unplayed(core, table.id)
        if closed is not None:
            posts.append((table.row.channel, closed))
    return posts
