"""Upgrades never lose a game: a database written by each earlier schema version opens under
today's code, is migrated to the latest schema, and every game in it replays to the state the
old code had computed; its timers, leagues and tournaments are still there, and every game in
progress takes its next move. On SQLite (the old file itself) and on PostgreSQL (the same rows
written into a database at that schema, which today's code then migrates).

The fixtures, in `upgrade/`, were written by the old commits themselves (`upgrade/README.md`).
A database newer than the code is refused, in one sentence, also by `python -m bot health`.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.service import Refusal, Service
from bot.store import DatabaseFileError, Store
from bot.store.dialect import ROW_IDS
from bot.store.postgres import PostgresStore
from bot.store.schema import MIGRATIONS
from tests.postgres import Cluster

HERE = Path(__file__).parent / "upgrade"
FIXTURES = sorted(HERE.glob("schema-*.db"), key=lambda p: int(p.stem.split("-")[1]))
ROOT = Path(__file__).resolve().parents[2]
GUILD = 7
LEAGUE = "Upgrade League"
#: The clock of the upgraded service: a little after the fixtures were written, before any
#: of their deadlines is due.
NOW = 1_700_000_900.0
_numbers = itertools.count(1)


def _schema(fixture: Path) -> int:
    return int(fixture.stem.split("-")[1])


def _expected(fixture: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(fixture.with_suffix(".json").read_text())
    return data


def _rows(fixture: Path, sql: str) -> list[tuple[Any, ...]]:
    with sqlite3.connect(f"file:{fixture}?mode=ro", uri=True) as db:
        return [tuple(r) for r in db.execute(sql)]


def contained(old: object, new: object, where: str = "") -> list[str]:
    """Where `new` lost or changed something `old` had: every key of an old mapping must be in
    the new one with a value that holds the old one; lists item by item; the rest equal. Keys
    added later (state a newer engine keeps) are allowed."""
    if isinstance(old, dict) and isinstance(new, dict):
        lost = [f"{where}.{k} is gone" for k in old if k not in new]
        return lost + [
            p for k in old if k in new for p in contained(old[k], new[k], f"{where}.{k}")
        ]
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [
            p
            for i, (a, b) in enumerate(zip(old, new, strict=True))
            for p in contained(a, b, f"{where}[{i}]")
        ]
    return [] if old == new else [f"{where}: {old!r} became {new!r}"]


def _digest(data: object) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


async def _create_database(cluster: Cluster, template: str | None = None) -> str:
    name = f"upgrade_{os.getpid()}_{next(_numbers)}"
    conn = await asyncpg.connect(cluster.url())
    try:
        source = f" TEMPLATE {template}" if template else " TEMPLATE template0"
        await conn.execute(f"CREATE DATABASE {name}{source}")
    finally:
        await conn.close()
    return name


async def _postgres_at(cluster: Cluster, fixture: Path) -> str:
    """A database at the fixture's schema (its migrations only) holding the fixture's rows."""
    name = await _create_database(cluster)
    url = cluster.url(name)
    store = await PostgresStore.connect(url, migrations=MIGRATIONS[: _schema(fixture)])
    assert store.schema_version == _schema(fixture)
    tables = [
        r[0]
        for r in _rows(
            fixture,
            "SELECT name FROM sqlite_master WHERE type = 'table' "
            "AND name NOT LIKE 'sqlite%' AND name != 'schema_version' ORDER BY rowid",
        )
    ]
    try:
        async with store.connection() as conn, conn.transaction():
            # The rows as they are; their references were checked by SQLite.
            await conn.execute("SET LOCAL session_replication_role = replica")
            for table in tables:
                names = [str(r[1]) for r in _rows(fixture, f"PRAGMA table_info({table})")]
                rows = _rows(fixture, f"SELECT {', '.join(names)} FROM {table}")
                if rows:
                    await conn.copy_records_to_table(table, records=rows, columns=names)
            for table, column in ROW_IDS.items():
                if table in tables:
                    await conn.execute(
                        f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                        f"coalesce(max({column}), 0) + 1, false) FROM {table}"
                    )
    finally:
        await store.close()
    return name


#: Per fixture, the PostgreSQL database at its schema with its rows (each test gets a copy).
_LOADED: dict[Path, str] = {}


@pytest.fixture(params=FIXTURES, ids=lambda p: p.stem)
def fixture(request: pytest.FixtureRequest) -> Path:
    path: Path = request.param
    return path


@pytest.fixture(params=("sqlite", "postgresql"))
def old_database(request: pytest.FixtureRequest, fixture: Path, tmp_path: Path) -> str | Path:
    """A copy of the old database, not yet opened by today's code: the fixture's file, or a
    PostgreSQL database at the fixture's schema holding its rows."""
    if request.param == "sqlite":
        copy = tmp_path / "hexhaven.db"
        shutil.copyfile(fixture, copy)
        return copy
    cluster: Cluster = request.getfixturevalue("postgres")
    if fixture not in _LOADED:
        _LOADED[fixture] = asyncio.run(_postgres_at(cluster, fixture))
    return cluster.url(asyncio.run(_create_database(cluster, _LOADED[fixture])))


