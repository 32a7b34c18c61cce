"""Resource production: B-7 and B-17.10 to B-17.13."""

from __future__ import annotations

import pytest

from engine import Game

from .vocab import (
    PRESETS,
    assert_conserved,
    bank,
    corners,
    give,
    hand,
    neighbours,
    new_game,
    only,
    place,
    put_robber,
    roll,
    skip_setup,
    tile,
)

NOTHING = {"lumber": 0, "brick": 0, "wool": 0, "grain": 0, "ore": 0}


def cards(**counts: int) -> dict[str, int]:
    """A full hand with the given counts."""
    return {**NOTHING, **counts}


def hills_six(preset: str) -> Game:
    """Hex E (hills 6): red city on 9 and settlement on 19, blue settlement on 18."""
    game = skip_setup(new_game(preset=preset))
    assert tile(game, "E") == ("hills", 6)
    assert {9, 18, 19} <= corners(game, "E")
    assert not ({9, 19} & neighbours(game, 18)) and 19 not in neighbours(game, 9)
    place(game, "red", city=9, road="9-13")
    place(game, "red", settlement=19, road="19-25")
    place(game, "blue", settlement=18, road="18-23")
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_17_10_city_yields_two_settlement_one_both_buildings_yield(preset: str) -> None:
    """B-17.10, B-PROD-1: a city takes 2, a settlement 1, and two buildings of one player
    on the same hex each yield; it applies to every player whoever rolls."""
    game = hills_six(preset)
    events = roll(game, "red", 3, 3)
    assert hand(game, "red") == cards(brick=3)
    assert hand(game, "blue") == cards(brick=1)
    produced = only(events, "Produced").to_dict(None)
    assert produced["gains"] == {"red": {"brick": 3}, "blue": {"brick": 1}}
    assert bank(game)["brick"] == 15
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_11_robber_hex_produces_nothing(preset: str) -> None:
    """B-17.11, B-PROD-2: the hex holding the robber produces nothing for anyone; the
    other hex with the same number still produces."""
    game = hills_six(preset)
    assert tile(game, "R") == ("fields", 6)
    place(game, "white", settlement=46, road="46-50")
    assert 46 in corners(game, "R")
    put_robber(game, "E")
    events = roll(game, "red", 2, 4)
    assert hand(game, "red") == NOTHING and hand(game, "blue") == NOTHING
    assert hand(game, "white") == cards(grain=1)
    assert only(events, "Produced").to_dict(None)["blocked"] == ["E"]
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_11_desert_produces_nothing(preset: str) -> None:
    """B-17.11, B-PROD-2, B-MAP-5: a settlement on the desert gets cards only from its
    other hexes, for every number rolled, with the robber away from the desert."""
    base = skip_setup(new_game(preset=preset))
    assert corners(base, "J") >= {19, 36}
    assert tile(base, "J") == ("desert", None)
    place(base, "red", settlement=19, road="19-24")  # J, E hills 6, F pasture 4
    place(base, "blue", settlement=36, road="36-41")  # J, O fields 4, N mountains 3
    put_robber(base, "A")
    expected = {
        4: ({"wool": 1}, {"grain": 1}),
        6: ({"brick": 1}, {}),
        3: ({}, {"ore": 1}),
    }
    for total in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
        game = base.copy()
        d1 = 1 if total <= 7 else 6
        roll(game, "red", d1, total - d1)
        red, blue = expected.get(total, ({}, {}))
        assert hand(game, "red") == cards(**red), total
        assert hand(game, "blue") == cards(**blue), total


def mountains_ten(preset: str) -> Game:
    """Hex A (mountains 10) with a red city on 1; hex G (hills 10) with a white settlement."""
    game = skip_setup(new_game(preset=preset))
    assert tile(game, "A") == ("mountains", 10) and tile(game, "G") == ("hills", 10)
    assert corners(game, "A") >= {1, 8} and 21 in corners(game, "G")
    place(game, "red", city=1, road="1-4")
    place(game, "white", settlement=21, road="21-27")
    return game


@pytest.mark.parametrize(
    ("preset", "ore_paid"),
    [("official", 1), ("tournament", 1), ("legacy1995", 0)],
)
def test_17_12_shortage_one_player_owed_gets_what_is_left(preset: str, ore_paid: int) -> None:
    """B-17.12, B-PROD-3: with one player owed, that player gets the bank's last cards and
    the excess is lost; legacy1995 (bank_shortage = none_receive) pays nobody."""
    game = mountains_ten(preset)
    give(game, "blue", ore=18)
    assert bank(game)["ore"] == 1
    events = roll(game, "red", 4, 6)
    assert hand(game, "red") == cards(ore=ore_paid)
    assert bank(game)["ore"] == 1 - ore_paid
    assert hand(game, "white") == cards(brick=1)
    assert only(events, "Produced").to_dict(None)["shortage"] == ["ore"]
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("shortage", ["single_player_exception", "none_receive"])
def test_17_13_shortage_two_players_owed_nobody_gets_it(preset: str, shortage: str) -> None:
    """B-17.13, B-PROD-3: two players owed more ore than the bank holds get no ore, while
    brick from the same roll is paid; the same under either bank_shortage switch value."""
    game = skip_setup(new_game(preset=preset, bank_shortage=shortage))
    assert tile(game, "A") == ("mountains", 10) and tile(game, "G") == ("hills", 10)
    place(game, "red", city=1, road="1-4")
    place(game, "blue", settlement=8, road="8-12")
    assert 8 in corners(game, "A")
    place(game, "white", settlement=21, road="21-27")
    give(game, "white", ore=17)
    assert bank(game)["ore"] == 2  # demand is 3: red's city 2, blue's settlement 1
    roll(game, "red", 5, 5)
    assert hand(game, "red")["ore"] == 0 and hand(game, "blue")["ore"] == 0
    assert bank(game)["ore"] == 2
    assert hand(game, "white")["brick"] == 1
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_production_with_enough_stock_pays_everyone_exactly(preset: str) -> None:
    """B-PROD-3: when demand is at most the stock, everyone is paid in full, even if
    that empties the bank."""
    game = mountains_ten(preset)
    place(game, "blue", settlement=8, road="8-12")
    give(game, "white", ore=16)
    assert bank(game)["ore"] == 3
    roll(game, "red", 4, 6)
    assert hand(game, "red")["ore"] == 2 and hand(game, "blue")["ore"] == 1
    assert bank(game)["ore"] == 0
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_seven_produces_nothing(preset: str) -> None:
    """B-SEVEN-1: on a 7 nobody produces."""
    game = hills_six(preset)
    events = roll(game, "red", 3, 4)
    assert "Produced" not in [e.kind for e in events]
    assert hand(game, "red") == NOTHING and hand(game, "blue") == NOTHING
    assert game.phase == "robber"
