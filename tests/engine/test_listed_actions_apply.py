"""The legal list never offers what `apply` refuses, in every rule set: at random positions of
random games (each rule set's own random play and game set-up, tests/engine/property_sets.py),
every action `legal_actions` lists for every awaited player applies to a copy of the game
without IllegalAction.

The suite plays two games of each rule set (every Seafarers scenario, with and without C&K),
each for at most 3,000 actions; `LISTED_GAMES=20 python -m pytest
tests/engine/test_listed_actions_apply.py` plays more, each to its end."""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pytest

from engine import Action, Game, IllegalAction

from .property_sets import RULE_SETS
from .random_play import RuleSet, play

GAMES = int(os.environ.get("LISTED_GAMES", "2"))
#: Actions played per game in the suite's run (a whole game with more games asked for).
ACTIONS = 3000 if GAMES == 2 else 20000
#: The share of positions whose every listed action is applied.
CHECKED = 0.05

#: label -> (a new game for a seed, the rule set whose random play plays it)
CASES: dict[str, tuple[Callable[[int], Game], RuleSet]] = {
    label: (make, rules) for rules in RULE_SETS for label, make in rules.listed
}


def every_listed_action_applies(game: Game) -> int:
    """Apply each action listed for each awaited player to a copy; returns how many."""
    applied = 0
    for player in game.awaiting():
        for action in game.legal_actions(player):
            try:
                game.copy().apply(player, action)
            except IllegalAction as refused:
                raise AssertionError(
                    f"{player} in {game.phase}: listed {action} refused: {refused}"
                ) from refused
            applied += 1
    return applied


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_listed_action_applies(case: str) -> None:
    """At random positions of random games of this rule set, whatever the legal list offers
    any awaited player is accepted by `apply`: the list and `apply` judge alike."""
    make, rules = CASES[case]
    applied = 0
    for seed in range(GAMES):
        picks = random.Random(-seed)  # which positions are checked, apart from the play

        def after(
            g: Game, player: str, action: Action, events: object, picks: random.Random = picks
        ) -> None:
            nonlocal applied
            if picks.random() < CHECKED:
                applied += every_listed_action_applies(g)

        play(make(seed), random.Random(seed), rules.style, max_actions=ACTIONS, after=after)  # type: ignore[arg-type]
    assert applied > 0
