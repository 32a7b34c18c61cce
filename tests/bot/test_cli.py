"""The command line: a missing or malformed token is a one-line error with exit code 2, the
health check, settings from the environment and `.env`, and the token kept out of logs."""

from __future__ import annotations

import asyncio
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from bot.logs import Redact
from bot.settings import Settings, SettingsError
from bot.store import Store

ROOT = Path(__file__).resolve().parents[2]


def hexhaven(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ...` with only the given environment."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        cwd=cwd,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("token", [None, "", "short", "has spaces in it but is long enough"])
def test_a_missing_or_malformed_token_is_one_line(tmp_path: Path, token: str | None) -> None:
    env = {} if token is None else {"DISCORD_TOKEN": token}
    done = hexhaven(tmp_path, **env)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert done.stderr.startswith("hexhaven: DISCORD_TOKEN")
    if token:
        assert token not in done.stderr


def test_health_opens_the_database_named_in_dotenv(tmp_path: Path) -> None:
    asyncio.run(_create(tmp_path / "from-dotenv.db"))
    (tmp_path / ".env").write_text(f"HEXHAVEN_DB={tmp_path / 'from-dotenv.db'}\n")
    done = hexhaven(tmp_path, "health")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ok:") and "from-dotenv.db" in done.stdout


def test_health_does_not_create_a_database(tmp_path: Path) -> None:
    """`hexhaven health` with no database file reports that there is none,
    and leaves none behind."""
    done = hexhaven(tmp_path, "health", HEXHAVEN_DB=str(tmp_path / "absent.db"))
    assert done.returncode == 1 and "no database there yet" in done.stderr, done.stderr
    assert list(tmp_path.iterdir()) == []


async def _create(path: Path) -> None:
    """A database as the bot leaves it after its first start."""
    store = await Store.open(path)
    await store.close()


def test_health_fails_on_an_unusable_database(tmp_path: Path) -> None:
    done = hexhaven(tmp_path, "health", HEXHAVEN_DB=str(tmp_path / "missing" / "dir" / "x.db"))
    assert done.returncode == 1 and "Traceback" not in done.stderr


def test_settings_come_from_the_environment() -> None:
    settings = Settings.from_env(
        {
            "DISCORD_TOKEN": "x" * 30,
            "HEXHAVEN_DB": "/data/hexhaven.db",
            "HEXHAVEN_LOG_LEVEL": "debug",
            "HEXHAVEN_TURN_TIME": "12h",
            "HEXHAVEN_DEV_GUILD": "123",
            "HEXHAVEN_DISCORD_API": "http://127.0.0.1:1/api/v10",
        }
    )
    assert settings.require_token() == "x" * 30
    assert str(settings.database) == "/data/hexhaven.db" and settings.log_level == "DEBUG"
    assert settings.dev_guild == 123 and settings.turn_time == "12h"
    assert "x" * 30 not in repr(settings)
    with pytest.raises(SettingsError):
        Settings.from_env({"HEXHAVEN_DEV_GUILD": "my server"})
    with pytest.raises(SettingsError):
        Settings.from_env({"HEXHAVEN_LOG_LEVEL": "loud"})


def test_the_token_is_scrubbed_from_log_records() -> None:
    record = logging.LogRecord(
        "x", logging.INFO, __file__, 1, "token is %s", ("s3cret-token",), None
    )
    Redact("s3cret-token").filter(record)
    assert record.getMessage() == "token is [redacted]"
