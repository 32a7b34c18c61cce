"""The PostgreSQL store: a pool of asyncpg connections to a server several bot processes share.

Units of work get a `Db` (`execute`, `execute_fetchall`, `executemany`), as SQLite's do, so
the query modules serve both stores; their SQL is translated once per statement
(`bot.store.dialect`). Unlike SQLite's single connection, transactions of one process
run side by side: a table's moves are kept in order by its version, which the database checks
under the row's lock (`tables.bump_version`: the second of two writers at one version waits for
the first, then finds the version moved and changes nothing), and the timer loop's claims skip
rows another process holds (`deadlines.claim_due`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, suppress
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, TypeVar

import asyncpg

from bot.store import dialect
from bot.store.base import Db, Store, Work
from bot.store.config import describe
from bot.store.dialect import Statement
from bot.store.errors import (
    ConstraintFailed,
    DatabaseServerError,
    Outage,
    VersionConflict,
    unavailable,
)
from bot.store.schema import MIGRATIONS, Migration

if TYPE_CHECKING:
    from asyncpg.pool import PoolConnectionProxy

    # A connection of its own, or one lent by the pool.
    Conn: TypeAlias = asyncpg.Connection[asyncpg.Record] | PoolConnectionProxy[asyncpg.Record]

log = logging.getLogger("hexhaven.store")

T = TypeVar("T")

# The first key of the advisory locks that claim deadlines (the second is the deadline's id).
DEADLINE_LOCKS = 0x48580001

# The key of the advisory lock processes take while migrating, so one migrates and the others
# then find the schema up to date ("HXHV").
MIGRATION_LOCK = 0x48584856

# Defences against a transaction nobody finishes (a task stuck or abandoned while it holds one,
# a statement waiting on a lock held that way): the server ends a session idle inside a
# transaction, and a statement, after these many seconds, releasing their rows' locks for the
# other processes; and closing the store waits this long for transactions in hand, then closes
# their connections (a stuck task would otherwise keep `close` waiting for ever).
IDLE_IN_TRANSACTION = 60.0
STATEMENT_TIMEOUT = 60.0
CLOSE_GRACE = 10.0

_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS schema_version (
    version     BIGINT PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at  DOUBLE PRECISION NOT NULL
)
"""

# Failures of the server or the connection, not of a query (a server stopped, restarting or
# unreachable, a connection lost or timed out, the pool closed): `StoreUnavailable`'s `io`.
_LOST = (
    OSError,
    asyncpg.PostgresConnectionError,
    asyncpg.CannotConnectNowError,
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.InterfaceError,
)


class _PoolFloorRetries(logging.Filter):
    """Leaves out asyncpg's warning, with its traceback, each time its pool fails to reopen its
    least number of connections (again and again while the server is down, up to once a
    minute): the store tells the operator's log of an outage itself, once (`Outage`)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("Failed to restore the pool connection floor")


logging.getLogger("asyncpg.pool").addFilter(_PoolFloorRetries())


class PgCursor:
    """What a statement did: the rows it changed and, for an INSERT, the new row's id."""

    __slots__ = ("lastrowid", "rowcount")

    def __init__(self, rowcount: int, lastrowid: int | None = None) -> None:
        self.rowcount = rowcount
        self.lastrowid = lastrowid


