"""The legal list never offers what `apply` refuses, in every rule set: at random positions of
random games (each suite's own random play and game set-up), every action `legal_actions` lists
for every awaited player applies to a copy of the game without IllegalAction.

The suite plays two games of each rule set (every Seafarers scenario, with and without C&K),
each for at most 3,000 actions; `LISTED_GAMES=20 python -m pytest
tests/engine/test_listed_actions_apply.py` plays more, each to its end."""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pytest

from engine import Action, Game, IllegalAction
from engine.rules.combos.seafarers_cities_knights import OFFERED
from engine.rules.seafarers.scenarios import SCENARIOS

from . import random_play
from .ck import test_properties as ck_props
from .seafarers import test_properties as sea_props
from .seafarers import test_properties_with_cities_knights as seack_props
from .two_player import test_ck_properties as ck_two_props
from .two_player import test_properties as two_props

GAMES = int(os.environ.get("LISTED_GAMES", "2"))
#: Actions played per game in the suite's run (a whole game with more games asked for).
ACTIONS = 3000 if GAMES == 2 else 20000
#: The share of positions whose every listed action is applied.
CHECKED = 0.05

After = Callable[[Game, str, Action], None]
#: Plays a game at random, calling `after` after every action.
Player = Callable[[Game, random.Random, After], None]


def _plain(play: Callable[..., object]) -> Player:
    return lambda game, rnd, after: play(game, rnd, max_actions=ACTIONS, after=after)


def _with_events(play: Callable[..., object]) -> Player:
    """A suite whose `after` also receives the events."""
    return lambda game, rnd, after: play(
        game, rnd, max_actions=ACTIONS, after=lambda g, p, a, _events: after(g, p, a)
    )


#: label -> (a new game for a seed, its suite's random play)
CASES: dict[str, tuple[Callable[[int], Game], Player]] = {
    "base": (random_play.new_game, _plain(random_play.play)),
    "cities_knights": (ck_props.new_game, _plain(ck_props.play)),
    "two_player": (two_props.new_game, _plain(random_play.play)),
    "cities_knights_two_player": (ck_two_props.new_game, _plain(ck_two_props.play)),
}
for _name in SCENARIOS:
    CASES[f"seafarers:{_name}"] = (
        lambda seed, name=_name: sea_props.new_game(name, 3 + seed % 2, seed),
        _plain(sea_props.play),
    )
for _name in OFFERED:
    CASES[f"cities_knights_seafarers:{_name}"] = (
        lambda seed, name=_name: seack_props.new_game(name, 3 + seed % 2, seed),
        _with_events(seack_props.play),
    )


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
    make, play = CASES[case]
    applied = 0
    for seed in range(GAMES):
        picks = random.Random(-seed)  # which positions are checked, apart from the play

        def after(g: Game, player: str, action: Action, picks: random.Random = picks) -> None:
            nonlocal applied
            if picks.random() < CHECKED:
                applied += every_listed_action_applies(g)

        play(make(seed), random.Random(seed), after)
    assert applied > 0
