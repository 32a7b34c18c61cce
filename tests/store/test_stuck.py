"""A transaction nobody finishes on PostgreSQL (a task stuck or abandoned while it holds one)
neither holds its rows' locks for ever nor keeps the store from closing."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.store import Store
from bot.store import tables as q

# A test that breaks must fail, not hang: every wait below is bounded.
PATIENCE = 30.0


async def _stuck(store: Store, table_id: int, holding: asyncio.Event) -> None:
    """Lock a table's row, then wait for something that never comes."""
    async with store.transaction() as db:
        await db.execute("UPDATE game_tables SET version = version WHERE id = ?", (table_id,))
        holding.set()
        await asyncio.Event().wait()


async def _a_table(store: Store) -> int:
    async with store.transaction() as db:
        return await q.insert_table(db, channel="42", guild=None, host="host", options={}, now=1.0)


async def test_closing_a_store_ends_the_transaction_a_stuck_task_holds(postgres_url: str) -> None:
    """A process that stops releases its work: closing the store does not wait for
    ever on a transaction a stuck task holds; its connection is closed, and with it the row
    lock, so another process's write goes through."""
    store = await Store.open(postgres_url, close_grace=0.2)
    table_id = await _a_table(store)
    holding = asyncio.Event()
    stuck = asyncio.create_task(_stuck(store, table_id, holding))
    await asyncio.wait_for(holding.wait(), PATIENCE)
    try:
        await asyncio.wait_for(store.close(), PATIENCE)
    except TimeoutError:
        pytest.fail("closing the store waited on the stuck transaction")
    other = await asyncpg.connect(postgres_url)
    try:
        await asyncio.wait_for(
            other.execute("UPDATE game_tables SET version = 1 WHERE id = $1", table_id), PATIENCE
        )
    finally:
        await other.close()
        stuck.cancel()
        await asyncio.gather(stuck, return_exceptions=True)


async def test_the_server_ends_a_transaction_left_idle(postgres_url: str) -> None:
    """No double work, nothing lost across processes: a transaction left idle past
    the store's limit is ended by the server (`idle_in_transaction_session_timeout`), so the
    row it locked is free for the other processes."""
    store = await Store.open(postgres_url, idle_in_transaction=0.3)
    try:
        table_id = await _a_table(store)
        holding = asyncio.Event()
        stuck = asyncio.create_task(_stuck(store, table_id, holding))
        await asyncio.wait_for(holding.wait(), PATIENCE)
        other = await asyncpg.connect(postgres_url)
        try:
            status = await asyncio.wait_for(
                other.execute("UPDATE game_tables SET version = 1 WHERE id = $1", table_id),
                PATIENCE,
            )
        finally:
            await other.close()
        assert status == "UPDATE 1"
        stuck.cancel()
        await asyncio.gather(stuck, return_exceptions=True)
    finally:
        await asyncio.wait_for(store.close(), PATIENCE)
