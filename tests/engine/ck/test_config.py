"""C&K configuration (CK-19, CK-22)."""

from __future__ import annotations

import pytest

from engine import ConfigError, GameConfig, rule_names, rule_set, rules_data

from .vocab import PLAYERS, new_game


def test_cities_knights_is_a_rule_set_of_the_base_and_its_module() -> None:
    """One rule module composed onto the base game; its card kinds add the
    commodities after the resources; 13 points; no development cards."""
    assert "cities_knights" in rule_names()
    rules = rule_set("cities_knights")
    assert rules.modules == ("base", "cities_knights")
    assert rules.cards == ("lumber", "brick", "wool", "grain", "ore", "paper", "cloth", "coin")
    assert rules.bank == {
        **dict.fromkeys(rules.resources, 19),
        **dict.fromkeys(rules.commodities, 12),
    }
    assert rules.vp_target == 13 and rules.deck == ()
    assert set(rules.costs) == {
        "road",
        "settlement",
        "city",
        "wall",
        "knight",
        "promotion",
        "activation",
    }
    data = rules_data(rules)
    assert data["commodities"] == ["paper", "cloth", "coin"]
    assert {"wall", "knight", "improve", "pillage"} <= set(data["keywords"])
    g = new_game()
    assert g.sw["victory_points"] == 13 and not g.deck


def test_presets_official_and_tournament() -> None:
    """CK-19, CK-T9: the tournament preset selects the first-edition Saboteur and the base game's
    tournament switches; the official one keeps the later edition."""
    official = GameConfig(players=PLAYERS, rules="cities_knights").switches()
    tournament = GameConfig(players=PLAYERS, rules="cities_knights", preset="tournament").switches()
    assert official["saboteur_edition"] == "later" and official["dirty_trick"] is False
    assert tournament["saboteur_edition"] == "first"
    assert tournament["win_only_on_own_turn"] is True


def test_dirty_trick_is_a_switch_off_by_default() -> None:
    """CK-17, CK-19: `dirty_trick` is a boolean switch, off unless asked for; other values are a
    configuration error."""
    assert new_game().sw["dirty_trick"] is False
    assert new_game(dirty_trick=True).sw["dirty_trick"] is True
    with pytest.raises(ConfigError) as caught:
        GameConfig(players=PLAYERS, rules="cities_knights", options={"dirty_trick": "yes"})
    assert caught.value.code == "switch_choice"


def test_vp_target_is_configurable() -> None:
    """CK-19: the target may be set (vp_to_win)."""
    assert new_game(vp_to_win=10).sw["victory_points"] == 10
