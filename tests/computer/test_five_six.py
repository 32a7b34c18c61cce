"""Computer players in the 5–6 extension's special building phase (FS-4): they act only when
awaited, choose from the phase's legal actions, build what is worth building and pass."""

from __future__ import annotations

import computer
from engine.rules.five_six.actions import PassBuild

from ..engine.five_six.vocab import SIX, end_turn, playing, trail
from ..engine.vocab import give, place


def test_the_strong_player_builds_a_city_in_the_phase_then_passes() -> None:
    """With a city's cards in the phase the strong level builds it; with nothing left to
    build, it passes. Six seats change nothing in its valuation."""
    game = playing(SIX)
    spot = trail(game, 31, 1)[0]
    place(game, "blue", settlement=spot)
    give(game, "blue", grain=2, ore=3)
    end_turn(game)
    choice = computer.choose(game, "blue", "strong", seed=1, budget=1.0)
    assert str(choice) == f"build city {spot}"
    game.apply("blue", choice)
    assert computer.choose(game, "blue", "strong", seed=1, budget=1.0) == PassBuild()


def test_both_levels_choose_only_from_the_phase_builders_legal_actions() -> None:
    """FS-4.2: the awaited builder gets a legal action from either level."""
    game = playing(SIX)
    give(game, "blue", lumber=3, brick=3, wool=3, grain=3, ore=3)
    end_turn(game)
    for level in computer.LEVELS:
        choice = computer.choose(game, "blue", level, seed=2, budget=0.5)
        assert choice in game.legal_actions("blue")


def test_computers_play_seafarers_for_six_to_a_winner() -> None:
    """SF-17: six easy computer players play the Six Islands to a winner, building in the
    special building phase (ships among the builds) and passing; every choice is legal."""
    from engine import Game, GameConfig

    game = Game.new(
        GameConfig(players=SIX, seed=3, rules="seafarers", options={"scenario": "four_islands"})
    )
    phases = set()
    for n in range(20000):
        if game.winner is not None:
            break
        player = game.awaiting()[0]
        choice = computer.choose(game, player, "easy", seed=n, budget=0.05)
        assert choice in game.legal_actions(player)
        phases.add(game.phase)
        game.apply(player, choice)
    assert game.winner is not None and "special_build" in phases


def test_the_strong_player_chooses_a_legal_build_in_the_seafarers_phase() -> None:
    """SF-17.3: in a 6-player Seafarers special building phase the strong level's choice is
    among the builder's legal actions (a ship, never a ship's move)."""
    from engine import Game, GameConfig

    game = Game.new(
        GameConfig(players=SIX, seed=5, rules="seafarers", options={"scenario": "new_shores"})
    )
    while game.phase != "special_build":
        player = game.awaiting()[0]
        game.apply(player, computer.choose(game, player, "easy", seed=1, budget=0.05))
    builder = game.awaiting()[0]
    give(game, builder, lumber=3, wool=3)
    choice = computer.choose(game, builder, "strong", seed=2, budget=0.5)
    assert choice in game.legal_actions(builder)
    assert not str(choice).startswith("move ship")
