"""The adapters keep Discord apart from everything else: the shared helpers and the terminal
client never import discord.py, and the Discord code reaches the rules only through the
service (it never imports the engine)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Any, cast

from tests.test_architecture import imported_roots


def test_shared_helpers_and_terminal_client_know_nothing_of_discord() -> None:
    for package in ("bot/common", "bot/local"):
        for path, names in imported_roots(package).items():
            assert "discord" not in names, f"{path} imports discord"


def test_discord_code_asks_the_service_not_the_engine() -> None:
    for path, names in imported_roots("bot/discord_app").items():
        assert "engine" not in names, f"{path} imports the engine"


def test_the_timers_ask_the_service_not_its_insides() -> None:
    """The service is the boundary the timers use too: bot/timers never imports
    the service's core, commit or loading modules."""
    inside = {"bot.service.core", "bot.service.commit", "bot.service.loading"}
    for path in Path("bot/timers").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = {node.module} | {f"{node.module}.{a.name}" for a in node.names}
            elif isinstance(node, ast.Import):
                names = {a.name for a in node.names}
            else:
                continue
            assert not names & inside, f"{path} imports {names & inside}"


# Every action a persistent button or select carries, including those on messages posted
# before this version (ids must keep working after a restart).
COMPONENT_ACTIONS = {
    "join", "leave", "start", "roll", "end", "build", "trade", "card", "moves", "hand",
    "discard", "robber", "accept", "decline", "cancel", "confirm", "offer", "pick", "drop",
    "do", "add", "cities", "choose", "neutral", "tokens", "give", "progress", "pcard", "pplay",
    "pdo", "pstop", "pirate", "catchup",
}  # fmt: skip
AREAS = [
    "build", "cards", "cities", "info", "leagues", "lobby", "personal", "seafarers", "tournaments",
    "trade", "turn", "twoplayer",
]  # fmt: skip


def test_the_adapter_is_one_extension_per_area() -> None:
    """Bot/discord_app by area, each package an extension with a `setup()`."""
    from bot.discord_app.client import extensions

    assert extensions() == [f"bot.discord_app.{area}" for area in AREAS]


async def test_every_component_action_has_a_handler_once_the_areas_are_loaded() -> None:
    """Components are registered by their area's `setup()`, not on import."""
    from bot.discord_app.client import HexhavenBot, extensions

    bot = HexhavenBot(cast(Any, None))
    assert bot.handlers.by_action == {}
    for extension in extensions():
        await bot.load_extension(extension)
    assert set(bot.handlers.by_action) >= COMPONENT_ACTIONS
    await bot.close()


def test_every_module_of_the_bot_imports_alone() -> None:
    """No import cycle; each module of bot/ is imported first, in a fresh set of
    loaded modules (a subprocess, so this test run keeps its own)."""
    modules = sorted(
        ".".join(path.with_suffix("").parts).removesuffix(".__init__")
        for path in Path("bot").rglob("*.py")
        if path.name != "__main__.py"  # running it is starting the bot
    )
    script = (
        "import importlib, sys\n"
        "failed = []\n"
        "for name in sys.argv[1:]:\n"
        "    for loaded in [m for m in sys.modules if m == 'bot' or m.startswith('bot.')]:\n"
        "        del sys.modules[loaded]\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except Exception as exc:\n"
        "        failed.append(f'{name}: {exc!r}')\n"
        "print('\\n'.join(failed))\n"
    )
    done = subprocess.run([sys.executable, "-c", script, *modules], capture_output=True, text=True)
    assert (done.returncode, done.stdout.strip()) == (0, ""), done.stderr
