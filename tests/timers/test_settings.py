"""Timer settings of a table, the schema migration that brought the timers, and the timers'
place among the layers."""

from __future__ import annotations

import ast
from pathlib import Path

import aiosqlite
import pytest

from bot.service import Refusal, TableOptions
from bot.service.options import parse_reminders
from bot.store import Store, deadlines, seating
from bot.store.migrations import migrate
from bot.store.schema import MIGRATIONS

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("value", "points"),
    [
        ("50%, 90%", (0.5, 0.9)),
        ("0.9 0.5", (0.5, 0.9)),
        ([25, 75], (0.25, 0.75)),
        ([0.1], (0.1,)),
        ("none", ()),
        (None, ()),
    ],
)
def test_reminder_points(value: object, points: tuple[float, ...]) -> None:
    assert parse_reminders(value) == points


@pytest.mark.parametrize("value", ["0%", "100%", "150", "-5", "soon", [True], "1,2,3,4,5,6"])
def test_bad_reminder_points(value: object) -> None:
    with pytest.raises(Refusal) as caught:
        parse_reminders(value)
    assert caught.value.code == "bad_setting"


def test_timer_settings_round_trip_and_describe() -> None:
    options = TableOptions().with_changes(
        {"turn_time": "5m", "reminders": "30%", "timeout": "bot", "strikes": "2"}
    )
    assert TableOptions.from_dict(options.to_dict()) == options
    assert (options.turn_time, options.reminders, options.strikes) == (300, (0.3,), 2)
    assert "reminders at 30%" in options.describe()
    assert "bot (a substitute may take the seat after 2 missed)" in options.describe()
    defaults = TableOptions()
    assert (defaults.turn_time, defaults.reminders, defaults.strikes) == (86400, (0.5, 0.9), 3)
    assert "reminders at 50% and 90%" in defaults.describe()


@pytest.mark.parametrize(
    "changes", [{"turn_time": "4m"}, {"turn_time": "15d"}, {"strikes": 0}, {"strikes": "x"}]
)
def test_bad_timer_settings(changes: dict[str, object]) -> None:
    with pytest.raises(Refusal):
        TableOptions().with_changes(changes)


async def test_migration_2_keeps_older_games_going(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as db:
        assert await migrate(db, path, MIGRATIONS[:1]) == 1
        await db.execute(
            "INSERT INTO game_tables (id, channel, host, status, options, created_at, "
            "started_at) VALUES (1, 'c', 'a', 'playing', '{}', 0, 1)"
        )
        await db.executemany(
            "INSERT INTO seats (table_id, user_id, display_name, seat, joined_at) "
            "VALUES (1, ?, ?, ?, 0)",
            [("a", "Ann", 0), ("b", "Bo", 1)],
        )
        await db.execute(
            "INSERT INTO deadlines (table_id, player, kind, due_at, created_at) "
            "VALUES (1, 'a', 'roll', 500, 100)"
        )
    async with await Store.open(path) as store:
        assert store.schema_version == len(MIGRATIONS)
        async with store.reading() as db:
            seats = await seating.controls(db, 1)
            [row] = await deadlines.pending_for_table(db, 1)
    assert [(c.player, c.user_id, c.display_name, c.state) for c in seats] == [
        ("a", "a", "Ann", "active"),
        ("b", "b", "Bo", "active"),
    ]
    assert (row.starts_at, row.wake_at, row.stage) == (100, 500, 0)


def test_the_timers_know_no_discord() -> None:
    for path in sorted((ROOT / "bot" / "timers").rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            assert not any(n.split(".")[0] == "discord" for n in names), path
            assert not any(n.startswith("engine.") for n in names), path
