"""Several processes on PostgreSQL: a table read moments ago stands in for the read of
`legal` and of a move (`Core.recent`). A play cycle of status, legal moves and a move is then
two statements; whatever changed since the read, the move is made again from a fresh read, so it
is stored exactly as it would have been, or refused as it would have been."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator

import pytest

from bot.service import Refusal, Service

from .helpers import ANN, BY_ID, PLAYERS, first_move
from .test_round_trips import Trips

CHANNEL = 42


@pytest.fixture
async def service(postgres_url: str) -> AsyncIterator[Service]:
    opened = await Service.open(postgres_url, rng=random.Random(7))
    yield opened
    await opened.close()


@pytest.fixture
async def other(postgres_url: str) -> AsyncIterator[Service]:
    """A second process's service on the same database."""
    opened = await Service.open(postgres_url, rng=random.Random(8))
    yield opened
    await opened.close()


async def _log(service: Service) -> list[tuple[int, str, str]]:
    async with service.store.reading() as db:
        rows = await db.execute_fetchall("SELECT seq, player, notation FROM actions ORDER BY seq")
    return [(int(r[0]), str(r[1]), str(r[2])) for r in rows]


async def test_legal_moves_after_a_status_read_nothing(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Autocomplete after a status: no statement, and the list a fresh read gives."""
    await first_move(service, CHANNEL)
    status = await service.tables.status(CHANNEL)
    trips = Trips(monkeypatch)
    listed = await service.tables.legal(CHANNEL, status.awaiting[0])
    assert trips.statements == [] and trips.transactions == 0
    service.core.recent_for = 0
    assert await service.tables.legal(CHANNEL, status.awaiting[0]) == listed
    assert len(trips.statements) == 1


@pytest.mark.parametrize("first", ["status", "legal", "moves"])
async def test_a_move_after_a_read_is_one_write(
    service: Service, monkeypatch: pytest.MonkeyPatch, first: str
) -> None:
    """A move chosen after a status, a list of legal moves or a menu (each reads the clocks
    with the table) is stored in one statement, no read and no BEGIN/COMMIT of its own."""
    await first_move(service, CHANNEL)
    user = (await service.tables.status(CHANNEL)).awaiting[0]
    if first == "legal":
        service.core.forget(CHANNEL)
        move = random.Random(2).choice(await service.tables.legal(CHANNEL, user))
    elif first == "moves":
        service.core.forget(CHANNEL)
        move = random.Random(2).choice((await service.tables.moves(CHANNEL, user)).legal)
    else:
        move = random.Random(2).choice(await service.tables.legal(CHANNEL, user))
    before = await _log(service)
    trips = Trips(monkeypatch)
    outcome = await service.play.act(CHANNEL, user, move)
    assert trips.transactions == 0
    assert len(trips.statements) == 1 and trips.statements[0].startswith("WITH bumped AS")
    assert outcome.version == len(before) + 1
    assert (await _log(service))[-1][2] == move


async def test_a_move_after_another_process_moved_is_decided_by_a_fresh_read(
    service: Service, other: Service
) -> None:
    """The table as read here is a move behind: a move legal only before it is refused as a
    fresh read refuses it (nothing stored), and one legal now is stored once, after it."""
    await first_move(service, CHANNEL)
    user = (await service.tables.status(CHANNEL)).awaiting[0]
    stale = random.Random(3).choice(await service.tables.legal(CHANNEL, user))
    await other.play.act(CHANNEL, user, stale)  # the other process makes that very move
    log = await _log(service)
    with pytest.raises(Refusal):
        await service.play.act(CHANNEL, user, stale)
    assert await _log(service) == log
    now = (await other.tables.status(CHANNEL)).awaiting[0]
    listed_now = await other.tables.legal(CHANNEL, now)
    outcome = await service.play.act(CHANNEL, now, listed_now[0])
    assert await _log(service) == [*log, (len(log) + 1, now, listed_now[0])]
    assert outcome.version == len(log) + 1


async def test_a_vacation_begun_elsewhere_after_the_read_makes_the_move_from_a_fresh_read(
    service: Service, other: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another process starts a vacation of the awaited player after this one read the
    table: the move's one statement finds the vacations changed and stores nothing; the move
    is then read afresh and stored once (three statements: the write refused, a read, the
    write)."""
    await service.lobby.create_table(CHANNEL, ANN, {"turn_time": "2h"}, guild=7)
    for user in PLAYERS[1:]:
        await service.lobby.join(CHANNEL, user)
    await service.play.start(CHANNEL, ANN)
    user = (await service.tables.status(CHANNEL)).awaiting[0]
    move = random.Random(4).choice(await service.tables.legal(CHANNEL, user))
    await other.people.start_vacation(BY_ID[user], service.core.clock() + 3 * 86400, guild=7)
    trips = Trips(monkeypatch)
    outcome = await service.play.act(CHANNEL, user, move)
    kinds = [statement.split()[0] for statement in trips.statements]
    assert kinds == ["WITH", "SELECT", "WITH"] and trips.transactions == 0
    assert outcome.version == 1
    assert await _log(service) == [(1, user, move)]


async def test_a_transaction_written_here_ends_the_read_standing_in(service: Service) -> None:
    """A table abandoned in this process (a transaction that leaves the version as it is):
    legal moves read it again and list nothing, a move is refused as abandoned."""
    await first_move(service, CHANNEL)
    user = (await service.tables.status(CHANNEL)).awaiting[0]
    listed = await service.tables.legal(CHANNEL, user)
    assert listed
    await service.lobby.abandon(CHANNEL, ANN)
    assert await service.tables.legal(CHANNEL, user) == []
    with pytest.raises(Refusal):
        await service.play.act(CHANNEL, user, listed[0])


async def test_a_read_older_than_recent_for_is_made_again(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past `recent_for` seconds, legal moves and a move read the table again."""
    await first_move(service, CHANNEL)
    service.core.recent_for = 0.05
    user = (await service.tables.status(CHANNEL)).awaiting[0]
    await asyncio.sleep(0.1)
    trips = Trips(monkeypatch)
    move = (await service.tables.legal(CHANNEL, user))[0]
    assert len(trips.statements) == 1
    await asyncio.sleep(0.1)
    trips.clear()
    await service.play.act(CHANNEL, user, move)
    assert len(trips.statements) == 2


async def test_nothing_stands_in_on_sqlite(tmp_path: object) -> None:
    """One process owns a SQLite file: its reads are local, and none is kept."""
    service = await Service.open(f"{tmp_path}/x.db", rng=random.Random(7))
    try:
        await first_move(service, CHANNEL)
        await service.tables.status(CHANNEL)
        assert service.core.recent(CHANNEL) is None
    finally:
        await service.close()
