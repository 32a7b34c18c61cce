"""Seafarers beyond the invariants every rule set is played for (tests/engine/test_properties.py,
with Seafarers' and C&K with Seafarers' in tests/engine/seafarers/properties.py): the fog stack
drawn from the game's generator."""

from __future__ import annotations

from engine.rules.seafarers.state import state

from .properties import new_game


def test_a_different_seed_draws_a_different_fog() -> None:
    """SF-10: the fog stack is shuffled by the game's generator, so seeds differ."""
    stacks = {tuple(state(new_game("fog_island", 4, seed)).fog_stack) for seed in range(6)}
    assert len(stacks) > 1
