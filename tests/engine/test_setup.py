"""The set-up phase: B-5 and B-17.6 to B-17.9."""

from __future__ import annotations

import pytest

from engine import Event, Game, GameConfig, ScriptedRandomness

from .vocab import (
    DEFAULT_PLACEMENTS,
    FOUR,
    PLAYERS,
    PRESETS,
    act,
    assert_conserved,
    bank,
    cards_in_hand,
    dice,
    hand,
    hexes_at,
    kinds,
    neighbours,
    new_game,
    play_setup,
    quick_setup,
    refused,
    tile,
    total_vp,
)


def setup_order(game: Game) -> list[str]:
    """Who is asked to place, settlement by settlement, through the default set-up."""
    players = game.players
    order: list[str] = []
    done = dict.fromkeys(players, 0)
    while game.phase == "setup":
        (player,) = game.awaiting()
        order.append(player)
        settlement, road = DEFAULT_PLACEMENTS[player][done[player]]
        done[player] += 1
        act(game, player, f"build settlement {settlement}")
        assert game.awaiting() == [player], "the same player places the road"
        act(game, player, f"build road {road}")
    assert game.phase == "roll"
    return order


@pytest.mark.parametrize("preset", PRESETS)
def test_17_6_snake_order_three_players(preset: str) -> None:
    """B-17.6, B-SETUP-2, B-SETUP-3, B-SETUP-5: 1, 2, 3, 3, 2, 1; the starting player,
    who placed last, takes the first turn."""
    assert setup_order(new_game(PLAYERS, preset=preset)) == [
        "red",
        "blue",
        "white",
        "white",
        "blue",
        "red",
    ]
    game = new_game(PLAYERS, preset=preset)
    quick_setup(game)
    assert game.awaiting() == ["red"] and game.phase == "roll"


@pytest.mark.parametrize("preset", PRESETS)
def test_17_6_snake_order_four_players(preset: str) -> None:
    """B-17.6, B-SETUP-2, B-SETUP-3: 1, 2, 3, 4, 4, 3, 2, 1."""
    assert setup_order(new_game(FOUR, preset=preset)) == [
        "red",
        "blue",
        "white",
        "orange",
        "orange",
        "white",
        "blue",
        "red",
    ]


def test_17_6_snake_order_starts_from_the_start_roll_winner() -> None:
    """B-17.6, B-SETUP-1, B-SETUP-3, B-SETUP-5: red and orange tie on 11 and re-roll
    (twice, the second time 6 against 7); orange begins, the snake runs clockwise from orange,
    and orange, who placed last, takes the first turn."""
    game = new_game(FOUR, start_player="roll", seed=32)
    assert game.start_rolls == [[11, 7, 5, 11], [3, 0, 0, 3], [6, 0, 0, 7]]
    assert game.awaiting() == ["orange"]
    assert setup_order(game) == [
        "orange",
        "red",
        "blue",
        "white",
        "white",
        "blue",
        "red",
        "orange",
    ]
    assert game.awaiting() == ["orange"] and game.phase == "roll"


def test_17_6_start_roll_ties_are_rerolled_by_the_tied_players_only() -> None:
    """B-SETUP-1, B-D5: red and white tie on 10, blue rolls 4; only red and white roll
    again; white's 8 beats red's 5."""
    rng = ScriptedRandomness(0, dice=[(5, 5), (2, 2), (4, 6), (2, 3), (4, 4)])
    game = Game.new(GameConfig(players=PLAYERS, map="beginner"), rng)
    assert game.start_rolls == [[10, 4, 10], [5, 0, 8]]
    assert game.players[game.first] == "white"
    assert game.awaiting() == ["white"]


SEVENTEEN_SEVEN = {
    # red's second settlement touches the desert; blue's touches one land hex; white's two.
    "red": [(42, "42-46"), (25, "19-25")],
    "blue": [(9, "9-13"), (1, "1-4")],
    "white": [(29, "29-34"), (6, "2-6")],
}


