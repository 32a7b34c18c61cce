"""Group commit: units of work given to `Store.write` while the store is busy share one
transaction and one sync of the file, each in its own savepoint, each answered only once that
transaction is committed (timer fires and moves arriving together pay for one sync)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable

import pytest

from bot.store import Store, tables
from bot.store.base import Db

Unit = Callable[[Db], Awaitable[int]]


def _table(channel: str) -> Unit:
    async def work(db: Db) -> int:
        return await tables.insert_table(
            db, channel=channel, guild="g", host="1", options={}, now=1.0
        )

    return work


async def _traced(store: Store) -> list[str]:
    """The statements the store's connection runs from now on (traced on its own thread)."""
    statements: list[str] = []

    async def trace(db: Db) -> None:
        db._conn.set_trace_callback(statements.append)  # type: ignore[attr-defined]

    await store.write(trace)
    statements.clear()
    return statements


async def _together(store: Store, units: list[Unit]) -> list[int | BaseException]:
    """Give the units to the store while it is busy, so that they wait for it together."""
    async with store.reading():
        tasks = [asyncio.create_task(store.write(unit)) for unit in units]
        await asyncio.sleep(0)  # each task queues its unit and waits for the store
    return await asyncio.gather(*tasks, return_exceptions=True)


async def _channels(store: Store) -> set[str]:
    async with store.reading() as db:
        rows = await db.execute_fetchall("SELECT channel FROM game_tables")
    return {str(row[0]) for row in rows}


@pytest.mark.sqlite
async def test_units_given_together_share_one_commit(store: Store) -> None:
    """Group commit: five units that waited together are one transaction."""
    statements = await _traced(store)
    await _together(store, [_table(f"c{i}") for i in range(5)])
    writes = statements[statements.index("BEGIN IMMEDIATE") :]
    assert [s for s in writes if s.startswith(("BEGIN", "COMMIT"))] == ["BEGIN IMMEDIATE", "COMMIT"]
    assert await _channels(store) == {f"c{i}" for i in range(5)}


async def test_a_unit_that_raises_in_a_group_undoes_only_its_own_writes(store: Store) -> None:
    """Group commit: each unit has its own savepoint; its error is its caller's."""

    async def half(db: Db) -> int:
        await _table("half")(db)
        raise LookupError("stop here")

    ended = await _together(store, [_table("a"), half, _table("b")])
    assert isinstance(ended[1], LookupError)
    assert isinstance(ended[0], int) and isinstance(ended[2], int)
    assert await _channels(store) == {"a", "b"}


@pytest.mark.sqlite
async def test_each_unit_is_answered_only_once_its_group_is_committed(store: Store) -> None:
    """Group commit: an acknowledged write is on disk: when its caller hears back,
    another connection to the file already sees it."""
    seen: list[bool] = []

    async def write_then_look(channel: str) -> None:
        await store.write(_table(channel))
        other = sqlite3.connect(store.path)
        try:
            found = other.execute("SELECT 1 FROM game_tables WHERE channel = ?", (channel,))
            seen.append(found.fetchone() is not None)
        finally:
            other.close()

    async with store.reading():
        tasks = [asyncio.create_task(write_then_look(f"c{i}")) for i in range(4)]
        await asyncio.sleep(0)
    await asyncio.gather(*tasks)
    assert seen == [True] * 4


async def test_a_unit_cancelled_before_its_turn_writes_nothing(store: Store) -> None:
    """Group commit: a caller that gives up while waiting leaves nothing behind."""
    async with store.reading():
        task = asyncio.create_task(store.write(_table("gone")))
        await asyncio.sleep(0)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    await store.write(_table("kept"))
    assert await _channels(store) == {"kept"}
