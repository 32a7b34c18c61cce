"""Building roads, settlements and cities: B-10, B-COMP-2 and B-17.21 to B-17.24."""

from __future__ import annotations

import pytest

from engine import BuildRoad, BuildSettlement, Game

from .vocab import (
    PRESETS,
    act,
    assert_conserved,
    bank,
    give,
    hand,
    neighbours,
    new_game,
    place,
    quiet_dice,
    refused,
    road_chain,
    roll,
    said,
    skip_setup,
)

ROAD = {"lumber": 1, "brick": 1}
SETTLEMENT = {"lumber": 1, "brick": 1, "wool": 1, "grain": 1}
CITY = {"grain": 2, "ore": 3}


def red_to_build(preset: str = "official") -> Game:
    """An empty board, red's turn after a roll."""
    game = skip_setup(new_game(preset=preset))
    roll(game, "red", *quiet_dice(game))
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_17_21_road_cannot_pass_an_opponent_settlement(preset: str) -> None:
    """B-17.21, B-BUILD-1: red's road reaching blue's settlement on 8 cannot continue
    through it; from red's own settlement on the far side a road may be built up to 8."""
    game = red_to_build(preset)
    assert neighbours(game, 8) == {4, 12, 13}
    place(game, "blue", settlement=8, road="4-8")
    place(game, "red", settlement=9, roads=["9-13", "8-13"])
    place(game, "red", settlement=17, road="17-22")
    give(game, "red", lumber=3, brick=3)

    err = refused(game, "red", "build road 8-12", code="road_not_connected")
    assert "opponent" in said(err)
    refused(game, "red", "build road 4-8", code="path_taken")
    act(game, "red", "build road 12-17")
    act(game, "red", "build road 8-12")
    assert game.edge_owner[game.board.edge_by_pair[(8, 12)]] == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_17_21_own_settlement_does_not_block_own_road(preset: str) -> None:
    """B-BUILD-1: a road may continue through the player's own settlement."""
    game = red_to_build(preset)
    place(game, "red", settlement=8, road="8-13")
    give(game, "red", **ROAD)
    act(game, "red", "build road 8-12")


def test_a_road_may_leave_an_own_settlement_that_no_road_touches() -> None:
    """B-BUILD-1: a road needs one end at the player's own settlement or city, or at one of his
    roads; his settlement alone is enough (no road of his need touch it): every path leaving it
    is listed and the road is built. A path leaving only an opponent's settlement is not."""
    game = red_to_build()
    place(game, "red", settlement=9)
    place(game, "blue", settlement=24)
    give(game, "red", **ROAD)
    listed = {str(a) for a in game.legal_actions("red") if isinstance(a, BuildRoad)}
    assert listed == {f"build road {min(9, n)}-{max(9, n)}" for n in neighbours(game, 9)}
    refused(game, "red", "build road 24-30", code="road_not_connected")
    act(game, "red", "build road 9-13")
    assert game.edge_owner[game.board.edge_by_pair[(9, 13)]] == 0


@pytest.mark.parametrize("preset", PRESETS)
def test_17_22_settlement_needs_own_road_and_distance(preset: str) -> None:
    """B-17.22, B-BUILD-4, B-BUILD-5: outside set-up a settlement needs one of the player's
    own roads, and no building on any neighbouring intersection (own or opponent's)."""
    game = red_to_build(preset)
    place(game, "red", settlement=9, roads=["9-13", "13-18", "18-23"])
    place(game, "blue", settlement=24, roads=["24-30", "30-35"])
    assert 13 in neighbours(game, 9) and 18 in neighbours(game, 24)
    give(game, "red", **{k: 2 for k in SETTLEMENT})

    refused(game, "red", "build settlement 13", code="too_close")
    refused(game, "red", "build settlement 18", code="too_close")
    refused(game, "red", "build settlement 9", code="intersection_taken")
    assert not ({29, 30, 40} & {9, 24}) and neighbours(game, 35) == {29, 30, 40}
    err = refused(game, "red", "build settlement 35", code="needs_road")
    assert "35" in said(err)
    refused(game, "red", "build settlement 40", code="needs_road")
    act(game, "red", "build settlement 23")
    assert hand(game, "red") == dict.fromkeys(SETTLEMENT, 1) | {"ore": 0}
    assert_conserved(game)


