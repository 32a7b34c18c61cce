"""Simultaneous submissions of the same decision apply exactly once."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.service import Refusal, Service
from bot.store import actions

from .child import CHANNEL
from .helpers import BY_ID, PLAYERS, started_table

CHILD = Path(__file__).with_name("child.py")


async def _submit(service: Service, channel: object, user: str, move: str, **kw: object) -> int:
    try:
        await service.play.act(channel, BY_ID[user], move, **kw)  # type: ignore[arg-type]
    except Refusal:
        return 0
    return 1


async def _log_length(service: Service, table_id: int) -> int:
    async with service.store.reading() as db:
        return (await actions.action_count(db, table_id))[0]


async def test_a_thousand_clicks_on_one_button_apply_once(service: Service) -> None:
    start = await started_table(service)
    user = start.awaiting[0]
    move = (await service.tables.legal(42, user))[0]
    results = await asyncio.gather(
        *(_submit(service, 42, user, move, version=0) for _ in range(1000))
    )
    assert sum(results) == 1
    assert start.table is not None
    assert await _log_length(service, start.table) == 1
    assert (await service.tables.status(42)).version == 1


async def test_a_thousand_typed_rolls_apply_once(service: Service) -> None:
    start = await started_table(service)
    # Finish set-up, so that the next decision is a roll.
    while (await service.tables.legal(42, (await service.tables.status(42)).awaiting[0])) != [
        "roll"
    ]:
        user = (await service.tables.status(42)).awaiting[0]
        await service.play.act(42, user, (await service.tables.legal(42, user))[0])
    user = (await service.tables.status(42)).awaiting[0]
    before = (await service.tables.status(42)).version
    results = await asyncio.gather(*(_submit(service, 42, user, "roll") for _ in range(1000)))
    assert sum(results) == 1
    assert start.table is not None and before is not None
    assert await _log_length(service, start.table) == before + 1


async def test_clicks_through_several_connections_apply_once(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    services = [await Service.open(path) for _ in range(4)]
    start = await started_table(services[0])
    user = start.awaiting[0]
    move = (await services[0].tables.legal(42, user))[0]
    for other in services[1:]:
        await other.tables.status(42)  # each has the game at version 0 in its cache
    results = await asyncio.gather(
        *(_submit(s, 42, user, move, version=0) for _ in range(250) for s in services)
    )
    assert sum(results) == 1
    assert start.table is not None
    assert await _log_length(services[0], start.table) == 1
    for s in services:
        await s.close()


async def test_a_write_that_loses_the_race_changes_nothing(tmp_path: Path) -> None:
    """Another process moves the table on between this one's read and its write."""
    path = tmp_path / "race.db"
    racing = False

    def clock() -> float:
        if racing:  # called by `act` just before its write transaction
            with sqlite3.connect(path) as other:
                other.execute("UPDATE game_tables SET version = version + 1")
        return 1_700_000_000.0

    service = await Service.open(path, clock=clock)
    start = await started_table(service)
    user = start.awaiting[0]
    move = (await service.tables.legal(42, user))[0]
    racing = True
    with pytest.raises(Refusal) as caught:
        await service.play.act(42, user, move)
    racing = False
    assert caught.value.code == "moved_on"
    assert start.table is not None
    assert await _log_length(service, start.table) == 0
    assert len(service.core.cache) == 0  # the applied-but-unsaved game was not kept
    await service.close()


@pytest.mark.slow
async def test_clicks_from_several_processes_apply_once(
    database: Path | str, tmp_path: Path
) -> None:
    """And 10: 1,000 submissions of one decision from 4 processes sharing the
    database (a file, or a PostgreSQL server) apply once."""
    path = database
    service = await Service.open(path)
    await started_table(service, CHANNEL, players=PLAYERS)
    go = tmp_path / "go"
    children = [
        subprocess.Popen(
            [sys.executable, str(CHILD), "submit", str(path), str(go), "250", "0"],
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    for child in children:
        assert child.stdout is not None
        assert await asyncio.to_thread(child.stdout.readline) == "ready\n"
    go.touch()
    applied = [int(child.communicate(timeout=60)[0].strip()) for child in children]
    assert sum(applied) == 1, applied
    table = await service.core.latest(CHANNEL)
    assert table.row.version == 1
    assert await _log_length(service, table.id) == 1
    await service.close()
