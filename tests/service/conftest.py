"""Fixtures for the service tests: a service on a fresh database file."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import Service


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    """A fixed clock."""
    return Clock()


@pytest.fixture
async def service(database: str | Path, clock: Clock) -> AsyncIterator[Service]:
    """A service with a seeded random source and a fixed clock."""
    opened = await Service.open(database, rng=random.Random(7), clock=clock)
    yield opened
    await opened.close()
