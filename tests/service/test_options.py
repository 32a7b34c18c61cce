"""Table settings: durations, choices and the engine's own checks."""

from __future__ import annotations

import pytest

from bot.service import Refusal, TableOptions
from bot.service.options import format_duration, parse_duration


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        (3600, 3600),
        ("90m", 5400),
        ("12h", 43200),
        ("2d", 172800),
        ("1d 12h", 129600),
        ("600", 600),
        ("1H30M", 5400),
    ],
)
def test_durations(text: object, seconds: int) -> None:
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["", "soon", "5x", "12h-", "-5m", True, 1.5, "59s", "31d"])
def test_bad_durations(text: object) -> None:
    with pytest.raises(Refusal) as caught:
        parse_duration(text)
    assert caught.value.code == "bad_setting"


def test_format_duration() -> None:
    assert [format_duration(s) for s in (60, 5400, 129600, 0)] == ["1m", "1h30m", "1d12h", "0s"]


def test_round_trip_and_defaults() -> None:
    options = TableOptions().with_changes({"preset": "tournament", "map": "beginner", "vp": 12})
    assert TableOptions.from_dict(options.to_dict()) == options
    assert TableOptions.from_dict({"preset": "legacy1995", "unknown": 1}).preset == "legacy1995"
    assert TableOptions().with_changes({"vp": None}).vp_to_win is None


def test_game_config_carries_the_settings() -> None:
    options = TableOptions(preset="legacy1995", map="beginner", vp_to_win=8)
    config = options.game_config(("1", "2", "3"), seed=5)
    assert (config.preset, config.map, config.vp_to_win, config.seed) == (
        "legacy1995",
        "beginner",
        8,
        5,
    )


def test_seafarers_is_offered_with_its_valid_scenarios_only() -> None:
    """A table may choose Seafarers and one of the scenarios the engine has a map
    for at that player count; the scenario reaches the engine's switch."""
    from bot.service.options import rule_sets, scenario_text, scenarios

    assert "seafarers" in rule_sets() and "cities_knights" in rule_sets()
    assert scenarios(3) == scenarios(4) == scenarios()
    assert "new_shores" in scenarios(3) and scenarios(2) == ()
    # Five and six play the scenarios with a 5–6 map only (SF-17.2).
    assert "new_shores" in scenarios(6) and "greater_catan" not in scenarios(6)
    assert scenario_text("new_shores") == "Heading for New Shores · 3–6 players · 14 VP"
    options = TableOptions().with_changes({"rules": "seafarers", "scenario": "Fog Island"})
    assert options.scenario == "fog_island"
    config = options.game_config(("1", "2", "3"), seed=5)
    assert config.options == {"scenario": "fog_island"}
    assert "scenario The Fog Island" in options.describe()
    assert TableOptions.from_dict(options.to_dict()) == options


def test_cities_knights_with_seafarers_is_offered_with_its_three_scenarios() -> None:
    """CK-18.1, CK-D32 to CK-D33: a table may choose C&K with Seafarers, with New
    Shores, Through the Desert or Greater Catan (their targets + 2); another scenario is
    refused with a sentence naming the three."""
    from bot.service.options import rule_sets, scenario_text, scenarios

    rules = "cities_knights_seafarers"
    assert rules in rule_sets()
    assert scenarios(3, rules) == ("new_shores", "through_the_desert", "greater_catan")
    assert scenario_text("greater_catan", rules) == "Greater Catan · 3–4 players · 20 VP"
    options = TableOptions().with_changes({"rules": rules, "scenario": "greater catan"})
    assert options.game_config(("1", "2", "3"), seed=5).options == {"scenario": "greater_catan"}
    assert "Rules cities_knights_seafarers, scenario Greater Catan" in options.describe()
    with pytest.raises(Refusal) as refused:
        TableOptions().with_changes({"rules": rules, "scenario": "fog_island"})
    said = str(refused.value)
    assert "fog_island" in said and "new_shores, through_the_desert, greater_catan" in said


def test_a_wrong_scenario_is_refused_with_a_sentence() -> None:
    """An unknown scenario, or a scenario at a table without ships, is refused with
    a sentence naming what may be chosen."""
    with pytest.raises(Refusal) as refused:
        TableOptions().with_changes({"rules": "seafarers", "scenario": "atlantis"})
    assert "no scenario 'atlantis'" in str(refused.value) and "new_shores" in str(refused.value)
    with pytest.raises(Refusal) as refused:
        TableOptions().with_changes({"scenario": "fog_island"})
    assert "Only Seafarers" in str(refused.value)


def test_rule_switches_reach_the_game_and_the_engine_checks_them() -> None:
    """CK-17, CK-T9: a table sets single rule switches over its preset, such as the
    dirty trick variant or the Saboteur's edition; the engine refuses an unknown switch or
    value, and a table without switches plays its preset."""
    options = TableOptions().with_changes(
        {"rules": "cities_knights", "switches": "dirty_trick=true, saboteur_edition=first"}
    )
    assert dict(options.switches) == {"dirty_trick": True, "saboteur_edition": "first"}
    assert TableOptions.from_dict(options.to_dict()) == options
    switches = options.game_config(("1", "2", "3"), seed=5).switches()
    assert switches["dirty_trick"] is True and switches["saboteur_edition"] == "first"
    assert "dirty_trick true" in options.describe()
    for bad in ("dirty_trick=maybe", "no_such_switch=true", "dirty_trick"):
        with pytest.raises(Refusal) as caught:
            TableOptions().with_changes({"rules": "cities_knights", "switches": bad})
        assert caught.value.code == "bad_setting", bad
    with pytest.raises(Refusal) as caught:
        TableOptions().with_changes({"rules": "cities_knights", "switches": "dirty_trick=maybe"})
    assert "false, true" in str(caught.value)  # the values as a player types them
    assert TableOptions().game_config(("1", "2", "3"), seed=5).options == {}
