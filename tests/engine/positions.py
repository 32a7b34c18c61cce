"""Named positions on the beginner map shared by the Longest Road, Largest Army and victory
cases (B-12, B-13; B-T5, B-T6).

Three long coastal roads that never meet, and a breaker who can settle in the middle of red's:

    red:   settlement 1,  road 1-4-8-12-17-22-28-34   (up to 7 roads, top-left coast)
    blue:  settlement 54, road 54-51-47-43-38-33-27   (up to 6 roads, bottom-right coast)
    white: settlement 3,  road 3-7-11-16-21-26-20     (up to 6 roads, top-right coast)
    breaker (settlement 18): roads 18-23-17 to split red at 17 (red 4 + 3),
                             or roads 18-13-8 to split red at 8 (red 2 + 5).

And a harbor within reach: red's settlement 13 with roads 13-8-4, where 4 is a 3:1 harbor.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import Game

from .vocab import (
    FOUR,
    give,
    harbor_at,
    neighbours,
    new_game,
    place,
    quiet_dice,
    road_chain,
    roll,
    skip_setup,
)

RED_ROAD = (1, 4, 8, 12, 17, 22, 28, 34)
BLUE_ROAD = (54, 51, 47, 43, 38, 33, 27)
WHITE_ROAD = (3, 7, 11, 16, 21, 26, 20)
BREAK_ROADS = {17: ("18-23", "17-23"), 8: ("13-18", "8-13")}


def long_roads(
    preset: str,
    *,
    red: int = 7,
    blue: int = 0,
    white: int = 0,
    players: Sequence[str] = FOUR,
) -> Game:
    """An empty board after set-up, red to roll, with roads of the given lengths (red built
    first, so red reached 5 first)."""
    game = skip_setup(new_game(players, preset=preset))
    for player, spot, road, length in (
        ("red", 1, RED_ROAD, red),
        ("blue", 54, BLUE_ROAD, blue),
        ("white", 3, WHITE_ROAD, white),
    ):
        if player in game.players:
            place(game, player, settlement=spot)
            road_chain(game, player, road[: length + 1])
    return game


def breaker(game: Game, player: str, at: int) -> None:
    """`player` settles on 18 with roads leading to `at` on red's road (to be built there)."""
    assert at in RED_ROAD[1:-1]
    place(game, player, settlement=18, roads=BREAK_ROADS[at])
    assert not any(game.node_owner[n - 1] >= 0 for n in neighbours(game, at))
    assert at in {int(x) for path in BREAK_ROADS[at] for x in path.split("-")}


def harbor_scene(preset: str, **options: Any) -> Game:
    """Red (settlement 13, roads 8-13 and 4-8) can build on 4, a generic harbor, this turn."""
    game = skip_setup(new_game(preset=preset, **options))
    assert harbor_at(game, 4) == "generic" and neighbours(game, 4) == {1, 8}
    place(game, "red", settlement=13, roads=["8-13", "4-8"])
    give(game, "red", lumber=1, brick=1, wool=1, grain=1, ore=6)
    roll(game, "red", *quiet_dice(game))
    return game
