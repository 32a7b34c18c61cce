"""An act cancelled in the middle of its transaction on PostgreSQL (a process stopping, a timer
task cancelled after its grace) gives back its connection, its row lock and the table's lock."""

from __future__ import annotations

import asyncio
import random

import asyncpg
import pytest

from bot.service import Service
from bot.store.postgres import PostgresStore

from .helpers import started_table

# A test that breaks must fail, not hang: every wait below is bounded.
PATIENCE = 30.0


async def _backends(conn: asyncpg.Connection[asyncpg.Record]) -> list[tuple[str, str | None]]:
    """The other connections to the test database: state and what they wait on (read out
    of any transaction, which would keep showing the activity it first saw)."""
    rows = await conn.fetch(
        "SELECT state, wait_event_type FROM pg_stat_activity "
        "WHERE datname = current_database() AND pid <> pg_backend_pid() AND state IS NOT NULL"
    )
    return [(str(r[0]), r[1]) for r in rows]


async def _until(check: object, what: str) -> None:
    async def wait() -> None:
        while not await check():  # type: ignore[operator]
            await asyncio.sleep(0.02)

    try:
        await asyncio.wait_for(wait(), PATIENCE)
    except TimeoutError:
        pytest.fail(f"never: {what}")


async def test_a_cancelled_act_mid_transaction_releases_its_connection_and_locks(
    postgres_url: str,
) -> None:
    """Several processes on one server: an act cancelled while its transaction waits
    on the table's row leaves no connection idle in transaction, holds no row lock, and the
    table can be played at once by the same service."""
    service = await Service.open(postgres_url, rng=random.Random(7))
    store = service.store
    assert isinstance(store, PostgresStore)
    try:
        start = await started_table(service)
        assert start.table is not None
        user = start.awaiting[0]
        move = (await service.tables.legal(42, user))[0]
        holder = await asyncpg.connect(postgres_url)
        watcher = await asyncpg.connect(postgres_url)
        try:
            # Another process holds the table's row: the act's transaction waits on it.
            transaction = holder.transaction()
            await transaction.start()
            await holder.execute("SELECT 1 FROM game_tables WHERE id = $1 FOR UPDATE", start.table)
            act = asyncio.create_task(service.play.act(42, user, move))

            async def waiting() -> bool:
                if act.done():
                    pytest.fail(f"the act ended without waiting: {act.exception()!r}")
                return ("active", "Lock") in await _backends(watcher)

            await _until(waiting, "the act waits on the row lock")
            act.cancel()
            with pytest.raises(asyncio.CancelledError):
                await asyncio.wait_for(act, PATIENCE)
            await transaction.rollback()

            async def released() -> bool:
                states = await _backends(watcher)
                return all(state == "idle" for state, _ in states)

            await _until(released, "the act's connection is idle, out of any transaction")
            # Nothing of the act stayed behind: the row can be locked at once.
            async with holder.transaction():
                await holder.execute(
                    "SELECT 1 FROM game_tables WHERE id = $1 FOR UPDATE NOWAIT", start.table
                )
        finally:
            await holder.close()
            await watcher.close()
        assert not service.core.lock(start.table).locked()
        outcome = await asyncio.wait_for(service.play.act(42, user, move), PATIENCE)
        assert outcome.version == 1
    finally:
        await service.close()