@pytest.fixture
async def upgraded(old_database: str | Path) -> AsyncIterator[Service]:
    """Today's service on the old database (opening it applies the later migrations)."""
    service = await Service.open(old_database, rng=random.Random(5), clock=lambda: NOW)
    yield service
    await service.close()


async def test_an_older_database_is_migrated_to_the_latest_schema(
    upgraded: Service, fixture: Path
) -> None:
    """Opening a database of an older schema applies every later migration, once each."""
    assert upgraded.store.schema_version == MIGRATIONS[-1].version
    async with upgraded.store.reading() as db:
        rows = await db.execute_fetchall("SELECT version FROM schema_version ORDER BY version")
    assert [r[0] for r in rows] == [m.version for m in MIGRATIONS]
    assert _schema(fixture) < MIGRATIONS[-1].version


async def test_every_game_replays_to_the_state_its_version_recorded(
    upgraded: Service, fixture: Path
) -> None:
    """Each table keeps its status and version; each game rebuilt from the migrated snapshots
    and log has the state the old code computed: its whole state (`to_dict`; keys a later
    engine added, and the format number, aside), the public view (the board's layout
    compared by digest), each player's own part, and who is awaited."""
    tables = _expected(fixture)["tables"]
    for table_id, was in tables.items():
        table = await upgraded.core.table_by_id(int(table_id))
        assert table is not None, table_id
        assert (table.row.status, table.row.version) == (was["status"], was["version"])
        assert table.row.winner == was["winner"]
        if was["status"] == "open":
            continue
        game = await upgraded.core.game(table)
        state = game.to_dict()
        old_state = {k: v for k, v in was["state"].items() if k != "format"}
        public = json.loads(json.dumps(game.view(None)))
        board = public.pop("board", None)
        private = {p: json.loads(json.dumps(game.view(p).get("you"))) for p in was["private"]}
        assert contained(old_state, state) == [], table_id
        assert contained(was["public"], public) == [], table_id
        assert _digest(board) == was["board_sha256"], table_id
        assert contained(was["private"], private) == [], table_id
        assert sorted(game.awaiting()) == was["awaiting"], table_id


async def test_pending_timers_are_still_pending(upgraded: Service, fixture: Path) -> None:
    """The deadlines of the games in progress survive the upgrade, unfired, due when they
    were (turn times run on across an upgrade)."""
    before = _rows(
        fixture, "SELECT id, table_id, player, kind, due_at FROM deadlines WHERE fired = 0"
    )
    assert before
    async with upgraded.store.reading() as db:
        after = await db.execute_fetchall(
            "SELECT id, table_id, player, kind, due_at FROM deadlines WHERE fired = 0"
        )
    assert sorted(tuple(r) for r in after) == sorted(before)


async def test_league_standings_and_tournaments_read(upgraded: Service, fixture: Path) -> None:
    """Where the old version had leagues, the season's standings read as its ratings stood;
    where it had tournaments, the tournament's ranking reads."""
    if _schema(fixture) < 4:
        pytest.skip("no leagues before schema 4")
    ratings = _rows(
        fixture,
        "SELECT user_id, games, wins FROM ratings r JOIN seasons s ON s.id = r.season_id "
        "WHERE s.closed_at IS NULL ORDER BY user_id",
    )
    standings = await upgraded.leagues.standings(GUILD, LEAGUE)
    assert ratings
    assert sorted((s.user_id, s.games, s.wins) for s in standings.rows) == ratings
    if _schema(fixture) >= 5:
        ranking = await upgraded.tournaments.ranking(GUILD, LEAGUE, "Upgrade Cup")
        assert ranking


