"""Units of work run whole on the connection's thread (`Store.write`, `Store.read`): the same
queries, the same transaction guarantees as `Store.transaction` (a timer fire in one
hand-over to the database thread)."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import Store, WriteFailed, deadlines, tables
from bot.store.base import Db
from bot.store.inline import NotInline


async def _new_table(db: Db) -> int:
    return await tables.insert_table(db, channel="c1", guild="g", host="1", options={}, now=1.0)


async def test_a_unit_of_work_is_committed_when_it_returns(store: Store) -> None:
    """A fire's work runs in one transaction; what it wrote is kept."""
    table = await store.write(_new_table)
    async with store.reading() as db:
        row = await tables.table_by_id(db, table)
    assert row is not None and row.channel == "c1"


async def test_a_unit_of_work_that_raises_writes_nothing(store: Store) -> None:
    """The same guarantee as a transaction: a failure leaves nothing half-written."""

    async def half(db: Db) -> None:
        await _new_table(db)
        raise LookupError("stop here")

    with pytest.raises(LookupError):
        await store.write(half)
    async with store.reading() as db:
        assert await tables.count_tables(db) == 0


@pytest.mark.sqlite
async def test_a_unit_of_work_that_waits_on_anything_but_a_query_is_refused(
    store: Store,
) -> None:
    """The connection's thread runs no event loop, so a unit awaiting a sleep (or a
    lock) is stopped, and what it wrote is rolled back."""

    async def waits(db: Db) -> None:
        await _new_table(db)
        await asyncio.sleep(0)

    with pytest.raises(NotInline):
        await store.write(waits)
    async with store.reading() as db:
        assert await tables.count_tables(db) == 0


async def test_a_unit_of_work_gives_row_counts_and_new_ids(store: Store) -> None:
    """The store's queries read `rowcount` and `lastrowid` from what `execute` gives,
    inline as through aiosqlite."""

    async def add_and_fire(db: Db) -> tuple[int, bool, bool]:
        table = await _new_table(db)
        made = await deadlines.add_deadline(db, table, "p", "roll", 100.0, 1.0)
        return made, await deadlines.mark_fired(db, made), await deadlines.mark_fired(db, made)

    made, first, again = await store.write(add_and_fire)
    assert made >= 1 and first and not again


async def test_a_read_unit_sees_what_was_committed(store: Store) -> None:
    """`Store.read` runs queries on the connection's thread too."""
    await store.write(_new_table)

    async def count(db: Db) -> int:
        return await tables.count_tables(db)

    assert await store.read(count) == 1


@pytest.mark.sqlite
async def test_a_failing_file_is_reported_as_a_failed_write(store: Store) -> None:
    """A unit of work on a file that cannot be written raises `WriteFailed`, as a
    transaction does (here the connection is made read-only)."""
    async with store.transaction() as db:
        await db.execute("PRAGMA query_only = ON")
    try:
        with pytest.raises(WriteFailed) as failed:
            await store.write(_new_table)
        assert failed.value.reason == "read_only"
    finally:
        async with store.reading() as db:
            await db.execute("PRAGMA query_only = OFF")
