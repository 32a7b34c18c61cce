"""`python -m bot web` as an operator runs it: on the database the bot's settings name (a
SQLite file, or PostgreSQL through `HEXHAVEN_DATABASE_URL`), its health endpoint, a game's
page, one log line per request that names neither the client nor the page's key, and a clean
stop on SIGTERM."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from pathlib import Path

import aiohttp
import pytest

from tests.web.conftest import NewDatabase
from tests.web.games import play_game

pytestmark = pytest.mark.asyncio(loop_scope="module")

ROOT = Path(__file__).parents[2]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_the_web_process_serves_the_database_the_settings_name(
    new_database: NewDatabase, tmp_path: Path
) -> None:
    """With the bot's database settings (`HEXHAVEN_DATABASE_URL` for PostgreSQL,
    `HEXHAVEN_DB` for a file) and `--port`, `hexhaven web` serves `/health` and a game's page,
    logs each request by its route, never by the client's address or the page's key, and
    stops with exit code 0 on SIGTERM."""
    where = await new_database()
    played = await play_game(where, moves=12)
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "HEXHAVEN_"))}
    env |= {"PYTHONPATH": str(ROOT), "HEXHAVEN_LOG_LEVEL": "INFO"}
    env |= (
        {"HEXHAVEN_DATABASE_URL": where} if isinstance(where, str) else {"HEXHAVEN_DB": str(where)}
    )
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "web",
        "--port",
        str(port),
        env=env,
        cwd=tmp_path,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        assert process.stdout is not None
        ready = await process.stdout.readline()
        assert ready.decode().startswith(f"hexhaven web: serving on 127.0.0.1:{port}"), ready
        base = f"http://127.0.0.1:{port}"
        async with aiohttp.ClientSession() as session:
            async with session.get(f"{base}/health") as health:
                assert (health.status, await health.text()) == (200, "ok")
            async with session.get(f"{base}/game/{played.key}") as page:
                assert page.status == 200 and "Game 1" in await page.text()
    finally:
        process.send_signal(signal.SIGTERM)
        _, err = await process.communicate()
    log = err.decode()
    assert process.returncode == 0, log
    assert "GET /game/{key} 200" in log and "GET /health 200" in log
    assert played.key not in log and "127.0.0.1 [" not in log
