"""What the web side keeps made: each page and picture under its address, with the version of
the data it was made from (a league's or a game's, read by one small query).

A request finds its page here without touching the store while the page was checked less than
`fresh` seconds ago; after that, one request reads the version (the others arriving meanwhile
wait for that read). If the version moved, the page is made again in the background and,
meanwhile, every reader gets the page as it was made (stale while revalidating): a spectator
never waits for a board to be drawn after a move, and a page is made once however many read
it. A reader with no page made yet waits for the making. A version of None means the page
must not be shown as it was (a league's pages turned off, a game hidden): it is never served
stale. While the store does not answer (`keep_on`), the page as made is served too."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")

log = logging.getLogger("hexhaven.web")


@dataclass
class _Entry(Generic[T]):
    version: Hashable
    checked: float
    value: T


class Kept(Generic[T]):
    """Values under keys, each made again only when its version moves; at most `most` kept
    (the least recently used go first). `stale`: serve the value as made while it is made
    again (False: wait for the new one)."""

    def __init__(
        self,
        most: int = 512,
        fresh: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
        *,
        stale: bool = True,
        keep_on: tuple[type[BaseException], ...] = (),
    ) -> None:
        self.most = most
        self.fresh = fresh
        self.clock = clock
        self.stale = stale
        self.keep_on = keep_on
        self._entries: OrderedDict[Hashable, _Entry[T]] = OrderedDict()
        self._checking: dict[Hashable, asyncio.Future[Hashable]] = {}
        self._making: dict[Hashable, asyncio.Task[T]] = {}
        self.made = 0

    async def get(
        self,
        key: Hashable,
        version: Callable[[], Awaitable[Hashable]],
        make: Callable[[], Awaitable[T]],
    ) -> T:
        """The value under `key`: kept while `version()` (asked at most every `fresh`
        seconds) stays the same, else `make()` again (see the module's words)."""
        entry = self._entries.get(key)
        if entry is not None and self.clock() - entry.checked < self.fresh:
            self._entries.move_to_end(key)
            return entry.value
        if self._servable(entry) and key in self._making:
            assert entry is not None
            return entry.value
        try:
            seen = await self._version(key, version)
        except self.keep_on:
            if entry is None:
                raise
            return entry.value
        entry = self._entries.get(key)
        if entry is not None and entry.version == seen:
            entry.checked = self.clock()
            self._entries.move_to_end(key)
            return entry.value
        if seen is None:
            # Not to be shown as made: made now, whatever is being made meanwhile.
            self._entries.pop(key, None)
            value = await make()
            self._keep(key, seen, value)
            return value
        making = self._making.get(key)
        if making is None:
            making = asyncio.create_task(self._make(key, seen, make))
            self._making[key] = making
            making.add_done_callback(self._made)
        if self._servable(entry):
            assert entry is not None
            return entry.value
        return await asyncio.shield(making)

    def put(self, key: Hashable, seen: Hashable, value: T) -> None:
        """Keep `value` as made from version `seen` (made beside another value, from the same
        data: a running game's board with its page)."""
        self._keep(key, seen, value)

    def _servable(self, entry: _Entry[T] | None) -> bool:
        """Whether `entry` may be served while it is made again."""
        return entry is not None and self.stale and entry.version is not None

    async def idle(self) -> None:
        """Once nothing is being made any more (what the tests and a shutdown wait for)."""
        while self._making:
            await asyncio.gather(*self._making.values(), return_exceptions=True)

    async def _version(self, key: Hashable, version: Callable[[], Awaitable[Hashable]]) -> Hashable:
        """`version()`, read once for the readers of `key` arriving while it is read."""
        waiting = self._checking.get(key)
        if waiting is not None:
            return await asyncio.shield(waiting)
        done: asyncio.Future[Hashable] = asyncio.get_running_loop().create_future()
        self._checking[key] = done
        try:
            seen = await version()
            done.set_result(seen)
            return seen
        except BaseException as exc:
            done.set_exception(exc)
            done.exception()  # retrieved: the waiters (if any) get it too
            raise
        finally:
            del self._checking[key]

    async def _make(self, key: Hashable, seen: Hashable, make: Callable[[], Awaitable[T]]) -> T:
        try:
            value = await make()
            self.made += 1
            self._keep(key, seen, value)
            return value
        finally:
            del self._making[key]

    def _keep(self, key: Hashable, seen: Hashable, value: T) -> None:
        self._entries[key] = _Entry(seen, self.clock(), value)
        self._entries.move_to_end(key)
        while len(self._entries) > self.most:
            self._entries.popitem(last=False)

    def _made(self, task: asyncio.Task[T]) -> None:
        """A making ended: its failure is told to the log (the readers still waiting for it
        get it too; the others keep the value as made, and the next check makes it again)."""
        if task.cancelled():
            return
        failed = task.exception()
        if failed is not None and not isinstance(failed, self.keep_on):
            log.error("web page not made: %s: %s", type(failed).__name__, failed)
