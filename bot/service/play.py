"""Starting a game and applying actions: one transaction per action, with a version check."""

from __future__ import annotations

from collections.abc import Sequence

from bot.service import refusal
from bot.service.core import Core, Table
from bot.service.guards import require_host, require_open, require_playing, require_seated
from bot.service.loading import load_game
from bot.service.messages import name_list, private_lines, public_lines, stored_events
from bot.service.outcome import Deadline, Outcome
from bot.service.records import record_progress, write_record
from bot.service.refusal import Refusal
from bot.service.turns import newly_awaited, update_deadlines
from bot.service.users import UserLike, as_user
from bot.store import VersionConflict, actions, deadlines
from bot.store import tables as q
from engine import Action, Event, Game, IllegalAction

BOARD_EVENTS = frozenset({"TurnEnded", "GameWon"})


async def start(core: Core, channel: int | str, user: UserLike, admin: bool) -> Outcome:
    """The host (or an admin) starts the game: random seat order, a fresh seed, snapshot 0."""
    who = as_user(user)
    table = await core.active(channel)
    require_host(table, who, admin)
    require_open(table)
    order = [s.user_id for s in table.seats]
    core.rng.shuffle(order)
    seed = core.rng.randrange(2**62)
    try:
        game = Game.new(table.options.game_config(tuple(order), seed))
    except ValueError as exc:  # the engine's configuration check, passed through
        raise Refusal("cannot_start", str(exc)) from None
    view = game.view(None)
    awaiting = list(game.awaiting())
    now = core.clock()
    async with core.lock(table.id):
        async with core.store.transaction() as db:
            row = await q.table_by_id(db, table.id)
            seats = {s.user_id for s in await q.seats(db, table.id)}
            if row is None or row.status != "open" or seats != set(order):
                raise refusal.moved_on()
            await q.number_seats(db, table.id, order)
            await q.update_table(db, table.id, status="playing", seed=seed, started_at=now)
            await actions.save_snapshot(db, table.id, 0, game.to_dict(), now)
            made = await update_deadlines(
                db, table.id, [], awaiting, awaiting, view, now, table.options.turn_time
            )
        core.cache.put(table.id, 0, game)
    names = table.names
    return Outcome(
        table=table.id,
        public=(
            f"The game begins! Seat order: {name_list(order, names)}.",
            f"{name_list(awaiting, names)} places first.",
        ),
        post_board=True,
        ping=tuple(awaiting),
        awaiting=tuple(awaiting),
        deadlines=made,
        version=0,
        view=view,
    )


async def act(
    core: Core, channel: int | str, user: UserLike, action: str | Action, version: int | None
) -> Outcome:
    """Apply one action of a seated, awaited user; `version`, if given, must still be current."""
    who = as_user(user)
    table = await core.latest(channel)
    require_playing(table)
    require_seated(table, who)
    if version is not None and version != table.row.version:
        raise refusal.moved_on()
    async with core.lock(table.id):
        fresh = await core.table_by_id(table.id)
        assert fresh is not None
        if fresh.row.status != "playing" or (version is not None and version != fresh.row.version):
            raise refusal.moved_on()
        seen = fresh.row.version
        game = core.cache.take(fresh.id, seen)
        if game is None:
            game = await load_game(core.store, fresh.id, seen)
        before = list(game.awaiting())
        current = game.view(None).get("current")
        try:
            if who.id not in before:
                raise Refusal(
                    "not_your_turn",
                    f"It is not your move; waiting for {name_list(before, fresh.names)}.",
                )
            parsed = action if isinstance(action, Action) else Action.parse(action)
            events = game.apply(who.id, parsed)
        except (Refusal, IllegalAction) as exc:
            core.cache.put(fresh.id, seen, game)  # a refused action changes nothing
            if isinstance(exc, IllegalAction):
                raise Refusal(exc.code, str(exc)) from None
            raise
        # The game in memory is now ahead of the store; it returns to the cache only once
        # the action is committed, so no failure below can leave an unsaved move behind.
        outcome = await _commit(core, fresh, game, who.id, str(parsed), events, before, current)
        core.cache.put(fresh.id, seen + 1, game)
    return outcome


async def _commit(
    core: Core,
    table: Table,
    game: Game,
    player: str,
    notation: str,
    events: Sequence[Event],
    before: list[str],
    current: object,
) -> Outcome:
    seen = table.row.version
    new = seen + 1
    names = table.names
    view = game.view(None)
    after = list(game.awaiting())
    renewed = newly_awaited(before, after, events)
    finished = game.winner is not None
    now = core.clock()
    made: tuple[Deadline, ...] = ()
    try:
        async with core.store.transaction() as db:
            await q.bump_version(db, table.id, seen)
            await actions.append_action(
                db, table.id, new, player, notation, stored_events(events, names), now
            )
            if finished or new % core.snapshot_every == 0:
                await actions.save_snapshot(db, table.id, new, game.to_dict(), now)
            await record_progress(db, table.id, new, player, events, game, view)
            if finished:
                await q.update_table(
                    db, table.id, status="finished", winner=game.winner, ended_at=now
                )
                await deadlines.clear_pending(db, table.id)
                await write_record(db, table, game, "won", now, actions=new)
            else:
                made = await update_deadlines(
                    db, table.id, before, after, renewed, view, now, table.options.turn_time
                )
    except VersionConflict:
        raise refusal.moved_on() from None
    # The board goes up at every turn's end, at the game's end, and when set-up passes to
    # the next player (who needs the picture to choose a spot).
    post_board = (
        finished
        or any(event.kind in BOARD_EVENTS for event in events)
        or view.get("current") != current
    )
    return Outcome(
        table=table.id,
        public=tuple(public_lines(events, names)),
        private=private_lines(events, names, names),
        post_board=post_board,
        ping=() if finished else tuple(renewed),
        awaiting=tuple(after),
        deadlines=made,
        version=new,
        finished=finished,
        winner=game.winner,
        view=view if post_board else None,
    )
