"""A small thread-safe least-recently-used cache for work done once per map."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LruCache(Generic[K, V]):
    """Maps keys to values built on demand; at most `capacity` entries, oldest dropped first.

    Building happens outside the lock, so two threads may build the same value at once; both
    results are equal, and the first stored wins.
    """

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K, build: Callable[[], V]) -> V:
        """The value for `key`, built with `build()` if it is not cached yet."""
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return self._items[key]
        value = build()
        with self._lock:
            if key in self._items:
                return self._items[key]
            self._items[key] = value
            while len(self._items) > self._capacity:
                self._items.popitem(last=False)
        return value

    def clear(self) -> None:
        """Forget everything."""
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)
