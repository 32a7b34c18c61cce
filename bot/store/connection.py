"""The store: one SQLite file behind one aiosqlite connection, used one unit of work at a time."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Literal

import aiosqlite

from bot.store.config import database_path
from bot.store.errors import DatabaseFileError
from bot.store.migrations import migrate

Synchronous = Literal["OFF", "NORMAL", "FULL", "EXTRA"]


class Store:
    """A Hexhaven database file, opened, checked and migrated.

    Every unit of work holds the store's lock, so statements of two coroutines never interleave
    on the shared connection. Writes run in `BEGIN IMMEDIATE` transactions; other processes
    using the same file are kept apart by SQLite's own locking and the busy timeout.
    """

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db = db
        self.path = path
        self.schema_version = 0
        self._lock = asyncio.Lock()

    @classmethod
    async def open(
        cls,
        path: str | Path | None = None,
        *,
        synchronous: Synchronous = "FULL",
        busy_timeout_ms: int = 10_000,
    ) -> Store:
        """Open (creating if needed) and migrate the file; `DatabaseFileError` if it is unusable."""
        file = Path(path) if path is not None else database_path()
        if not file.parent.is_dir():
            # Checked here: a failed connect leaves aiosqlite's worker thread finishing after the
            # event loop may be gone.
            raise DatabaseFileError(file, f"its folder {file.parent} does not exist")
        try:
            db = await aiosqlite.connect(file, isolation_level=None)
        except sqlite3.Error as exc:
            raise DatabaseFileError(file, f"cannot open it ({exc})") from None
        store = cls(db, file)
        try:
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            store.schema_version = await migrate(db, file)
            mode = await db.execute_fetchall("PRAGMA journal_mode = WAL")
            if str(next(iter(mode))[0]).lower() != "wal":
                raise DatabaseFileError(file, "cannot switch it to WAL mode")
            await db.execute(f"PRAGMA synchronous = {synchronous}")
            await db.execute("PRAGMA foreign_keys = ON")
        except DatabaseFileError:
            await db.close()
            raise
        except sqlite3.Error as exc:
            await db.close()
            raise DatabaseFileError(file, str(exc)) from None
        return store

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """A write transaction: committed when the block ends, rolled back if it raises."""
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                # The commit may have gone through before a cancellation; nothing to undo then.
                with suppress(sqlite3.Error):
                    await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[aiosqlite.Connection]:
        """A read transaction: every statement in the block sees the same committed state."""
        async with self._lock:
            await self._db.execute("BEGIN")
            try:
                yield self._db
            finally:
                with suppress(sqlite3.Error):
                    await self._db.execute("COMMIT")

    @property
    def total_changes(self) -> int:
        """Rows changed through this connection since it opened (tests use it to prove no write)."""
        return self._db.total_changes

    async def close(self) -> None:
        """Checkpoint and close the connection."""
        async with self._lock:
            await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
