"""Starting a game and applying actions: one transaction per action, with a version check."""

from __future__ import annotations

import time
from dataclasses import replace

from bot.service import refusal
from bot.service.clocks import clocks_for
from bot.service.commit import Step, commit_play, commit_steps
from bot.service.computer_turns import ComputerTurns
from bot.service.core import Core, Stale, Table
from bot.service.guards import require_host, require_open, require_player, require_playing
from bot.service.leagues import league_players
from bot.service.loading import load_game
from bot.service.messages import name_list, public_lines
from bot.service.outcome import Outcome
from bot.service.prompts import prompts
from bot.service.refusal import Refusal, engine_line, refusing_outages
from bot.service.substitutes import Substitutes
from bot.service.turns import update_deadlines
from bot.service.undo import Undos
from bot.service.users import User, UserLike, as_user
from bot.store import actions, announcements, seating
from bot.store import tables as q
from engine import Action, ConfigError, Game, IllegalAction, rules_for, undo
from words import say


async def _move(
    core: Core,
    fresh: Table,
    who: User,
    action: str | Action,
    version: int | None,
    table_id: int | None,
    *,
    recent: bool = False,
) -> Outcome:
    """`act` on the table as read (its lock held). `recent`: read earlier (`Core.recent`):
    any refusal, or a store that finds something changed, raises `Stale` instead."""
    try:
        if table_id is not None and table_id != fresh.id:
            raise refusal.other_game()
        require_playing(fresh)
        player = require_player(fresh, who)
        if version is not None and version != fresh.row.version:
            raise refusal.moved_on()
    except Refusal:
        if recent:
            raise Stale from None
        raise
    seen = fresh.row.version
    game = core.cache.take(fresh.id, seen)
    if game is None:
        if recent:
            raise Stale
        game = await load_game(core.store, fresh.id, seen)
    before = list(game.awaiting())
    current = game.view(None).get("current")
    parsed: Action | None = None
    drawn_from = game.rng.state
    try:
        parsed = action if isinstance(action, Action) else game.parse(action)
        events = game.apply(player, parsed)
    except IllegalAction as exc:
        core.cache.put(fresh.id, seen, game)  # a refused action changes nothing
        if recent:
            raise Stale from None
        # Out of turn, what matters first is that it is not your move, even when what was
        # typed is unreadable as well.
        unreadable = parsed is None
        if (exc.code == "not_your_turn" or unreadable) and player not in before:
            raise refusal.not_your_move(before, fresh.names) from None
        raise Refusal(exc.code, engine_line(exc, fresh.names)) from None
    # The game in memory is now ahead of the store; it returns to the cache only once
    # the action is committed, so no failure below can leave an unsaved move behind.
    step = Step(player, str(parsed), tuple(events))
    if fresh.clocks is not None and game.winner is None:
        outcome = await commit_play(core, fresh, game, step, before, current, recent=recent)
    elif recent:
        raise Stale  # a winning move is stored in a transaction, from a fresh read
    else:
        outcome = await commit_steps(core, fresh, game, [step], before, current)
    core.cache.put(fresh.id, seen + 1, game)
    if fresh.options.undo and undo.move_kind(drawn_from, parsed, events, game) == undo.QUIET:
        outcome = replace(outcome, undoable=True)
    return outcome


