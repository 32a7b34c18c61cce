"""The bot's pictures keep each map's drawing in the folder beside the database
(the first board after a restart is read, not drawn)."""

from __future__ import annotations

from pathlib import Path

from bot.pictures import Pictures
from bot.settings import Settings
from engine import Game, GameConfig
from render import MapCache, render_board


def test_the_map_cache_lives_beside_the_database(tmp_path: Path) -> None:
    """The bot's data folder holds the map cache, next to its database file."""
    settings = Settings.from_env({"HEXHAVEN_DB": str(tmp_path / "data" / "hexhaven.db")})
    assert settings.map_cache == tmp_path / "data" / "map-cache"


async def test_a_board_posted_through_the_map_cache_is_unchanged(tmp_path: Path) -> None:
    """With a map cache the bot posts the same bytes, and the map is kept in files."""
    view = Game.new(GameConfig(players=["a", "b", "c"], seed=3)).view(None)
    names = {"a": "Ann", "b": "Bo", "c": "Cy"}
    png = await Pictures(MapCache(tmp_path)).board(view, names)
    assert png == render_board(view, names=names)
    assert list(tmp_path.glob("*.png")) and list(tmp_path.glob("*.palette"))


async def test_the_pictures_are_drawn_in_the_language_they_are_given() -> None:
    """The board (public: the game's language) and a hand (the reader's) are drawn
    with that language's catalogue; a Discord locale picks its language, anything else English."""
    from render import render_hand
    from words.languages import catalogue

    game = Game.new(GameConfig(players=["a", "b", "c"], seed=3))
    names = {"a": "Ann", "b": "Bo", "c": "Cy"}
    pictures = Pictures()
    english = await pictures.board(game.view(None), names)
    german = await pictures.board(game.view(None), names, language="de")
    assert german == render_board(game.view(None), names=names, words=catalogue("de"))
    assert german != english
    assert await pictures.board(game.view(None), names, language="en-GB") == english
    hand = await pictures.hand(game.view("a"), "a", names, language="nl")
    assert hand == render_hand(game.view("a"), "a", names=names, words=catalogue("nl"))
