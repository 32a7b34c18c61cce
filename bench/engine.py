"""Engine benchmark: random 4-player games to a winner, and the cost of the core calls.

    python bench/engine.py [--games 300] [--catanatron PYTHON]

Prints figures; asserts nothing. With --catanatron (the python of a scratch environment where
catanatron 3.2.1 is installed, see bench/catanatron_baseline.py), the same run also measures
that engine's random games and prints the ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Game, GameConfig

PLAYERS = ("red", "blue", "orange", "white")


def random_game(seed: int, samples: list[Game] | None = None) -> tuple[Game, int]:
    """Play one game with uniformly random legal actions; returns it and its action count."""
    game = Game.new(GameConfig(players=PLAYERS, seed=seed))
    pick = random.Random(seed).choice
    actions = 0
    while game.winner is None:
        player = game.awaiting()[0]
        game.apply(player, pick(game.legal_actions(player)))
        actions += 1
        if samples is not None and actions % 37 == 0:
            samples.append(game.copy())
    return game, actions


def micro(label: str, fn: object, states: list[Game], repeat: int = 5) -> None:
    """Median/min/max of one call over many positions, in microseconds."""
    call = fn  # type: ignore[assignment]
    times: list[float] = []
    for state in states:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter_ns()
            call(state)  # type: ignore[operator]
            best = min(best, time.perf_counter_ns() - t0)
        times.append(best / 1000)
    print(
        f"{label:<28} median {statistics.median(times):7.2f} µs   "
        f"p90 {statistics.quantiles(times, n=10)[-1]:7.2f} µs   max {max(times):8.2f} µs"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    default_cat = "/tmp/catanatron-venv/bin/python"
    parser.add_argument(
        "--catanatron",
        default=default_cat if os.path.exists(default_cat) else None,
        help="python of an environment with catanatron 3.2.1 installed",
    )
    args = parser.parse_args()

    t0 = time.perf_counter()
    total_actions = 0
    for seed in range(args.games):
        _, n = random_game(seed)
        total_actions += n
    elapsed = time.perf_counter() - t0
    ours = args.games / elapsed
    print(f"hexhaven: {args.games} random 4-player games in {elapsed:.2f} s")
    print(f"  games/s   {ours:8.1f}")
    per_game = total_actions / args.games
    print(f"  actions/s {total_actions / elapsed:8.0f}   ({per_game:.0f} per game)")

    states: list[Game] = []
    for seed in range(10_000, 10_020):
        random_game(seed, states)
    who = [s.awaiting()[0] for s in states]
    index = {id(s): w for s, w in zip(states, who, strict=True)}
    print(f"micro-benchmarks over {len(states)} positions from 20 random games:")
    micro("legal_actions", lambda g: g.legal_actions(index[id(g)]), states)
    main_phase = [s for s in states if s.phase == "main"]
    micro("legal_actions (main phase)", lambda g: g.legal_actions(index[id(g)]), main_phase)
    micro("copy", lambda g: g.copy(), states)
    micro("to_dict + from_dict", lambda g: Game.from_dict(g.to_dict()), states)
    micro(
        "to_dict + json + from_dict",
        lambda g: Game.from_dict(json.loads(json.dumps(g.to_dict()))),
        states,
    )

    if args.catanatron:
        script = Path(__file__).with_name("catanatron_baseline.py")
        games = max(50, args.games // 2)
        out = subprocess.run(
            [args.catanatron, str(script), "--games", str(games), "--seed", "1"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        theirs = json.loads(out.strip().splitlines()[-1])
        print(f"catanatron {theirs['version']}: {theirs['games']} random 4-player games")
        print(f"  games/s   {theirs['games_per_s']:8.1f}")
        print(
            f"  actions/s {theirs['actions_per_s']:8.0f}   "
            f"({theirs['mean_actions_per_game']:.0f} per game)"
        )
        print(f"ratio (games/s): {ours / theirs['games_per_s']:.2f}x")


if __name__ == "__main__":
    main()
