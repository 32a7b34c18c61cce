"""Persistence: a database written before tournaments (schema 4, leagues) opens with
this version, gains the tournament tables (migration 5) and keeps every row it held; its league
runs a tournament on the games and ratings it already had."""

from __future__ import annotations

import functools
import random
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

import bot.store.connection
from bot.service import Service, User
from bot.store.migrations import migrate
from bot.store.schema import (
    ANNOUNCEMENTS,
    COMPUTERS,
    HELD,
    LEAGUES,
    MIGRATIONS,
    TIMERS,
    TOURNAMENTS,
    UNDO,
    WEB_KEYS,
)
from tests.service.conftest import Clock
from tests.service.leagues_helpers import GUILD, LEAGUE, league_game, league_with_season

ADMIN = User("300000000000000000", "Admin")
PLAYERS = [User(f"3000000000000000{i:02}", f"Player {i}") for i in range(1, 6)]
BEFORE = MIGRATIONS[: MIGRATIONS.index(TOURNAMENTS)]
#: The later migrations whose columns and tables this version's code reads and writes while it
#: writes the old file's rows; `_narrow` takes them off again.
LATER = (COMPUTERS, ANNOUNCEMENTS, HELD, WEB_KEYS, UNDO)
NEW_TABLES = {
    "tournaments",
    "tournament_entrants",
    "tournament_seats",
    "tournament_tables",
    "held_notices",
    "undo_requests",
}
Rows = dict[str, tuple[tuple[str, ...], list[tuple[object, ...]]]]


def _read(path: Path, columns: dict[str, tuple[str, ...]] | None = None) -> Rows:
    """Every table's column names and rows (sorted), or only the given tables' given
    columns."""
    with closing(sqlite3.connect(path)) as db:
        names = [
            str(r[0])
            for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY 1")
        ]
        out: Rows = {}
        for name in names:
            cols = tuple(str(r[1]) for r in db.execute(f"PRAGMA table_info({name})"))
            if columns is not None:
                if name not in columns:
                    continue
                cols = columns[name]
            rows = db.execute(f"SELECT {', '.join(cols)} FROM {name}").fetchall()
            out[name] = (cols, sorted(rows, key=repr))
        return out


async def _old_file(path: Path, clock: Clock) -> Rows:
    """A schema-4 file holding a league, its season, a finished rated game and a game still
    going; its tables' columns and rows."""
    with pytest.MonkeyPatch.context() as patch:
        # Opened as the version before tournaments did: only the migrations up to leagues.
        patch.setattr(
            bot.store.connection, "migrate", functools.partial(migrate, migrations=BEFORE)
        )
        service = await Service.open(path, rng=random.Random(3), clock=clock)
    try:
        assert service.store.schema_version == LEAGUES.version
        # This version's code writes the rows, so the file has the later migrations' columns
        # and tables while it does (they are taken off again once it is closed: `_narrow`).
        async with service.store.transaction() as db:
            for statement in (s for m in LATER for s in m.statements):
                await db.execute(statement)
        await league_with_season(service, ADMIN)
        await league_game(service, 10, PLAYERS[:3], random.Random(5))
        await service.lobby.create_table(11, PLAYERS[3], None, guild=GUILD, league=LEAGUE)
        for user in PLAYERS[:2]:
            await service.lobby.join(11, user)
        await service.play.start(11, PLAYERS[3])
    finally:
        await service.close()
    _narrow(path)
    return _read(path)


def _narrow(path: Path) -> None:
    """Take what the later migrations added off again, rows kept, so that the file has the
    tables of schema 4 exactly."""
    created = next(s for s in TIMERS.statements if "CREATE TABLE seat_control" in s)
    indexes = [s for s in TIMERS.statements if "ON seat_control" in s]
    with closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("BEGIN")
        db.execute("DROP TABLE undo_requests")
        db.execute("ALTER TABLE actions DROP COLUMN undone")
        db.execute("DROP INDEX leagues_by_web_key")
        db.execute("DROP INDEX game_tables_by_web_key")
        db.execute("ALTER TABLE leagues DROP COLUMN web_key")
        db.execute("ALTER TABLE game_tables DROP COLUMN web_key")
        db.execute("DROP TABLE held_notices")
        db.execute("DROP INDEX game_tables_owed")
        db.execute("ALTER TABLE game_tables DROP COLUMN announced")
        db.execute("ALTER TABLE seats DROP COLUMN computer")
        db.execute(created.replace("seat_control", "seat_control_old", 1))
        db.execute(
            "INSERT INTO seat_control_old SELECT table_id, player, user_id, display_name, "
            "state, strikes, candidate, candidate_name FROM seat_control"
        )
        db.execute("DROP TABLE seat_control")
        db.execute("ALTER TABLE seat_control_old RENAME TO seat_control")
        for index in indexes:
            db.execute(index)
        db.execute("COMMIT")