async def test_every_game_in_progress_takes_a_move(upgraded: Service, fixture: Path) -> None:
    """Each game in progress takes its next move under today's code: a legal move of an
    awaited person, or the computer's move for a computer seat."""
    for table_id, was in _expected(fixture)["tables"].items():
        if was["status"] != "playing":
            continue
        table = await upgraded.core.table_by_id(int(table_id))
        assert table is not None
        game = await upgraded.core.game(table)
        player = sorted(game.awaiting())[0]
        if player.startswith("computer-"):
            outcome = await upgraded.play.computer_move(table.id)
            assert outcome is not None
        else:
            for move in sorted(str(a) for a in game.legal_actions(player)):
                try:
                    outcome = await upgraded.play.act(table.row.channel, player, move)
                    break
                except Refusal:
                    continue
            else:
                pytest.fail(f"table {table_id}: no legal move of {player} was taken")
        assert outcome.version == was["version"] + 1, table_id


async def _future(store: Store) -> None:
    """Mark the store's database as written by a newer schema than the code knows."""
    async with store.transaction() as db:
        await db.execute(
            "INSERT INTO schema_version (version, description, applied_at) VALUES (?, ?, ?)",
            (MIGRATIONS[-1].version + 1, "from the future", 0.0),
        )
    await store.close()


def _health(target: str | Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("HEXHAVEN_DATABASE_URL", None)
    env.pop("HEXHAVEN_DB", None)
    if isinstance(target, Path):
        env["HEXHAVEN_DB"] = str(target)
    else:
        env["HEXHAVEN_DATABASE_URL"] = target
    return subprocess.run(
        [sys.executable, "-m", "bot", "health"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture(params=("sqlite", "postgresql"))
def newer(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """A database, of either store, whose schema is newer than the code's."""
    target: str | Path
    if request.param == "sqlite":
        target = tmp_path / "future.db"
    else:
        cluster: Cluster = request.getfixturevalue("postgres")
        target = cluster.url(asyncio.run(_create_database(cluster)))

    async def mark() -> None:
        await _future(await Store.open(target))

    asyncio.run(mark())
    return target


async def test_a_database_from_a_newer_version_is_refused_in_one_sentence(
    newer: str | Path,
) -> None:
    """A database a newer Hexhaven migrated is not opened (today's code would not know its
    tables): the refusal is one sentence naming the database and both schema numbers."""
    with pytest.raises(DatabaseFileError) as refused:
        await Store.open(newer)
    message = str(refused.value)
    latest = MIGRATIONS[-1].version
    assert "\n" not in message
    assert message.startswith("cannot use database")
    assert f"newer Hexhaven (schema {latest + 1}; this one knows up to {latest})" in message


def test_health_refuses_a_newer_database_in_one_line(newer: str | Path) -> None:
    """`python -m bot health` on a database from a newer version exits non-zero and says why
    in one line (no traceback)."""
    done = _health(newer)
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("hexhaven: cannot use database")
    assert "newer Hexhaven" in lines[0]


async def test_every_game_log_is_worded(upgraded: Service, fixture: Path) -> None:
    """Each started game's `/log` words its stored actions from their events (a line is a
    sentence, never the bare move it would fall back to without them)."""
    bare = {
        (t, f"{seq}. {notation}")
        for t, seq, notation in _rows(fixture, "SELECT table_id, seq, notation FROM actions")
    }
    for table_id, was in _expected(fixture)["tables"].items():
        if was["status"] == "open":
            continue
        said = (await upgraded.tables.log(was["channel"], 200)).public
        assert said, was["channel"]
        assert not [line for line in said if (int(table_id), line) in bare], said


async def test_the_action_log_keeps_event_data_only(upgraded: Service, fixture: Path) -> None:
    """The upgrade leaves every stored action's events as their data, in their order: the
    form before schema 3 ({"event": data, "line": English}) is rewritten on either store."""
    before = {
        (t, s): [e["event"] if isinstance(e, dict) and "line" in e else e for e in json.loads(ev)]
        for t, s, ev in _rows(fixture, "SELECT table_id, seq, events FROM actions")
    }
    async with upgraded.store.reading() as db:
        rows = await db.execute_fetchall("SELECT table_id, seq, events FROM actions")
    after = {(r[0], r[1]): json.loads(r[2]) for r in rows}
    assert after == before
