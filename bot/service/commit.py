"""Committing moves: one transaction per call, with a version check, for a player's action or
for the moves a turn timer plays on someone's behalf."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

from bot.service import refusal
from bot.service.clocks import Clocks, clocks_for, clocks_of, people
from bot.service.core import Core, Stale, Table
from bot.service.messages import marked, private_lines, public_lines, stored_events
from bot.service.outcome import Deadline, Outcome
from bot.service.prompts import again_line, prompts
from bot.service.records import progress, record_progress, revealed_at_end, write_record
from bot.service.turns import newly_awaited, plan_deadlines, stale_players, update_deadlines
from bot.store import VersionConflict, actions, deadlines, plays
from bot.store import tables as q
from bot.store.base import Db
from bot.store.seating import SeatControl
from engine import Event, Game, GameView

# A turn's start includes the first one, when set-up ends (its last placer may roll first).
BOARD_EVENTS = frozenset({"TurnEnded", "TurnStarted", "GameWon"})
# The adapters close a game with one win message after everything else the last move said.
QUIET_EVENTS = frozenset({"GameWon"})

# Work done inside the same transaction as the moves (the timer marks its deadline fired).
Within = Callable[[Db], Awaitable[None]]


def by_user(private: Mapping[str, tuple[str, ...]], clocks: Clocks) -> dict[str, tuple[str, ...]]:
    """Private lines keyed by engine player, re-keyed by who plays each seat (a seat the timer
    plays has nobody to tell)."""
    return {u: lines for p, lines in private.items() if (u := clocks.user_of(p)) is not None}


@dataclass(frozen=True)
class Step:
    """One applied move: whose seat (engine player id), its notation and its events."""

    player: str
    notation: str
    events: tuple[Event, ...]


async def commit_steps(
    core: Core,
    table: Table,
    game: Game,
    steps: Sequence[Step],
    before: list[str],
    current: object,
    *,
    within: Within | None = None,
    mark: str = "",
) -> Outcome:
    """Store moves already applied to `game` (which was at the table's version): the log, the
    version, snapshots, records and deadlines, all in one transaction, or nothing at all.
    `mark` starts each line the moves' events say in public (a computer's moves)."""
    now = core.clock()  # read before the write transaction begins, as the clock is elsewhere

    async def work(db: Db) -> Outcome:
        if within is not None:
            await within(db)
        return await store_steps(db, core, table, game, steps, before, current, now, mark=mark)

    try:
        # One hand-over to the database thread for the whole transaction (`Store.write`).
        outcome = await core.store.write(work)
    except VersionConflict:
        raise refusal.moved_on() from None
    # A failure of the database (`StoreUnavailable`) goes on to the service's front, which
    # refuses the call with one sentence (`refusal.refusing_outages`).
    core.notify()
    counted(core, table, len(steps))
    return outcome


def counted(core: Core, table: Table, moves: int) -> None:
    """Tell the metrics of moves now committed (never before the commit: a transaction undone
    counts nothing). Every commit of moves passes here once: `commit_steps`, `commit_play`'s
    one statement and `Service.moves_committed` (after a timer's own transaction)."""
    if moves:
        core.meter.moves(table.options.rules, moves)


@dataclass(frozen=True)
class Planned:
    """A move planned to be stored in one statement: the statement's `play`, and what the
    outcome is made of (the view after it, the awaited, the newly awaited, the clocks and the
    deadlines made)."""

    play: plays.Play
    view: GameView
    after: list[str]
    renewed: list[str]
    clocks: Clocks
    made: tuple[Deadline, ...]


def plan_play(core: Core, table: Table, game: Game, step: Step, before: list[str]) -> Planned:
    """What storing `step` (applied to `game`, which was at the table's version) writes,
    decided from the table as read with its clocks (`Table.clocks`)."""
    read = table.clocks
    assert read is not None
    now = read.now
    view = game.view(None)
    after = list(game.awaiting())
    renewed = newly_awaited(before, after, step.events)
    stale = stale_players(before, after, renewed)
    users = people(table.control)
    clocks = clocks_of(table.options, table.control, read.away)
    left = [d for d in read.pending if d.player not in stale]
    plan = plan_deadlines(after, view, now, clocks, left)
    roll, points = progress(step.events, game, view)
    seen = table.row.version
    play = plays.Play(
        table_id=table.id,
        seen=seen,
        player=step.player,
        notation=step.notation,
        events=stored_events(step.events),
        now=now,
        state=game.to_dict() if core.snapshot_due(seen, seen + 1) else None,
        every=core.snapshot_every,
        roll=roll,
        scores=points,
        stale=stale,
        relabel=list(plan.relabel),
        new=list(plan.new),
        pending=[d.id for d in read.pending],
        control=list(table.control),
        users=users,
        vacations=list(read.vacations),
    )
    return Planned(play, view, after, renewed, clocks, plan.made)


async def commit_play(
    core: Core,
    table: Table,
    game: Game,
    step: Step,
    before: list[str],
    current: object,
    *,
    recent: bool = False,
) -> Outcome:
    """`commit_steps` of one player's move that does not end the game, at the time its
    table's clocks were read with it (`Table.clocks`, read on a server): stored in one
    statement, decided from that read (`plays.commit_play`), or, if something in it changed
    since (a vacation, a timer, a seat handed over), by `commit_steps`, which reads it again.
    `recent`: the table was read before this move (`Core.recent`): `Stale` if the table moved
    on or anything else changed, and nothing is stored."""
    assert game.winner is None
    planned = plan_play(core, table, game, step, before)
    try:
        stored = await core.store.write_one(partial(plays.commit_play, play=planned.play))
    except VersionConflict:
        if recent:
            raise Stale from None
        raise refusal.moved_on() from None
    if not stored:
        if recent:
            raise Stale
        return await commit_steps(core, table, game, [step], before, current)
    core.notify()
    counted(core, table, 1)
    return _outcome(
        table,
        game,
        planned.view,
        [step],
        step.events,
        planned.after,
        planned.renewed,
        current,
        planned.clocks,
        planned.made,
        "",
    )


async def store_steps(
    db: Db,
    core: Core,
    table: Table,
    game: Game,
    steps: Sequence[Step],
    before: list[str],
    current: object,
    now: float,
    control: Sequence[SeatControl] | None = None,
    *,
    mark: str = "",
) -> Outcome:
    """`commit_steps` inside a transaction already open (raises `VersionConflict` if the table
    moved on); the caller commits, then wakes the timers (`Core.notify`) and counts the moves
    (`counted`). `control`: who
    plays each seat, if the caller read it in this transaction (else it is read here)."""
    seen = table.row.version
    new = seen + len(steps)
    view = game.view(None)
    after = list(game.awaiting())
    events = [event for step in steps for event in step.events]
    renewed = newly_awaited(before, after, events)
    finished = game.winner is not None
    made: tuple[Deadline, ...] = ()
    for seq, step in enumerate(steps, start=seen + 1):
        stored = stored_events(step.events)
        if seq < new:
            # The version check and the log's line (one statement on PostgreSQL).
            await actions.append_move(
                db, table.id, seq - 1, step.player, step.notation, stored, now
            )
        else:
            # The last move's, with the state after it when a snapshot is due (every
            # `snapshot_gap` actions and at the end: a game not in the cache is loaded from
            # it with a few moves replayed); the one it replaces is dropped unless it is
            # among those kept every `snapshot_every` actions (one statement on PostgreSQL).
            due = core.snapshot_due(seen, new, finished)
            await actions.commit_move(
                db,
                table.id,
                seq - 1,
                step.player,
                step.notation,
                stored,
                now,
                game.to_dict() if due else None,
                core.snapshot_every,
            )
        await record_progress(db, table.id, seq, step.player, step.events, game, view)
    if not steps:
        await actions.save_snapshot(db, table.id, new, game.to_dict(), now)
    if finished:
        clocks = await clocks_for(db, table.id, table.options, now, control)
        await q.update_table(db, table.id, status="finished", winner=game.winner, ended_at=now)
        await deadlines.clear_pending(db, table.id)
        await write_record(
            db, table, game, "won", now, actions=game.version, revealed=revealed_at_end(events)
        )
    else:
        # The stale deadlines dropped, with who plays, who is away and the deadlines left
        # read back (one statement on PostgreSQL).
        stale = stale_players(before, after, renewed)
        known = None if control is None else people(control)
        read = await deadlines.renewal(db, table.id, stale, now, known)
        seats = control if control is not None else read.control or []
        clocks = clocks_of(table.options, seats, read.away)
        made = await update_deadlines(
            db, table.id, before, after, renewed, view, now, clocks, read.pending
        )
    return _outcome(table, game, view, steps, events, after, renewed, current, clocks, made, mark)


def own_events(events: Sequence[Event], player: str) -> int:
    """How many of a move's first events are its player's own: all of them up to another
    player's end of turn or a new turn's start (which a computer's last pass in the special
    building phase, or its own end of turn, brings about)."""
    for index, event in enumerate(events):
        if event.kind == "TurnStarted" or (
            event.kind == "TurnEnded" and getattr(event, "player", None) != player
        ):
            return index
    return len(events)


def _outcome(
    table: Table,
    game: Game,
    view: GameView,
    steps: Sequence[Step],
    events: Sequence[Event],
    after: Sequence[str],
    renewed: Sequence[str],
    current: object,
    clocks: Clocks,
    made: tuple[Deadline, ...],
    mark: str,
) -> Outcome:
    """What stored moves say: the public and private lines, the prompts, whom to ping and
    whether the board goes up."""
    names = table.names
    finished = game.winner is not None
    found = () if finished else prompts(game, view, names, clocks.user_of)
    # The board goes up at every turn's start and end, at the game's end, when set-up passes
    # to the next player, and whenever someone must place a piece or the robber (the picture
    # then marks the legal spots).
    post_board = (
        finished
        or any(event.kind in BOARD_EVENTS for event in events)
        or view.get("current") != current
        or any(p.spots for p in found)
    )
    said = [event for event in events if event.kind not in QUIET_EVENTS]
    again = again_line(view, steps[-1].player if steps else None, found, names)
    # A computer's mark sits on its own move's lines only, not on those of the turn it passes
    # on (the last pass of a special building phase ends another player's turn).
    own = own_events(said, steps[-1].player) if mark and steps else len(said)
    return Outcome(
        table=table.id,
        public=(
            *(marked(mark, line) for line in public_lines(said[:own], names)),
            *(public_lines(said[own:], names) if own < len(said) else ()),
            *([again] if again else []),
        ),
        private=by_user(private_lines(events, names, names), clocks),
        post_board=post_board,
        ping=() if finished else tuple(u for p in renewed if (u := clocks.user_of(p))),
        awaiting=tuple(after),
        deadlines=made,
        version=table.row.version + len(steps),
        finished=finished,
        winner=game.winner,
        view=view,
        prompts=found,
        status="finished" if finished else "playing",
        names=names,
        language=table.options.language,
        owed=table.row.version,
    )
