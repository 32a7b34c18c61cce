"""A unit of work run whole on the connection's own thread: one hand-over instead of one per
statement.

aiosqlite runs every statement on its worker thread and hands the result back to the event
loop; each hand-over costs tens of microseconds (far more on a busy machine), more than the
statement itself. `run_inline` drives an `async def` unit of work on that thread with a
connection whose `execute`, `execute_fetchall` and `executemany` run at once, so the store's
query functions are reused unchanged. Such a unit must await nothing else: no lock, no sleep,
no other I/O (it is refused with `NotInline` if it tries).

`in_group` runs several units in one transaction (group commit: one sync of the file for all
of them), each inside its own savepoint, so one unit that raises undoes only its own writes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Coroutine, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from bot.store.base import Work

T = TypeVar("T")


class NotInline(RuntimeError):
    """A unit of work run on the connection's thread awaited something other than a query."""


class InlineConnection:
    """A `Db` on a `sqlite3.Connection`, from the thread that owns it."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, parameters: Iterable[Any] = ()) -> sqlite3.Cursor:
        """Run one statement; the cursor gives `rowcount` and `lastrowid`."""
        return self._conn.execute(sql, tuple(parameters))

    async def execute_fetchall(self, sql: str, parameters: Iterable[Any] = ()) -> list[Any]:
        """Run one query and return its rows."""
        return self._conn.execute(sql, tuple(parameters)).fetchall()

    async def executemany(self, sql: str, parameters: Iterable[Sequence[Any]]) -> sqlite3.Cursor:
        """Run one statement for each set of parameters."""
        return self._conn.executemany(sql, parameters)

    @property
    def total_changes(self) -> int:
        """Rows changed through the connection since it opened."""
        return self._conn.total_changes


def drive(work: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine that never suspends to its end, in the calling thread."""
    try:
        work.send(None)
    except StopIteration as done:
        return cast(T, done.value)
    work.close()
    raise NotInline("a unit of work on the connection's thread awaited something else")


def in_transaction(conn: sqlite3.Connection, begin: str, work: Work[T]) -> T:
    """`begin`, the work, then COMMIT (ROLLBACK if it raises), on the connection's thread."""
    conn.execute(begin)
    try:
        result = drive(work(InlineConnection(conn)))
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result


@dataclass
class Done:
    """How one unit of a group ended: its value, or what it raised."""

    value: Any = None
    error: BaseException | None = None


def in_group(conn: sqlite3.Connection, begin: str, works: Sequence[Work[Any]]) -> list[Done]:
    """`begin`, each unit in its own savepoint, then one COMMIT, on the connection's thread.

    A unit that raises has its savepoint rolled back and its error recorded; the others go on.
    If the transaction itself is lost (SQLite rolls it back on some failures of the file) or
    the COMMIT fails, nothing of the group is kept and the error is raised for all of them."""
    conn.execute(begin)
    done: list[Done] = []
    try:
        for work in works:
            conn.execute("SAVEPOINT unit")
            try:
                value = drive(work(InlineConnection(conn)))
            except Exception as exc:
                if not conn.in_transaction:
                    raise  # the whole transaction is gone: the units before it too
                conn.execute("ROLLBACK TO unit")
                conn.execute("RELEASE unit")
                done.append(Done(error=exc))
                continue
            conn.execute("RELEASE unit")
            done.append(Done(value))
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return done
