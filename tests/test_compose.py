"""compose.yaml, the several-process deployment, against the code it runs: the image it builds,
the commands it gives, the settings it sets; and the list of settings the bot reads against the
code reading them."""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

import yaml

from bot.cli import parser
from bot.settings import ENVIRONMENT, Settings

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "words", "render", "bot", "computer")
NAME = re.compile(r"HEXHAVEN_[A-Z0-9_]*")


def services() -> dict[str, dict[str, Any]]:
    """compose.yaml's services, anchors and merge keys resolved."""
    loaded = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    found: dict[str, dict[str, Any]] = loaded["services"]
    return found


def hexhavens() -> dict[str, dict[str, Any]]:
    """The services that run Hexhaven's image (built here, or named `hexhaven`)."""
    return {
        name: service
        for name, service in services().items()
        if "build" in service or str(service.get("image", "")).split(":")[0] == "hexhaven"
    }


def command(service: dict[str, Any]) -> list[str]:
    """A service's command as words (`hexhaven` alone when it gives none)."""
    given = service.get("command", ["hexhaven"])
    return given.split() if isinstance(given, str) else [str(w) for w in given]


def bots() -> dict[str, dict[str, Any]]:
    """The bot processes: Hexhaven's services but the web side."""
    return {n: s for n, s in hexhavens().items() if command(s)[1:2] != ["web"]}


def webs() -> dict[str, dict[str, Any]]:
    """The web side's processes (`hexhaven web`)."""
    return {n: s for n, s in hexhavens().items() if command(s)[1:2] == ["web"]}


def environment(service: dict[str, Any]) -> dict[str, str]:
    """A service's `environment`, in either of Compose's forms (a mapping, `NAME=value`s)."""
    given = service.get("environment") or {}
    if isinstance(given, list):
        return dict(str(item).partition("=")[::2] for item in given)
    return {str(k): str(v) for k, v in given.items()}


def subcommands() -> set[str]:
    """The `hexhaven` subcommands the command line has."""
    for action in parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def test_compose_runs_two_bot_processes_on_postgresql() -> None:
    """The file deploys what docs/operations.md describes: a PostgreSQL service and bot processes
    whose database is that server."""
    assert set(bots()) == {"bot-a", "bot-b"}
    for service in bots().values():
        assert environment(service)["HEXHAVEN_DATABASE_URL"].startswith("postgresql://")
        assert "db" in service["depends_on"]


def test_every_variable_compose_sets_is_one_the_bot_reads() -> None:
    """A misspelt setting would be ignored without a word: every variable a bot service sets is
    one the bot reads."""
    for name, service in hexhavens().items():
        unknown = set(environment(service)) - ENVIRONMENT
        assert not unknown, f"{name} sets {sorted(unknown)}, which the bot never reads"


def test_each_bot_service_has_valid_settings() -> None:
    """The values parse as the bot parses them (a shard range within the shard count)."""
    for service in bots().values():
        settings = Settings.from_env(environment(service))  # SettingsError if malformed
        assert isinstance(settings.store, str)  # the server's URL, not a file


def test_the_processes_serve_every_shard_once() -> None:
    """Together the bot processes serve each of the shards exactly once, with one count."""
    counts: set[int | None] = set()
    served: list[int] = []
    for service in bots().values():
        settings = Settings.from_env(environment(service))
        counts.add(settings.shards)
        served.extend(settings.shard_ids or ())
    assert len(counts) == 1 and None not in counts
    (count,) = counts
    assert sorted(served) == list(range(count or 0))


def test_each_bot_service_builds_the_checkouts_dockerfile() -> None:
    """A service built here builds from a folder holding a Dockerfile (this checkout's)."""
    for name, service in bots().items():
        if "build" not in service:
            continue
        build = service["build"]
        context = build if isinstance(build, str) else build.get("context", ".")
        dockerfile = "Dockerfile" if isinstance(build, str) else build.get("dockerfile", "")
        assert (ROOT / context / (dockerfile or "Dockerfile")).is_file(), name


def test_each_bot_service_runs_a_hexhaven_subcommand() -> None:
    """A service's command is `hexhaven` and one of its subcommands."""
    known = subcommands()
    assert {"run", "health"} <= known
    for name, service in hexhavens().items():
        words = command(service)
        assert words[0] == "hexhaven", name
        assert len(words) == 1 or words[1] in known, f"{name}: no subcommand {words[1]}"


def test_the_web_side_reads_the_bots_database_on_its_own_port() -> None:
    """The web service runs `hexhaven web` on the bots' PostgreSQL database, with a port and
    an address a container can be reached at, its settings valid, and no Discord token."""
    (web,) = webs().values()
    urls = {environment(s)["HEXHAVEN_DATABASE_URL"] for s in bots().values()}
    env = environment(web)
    assert {env["HEXHAVEN_DATABASE_URL"]} == urls
    settings = Settings.from_env(env)
    assert settings.web_port is not None and settings.web_host == "0.0.0.0"
    assert "env_file" not in web and "DISCORD_TOKEN" not in env
    assert "db" in web["depends_on"]


def test_the_env_example_sets_only_variables_the_bot_reads() -> None:
    """The example .env names only settings the bot reads (its commented lines included)."""
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    names = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", text, re.MULTILINE))
    assert names and names <= ENVIRONMENT, sorted(names - ENVIRONMENT)


def test_the_list_of_settings_is_every_variable_the_code_reads() -> None:
    """`bot.settings.ENVIRONMENT` lists exactly the variables the packages name (a name built
    in an f-string, such as a computer level's budget, by its listed completions)."""
    named: set[str] = set()
    prefixes: set[str] = set()
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            for found in NAME.findall(path.read_text(encoding="utf-8")):
                (prefixes if found.endswith("_") else named).add(found)
    named.add("DISCORD_TOKEN")
    assert named <= ENVIRONMENT, sorted(named - ENVIRONMENT)
    for prefix in prefixes:
        assert any(n.startswith(prefix) for n in ENVIRONMENT), prefix
    unread = {n for n in ENVIRONMENT - named if not any(n.startswith(p) for p in prefixes)}
    assert not unread, f"listed but read nowhere: {sorted(unread)}"


def test_every_setting_is_in_the_operations_guide() -> None:
    """An operator finds every variable the bot reads in the settings of docs/operations.md."""
    guide = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    assert not [n for n in sorted(ENVIRONMENT) if f"`{n}`" not in guide]
