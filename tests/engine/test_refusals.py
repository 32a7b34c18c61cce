"""Refusals: the wrong player, a stranger, and illegal moves. Each is an IllegalAction with a
reason code and a sentence, leaves the game byte-identical, and is absent from the legal-action
list (docs/engine-api.md; B-TURN-1, B-6, B-BUILD-8)."""

from __future__ import annotations

import pytest

from engine import Discard, Game, OfferTrade, PlayMonopoly, PlayYearOfPlenty

from .vocab import (
    PRESETS,
    act,
    dev,
    give,
    new_game,
    place,
    quick_setup,
    quiet_dice,
    refused,
    roll,
    skip_setup,
)


def after_setup(preset: str) -> Game:
    """The default set-up played; red to roll; everyone holds a few cards and a knight."""
    game = new_game(preset=preset)
    quick_setup(game)
    for player in game.players:
        give(game, player, lumber=2, brick=2, wool=1, grain=2, ore=3)
        dev(game, player, "knight")
    return game


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(
    "text",
    ["roll", "end", "build road 9-14", "buy development", "play knight", "reveal", "robber E"],
)
def test_wrong_player_is_refused(preset: str, text: str) -> None:
    """B-TURN-1, B-BUILD-8, B-DEV-5: only the current player rolls, builds, buys, plays
    cards and ends the turn."""
    game = after_setup(preset)
    err = refused(game, "blue", text, code="not_your_turn")
    assert "red" in str(err)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("text", ["roll", "accept", "discard 1 ore", "build settlement 5"])
def test_stranger_is_refused(preset: str, text: str) -> None:
    """docs/engine-api.md: a player id without a seat cannot act."""
    game = after_setup(preset)
    err = refused(game, "carol", text, code="not_a_player")
    assert "carol" in str(err)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("end", "roll_first"),
        ("build road 20-26", "roll_first"),
        ("build settlement 26", "roll_first"),
        ("build city 20", "roll_first"),
        ("buy development", "roll_first"),
        ("offer 1 ore for 1 wool", "roll_first"),
        ("accept", "no_offer"),
        ("discard 1 ore", "no_discard_owed"),
        ("robber E", "roll_first"),
    ],
)
def test_before_the_roll(preset: str, text: str, code: str) -> None:
    """B-6 PRE_ROLL, B-BUILD-8, B-TRADE-1: before the roll only a card play or the roll."""
    game = after_setup(preset)
    refused(game, "red", text, code=code)


@pytest.mark.parametrize("preset", PRESETS)
def test_after_the_roll(preset: str) -> None:
    """B-TURN-2, B-10, B-11: one roll per turn; what cannot be built or played says why."""
    game = after_setup(preset)
    roll(game, "red", *quiet_dice(game))
    refused(game, "red", "roll", code="already_rolled")
    refused(game, "red", "build settlement 99", code="no_such_intersection")
    refused(game, "red", "build road 1-2", code="no_such_path")
    refused(game, "red", "build road 9-13", code="path_taken")
    refused(game, "red", "build city 9", code="needs_own_settlement")
    refused(game, "red", "build city 26", code="needs_own_settlement")
    refused(game, "red", "build settlement 42", code="intersection_taken")
    refused(game, "red", "play monopoly ore", code="no_such_card")
    refused(game, "red", "reveal", code="no_vp_card")
    refused(game, "red", "cancel", code="no_offer")
    refused(game, "red", "confirm blue", code="no_offer")
    refused(game, "red", "offer 1 ore for 1 wool to carol", code="no_such_player")
    refused(game, "red", "offer 1 ore for 1 wool to red", code="trade_with_self")
    refused(game, "red", "discard 1 ore", code="no_discard_owed")
    refused(game, "red", "robber E", code="already_rolled")
    act(game, "red", "end")


@pytest.mark.parametrize("preset", PRESETS)
def test_during_discards_and_robber(preset: str) -> None:
    """B-8: after a 7 the discards come first, then the robber, then the main phase."""
    game = skip_setup(new_game(preset=preset))
    place(game, "blue", settlement=9, road="9-13")
    give(game, "blue", ore=8)
    give(game, "red", lumber=1, brick=1)
    roll(game, "red", 3, 4)
    for text in ("end", "build road 1-4", "robber E", "roll"):
        refused(game, "red", text, code="waiting_for_discards")
    refused(game, "white", "discard 1 ore", code="no_discard_owed")
    act(game, "blue", "discard 4 ore")
    for text in ("end", "build road 1-4", "roll", "bank 4 ore for 1 grain"):
        refused(game, "red", text, code="move_robber_first")
    refused(game, "red", "robber E steal carol", code="no_such_player")
    refused(game, "blue", "robber E", code="not_your_turn")
    act(game, "red", "robber E steal blue")


