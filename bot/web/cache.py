"""What the web side keeps made: each page and picture under its address, with the version of
the data it was made from (a league's or a game's, read by one small query).

A request finds its page here without touching the store while the page was checked less than
`fresh` seconds ago; after that, one request reads the version (the others wait for it), and
the page is made again only if the version moved. Requests for a page being made wait for it
rather than each making it again."""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass
class _Entry(Generic[T]):
    version: Hashable
    checked: float
    value: T


class Kept(Generic[T]):
    """Values under keys, each remade only when its version moves; at most `most` kept (the
    least recently used go first)."""

    def __init__(
        self, most: int = 512, fresh: float = 1.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.most = most
        self.fresh = fresh
        self.clock = clock
        self._entries: OrderedDict[Hashable, _Entry[T]] = OrderedDict()
        self._busy: dict[Hashable, asyncio.Future[T]] = {}
        self.made = 0

    async def get(
        self,
        key: Hashable,
        version: Callable[[], Awaitable[Hashable]],
        make: Callable[[], Awaitable[T]],
    ) -> T:
        """The value under `key`: kept while `version()` (asked at most every `fresh`
        seconds) stays the same, else `make()` again."""
        entry = self._entries.get(key)
        now = self.clock()
        if entry is not None and now - entry.checked < self.fresh:
            self._entries.move_to_end(key)
            return entry.value
        waiting = self._busy.get(key)
        if waiting is not None:
            return await asyncio.shield(waiting)
        done: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._busy[key] = done
        try:
            seen = await version()
            if entry is not None and entry.version == seen:
                entry.checked = self.clock()
                value = entry.value
            else:
                value = await make()
                self.made += 1
                self._entries[key] = _Entry(seen, self.clock(), value)
            self._entries.move_to_end(key)
            while len(self._entries) > self.most:
                self._entries.popitem(last=False)
            done.set_result(value)
            return value
        except BaseException as exc:
            done.set_exception(exc)
            done.exception()  # retrieved: the waiters (if any) get it too
            raise
        finally:
            del self._busy[key]
