"""`/rules seafarers` and `/rules seafarers_ck` name the way the reader's own surface starts a
scenario: Discord's `/game new … scenario:` (as the reader's Discord names the command), the
terminal's command line (`--rules seafarers --scenario NAME`, the names it takes), never the
other surface's form, in English, Dutch and German."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

from bot.discord_app.command_names import discord_catalogue
from bot.local.commands import parse
from bot.local.session import LocalSession
from bot.service import Service
from bot.service.options import scenarios
from words import help_text
from words.languages import catalogue

#: Discord's command for a Seafarers game, as each language's Discord names it.
DISCORD = {
    "en": "`/game new rules:{rules} scenario:`",
    "nl": "`/spel nieuw regels:{rules} scenario:`",
    "de": "`/partie neu regeln:{rules} szenario:`",
}
#: The terminal's command line, and the scenarios its `--scenario` takes.
TERMINAL = "--rules {rules} --scenario {names}"
SCENARIOS = {
    "seafarers": "new_shores|four_islands|fog_island|through_the_desert|greater_catan|harbormaster",
    "cities_knights_seafarers": "new_shores|through_the_desert|greater_catan",
}
TOPICS = {"seafarers": "seafarers", "seafarers_ck": "cities_knights_seafarers"}


@pytest.mark.parametrize("code", ["en", "nl", "de"])
@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_discord_rules_name_the_game_new_command(topic: str, code: str) -> None:
    """Polish item 2: in Discord, `/rules seafarers` (and `seafarers_ck`) names `/game new` with
    its `rules:` and `scenario:` options as the reader's Discord shows them, and not the
    terminal's command line."""
    said = help_text(topic, words=discord_catalogue(code))
    assert DISCORD[code].format(rules=TOPICS[topic]) in said
    assert "--scenario" not in said and "python -m bot" not in said


@pytest.mark.parametrize("code", ["en", "nl", "de"])
@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_terminal_rules_name_the_command_line(topic: str, code: str) -> None:
    """Polish item 2: in the terminal, `/rules seafarers` (and `seafarers_ck`) names the
    command line that starts a scenario, with the scenario names `--scenario` takes, and not
    Discord's `/game new`."""
    rules = TOPICS[topic]
    assert SCENARIOS[rules] == "|".join(scenarios(rules=rules))  # what `--scenario` accepts
    said = help_text(topic, surface="terminal", words=catalogue(code))
    assert "python -m bot local " in said
    assert TERMINAL.format(rules=rules, names=SCENARIOS[rules]) in said
    assert "/game" not in said and "scenario:" not in said


@pytest.mark.parametrize("code", ["en", "nl", "de"])
async def test_the_terminal_session_prints_its_own_command_line(tmp_path: Path, code: str) -> None:
    """Polish item 2: typed in a terminal game, `/rules seafarers` prints the terminal's way to
    start a scenario (its `--scenario` names each one the terminal accepts)."""
    service = await Service.open(tmp_path / "local.db", rng=random.Random(3))
    out = io.StringIO()
    session = LocalSession(service, ["ann", "bo", "cy"], out, tmp_path / "boards", language=code)
    try:
        await session.open({"map": "beginner"})
        start = len(out.getvalue())
        await session.handle(parse("/rules seafarers"))  # type: ignore[arg-type]
        said = out.getvalue()[start:]
    finally:
        await service.close()
    assert TERMINAL.format(rules="seafarers", names=SCENARIOS["seafarers"]) in said
    assert "/game" not in said
