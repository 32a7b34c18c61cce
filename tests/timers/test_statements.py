"""Timers: what an expiry asks of the database. Its game is loaded from the
database (not cached), as after a restart; the statements of its one transaction are
counted by what they read or write."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from bot.service import Service
from bot.service.cache import GameCache
from bot.store import actions
from bot.store.inline import InlineConnection
from bot.store.postgres import PgConnection
from bot.timers import ManualClock, Scheduler

from .helpers import CHANNEL, HOUR, Posts, started_table, tick


class Statements:
    """Every statement run through the store's queries on the database thread."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.seen: list[str] = []
        # The connection of either store: SQLite's on its thread, PostgreSQL's.
        for kind in (InlineConnection, PgConnection):
            monkeypatch.setattr(kind, "execute", self._counted(kind.execute))
            monkeypatch.setattr(kind, "execute_fetchall", self._counted(kind.execute_fetchall))

    def _counted(self, method: Any) -> Any:
        async def counted(conn: Any, sql: str, parameters: Iterable[Any] = ()) -> Any:
            self.seen.append(" ".join(sql.split()))
            return await method(conn, sql, parameters)

        return counted

    def matching(self, *parts: str) -> list[str]:
        """The statements that contain every part."""
        return [s for s in self.seen if all(p in s for p in parts)]


async def _expire_loaded(
    service: Service, clock: ManualClock, scheduler: Scheduler, monkeypatch: pytest.MonkeyPatch
) -> tuple[Statements, Sequence[Any]]:
    """The second expiry of a table (the game at version 1), its game loaded from the database."""
    await started_table(service, turn_time="1h", reminders="none", timeout="default")
    await tick(clock, scheduler, HOUR)
    service.core.cache = GameCache()
    statements = Statements(monkeypatch)
    await tick(clock, scheduler, HOUR)
    return statements, statements.seen


async def test_an_expiry_reads_the_seat_control_once(
    service: Service,
    clock: ManualClock,
    scheduler: Scheduler,
    posts: Posts,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The seat control read with the table serves the clocks too (with the expiry's strike
    applied), instead of being read again after the strike is written."""
    statements, _ = await _expire_loaded(service, clock, scheduler, monkeypatch)
    assert [o.version for o in posts.take()] == [1, 2]
    assert len(statements.matching("SELECT", "FROM seat_control")) == 1
    assert len(statements.matching("UPDATE seat_control")) == 1


async def test_an_expiry_fires_its_deadline_in_one_statement(
    service: Service,
    clock: ManualClock,
    scheduler: Scheduler,
    posts: Posts,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The deadline is not read again by id before being marked fired: one UPDATE checks that
    it is still pending and due, marks it and gives its kind."""
    statements, _ = await _expire_loaded(service, clock, scheduler, monkeypatch)
    assert posts.take()[-1].public[1] == "The timer plays the default move for them."
    assert statements.matching("FROM deadlines WHERE id = ?") == []
    [fired] = statements.matching("UPDATE deadlines SET fired = 1")
    assert "RETURNING kind" in fired


async def test_an_expiry_loads_its_game_from_the_snapshot_without_reading_the_log(
    service: Service,
    clock: ManualClock,
    scheduler: Scheduler,
    posts: Posts,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With a snapshot stored at every commit (`snapshot_gap` 1), the game at the table's
    version is that snapshot: no read of the action log for moves to replay (on PostgreSQL,
    the snapshot's statement reads the log only past the snapshot: `actions.stored_game`)."""
    service.core.snapshot_gap = 1
    statements, _ = await _expire_loaded(service, clock, scheduler, monkeypatch)
    assert posts.take()[-1].version == 2
    [load] = [
        s
        for s in statements.matching("FROM snapshots", "table_id = ?", "seq <= ?")
        if "DELETE FROM snapshots" not in s  # the commit's drop of the snapshot it replaces
    ]
    assert [s for s in statements.matching("SELECT", "FROM actions") if s != load] == []
    if "FROM actions" in load:
        assert "CASE WHEN s.seq < ?2 THEN" in load


async def test_an_expiry_drops_the_passing_snapshot_in_one_statement(
    service: Service,
    clock: ManualClock,
    scheduler: Scheduler,
    posts: Posts,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The snapshot the commit replaces is deleted by one statement that reads the previous
    snapshot's number itself (no SELECT of it first); here a snapshot is stored at every
    commit (`snapshot_gap` 1)."""
    service.core.snapshot_gap = 1
    statements, _ = await _expire_loaded(service, clock, scheduler, monkeypatch)
    assert posts.take()[-1].version == 2
    assert not any(s.startswith("SELECT max(seq) FROM snapshots") for s in statements.seen)
    assert len(statements.matching("DELETE FROM snapshots")) == 1
    table = await service.core.latest(CHANNEL)
    async with service.store.reading() as db:
        assert [s.seq for s in await actions.snapshots(db, table.id)] == [0, 2]
