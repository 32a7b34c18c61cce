"""Database conditions: a file that is damaged, read-only, in a read-only folder, or a
folder; each stops start-up with one line naming the cause and what to do, writing nothing."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.store import DatabaseFileError, Store
from tests.store.unprivileged import open_unprivileged, shared_folder

PAGE = 4096


async def _filled(path: Path) -> None:
    """A Hexhaven database with a few rows in it, closed cleanly (no -wal left)."""
    async with await Store.open(path) as store, store.transaction() as db:
        for i in range(50):
            await db.execute(
                "INSERT INTO user_preferences VALUES (?, 'k', ?, 0)", (f"user{i}", "x" * 200)
            )


def _filled_in_folder(top: Path, file_mode: int, folder_mode: int) -> tuple[Path, bytes]:
    """A filled database `data/hexhaven.db` under `top`, with these modes; its path and bytes."""
    folder = top / "data"
    folder.mkdir()
    path = folder / "hexhaven.db"
    asyncio.run(_filled(path))
    path.chmod(file_mode)
    folder.chmod(folder_mode)
    return path, path.read_bytes()


def _restore(path: Path) -> str:
    return (
        f"stop the bot, move {path.name} and any {path.name}-wal and {path.name}-shm aside, "
        f"copy your latest backup (made with `python -m bot backup`) to {path} and start again"
    )


async def test_garbled_pages_stop_start_up_and_nothing_is_written(tmp_path: Path) -> None:
    """Garbled data pages are found by `PRAGMA quick_check` at start-up; the file is
    not written to, and the message says how to restore from a backup."""
    path = tmp_path / "hexhaven.db"
    await _filled(path)
    with sqlite3.connect(path) as con:
        (root,) = con.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'user_preferences'"
        ).fetchone()
    con.close()
    with path.open("r+b") as file:
        file.seek((root - 1) * PAGE)
        file.write(b"\xa5" * PAGE)
    before = path.read_bytes()
    with pytest.raises(DatabaseFileError) as caught:
        await Store.open(path)
    message = str(caught.value)
    finding = message.split("the file is damaged (", 1)[1].split("); stop", 1)[0]
    assert f"Page {root}" in finding
    assert message == (
        f"cannot use database file {path}: the file is damaged ({finding}); {_restore(path)}"
    )
    assert path.read_bytes() == before


def test_a_read_only_file_is_named_at_start_up() -> None:
    """A file the bot's user may read but not write is refused at start-up (not at
    the first move with a raw `OperationalError`). Exercised by a child process running as
    `nobody` on a root-owned file with mode 0444, in a folder it may write to."""
    with shared_folder() as top:
        path, before = _filled_in_folder(top, 0o444, 0o777)
        file_writable, folder_writable, message = open_unprivileged(path)
        assert (file_writable, folder_writable) == (False, True)
        assert message == (
            f"cannot use database file {path}: the file is read-only for this process; make it "
            "writable for the user running the bot (chown or chmod)"
        )
        assert path.read_bytes() == before


def test_a_read_only_folder_is_named_not_called_a_foreign_file() -> None:
    """A valid database in a folder the bot may not write to is not "not a SQLite
    database": the message names the folder. Exercised by a child process running as `nobody`
    on a file with mode 0666 in a root-owned folder with mode 0755."""
    with shared_folder() as top:
        path, before = _filled_in_folder(top, 0o666, 0o755)
        file_writable, folder_writable, message = open_unprivileged(path)
        assert (file_writable, folder_writable) == (True, False)
        assert message == (
            f"cannot use database file {path}: its folder {path.parent} is read-only for this "
            "process (SQLite must create hexhaven.db-wal and hexhaven.db-shm beside the file); "
            "make the folder writable for the user running the bot"
        )
        assert path.read_bytes() == before


def test_a_folder_given_as_the_database_is_one_line(tmp_path: Path) -> None:
    """`HEXHAVEN_DB` naming a folder ends start-up with one line and exit code 1,
    without the "Event loop is closed" traceback of SQLite's worker thread."""
    env = {**os.environ, "HEXHAVEN_DB": str(tmp_path), "DISCORD_TOKEN": ""}
    done = subprocess.run(
        [sys.executable, "-m", "bot", "health"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == (
        f"hexhaven: cannot use database file {tmp_path}: it is a folder, not a file; name a "
        f"file inside it, such as {tmp_path / 'hexhaven.db'}\n"
    )
    assert list(tmp_path.iterdir()) == []
