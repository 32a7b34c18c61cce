"""Largest Army and Longest Road: B-12 and B-17.30 to B-17.35.

Every case runs under the official and tournament presets with the same result (
B-T5, B-T6); where the 1995 tie rule (`return_to_supply`) differs, legacy1995 has its own
expectation.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import Event, Game

from .positions import BLUE_ROAD, RED_ROAD, breaker, long_roads
from .vocab import (
    PRESETS,
    act,
    corners,
    dev,
    give,
    kinds,
    largest_army,
    longest_road,
    neighbours,
    new_game,
    only,
    place,
    play_knight,
    play_to,
    played_knights,
    public_vp,
    quiet_dice,
    road_chain,
    road_length,
    roll,
    skip_setup,
)

ROAD = {"lumber": 1, "brick": 1}
SETTLEMENT = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}
CURRENT = ("official", "tournament")


@pytest.mark.parametrize(
    ("preset", "after_blue_third"),
    [("official", "red"), ("tournament", "red"), ("legacy1995", None)],
)
def test_17_30_largest_army_third_knight_tie_and_transfer(
    preset: str, after_blue_third: str | None
) -> None:
    """B-17.30, B-LA-1, B-LA-2 (legacy: B-12.1, B-D13 return_to_supply): red's 3rd knight
    takes the card; blue's 3rd against red's 3 leaves it with red (legacy1995: sets it aside);
    blue's 4th takes it."""
    game = skip_setup(new_game(preset=preset))
    played_knights(game, "red", 2)
    played_knights(game, "blue", 2)
    dev(game, "red", "knight")
    dev(game, "blue", "knight")
    dev(game, "blue", "knight")
    assert largest_army(game) is None

    events = play_knight(game, "red")
    moved = only(events, "LargestArmyMoved").to_dict(None)
    assert (moved["previous"], moved["holder"], moved["knights"]) == (None, "red", 3)
    assert public_vp(game, "red") == 2

    play_to(game, "blue")
    events = play_knight(game, "blue")
    assert largest_army(game) == after_blue_third
    assert ("LargestArmyMoved" in kinds(events)) == (after_blue_third is None)

    play_to(game, "blue")
    events = play_knight(game, "blue")
    assert largest_army(game) == "blue"
    assert only(events, "LargestArmyMoved").to_dict(None)["holder"] == "blue"
    assert public_vp(game, "blue") == 2 and public_vp(game, "red") == 0


@pytest.mark.parametrize(
    ("preset", "after_blue_five"),
    [("official", "red"), ("tournament", "red"), ("legacy1995", None)],
)
def test_17_31_longest_road_first_five_equal_and_longer(
    preset: str, after_blue_five: str | None
) -> None:
    """B-17.31, B-17.35, B-LR-3, B-LR-4: red's 5th road takes the card; blue's equal 5 does
    not move it (legacy1995 return_to_supply: sets it aside); blue's 6th takes it."""
    game = long_roads(preset, red=4, blue=4, players=("red", "blue", "white"))
    assert longest_road(game) is None and road_length(game, "red") == 4
    roll(game, "red", *quiet_dice(game))
    give(game, "red", **ROAD)
    events = act(game, "red", f"build road {RED_ROAD[4]}-{RED_ROAD[5]}")
    moved = only(events, "LongestRoadMoved").to_dict(None)
    assert (moved["previous"], moved["holder"], moved["length"]) == (None, "red", 5)

    play_to(game, "blue")
    roll(game, "blue", *quiet_dice(game))
    give(game, "blue", lumber=2, brick=2)
    events = act(game, "blue", f"build road {BLUE_ROAD[5]}-{BLUE_ROAD[4]}")
    assert road_length(game, "blue") == 5
    assert longest_road(game) == after_blue_five

    events = act(game, "blue", f"build road {BLUE_ROAD[6]}-{BLUE_ROAD[5]}")
    assert road_length(game, "blue") == 6
    assert longest_road(game) == "blue"
    assert public_vp(game, "blue") == 3 and public_vp(game, "red") == 1


def ring_game(preset: str) -> Game:
    """Red's settlement on 9 at the top of hex E, with red's turn rolled."""
    game = skip_setup(new_game(preset=preset))
    assert corners(game, "E") == {9, 13, 14, 18, 19, 24}
    place(game, "red", settlement=9)
    roll(game, "red", *quiet_dice(game))
    give(game, "red", lumber=3, brick=3)
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_17_32_a_six_road_ring_counts_six(preset: str) -> None:
    """B-17.32, B-LR-1: a loop around a hex is a trail of 6 roads."""
    game = ring_game(preset)
    road_chain(game, "red", [9, 14, 19, 24, 18, 13])
    assert road_length(game, "red") == 5
    act(game, "red", "build road 9-13")
    assert road_length(game, "red") == 6


@pytest.mark.parametrize("preset", PRESETS)
def test_17_32_figure_of_six_counts_the_tail_and_the_ring(preset: str) -> None:
    """B-17.32, B-LR-1: a ring with a 2-road tail is one trail of 8 (it may pass the
    intersection where the tail meets the ring twice)."""
    game = ring_game(preset)
    road_chain(game, "red", [1, 5, 9, 14, 19, 24, 18, 13])
    assert road_length(game, "red") == 7
    act(game, "red", "build road 9-13")
    assert road_length(game, "red") == 8