class PgConnection:
    """A `Db` on one asyncpg connection, inside a transaction (or around one statement)."""

    dialect = "postgresql"

    def __init__(
        self, conn: Conn, store: PostgresStore, writing: bool, *, alone: bool = False
    ) -> None:
        self._conn = conn
        self._store = store
        self._writing = writing
        # Outside a transaction (`PostgresStore.read_one`): one statement only, which sees one
        # committed state by itself; a second would see another.
        self._alone = alone
        self._statements = 0

    def _statement(self, sql: str) -> Statement:
        self._statements += 1
        if self._alone and self._statements > 1:
            raise RuntimeError(f"a read of one statement ran a second: {sql.split()[:4]}")
        return dialect.statement(sql, self._writing)

    async def execute(self, sql: str, parameters: Iterable[Any] = ()) -> PgCursor:
        """Run one statement; the cursor gives `rowcount` and `lastrowid`."""
        statement = self._statement(sql)
        try:
            if statement.row_id is not None:
                row = await self._conn.fetchrow(statement.sql, *parameters)
                cursor = PgCursor(0, None) if row is None else PgCursor(1, int(row[0]))
            else:
                status = await self._conn.execute(statement.sql, *parameters)
                cursor = PgCursor(_count(status))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintFailed(str(exc)) from exc
        self._store.changes += cursor.rowcount
        return cursor

    async def execute_fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[Any]:
        """Run one query and return its rows."""
        statement = self._statement(sql)
        try:
            rows = await self._conn.fetch(statement.sql, *parameters)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintFailed(str(exc)) from exc
        if not sql.lstrip().upper().startswith("SELECT"):
            self._store.changes += len(rows)  # UPDATE ... RETURNING
        return list(rows)

    async def executemany(self, sql: str, parameters: Iterable[Sequence[Any]]) -> PgCursor:
        """Run one statement for each set of parameters."""
        statement = self._statement(sql)
        batch = list(parameters)
        try:
            await self._conn.executemany(statement.sql, batch)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintFailed(str(exc)) from exc
        self._store.changes += len(batch)
        return PgCursor(-1)

    @property
    def total_changes(self) -> int:
        """Rows changed through the store since it opened."""
        return self._store.changes


async def _given_back(conn: Conn) -> None:
    """What the pool does to a connection given back, beyond rolling back a transaction left
    open: nothing. The store's connections end every transaction, listen to nothing and keep
    no session settings or locks (the claims' connection unlocks before it is given back), so
    asyncpg's default reset (a query to the server each time: a round trip per transaction)
    has nothing to undo."""


