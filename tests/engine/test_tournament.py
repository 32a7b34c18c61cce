"""The tournament preset: B-18, B-T1 to B-T7 and their "Tests:" lines."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine import PRESETS, SWITCHES, Event, Game, GameConfig, OfferTrade, cards

from .positions import BLUE_ROAD, RED_ROAD, breaker, harbor_scene, long_roads
from .vocab import (
    act,
    dev,
    give,
    hand,
    kinds,
    largest_army,
    longest_road,
    new_game,
    only,
    place,
    play_knight,
    play_to,
    played_knights,
    public_vp,
    quiet_dice,
    refused,
    road_length,
    roll,
    skip_setup,
    top_of_deck,
    total_vp,
)

T = "tournament"
SETTLEMENT = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}
DEVELOPMENT = {"wool": 1, "grain": 1, "ore": 1}


# ----- B-T1 combined_trade_build -----------------------------------------------------------


def test_tb1_harbor_settled_this_turn_trades_at_its_rate() -> None:
    """B-T1, B-TRADE-10: build a settlement on a harbor,
    then use that harbor's rate in the same turn."""
    game = harbor_scene(T)
    assert game.sw["combined_trade_build"] is True
    act(game, "red", "build settlement 4")
    act(game, "red", "bank 3 ore for 1 grain")
    act(game, "red", "bank 3 ore for 1 brick")
    assert hand(game, "red") == {"lumber": 0, "brick": 1, "wool": 0, "grain": 1, "ore": 0}


@pytest.mark.parametrize(
    ("preset", "options"),
    [(T, {"combined_trade_build": False}), ("legacy1995", {})],
    ids=["tournament-strict", "legacy1995"],
)
def test_tb1_strict_mode_refuses_trading_after_the_first_build(
    preset: str, options: dict[str, Any]
) -> None:
    """B-T1, B-PRESET-1 (a switch can be overridden on top of the preset): in strict mode
    trading after the first build is rejected."""
    game = harbor_scene(preset, **options)
    act(game, "red", "bank 4 ore for 1 brick")
    act(game, "red", "build settlement 4")
    refused(game, "red", "bank 3 ore for 1 grain", code="trade_after_build")


# ----- B-T2 allow_gifts / allow_deferred_trades ----------------------------------------------


def tournament_rolled() -> Game:
    """Tournament game, red's turn rolled; red, blue and white hold some cards."""
    game = skip_setup(new_game(preset=T))
    give(game, "red", brick=2, wool=3)
    give(game, "blue", ore=2)
    give(game, "white", ore=1)
    roll(game, "red", *quiet_dice(game))
    return game


def test_tb2_one_sided_transfer_is_rejected() -> None:
    """B-T2, B-TRADE-3: an offer with nothing coming back,
    or nothing going out, is rejected; the switches forbid gifts and deferred trades."""
    game = tournament_rolled()
    assert game.sw["allow_gifts"] is False and game.sw["allow_deferred_trades"] is False
    refused(game, "red", OfferTrade(cards({"brick": 1}), (), ("blue",)), code="no_gifts")
    refused(game, "red", OfferTrade((), cards({"ore": 1}), ("blue",)), code="no_gifts")
    refused(game, "red", "offer 1 brick for", code="bad_notation")


@pytest.mark.parametrize(
    ("offer", "partner", "red_after", "partner_after"),
    [
        ("offer 1 brick for 1 ore to blue", "blue", {"brick": 1, "ore": 1}, {"brick": 1}),
        ("offer 3 wool for 1 ore to white", "white", {"wool": 0, "ore": 1}, {"wool": 3}),
    ],
    ids=["1:1", "3:1"],
)
def test_tb2_two_sided_exchange_is_accepted(
    offer: str, partner: str, red_after: dict[str, int], partner_after: dict[str, int]
) -> None:
    """B-T2, B-TRADE-3, B-TRADE-5: a 1:1 and a 3:1 exchange with at least
    one card each way happen at once and in full."""
    game = tournament_rolled()
    act(game, "red", offer)
    act(game, partner, "accept")
    events = act(game, "red", f"confirm {partner}")
    assert "TradeCompleted" in kinds(events)
    for name, count in red_after.items():
        assert hand(game, "red")[name] == count
    for name, count in partner_after.items():
        assert hand(game, partner)[name] == count


