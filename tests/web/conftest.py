"""Fixtures of the web side's tests: the databases a module's pages are read from, on SQLite
and on PostgreSQL (the web side reads either, opened read-only)."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from tests.conftest import STORES
from tests.postgres import Cluster

#: Makes a new database at the latest schema and says where it is (a file, or a server's URL).
NewDatabase = Callable[[], Awaitable["str | Path"]]


@pytest.fixture(scope="module", params=STORES)
def new_database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> NewDatabase:
    """Where a module's games and leagues are written: new SQLite files, or new databases on
    the test PostgreSQL server (each of its own, so the tests that empty the shared one between
    them leave these alone)."""
    if request.param == "sqlite":
        folder = tmp_path_factory.mktemp("web")
        numbers = itertools.count(1)

        async def new_file() -> str | Path:
            return folder / f"h{next(numbers)}.db"

        return new_file
    cluster: Cluster = request.getfixturevalue("postgres")

    async def new_server_database() -> str | Path:
        # `new_database` runs its own event loop: in a thread, off the test's.
        return await asyncio.to_thread(cluster.new_database)

    return new_server_database
