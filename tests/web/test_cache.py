"""The web side keeps each page made until its data's version moves: it reads the version at
most once per `fresh` seconds, makes the page again only when the version changed, and makes
it once for many readers waiting at the same time."""

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
    version makes it anew."""
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
