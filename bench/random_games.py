"""Random games for bench/engine.py, and its games-only worker: a module of its own so that the
worker process imports it compiled, as catanatron's side imports bench/catanatron_baseline.py
(a script is compiled from source at every start: bench/engine.py's ~400 lines cost a few
milliseconds of the whole-process figure, which should be the engine's).

    python -c "$WORKER" --root CHECKOUT --games 60 [--rules cities_knights] [--no-cards]

(`WORKER`: bench/engine.py's `_WORKER`, which puts the checkout first on the path.)

The worker imports only what playing needs (no pathlib, typing or json) and prints one line of
JSON: games, actions, and the CPU time spent playing them.
"""

from __future__ import annotations

import random
import sys
import time

from engine import Game, GameConfig

PLAYERS = ("red", "blue", "orange", "white")
#: Seats of the 5–6 extension's games (a base or C&K table of 5 or 6 plays it).
MORE_PLAYERS = (*PLAYERS, "green", "brown")


def random_game(
    seed: int,
    samples: list[Game] | None = None,
    rules: str = "base",
    cards: bool = True,
    seats: int | None = None,
) -> tuple[Game, int]:
    """Play one game with uniformly random legal actions; returns it and its action count.
    `cards=False`: C&K progress cards are never played (part 1's measurement). `seats`: 5 or
    6 for the 5–6 extension's games (the rule set's own count by default)."""
    players = PLAYERS[:2] if rules.endswith("two_player") else PLAYERS
    if seats is not None:
        players = MORE_PLAYERS[:seats]
    game = Game.new(GameConfig(players=players, seed=seed, rules=rules))
    pick = random.Random(seed).choice
    actions = 0
    while game.winner is None:
        player = game.awaiting()[0]
        legal = game.legal_actions(player)
        if not cards:
            legal = [a for a in legal if type(a).__name__ != "PlayProgress"] or legal
        game.apply(player, pick(legal))
        actions += 1
        if samples is not None and actions % 37 == 0:
            samples.append(game.copy())
    return game, actions


def play_for_cpu(games: int, rules: str = "base", cards: bool = True) -> dict[str, float]:
    """Only the games (a process of its own, so that its whole CPU time can be read too)."""
    try:  # the rule set composed before the clock starts (an older checkout has none to build)
        from engine.rules import rule_set

        rule_set(rules)
    except ImportError:
        pass
    t0 = time.process_time()
    actions = 0
    for seed in range(games):
        actions += random_game(seed, rules=rules, cards=cards)[1]
    return {"cpu": time.process_time() - t0, "games": games, "actions": actions}


def ck_worker(games: int, cards: bool) -> dict[str, float]:
    """C&K games in a worker; {"skipped": 1} for a checkout whose engine has no C&K."""
    try:
        from engine.rules import rule_names  # an older checkout may have no rule sets
    except ImportError:
        return {"skipped": 1}
    if "cities_knights" not in rule_names():
        return {"skipped": 1}
    return play_for_cpu(games, "cities_knights", cards)


def flat_json(out: dict[str, float]) -> str:
    """A flat dict of numbers as JSON, without importing json (the games-only worker)."""
    return "{" + ", ".join(f'"{key}": {value!r}' for key, value in out.items()) + "}"


def worker() -> None:
    """The games-only worker (its arguments in sys.argv, as the module docstring shows)."""
    argv = sys.argv
    games = int(argv[argv.index("--games") + 1])
    if "--rules" in argv:
        print(flat_json(ck_worker(games, "--no-cards" not in argv)))
    else:
        print(flat_json(play_for_cpu(games)))
