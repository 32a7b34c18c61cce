"""What every service operation shares: the store, the game cache, the locks, the clock and
the random source, and the lookups of tables, seats and games."""

from __future__ import annotations

import asyncio
import random
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.service import refusal
from bot.service.cache import GameCache
from bot.service.loading import load_game
from bot.service.options import TableOptions
from bot.service.users import channel_id
from bot.store import Store
from bot.store import tables as q
from bot.store.tables import SeatRow, TableRow
from engine import Game


@dataclass(frozen=True)
class Table:
    """A table with its seats, as read in one go."""

    row: TableRow
    seats: tuple[SeatRow, ...]

    @property
    def id(self) -> int:
        """The table's id."""
        return self.row.id

    @property
    def options(self) -> TableOptions:
        """The table's settings."""
        return TableOptions.from_dict(self.row.options)

    @property
    def names(self) -> dict[str, str]:
        """Display name of each seated user id."""
        return {s.user_id: s.display_name for s in self.seats}

    def seat_of(self, user: str) -> SeatRow | None:
        """The user's seat, if seated."""
        return next((s for s in self.seats if s.user_id == user), None)


@dataclass
class Core:
    """Shared state of one service instance."""

    store: Store
    rng: random.Random = field(default_factory=random.Random)
    clock: Callable[[], float] = time.time
    cache: GameCache = field(default_factory=GameCache)
    snapshot_every: int = 20
    _locks: weakref.WeakValueDictionary[int, asyncio.Lock] = field(
        default_factory=weakref.WeakValueDictionary
    )

    def lock(self, table_id: int) -> asyncio.Lock:
        """The lock that serialises actions on one table within this process."""
        lock = self._locks.get(table_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[table_id] = lock
        return lock

    async def table_by_id(self, table_id: int) -> Table | None:
        """A table and its seats, by id."""
        async with self.store.reading() as db:
            row = await q.table_by_id(db, table_id)
            return Table(row, tuple(await q.seats(db, table_id))) if row else None

    async def latest(self, channel: int | str) -> Table:
        """The channel's active table, or its last one; refuses if it never had one."""
        async with self.store.reading() as db:
            row = await q.latest_table(db, channel_id(channel))
            if row is None:
                raise refusal.unknown_channel()
            return Table(row, tuple(await q.seats(db, row.id)))

    async def active(self, channel: int | str) -> Table:
        """The channel's open or playing table; refuses otherwise."""
        table = await self.latest(channel)
        if table.row.status not in q.ACTIVE:
            raise refusal.no_game()
        return table

    async def started(self, channel: int | str) -> Table:
        """The channel's table whose game has started (playing, or the last one, over)."""
        table = await self.latest(channel)
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
