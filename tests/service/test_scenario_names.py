"""A Seafarers scenario goes by the name its map has at the table's player count (SF-17.2):
the Four Islands played by 5 or 6 are the Six Islands, in the lobby, the status lines, the
league's description, the scenario choices and the help, in every language. The engine says
which name a count takes (`engine.scenario_title`)."""

from __future__ import annotations

import pytest

from bot.service import Service, User
from bot.service.options import scenario_text
from engine import scenario_title
from tests.service.helpers import ANN, BO, CY, DI, EVE
from words import speak
from words.help import help_text
from words.languages import catalogue

FAY = User("100000000000000006", "Fay")

SIX_ISLANDS = {"en": "The Six Islands", "nl": "De zes eilanden", "de": "Die sechs Inseln"}
FOUR_ISLANDS = {"en": "The Four Islands", "nl": "De vier eilanden", "de": "Die vier Inseln"}


def test_the_engine_names_the_four_islands_for_five_or_six_the_six_islands() -> None:
    """SF-17.2: the 5–6 map of the Four Islands is the Six Islands; with 3 or 4, or no count
    known, the scenario keeps its name, and a scenario whose 5–6 map keeps the name keeps it."""
    assert [scenario_title("four_islands", n) for n in (3, 4, 5, 6)] == [
        "four_islands",
        "four_islands",
        "six_islands",
        "six_islands",
    ]
    assert scenario_title("four_islands") == "four_islands"
    assert scenario_title("new_shores", 6) == "new_shores"


@pytest.mark.parametrize("language", ["en", "nl", "de"])
async def test_a_six_seat_four_islands_game_is_the_six_islands_in_its_status(
    service: Service, language: str
) -> None:
    """A Seafarers table of the Four Islands that six join and start: its status line names
    the Six Islands in the table's language, never the Four Islands."""
    await service.lobby.create_table(
        1, ANN, {"rules": "seafarers", "scenario": "four_islands", "language": language}
    )
    for user in (BO, CY, DI, EVE, FAY):
        await service.lobby.join(1, user)
    await service.play.start(1, ANN)
    status = [speak(line, catalogue(language)) for line in (await service.tables.status(1)).public]
    assert any(SIX_ISLANDS[language] in line for line in status), status
    assert not any(FOUR_ISLANDS[language] in line for line in status), status


async def test_a_lobby_of_the_four_islands_for_six_names_the_six_islands(service: Service) -> None:
    """A table opened for six on the Four Islands says in the lobby that it plays the Six
    Islands; one for four keeps the Four Islands."""
    opened = await service.lobby.create_table(
        1, ANN, {"rules": "seafarers", "scenario": "four_islands", "players": 6}
    )
    assert "The Six Islands" in opened.public[0], opened.public
    changed = await service.lobby.configure(1, ANN, {"players": 4})
    assert "The Four Islands" in changed.public[0], changed.public


async def test_the_four_islands_in_the_tables_status_before_the_start(service: Service) -> None:
    """Before the game, a table of the Four Islands with five seated and no limit names the
    Six Islands (its seats decide), and one with three the Four Islands."""
    await service.lobby.create_table(1, ANN, {"rules": "seafarers", "scenario": "four_islands"})
    for user in (BO, CY):
        await service.lobby.join(1, user)
    assert any("The Four Islands" in line for line in (await service.tables.status(1)).public)
    for user in (DI, EVE):
        await service.lobby.join(1, user)
    assert any("The Six Islands" in line for line in (await service.tables.status(1)).public)


@pytest.mark.parametrize("language", ["en", "nl", "de"])
def test_the_scenario_choice_and_the_help_name_the_six_islands(language: str) -> None:
    """The scenario's choice in the lobby (3–6 players) and the Seafarers help name the Six
    Islands beside the Four Islands."""
    words = catalogue(language)
    choice = speak(scenario_text("four_islands"), words)
    assert FOUR_ISLANDS[language] in choice and SIX_ISLANDS[language] in choice, choice
    shown = help_text(words, "seafarers")
    assert FOUR_ISLANDS[language] in shown and SIX_ISLANDS[language] in shown, shown
