"""The web side keeps each page made until its data's version moves: it reads the version at
most once per `fresh` seconds, makes the page again only when the version changed, makes it
once for many readers waiting at the same time, and serves the page as made while the new one
is made (but never a page that must no longer show, nor while nothing was made yet)."""

from __future__ import annotations

import asyncio
from collections.abc import Hashable

import pytest

from bot.web.cache import Kept

pytestmark = pytest.mark.asyncio


class Data:
    """A version and a count of how often it was read and a page made from it."""

    def __init__(self) -> None:
        self.version = 1
        self.read = 0
        self.made = 0

    async def now(self) -> Hashable:
        self.read += 1
        await asyncio.sleep(0)
        return self.version

    async def make(self) -> str:
        self.made += 1
        await asyncio.sleep(0.01)
        return f"page {self.version}"


async def test_a_page_is_made_again_only_when_its_version_moves() -> None:
    """Read again after `fresh` seconds, the same version serves the page as made; a new
    version makes it anew (served once made)."""
    clock = [0.0]
    kept: Kept[str] = Kept(fresh=1.0, clock=lambda: clock[0])
    data = Data()
    assert await kept.get("p", data.now, data.make) == "page 1"
    clock[0] = 0.5
    assert await kept.get("p", data.now, data.make) == "page 1"
    assert (data.read, data.made) == (1, 1), "within `fresh` the store is not asked"
    clock[0] = 2.0
    assert await kept.get("p", data.now, data.make) == "page 1"
    assert (data.read, data.made) == (2, 1)
    data.version = 2
    clock[0] = 4.0
    await kept.get("p", data.now, data.make)
    await kept.idle()
    assert await kept.get("p", data.now, data.make) == "page 2"
    assert data.made == 2


async def test_readers_arriving_together_wait_for_one_making() -> None:
    """Fifty readers asking for a page nobody has made yet cause one making, not fifty."""
    kept: Kept[str] = Kept()
    data = Data()
    pages = await asyncio.gather(*(kept.get("p", data.now, data.make) for _ in range(50)))
    assert set(pages) == {"page 1"} and data.made == 1 and data.read == 1


async def test_the_least_recently_used_page_goes_first_when_full() -> None:
    """At most `most` pages are kept."""
    kept: Kept[str] = Kept(most=2)
    data = Data()
    for key in ("a", "b", "a", "c"):
        await kept.get(key, data.now, data.make)
    assert data.made == 3
    await kept.get("a", data.now, data.make)
    assert data.made == 3, "a was used last, b went"
    await kept.get("b", data.now, data.make)
    assert data.made == 4


class Held(Data):
    """Data whose making waits until the test lets it go on."""

    def __init__(self) -> None:
        super().__init__()
        self.started = asyncio.Event()
        self.go = asyncio.Event()

    async def make(self) -> str:
        self.made += 1
        self.started.set()
        await self.go.wait()
        return f"page {self.version}"


async def test_a_reader_during_a_rebuild_gets_the_page_as_made_at_once() -> None:
    """Once the version moved, the page is made again in the background: the reader who saw
    the move and every reader while the making is held get the previous page at once; the
    next reader after the making gets the new one."""
    kept: Kept[str] = Kept(fresh=0.0)
    data = Held()
    data.go.set()
    assert await kept.get("p", data.now, data.make) == "page 1"
    data.go.clear()
    data.started.clear()
    data.version = 2
    first = asyncio.create_task(kept.get("p", data.now, data.make))
    await data.started.wait()
    assert first.done() and first.result() == "page 1"
    during = asyncio.create_task(kept.get("p", data.now, data.make))
    await asyncio.sleep(0)
    assert during.done() and during.result() == "page 1", "not held by the making"
    data.go.set()
    await kept.idle()
    assert await kept.get("p", data.now, data.make) == "page 2"
    assert data.made == 2


async def test_a_page_not_to_be_shown_any_more_is_never_served_as_made() -> None:
    """A version of None (a league's pages turned off, a game hidden) is made at once: the
    page as made before is not served meanwhile."""
    kept: Kept[str] = Kept(fresh=0.0)
    data = Data()
    assert await kept.get("p", data.now, data.make) == "page 1"
    data.version = None  # type: ignore[assignment]
    assert await kept.get("p", data.now, data.make) == "page None"


async def test_a_first_reader_waits_for_the_page_to_be_made() -> None:
    """With nothing made yet there is nothing to serve: the reader waits for the making."""
    kept: Kept[str] = Kept(fresh=0.0)
    data = Held()
    reader = asyncio.create_task(kept.get("p", data.now, data.make))
    await data.started.wait()
    assert not reader.done()
    data.go.set()
    assert await reader == "page 1"


async def test_the_page_as_made_is_served_while_the_store_does_not_answer() -> None:
    """A version that cannot be read (the store down) serves the page as made; with nothing
    made, the reader gets the store's error."""

    class Down(Exception):
        pass

    async def down() -> Hashable:
        raise Down

    kept: Kept[str] = Kept(fresh=0.0, keep_on=(Down,))
    data = Data()
    with pytest.raises(Down):
        await kept.get("p", down, data.make)
    assert await kept.get("p", data.now, data.make) == "page 1"
    assert await kept.get("p", down, data.make) == "page 1"
