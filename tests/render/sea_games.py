"""Seafarers games for the render tests: each scenario played by a seeded builder (ships,
settlements and cities preferred) so the pictures hold ships, the pirate, reached islands and,
in the fog scenario, discovered and undiscovered hexes."""

from __future__ import annotations

import random
from functools import cache

import engine

PLAYERS = ("alice", "bob", "carol", "dave")
SCENARIOS = (
    "new_shores",
    "four_islands",
    "fog_island",
    "through_the_desert",
    "greater_catan",
    "harbormaster",
)
#: What the builder does first, when it may.
KEEN = ("build city", "build settlement", "build ship", "build road", "buy")


def new(scenario: str, players: int = 4, seed: int = 5) -> engine.Game:
    """A new game of `scenario` for the first `players` of PLAYERS."""
    return engine.Game.new(
        engine.GameConfig(
            players=PLAYERS[:players],
            seed=seed,
            rules="seafarers",
            map="beginner",
            options={"scenario": scenario},
        )
    )


def advance(game: engine.Game, moves: int, seed: int, until: str | None = None) -> None:
    """Play `moves` legal actions (builds first; no ship moves, so networks grow), stopping
    early at the phase `until` or the end."""
    rnd = random.Random(seed)
    for _ in range(moves):
        if game.winner is not None or (until is not None and game.phase == until):
            return
        player = game.awaiting()[0]
        legal = sorted(game.legal_actions(player), key=str)
        keen = [a for a in legal if str(a).startswith(KEEN)]
        calm = [a for a in legal if not str(a).startswith("move ship")]
        game.apply(player, rnd.choice(keen or calm or legal))


@cache
def played(scenario: str, players: int = 4, moves: int = 260, seed: int = 5) -> engine.Game:
    """`scenario` after `moves` moves of the seeded builder (never modify it)."""
    game = new(scenario, players, seed)
    advance(game, moves, seed)
    return game


def until_ships(game: engine.Game, seed: int, moves: int = 400) -> str:
    """Play on until the player awaited may build a ship in the main phase; returns that
    player."""
    rnd = random.Random(seed)
    for _ in range(moves):
        player = game.awaiting()[0]
        legal = sorted(game.legal_actions(player), key=str)
        if game.phase == "main" and any(str(a).startswith("build ship") for a in legal):
            return player
        calm = [a for a in legal if not str(a).startswith(("move ship", "build"))]
        game.apply(player, rnd.choice(calm or legal))
    raise AssertionError("no ship could be built")
