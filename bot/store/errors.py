"""The store's errors, and the words for what SQLite says is wrong with a file."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path


class DatabaseFileError(Exception):
    """The database file cannot be used: unreadable, corrupt, foreign or from a newer version.

    `str(error)` is one line naming the file, fit for a startup failure message.
    """

    def __init__(self, path: object, problem: str) -> None:
        self.path = str(path)
        self.problem = problem
        super().__init__(f"cannot use database file {self.path}: {problem}")


class DatabaseServerError(DatabaseFileError):
    """A PostgreSQL database cannot be used: unreachable, foreign or from a newer version."""

    def __init__(self, name: str, problem: str) -> None:
        Exception.__init__(self, f"cannot use database {name}: {problem}")
        self.path = name
        self.problem = problem


class ConstraintFailed(sqlite3.IntegrityError):
    """A write broke a constraint of a PostgreSQL database (a second active table in a channel,
    a name taken): the same `sqlite3.IntegrityError` SQLite raises, so callers catch one error
    whichever database they write to."""


class VersionConflict(Exception):
    """A table's version moved on between reading it and writing it."""


class StoreUnavailable(Exception):
    """The database could not be reached or used (a full disk, a locked or damaged file, a
    server that does not answer); nothing of the unit of work was kept.

    `reason` is `full` (no disk space), `read_only`, `damaged`, `locked` (another process kept
    it locked too long) or `io` (any other failure of the file, the server or the connection);
    `writing` says whether it was a write. The store has already told the operator's log,
    once per outage (`Outage`)."""

    writing = False

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class WriteFailed(StoreUnavailable):
    """A write transaction could not be stored; nothing of it was kept."""

    writing = True


class ReadFailed(StoreUnavailable):
    """A read could not be made."""


def unavailable(reason: str, detail: str, *, writing: bool) -> StoreUnavailable:
    """The error for a failure of the database met by a write or by a read."""
    return (WriteFailed if writing else ReadFailed)(reason, detail)


class Outage:
    """Whether the database answers, as the operator's log tells it: one line when it starts
    failing (or fails for another reason), one when it answers again; nothing for each call
    meanwhile.

    A failure met only by writes (a full disk: reads still work) ends with the next write that
    succeeds; one met by a read (a server that is down) ends with the next call that does."""

    def __init__(self, log: logging.Logger, name: str) -> None:
        self._log = log
        self._name = name
        self.reason: str | None = None
        self._reads = False
        #: Told the reason of every failure, each call's, not only an outage's first (the
        #: operator's metrics count them: `Store.count_failures`).
        self.counter: Callable[[str], None] | None = None

    def failed(self, reason: str, line: str, *, writing: bool) -> None:
        """A call met a failure of the database; `line` says what it means for the operator."""
        if self.counter is not None:
            self.counter(reason)
        if not writing:
            self._reads = True
        if reason == self.reason:
            return
        self.reason = reason
        self._log.error("database %s: %s", self._name, line)

    def answered(self, *, writing: bool) -> None:
        """A call succeeded."""
        if self.reason is None or not (writing or self._reads):
            return
        self.reason = None
        self._reads = False
        self._log.info("database %s: answers again; calls work again", self._name)


# Extended result codes that Python reports by name (sqlite3.Error.sqlite_errorname).
_READ_ONLY_FOLDER = {"SQLITE_READONLY_DIRECTORY", "SQLITE_READONLY_CANTINIT"}


def restore_advice(path: Path) -> str:
    """How to put a backup in place of a damaged file (one line, as docs/operations.md explains)."""
    return (
        f"stop the bot, move {path.name} and any {path.name}-wal and {path.name}-shm aside, "
        f"copy your latest backup (made with `python -m bot backup`) to {path} and start again"
    )


def damaged(path: Path, finding: str) -> str:
    """The problem of a file that fails its integrity check."""
    return f"the file is damaged ({finding}); {restore_advice(path)}"


def problem_of(exc: sqlite3.Error, path: Path) -> str:
    """What an SQLite error at start-up means for the operator, and what they can do."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    folder = path.parent
    if name in _READ_ONLY_FOLDER:
        return (
            f"its folder {folder} is read-only for this process (SQLite must create "
            f"{path.name}-wal and {path.name}-shm beside the file); make the folder writable "
            "for the user running the bot"
        )
    if name.startswith("SQLITE_READONLY"):
        return (
            "the file is read-only for this process; make it writable for the user running "
            "the bot (chown or chmod)"
        )
    if name == "SQLITE_NOTADB":
        return f"not a SQLite database ({exc})"
    if name.startswith("SQLITE_CORRUPT"):
        return damaged(path, str(exc))
    if name == "SQLITE_FULL":
        return "the disk is full; free some space and start again"
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return f"another process keeps it locked ({exc}); stop the other process and start again"
    if name.startswith("SQLITE_CANTOPEN") and not path.exists():
        return (
            f"cannot create it ({exc}); check that the folder {folder} is writable for the "
            "user running the bot"
        )
    if name.startswith("SQLITE_CANTOPEN"):
        return f"cannot open it ({exc}); check the permissions of the file and its folder"
    return str(exc)
