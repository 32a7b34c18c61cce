"""Several processes on PostgreSQL: what a play cycle asks of the server. Every
statement is a round trip, and so are BEGIN and COMMIT: the reads of `status` and `legal` are
single statements outside any transaction (`Store.read_one`), and a move is one read and one
write, each a statement outside any transaction (`Store.write_one`); right after a read of the
table, `legal` reads nothing and a move is its write alone (test_recent.py)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Iterable
from typing import Any

import pytest
from asyncpg.transaction import Transaction

from bot.service import Service
from bot.service.cache import GameCache
from bot.store.postgres import PgConnection

from .helpers import first_move, pick

CHANNEL = 42


class Trips:
    """The statements run through the store's queries, and the transactions begun."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.statements: list[str] = []
        self.transactions = 0
        for name in ("execute", "execute_fetchall", "executemany"):
            monkeypatch.setattr(PgConnection, name, self._counted(getattr(PgConnection, name)))
        start = Transaction.start

        async def counted_start(transaction: Transaction) -> None:
            self.transactions += 1
            await start(transaction)

        monkeypatch.setattr(Transaction, "start", counted_start)

    def _counted(self, method: Any) -> Any:
        async def counted(conn: Any, sql: str, parameters: Iterable[Any] = ()) -> Any:
            self.statements.append(" ".join(sql.split()))
            return await method(conn, sql, parameters)

        return counted

    def clear(self) -> None:
        self.statements.clear()
        self.transactions = 0


@pytest.fixture
async def service(postgres_url: str) -> AsyncIterator[Service]:
    opened = await Service.open(postgres_url, rng=random.Random(7))
    yield opened
    await opened.close()


async def test_a_status_of_a_game_not_in_memory_is_one_statement_and_no_transaction(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table with its seats and seat control, the game's snapshot (with any moves after
    it), and the pending deadlines with the vacations: one statement, no BEGIN/COMMIT."""
    await first_move(service, CHANNEL)
    service.core.cache = GameCache()
    trips = Trips(monkeypatch)
    outcome = await service.tables.status(CHANNEL)
    assert outcome.awaiting
    assert len(trips.statements) == 1
    assert "FROM snapshots" in trips.statements[0] and "FROM deadlines" in trips.statements[0]
    assert trips.transactions == 0


async def test_a_status_of_a_game_in_memory_does_not_read_the_game_again(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The status's one statement reads no snapshot of a game this process holds at the
    table's version (the statement's game part is skipped: nothing comes back for it)."""
    await first_move(service, CHANNEL)
    await service.tables.status(CHANNEL)
    loaded: list[object] = []
    monkeypatch.setattr("bot.service.core.stored_game", lambda *a: loaded.append(a))
    trips = Trips(monkeypatch)
    assert (await service.tables.status(CHANNEL)).awaiting
    assert len(trips.statements) == 1
    assert loaded == []


async def test_legal_moves_of_a_game_in_memory_are_one_statement(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`legal` reads the table (version, seats, who plays them, its clocks) in one statement;
    the game at that version is the one in memory. (Right after a read of the table, no
    statement at all: tests/service/test_recent.py.)"""
    await first_move(service, CHANNEL)
    status = await service.tables.status(CHANNEL)
    service.core.forget(CHANNEL)
    trips = Trips(monkeypatch)
    assert await service.tables.legal(CHANNEL, status.awaiting[0])
    assert len(trips.statements) == 1
    assert trips.transactions == 0


@pytest.mark.parametrize("gap", [1, 8])
async def test_a_move_is_one_read_and_one_write_and_no_transaction(
    service: Service, monkeypatch: pytest.MonkeyPatch, gap: int
) -> None:
    """A move reads its table once (with its seat control, pending deadlines and vacations),
    then stores everything in one statement: the version checked and moved, the log's line,
    the new snapshot when one is due (every `gap` actions: not at the second move of 8), and
    the deadlines (a set-up placement's: the stale one dropped, the next player's made). No
    BEGIN/COMMIT, and no part the move does not have (no roll)."""
    service.core.snapshot_gap = gap
    await first_move(service, CHANNEL)
    table = await service.core.latest(CHANNEL)
    game = await service.core.game(table)
    user = game.awaiting()[0]
    move = pick(game, user, random.Random(2))
    trips = Trips(monkeypatch)
    await service.play.act(CHANNEL, user, move)
    assert trips.transactions == 0
    assert len(trips.statements) == 2
    read, write = trips.statements
    assert read.startswith("SELECT") and "FROM seat_control" in read and "FROM deadlines" in read
    assert write.startswith("WITH bumped AS")
    for part in ("INSERT INTO actions", "DELETE FROM deadlines"):
        assert part in write
    assert ("INSERT INTO snapshots" in write) is (gap == 1)
    assert "INSERT INTO deadlines" in write or "UPDATE deadlines" in write
    assert "INSERT INTO dice_rolls" not in write
