"""Games and positions the computer players' tests play from."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

from engine import Game, GameConfig

PLAYERS = ("red", "blue", "orange", "white")
#: Six seats for the 5–6 extension's tables (FS-1).
SIX = (*PLAYERS, "green", "brown")

#: Every rule set, and Seafarers once per scenario: (rules, options).
TABLES: list[tuple[str, dict[str, object]]] = [
    ("base", {}),
    ("two_player", {}),
    ("cities_knights", {}),
    ("cities_knights_two_player", {}),
    ("five_six", {}),
    ("cities_knights_five_six", {}),
    *(
        ("seafarers", {"scenario": s})
        for s in (
            "new_shores",
            "four_islands",
            "fog_island",
            "through_the_desert",
            "greater_catan",
            "harbormaster",
        )
    ),
]

#: The tables the choice's contract (pure, legal, its own view only, blind to what is hidden)
#: is checked on: every rule set, and of Seafarers' scenarios the plain one (ships and the
#: pirate), the Fog Island (the fog stacks hidden) and Greater Catan (the number tokens' supply
#: hidden). The other scenarios change the map's shape or a scoring, which the contract does
#: not depend on; test_games.py plays every table to a winner.
CHOICE_TABLES = [
    t
    for t in TABLES
    if t[1].get("scenario") not in ("four_islands", "through_the_desert", "harbormaster")
]

#: Games per table and level; more with COMPUTER_GAMES=n.
GAMES = int(os.environ.get("COMPUTER_GAMES", "1"))


def new_game(rules: str, options: dict[str, object], seed: int) -> Game:
    players = PLAYERS[:2] if rules.endswith("two_player") else PLAYERS
    if rules.endswith("five_six"):  # 5 players on odd seeds, 6 on even ones
        players = SIX[: 5 + (seed + 1) % 2]
    return Game.new(GameConfig(players=players, seed=seed, rules=rules, options=options))


def table_id(table: tuple[str, dict[str, object]]) -> str:
    rules, options = table
    return str(options.get("scenario", rules))


def positions(rules: str, options: dict[str, object], seed: int, every: int) -> Iterator[Game]:
    """Positions of one random game, one every `every` actions (copies: the caller may keep
    them), the set-up included."""
    game = new_game(rules, options, seed)
    pick = random.Random(seed).choice
    actions = 0
    while game.winner is None and actions < 3000:
        if actions % every == 0:
            yield game.copy()
        player = game.awaiting()[0]
        game.apply(player, pick(game.legal_actions(player)))
        actions += 1