@pytest.mark.parametrize("preset", PRESETS)
def test_17_7_only_the_second_settlement_yields(preset: str) -> None:
    """B-17.7, B-SETUP-4: the first settlement yields nothing; the second yields one card
    per land hex touching it; the desert gives nothing; a coastal settlement gets 1 or 2 cards."""
    game = new_game(preset=preset)
    assert hexes_at(game, 25) == {"F", "K", "J"}
    assert [tile(game, h)[0] for h in ("F", "K", "J")] == ["pasture", "forest", "desert"]
    assert hexes_at(game, 1) == {"A"} and tile(game, "A")[0] == "mountains"
    assert hexes_at(game, 6) == {"B", "C"}
    assert [tile(game, h)[0] for h in ("B", "C")] == ["pasture", "forest"]

    first_round = play_setup_round_one(game)
    assert "SetupResources" not in kinds(first_round)
    assert all(cards_in_hand(game, p) == 0 for p in PLAYERS)

    play_setup(game, {p: SEVENTEEN_SEVEN[p][1:] for p in PLAYERS})
    assert hand(game, "white") == {"lumber": 1, "brick": 0, "wool": 1, "grain": 0, "ore": 0}
    assert hand(game, "blue") == {"lumber": 0, "brick": 0, "wool": 0, "grain": 0, "ore": 1}
    assert hand(game, "red") == {"lumber": 1, "brick": 0, "wool": 1, "grain": 0, "ore": 0}
    assert bank(game) == {"lumber": 17, "brick": 19, "wool": 17, "grain": 19, "ore": 18}
    assert_conserved(game)
    # B-SETUP-6: set-up placements count for victory points.
    assert all(total_vp(game, p) == 2 for p in PLAYERS)


def play_setup_round_one(game: Game) -> list[Event]:
    """Round 1 of SEVENTEEN_SEVEN, through game.apply."""
    events: list[Event] = []
    for player in PLAYERS:
        settlement, road = SEVENTEEN_SEVEN[player][0]
        events += act(game, player, f"build settlement {settlement}")
        events += act(game, player, f"build road {road}")
    return events


@pytest.mark.parametrize("preset", PRESETS)
def test_17_8_setup_distance_rule_own_and_opponent(preset: str) -> None:
    """B-17.8, B-BUILD-5, B-SETUP-2: a set-up settlement may not go next to any settlement,
    the opponent's or one's own; nor on a taken intersection."""
    game = new_game(preset=preset)
    assert 15 in neighbours(game, 20)
    act(game, "red", "build settlement 20")
    act(game, "red", "build road 20-25")
    err = refused(game, "blue", "build settlement 15", code="too_close")
    assert "15" in str(err)
    refused(game, "blue", "build settlement 20", code="intersection_taken")
    act(game, "blue", "build settlement 9")
    act(game, "blue", "build road 9-13")
    act(game, "white", "build settlement 29")
    act(game, "white", "build road 29-34")
    act(game, "white", "build settlement 32")
    act(game, "white", "build road 32-38")
    # Blue's second settlement next to blue's own first one.
    assert 14 in neighbours(game, 9)
    refused(game, "blue", "build settlement 14", code="too_close")
    act(game, "blue", "build settlement 45")


@pytest.mark.parametrize("preset", PRESETS)
def test_17_9_setup_road_must_touch_the_settlement_just_placed(preset: str) -> None:
    """B-17.9, B-SETUP-2, B-SETUP-3: the set-up road touches the new settlement; in round 2
    a road at the first settlement is refused."""
    game = new_game(preset=preset)
    act(game, "red", "build settlement 20")
    refused(game, "red", "build road 9-13", code="road_must_touch_settlement")
    act(game, "red", "build road 20-25")
    act(game, "blue", "build settlement 9")
    act(game, "blue", "build road 9-13")
    act(game, "white", "build settlement 29")
    act(game, "white", "build road 29-34")
    act(game, "white", "build settlement 32")
    act(game, "white", "build road 32-38")
    act(game, "blue", "build settlement 45")
    # Blue's first settlement is at 9: a road there is not allowed now.
    refused(game, "blue", "build road 5-9", code="road_must_touch_settlement")
    refused(game, "blue", "build road 13-18", code="road_must_touch_settlement")
    act(game, "blue", "build road 45-49")
    # A road before the settlement, or two settlements in a row, is refused too.
    refused(game, "red", "build road 42-46", code="settlement_first")
    act(game, "red", "build settlement 42")
    refused(game, "red", "build settlement 50", code="road_next")
    act(game, "red", "build road 42-46")
    assert game.phase == "roll"


def test_setup_costs_nothing_and_needs_no_dice() -> None:
    """B-SETUP-4: set-up placements are free and need no road connection; no roll,
    trade or card play happens during set-up."""
    game = new_game()
    dice(game, 3, 4)
    refused(game, "red", "roll", code="setup")
    refused(game, "red", "bank 4 ore for 1 grain", code="setup")
    refused(game, "red", "end", code="setup")
    act(game, "red", "build settlement 20")
    assert bank(game) == dict.fromkeys(("lumber", "brick", "wool", "grain", "ore"), 19)
