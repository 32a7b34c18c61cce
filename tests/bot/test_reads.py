"""A move reads its table once. The store is counted around one move made through
Discord (a slash command and a panel button): how many times the table's row is read, and how
many read transactions the whole move opens."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.store import tables
from tests.bot.world import World, button, open_table, world


class Counting:
    """Counts the store's read transactions (`reading` blocks and `read` units) and the reads
    of a table's row."""

    def __init__(self, w: World, monkeypatch: pytest.MonkeyPatch) -> None:
        self.counts: Counter[str] = Counter()
        store = w.service.store
        reading = store.reading

        @asynccontextmanager
        async def counted() -> AsyncIterator[Any]:
            self.counts["reading"] += 1
            async with reading() as db:
                yield db

        monkeypatch.setattr(store, "reading", counted)
        read = store.read

        async def counted_unit(work: Any) -> Any:
            self.counts["reading"] += 1  # a read run whole on the database thread
            return await read(work)

        monkeypatch.setattr(store, "read", counted_unit)
        for name in ("latest_table", "table_by_id"):
            monkeypatch.setattr(tables, name, self._wrap(getattr(tables, name)))

    def _wrap(self, read: Callable[..., Any]) -> Callable[..., Any]:
        async def wrapped(*args: Any) -> Any:
            self.counts["table"] += 1
            return await read(*args)

        return wrapped

    def reset(self) -> None:
        self.counts.clear()


async def _first_move(w: World, thread: Any) -> tuple[Any, str]:
    """The awaited player and their first legal settlement spot."""
    status = await w.service.tables.status(thread.id)
    user = status.awaiting[0]
    legal = await w.service.tables.legal(thread.id, user)
    spot = next(m for m in legal if m.startswith("build settlement")).split()[-1]
    return w.by_id[user], spot


async def test_a_slash_move_reads_its_table_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`Outcome` carries names, status and version, so the adapter reads nothing
    more after the service's one read."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, spot = await _first_move(w, thread)
        counting = Counting(w, monkeypatch)
        reply = await actor.slash(thread, "build settlement", spot=spot)
        assert reply.response.content.startswith("✅"), reply.response.content
        assert counting.counts == Counter(reading=1, table=1)  # once five of each


async def test_a_button_move_reads_its_table_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A panel button's move (with its version check) reads the table once too."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        while True:  # set-up: two settlements and two roads each, by slash command
            status = await w.service.tables.status(thread.id)
            user = status.awaiting[0]
            legal = await w.service.tables.legal(thread.id, user)
            if "roll" in legal:
                break
            kind, _, spot = legal[0].rpartition(" ")
            piece = kind.split()[-1]
            await w.by_id[user].slash(thread, f"build {piece}", spot=spot)
        status = await w.service.tables.status(thread.id)
        panel = thread.last_message
        counting = Counting(w, monkeypatch)
        actor = w.by_id[status.awaiting[0]]
        reply = await actor.click(panel, custom_id=button(panel, "roll"))
        assert reply.response.content.startswith("✅"), reply.response.content
        assert counting.counts == Counter(reading=1, table=1)  # once five of each


async def test_autocomplete_and_a_menu_read_the_table_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The legal moves, the view and the names that word a menu or an autocomplete
    answer come from one read (`Tables.moves`)."""
    async with world(tmp_path / "t.db") as w:
        thread = await open_table(w)
        actor, _spot = await _first_move(w, thread)
        counting = Counting(w, monkeypatch)
        offered = await actor.autocomplete(thread, "build settlement", "spot", "")
        assert offered
        assert counting.counts == Counter(reading=1, table=1)  # once four of each
        counting.reset()
        panel = thread.last_message
        menu = await actor.click(panel, custom_id=button(panel, "build"))
        assert menu.response is not None and menu.response.components
        assert counting.counts == Counter(reading=1, table=1)
