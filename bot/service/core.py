"""What every service operation shares: the store, the game cache, the locks, the clock and
the random source, and the lookups of tables, seats and games."""

from __future__ import annotations

import asyncio
import random
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from functools import cached_property, partial

from bot.service import refusal
from bot.service.cache import GameCache
from bot.service.computers import Thinking
from bot.service.loading import load_game, stored_game
from bot.service.meter import Meter, Unmeasured
from bot.service.options import TableOptions
from bot.service.users import channel_id
from bot.store import Store, reads, seating
from bot.store import tables as q
from bot.store.base import Db
from bot.store.reads import ClockState
from bot.store.seating import SeatControl
from bot.store.tables import SeatRow, TableRow
from engine import Game


@dataclass(frozen=True)
class Table:
    """A table with its seats, as read in one go; once started, who plays each seat."""

    row: TableRow
    seats: tuple[SeatRow, ...]
    control: tuple[SeatControl, ...] = ()
    # Its clocks, when the read that gave the table read them too (`reads.latest`).
    clocks: ClockState | None = None

    @property
    def id(self) -> int:
        """The table's id."""
        return self.row.id

    @cached_property
    def options(self) -> TableOptions:
        """The table's settings (read once: a fire or a move asks several times)."""
        return TableOptions.from_dict(self.row.options)

    @property
    def names(self) -> dict[str, str]:
        """Display name of each seat's player id (the substitute's name after a hand-over)."""
        names = {s.user_id: s.display_name for s in self.seats}
        names.update({c.player: c.display_name for c in self.control})
        return names

    def seat_of(self, user: str) -> SeatRow | None:
        """The seat the user joined, if seated."""
        return next((s for s in self.seats if s.user_id == user), None)

    def control_of(self, player: str) -> SeatControl | None:
        """Who plays the seat of an engine player id."""
        return next((c for c in self.control if c.player == player), None)

    def player_of(self, user: str) -> str | None:
        """The engine player id of the seat the user plays now (None if none)."""
        if not self.control:
            return user if self.seat_of(user) is not None else None
        return next((c.player for c in self.control if c.user_id == user and c.human), None)

    def user_of(self, player: str) -> str | None:
        """Who plays the seat now; None when the timer plays it (placeholder or forfeited)."""
        control = self.control_of(player)
        if control is None:
            return player if self.seat_of(player) is not None else None
        return control.user_id if control.human else None


class Stale(Exception):
    """A move tried on a table as last read (`Core.recent`) found something changed since: it
    is made again from a fresh read."""


async def read_table(db: Db, row: TableRow) -> Table:
    """A table's seats and seat control, read with its row."""
    control = await seating.controls(db, row.id) if row.started_at is not None else []
    return Table(row, tuple(await q.seats(db, row.id)), tuple(control))


async def table_in(db: Db, table_id: int) -> Table | None:
    """A table and its seats, by id, read within a transaction already open."""
    row = await q.table_by_id(db, table_id)
    return await read_table(db, row) if row else None