# ----- B-T3 dev_card_before_roll / dev_cards_per_turn / play_card_on_purchase_turn ----------


def monopoly_before_roll(preset: str, **options: Any) -> Game:
    """Red holds an old Monopoly card before rolling; blue holds 2 ore."""
    game = skip_setup(new_game(preset=preset, **options))
    dev(game, "red", "monopoly")
    dev(game, "red", "knight")
    give(game, "blue", ore=2)
    return game


def test_tb3_monopoly_before_the_roll_is_accepted() -> None:
    """B-T3 and its B-D17: progress cards, not only knights,
    may be played before the dice."""
    game = monopoly_before_roll(T)
    assert game.phase == "roll"
    act(game, "red", "play monopoly ore")
    assert hand(game, "red")["ore"] == 2
    assert game.phase == "roll"
    roll(game, "red", *quiet_dice(game))


@pytest.mark.parametrize("preset", [T, "official"])
def test_tb3_monopoly_before_the_roll_rejected_under_knight_only(preset: str) -> None:
    """B-T3, B-DEV-5, B-D10 (dev_card_before_roll = knight_only): only
    the knight may be played before rolling; 'none' forbids the knight too."""
    game = monopoly_before_roll(preset, dev_card_before_roll="knight_only")
    err = refused(game, "red", "play monopoly ore", code="not_before_roll")
    assert "knight" in str(err)
    play_knight(game, "red")
    game = monopoly_before_roll(preset, dev_card_before_roll="none")
    refused(game, "red", "play knight", code="not_before_roll")
    roll(game, "red", *quiet_dice(game))
    act(game, "red", "play knight")


def test_tb3_second_knight_in_the_same_turn_is_rejected() -> None:
    """B-T3, B-DEV-4: at most one development card per turn."""
    game = skip_setup(new_game(preset=T))
    dev(game, "red", "knight")
    dev(game, "red", "knight")
    play_knight(game, "red")
    refused(game, "red", "play knight", code="one_card_per_turn")
    roll(game, "red", *quiet_dice(game))
    refused(game, "red", "play knight", code="one_card_per_turn")


def test_tb3_knight_bought_this_turn_is_rejected() -> None:
    """B-T3, B-DEV-3: a card bought this turn can never be played in that
    turn."""
    game = skip_setup(new_game(preset=T))
    roll(game, "red", *quiet_dice(game))
    give(game, "red", **DEVELOPMENT)
    top_of_deck(game, "knight")
    act(game, "red", "buy development")
    refused(game, "red", "play knight", code="bought_this_turn")


# ----- B-T4 vp_cards_count_hidden / final_score_counts_hidden_vp ---------------------------


def test_tb4_nine_points_buys_a_victory_point_card_and_wins_at_once() -> None:
    """B-T4, B-DEV-13, B-VP-3."""
    game = skip_setup(new_game(preset=T))
    for spot in (3, 20, 36, 50):
        place(game, "red", city=spot)
    place(game, "red", settlement=45, road="45-49")
    roll(game, "red", *quiet_dice(game))
    give(game, "red", **DEVELOPMENT)
    top_of_deck(game, "victory_point")
    events = act(game, "red", "buy development")
    assert kinds(events)[-1] == "GameWon" and game.winner == "red"


def test_tb4_knight_then_two_reveals_in_the_same_turn() -> None:
    """B-T4, B-DEV-13: after playing a knight a player may still reveal
    several victory point cards that turn; reveals are not card plays."""
    game = skip_setup(new_game(preset=T))
    place(game, "red", city=3)
    place(game, "red", city=20)
    dev(game, "red", "knight")
    dev(game, "red", "victory_point")
    dev(game, "red", "victory_point")
    play_knight(game, "red")
    act(game, "red", "reveal")
    act(game, "red", "reveal")
    assert public_vp(game, "red") == 6 and total_vp(game, "red") == 6
    assert game.view(None)["players"][0]["revealed_vp"] == 2
    refused(game, "red", "play knight", code="one_card_per_turn")