LONG_COAST = [1, 4, 8, 12, 17, 22, 28, 34, 39, 44, 48, 52, 49, 53, 50, 54]


@pytest.mark.parametrize("preset", PRESETS)
def test_17_23_sixteenth_road_is_refused(preset: str) -> None:
    """B-17.23, B-COMP-2, B-BUILD-3: a player has 15 roads; the 16th is refused."""
    game = red_to_build(preset)
    place(game, "red", settlement=1)
    road_chain(game, "red", LONG_COAST)
    assert game.pieces[0][0] == 0
    give(game, "red", **ROAD)
    err = refused(game, "red", "build road 51-54", code="no_pieces_left")
    assert "15" in said(err)
    assert not any(isinstance(a, BuildRoad) for a in game.legal_actions("red"))


@pytest.mark.parametrize("preset", PRESETS)
def test_17_23_sixth_settlement_refused_until_an_upgrade_frees_one(preset: str) -> None:
    """B-17.23, B-COMP-2, B-BUILD-6, B-BUILD-7: with all 5 settlements on the board a 6th
    is refused; upgrading one to a city returns its piece, which can be built again."""
    game = red_to_build(preset)
    road_chain(game, "red", LONG_COAST[:14])
    for spot in (1, 12, 22, 39, 48):
        place(game, "red", settlement=spot)
    assert game.pieces[0][1] == 0
    assert neighbours(game, 53) == {49, 50}
    give(game, "red", **SETTLEMENT)
    refused(game, "red", "build settlement 53", code="no_pieces_left")
    assert BuildSettlement(53) not in game.legal_actions("red")
    give(game, "red", **CITY)
    act(game, "red", "build city 1")
    assert game.pieces[0][1] == 1 and game.pieces[0][2] == 3
    act(game, "red", "build settlement 53")
    assert game.pieces[0][1] == 0
    assert game.view(None)["players"][0]["vp"] == 5 + 2 + 2  # and the Longest Road
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_23_fifth_city_is_refused(preset: str) -> None:
    """B-17.23, B-COMP-2, B-BUILD-6: four cities on the board; a 5th upgrade is refused."""
    game = red_to_build(preset)
    road_chain(game, "red", LONG_COAST[:12])
    for spot in (1, 12, 22, 39):
        place(game, "red", city=spot)
    place(game, "red", settlement=48)
    give(game, "red", **CITY)
    refused(game, "red", "build city 48", code="no_pieces_left")


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(
    ("action", "holding", "missing"),
    [
        ("build road 18-23", {"brick": 1}, "1 lumber"),
        ("build settlement 18", {"lumber": 1, "brick": 1, "wool": 1}, "1 grain"),
        ("build city 9", {"grain": 2, "ore": 2}, "1 ore"),
        ("buy development", {"wool": 1, "grain": 1}, "1 ore"),
    ],
    ids=["road", "settlement", "city", "development"],
)
def test_17_24_not_enough_resources_is_refused_unchanged(
    preset: str, action: str, holding: dict[str, int], missing: str
) -> None:
    """B-17.24, B-10.1, B-BUILD-8: without the full cost the build is refused, the message
    says what is missing, and nothing changes."""
    game = red_to_build(preset)
    place(game, "red", settlement=9, roads=["9-13", "13-18"])
    give(game, "red", **holding)
    before = bank(game)
    err = refused(game, "red", action, code="cannot_afford")
    assert missing in said(err)
    assert bank(game) == before


@pytest.mark.parametrize("preset", PRESETS)
def test_building_pays_the_bank(preset: str) -> None:
    """B-10.1, B-COMP-1: each build returns its cost to the bank."""
    game = red_to_build(preset)
    place(game, "red", settlement=9, road="9-13")
    give(game, "red", lumber=2, brick=2, wool=1, grain=3, ore=3)
    act(game, "red", "build road 13-18")
    act(game, "red", "build settlement 18")
    act(game, "red", "build city 9")
    assert hand(game, "red") == {"lumber": 0, "brick": 0, "wool": 0, "grain": 0, "ore": 0}
    assert bank(game) == dict.fromkeys(("lumber", "brick", "wool", "grain", "ore"), 19)
    refused(game, "red", "build city 18", code="cannot_afford")
    refused(game, "red", "build city 20", code="needs_own_settlement")
