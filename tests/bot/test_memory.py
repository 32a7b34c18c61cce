"""Timers: the bot's start-up objects are left out of the cycle collector's passes
once it is started (`bot.memory.settle`), and what is made later is still collected."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from bot.memory import settle


@pytest.fixture
def settled() -> Iterator[None]:
    """`settle()` run, and undone after the test (the rest of the suite runs unfrozen)."""
    settle()
    yield
    gc.unfreeze()


def test_settle_freezes_what_start_up_made(settled: None) -> None:
    """Objects alive at `settle()` are frozen: a full collection does not walk them."""
    assert gc.get_freeze_count() > 0
    frozen = gc.get_freeze_count()
    gc.collect()
    assert gc.get_freeze_count() == frozen


def test_a_cycle_made_after_settle_is_still_collected(settled: None) -> None:
    """Garbage cycles made while serving are freed by the collector as before."""

    class Node:
        other: object

    first, second = Node(), Node()
    first.other, second.other = second, first
    gone = weakref.ref(first)
    del first, second
    gc.collect()
    assert gone() is None