def _count(status: str) -> int:
    """The rows a command changed, from its status ("UPDATE 3", "INSERT 0 1", ...)."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresStore(Store):
    """A Hexhaven database on a PostgreSQL server, migrated, behind a pool of connections."""

    moves_alone = True

    def __init__(self, pool: asyncpg.Pool, url: str, close_grace: float = CLOSE_GRACE) -> None:
        self._pool = pool
        self.url = url
        self._close_grace = close_grace
        self.schema_version = 0
        self.changes = 0
        self.written = 0
        # Whether the server is failing, so that the log says it once, not once a call.
        self._outage: Outage = Outage(log, describe(url))
        # The connection holding this process's claims on deadlines (see `claim`).
        self._claims: PoolConnectionProxy[asyncpg.Record] | None = None

    @classmethod
    async def connect(
        cls,
        url: str,
        *,
        min_size: int = 1,
        max_size: int = 10,
        migrations: Sequence[Migration] = MIGRATIONS,
        idle_in_transaction: float = IDLE_IN_TRANSACTION,
        statement_timeout: float = STATEMENT_TIMEOUT,
        close_grace: float = CLOSE_GRACE,
        read_only: bool = False,
    ) -> PostgresStore:
        """Connect to the database at `url` and migrate it; `DatabaseServerError` if it cannot
        be reached, or holds something other than a Hexhaven schema this version knows.
        The limits are in seconds (see `IDLE_IN_TRANSACTION`)."""
        settings = {
            "idle_in_transaction_session_timeout": str(round(idle_in_transaction * 1000)),
            "statement_timeout": str(round(statement_timeout * 1000)),
        }
        if read_only:
            # Every transaction of the pool is read-only: the server refuses any write.
            settings["default_transaction_read_only"] = "on"
        try:
            pool = await asyncpg.create_pool(
                url,
                min_size=min_size,
                max_size=max_size,
                command_timeout=statement_timeout + 5,
                server_settings=settings,
                reset=_given_back,
            )
        except (*_LOST, asyncpg.PostgresError) as exc:
            raise DatabaseServerError(describe(url), f"cannot connect ({exc})") from None
        store = cls(pool, url, close_grace)
        try:
            async with pool.acquire() as conn:
                if read_only:
                    store.schema_version = await _known_schema(conn, describe(url), migrations)
                else:
                    store.schema_version = await migrate(conn, describe(url), migrations)
        except BaseException:
            await pool.close()
            raise
        return store

    @property
    def name(self) -> str:
        return describe(self.url)

    def transaction(self) -> AbstractAsyncContextManager[Db]:
        """A write transaction: committed when the block ends, rolled back if it raises."""
        return self._begin(writing=True)

    def reading(self) -> AbstractAsyncContextManager[Db]:
        """A read transaction: every statement in the block sees the same committed state."""
        return self._begin(writing=False)

    async def write(self, work: Work[T]) -> T:
        """A write transaction around `work(db)` (see `transaction`)."""
        async with self._begin(writing=True) as db:
            return await work(db)

    async def read(self, work: Work[T]) -> T:
        """A read transaction around `work(db)` (see `reading`)."""
        async with self._begin(writing=False) as db:
            return await work(db)

    async def read_one(self, work: Work[T]) -> T:
        """`work(db)` running one statement, outside a transaction: no BEGIN and COMMIT round
        trips (the statement sees one committed state by itself); a second statement raises."""
        return await self._alone(work, writing=False)

    async def write_one(self, work: Work[T]) -> T:
        """`work(db)` running one statement that writes, outside a transaction: no BEGIN and
        COMMIT round trips (the statement is atomic by itself); a second statement raises."""
        return await self._alone(work, writing=True)

    async def _alone(self, work: Work[T], *, writing: bool) -> T:
        try:
            async with self._pool.acquire() as conn:
                result = await work(PgConnection(conn, self, writing, alone=True))
        except Exception as exc:
            failed = self._failed(exc, writing=writing)
            if failed is exc:
                raise
            raise failed from None
        self._outage.answered(writing=writing)
        return result

    @asynccontextmanager
    async def _begin(self, *, writing: bool) -> AsyncIterator[Db]:
        # Reads see one snapshot (as SQLite's read transaction does); writes see each
        # statement's latest committed rows, and wait on the rows they lock.
        isolation: Literal["read_committed", "repeatable_read"] = (
            "read_committed" if writing else "repeatable_read"
        )
        try:
            async with (
                self._pool.acquire() as conn,
                conn.transaction(isolation=isolation, readonly=not writing),
            ):
                yield PgConnection(conn, self, writing)
        except Exception as exc:
            failed = self._failed(exc, writing=writing)
            if failed is exc:
                raise
            raise failed from None
        finally:
            if writing:
                self.written += 1
        self._outage.answered(writing=writing)

    def _failed(self, exc: Exception, *, writing: bool) -> Exception:
        """What a caller gets for an error: `WriteFailed` (`ReadFailed` for a read) for a
        failure of the server or of the connection to it, told to the log once per outage,
        `VersionConflict` when the server undid the transaction to break a deadlock or a
        conflict with another process's (the caller reads the table again), else the error.
        A connection lost is not given back to the pool's use: asyncpg replaces a closed
        connection at its next acquire, so calls succeed again once the server is back."""
        if isinstance(exc, asyncpg.DeadlockDetectedError | asyncpg.SerializationError):
            return VersionConflict(str(exc))
        reason = None
        if isinstance(exc, asyncpg.DiskFullError):
            reason = "full"
        elif isinstance(exc, asyncpg.ReadOnlySQLTransactionError):
            reason = "read_only"
        elif isinstance(exc, asyncpg.DataCorruptedError | asyncpg.IndexCorruptedError):
            reason = "damaged"
        elif isinstance(exc, (*_LOST, asyncpg.InsufficientResourcesError)):
            reason = "io"
        if reason is None:
            return exc
        what = "writes" if writing else "reads"
        line = f"{what} fail ({reason}): {type(exc).__name__}: {exc}; calls are refused meanwhile"
        self._outage.failed(reason, line, writing=writing)
        return unavailable(reason, str(exc), writing=writing)

    async def claim(self, deadline_ids: Sequence[int]) -> set[int]:
        """Of these deadlines, the ones no other process is working on, now claimed by this
        one (session advisory locks on one connection kept for them): each deadline is worked
        on by one process at a time, and a process that dies releases its claims with its
        connection. None are claimed when the server cannot be reached."""
        if not deadline_ids:
            return set()
        try:
            if self._claims is None:
                self._claims = await self._pool.acquire()
            rows = await self._claims.fetch(
                "SELECT id FROM unnest($1::bigint[]) AS id WHERE pg_try_advisory_lock($2, id::int)",
                list(deadline_ids),
                DEADLINE_LOCKS,
            )
        except (*_LOST, asyncpg.PostgresError) as exc:
            await self._drop_claims()
            log.warning("database %s: cannot claim deadlines: %s", self.name, exc)
            return set()
        return {int(r[0]) for r in rows}

    async def release(self, deadline_ids: Iterable[int]) -> None:
        ids = list(deadline_ids)
        if not ids or self._claims is None:
            return
        try:
            await self._claims.execute(
                "SELECT pg_advisory_unlock($2, id::int) FROM unnest($1::bigint[]) AS id",
                ids,
                DEADLINE_LOCKS,
            )
        except (*_LOST, asyncpg.PostgresError):
            await self._drop_claims()  # its locks went with it

    async def _drop_claims(self) -> None:
        claims, self._claims = self._claims, None
        if claims is None:
            return
        try:
            await claims.execute("SELECT pg_advisory_unlock_all()")
        except (*_LOST, asyncpg.PostgresError, asyncpg.InterfaceError):
            # Its locks end with its session. A connection found closed has already been
            # given back to the pool by asyncpg, which answers any call on it with an
            # InterfaceError.
            with suppress(asyncpg.InterfaceError):
                claims.terminate()
        await self._pool.release(claims)  # a connection given back already is left be

    @property
    def total_changes(self) -> int:
        return self.changes

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[Conn]:
        """One of the pool's connections, outside any transaction, with no time limit on its
        statements (copying a community)."""
        async with self._pool.acquire() as conn:
            await conn.execute("SET statement_timeout = 0")
            try:
                yield conn
            finally:
                if not conn.is_closed():
                    await conn.execute("RESET statement_timeout")

    async def close(self) -> None:
        """Close every connection of the pool (claims are released with theirs), waiting at
        most `close_grace` seconds for the transactions in hand: a connection still held then
        is closed under its task, which rolls its transaction back and frees its rows."""
        await self._drop_claims()
        try:
            await asyncio.wait_for(self._pool.close(), self._close_grace)
        except TimeoutError:
            log.warning(
                "database %s: closed with transactions still in hand (rolled back)", self.name
            )
            self._pool.terminate()


async def _tables(conn: Conn) -> list[str]:
    rows = await conn.fetch(
        "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename"
    )
    return [str(r[0]) for r in rows]


async def current_version(conn: Conn) -> int:
    """The highest migration applied (0 for a new database)."""
    if "schema_version" not in await _tables(conn):
        return 0
    value = await conn.fetchval("SELECT coalesce(max(version), 0) FROM schema_version")
    return int(value)


async def _known_schema(conn: Conn, name: str, migrations: Sequence[Migration]) -> int:
    """The schema of a database opened read-only: it must be this version's, as migrated."""
    latest = max((m.version for m in migrations), default=0)
    version = await current_version(conn)
    if version != latest:
        raise DatabaseServerError(
            name,
            f"its schema is {version}, this Hexhaven reads {latest} "
            "(start the bot of this version once to migrate it)",
        )
    return version


