"""Opening the database file: pragmas, migrations, configuration, unusable files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store import DatabaseFileError, Store, database_path
from bot.store.migrations import APPLICATION_ID
from bot.store.schema import MIGRATIONS

EXPECTED_TABLES = {
    "schema_version",
    "game_tables",
    "seats",
    "actions",
    "snapshots",
    "deadlines",
    "user_preferences",
    "server_settings",
    "dice_rolls",
    "turn_scores",
    "game_records",
    "game_results",
}


async def test_new_file_gets_the_schema_and_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    async with await Store.open(path) as store:
        assert store.schema_version == MIGRATIONS[-1].version
        async with store.reading() as db:
            mode = next(iter(await db.execute_fetchall("PRAGMA journal_mode")))[0]
            keys = next(iter(await db.execute_fetchall("PRAGMA foreign_keys")))[0]
            busy = next(iter(await db.execute_fetchall("PRAGMA busy_timeout")))[0]
            names = {
                r[0]
                for r in await db.execute_fetchall(
                    "SELECT name FROM sqlite_master WHERE type = 'table'"
                )
            }
    assert (mode, keys) == ("wal", 1)
    assert busy > 0
    assert names >= EXPECTED_TABLES


async def test_reopening_applies_nothing_twice(tmp_path: Path) -> None:
    path = tmp_path / "again.db"
    for _ in range(3):
        async with await Store.open(path) as store:
            async with store.reading() as db:
                rows = list(await db.execute_fetchall("SELECT version FROM schema_version"))
            assert [r[0] for r in rows] == [m.version for m in MIGRATIONS]


def test_path_comes_from_the_environment() -> None:
    assert database_path({}) == Path("./hexhaven.db")
    assert database_path({"HEXHAVEN_DB": ""}) == Path("./hexhaven.db")
    assert database_path({"HEXHAVEN_DB": "/data/x.db"}) == Path("/data/x.db")


async def test_open_without_path_uses_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HEXHAVEN_DB", str(tmp_path / "env.db"))
    async with await Store.open() as store:
        assert store.path == tmp_path / "env.db"
    assert (tmp_path / "env.db").exists()


async def _refusal(path: Path) -> str:
    with pytest.raises(DatabaseFileError) as caught:
        await Store.open(path)
    message = str(caught.value)
    assert "\n" not in message
    assert str(path) in message
    return message


async def test_garbage_bytes_are_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "garbage.db"
    path.write_bytes(bytes(range(256)) * 64)
    message = await _refusal(path)
    assert "not a SQLite database" in message
    assert path.read_bytes() == bytes(range(256)) * 64


async def test_a_foreign_sqlite_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")
    con.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")
    con.commit()
    con.close()
    before = path.read_bytes()
    message = await _refusal(path)
    assert "not a Hexhaven database" in message
    assert "invoices" in message
    assert path.read_bytes() == before
    assert not Path(f"{path}-wal").exists()


async def test_a_file_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.db"
    async with await Store.open(path):
        pass
    con = sqlite3.connect(path)
    con.execute("INSERT INTO schema_version VALUES (999, 'from the future', 0)")
    con.commit()
    con.close()
    assert "newer Hexhaven" in await _refusal(path)


async def test_another_application_id_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "app.db"
    con = sqlite3.connect(path)
    con.execute("PRAGMA application_id = 7")
    con.commit()
    con.close()
    assert "application id 7" in await _refusal(path)


async def test_an_unopenable_path_is_refused(tmp_path: Path) -> None:
    await _refusal(tmp_path / "no" / "such" / "dir.db")


async def test_application_id_marks_the_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.db"
    async with await Store.open(path):
        pass
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    con.close()


async def test_a_failed_transaction_leaves_nothing(store: Store) -> None:
    with pytest.raises(RuntimeError):
        async with store.transaction() as db:
            await db.execute(
                "INSERT INTO user_preferences VALUES ('u', 'k', '1', 0)",
            )
            raise RuntimeError("boom")
    async with store.reading() as db:
        rows = list(await db.execute_fetchall("SELECT * FROM user_preferences"))
    assert rows == []
