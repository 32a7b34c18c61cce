"""A small LRU cache of loaded games, each tagged with the table version it reflects."""

from __future__ import annotations

from collections import OrderedDict

from engine import Game


class GameCache:
    """At most `size` games in memory; a game is only served for the exact version it is at."""

    def __init__(self, size: int = 64) -> None:
        self.size = max(0, size)
        self._games: OrderedDict[int, tuple[int, Game]] = OrderedDict()

    def take(self, table_id: int, version: int) -> Game | None:
        """Remove and return the game if cached at that version (a stale entry is dropped).

        Taking it out means a failure half-way through an action can never leave a changed,
        uncommitted game behind in the cache.
        """
        entry = self._games.pop(table_id, None)
        if entry is None or entry[0] != version:
            return None
        return entry[1]

    def peek(self, table_id: int, version: int) -> Game | None:
        """The cached game at that version, left in place (for read-only use)."""
        entry = self._games.get(table_id)
        if entry is None or entry[0] != version:
            return None
        self._games.move_to_end(table_id)
        return entry[1]

    def version_of(self, table_id: int) -> int | None:
        """The version of the game cached for a table (None if none is)."""
        entry = self._games.get(table_id)
        return None if entry is None else entry[0]

    def put(self, table_id: int, version: int, game: Game) -> None:
        """Keep a game, evicting the least recently used beyond the bound."""
        if self.size == 0:
            return
        current = self._games.get(table_id)
        if current is not None and current[0] > version:
            return  # a slow reader must not push out a newer game
        self._games[table_id] = (version, game)
        self._games.move_to_end(table_id)
        while len(self._games) > self.size:
            self._games.popitem(last=False)

    def drop(self, table_id: int) -> None:
        """Forget a game."""
        self._games.pop(table_id, None)

    def __len__(self) -> int:
        return len(self._games)
