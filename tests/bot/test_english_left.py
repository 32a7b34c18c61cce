"""A Dutch or a German server plays entirely in its language. A whole simulated
Discord game at a Dutch table of Dutch players (and one at a German table of German players):
every line, button, placeholder and menu option the bot shows in the thread, public or only
for one player, is checked for words of the English catalogue that the language does not use
(a sentence composed in code of English parts would show them).

The suite plays one game per language (German: the base game to 4 VP; Dutch: Cities & Knights
to 5); `HEXHAVEN_LANGUAGE_FULL=1` plays all four (C&K with Seafarers in German and the game
for two in Dutch too), C&K to 6."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tests.bot.driver import Driver
from tests.bot.seafarers_ck_play import SeaCkDriver
from tests.bot.test_ck_game import CkDriver
from tests.bot.test_languages import FULL, _open, locales
from tests.bot.test_two_player import TwoDriver
from tests.bot.world import world
from tests.words.english_left import english_left

__all__ = ["locales"]  # the fixture, used by name


def shown(message: Any) -> list[str]:
    """Everything a stored message shows: its lines, and its components' labels, placeholders
    and menu options."""
    parts = list(message.content.splitlines())
    for row in message.components:
        for c in row.get("components", []):
            parts += [str(c.get("label") or ""), str(c.get("placeholder") or "")]
            for option in c.get("options") or []:
                parts += [str(option.get("label") or ""), str(option.get("description") or "")]
    return [p for p in parts if p]


#: Each game played: the driver that plays it, the table's options, the seed, the seats.
GAMES: dict[str, tuple[type[Driver], dict[str, Any], int, int]] = {
    "base": (Driver, {"vp": 4}, 21, 3),
    "cities_knights": (CkDriver, {"vp": 6 if FULL else 5, "rules": "cities_knights"}, 7, 3),
    "cities_knights_seafarers": (SeaCkDriver, {"vp": 7, "rules": "cities_knights_seafarers"}, 5, 3),
    "two players": (TwoDriver, {"vp": 4}, 5, 2),
}
#: The games played and their languages: one a language in the suite, all four with FULL.
PLAYED = [("base", "de"), ("cities_knights", "nl")]
PLAYED += [("cities_knights_seafarers", "de"), ("two players", "nl")] if FULL else []


@pytest.mark.parametrize(("game", "code"), PLAYED)
async def test_a_whole_game_in_dutch_or_german_shows_no_english(
    tmp_path: Path, locales: dict[int, str], game: str, code: str
) -> None:
    """Done when: a Dutch and a German server can play entirely in their language;
    nothing in the game's thread, public or ephemeral, is left in English."""
    kind, options, seed, seats = GAMES[game]
    async with world(tmp_path / "bot.db", seed=seed, settle=60) as w:
        locales.update({p.id: code for p in w.players})
        thread, _ = await _open(w, w.players[0], language=code, **options)
        for player in w.players[1:seats]:
            await player.slash(thread, "game join")
        await w.players[0].slash(thread, "game start")
        driver = kind(w, thread, random.Random(seed))
        moves = 0
        while await driver.step():
            moves += 1
            assert moves < 3000, "the game did not end"
        names = [p.name for p in w.players] + [str(p.id) for p in w.players]
        left = {
            line: sorted(found)
            for message in w.env.backend.messages[thread.id].values()
            for line in shown(message)
            if (found := english_left(line, code, names))
        }
        assert left == {}
