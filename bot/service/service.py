"""The game service: what the adapters (Discord, terminal) call. No Discord in here."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, TypeVar

from bot.service import substitutes
from bot.service.announcements import Announcements
from bot.service.cache import GameCache
from bot.service.catchup import Catchups
from bot.service.clocks import clocks_for
from bot.service.commit import Step, Within, commit_steps, counted, store_steps
from bot.service.computers import Thinking
from bot.service.core import Core, Table, table_in
from bot.service.info import Tables
from bot.service.leagues import Leagues
from bot.service.loading import game_in, load_game
from bot.service.lobby import Lobby
from bot.service.meter import Meter
from bot.service.outcome import Outcome
from bot.service.people import People
from bot.service.play import Play
from bot.service.prompts import prompts
from bot.service.tournaments import Tournaments
from bot.service.turns import update_deadlines
from bot.service.web_games import GamePages
from bot.store import Store
from bot.store.base import Db, Work
from bot.store.seating import SeatControl
from engine import Game, GameView

T = TypeVar("T")


class Service:
    """Tables, seats and turns over a store, by area: the adapters call the area they need
    (`service.lobby.join(...)`, `service.leagues.standings(...)`). Every call of an area
    returns an `Outcome` (or what it says) or raises `Refusal`.

    - `lobby`: opening a table, taking and leaving seats, its settings, abandoning it;
    - `play`: starting the game, moves, substitutes, computer seats;
    - `tables`: what a table shows (state, board, hand, moves, log, record);
    - `announcements`: what the tables' threads are owed and what was posted;
    - `leagues` and `tournaments`;
    - `people`: preferences, languages, vacations and servers' settings.

    Users are `User(id, name)` values or bare ids (int or str); channels and servers are ids.
    A call of an area the database cannot serve (a full disk, a server that does not answer) is
    refused with one sentence, `not_saved` for a write and `not_read` for a read, and changes
    nothing (`refusing_outages`); once the database answers again, calls succeed again. The
    calls of the service itself (the turn timers' side, and `close`) meet a failing database as
    the store's own error (`StoreUnavailable`), which the timers take as "try again later"
    without a word.
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
        self.lobby = Lobby(self.core)
        self.play = Play(self.core)
        self.tables = Tables(self.core)
        self.announcements = Announcements(self.core)
        self.leagues = Leagues(self.core)
        self.tournaments = Tournaments(self.core)
        self.people = People(self.core)
        self.catchups = Catchups(self.core)
        self.game_pages = GamePages(self.core)

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

    def now(self) -> float:
        """The service's clock, in epoch seconds (deadlines and vacations are measured on it)."""
        return self.core.clock()

    @property
    def deadlines_changed(self) -> asyncio.Event:
        """Set after every commit that changes deadlines; the turn-timer scheduler waits on it."""
        return self.core.deadlines_changed

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
