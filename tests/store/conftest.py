"""Fixtures for the store tests: a fresh database file per test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import Store


@pytest.fixture
async def store(database: str | Path) -> AsyncIterator[Store]:
    """An opened, migrated store on a new file."""
    opened = await Store.open(database)
    yield opened
    await opened.close()