@refusing_outages()
class Play(Substitutes, ComputerTurns, Undos):
    """The game under way: starting it, the players' moves, substitutes and computer seats."""

    async def start(self, channel: int | str, user: UserLike, *, admin: bool = False) -> Outcome:
        """The host (or an admin) starts the game: random seat order, a fresh seed, snapshot 0."""
        who = as_user(user)
        table = await self.core.active(channel)
        require_host(table, who, admin)
        require_open(table)
        async with self.core.store.reading() as db:
            league = await league_players(db, table.id)
        if league is not None and len(table.seats) != league[1]:
            raise Refusal(
                "league_players",
                say(
                    "league.refusal.players",
                    league=league[0],
                    count=league[1],
                    seated=len(table.seats),
                ),
            )
        order = [s.user_id for s in table.seats]
        self.core.rng.shuffle(order)
        seed = self.core.rng.randrange(2**62)
        # Two seats at a base table play the 2-player variant: the table keeps it.
        options = replace(table.options, rules=rules_for(table.options.rules, len(order)))
        try:
            game = Game.new(options.game_config(tuple(order), seed))
        except ConfigError as exc:  # the engine's configuration check, worded
            raise Refusal("cannot_start", engine_line(exc, {})) from None
        view = game.view(None)
        awaiting = list(game.awaiting())
        now = self.core.clock()
        async with self.core.lock(table.id):
            async with self.core.store.transaction() as db:
                row = await q.table_by_id(db, table.id)
                seat_rows = await q.seats(db, table.id)
                seats = {s.user_id for s in seat_rows}
                if row is None or row.status != "open" or seats != set(order):
                    raise refusal.moved_on()
                await q.number_seats(db, table.id, order)
                await q.update_table(db, table.id, status="playing", seed=seed, started_at=now)
                await announcements.owe_start(db, table.id)
                if options != table.options:
                    await q.update_table(db, table.id, options=options.to_dict())
                names = {s.user_id: s.display_name for s in seat_rows}
                computers = {s.user_id: s.computer for s in seat_rows if s.computer is not None}
                await seating.add_controls(
                    db, table.id, [(u, u, names[u]) for u in order], computers
                )
                await actions.save_snapshot(db, table.id, 0, game.to_dict(), now)
                clocks = await clocks_for(db, table.id, table.options, now)
                made = await update_deadlines(
                    db, table.id, [], awaiting, awaiting, view, now, clocks
                )
            self.core.cache.put(table.id, 0, game)
        self.core.notify()
        return Outcome(
            table=table.id,
            public=(
                say("service.play.begins", players=name_list(order, names)),
                # Who places first, and why: the start roll (the seat order goes on from them).
                *public_lines(game.opening_events(), names),
            ),
            post_board=True,
            ping=tuple(p for p in awaiting if p not in computers),
            awaiting=tuple(awaiting),
            deadlines=made,
            version=0,
            view=view,
            prompts=prompts(game, view, names, clocks.user_of),
            owed=announcements.START,
        )

    async def act(
        self,
        channel: int | str,
        user: UserLike,
        action: str | Action,
        *,
        version: int | None = None,
        table: int | None = None,
    ) -> Outcome:
        """Apply the user's action (notation or `Action`); with `version`, only if still current;
        with `table`, only if that is still the channel's table (a button of an earlier game
        is refused). The outcome says the table's status, names and version afterwards; the
        operator's metrics are told how long it took."""
        started = time.perf_counter()
        try:
            return await self._act(channel, user, action, version, table)
        finally:
            self.core.meter.acted(time.perf_counter() - started)

    async def _act(
        self,
        channel: int | str,
        user: UserLike,
        action: str | Action,
        version: int | None,
        table_id: int | None,
    ) -> Outcome:
        """Apply one action of a seated, awaited user; `version`, if given, must still be current,
        and `table_id`, if given, must be the channel's table. The table is read once, locked.

        On a server, a table read moments ago (`Core.recent`: a status, a menu, a move's list)
        stands in for the read: the move is stored in one statement that checks everything it
        was decided from. Whatever it finds changed, or anything it would refuse, and the move is
        made again from a fresh read, which decides."""
        who = as_user(user)
        if self.core.store.moves_alone:
            async with self.core.recent_locked(channel) as held:
                if held is not None:
                    try:
                        return await _move(
                            self.core, held, who, action, version, table_id, recent=True
                        )
                    except Stale:
                        self.core.forget(channel)
        # On a server, the table's clocks and (unless held) its game are read with it, and the
        # move is then stored in one statement (`commit_play`).
        now = self.core.clock() if self.core.store.moves_alone else None
        async with self.core.locked(channel, clocks_at=now, game=True) as fresh:
            return await _move(self.core, fresh, who, action, version, table_id)
