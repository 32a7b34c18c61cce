"""The database checks of the process: before opening it, and the container's health check."""

from __future__ import annotations

from pathlib import Path

from bot.store import DatabaseFileError, Store
from bot.version import version


async def check(database: str | Path) -> str:
    """`ok …` (with Hexhaven's version) if the database opens and answers a query; raises
    `DatabaseFileError` otherwise, and when there is no database file yet (a check never
    creates one: only the bot does)."""
    if isinstance(database, Path) and not database.exists():
        raise DatabaseFileError(database, "there is no database there yet")
    store = await Store.open(database)
    try:
        async with store.reading() as db:
            await db.execute_fetchall("SELECT count(*) FROM game_tables")
    finally:
        await store.close()
    return f"ok: {store.name} (schema {store.schema_version}), hexhaven {version()}"


__all__ = ["DatabaseFileError", "check"]
