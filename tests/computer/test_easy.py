"""The easy level (weighted random that prefers building)."""

from __future__ import annotations

import computer
from engine import BuildCity, BuildSettlement, BuyDevelopment, EndTurn, Game, GameConfig

PLAYERS = ("red", "blue", "orange", "white")


def test_levels_are_easy_strong_and_hard() -> None:
    """The interface names its levels."""
    assert computer.LEVELS == ("easy", "strong", "hard")


def test_easy_never_ends_a_turn_it_could_build_in() -> None:
    """Easy "prefers building"; the brief: it never ends a turn it could build in (a
    city, a settlement, a development card; a road or ship only if it leads somewhere, which
    the engine's list does not say, so roads are left out of this check)."""
    checked = 0
    for seed in range(40):
        game = Game.new(GameConfig(players=PLAYERS, seed=seed))
        while game.winner is None and game.turn < 40:
            player = game.awaiting()[0]
            legal = game.legal_actions(player)
            action = computer.choose(game, player, "easy", seed=seed, budget=0.05)
            builds = (BuildCity, BuildSettlement, BuyDevelopment)
            if any(isinstance(a, builds) for a in legal) and EndTurn() in legal:
                assert action != EndTurn()
                checked += 1
            game.apply(player, action)
    assert checked > 0


def test_easy_builds_a_city_when_it_can() -> None:
    """City > settlement > road: with a city and nothing better legal, the choice is mostly a
    city (its family weighs most)."""
    cities = chances = 0
    for seed in range(60):
        game = Game.new(GameConfig(players=PLAYERS, seed=seed))
        while game.winner is None and game.turn < 60:
            player = game.awaiting()[0]
            legal = game.legal_actions(player)
            action = computer.choose(game, player, "easy", seed=seed, budget=0.05)
            if game.phase == "main" and any(isinstance(a, BuildCity) for a in legal):
                chances += 1
                cities += isinstance(action, BuildCity)
            game.apply(player, action)
    assert chances > 0
    assert cities / chances > 0.5
