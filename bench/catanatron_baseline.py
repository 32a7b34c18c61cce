"""Random-play speed baseline for catanatron, a pure-Python Catan engine.

This script gives a reference figure to set beside the project's own random-play
benchmark, measured on the same machine in the same run. It is optional: catanatron
is NOT a dependency of this project and must never be installed into the project's
environment. Run it only with the Python of a separate scratch virtualenv:

    python3 -m venv /tmp/catanatron-venv
    /tmp/catanatron-venv/bin/pip install catanatron==3.2.1
    /tmp/catanatron-venv/bin/python bench/catanatron_baseline.py --games 200 --seed 1

It plays N four-player games (RED, BLUE, ORANGE, WHITE, all ``RandomPlayer``) to
10 victory points with ``Game.play()`` and prints one line of JSON to stdout:

    {"engine": "catanatron", "version": "3.2.1", "games": 200, "seconds": ...,
     "games_per_s": ..., "actions_per_s": ..., "mean_actions_per_game": ...,
     "finished": ...}

``seconds`` is the wall time for building and playing all N games. An action is one
entry of ``game.state.actions`` (catanatron logs every decision, dice rolls and
end-of-turn included). ``finished`` counts the games that ended with a winner;
catanatron stops a game without one after 1000 turns.

``--seed`` fixes every draw from ``random`` (map, seating, dice, the players' picks).
catanatron builds some lists of legal actions from sets, though, whose order follows
the hashes of strings and of ``None``, so the same seed can still play out differently
from one process to the next (the timings are unaffected in the mean). To replay the
very same games, also fix the string hashes and, on Python 3.11 where ``hash(None)``
follows its memory address, turn off address randomization:

    export PYTHONHASHSEED=0
    setarch "$(uname -m)" -R /tmp/catanatron-venv/bin/python bench/catanatron_baseline.py --seed 1
"""

from __future__ import annotations

import random
import sys
import time

# argparse, json and importlib.metadata are imported by `main` only: bench/engine.py imports
# `play_games` in a process whose whole CPU time it measures, so that process loads only
# catanatron and what playing needs (as the engine's side does).
try:
    from catanatron import Color, Game, RandomPlayer
except ImportError:  # pragma: no cover - depends on the interpreter used
    sys.exit(
        "catanatron is not importable: run this script with the Python of a scratch "
        "virtualenv that has catanatron==3.2.1 installed (see the module docstring)."
    )

COLORS = (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)
VPS_TO_WIN = 10


def play_games(games: int, seed: int) -> dict[str, object]:
    """Play ``games`` random four-player games and return the summary figures (``main`` adds
    the installed version)."""
    rng = random.Random(seed)
    # Each game seeds the global ``random`` module (which catanatron and
    # RandomPlayer draw from) with its own seed, so a run is repeatable.
    # catanatron treats a seed of 0 as "no seed", hence the lower bound of 1.
    game_seeds = [rng.randrange(1, 2**63) for _ in range(games)]
    random.seed(seed)

    total_actions = 0
    finished = 0
    start = time.perf_counter()
    for game_seed in game_seeds:
        players = [RandomPlayer(color) for color in COLORS]
        game = Game(players, seed=game_seed, vps_to_win=VPS_TO_WIN)
        winner = game.play()
        total_actions += len(game.state.actions)
        if winner is not None:
            finished += 1
    seconds = time.perf_counter() - start

    return {
        "engine": "catanatron",
        "games": games,
        "seconds": round(seconds, 4),
        "games_per_s": round(games / seconds, 3) if seconds > 0 else None,
        "actions_per_s": round(total_actions / seconds, 1) if seconds > 0 else None,
        "mean_actions_per_game": round(total_actions / games, 2) if games else None,
        "finished": finished,
    }


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json
    from importlib.metadata import version

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--seed", type=int, default=0, help="seed for repeatability (default 0)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")

    out = play_games(args.games, args.seed)
    print(json.dumps({"engine": out.pop("engine"), "version": version("catanatron"), **out}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
