"""Crashes to turn into refusals: inputs a fuzzer found raising something other
than a refusal. Each is now refused with a sentence from the catalogue and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Action, BuildRoad, IllegalAction, MoveRobber, OfferTrade
from tests.engine.vocab import new_game, quick_setup, refused, roll, said


@pytest.mark.parametrize(
    "text",
    [
        "build settlement ²",
        "discard ① ore",
        "build city ⁵",
        "build road ²-3",
        "bank ³ ore for 1 grain",
        "build settlement " + "9" * 4301,
        "build settlement -" + "9" * 4301,
    ],
)
def test_digits_int_cannot_read_are_refused_as_notation(text: str) -> None:
    """`str.isdigit()` accepts '²' and '①', which `int()` cannot read, and a number of
    more than 4,300 digits is beyond `int()`'s limit: both are refused as unreadable notation,
    quoting at most a short piece of what was typed."""
    with pytest.raises(IllegalAction) as caught:
        Action.parse(text)
    assert caught.value.code == "bad_notation"
    assert len(said(caught.value)) < 200


def test_a_slash_option_as_typed_reaches_the_game_as_a_refusal() -> None:
    """`/settlement spot:²` arrives as `build settlement ²`; the game refuses it."""
    game = new_game()
    refused(game, game.awaiting()[0], "build settlement ²", code="bad_notation")


MALFORMED_ROADS: list[Any] = [(1,), None, "", "0", {"a": 1}, (1, "2"), (True, 2)]


@pytest.mark.parametrize("path", MALFORMED_ROADS, ids=repr)
def test_a_road_of_the_wrong_shape_is_refused_in_setup(path: Any) -> None:
    """`BuildRoad((1,))` raised IndexError, `BuildRoad(None)` TypeError,
    `BuildRoad('')` ValueError, `BuildRoad('0')` IndexError, `BuildRoad({...})` KeyError: the
    engine checks an action's shape before any rule reads it, whoever built it."""
    game = new_game()
    player = game.awaiting()[0]
    game.apply(player, "build settlement 20")
    refused(game, player, BuildRoad(path), code="bad_notation")


@pytest.mark.parametrize("path", MALFORMED_ROADS, ids=repr)
def test_a_road_of_the_wrong_shape_is_refused_in_the_main_phase(path: Any) -> None:
    """The same roads in the main phase."""
    game = new_game()
    quick_setup(game)
    player = game.awaiting()[0]
    roll(game, player, 2, 3)
    refused(game, player, BuildRoad(path), code="bad_notation")


def test_a_robber_move_of_the_wrong_shape_is_refused() -> None:
    """`MoveRobber(None, None)` in the robber phase raised AttributeError."""
    game = new_game()
    quick_setup(game)
    player = game.awaiting()[0]
    roll(game, player, 3, 4)
    assert game.phase == "robber"  # nobody holds more than 7 cards after the quick set-up
    refused(game, player, MoveRobber(None, None), code="bad_notation")  # type: ignore[arg-type]


def test_a_counter_offer_of_the_wrong_shape_is_refused() -> None:
    """A non-current player's `OfferTrade('=', 5, 7)` raised TypeError."""
    game = new_game()
    quick_setup(game)
    player = game.awaiting()[0]
    roll(game, player, 2, 3)
    other = next(p for p in game.players if p != player)
    refused(game, other, OfferTrade("=", 5, 7), code="bad_notation")  # type: ignore[arg-type]
