"""Computer players: they fill empty seats, stand in for absent players and give
newcomers an opponent to practise against.

    choose(game, player, level, *, seed, budget) -> Action

is pure and synchronous: it returns one of `game.legal_actions(player)` and never changes
`game`. `budget` is its own time limit in seconds. It reads only what `player` may see
(`game.view(player)`), asks the engine what is legal, and plays nothing the engine would
refuse: no rule lives here. The caller runs it in a worker under a timeout and falls back to
`game.default_action` on an error or a timeout.
"""

from __future__ import annotations

import random

from engine import Action, Game

from .easy import choose_easy
from .strong import choose_strong

LEVELS: tuple[str, ...] = ("easy", "strong")


def choose(game: Game, player: str, level: str, *, seed: int, budget: float) -> Action:
    """One legal action for `player` at `level` ("easy" or "strong"); `seed` makes the choice
    repeatable; `budget` is the time it may take, in seconds."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    if player not in game.awaiting():
        raise ValueError(f"{player!r} is not awaited")
    rng = random.Random(f"{seed}:{game.version}:{player}")
    if level == "strong":
        return choose_strong(game, player, rng, budget)
    return choose_easy(game, player, rng)
