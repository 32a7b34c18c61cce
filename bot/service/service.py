"""The game service: what the adapters (Discord, terminal) call. No Discord in here."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, TypeVar

from bot.service import (
    announcements,
    arguments,
    computer_turns,
    info,
    leagues,
    lobby,
    play,
    substitutes,
    tournaments,
    vacation,
)
from bot.service.cache import GameCache
from bot.service.clocks import clocks_for
from bot.service.commit import Step, Within, commit_steps, counted, store_steps
from bot.service.computers import Thinking
from bot.service.core import Core, Table, table_in
from bot.service.loading import game_in, load_game
from bot.service.meter import Meter
from bot.service.options import TableOptions
from bot.service.outcome import Moves, Outcome, TableInfo
from bot.service.prompts import prompts
from bot.service.refusal import Refusal, refusing_outages, unknown_language
from bot.service.turns import update_deadlines
from bot.service.users import LANGUAGE_PREFERENCE, UserLike, user_id
from bot.store import Store, preferences, tables
from bot.store.announcements import OwedRow
from bot.store.base import Db, Work
from bot.store.deadlines import Shards
from bot.store.records import GameRecord
from bot.store.seating import SeatControl
from bot.store.tables import Counts
from engine import Action, Game, GameView
from words.languages import LANGUAGES

T = TypeVar("T")

# The calls the turn timers make (and `close`): they meet a failing database as the store's
# own error (`StoreUnavailable`), which the timers take as "try again later" without a word.
TIMERS_SIDE = (
    "close",
    "table_by_id",
    "game_to_read",
    "game_to_change",
    "commit_moves",
    "renew_clocks",
    "renew_clocks_in",
    "commit_moves_in",
    "game_in",
    "write",
    "close_unplayed",
)


@refusing_outages(*TIMERS_SIDE)
class Service:
    """Tables, seats and turns over a store. Every call returns an `Outcome` or raises `Refusal`.

    Users are `User(id, name)` values or bare ids (int or str); channels and servers are ids.
    A call the database cannot serve (a full disk, a server that does not answer) is refused
    with one sentence, `not_saved` for a write and `not_read` for a read, and changes nothing
    (`refusing_outages`); once the database answers again, calls succeed again.
    """

    def __init__(
        self,
        store: Store,
        *,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.time,
        cache_size: int = 64,
        snapshot_every: int = 20,
        snapshot_gap: int = 8,
        thinking: Thinking | None = None,
    ) -> None:
        self.store = store
        self.core = Core(
            store=store,
            rng=rng or random.Random(),
            clock=clock,
            cache=GameCache(cache_size),
            snapshot_every=snapshot_every,
            snapshot_gap=snapshot_gap,
            thinking=thinking or Thinking(),
        )

    @classmethod
    async def open(cls, path: str | Path | None = None, **kwargs: Any) -> Service:
        """A service on the database `path` names: a file, or a `postgresql://` URL (default:
        `HEXHAVEN_DATABASE_URL`, else `HEXHAVEN_DB`, else ./hexhaven.db)."""
        return cls(await Store.open(path), **kwargs)

    def measure(self, meter: Meter) -> None:
        """Tell `meter` (the operator's metrics) of every committed move, every `act` and its
        duration, every timer fired and every failure of the database."""
        self.core.meter = meter
        self.store.count_failures(meter.database_error)

    @property
    def meter(self) -> Meter:
        """What the operator's metrics are told (see `measure`); the timers tell it too."""
        return self.core.meter

    async def close(self) -> None:
        """Stop the computer players' workers and close the store."""
        self.core.thinking.close()
        await self.store.close()

    async def create_table(
        self,
        channel: int | str,
        host: UserLike,
        options: Mapping[str, object] | None = None,
        *,
        guild: int | str | None = None,
        league: str | None = None,
        bots: int = 0,
        language: str | None = None,
    ) -> Outcome:
        """Open a table in the channel with the host seated; options over the server defaults.
        With `league`, a game of that league's current season, with the league's settings.
        `bots` seats are taken by computer players of the table's `level` setting. The table
        speaks the `language` option, else its league's or the server's stored default, else
        `language` (the server's, as the adapter knows it), else English."""
        return await lobby.create_table(
            self.core, channel, host, options, guild, league, bots, language
        )

    async def check_table(
        self,
        options: Mapping[str, object] | None = None,
        *,
        guild: int | str | None = None,
        league: str | None = None,
        bots: int = 0,
        language: str | None = None,
    ) -> TableOptions:
        """The settings `create_table` with the same arguments would give the table, or the
        refusal it would give; writes nothing. An adapter asks this before it posts anything
        (a message, a thread) for a table that might be refused."""
        return await lobby.check_table(self.core, options, guild, league, bots, language)

    async def join(self, channel: int | str, user: UserLike) -> Outcome:
        """Take a seat at the channel's open table."""
        return await lobby.join(self.core, channel, user)

    async def leave(self, channel: int | str, user: UserLike) -> Outcome:
        """Give up a seat before the game starts."""
        return await lobby.leave(self.core, channel, user)

    async def kick(
        self, channel: int | str, user: UserLike, target: UserLike, *, admin: bool = False
    ) -> Outcome:
        """The host (or an admin) removes `target` from the table before the game starts."""
        return await lobby.kick(self.core, channel, user, target, admin)

    async def configure(
        self,
        channel: int | str,
        user: UserLike,
        changes: Mapping[str, object],
        *,
        admin: bool = False,
    ) -> Outcome:
        """The host (or an admin) changes table settings (preset, map, vp_to_win, turn_time,
        timeout) before the game starts."""
        return await lobby.configure(self.core, channel, user, changes, admin)

    async def start(self, channel: int | str, user: UserLike, *, admin: bool = False) -> Outcome:
        """The host (or an admin) starts the game in a random seat order."""
        return await play.start(self.core, channel, user, admin)

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
        is refused). The outcome says the table's status, names and version afterwards."""
        started = time.perf_counter()
        try:
            return await play.act(self.core, channel, user, action, version, table)
        finally:
            self.core.meter.acted(time.perf_counter() - started)

    async def hand(self, channel: int | str, user: UserLike) -> Outcome:
        """The user's own cards, privately."""
        return await info.hand(self.core, channel, user)

    async def status(self, channel: int | str) -> Outcome:
        """The table's state, publicly."""
        return await info.status(self.core, channel)

    async def board(self, channel: int | str) -> Outcome:
        """The public view, for the renderer."""
        return await info.board(self.core, channel)

    async def log(self, channel: int | str, count: int = 10) -> Outcome:
        """The latest actions, publicly."""
        return await info.log(self.core, channel, arguments.count(count))

    async def legal(self, channel: int | str, user: UserLike) -> list[str]:
        """The user's legal actions now, in notation."""
        return await info.legal(self.core, channel, user)

    async def moves(self, channel: int | str, user: UserLike) -> Moves:
        """The user's legal moves, with the public view and names to describe them (one read;
        none for someone without a seat)."""
        return await info.moves(self.core, channel, user)

    async def abandon(self, channel: int | str, user: UserLike, *, admin: bool = False) -> Outcome:
        """The host or a server admin ends the table without a winner."""
        return await lobby.abandon(self.core, channel, user, admin)

    async def record(self, table_id: int) -> GameRecord | None:
        """The record of a finished or abandoned game (scores, points per turn, rolls)."""
        return await info.record(self.core, arguments.table_number(table_id))

    async def request_substitute(
        self, channel: int | str, user: UserLike, seat: str | None = None
    ) -> Outcome:
        """Ask to take over a seat open for a substitute (by player id or name; the first open
        one if None); the host is pinged to approve."""
        return await substitutes.request_substitute(self.core, channel, user, seat)

    async def approve_substitute(
        self, channel: int | str, user: UserLike, substitute: UserLike, *, admin: bool = False
    ) -> Outcome:
        """The host (or an admin) gives the open seat a substitute asked for to them."""
        return await substitutes.approve_substitute(self.core, channel, user, substitute, admin)

    async def computer_move(self, table_id: int, prefer: str | None = None) -> Outcome | None:
        """Make one move of a computer seat the table's game awaits (`prefer` first), thought
        about in a worker and committed like a person's; None when no computer is awaited."""
        return await computer_turns.computer_move(self.core, table_id, prefer)

    async def return_seat(self, channel: int | str, user: UserLike) -> Outcome:
        """Take back the seat a computer player held for the user (the expiry policy
        `computer`), with its hand and everything."""
        return await computer_turns.return_seat(self.core, channel, user)

    async def table_info(self, channel: int | str) -> TableInfo | None:
        """The channel's latest table (None if it never had one)."""
        try:
            table = await self.core.latest(channel)
        except Refusal:
            return None
        row = table.row
        names = dict(table.names)
        options = table.options
        return TableInfo(
            row.id, row.status, row.version, row.host, names, options.rules, options.language
        )

    async def owed_announcements(
        self, *, settled: float | None = None, shards: Shards | None = None
    ) -> list[OwedRow]:
        """The tables whose threads have not been told of every stored move (or of their
        start); `settled`: only those whose newest move is at least that many seconds old;
        `shards`: only the tables of those shards' servers."""
        return await announcements.owed(self.core, settled=settled, shards=shards)

    async def counts(self) -> Counts:
        """How many tables are open and playing, and how many deadlines are pending, in the
        whole database (every process sharing it sees the same)."""
        return await self.store.read_one(tables.counts)

    async def catch_up(self, table_id: int) -> Outcome | None:
        """What the table's thread missed, to post (None when nothing is owed)."""
        return await announcements.catch_up(self.core, table_id)

    async def announced(self, table_id: int, start: int, end: int) -> None:
        """An outcome announcing the table's versions after `start` up to `end` was posted."""
        await announcements.mark(self.core, table_id, start, end)

    def now(self) -> float:
        """The service's clock, in epoch seconds (deadlines and vacations are measured on it)."""
        return self.core.clock()

    async def player_id(self, channel: int | str, user: UserLike) -> str | None:
        """The engine player id of the seat the user plays at the channel's table (None if
        none). It is the user's own id, except for a substitute, who plays the id of the seat
        they took over: views, events and `awaiting` speak of that id."""
        table = await self.core.latest(channel)
        return table.player_of(user_id(user))

    async def start_vacation(
        self, user: UserLike, until: float | None = None, *, guild: int | str | None = None
    ) -> Outcome:
        """Pause the user's clocks at all their games until `until` (epoch seconds; None: for
        all the vacation days left), within the yearly allowance (server setting
        `vacation_days`, default 14). Replaces a vacation under way."""
        return await vacation.start_vacation(self.core, user, arguments.moment(until), guild)

    async def end_vacation(self, user: UserLike) -> Outcome:
        """End the user's vacation now; their clocks get back the days not taken."""
        return await vacation.end_vacation(self.core, user)

    async def vacation(self, user: UserLike, *, guild: int | str | None = None) -> Outcome:
        """Whether the user is away, and their vacation days left this year, privately."""
        return await vacation.vacation_status(self.core, user, guild)

    @property
    def deadlines_changed(self) -> asyncio.Event:
        """Set after every commit that changes deadlines; the turn-timer scheduler waits on it."""
        return self.core.deadlines_changed

    async def set_preference(self, user: UserLike, key: str, value: object) -> None:
        """Store one of a user's preferences (a JSON-safe value)."""
        key = arguments.setting(key, value)
        async with self.store.transaction() as db:
            await preferences.set_preference(db, user_id(user), key, value, self.core.clock())

    async def set_language(self, user: UserLike, code: str | None) -> None:
        """A user's own language (`en`, `nl`, `de`) for what they alone read, or None to
        follow their Discord client's."""
        async with self.store.transaction() as db:
            if code is None:
                await preferences.delete_preference(db, user_id(user), LANGUAGE_PREFERENCE)
                return
            if code not in LANGUAGES:
                raise unknown_language(code)
            await preferences.set_preference(
                db, user_id(user), LANGUAGE_PREFERENCE, code, self.core.clock()
            )

    async def preferences(self, user: UserLike) -> dict[str, Any]:
        """A user's preferences."""
        async with self.store.reading() as db:
            return await preferences.preferences(db, user_id(user))

    async def set_server_setting(self, guild: int | str, key: str, value: object) -> None:
        """Store one of a server's settings; table settings become that server's defaults."""
        key = arguments.setting(key, value)
        async with self.store.transaction() as db:
            await preferences.set_server_setting(db, str(guild), key, value, self.core.clock())

    async def server_settings(self, guild: int | str) -> dict[str, Any]:
        """A server's settings."""
        async with self.store.reading() as db:
            return await preferences.server_settings(db, str(guild))

    # Leagues. `admin`: the user may manage the server or holds its league admin role.

    async def create_league(
        self,
        guild: int | str | None,
        user: UserLike,
        name: str,
        settings: Mapping[str, object] | None = None,
        *,
        admin: bool = False,
    ) -> str:
        """A new league of the server (table settings and the league's own, defaults for the
        rest); returns the announcement."""
        return await leagues.create_league(self.core, guild, user, name, settings, admin)

    async def league_settings(
        self,
        guild: int | str | None,
        user: UserLike,
        name: str | None,
        changes: Mapping[str, object] | None = None,
        *,
        admin: bool = False,
    ) -> str:
        """A league's settings; with changes (an admin), changed first."""
        return await leagues.configure_league(self.core, guild, user, name, changes or {}, admin)

    async def start_season(
        self,
        guild: int | str | None,
        user: UserLike,
        name: str | None,
        ends_at: float | None = None,
        *,
        admin: bool = False,
    ) -> str:
        """Open the league's next season (ratings carried from the last one)."""
        ends = arguments.moment(ends_at)
        return await leagues.start_season(self.core, guild, user, name, ends, admin)

    async def end_season(
        self, guild: int | str | None, user: UserLike, name: str | None, *, admin: bool = False
    ) -> leagues.SeasonEnd:
        """Close the league's season with its final standings and open the next."""
        return await leagues.end_season(self.core, guild, user, name, admin)

    async def standings(
        self, guild: int | str | None, name: str | None, page: int = 1, season: int | None = None
    ) -> leagues.Standings:
        """A page of a league's standings (the current season unless `season` says)."""
        return await leagues.standings(self.core, guild, name, page, season)

    async def profile(
        self, guild: int | str | None, name: str | None, user: UserLike
    ) -> leagues.Profile:
        """A player's league profile."""
        return await leagues.profile(self.core, guild, name, user)

    async def versus(
        self, guild: int | str | None, name: str | None, first: UserLike, second: UserLike
    ) -> str:
        """Head-to-head of two players in a league."""
        return await leagues.versus(self.core, guild, name, first, second)

    async def league_names(self, guild: int | str) -> list[str]:
        """A server's leagues, by name."""
        return await leagues.league_names(self.core, guild)

    async def all_leagues(self) -> list[tuple[str, str]]:
        """(server, name) of every league in the database (for the terminal)."""
        return await leagues.all_leagues(self.core)

    async def league_admin_role(self, guild: int | str) -> str | None:
        """The role whose members run the server's leagues (None: server managers only)."""
        return await leagues.admin_role(self.core, guild)

    async def set_league_admin_role(
        self, guild: int | str, user: UserLike, role: int | str, role_name: str, *, admin: bool
    ) -> str:
        """Set the league admin role; `admin` must mean Manage Server here."""
        return await leagues.set_admin_role(self.core, guild, user, role, role_name, admin)

    # Swiss tournaments of a league (rules in bot/service/swiss.py and tournaments.py).

    async def create_tournament(
        self,
        guild: int | str | None,
        channel: int | str,
        user: UserLike,
        league: str | None,
        name: str,
        rounds: int,
        table_size: int | None = None,
        signup: object = "2d",
        round_time: object = "7d",
        *,
        admin: bool = False,
    ) -> str:
        """A tournament of the league's current season, posting in `channel`; every table
        seats the league's number of players (`table_size`, if given, must say the same)."""
        return await tournaments.create(
            self.core,
            guild,
            channel,
            user,
            league,
            name,
            rounds,
            table_size,
            signup,
            round_time,
            admin,
        )

    async def join_tournament(
        self, guild: int | str | None, user: UserLike, league: str | None, name: str | None
    ) -> str:
        """Sign up for a tournament."""
        return await tournaments.join(self.core, guild, user, league, name)

    async def leave_tournament(
        self, guild: int | str | None, user: UserLike, league: str | None, name: str | None
    ) -> str:
        """Withdraw from a tournament before it starts."""
        return await tournaments.leave(self.core, guild, user, league, name)

    async def start_tournament(
        self,
        guild: int | str | None,
        user: UserLike,
        league: str | None,
        name: str | None,
        *,
        admin: bool = False,
    ) -> tournaments.Advance:
        """Close sign-up and pair round 1 (the adapter opens its tables)."""
        return await tournaments.start(self.core, guild, user, league, name, admin)

    async def advance_tournament(
        self,
        guild: int | str | None,
        user: UserLike,
        league: str | None,
        name: str | None,
        *,
        admin: bool = False,
    ) -> tournaments.Advance:
        """Move a tournament's round on (its games over, or its deadline passed)."""
        return await tournaments.advance(self.core, guild, user, league, name, admin)

    async def open_tournament_table(
        self,
        guild: int | str | None,
        table: tournaments.PlannedTable,
        channel: int | str,
        *,
        language: str | None = None,
    ) -> Outcome | None:
        """Open and start the game of a round's table in its thread (once), speaking its
        league's language if the league chose one, else `language` (the server's)."""
        return await tournaments.open_table(self.core, guild, table, channel, language)

    async def pending_tournament_tables(self) -> list[tuple[str, tournaments.PlannedTable]]:
        """Tables of running rounds still to open or start, with their tournament's channel."""
        return await tournaments.pending_tables(self.core)

    async def tournament_after_game(self, table_id: int) -> tournaments.Advance | None:
        """After a game ends: the next round (or the end) if it closed its round."""
        return await tournaments.after_game(self.core, arguments.table_number(table_id))

    async def tournament_ranking(
        self, guild: int | str | None, league: str | None, name: str | None
    ) -> tournaments.Ranking:
        """A tournament's ranking so far."""
        return await tournaments.ranking(self.core, guild, league, name)

    async def all_tournaments(self) -> list[tuple[str, str, str]]:
        """(server, league, tournament) of every tournament in the database."""
        return await tournaments.all_tournaments(self.core)

    # The turn timers' side (bot/timers asks only these, never the service's insides).

    @property
    def clock(self) -> Callable[[], float]:
        """The service's clock (epoch seconds); the timers sleep on it."""
        return self.core.clock

    def table_lock(self, table_id: int) -> asyncio.Lock:
        """The lock that serialises the moves of one table in this process."""
        return self.core.lock(table_id)

    async def table_by_id(self, table_id: int) -> Table | None:
        """A table, its seats and who plays them, by id (None if there is none)."""
        return await self.core.table_by_id(table_id)

    async def game_to_read(self, table: Table) -> Game:
        """The table's game at its version, to look at only (it may be shared)."""
        return await self.core.game(table)

    async def game_to_change(self, table: Table) -> Game:
        """The table's game at its version, the caller's own to apply moves to (with the
        table's lock held); give it back with `keep_game` once committed."""
        game = self.core.cache.take(table.id, table.row.version)
        if game is None:
            game = await load_game(self.store, table.id, table.row.version)
        return game

    def keep_game(self, table_id: int, version: int, game: Game) -> None:
        """Cache a game known to be the table's at `version` (committed, or unchanged)."""
        self.core.cache.put(table_id, version, game)

    async def commit_moves(
        self,
        table: Table,
        game: Game,
        steps: Sequence[Step],
        before: list[str],
        current: object,
        *,
        within: Within | None = None,
    ) -> Outcome:
        """Store moves already applied to `game` (see `commit_steps`), with `within` run in the
        same transaction; refuses if the table moved on."""
        return await commit_steps(self.core, table, game, steps, before, current, within=within)

    async def renew_clocks(
        self,
        table: Table,
        game: Game,
        view: GameView,
        player: str,
        within: Within,
    ) -> Outcome:
        """No move, but fresh clocks for everyone awaited (after `within`, in one
        transaction); the outcome pings and prompts whoever plays `player`'s seat."""
        async with self.store.transaction() as db:
            await within(db)
            outcome = await self.renew_clocks_in(db, table, game, view, player)
        self.core.notify()
        return outcome

    async def renew_clocks_in(
        self,
        db: Db,
        table: Table,
        game: Game,
        view: GameView,
        player: str,
        control: Sequence[SeatControl] | None = None,
    ) -> Outcome:
        """`renew_clocks` inside a transaction already open (then call `deadlines_moved`).
        `control`: who plays each seat, if read in this transaction (else it is read here)."""
        awaiting = list(game.awaiting())
        now = self.core.clock()
        clocks = await clocks_for(db, table.id, table.options, now, control)
        made = await update_deadlines(db, table.id, awaiting, awaiting, [], view, now, clocks)
        user = clocks.user_of(player)
        return Outcome(
            table=table.id,
            ping=(user,) if user else (),
            awaiting=tuple(awaiting),
            deadlines=made,
            version=table.row.version,
            prompts=tuple(
                p for p in prompts(game, view, table.names, clocks.user_of) if p.player == player
            ),
        )

    async def commit_moves_in(
        self,
        db: Db,
        table: Table,
        game: Game,
        steps: Sequence[Step],
        before: list[str],
        current: object,
        control: Sequence[SeatControl] | None = None,
    ) -> Outcome:
        """`commit_moves` inside a transaction already open (raises `VersionConflict` if the
        table moved on); once committed, call `deadlines_moved` and `moves_committed`.
        `control`: who plays each seat, if read in this transaction (else it is read here)."""
        return await store_steps(
            db, self.core, table, game, steps, before, current, self.core.clock(), control
        )

    @staticmethod
    async def table_in(db: Db, table_id: int) -> Table | None:
        """A table, its seats and who plays them, by id, inside a transaction already open."""
        return await table_in(db, table_id)

    async def game_in(self, db: Db, table: Table) -> Game:
        """`game_to_change` inside a transaction already open: the cached game, taken out, or
        the game loaded from the database."""
        game = self.core.cache.take(table.id, table.row.version)
        if game is None:
            game = await game_in(db, table.id, table.row.version)
        return game

    def moves_committed(self, table: Table, moves: int) -> None:
        """Count moves committed by a caller's own transaction (`commit_moves_in`), once it is
        committed."""
        counted(self.core, table, moves)

    def deadlines_moved(self) -> None:
        """Wake the turn timers after a commit made outside the service changed deadlines."""
        self.core.notify()

    async def write(self, work: Work[T]) -> T:
        """A write transaction on the service's store run whole on its connection's thread:
        `work(db)` may await only the store's queries (see `bot.store.inline`)."""
        return await self.store.write(work)

    def transaction(self) -> AbstractAsyncContextManager[Db]:
        """A write transaction on the service's store."""
        return self.store.transaction()

    async def close_unplayed(self, table_id: int) -> Outcome | None:
        """Abandon a game no person plays any more (None if someone still does)."""
        return await substitutes.close_unplayed(self.core, table_id)
