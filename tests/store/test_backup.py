"""Backups: `python -m bot backup PATH` writes a consistent copy of a live database
with SQLite's online backup API, and the copy opens as the bot's database."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.service import Service
from bot.store import DatabaseFileError, Store
from bot.store.backup import backup


async def test_a_backup_of_a_live_database_holds_what_was_committed(tmp_path: Path) -> None:
    """Taken while the bot holds the database open and is in the middle of a write,
    the copy has every committed table and nothing of the write under way, and opens cleanly
    (its integrity is checked at start-up)."""
    live = tmp_path / "hexhaven.db"
    copy = tmp_path / "copy.db"
    service = await Service.open(live)
    try:
        await service.lobby.create_table(1, "100000000000000001")
        await service.lobby.create_table(2, "100000000000000002")
        async with service.store.transaction() as db:
            await db.execute(
                "INSERT INTO user_preferences VALUES ('100000000000000003', 'k', '1', 0)"
            )
            line = await asyncio.to_thread(backup, live, copy)
        await service.lobby.create_table(3, "100000000000000003")
    finally:
        await service.close()
    assert line.startswith(f"backed up {live} to {copy}: schema ")
    assert ", 2 tables, " in line
    assert not Path(f"{copy}-wal").exists()
    restored = await Service.open(copy)
    try:
        assert (await restored.tables.table_info(1)) is not None
        assert (await restored.tables.table_info(2)) is not None
        assert (await restored.tables.table_info(3)) is None
        assert await restored.people.preferences("100000000000000003") == {}
    finally:
        await restored.close()


async def test_a_backup_never_overwrites_a_file(tmp_path: Path) -> None:
    """An existing file at PATH is left alone, in one line saying what to do."""
    live = tmp_path / "hexhaven.db"
    async with await Store.open(live):
        pass
    old = tmp_path / "old.db"
    old.write_bytes(b"an older backup")
    with pytest.raises(DatabaseFileError) as caught:
        backup(live, old)
    assert str(caught.value) == (
        f"cannot use database file {old}: it already exists; name a new file for the backup "
        "(backups never overwrite)"
    )
    assert old.read_bytes() == b"an older backup"


def test_the_backup_command_copies_the_configured_database(tmp_path: Path) -> None:
    """`python -m bot backup PATH` copies the file `HEXHAVEN_DB` names and prints one
    line; the copy passes the bot's own start-up checks (`health`)."""
    live = tmp_path / "hexhaven.db"

    async def fill() -> None:
        service = await Service.open(live)
        await service.lobby.create_table(1, "100000000000000001")
        await service.close()

    asyncio.run(fill())
    copy = tmp_path / "backups" / "monday.db"
    copy.parent.mkdir()

    def run(*args: str, database: Path) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "HEXHAVEN_DB": str(database), "DISCORD_TOKEN": ""}
        return subprocess.run(
            [sys.executable, "-m", "bot", *args],
            env=env,
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )

    done = run("backup", str(copy), database=live)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith(f"backed up {live} to {copy}: schema ")
    assert ", 1 table, " in done.stdout
    checked = run("health", database=copy)
    assert (checked.returncode, checked.stderr) == (0, "")
    assert checked.stdout.startswith(f"ok: {copy}")