@pytest.mark.parametrize("preset", PRESETS)
def test_17_32_branches_do_not_add_up(preset: str) -> None:
    """B-17.32, B-LR-1: a fork with arms of 3, 2 and 2 roads from 13 is 5 long, not 7."""
    game = ring_game(preset)
    assert neighbours(game, 13) == {8, 9, 18}
    road_chain(game, "red", [17, 12, 8, 13, 9, 5])
    place(game, "red", road="13-18")
    assert road_length(game, "red") == 5
    act(game, "red", "build road 18-23")
    assert road_length(game, "red") == 5
    assert game.pieces[0][0] == 15 - 7


@pytest.mark.parametrize("preset", PRESETS)
def test_17_33_opponent_settlement_splits_a_road_own_does_not(preset: str) -> None:
    """B-17.33, B-LR-1, B-LR-2: red's own settlement on 28 inside its 7-road trail does not
    split it; blue's settlement on 17 does, and red's length is recomputed to 4."""
    game = long_roads(preset, red=7, players=("red", "blue", "white"))
    place(game, "red", settlement=28)
    assert road_length(game, "red") == 7 and longest_road(game) == "red"
    breaker(game, "blue", 17)
    play_to(game, "blue")
    roll(game, "blue", *quiet_dice(game))
    give(game, "blue", **SETTLEMENT)
    events = act(game, "blue", "build settlement 17")
    assert road_length(game, "red") == 4
    moved = only(events, "LongestRoadMoved").to_dict(None)
    assert (moved["previous"], moved["holder"]) == ("red", None)


def break_red(game: Game, at: int) -> list[Event]:
    """Orange, on their own turn, settles on `at` in the middle of red's road."""
    breaker(game, "orange", at)
    play_to(game, "orange")
    roll(game, "orange", *quiet_dice(game))
    give(game, "orange", **SETTLEMENT)
    return act(game, "orange", f"build settlement {at}")


@pytest.mark.parametrize(
    ("preset", "holder"), [*((p, "red") for p in CURRENT), ("legacy1995", None)]
)
def test_17_34_holder_broken_still_tied_keeps(preset: str, holder: str | None) -> None:
    """B-17.34, B-LR-3 step 2, B-LR-4; B-T6 B-D19 (legacy1995: B-D13,
    a tie including the holder sets the card aside): red falls from 7 to 5, level with
    blue's 5, and keeps the card."""
    game = long_roads(preset, red=7, blue=5)
    assert longest_road(game) == "red"
    break_red(game, 8)
    assert road_length(game, "red") == 5 and road_length(game, "blue") == 5
    assert longest_road(game) == holder


@pytest.mark.parametrize("preset", PRESETS)
def test_17_34_holder_broken_two_others_tie_sets_aside_then_unique_takes(preset: str) -> None:
    """B-17.34, B-LR-3 steps 4 and 3, B-LR-4; B-T6 (the special
    case): red falls to 4 while blue and white tie at 5 → set aside; blue's 6th road → blue."""
    game = long_roads(preset, red=7, blue=5, white=5)
    assert longest_road(game) == "red"
    events = break_red(game, 17)
    assert road_length(game, "red") == 4
    assert longest_road(game) is None
    assert only(events, "LongestRoadMoved").to_dict(None)["holder"] is None
    play_to(game, "blue")
    roll(game, "blue", *quiet_dice(game))
    give(game, "blue", **ROAD)
    events = act(game, "blue", f"build road {BLUE_ROAD[5]}-{BLUE_ROAD[6]}")
    assert longest_road(game) == "blue"
    assert only(events, "LongestRoadMoved").to_dict(None)["holder"] == "blue"


@pytest.mark.parametrize("preset", PRESETS)
def test_17_34_holder_broken_below_five_nobody_else_sets_aside(preset: str) -> None:
    """B-17.34, B-LR-3 step 1; B-T6 B-D20: red falls to 4 and nobody
    else has 5 → the card is set aside."""
    game = long_roads(preset, red=7, blue=4, white=4)
    assert longest_road(game) == "red"
    break_red(game, 17)
    assert road_length(game, "red") == 4 and road_length(game, "blue") == 4
    assert longest_road(game) is None
    assert public_vp(game, "red") == 1


@pytest.mark.parametrize(
    ("preset", "options"),
    [("legacy1995", {}), ("official", {"longest_road_tie": "return_to_supply"})],
)
def test_17_35_return_to_supply_tie_including_holder_sets_aside(
    preset: str, options: dict[str, Any]
) -> None:
    """B-17.35, B-12.2, B-D13 (longest_road_tie = return_to_supply): blue equalling the
    holder red at 5 sets the card aside; a unique longest road then takes it."""
    game = skip_setup(new_game(preset=preset, **options))
    place(game, "red", settlement=1)
    road_chain(game, "red", RED_ROAD[:6])
    place(game, "blue", settlement=54)
    road_chain(game, "blue", BLUE_ROAD[:5])
    assert longest_road(game) == "red"
    play_to(game, "blue")
    roll(game, "blue", *quiet_dice(game))
    give(game, "blue", lumber=2, brick=2)
    events = act(game, "blue", f"build road {BLUE_ROAD[4]}-{BLUE_ROAD[5]}")
    moved = only(events, "LongestRoadMoved").to_dict(None)
    assert (moved["previous"], moved["holder"]) == ("red", None)
    act(game, "blue", f"build road {BLUE_ROAD[5]}-{BLUE_ROAD[6]}")
    assert longest_road(game) == "blue"
