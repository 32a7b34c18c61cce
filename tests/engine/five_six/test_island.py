"""The 5–6 extension's island, cards and rule sets (FS-1 to FS-3, FS-6.1; FS-7.1 to FS-7.3)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from engine import ConfigError, Game, GameConfig, rules_for, seats_for
from engine.board import DIRECTIONS
from engine.maps import red_adjacent
from engine.rules import rule_set
from engine.rules.cities_knights.state import ck
from engine.rules.five_six.data import HARBOR_SLOTS, LAND, TOKEN_SEQUENCE
from engine.rules.five_six.maps import spiral_order

from .vocab import FIVE, SIX, new_game

TERRAINS = {"forest": 6, "pasture": 6, "fields": 6, "hills": 5, "mountains": 5, "desert": 2}
HARBOURS = {"generic": 5, "wool": 2, "lumber": 1, "brick": 1, "grain": 1, "ore": 1}
TOKENS = {2: 2, 12: 2, **{n: 3 for n in (3, 4, 5, 6, 8, 9, 10, 11)}}

#: The printed frame's harbours on the fixed island, clockwise from the top-left corner hex:
#: the land hex and its side, the two intersections as players read them, and the kind.
PRINTED_FRAME = (
    ((0, -3), "NW", (1, 4), "generic"),
    ((1, -3), "NE", (2, 6), "wool"),
    ((2, -2), "NE", (11, 16), "generic"),
    ((2, 0), "E", (40, 47), "generic"),
    ((1, 1), "SE", (59, 64), "brick"),
    ((-1, 3), "E", (73, 77), "wool"),
    ((-2, 3), "SE", (76, 79), "lumber"),
    ((-3, 3), "SW", (74, 78), "generic"),
    ((-3, 2), "W", (60, 65), "grain"),
    ((-3, 0), "SW", (41, 48), "generic"),
    ((-2, -1), "W", (22, 28), "ore"),
)


def test_the_island_has_30_hexes_80_intersections_109_paths_and_11_harbours() -> None:
    """FS-3.1, FS-3.3: the larger island's golden counts, on every map of it."""
    for game in (new_game(FIVE), Game.new(GameConfig(players=SIX, seed=4))):
        b = game.board
        assert b.n_hexes == 30 and all(b.hex_land)
        assert b.n_nodes == 80 and b.n_edges == 109
        assert len(b.harbors) == 11
        harbour_spots = [n for n, kind in enumerate(b.node_harbor) if kind is not None]
        assert len(harbour_spots) == 22  # no two harbours share an intersection (FS-3.3)
        assert sum(1 for k in b.node_kind if k == "coast") == 38  # one ring of 38 sides
        assert Counter(k for k, *_ in b.harbors) == HARBOURS


def test_the_beginner_island_is_fixed_and_balanced() -> None:
    """FS-3.5, FS-D3: one fixed island: the extension's terrains and tokens, the robber on a
    desert, no red numbers neighbours, the tokens in letter order along the spiral from the
    top-left corner, every resource's production within 2 dots of the others'."""
    first, again = new_game(FIVE), new_game(SIX, seed=9)
    assert first.board.spec == again.board.spec
    spec = first.board.spec
    terrain = {(h.q, h.r): h.terrain for h in spec.hexes}
    numbers = {(h.q, h.r): h.number for h in spec.hexes}
    assert Counter(terrain.values()) == TERRAINS
    assert Counter(n for n in numbers.values() if n is not None) == TOKENS
    assert terrain[spec.robber] == "desert"
    assert not red_adjacent(numbers)
    laid = [numbers[p] for p in spiral_order((0, -3), clockwise=False) if numbers[p] is not None]
    assert tuple(laid) == TOKEN_SEQUENCE
    dots: Counter[str] = Counter()
    for p, n in numbers.items():
        if n is not None:
            dots[terrain[p]] += 6 - abs(7 - n)
    assert max(dots.values()) - min(dots.values()) <= 2
    assert Counter(h.kind for h in spec.harbors) == HARBOURS


def test_the_fixed_island_has_the_printed_frames_harbours_on_their_intersections() -> None:
    """FS-3.3, FS-D2: the eleven harbours stand where the printed frame has them: the base
    game's nine in their order around the coast, the extension's wool 2:1 after the brick
    harbour and its generic 3:1 after the grain harbour; each serves the two intersections of
    its side, and no intersection has two."""
    board = new_game(FIVE).board
    shown = [((h.q, h.r), h.side, (a + 1, b + 1), kind) for kind, a, b, h in board.harbors]
    assert shown == list(PRINTED_FRAME)
    for _, _, ends, kind in PRINTED_FRAME:
        for n in ends:
            assert board.node_harbor[n - 1] == kind
            assert board.node_kind[n - 1] == "coast"
    assert sum(1 for k in board.node_harbor if k is not None) == 22


