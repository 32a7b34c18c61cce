"""Victory points and the end of the game: B-13 and B-17.36 to B-17.39."""

from __future__ import annotations

import pytest

from engine import Game

from .positions import RED_ROAD, WHITE_ROAD, breaker, long_roads
from .vocab import (
    PRESETS,
    act,
    dev,
    give,
    kinds,
    longest_road,
    new_game,
    only,
    place,
    play_to,
    public_vp,
    quiet_dice,
    refused,
    road_chain,
    roll,
    skip_setup,
    total_vp,
)

SETTLEMENT = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}


def nine_points(preset: str, cities: tuple[int, ...] = (3, 20, 36, 50)) -> Game:
    """Red with cities and settlements on 3, 20, 36, 50 and 45 (9 points with 4 cities), and a
    road to the free intersection 52."""
    game = skip_setup(new_game(preset=preset))
    for spot in (3, 20, 36, 50):
        if spot in cities:
            place(game, "red", city=spot)
        else:
            place(game, "red", settlement=spot)
    place(game, "red", settlement=45, roads=["45-49", "49-52"])
    assert longest_road(game) is None
    roll(game, "red", *quiet_dice(game))
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_17_36_reaching_ten_by_building_ends_the_game_at_once(preset: str) -> None:
    """B-17.36, B-VP-1, B-VP-3 and B-D15 (automatic): the 10th point ends the game
    in the same action; nothing more can be played."""
    game = nine_points(preset)
    assert total_vp(game, "red") == 9
    give(game, "red", **SETTLEMENT)
    events = act(game, "red", "build settlement 52")
    assert kinds(events)[-1] == "GameWon"
    assert game.winner == "red" and game.phase == "ended"
    assert game.awaiting() == [] and game.legal_actions("red") == []
    assert only(events, "GameWon").to_dict(None)["scores"]["red"] == 10
    refused(game, "red", "end", code="game_over")
    refused(game, "blue", "roll", code="game_over")


@pytest.mark.parametrize("preset", PRESETS)
def test_17_36_taking_longest_road_on_own_turn_wins(preset: str) -> None:
    """B-17.36, B-LR-3, B-VP-3: red at 8 builds a 5th road, takes Longest Road and wins."""
    game = skip_setup(new_game(preset=preset))
    for spot in (3, 20, 36):
        place(game, "red", city=spot)
    place(game, "red", settlement=50)
    place(game, "red", settlement=1)
    road_chain(game, "red", RED_ROAD[:5])
    assert total_vp(game, "red") == 8
    roll(game, "red", *quiet_dice(game))
    give(game, "red", lumber=1, brick=1)
    events = act(game, "red", f"build road {RED_ROAD[4]}-{RED_ROAD[5]}")
    assert kinds(events)[-2:] == ["LongestRoadMoved", "GameWon"]
    assert game.winner == "red"


def white_on_eight(preset: str) -> Game:
    """Red holds Longest Road with 7; white has 5 roads and 8 points; blue can split red's road
    at 17 on blue's turn (blue sits between red and white in turn order)."""
    game = long_roads(preset, red=7, white=5, players=("red", "blue", "white"))
    for spot in (36, 50, 40):
        place(game, "white", city=spot)
    place(game, "white", settlement=WHITE_ROAD[5])
    breaker(game, "blue", 17)
    assert longest_road(game) == "red"
    assert total_vp(game, "white") == 8
    play_to(game, "blue")
    roll(game, "blue", *quiet_dice(game))
    give(game, "blue", **SETTLEMENT)
    return game


@pytest.mark.parametrize("preset", ["official", "tournament"])
def test_17_37_ten_on_another_players_turn_wins_at_start_of_own_turn(preset: str) -> None:
    """B-17.37, B-VP-3, B-VP-4: blue's settlement splits red's road, the Longest Road card
    moves to white, who reaches 10 on blue's turn and does not win then; white wins at the start
    of their own turn, before rolling."""
    game = white_on_eight(preset)
    events = act(game, "blue", "build settlement 17")
    assert only(events, "LongestRoadMoved").to_dict(None)["holder"] == "white"
    assert total_vp(game, "white") == 10
    assert game.winner is None and game.phase == "main"
    events = act(game, "blue", "end")
    assert kinds(events) == ["TurnEnded", "TurnStarted", "GameWon"]
    assert game.winner == "white" and game.phase == "ended"


def test_17_37_legacy_win_on_any_turn() -> None:
    """B-13, B-D14, B-15 (legacy1995: win_only_on_own_turn = false): the first to 10 wins
    at once, even on another player's turn."""
    game = white_on_eight("legacy1995")
    events = act(game, "blue", "build settlement 17")
    assert kinds(events)[-1] == "GameWon"
    assert game.winner == "white"


@pytest.mark.parametrize("preset", PRESETS)
def test_17_38_hidden_vp_cards_count_for_the_win_not_for_public_vp(preset: str) -> None:
    """B-17.38, B-VP-1, B-VP-2, B-DEV-11, B-DEV-13: a hidden victory point card counts in
    the owner's total and the win check, never in the public score others see."""
    game = nine_points(preset, cities=(3, 20, 36))
    dev(game, "red", "victory_point")
    assert public_vp(game, "red") == 8 and total_vp(game, "red") == 9
    public = game.view("blue")["players"][0]
    assert public["vp"] == 8 and public["development"] == 1
    assert "you" in game.view("blue") and game.view("blue")["you"]["id"] == "blue"
    assert game.view("red")["you"]["victory_points"] == 9
    give(game, "red", **SETTLEMENT)
    events = act(game, "red", "build settlement 52")
    assert "GameWon" in kinds(events) and game.winner == "red"
    assert public_vp(game, "red") == 10  # B-VP-3: the card is revealed once the game is over


@pytest.mark.parametrize("preset", PRESETS)
def test_17_39_final_standings_include_hidden_vp_cards(preset: str) -> None:
    """B-17.39, B-VP-5; B-T4 (final_score_counts_hidden_vp): the losers'
    hidden victory point cards are counted in the final scores."""
    game = nine_points(preset)
    place(game, "blue", settlement=9, road="9-13")
    dev(game, "blue", "victory_point")
    dev(game, "blue", "victory_point")
    dev(game, "white", "victory_point")
    give(game, "red", **SETTLEMENT)
    events = act(game, "red", "build settlement 52")
    scores = only(events, "GameWon").to_dict(None)["scores"]
    assert scores == {"red": 10, "blue": 3, "white": 1}
    assert total_vp(game, "blue") == 3 and public_vp(game, "blue") == 3  # all revealed at the end


@pytest.mark.parametrize("preset", PRESETS)
def test_17_39_hidden_vp_cards_are_revealed_when_the_game_ends(preset: str) -> None:
    """B-VP-3 ("The current player wins; their hidden VP cards are revealed"), B-DEV-13
    ("At the end of the game every player reveals theirs"), B-VP-5: once the game is over the
    public view shows every player's points with their victory point cards."""
    game = nine_points(preset, cities=(3, 20, 36))
    dev(game, "red", "victory_point")
    dev(game, "blue", "victory_point")
    give(game, "red", **SETTLEMENT)
    events = act(game, "red", "build settlement 52")
    scores = only(events, "GameWon").to_dict(None)["scores"]
    assert scores == {"red": 10, "blue": 1, "white": 0}
    shown = {p["id"]: p["vp"] for p in game.view(None)["players"]}
    assert shown == scores
