"""A read of one statement runs outside a transaction on PostgreSQL
(`Store.read_one`), so it must stay one statement: a second, which would see another committed
state, is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import Store
from bot.store import tables as q
from bot.store.base import Db


async def _two_reads(db: Db) -> int:
    await q.count_tables(db)
    return await q.count_tables(db)


async def test_a_read_of_one_statement_refuses_a_second_on_postgresql(postgres_url: str) -> None:
    """Two statements outside a transaction could see two different states: refused, and the
    store serves the next read."""
    store = await Store.open(postgres_url)
    try:
        with pytest.raises(RuntimeError, match="second"):
            await store.read_one(_two_reads)
        assert await store.read_one(q.count_tables) == 0
    finally:
        await store.close()


async def test_a_read_of_one_statement_is_a_read_transaction_on_sqlite(tmp_path: Path) -> None:
    """SQLite's reads cost no round trip: `read_one` is `read`, whatever the work runs."""
    store = await Store.open(tmp_path / "hexhaven.db")
    try:
        assert await store.read_one(_two_reads) == 0
    finally:
        await store.close()
