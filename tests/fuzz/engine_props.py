"""The engine's side of the arbitrary-input properties: the notation and `Game.apply` answer
anything with `IllegalAction` (or a result), and a refused action leaves the game as it was."""

from __future__ import annotations

import contextlib
import copy
import random
from functools import cache

from engine import Action, Game, GameConfig, IllegalAction

PLAYERS = ("ann", "bo", "cy")
# Stands for whichever player the position waits for.
AWAITED = "*awaited*"


def parse_only_refuses(text: str) -> None:
    """`Action.parse` returns an action or raises `IllegalAction`, never anything else."""
    with contextlib.suppress(IllegalAction):
        Action.parse(text)


@cache
def _positions() -> tuple[dict[str, object], ...]:
    """Saved games, one in each phase a random game passes through (set-up, roll, main,
    robber, discard, road building, ...), each where it first occurs."""
    game = Game.new(GameConfig(players=PLAYERS, seed=11))
    rng = random.Random(5)
    saved: dict[str, dict[str, object]] = {}
    for _ in range(3000):
        if game.winner is not None:
            break
        saved.setdefault(game.phase, game.to_dict())
        player = game.awaiting()[0]
        game.apply(player, rng.choice(game.legal_actions(player)))
    return tuple(saved.values())


def apply_only_refuses(position: int, player: str, action: Action | str) -> None:
    """`Game.apply` returns events or raises `IllegalAction` having changed nothing."""
    saved = _positions()[position % len(_positions())]
    game = Game.from_dict(copy.deepcopy(saved))
    player = game.awaiting()[0] if player == AWAITED else player
    try:
        game.apply(player, action)
    except IllegalAction:
        assert game.to_dict() == saved, "a refused action changed the game"
