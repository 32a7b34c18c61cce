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
