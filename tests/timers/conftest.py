"""Fixtures for the turn-timer tests: a service on a manual clock, and its scheduler."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import Service
from bot.timers import ManualClock, Scheduler, make_scheduler

from .helpers import Posts


@pytest.fixture
def clock() -> ManualClock:
    """A clock the test moves by hand."""
    return ManualClock()


@pytest.fixture
def posts() -> Posts:
    """What the scheduler delivered."""
    return Posts()


@pytest.fixture
async def service(database: str | Path, clock: ManualClock) -> AsyncIterator[Service]:
    """A service with a seeded random source on the manual clock."""
    opened = await Service.open(database, rng=random.Random(7), clock=clock)
    yield opened
    await opened.close()


@pytest.fixture
async def scheduler(service: Service, posts: Posts) -> AsyncIterator[Scheduler]:
    """The running scheduler of that service."""
    started = make_scheduler(service, posts)
    started.start()
    await started.settled()
    yield started
    await started.stop()
