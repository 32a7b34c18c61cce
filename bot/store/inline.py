"""A unit of work run whole on the connection's own thread: one hand-over instead of one per
statement.

aiosqlite runs every statement on its worker thread and hands the result back to the event
loop; each hand-over costs tens of microseconds (far more on a busy machine), more than the
statement itself. `run_inline` drives an `async def` unit of work on that thread with a
connection whose `execute`, `execute_fetchall` and `executemany` run at once, so the store's
query functions are reused unchanged. Such a unit must await nothing else: no lock, no sleep,
no other I/O (it is refused with `NotInline` if it tries).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Coroutine, Iterable, Sequence
from typing import Any, TypeVar, cast

import aiosqlite

T = TypeVar("T")

Work = Callable[[aiosqlite.Connection], Coroutine[Any, Any, T]]


class NotInline(RuntimeError):
    """A unit of work run on the connection's thread awaited something other than a query."""


class InlineConnection:
    """The part of `aiosqlite.Connection` the store's queries use, on a `sqlite3.Connection`
    from the thread that owns it."""

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
        result = drive(work(cast(aiosqlite.Connection, InlineConnection(conn))))
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return result