@dataclass
class Core:
    """Shared state of one service instance."""

    store: Store
    rng: random.Random = field(default_factory=random.Random)
    clock: Callable[[], float] = time.time
    cache: GameCache = field(default_factory=GameCache)
    snapshot_every: int = 20
    #: A move stores the game's state (a snapshot) when its commit reaches or passes a
    #: multiple of this many actions, or ends the game; a game read from the store is its
    #: latest snapshot and at most `snapshot_gap - 1` moves replayed (see `snapshot_due`).
    snapshot_gap: int = 8
    thinking: Thinking = field(default_factory=Thinking)
    #: What the operator's metrics are told (`Service.measure`); nothing by default.
    meter: Meter = field(default_factory=Unmeasured)
    deadlines_changed: asyncio.Event = field(default_factory=asyncio.Event)
    _locks: weakref.WeakValueDictionary[int, asyncio.Lock] = field(
        default_factory=weakref.WeakValueDictionary
    )
    # The table each channel was last seen holding: its lock is taken before the one read of
    # a move (a channel changes tables only when a new one opens there).
    _table_of: dict[str, int] = field(default_factory=dict)
    #: On a server, how long (seconds) a channel's table as last read stands in for a read in
    #: `legal` and for a move's read (see `recent`); 0: never.
    recent_for: float = 2.0
    # On a server, each channel's table as last read, when (monotonic seconds) and after how
    # many of this process's write transactions (`Store.written`); as many channels as the
    # cache holds games.
    _recent: OrderedDict[str, tuple[Table, float, int]] = field(default_factory=OrderedDict)
    #: Posts accepted for a table ahead of an earlier move's, still owed: table -> {the
    #: version they were announced from: up to}, recorded once that one's are
    #: (`Announcements.announced`).
    posted: dict[int, dict[int, int]] = field(default_factory=dict)

    def snapshot_due(self, seen: int, new: int, finished: bool = False) -> bool:
        """Whether a commit taking a table from version `seen` to `new` stores the game's
        state: at every `snapshot_gap`-th action and at the end. Storing the whole state at
        every move cost the shared server more than the few moves a load replays (the
        state is most of what a move writes)."""
        gap = self.snapshot_gap
        return finished or new // gap > seen // gap

    def lock(self, table_id: int) -> asyncio.Lock:
        """The lock that serialises actions on one table within this process."""
        lock = self._locks.get(table_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[table_id] = lock
        return lock

    def notify(self) -> None:
        """Tell the turn-timer scheduler that deadlines changed (it re-reads the earliest)."""
        self.deadlines_changed.set()

    async def table_by_id(self, table_id: int) -> Table | None:
        """A table and its seats, by id (one read on the database thread)."""
        return await self.store.read(partial(table_in, table_id=table_id))

    async def latest(
        self, channel: int | str, *, clocks_at: float | None = None, game: bool = False
    ) -> Table:
        """The channel's active table, or its last one; refuses if it never had one (one
        statement on a server: see `reads.latest`). On a server, the same statement reads
        the table's clocks at `clocks_at` (if given; the table's `clocks`) and, if `game`,
        its game, unless this process holds one of the table (then cached; the one held is
        at the table's version unless another process moved it, when `game` reads it)."""
        key = channel_id(channel)
        guess = self._table_of.get(key)
        held = guess is not None and self.cache.version_of(guess) is not None
        written = self.store.written
        found = await self.store.read_one(
            partial(reads.latest, channel=key, clocks_at=clocks_at, game=game and not held)
        )
        if found is None:
            raise refusal.unknown_channel()
        table = Table(found.row, tuple(found.seats), tuple(found.control), found.clocks)
        self._table_of[table.row.channel] = table.id
        if self.store.moves_alone and self.recent_for > 0:
            self._recent[key] = (table, time.monotonic(), written)
            self._recent.move_to_end(key)
            while len(self._recent) > max(1, self.cache.size):
                self._recent.popitem(last=False)
        if found.stored is not None:
            snapshot, moves = found.stored
            loaded = stored_game(table.id, table.row.version, snapshot, moves)
            self.cache.put(table.id, table.row.version, loaded)
        return table

    def recent(self, channel: int | str, *, clocks: bool = False) -> Table | None:
        """The channel's table as a read found it under `recent_for` seconds ago, while this
        process holds its game at the version read (a move made here since moved it on);
        None otherwise, or on SQLite. Nor once this process has written a transaction since
        the read (a start, an abandon, a timer's fire, a vacation, a seat handed over: what
        changes a table without moving its version). Another process's such change is either
        checked by a move's one statement (`plays.commit_play`: the version, the status, the
        pending deadlines, who plays the seats, the vacations) or seen by `legal` at most
        `recent_for` seconds late (a list whose move is then checked). `clocks`: only a read
        that read the clocks, given again at the time now (the move's timestamp)."""
        entry = self._recent.get(channel_id(channel))
        if entry is None:
            return None
        table, at, written = entry
        if time.monotonic() - at > self.recent_for or self.store.written != written:
            return None
        if self.cache.version_of(table.id) != table.row.version:
            return None
        if not clocks:
            return table
        if table.clocks is None:
            return None
        return replace(table, clocks=replace(table.clocks, now=self.clock()))

    def forget(self, channel: int | str) -> None:
        """Drop the channel's table as last read (a move found it changed)."""
        self._recent.pop(channel_id(channel), None)

    @asynccontextmanager
    async def recent_locked(self, channel: int | str) -> AsyncIterator[Table | None]:
        """`recent` with its clocks, taken with the table's lock held (None if none)."""
        guess = self._table_of.get(channel_id(channel))
        if guess is None:
            yield None
            return
        async with self.lock(guess):
            held = self.recent(channel, clocks=True)
            yield held if held is not None and held.id == guess else None

    @asynccontextmanager
    async def locked(
        self, channel: int | str, *, clocks_at: float | None = None, game: bool = False
    ) -> AsyncIterator[Table]:
        """The channel's latest table, read once with its lock held (refuses if none).

        The lock is the table's, so the channel's table must be known before the read: it is
        remembered from earlier calls, and read first only the first time or after a new
        table opened in the channel (then the read under the lock is done again).
        `clocks_at` and `game`: as `latest`."""
        key = channel_id(channel)
        guess = self._table_of.get(key)
        if guess is None:
            guess = (await self.latest(channel)).id
        while True:
            async with self.lock(guess):
                table = await self.latest(channel, clocks_at=clocks_at, game=game)
                self._table_of[key] = table.id
                if table.id == guess:
                    yield table
                    return
            guess = table.id

    async def active(self, channel: int | str) -> Table:
        """The channel's open or playing table; refuses otherwise."""
        table = await self.latest(channel)
        if table.row.status not in q.ACTIVE:
            raise refusal.no_game()
        return table

    async def started(
        self, channel: int | str, *, game: bool = False, clocks_at: float | None = None
    ) -> Table:
        """The channel's table whose game has started (playing, or the last one, over);
        `game` and `clocks_at`: as `latest`."""
        table = await self.latest(channel, game=game, clocks_at=clocks_at)
        if table.row.status == "open":
            raise refusal.not_started()
        if table.row.started_at is None:
            raise refusal.no_game()
        return table

    async def game(self, table: Table) -> Game:
        """The table's game at the table's version, for reading (cached)."""
        version = table.row.version
        cached = self.cache.peek(table.id, version)
        if cached is not None:
            return cached
        game = await load_game(self.store, table.id, version)
        self.cache.put(table.id, version, game)
        return game


class Area:
    """One area of the service (the lobby, play, tables, leagues, ...): the calls the adapters
    make of it, over the core every area shares. Each area's class is marked
    `refusing_outages`, so a failure of the database reaches the adapters as a refusal."""

    def __init__(self, core: Core) -> None:
        self.core = core