async def migrate(conn: Conn, name: str, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Apply every migration newer than the database's schema, each in its own transaction,
    holding an advisory lock so that processes starting together migrate once."""
    latest = max((m.version for m in migrations), default=0)
    tables = await _tables(conn)
    if tables and "schema_version" not in tables:
        shown = ", ".join(tables[:5]) + (", ..." if len(tables) > 5 else "")
        raise DatabaseServerError(name, f"not a Hexhaven database (it holds other tables: {shown})")
    if tables and await current_version(conn) == latest:
        return latest  # up to date, as at every start but the first: no lock taken
    for migration in sorted(migrations, key=lambda m: m.version):
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            version = await current_version(conn)
            if version > latest:
                raise DatabaseServerError(
                    name,
                    f"written by a newer Hexhaven (schema {version}; this one knows up to "
                    f"{latest})",
                )
            if migration.version <= version:
                continue
            await conn.execute(dialect.NOCASE_COLLATION)
            await conn.execute(_VERSION_TABLE)
            for statement in dialect.migration_statements(migration):
                await conn.execute(statement)
            await conn.execute(
                "INSERT INTO schema_version (version, description, applied_at) "
                "VALUES ($1, $2, extract(epoch from now()))",
                migration.version,
                migration.description,
            )
    return await current_version(conn)
