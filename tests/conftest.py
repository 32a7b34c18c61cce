"""Fixtures shared by the suites: the database a test's store is on, SQLite or PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.postgres import MISSING, Cluster, server_bin

STORES = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    """A PostgreSQL server of this test process (skipped where no server is installed)."""
    bin_dir = server_bin()
    if bin_dir is None:
        pytest.skip(MISSING)
    cluster = Cluster(bin_dir)
    try:
        cluster.start()
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture(params=STORES)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where a test's store is (the store, service and timer suites run against
    both): a new SQLite file, or the test process's PostgreSQL database, emptied."""
    if request.param == "sqlite":
        return tmp_path / "hexhaven.db"
    cluster: Cluster = request.getfixturevalue("postgres")
    return cluster.clean_database()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave out the PostgreSQL run of a test marked `sqlite` (it tests SQLite's own ways) and
    of one marked `game_rules` (the game's rules and words through the service: its SQL is the
    act path's, which the store, act, lobby, concurrency and timer tests run on PostgreSQL)."""
    kept, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        on_postgres = callspec is not None and callspec.params.get("database") == "postgresql"
        one_store = item.get_closest_marker("sqlite") or item.get_closest_marker("game_rules")
        (dropped if on_postgres and one_store else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture
def postgres_url(postgres: Cluster) -> str:
    """The test process's database on the test PostgreSQL server, emptied, for the tests of
    several processes and of PostgreSQL's own ways."""
    return postgres.clean_database()
