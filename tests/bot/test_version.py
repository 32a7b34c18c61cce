"""Hexhaven's version: where it is read from, and where an operator or a player sees it
(`hexhaven --version`, `hexhaven health`, the list of `/rules` in Discord and in the terminal,
in each language)."""

from __future__ import annotations

import io
import random
import tomllib
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest
import simcord
import simcord.interactions

from bot import health
from bot.cli import main
from bot.local.commands import parse
from bot.local.session import LocalSession
from bot.service import Service
from bot.store import Store
from bot.version import UNKNOWN, resolve, version
from tests.bot.driver import reply_text
from tests.bot.world import world
from words import help_text
from words.languages import catalogue

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
#: The list's last line in each language.
LINES = {
    "en": "Hexhaven version {version}",
    "nl": "Hexhaven versie {version}",
    "de": "Hexhaven Version {version}",
}


def test_run_from_the_checkout_the_version_is_pyprojects() -> None:
    """From a checkout, the version is the one its pyproject.toml declares."""
    assert version() == PROJECT["version"]


def test_a_checkouts_file_wins_over_installed_metadata(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An editable install's metadata keeps the version it was installed at; the checkout's
    file beside the code says what the code is."""
    monkeypatch.setattr(metadata, "version", lambda name: "0.0.1")
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "hexhaven"\nversion = "2.5.0"\n')
    assert resolve(pyproject) == "2.5.0"


def test_installed_code_reads_the_package_metadata(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Installed code has no project file beside it (or another project's): the installed
    package's metadata tells."""
    asked: list[str] = []

    def installed(name: str) -> str:
        asked.append(name)
        return "3.1.4"

    monkeypatch.setattr(metadata, "version", installed)
    assert resolve(tmp_path / "pyproject.toml") == "3.1.4"
    other = tmp_path / "other.toml"
    other.write_text('[project]\nname = "something-else"\nversion = "9.9.9"\n')
    assert resolve(other) == "3.1.4"
    assert asked == ["hexhaven", "hexhaven"]


def test_without_checkout_or_installation_the_version_is_unknown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bare copied files, neither installed nor a checkout: the version says it is unknown
    rather than failing."""

    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    assert resolve(tmp_path / "pyproject.toml") == UNKNOWN


def test_hexhaven_version_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    """`hexhaven --version` prints `hexhaven VERSION` and exits with 0."""
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.strip() == f"hexhaven {PROJECT['version']}"


async def test_health_says_the_version(tmp_path: Path) -> None:
    """`hexhaven health` (the container's health check) names the version that answered."""
    store = await Store.open(tmp_path / "hexhaven.db")
    await store.close()
    said = await health.check(tmp_path / "hexhaven.db")
    assert said.startswith("ok:") and said.endswith(f", hexhaven {PROJECT['version']}")


@pytest.mark.parametrize("code", ["en", "nl", "de"])
def test_the_list_of_topics_ends_with_the_version(code: str) -> None:
    """The list `/rules` shows without a topic ends with the version, in the reader's language,
    in Discord and in the terminal."""
    for surface in ("discord", "terminal"):
        said = help_text(None, surface=surface, words=catalogue(code), version="1.2.3")
        assert said.endswith("\n\n" + LINES[code].format(version="1.2.3")), said


def test_a_topic_has_no_version_line() -> None:
    """A topic's text is about the topic: the version is only under the list."""
    said = help_text("robber", version="1.2.3")
    assert "1.2.3" not in said and "version" not in said.lower()


async def test_discord_rules_shows_the_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`/rules` in Discord ends with the bot's version, in English and for a Dutch reader in
    Dutch."""
    made = simcord.interactions.base_payload
    dutch: set[int] = set()

    def payload(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, data = made(backend, **kwargs)
        data["locale"] = "nl" if int(kwargs["user_id"]) in dutch else "en-US"
        return record, data

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    async with world(tmp_path / "bot.db") as w:
        english, reader = w.players[0], w.players[1]
        dutch.add(reader.id)
        listing = reply_text(await english.slash(w.channel, "rules"))
        assert listing.endswith(LINES["en"].format(version=version())), listing
        listing = reply_text(await reader.slash(w.channel, "rules"))
        assert listing.endswith(LINES["nl"].format(version=version())), listing


@pytest.mark.parametrize("code", ["en", "de"])
async def test_terminal_rules_shows_the_version(tmp_path: Path, code: str) -> None:
    """`/rules` typed in a terminal game ends with the version, in the terminal's language."""
    service = await Service.open(tmp_path / "local.db", rng=random.Random(3))
    out = io.StringIO()
    session = LocalSession(service, ["ann", "bo", "cy"], out, tmp_path / "boards", language=code)
    try:
        await session.open({"map": "beginner"})
        start = len(out.getvalue())
        await session.handle(parse("/rules"))  # type: ignore[arg-type]
        said = out.getvalue()[start:]
    finally:
        await service.close()
    assert said.rstrip().endswith(LINES[code].format(version=version())), said
