"""Backups: a consistent copy of a live database through SQLite's online backup API.

The copy is taken in one step inside one read transaction, so it holds exactly what was
committed when it began, while the bot goes on writing (WAL readers do not block writers).
It is written beside its destination, checked, and only then renamed into place.
"""

from __future__ import annotations

import os
import sqlite3
import time
from contextlib import closing
from pathlib import Path

from bot.store.errors import DatabaseFileError, damaged, problem_of
from bot.store.migrations import APPLICATION_ID


def _connect_existing(path: Path) -> sqlite3.Connection:
    """A connection to a file that must already exist (a plain connect would create one)."""
    uri = f"{path.resolve().as_uri()}?mode=rw"
    return sqlite3.connect(uri, uri=True, timeout=10, isolation_level=None)


def backup(source: Path, target: Path) -> str:
    """Copy the database at `source` to the new file `target`; returns the line to print.

    Raises `DatabaseFileError` (one line) when the source is missing or not a usable Hexhaven
    database, when `target` exists, or when the copy fails its integrity check."""
    if source.is_dir() or not source.exists():
        raise DatabaseFileError(source, "there is no database file there")
    if target.exists():
        raise DatabaseFileError(
            target, "it already exists; name a new file for the backup (backups never overwrite)"
        )
    if not target.parent.is_dir():
        raise DatabaseFileError(target, f"its folder {target.parent} does not exist")
    partial = target.with_name(f"{target.name}.partial")
    began = time.perf_counter()
    try:
        with closing(_connect_existing(source)) as live:
            (app_id,) = live.execute("PRAGMA application_id").fetchone()
            if app_id != APPLICATION_ID:
                raise DatabaseFileError(source, "not a Hexhaven database; nothing was copied")
            with closing(sqlite3.connect(partial, isolation_level=None)) as copy:
                live.backup(copy)  # pages=-1: every page in one step, one consistent snapshot
                # A single self-contained file: no -wal beside it to forget when restoring.
                copy.execute("PRAGMA journal_mode = DELETE")
                found = [str(r[0]) for r in copy.execute("PRAGMA quick_check(3)")]
                (version,) = copy.execute(
                    "SELECT coalesce(max(version), 0) FROM schema_version"
                ).fetchone()
                (tables,) = copy.execute("SELECT count(*) FROM game_tables").fetchone()
        if found != ["ok"]:
            raise DatabaseFileError(source, damaged(source, "; ".join(found)))
        os.replace(partial, target)
    except sqlite3.Error as exc:
        raise DatabaseFileError(source, problem_of(exc, source)) from None
    finally:
        partial.unlink(missing_ok=True)
    seconds = time.perf_counter() - began
    size = target.stat().st_size
    return (
        f"backed up {source} to {target}: schema {version}, "
        f"{tables} table{'' if tables == 1 else 's'}, "
        f"{size / 1e6:.1f} MB in {seconds:.1f}s"
    )