def test_the_spiral_visits_every_hex_once_from_the_corner_inwards() -> None:
    """FS-3.2: the tokens' spiral starts at the corner, walks the coast (16 hexes), then the
    next ring (10), then the middle (4)."""
    for corner in ((0, -3), (2, 0), (-3, 3)):
        for clockwise in (False, True):
            order = spiral_order(corner, clockwise)
            assert order[0] == corner and sorted(order) == sorted(LAND)
            steps = list(itertools.pairwise(order))
            jumps = [
                i
                for i, (a, b) in enumerate(steps)
                if (b[0] - a[0], b[1] - a[1]) not in DIRECTIONS.values()
            ]
            assert all(i in (15, 25) for i in jumps)  # only from ring to ring


@pytest.mark.parametrize("placement", ["spiral", "random_no_adjacent_red"])
def test_the_variable_island_is_drawn_balanced(placement: str) -> None:
    """FS-3.4, FS-D4: terrains, tokens and harbours shuffled, the harbours onto the printed
    frame's eleven slots; never two red numbers side by side."""
    for seed in range(12):
        game = Game.new(
            GameConfig(players=FIVE, seed=seed, options={"number_placement": placement})
        )
        spec = game.board.spec
        numbers = {(h.q, h.r): h.number for h in spec.hexes}
        assert Counter(h.terrain for h in spec.hexes) == TERRAINS
        assert Counter(n for n in numbers.values() if n is not None) == TOKENS
        assert not red_adjacent(numbers)
        assert Counter(h.kind for h in spec.harbors) == HARBOURS
        assert tuple((h.q, h.r, h.side) for h in spec.harbors) == HARBOR_SLOTS
        assert {(h.q, h.r) for h in spec.hexes if h.terrain == "desert"} >= {spec.robber}


def test_the_bank_holds_24_of_each_resource_and_the_deck_34_cards() -> None:
    """FS-2.1, FS-2.2: the base game's stacks and the extension's."""
    game = new_game(SIX)
    assert dict(zip(game.rules.cards, game.bank, strict=True)) == dict.fromkeys(
        game.rules.resources, 24
    )
    assert Counter(game.deck) == {
        "knight": 20,
        "victory_point": 5,
        "road_building": 3,
        "year_of_plenty": 3,
        "monopoly": 3,
    }
    assert game.rules.pieces == {"road": 15, "settlement": 5, "city": 4}


def test_cities_and_knights_for_5_6_adds_commodities_and_defenders() -> None:
    """FS-6.1: 18 of each commodity, 24 of each resource, 8 Defender cards, no development
    cards; knights and walls per player as in C&K."""
    game = new_game(FIVE, "cities_knights")
    assert game.rules.name == "cities_knights_five_six"
    bank = dict(zip(game.rules.cards, game.bank, strict=True))
    assert bank == {**dict.fromkeys(game.rules.resources, 24), "paper": 18, "cloth": 18, "coin": 18}
    assert not game.deck
    c = ck(game)
    assert c.defender_left == 8
    assert all(supply == [2, 2, 2] for supply in c.knight_supply)
    assert c.wall_supply == [3] * 5


def test_five_or_six_players_of_the_base_game_or_c_and_k_play_the_extension() -> None:
    """FS-1: a table's range widens to 6; its config plays the composition that seats them."""
    assert seats_for("base") == (3, 6) and seats_for("cities_knights") == (3, 6)
    assert rules_for("base", 5) == "five_six" and rules_for("cities_knights", 6) == (
        "cities_knights_five_six"
    )
    assert rules_for("base", 4) == "base" and rules_for("base", 2) == "two_player"
    for players in (FIVE, SIX):
        assert GameConfig(players=players).rules == "five_six"
        assert GameConfig(players=players, rules="cities_knights").rules == (
            "cities_knights_five_six"
        )
    assert rule_set("five_six").modules == ("base", "five_six")
    assert ("cities_knights", "five_six") in rule_set("cities_knights_five_six").pairings


def test_seafarers_without_a_5_6_map_is_refused_with_its_own_code() -> None:
    """SF-17.2 (FS-D6 revisited): Seafarers plays 5–6 on the scenarios the extension lays out;
    Greater Catan and the Harbormaster refuse with their own code; the game for two never takes
    5."""
    for rules in ("seafarers", "cities_knights_seafarers"):
        assert GameConfig(players=FIVE, rules=rules).rules == f"{rules}_five_six"
        with pytest.raises(ConfigError) as caught:
            GameConfig(players=SIX, rules=rules, options={"scenario": "greater_catan"})
        assert caught.value.code == "scenario_five_six"
        assert caught.value.params == {"scenario": "greater_catan", "players": 6}
    with pytest.raises(ConfigError) as two:
        GameConfig(players=FIVE, rules="two_player")
    assert two.value.code == "player_count"
    with pytest.raises(ConfigError) as seven:
        GameConfig(players=(*SIX, "black"))
    assert seven.value.code == "player_count" and seven.value.params == {"least": 3, "most": 6}


def test_the_extension_is_won_on_ones_own_turn_under_every_preset() -> None:
    """FS-D1: the 1995 preset's switch is not offered with the extension."""
    for preset in ("official", "legacy1995", "tournament"):
        assert new_game(FIVE, preset=preset).sw["win_only_on_own_turn"] is True
    with pytest.raises(ConfigError):
        new_game(FIVE, options={"win_only_on_own_turn": False})
