"""Seafarers for 5–6 players (SF-17): the rule sets composed, the scenario's map, ships in the
special building phase."""

from __future__ import annotations

import pytest

import computer
from engine import Game, GameConfig, IllegalAction, rule_set

from ..vocab import give
from .vocab import SIX


def _in_the_phase(scenario: str = "new_shores") -> Game:
    """A 6-player Seafarers game played by easy computers to its first special building phase."""
    game = Game.new(
        GameConfig(players=SIX, seed=5, rules="seafarers", options={"scenario": scenario})
    )
    while game.phase != "special_build":
        player = game.awaiting()[0]
        game.apply(player, computer.choose(game, player, "easy", seed=1, budget=0.05))
    return game


def test_seafarers_for_5_6_composes_seafarers_the_extension_and_their_pairing() -> None:
    """SF-17.1: 5 or 6 players of Seafarers (and of C&K with Seafarers) play the rule set of
    Seafarers and the 5–6 extension: the extension's bank and deck, 15 ships each."""
    rules = rule_set("seafarers_five_six")
    assert ("seafarers", "five_six") in rules.pairings
    assert rules.bank["lumber"] == 24 and len(rules.deck) == 34 and rules.pieces["ship"] == 15
    ck = rule_set("cities_knights_seafarers_five_six")
    assert {("cities_knights", "five_six"), ("seafarers", "five_six")} <= set(ck.pairings)
    assert ck.bank["cloth"] == 18


def test_the_game_plays_the_scenarios_5_6_map() -> None:
    """SF-17.2: the map is the scenario's 5–6 map (New Shores: the 5–6 island and its islands),
    not the extension's own island."""
    game = Game.new(GameConfig(players=SIX, rules="seafarers"))
    assert sum(game.board.hex_land) == 40 and "sea" in game.board.hex_terrain


def test_a_ship_is_built_in_the_special_building_phase() -> None:
    """SF-17.3: a builder with lumber and wool and a coast to sail from is offered ships and
    builds one."""
    game = _in_the_phase()
    ships: list[object] = []
    for _ in range(3000):
        builder = game.awaiting()[0]
        if game.phase == "special_build":
            hand = game.hands[game.seat_of(builder)]
            lumber, wool = (game.rules.card_index[c] for c in ("lumber", "wool"))
            give(game, builder, lumber=int(hand[lumber] < 1), wool=int(hand[wool] < 1))
            ships = [a for a in game.legal_actions(builder) if str(a).startswith("build ship")]
            if ships:
                break
        game.apply(builder, computer.choose(game, builder, "easy", seed=1, budget=0.05))
    assert ships
    game.apply(builder, ships[0])  # type: ignore[arg-type]
    assert game.phase == "special_build" and game.awaiting() == [builder]


def test_no_ship_moves_in_the_special_building_phase() -> None:
    """SF-17.3: moving a ship is not a build: refused in the phase, nothing changes; never
    offered."""
    game = _in_the_phase()
    builder = game.awaiting()[0]
    before = game.to_dict()
    with pytest.raises(IllegalAction) as refused:
        game.apply(builder, game.parse("move ship 1-2 2-3"))
    assert refused.value.code == "special_build_only_builds"
    assert game.to_dict() == before
    assert not any(str(a).startswith("move ship") for a in game.legal_actions(builder))
