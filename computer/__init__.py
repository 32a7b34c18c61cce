"""Computer players: they fill empty seats, stand in for absent players and give
newcomers an opponent to practise against.

    choose(game, player, level, *, seed, budget) -> Action

is pure and synchronous: it returns one of `game.legal_actions(player)` and never changes
`game`. `budget` is its own time limit in seconds. It reads only what `player` may see
(`game.view(player)`), asks the engine what is legal, and plays nothing the engine would
refuse: no rule lives here. The caller runs it in a worker under a timeout and falls back to
`game.default_action` on an error or a timeout.

A domestic trade offer is not among the engine's legal actions: the strong and hard levels
build their own (`trading.py`), each one tried on a copy so that the engine takes it. While a
computer's own offer awaits answers (`awaits_answers`), the caller does not ask it to move.
`plan` reads a finished game's view for the line that explains a computer's play.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable

from engine import Action, Game

from .easy import choose_easy
from .hard import choose_hard
from .plan import Plan, plan
from .strong import Clock, choose_strong
from .trading import OFFERS_PER_TURN, awaits_answers, key_of

LEVELS: tuple[str, ...] = ("easy", "strong", "hard")

__all__ = [
    "LEVELS",
    "OFFERS_PER_TURN",
    "Plan",
    "awaits_answers",
    "choose",
    "plan",
]


def choose(
    game: Game,
    player: str,
    level: str,
    *,
    seed: int,
    budget: float,
    offered: Iterable[Action] = (),
    trading: bool = True,
    clock: Clock = time.perf_counter,
) -> Action:
    """One legal action for `player` at `level` ("easy", "strong" or "hard"), or a domestic
    trade offer the engine takes (strong and hard, with `trading`); `seed` makes the choice
    repeatable; `budget` is the time it may take, in seconds, on `clock`. `offered` holds the
    offers the player made this turn: none is made again, and at most `OFFERS_PER_TURN`."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")
    if player not in game.awaiting():
        raise ValueError(f"{player!r} is not awaited")
    rng = random.Random(f"{seed}:{game.version}:{player}")
    made = [key_of(a) for a in offered]
    if level == "hard":
        return choose_hard(game, player, rng, budget, offered=made, trading_on=trading, clock=clock)
    if level == "strong":
        return choose_strong(
            game, player, rng, budget, offered=made, trading_on=trading, clock=clock
        )
    return choose_easy(game, player, rng)
