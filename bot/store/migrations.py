"""Recognising a Hexhaven database file and bringing its schema up to date."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path

from bot.store.base import Db
from bot.store.errors import DatabaseFileError
from bot.store.schema import MIGRATIONS, Migration

# Written into the SQLite header ("HXHV"), so a Hexhaven file is recognisable without its tables.
APPLICATION_ID = 0x48584856

_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS schema_version (
    version     INTEGER PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at  REAL NOT NULL
)
"""


async def _scalar(db: Db, sql: str) -> object:
    rows = list(await db.execute_fetchall(sql))
    return rows[0][0] if rows else None


async def _user_tables(db: Db) -> list[str]:
    rows = await db.execute_fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' "
        "ESCAPE '\\' ORDER BY name"
    )
    return [str(row[0]) for row in rows]


async def check_identity(db: Db, path: Path) -> bool:
    """Raise unless the file is empty or a Hexhaven database; True when it is empty (new)."""
    try:
        app_id = await _scalar(db, "PRAGMA application_id")
        tables = await _user_tables(db)
    except sqlite3.DatabaseError as exc:
        raise DatabaseFileError(path, f"not a SQLite database ({exc})") from None
    if app_id == APPLICATION_ID:
        return False
    if app_id == 0 and not tables:
        return True
    if tables:
        shown = ", ".join(tables[:5]) + (", ..." if len(tables) > 5 else "")
        problem = f"not a Hexhaven database (it holds other tables: {shown})"
    else:
        problem = f"not a Hexhaven database (application id {app_id})"
    raise DatabaseFileError(path, problem)


async def current_version(db: Db) -> int:
    """The highest migration applied (0 for a new file)."""
    if "schema_version" not in await _user_tables(db):
        return 0
    value = await _scalar(db, "SELECT coalesce(max(version), 0) FROM schema_version")
    return int(value) if isinstance(value, int) else 0


async def migrate(db: Db, path: Path, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Apply every migration newer than the file's schema, each in its own transaction."""
    new = await check_identity(db, path)
    latest = max((m.version for m in migrations), default=0)
    version = 0 if new else await current_version(db)
    if not new and version == 0:
        raise DatabaseFileError(path, "Hexhaven database without a schema version table")
    if version > latest:
        raise DatabaseFileError(
            path, f"written by a newer Hexhaven (schema {version}; this one knows up to {latest})"
        )
    for migration in sorted(migrations, key=lambda m: m.version):
        if migration.version <= version:
            continue
        await db.execute("BEGIN IMMEDIATE")
        try:
            if await current_version(db) >= migration.version:
                # Another process applied it while this one waited for the write lock.
                await db.execute("COMMIT")
                continue
            await db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            await db.execute(_VERSION_TABLE)
            for statement in migration.statements:
                await db.execute(statement)
            await db.execute(
                "INSERT INTO schema_version (version, description, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.description, time.time()),
            )
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise
    return await current_version(db)
