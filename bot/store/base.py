"""What every store offers the service and the timers, whichever database holds the data.

Two implementations: `SqliteStore` (one file, one connection; the embedded default) and
`PostgresStore` (a server several bot processes share). The query modules (`tables`, `actions`,
`deadlines`, ...) are the same for both: they take the connection a unit of work is given, a
`Db` (`execute`, `execute_fetchall` and `executemany`, whichever database answers), and write
their SQL in SQLite's dialect (`bot.store.dialect` turns it into PostgreSQL's).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Protocol, TypeVar

from bot.store.errors import Outage

T = TypeVar("T")


class Cursor(Protocol):
    """What a statement did: the rows it changed and, for an INSERT, the new row's id."""

    @property
    def rowcount(self) -> int: ...

    @property
    def lastrowid(self) -> int | None: ...


class Db(Protocol):
    """The connection a unit of work is given, inside a transaction (or, for `read_one` and
    `write_one`, around one statement): all the service and the store's queries ask of a
    database. SQLite's connections (aiosqlite's, and `inline.InlineConnection` on its thread)
    and PostgreSQL's (`postgres.PgConnection`) are each one. SQL is in SQLite's dialect; a row
    is a tuple of its columns, read by position."""

    async def execute(self, sql: str, parameters: Iterable[Any] = (), /) -> Cursor:
        """Run one statement; the cursor gives `rowcount` and `lastrowid`."""
        ...

    async def execute_fetchall(self, sql: str, parameters: Iterable[Any] = (), /) -> Iterable[Any]:
        """Run one query and return its rows."""
        ...

    async def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Cursor:
        """Run one statement for each set of parameters."""
        ...


# A unit of work: what `Store.read` and `Store.write` run on a connection.
Work = Callable[[Db], Coroutine[Any, Any, T]]


class Store(ABC):
    """A Hexhaven database, opened, checked and migrated.

    `transaction()` and `write(work)` write (committed when the block or the work ends, rolled
    back if it raises; a failure of the database itself raises `WriteFailed`); `reading()` and
    `read(work)` see one committed state (a failure of the database raises `ReadFailed`). Both
    are `StoreUnavailable`, logged once per outage; the store answers again by itself once
    the database does. A table's writes are kept in order by its version
    (`tables.bump_version`), checked by the database, so two processes sharing a database never
    both commit a move at the same version.
    """

    schema_version: int = 0
    # Whether a move is read with its table's clocks and stored in one statement (a server,
    # where every statement is a round trip); else in a transaction that reads them.
    moves_alone: bool = False
    # Write transactions this process has ended, committed or not (a server's): a table read
    # before one ended may have changed since without its version moving (`Core.recent`).
    written: int = 0
    # Whether the database is failing (the implementations' own, told of each failure).
    _outage: Outage | None = None

    @classmethod
    async def open(cls, target: str | Path | None = None, **options: Any) -> Store:
        """Open the database `target` names: a `postgresql://` URL, a `sqlite:///` URL or a
        file path (default: `HEXHAVEN_DATABASE_URL`, else `HEXHAVEN_DB`, else ./hexhaven.db).
        `options` go to the store of that kind (e.g. `synchronous` for SQLite)."""
        from bot.store.config import database_target

        where = database_target(target)
        if isinstance(where, str):
            from bot.store.postgres import PostgresStore

            return await PostgresStore.connect(where, **options)
        from bot.store.connection import SqliteStore

        return await SqliteStore.open_file(where, **options)

    @property
    @abstractmethod
    def name(self) -> str:
        """What the log calls the database (a file, or a server without its password)."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Db]:
        """A write transaction around a block."""

    @abstractmethod
    def reading(self) -> AbstractAsyncContextManager[Db]:
        """A read transaction around a block: every statement sees the same committed state."""

    @abstractmethod
    async def write(self, work: Work[T]) -> T:
        """A write transaction around `work(db)`, which may only await the store's queries."""

    @abstractmethod
    async def read(self, work: Work[T]) -> T:
        """A read transaction around `work(db)`."""

    async def read_one(self, work: Work[T]) -> T:
        """`read` for a unit of work that runs one statement on this database (the queries
        that say so): one statement sees one committed state by itself, so a server runs it
        without a transaction around it (two round trips fewer). Here, as `read`."""
        return await self.read(work)

    async def write_one(self, work: Work[T]) -> T:
        """`write` for a unit of work that runs one statement on this database (the queries
        that say so): one statement is atomic by itself, so a server runs it without a
        transaction around it (two round trips fewer). Here, as `write`."""
        return await self.write(work)

    def count_failures(self, counter: Callable[[str], None]) -> None:
        """Tell `counter` the reason (`StoreUnavailable.reason`) of every failure of the
        database a call meets, each call's, not only the first of an outage."""
        if self._outage is not None:
            self._outage.counter = counter

    async def claim(self, deadline_ids: Sequence[int]) -> set[int]:
        """Of these deadlines, the ones this process may work on until it releases them:
        another process sharing the database works on the others. One process per store here
        (a SQLite file), so all of them; PostgreSQL's store claims with advisory locks."""
        return set(deadline_ids)

    async def release(self, deadline_ids: Iterable[int]) -> None:
        """Give claimed deadlines back (see `claim`); nothing is held here."""
        del deadline_ids

    @property
    @abstractmethod
    def total_changes(self) -> int:
        """Rows changed through this store since it opened (tests use it to prove no write)."""

    @abstractmethod
    async def close(self) -> None:
        """Close the connection(s)."""

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
