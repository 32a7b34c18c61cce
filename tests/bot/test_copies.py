"""Issue 9 §3, "remove the copies": resources, pips, costs and the key-value settings each have
one source, and the places that show them read it."""

from __future__ import annotations

from itertools import product

import pytest

from bot.common import notation
from bot.common.spots import BoardText
from bot.service import messages
from bot.store.preferences import KeyValues
from engine import RESOURCES, resources
from engine.board import pips
from render import palette
from render.summary import expected_share
from render.tokens import dots
from words import cost_text, help_text
from words.costs import costs


def test_every_layer_uses_the_engines_resource_list() -> None:
    """Issue 9 §3: the resource lists of notation, messages and the palette are the engine's."""
    assert notation.RESOURCES is RESOURCES
    assert palette.RESOURCES is RESOURCES
    assert "RESOURCES" not in vars(messages) or messages.RESOURCES is RESOURCES


def test_pips_count_the_rolls_of_two_dice_that_make_a_number() -> None:
    """Issue 9 §3: one pips function; the renderer's dots and odds and the bot's spot weights
    agree with it."""
    rolls = [a + b for a, b in product(range(1, 7), repeat=2)]
    for number in range(2, 13):
        assert pips(number) == rolls.count(number)
        assert dots(number) == pips(number)
        assert expected_share(number) == rolls.count(number) / 36
    desert = {"id": "B", "number": None}
    text = BoardText({"board": {"hexes": [{"id": "A", "number": 8}, desert]}})  # type: ignore[typeddict-item]
    assert (text.hex_pips("A"), text.hex_pips("B")) == (5, 0)


def test_costs_are_read_from_the_engine() -> None:
    """Issue 9 §3: the help text (in Discord and in the terminal) and the command descriptions
    word the engine's costs, through the catalogue."""
    assert costs()["city"] == resources.CITY_COST
    assert cost_text("city") == "2 grain, 3 ore"
    for surface in ("discord", "terminal"):
        building = help_text("building", surface=surface)
        assert "{" not in building
        for piece in ("road", "settlement", "city", "development"):
            assert cost_text(piece) in building


def test_key_value_tables_take_only_plain_names() -> None:
    """Issue 9 §3: preferences and server settings share one implementation whose table and
    column names go into the SQL text, so anything but an identifier is refused."""
    with pytest.raises(ValueError):
        KeyValues("user_preferences; DROP TABLE tables", "user_id")
    with pytest.raises(ValueError):
        KeyValues("server_settings", "guild_id = guild_id OR 1")