def test_tournaments_are_the_migration_after_leagues() -> None:
    """Migrations are numbered without gaps, and tournaments come right after leagues (4)."""
    assert [m.version for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    assert (LEAGUES.version, TOURNAMENTS.version) == (4, 5)
    assert MIGRATIONS[TOURNAMENTS.version - 1] is TOURNAMENTS


async def test_a_league_database_upgrades_keeping_every_row(tmp_path: Path, clock: Clock) -> None:
    """Opening a schema-4 file applies every later migration once: the new tables appear,
    empty; every row of the old tables keeps every value it had; the columns added are
    empty for the rows already there, but for what their migration fills in (the tables'
    announced version, a game's key for its page)."""
    path = tmp_path / "hexhaven.db"
    old = await _old_file(path, clock)
    assert not NEW_TABLES & set(old)
    service = await Service.open(path, rng=random.Random(3), clock=clock)
    try:
        assert service.store.schema_version == MIGRATIONS[-1].version
    finally:
        await service.close()
    now = _read(path)
    assert set(now) == set(old) | NEW_TABLES
    assert all(now[name][1] == [] for name in NEW_TABLES)
    assert sorted(row[0] for row in now["schema_version"][1]) == [m.version for m in MIGRATIONS]
    kept = _read(path, {k: cols for k, (cols, _) in old.items() if k != "schema_version"})
    assert kept == {k: v for k, v in old.items() if k != "schema_version"}
    added = _read(
        path,
        {
            "seats": ("computer",),
            "actions": ("undone",),
            "game_tables": ("announced", "version", "web_key"),
            "leagues": ("web_key",),
        },
    )
    assert added["seats"][1] and all(row == (None,) for row in added["seats"][1])
    assert added["actions"][1] and all(row == (None,) for row in added["actions"][1])
    assert all(row == (None,) for row in added["leagues"][1])
    tables = added["game_tables"][1]
    assert tables and all(announced == version for announced, version, _ in tables)
    keys = [key for _, _, key in tables]
    assert all(keys) and len(set(keys)) == len(keys)


async def test_an_upgraded_file_has_a_new_files_schema(tmp_path: Path, clock: Clock) -> None:
    """The upgraded file's tables and indexes are those of a file created by this version."""
    await _old_file(tmp_path / "old.db", clock)
    schemas = []
    for name in ("old.db", "new.db"):
        service = await Service.open(tmp_path / name, rng=random.Random(3), clock=clock)
        try:
            async with service.store.reading() as db:
                rows = await db.execute_fetchall(
                    "SELECT type, name, sql FROM sqlite_master ORDER BY type, name"
                )
                schemas.append([tuple(r) for r in rows])
        finally:
            await service.close()
    assert schemas[0] == schemas[1]


async def test_an_upgraded_league_runs_a_tournament(tmp_path: Path, clock: Clock) -> None:
    """After the upgrade the league's season holds a tournament: sign-up, start, and a round
    whose table opens and starts its game, while the older game keeps going."""
    path = tmp_path / "hexhaven.db"
    await _old_file(path, clock)
    service = await Service.open(path, rng=random.Random(3), clock=clock)
    try:
        await service.tournaments.create(
            GUILD, 555, ADMIN, LEAGUE, "Upgrade Cup", 1, 3, "1d", "2d", admin=True
        )
        for user in PLAYERS[:4]:
            await service.tournaments.join(GUILD, user, LEAGUE, "Upgrade Cup")
        first = await service.tournaments.start(GUILD, ADMIN, LEAGUE, "Upgrade Cup", admin=True)
        # The league's games are for 3: one table of 3, and the fourth entrant has a bye.
        assert [len(t.players) for t in first.tables] == [3] and len(first.byes) == 1
        outcome = await service.tournaments.open_table(GUILD, first.tables[0], 1000)
        assert outcome is not None
        opened = await service.core.latest(1000)
        assert opened.row.status == "playing"
        going = await service.core.latest(11)
        assert going.row.status == "playing"
    finally:
        await service.close()