def test_tb4_knight_with_hidden_cards_wins_the_turn() -> None:
    """B-T4, B-VP-3, B-LA-1: hidden cards count at once, so the knight that
    brings Largest Army ends the game with 6 + 2 + 2 hidden = 10."""
    game = skip_setup(new_game(preset=T))
    for spot in (3, 20, 36):
        place(game, "red", city=spot)
    played_knights(game, "red", 2)
    dev(game, "red", "knight")
    dev(game, "red", "victory_point")
    dev(game, "red", "victory_point")
    assert public_vp(game, "red") == 6 and total_vp(game, "red") == 8
    events = act(game, "red", "play knight")
    assert kinds(events)[-2:] == ["LargestArmyMoved", "GameWon"]
    assert only(events, "GameWon").to_dict(None)["scores"]["red"] == 10


def test_tb4_final_standings_count_the_losers_hidden_cards() -> None:
    """B-T4 (final_score_counts_hidden_vp), B-VP-5: red wins with a
    settlement; blue's and white's hidden victory point cards are in the final scores."""
    game = skip_setup(new_game(preset=T))
    assert game.sw["final_score_counts_hidden_vp"] is True
    for spot in (3, 20, 36, 50):
        place(game, "red", city=spot)
    place(game, "red", settlement=45, roads=["45-49", "49-52"])
    dev(game, "blue", "victory_point")
    dev(game, "white", "victory_point")
    dev(game, "white", "victory_point")
    roll(game, "red", *quiet_dice(game))
    give(game, "red", **SETTLEMENT)
    events = act(game, "red", "build settlement 52")
    assert only(events, "GameWon").to_dict(None)["scores"] == {"red": 10, "blue": 1, "white": 2}
    assert game.scores()["white"] == {"public": 2, "total": 2}  # revealed at the end (B-DEV-13)


# ----- B-T5 largest_army_tie / largest_army_can_return ---------------------------------------


@pytest.mark.parametrize(("preset", "after_tie"), [(T, "red"), ("legacy1995", None)])
def test_tb5_largest_army_tie_keeps_legacy_sets_aside(preset: str, after_tie: str | None) -> None:
    """B-T5 and B-D18: A holds with 3; B's 3rd knight → A
    keeps it (legacy1995: set aside); B's 4th → B takes it."""
    game = skip_setup(new_game(preset=preset))
    played_knights(game, "red", 3)
    played_knights(game, "blue", 2)
    assert largest_army(game) == "red"
    dev(game, "blue", "knight")
    dev(game, "blue", "knight")
    play_to(game, "blue")
    play_knight(game, "blue")
    assert largest_army(game) == after_tie
    play_to(game, "blue")
    play_knight(game, "blue")
    assert largest_army(game) == "blue"
    if preset == T:
        assert game.sw["largest_army_tie"] == "holder_keeps"
        assert game.sw["largest_army_can_return"] is False


# ----- B-T6 longest_road_tie ----------------------------------------------------------------

Scenario = Callable[[str], tuple[Game, list[Event]]]


def _blue_builds(game: Game, *paths: str) -> list[Event]:
    play_to(game, "blue")
    roll(game, "blue", *quiet_dice(game))
    give(game, "blue", lumber=len(paths), brick=len(paths))
    events: list[Event] = []
    for path in paths:
        events += act(game, "blue", f"build road {path}")
    return events


def _orange_settles(game: Game, at: int) -> list[Event]:
    breaker(game, "orange", at)
    play_to(game, "orange")
    roll(game, "orange", *quiet_dice(game))
    give(game, "orange", **SETTLEMENT)
    return act(game, "orange", f"build settlement {at}")


def first_five_equal_longer(preset: str) -> tuple[Game, list[Event]]:
    """B-17.31: red's 5th road, blue's equal 5th, blue's 6th."""
    game = long_roads(preset, red=4, blue=4)
    roll(game, "red", *quiet_dice(game))
    give(game, "red", lumber=1, brick=1)
    events = act(game, "red", f"build road {RED_ROAD[4]}-{RED_ROAD[5]}")
    events += _blue_builds(game, f"{BLUE_ROAD[4]}-{BLUE_ROAD[5]}", f"{BLUE_ROAD[5]}-{BLUE_ROAD[6]}")
    return game, events


def ring_and_branches(preset: str) -> tuple[Game, list[Event]]:
    """B-17.32: a road 5-9, a ring of 6 around hex E, a second tail road, then a branch."""
    game = skip_setup(new_game(preset=preset))
    place(game, "red", settlement=9, road="5-9")
    roll(game, "red", *quiet_dice(game))
    give(game, "red", lumber=8, brick=8)
    events: list[Event] = []
    for path in ("9-14", "14-19", "19-24", "18-24", "13-18", "9-13", "1-5", "8-13"):
        events += act(game, "red", f"build road {path}")
    return game, events


