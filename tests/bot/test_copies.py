"""Remove the copies: resources, pips, costs and the key-value settings each have
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
    """The resource lists of notation, messages and the palette are the engine's."""
    assert notation.RESOURCES is RESOURCES
    assert palette.RESOURCES is RESOURCES
    assert "RESOURCES" not in vars(messages) or messages.RESOURCES is RESOURCES


def test_pips_count_the_rolls_of_two_dice_that_make_a_number() -> None:
    """One pips function; the renderer's dots and odds and the bot's spot weights
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
    """The help text (in Discord and in the terminal) and the command descriptions
    word the engine's costs, through the catalogue."""
    assert costs()["city"] == resources.CITY_COST
    assert cost_text("city") == "2 grain, 3 ore"
    for surface in ("discord", "terminal"):
        building = help_text("building", surface=surface)
        assert "{" not in building
        for piece in ("road", "settlement", "city", "development"):
            assert cost_text(piece) in building


def test_key_value_tables_take_only_plain_names() -> None:
    """Preferences and server settings share one implementation whose table and
    column names go into the SQL text, so anything but an identifier is refused."""
    with pytest.raises(ValueError):
        KeyValues("user_preferences; DROP TABLE tables", "user_id")
    with pytest.raises(ValueError):
        KeyValues("server_settings", "guild_id = guild_id OR 1")


def test_lobby_and_terminal_choices_are_the_rule_sets() -> None:
    """Presets, maps and the victory point range offered by `/game new` and by
    `python -m bot local` are the base rule set's, not copies."""
    from bot import cli
    from bot.discord_app.lobby import cog
    from engine import rule_set

    base = rule_set("base")
    assert [c.value for c in cog.PRESETS] == list(base.presets)
    assert [c.value for c in cog.MAPS] == list(base.maps)
    assert base.vp_range == (cog.VP_LEAST, cog.VP_MOST)
    local = cli.parser()._subparsers._group_actions[0].choices["local"]  # type: ignore[union-attr]
    by_flag = {a.dest: a for a in local._actions}
    assert list(by_flag["map"].choices or ()) == list(base.maps)
    assert list(by_flag["preset"].choices or ()) == list(base.presets)


def test_the_engine_checks_the_victory_point_range_of_its_rule_set() -> None:
    """The target's range is rule-set data that the engine's check reads."""
    from engine import ConfigError, GameConfig, rule_set

    least, most = rule_set("base").vp_range
    GameConfig(players=("a", "b", "c"), vp_to_win=most)
    with pytest.raises(ConfigError):
        GameConfig(players=("a", "b", "c"), vp_to_win=most + 1)
    with pytest.raises(ConfigError):
        GameConfig(players=("a", "b", "c"), vp_to_win=least - 1)