@pytest.mark.parametrize("preset", PRESETS)
def test_during_road_building(preset: str) -> None:
    """B-DEV-7: the free roads are placed right away, before anything else."""
    game = skip_setup(new_game(preset=preset))
    place(game, "red", settlement=9, road="9-13")
    dev(game, "red", "road_building")
    give(game, "red", wool=1, grain=1, ore=1)
    roll(game, "red", *quiet_dice(game))
    act(game, "red", "play road_building")
    refused(game, "red", "end", code="place_free_roads")
    refused(game, "red", "buy development", code="place_free_roads")
    refused(game, "red", "build road 30-35", code="road_not_connected")
    refused(game, "blue", "build road 13-18", code="not_your_turn")


@pytest.mark.parametrize("preset", PRESETS)
def test_during_setup(preset: str) -> None:
    """B-5: set-up is settlement, then road, for the player whose turn it is."""
    game = new_game(preset=preset)
    refused(game, "red", "roll", code="setup")
    refused(game, "red", "buy development", code="setup")
    refused(game, "blue", "build settlement 9", code="not_your_turn")
    refused(game, "red", "build city 9", code="setup")


@pytest.mark.parametrize("preset", PRESETS)
def test_after_the_game_is_over(preset: str) -> None:
    """B-VP-3: once someone has won nothing more can be played."""
    game = skip_setup(new_game(preset=preset, vp_to_win=3))
    place(game, "red", settlement=9, roads=["9-13", "13-18"])
    place(game, "red", settlement=20, road="20-25")
    give(game, "red", lumber=1, brick=1, wool=1, grain=1)
    roll(game, "red", *quiet_dice(game))
    act(game, "red", "build settlement 18")
    assert game.winner == "red"
    for player in game.players:
        refused(game, player, "end", code="game_over")


# ----- action values the notation cannot write --------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_offer_with_a_negative_count_is_refused(preset: str) -> None:
    """B-TRADE-3 (each side gives at least one card: no gifts), B-COMP-1; docs/engine-
    api.md (apply raises IllegalAction): "offer -1 ore for 1 wool" would make blue give 1 ore and
    1 wool for nothing, and could leave blue with -1 ore."""
    game = skip_setup(new_game(preset=preset))
    give(game, "red", ore=1)
    give(game, "blue", wool=1)
    roll(game, "red", *quiet_dice(game))
    refused(game, "red", OfferTrade((("ore", -1),), (("wool", 1),), ("blue",)), code=None)


@pytest.mark.parametrize("preset", PRESETS)
def test_discard_with_a_negative_count_is_refused(preset: str) -> None:
    """B-SEVEN-2 (return floor(n/2) cards of one's own), B-COMP-1: a discard value with a
    negative count would take cards from the bank."""
    game = skip_setup(new_game(preset=preset))
    give(game, "blue", wool=8)
    roll(game, "red", 3, 4)
    refused(game, "blue", Discard((("wool", 5), ("ore", -1))), code=None)


@pytest.mark.parametrize("preset", PRESETS)
def test_year_of_plenty_naming_no_resource_is_refused(preset: str) -> None:
    """B-DEV-8; docs/engine-api.md (apply raises IllegalAction and changes nothing): a
    Year of Plenty value naming something that is not a resource is refused."""
    game = skip_setup(new_game(preset=preset))
    dev(game, "red", "year_of_plenty")
    roll(game, "red", *quiet_dice(game))
    refused(game, "red", PlayYearOfPlenty(("gold", "ore")), code=None)


@pytest.mark.parametrize("preset", PRESETS)
def test_monopoly_naming_no_resource_is_refused_and_keeps_the_card(preset: str) -> None:
    """B-DEV-9; docs/engine-api.md (IllegalAction, the game is unchanged): a Monopoly
    value naming a knight is refused and the Monopoly card stays in the hand, unplayed."""
    game = skip_setup(new_game(preset=preset))
    dev(game, "red", "monopoly")
    roll(game, "red", *quiet_dice(game))
    refused(game, "red", PlayMonopoly("knight"), code=None)
