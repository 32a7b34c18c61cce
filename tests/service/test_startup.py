"""Starting the service on a file that is not a Hexhaven database fails in one line."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.service import Service
from bot.store import DatabaseFileError


async def test_garbage_file(tmp_path: Path) -> None:
    path = tmp_path / "garbage.db"
    path.write_bytes(b"\x00\xffnot sqlite at all" * 500)
    with pytest.raises(DatabaseFileError) as caught:
        await Service.open(path)
    assert str(path) in str(caught.value) and "\n" not in str(caught.value)


async def test_foreign_database(tmp_path: Path) -> None:
    path = tmp_path / "foreign.db"
    with sqlite3.connect(path) as con:
        con.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    with pytest.raises(DatabaseFileError, match="not a Hexhaven database"):
        await Service.open(path)


async def test_restart_keeps_the_tables(tmp_path: Path) -> None:
    path = tmp_path / "keep.db"
    first = await Service.open(path)
    await first.lobby.create_table(42, "100000000000000001")
    await first.close()
    second = await Service.open(path)
    status = await second.tables.status(42)
    assert status.public[0].startswith("Table 1 is open")
    await second.close()
