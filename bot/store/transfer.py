"""Copying a whole database into a new, empty one (`python -m bot migrate-db`): every table's
rows, parents before children, in one transaction of the target; row ids kept, and the target's
identity counters moved past them."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.base import Store
from bot.store.connection import SqliteStore
from bot.store.dialect import ROW_IDS
from bot.store.postgres import PostgresStore

# Rows read and written at a time, so that a large file is never all in memory.
CHUNK = 5_000


@dataclass(frozen=True)
class Copied:
    """How many rows each table held, in the order they were copied."""

    rows: dict[str, int]


async def table_order(store: Store) -> list[str]:
    """The tables of the schema (its version table aside), each after the tables it refers
    to, read from the SQLite file's own description of itself."""
    assert isinstance(store, SqliteStore)
    async with store.reading() as db:
        names = [
            str(r[0])
            for r in await db.execute_fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite%' AND name != 'schema_version' ORDER BY rowid"
            )
        ]
        parents = {
            n: {str(r[2]) for r in await db.execute_fetchall(f"PRAGMA foreign_key_list({n})")}
            for n in names
        }
    order: list[str] = []
    while len(order) < len(names):
        ready = [n for n in names if n not in order and parents[n] <= {*order, n}]
        if not ready:
            raise ValueError(f"circular references among {sorted(set(names) - set(order))}")
        order.extend(ready)
    return order


async def columns(store: SqliteStore, table: str) -> list[str]:
    async with store.reading() as db:
        return [str(r[1]) for r in await db.execute_fetchall(f"PRAGMA table_info({table})")]


async def copy_database(source: SqliteStore, target: PostgresStore) -> Copied:
    """Copy every row of `source` into `target`, which must hold no game yet (ValueError)."""
    if source.schema_version != target.schema_version:
        raise ValueError(
            f"the schemas differ ({source.schema_version} and {target.schema_version})"
        )
    order = await table_order(source)
    counts: dict[str, int] = {}
    names = {table: await columns(source, table) for table in order}
    # One read of the file, one transaction of the server: the copy is whole or nothing.
    async with target.connection() as conn, conn.transaction(), source.reading() as db:
        for table in order:
            if await conn.fetchval(f"SELECT count(*) FROM {table}"):
                raise ValueError(f"{target.name} is not empty (table {table} holds rows)")
        for table in order:
            counts[table] = 0
            after = 0
            while True:
                rows = list(
                    await db.execute_fetchall(
                        f"SELECT {', '.join(names[table])} FROM {table} LIMIT ? OFFSET ?",
                        (CHUNK, after),
                    )
                )
                if not rows:
                    break
                await conn.copy_records_to_table(
                    table, records=[tuple(r) for r in rows], columns=names[table]
                )
                counts[table] += len(rows)
                after += len(rows)
        for table, column in ROW_IDS.items():
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                f"coalesce(max({column}), 0) + 1, false) FROM {table}"
            )
    return Copied(counts)
