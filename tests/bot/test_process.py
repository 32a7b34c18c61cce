"""The real bot process (`python -m bot`) against a fake Discord on 127.0.0.1: explicit sync,
a lobby, the start and the first placements, then SIGINT and a clean exit."""

from __future__ import annotations

import asyncio
import os
import secrets
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from tests.bot.fakediscord import FakeDiscord
from tests.bot.fakediscord.server import custom_ids, options_of
from tests.bot.fakediscord.state import PUBLIC_THREAD

ROOT = Path(__file__).resolve().parents[2]


def environment(fake: FakeDiscord, token: str, db: Path) -> dict[str, str]:
    """The bot's environment: the fake's addresses, a test database, nothing from the user."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "HEXHAVEN_"))}
    return env | {
        "DISCORD_TOKEN": token,
        "HEXHAVEN_DB": str(db),
        "HEXHAVEN_DISCORD_API": fake.api,
        "HEXHAVEN_DISCORD_GATEWAY": fake.gateway_url,
        "HEXHAVEN_LOG_LEVEL": "INFO",
        "PYTHONPATH": str(ROOT),
    }


async def run(env: dict[str, str], cwd: Path, *args: str) -> tuple[int, str, str]:
    """Run `python -m bot ...` to its end."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *args,
        env=env,
        cwd=cwd,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 30)
    return proc.returncode or 0, out.decode(), err.decode()


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord("fake." + secrets.token_urlsafe(32))
    await server.start()
    yield server
    await server.stop()


class Logs:
    """The bot's stderr, read as it comes."""

    def __init__(self, stream: asyncio.StreamReader) -> None:
        self.lines: list[str] = []
        self.task = asyncio.create_task(self._read(stream))

    async def _read(self, stream: asyncio.StreamReader) -> None:
        while line := await stream.readline():
            self.lines.append(line.decode())

    @property
    def text(self) -> str:
        return "".join(self.lines)


async def start_bot(
    env: dict[str, str], cwd: Path, *, stdout: int = asyncio.subprocess.DEVNULL
) -> tuple[asyncio.subprocess.Process, Logs]:
    """`python -m bot` started in `cwd` with `env`, its stderr read as it comes."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", env=env, cwd=cwd, stdout=stdout, stderr=asyncio.subprocess.PIPE
    )
    assert proc.stderr is not None
    return proc, Logs(proc.stderr)


def newest(fake: FakeDiscord, channel: str, action: str) -> dict[str, Any] | None:
    """The newest public message of a channel with a component for this action."""
    for message in reversed(fake.state.public(channel)):
        if any(i.split(":")[3:4] == [action] for i in custom_ids(message)):
            return message
    return None


def said(interaction: Any) -> str:
    return str(interaction.messages[-1]["content"]) if interaction.messages else ""


async def test_the_bot_process_plays_and_stops_cleanly(fake: FakeDiscord, tmp_path: Path) -> None:
    token = fake.state.token
    env = environment(fake, token, tmp_path / "hexhaven.db")
    code, out, err = await run(env, tmp_path, "sync", "--guild", fake.state.guild_id)
    assert code == 0, err
    assert "Synced" in out and fake.state.commands[fake.state.guild_id]

    proc, logs = await start_bot(env, tmp_path, stdout=asyncio.subprocess.PIPE)
    assert proc.stdout is not None
    try:
        await fake.wait_for(lambda: "READY" in logs.text, timeout=30)
        alice, bob, carol = (fake.person(n) for n in ("alice", "bob", "carol"))
        games = fake.state.text_channel["id"]
        opened = await fake.slash(alice, games, "game new", map="beginner")
        assert "ready" in said(opened), logs.text
        thread = next(c["id"] for c in fake.state.channels.values() if c["type"] == PUBLIC_THREAD)
        lobby = await fake.wait_for(lambda: newest(fake, thread, "join"))
        join = next(i for i in custom_ids(lobby) if i.endswith(":join"))
        assert said(await fake.click(bob, lobby, join)).startswith("You have a seat")
        assert said(await fake.slash(carol, thread, "game join")) == "You have a seat."
        assert said(await fake.slash(alice, thread, "game start")) == "The game is on!"

        await fake.wait_for(lambda: newest(fake, thread, "build"))
        for _placement in range(2):
            board = fake.state.public(thread)[-1]
            assert board["attachments"], board
            first = next(p for p in (alice, bob, carol) if f"<@{p['id']}>" in board["content"])
            spots = await fake.autocomplete(first, thread, "build settlement", "spot", "")
            assert spots and " · " in spots[0]["name"]
            posted = len(fake.state.public(thread))
            built = await fake.slash(first, thread, "build settlement", spot=spots[0]["value"])
            assert said(built).startswith("✅"), said(built)
            await fake.wait_for(lambda n=posted: len(fake.state.public(thread)) > n)
            panel = fake.state.public(thread)[-1]
            place = next(i for i in custom_ids(panel) if i.split(":")[3] == "build")
            opened_menu = await fake.click(first, panel, place)
            menu = opened_menu.messages[-1]
            road = options_of(menu)[0]
            select = next(i for i in custom_ids(menu) if ":do:" in i)
            posted = len(fake.state.public(thread))
            placed = await fake.select(first, menu, select, [road])
            assert said(placed).startswith("✅ Road · "), said(placed)
            await fake.wait_for(lambda n=posted: len(fake.state.public(thread)) > n)
    finally:
        proc.send_signal(signal.SIGINT)
        code = await asyncio.wait_for(proc.wait(), 20)
        await logs.task
        out = (await proc.stdout.read()).decode()
    assert code == 0, logs.text
    assert "Traceback" not in logs.text and "Traceback" not in out
    assert "stopped" in logs.text
    assert "pictures warmed up" in logs.text  # No cold first board after a restart
    assert token not in logs.text and token not in out
    assert fake.state.unknown_routes == []


async def test_a_refused_token_is_one_line_and_exit_code_2(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    env = environment(fake, "wrong." + secrets.token_urlsafe(32), tmp_path / "hexhaven.db")
    code, out, err = await run(env, tmp_path)
    assert code == 2
    errors = [line for line in err.splitlines() if line.startswith("hexhaven:")]
    assert errors == ["hexhaven: Discord refused DISCORD_TOKEN: check the bot token."], err
    assert err.strip().splitlines()[-1] == errors[0]
    assert "Traceback" not in err
    assert env["DISCORD_TOKEN"] not in err + out
