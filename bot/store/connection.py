"""The SQLite store: one file behind one aiosqlite connection, used one unit of work at a time."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Literal, TypeVar, cast
from urllib.parse import quote

import aiosqlite

from bot.store.base import Db, Store, Work
from bot.store.config import database_path
from bot.store.errors import (
    DatabaseFileError,
    Outage,
    damaged,
    problem_of,
    unavailable,
)
from bot.store.inline import Done, in_group, in_transaction
from bot.store.migrations import (
    APPLICATION_ID,
    check_identity,
    current_version,
    migrate,
)
from bot.store.schema import MIGRATIONS

log = logging.getLogger("hexhaven.store")
#: The schema this version of Hexhaven writes and reads.
LATEST = max(m.version for m in MIGRATIONS)

Synchronous = Literal["OFF", "NORMAL", "FULL", "EXTRA"]
T = TypeVar("T")
A = TypeVar("A")
R = TypeVar("R")


class SqliteStore(Store):
    """A Hexhaven database file, opened, checked and migrated.

    Every unit of work holds the store's lock, so statements of two coroutines never interleave
    on the shared connection. Writes run in `BEGIN IMMEDIATE` transactions; other processes
    using the same file are kept apart by SQLite's own locking and the busy timeout.

    Units of work given to `write` while another transaction holds the lock wait together and
    then share one transaction (group commit): with `synchronous=FULL` a commit syncs the file,
    which costs more than most units' own work, so moves and timer fires arriving together pay
    for one sync. Each unit is still answered only once the commit that holds it is done.
    """

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self._db = db
        self.path = path
        self.schema_version = 0
        self._lock = asyncio.Lock()
        # Units of work given to `write`, not yet taken into a transaction (see `write`).
        self._queued: list[_Unit] = []
        # Whether the file is failing, so that the log says it once, not once a call.
        self._outage: Outage = Outage(log, str(path))

    @classmethod
    async def open_file(
        cls,
        path: str | Path | None = None,
        *,
        synchronous: Synchronous = "FULL",
        busy_timeout_ms: int = 10_000,
        read_only: bool = False,
    ) -> SqliteStore:
        """Open (creating if needed) and migrate the file; `DatabaseFileError` if it is unusable.

        `read_only`: open an existing, migrated file with SQLite's `mode=ro`, so that no
        statement through this store can write (the web side's way in); nothing is created,
        checked by writing, or migrated."""
        file = Path(path) if path is not None else database_path()
        if read_only:
            return await cls._open_read_only(file, busy_timeout_ms)
        if file.is_dir():
            inside = file / "hexhaven.db"
            raise DatabaseFileError(
                file, f"it is a folder, not a file; name a file inside it, such as {inside}"
            )
        if not file.parent.is_dir():
            # Checked here: a failed connect leaves aiosqlite's worker thread finishing after the
            # event loop may be gone.
            raise DatabaseFileError(file, f"its folder {file.parent} does not exist")
        try:
            db = await aiosqlite.connect(file, isolation_level=None)
        except sqlite3.Error as exc:
            raise DatabaseFileError(file, problem_of(exc, file)) from None
        store = cls(db, file)
        try:
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            await _check_integrity(db, file)
            await _check_writable(db, file)
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
            raise DatabaseFileError(file, problem_of(exc, file)) from None
        return store

    @classmethod
    async def _open_read_only(cls, file: Path, busy_timeout_ms: int) -> SqliteStore:
        if not file.is_file():
            raise DatabaseFileError(file, "there is no such file (start the bot once to make it)")
        uri = "file:" + quote(str(file.resolve())) + "?mode=ro"
        try:
            db = await aiosqlite.connect(uri, uri=True, isolation_level=None)
        except sqlite3.Error as exc:
            raise DatabaseFileError(file, problem_of(exc, file)) from None
        store = cls(db, file)
        try:
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            if await check_identity(db, file):
                raise DatabaseFileError(file, "it is empty (start the bot once to make it)")
            store.schema_version = await current_version(db)
            if store.schema_version != LATEST:
                raise DatabaseFileError(
                    file,
                    f"its schema is {store.schema_version}, this Hexhaven reads {LATEST} "
                    "(start the bot of this version once to migrate it)",
                )
        except DatabaseFileError:
            await db.close()
            raise
        except sqlite3.Error as exc:
            await db.close()
            raise DatabaseFileError(file, problem_of(exc, file)) from None
        return store

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Db]:
        """A write transaction: committed when the block ends, rolled back if it raises.

        A failure of the file itself (disk full, read-only, damaged, locked too long) raises
        `WriteFailed` after the rollback; the log says so once until a write succeeds again."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._db
                except BaseException:
                    # The commit may have gone through before a cancellation; nothing to undo.
                    with suppress(sqlite3.Error):
                        await self._db.execute("ROLLBACK")
                    raise
                await self._db.execute("COMMIT")
            except sqlite3.Error as exc:
                if _failure(exc) is None:
                    raise
                with suppress(sqlite3.Error):
                    await self._db.execute("ROLLBACK")
                raise self._failed(exc, writing=True) from None
        self._outage.answered(writing=True)

    async def write(self, work: Work[T]) -> T:
        """A write transaction run whole on the connection's thread (see `bot.store.inline`):
        `work(db)` may only await the store's queries. Committed if it returns, rolled back if
        it raises; a failure of the file raises `WriteFailed`, as `transaction` does.

        Units given while the store is busy are run together in one transaction, each in its
        own savepoint (one that raises undoes only its own writes), answered after the
        commit."""
        unit = _Unit(work, asyncio.get_running_loop().create_future())
        self._queued.append(unit)
        try:
            async with self._lock:
                if self._queued and not unit.taken:
                    group, self._queued = self._queued, []
                    for queued in group:
                        queued.taken = True
                    # Shielded: a cancelled caller must not leave the others unanswered.
                    await asyncio.shield(self._write_group(group))
        except asyncio.CancelledError:
            if not unit.taken:
                self._queued.remove(unit)  # never run: nothing was written
            raise
        done = await unit.done
        if done.error is not None:
            failed = self._failed(done.error, writing=True)
            if failed is done.error:
                raise failed
            raise failed from None
        self._outage.answered(writing=True)
        return cast(T, done.value)

    async def _write_group(self, group: list[_Unit]) -> None:
        """Run the units in one transaction and answer each (after the commit)."""
        try:
            if len(group) == 1:
                done = [
                    Done(await self._on_thread(in_transaction, "BEGIN IMMEDIATE", group[0].work))
                ]
            else:
                done = await self._on_thread(in_group, "BEGIN IMMEDIATE", [u.work for u in group])
        except Exception as exc:  # nothing was kept: a lone unit's error, or the group's
            if isinstance(exc, sqlite3.Error):
                with suppress(sqlite3.Error):  # a failed COMMIT leaves the transaction open
                    await self._db.execute("ROLLBACK")
            done = [Done(error=exc)] * len(group)
        for unit, result in zip(group, done, strict=True):
            if not unit.done.done():
                unit.done.set_result(result)

    def _failed(self, error: BaseException, *, writing: bool) -> BaseException:
        """What a caller gets for an error: `WriteFailed` (or `ReadFailed` for a read) for a
        failure of the file, told to the log once per outage; else the error itself."""
        if isinstance(error, sqlite3.Error):
            reason = _failure(error)
            if reason is not None:
                self._outage.failed(reason, _line(reason, error, self.path), writing=writing)
                return unavailable(reason, str(error), writing=writing)
        return error

    async def read(self, work: Work[T]) -> T:
        """A read transaction run whole on the connection's thread (see `write`); a failure
        of the file raises `ReadFailed`."""
        async with self._lock:
            try:
                result = await self._on_thread(in_transaction, "BEGIN", work)
            except sqlite3.Error as exc:
                if self._db.in_transaction:  # a COMMIT that failed leaves it open
                    with suppress(sqlite3.Error):
                        await self._db.execute("ROLLBACK")
                failed = self._failed(exc, writing=False)
                if failed is exc:
                    raise
                raise failed from None
        self._outage.answered(writing=False)
        return result

    async def _on_thread(
        self, run: Callable[[sqlite3.Connection, str, A], R], begin: str, arg: A
    ) -> R:
        # aiosqlite runs a function on its connection's thread only through this private
        # method (pinned by the version range in pyproject and tested in tests/store).
        execute = cast(Callable[..., Awaitable[R]], self._db._execute)
        return await execute(run, self._db._conn, begin, arg)

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[Db]:
        """A read transaction: every statement in the block sees the same committed state.
        A failure of the file raises `ReadFailed`."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN")
                try:
                    yield self._db
                finally:
                    await self._end_read()
            except sqlite3.Error as exc:
                failed = self._failed(exc, writing=False)
                if failed is exc:
                    raise
                raise failed from None
        self._outage.answered(writing=False)

    async def _end_read(self) -> None:
        """End a read transaction, whatever happened in it: a read left open (a COMMIT that
        failed) would make every later BEGIN fail, and calls would never work again."""
        try:
            await self._db.execute("COMMIT")
        except sqlite3.Error:
            with suppress(sqlite3.Error):
                await self._db.execute("ROLLBACK")

    @property
    def name(self) -> str:
        return str(self.path)

    @property
    def total_changes(self) -> int:
        """Rows changed through this connection since it opened (tests use it to prove no write)."""
        return self._db.total_changes

    async def close(self) -> None:
        """Checkpoint and close the connection."""
        async with self._lock:
            await self._db.close()


class _Unit:
    """A unit of work given to `Store.write`, and how it ended once its transaction is over."""

    __slots__ = ("done", "taken", "work")

    def __init__(self, work: Work[object], done: asyncio.Future[Done]) -> None:
        self.work = work
        self.done = done
        self.taken = False


def _failure(exc: sqlite3.Error) -> str | None:
    """The kind of file failure an error is (None for an ordinary error of the query)."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name == "SQLITE_FULL":
        return "full"
    if name.startswith("SQLITE_READONLY"):
        return "read_only"
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")):
        return "damaged"
    if name.startswith("SQLITE_BUSY"):  # SQLITE_LOCKED is a conflict inside one connection
        return "locked"
    if name.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN")):
        return "io"
    return None


def _line(reason: str, exc: sqlite3.Error, path: Path) -> str:
    """What the log says when the file starts failing for `reason`."""
    if reason == "full":
        return f"the disk is full; calls that write are refused until space is freed ({exc})"
    if reason == "damaged":
        return damaged(path, str(exc))
    if reason == "locked":
        return (
            f"another process keeps it locked ({exc}); calls are refused until it lets go of "
            "the file"
        )
    return f"the file fails: {problem_of(exc, path)}"


async def _check_integrity(db: aiosqlite.Connection, file: Path) -> None:
    """Refuse a file whose pages are damaged, before anything is written to it."""
    rows = [str(r[0]) for r in await db.execute_fetchall("PRAGMA quick_check(3)")]
    if rows != ["ok"]:
        # One finding may span lines; the error stays on one line.
        lines = [
            x.strip()
            for row in rows
            for x in row.splitlines()
            if x.strip() and not x.startswith("***")
        ]
        raise DatabaseFileError(file, damaged(file, "; ".join(lines[:3])))


async def _check_writable(db: aiosqlite.Connection, file: Path) -> None:
    """Refuse a file this process can read but not write (SQLite then opens it read-only and
    only the first write would fail): rewrite a header field in a transaction rolled back."""
    app_id = next(iter(await db.execute_fetchall("PRAGMA application_id")))[0]
    if app_id not in (0, APPLICATION_ID):
        return  # a foreign file: the identity check refuses it without writing to it
    await db.execute("BEGIN IMMEDIATE")
    try:
        await db.execute(f"PRAGMA application_id = {int(app_id)}")
    finally:
        with suppress(sqlite3.Error):  # the write's own error is the one that matters
            await db.execute("ROLLBACK")
