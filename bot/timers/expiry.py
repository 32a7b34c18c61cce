"""Expiries: a deadline runs out and the table's policy is applied (see `policy`).

The table is read, its game loaded, the moves committed (`Service.commit_moves_in`), the
deadline marked fired, the missed deadline counted and the seat's state changed in one
transaction, run whole on the database thread (`Service.write`): after a crash the expiry has
either happened entirely, once, or not at all (and then happens on restart).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.service import Outcome, Service, Table
from bot.service.timer_side import Db, DeadlineRow, VersionConflict, Work, deadlines, seating
from bot.service.turns import current_by_kind
from bot.timers.policy import ONCE, WAIT, Decision, decide, play_defaults
from bot.timers.wording import expiry_lines
from engine import Game


@dataclass(frozen=True)
class _Expired:
    """What an expiry's transaction did: the table (None if gone), whether no seat is played by
    a person, the outcome to post and the policy's decision (None if nothing was played or
    recorded), and the game with its version to keep in the cache; the kind of the deadline
    fired (None if none was) and how many moves were played for it."""

    table: Table | None
    nobody: bool = False
    done: tuple[Outcome, Decision] | None = None
    kept: tuple[int, Game] | None = None
    computer: bool = False
    fired: str | None = None
    moved: int = 0


def _expire(service: Service, row: DeadlineRow, now: float) -> Work[_Expired]:
    """The expiry's one transaction, run on the database thread: the table read, its game
    loaded, the policy applied, and the moves, the fired deadline and the strike stored."""

    async def work(db: Db) -> _Expired:
        table = await service.table_in(db, row.table_id)
        if table is None or table.row.status != "playing":
            await deadlines.mark_fired(db, row.id)
            return _Expired(table)
        if table.control and not any(c.human for c in table.control):
            return _Expired(table, nobody=True)
        seen = table.row.version
        game = await service.game_in(db, table)
        control = table.control_of(row.player)
        before = list(game.awaiting())
        if control is None or row.player not in before:
            await deadlines.mark_fired(db, row.id)
            return _Expired(table, kept=(seen, game))
        if control.computer:
            # A computer's move is thought about outside any transaction (`computer_move`); its
            # deadline stays pending until the move commits (which spends it), so a process
            # that dies while thinking leaves the move to be made after the restart.
            stored = await deadlines.deadline(db, row.id)
            if stored is None or stored.fired or stored.due_at > now:
                return _Expired(table, kept=(seen, game))  # someone got there first
            return _Expired(table, kept=(seen, game), computer=True)
        # Fired here, read and written in one statement; the rest of the transaction is undone
        # with it if anything below raises.
        kind = await deadlines.fire_due(db, row.id, now)
        if kind is None:
            return _Expired(table, kept=(seen, game))  # someone got there first
        decision = decide(table.options, control)
        # The deadline's kind (kept up to date at every commit) says what the player had to
        # do, and often who was the current player: then no view of the game is made before
        # the moves (the commit makes the one the outcome carries).
        current: object = current_by_kind(row.player, kind)
        view = None
        if current is None or decision.mode != ONCE:
            view = game.view(None)
            current = view.get("current")
        steps = play_defaults(game, row.player, decision.mode, view)
        if not steps and decision.mode != WAIT:
            # Never expected: the engine has a default for whoever it awaits. Failing here
            # makes the loop look again later instead of renewing a clock that is due at once.
            raise RuntimeError(f"no default move for {row.player} at table {table.id}")
        seats: tuple[seating.SeatControl, ...] | None = None
        if decision.state == seating.COMPUTER:
            level = table.options.level
            await seating.hand_to_computer(db, table.id, row.player, level, decision.strikes)
            # `seats` stays None: read again in this transaction, the seat's holder changed
        elif not decision.robot:
            await seating.set_state(db, table.id, row.player, decision.state, decision.strikes)
            # Who plays each seat now, without reading it again: the table's, with this change.
            changed = replace(control, state=decision.state, strikes=decision.strikes)
            seats = tuple(changed if c is control else c for c in table.control)
        else:
            seats = table.control
        if steps:
            outcome = await service.commit_moves_in(db, table, game, steps, before, current, seats)
        else:
            # The `ping` policy: nothing is played; the expiry is recorded, a new clock starts.
            now_view = game.view(None) if view is None else view
            outcome = await service.renew_clocks_in(db, table, game, now_view, row.player, seats)
        name = table.names.get(row.player, row.player)
        lead = expiry_lines(name, kind, decision, table.options)
        done = replace(outcome, public=(*lead, *outcome.public)), decision
        return _Expired(
            table, done=done, kept=(seen + len(steps), game), fired=kind, moved=len(steps)
        )

    return work


async def _computer(service: Service, table: Table, row: DeadlineRow) -> list[tuple[str, Outcome]]:
    """A computer seat's deadline, due at once: its move, posted like a person's."""
    outcome = await service.play.computer_move(table.id, prefer=row.player)
    if outcome is None:  # nothing awaits a computer any more: the deadline meant nothing
        async with service.transaction() as db:
            await deadlines.mark_fired(db, row.id)
        return []
    return [(table.row.channel, outcome)]


async def expire(service: Service, row: DeadlineRow, now: float) -> list[tuple[str, Outcome]]:
    """Apply the table's policy to an expired deadline: the outcomes to post, by channel.

    A game left with no seat a person plays is abandoned (the timer would otherwise play it
    out alone)."""
    async with service.table_lock(row.table_id):
        try:
            expired = await service.write(_expire(service, row, now))
        except VersionConflict:
            return []  # the table moved on; the game in hand is dropped, never cached
        if expired.kept is not None:
            service.keep_game(row.table_id, *expired.kept)
        if expired.done is not None:
            service.deadlines_moved()
        if expired.table is not None:
            service.moves_committed(expired.table, expired.moved)
        if expired.fired is not None:
            service.meter.fired("expiry", expired.fired)
    table, done = expired.table, expired.done
    if table is None:
        return []
    if expired.computer:
        return await _computer(service, table, row)
    posts = [(table.row.channel, done[0])] if done is not None else []
    if expired.nobody or (done is not None and done[1].took_seat):
        closed = await service.close_unplayed(table.id)
        if closed is not None:
            posts.append((table.row.channel, closed))
    return posts