def split_by_opponent(preset: str) -> tuple[Game, list[Event]]:
    """B-17.33: red's own settlement inside its road; an opponent splits it."""
    game = long_roads(preset, red=7)
    place(game, "red", settlement=28)
    return game, _orange_settles(game, 17)


def holder_broken_tied(preset: str) -> tuple[Game, list[Event]]:
    """B-17.34: holder broken, still tied for longest."""
    game = long_roads(preset, red=7, blue=5)
    return game, _orange_settles(game, 8)


def holder_broken_others_tie(preset: str) -> tuple[Game, list[Event]]:
    """B-17.34: holder broken, two others tie at 5, then one becomes uniquely longest."""
    game = long_roads(preset, red=7, blue=5, white=5)
    events = _orange_settles(game, 17)
    events += _blue_builds(game, f"{BLUE_ROAD[5]}-{BLUE_ROAD[6]}")
    return game, events


def holder_broken_below_five(preset: str) -> tuple[Game, list[Event]]:
    """B-17.34: holder broken below 5, nobody else at 5."""
    game = long_roads(preset, red=7, blue=4, white=4)
    return game, _orange_settles(game, 17)


SCENARIOS: dict[str, Scenario] = {
    "17.31": first_five_equal_longer,
    "17.32": ring_and_branches,
    "17.33": split_by_opponent,
    "17.34-tied": holder_broken_tied,
    "17.34-others-tie": holder_broken_others_tie,
    "17.34-below-five": holder_broken_below_five,
}
EXPECTED_HOLDER = {
    "17.31": "blue",
    "17.32": "red",
    "17.33": None,
    "17.34-tied": "red",
    "17.34-others-tie": "blue",
    "17.34-below-five": None,
}


def _outcome(game: Game, events: list[Event]) -> str:
    view = game.view(None)
    view.pop("preset")
    return json.dumps([[e.to_dict(None) for e in events], view], sort_keys=True)


@pytest.mark.parametrize("case", list(SCENARIOS))
def test_tb6_longest_road_cases_identical_under_tournament(case: str) -> None:
    """B-T6 and B-D19 to B-D20: B-17.31 to B-17.35 give the same
    events and the same final position under the tournament preset as under the official one."""
    official = SCENARIOS[case]("official")
    tournament = SCENARIOS[case](T)
    assert _outcome(*official) == _outcome(*tournament)
    assert longest_road(tournament[0]) == EXPECTED_HOLDER[case]
    if case == "17.32":
        assert road_length(tournament[0], "red") == 8


# ----- B-T7 ruleset_edition and the preset as a whole ---------------------------------------


def test_tb7_tournament_preset_is_official_defaults_plus_its_rows() -> None:
    """B-T7, B-PRESET-1, summary table: the preset starts from the 5th-edition defaults
    (never from legacy1995) and sets the table's values."""
    official = GameConfig(players=("a", "b", "c"), preset="official").switches()
    tournament = GameConfig(players=("a", "b", "c"), preset=T).switches()
    assert tournament == official
    expected = {
        "combined_trade_build": True,
        "allow_gifts": False,
        "allow_deferred_trades": False,
        "dev_card_before_roll": "any",
        "dev_cards_per_turn": 1,
        "play_card_on_purchase_turn": False,
        "vp_cards_count_hidden": True,
        "final_score_counts_hidden_vp": True,
        "largest_army_tie": "holder_keeps",
        "largest_army_can_return": False,
        "longest_road_tie": "holder_keeps",
    }
    assert {k: tournament[k] for k in expected} == expected
    legacy = PRESETS["legacy1995"]
    assert all(tournament[k] != v for k, v in legacy.items() if k in tournament)
    assert set(PRESETS[T]) <= set(SWITCHES)


def test_tb7_switch_override_and_save_keep_the_rules() -> None:
    """B-PRESET-1, B-PRESET-3: a single switch can be overridden on top of the preset, and the
    save file records the rules so a reloaded game plays by the same switches."""
    game = new_game(preset=T, combined_trade_build=False)
    assert game.sw["combined_trade_build"] is False
    assert game.sw["longest_road_tie"] == "holder_keeps"
    loaded = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert loaded.sw == game.sw
    assert loaded.config.preset == T
