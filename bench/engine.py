"""Engine benchmark: random 4-player games to a winner, and the cost of the core calls.

    python bench/engine.py [--games 300] [--catanatron PYTHON]
    python bench/engine.py --before /path/to/older/checkout [--rounds 5] [--games 100]

Prints figures; asserts nothing. With --before, the same measurements run on an older checkout's
engine and on this one in alternating rounds (a fresh process each), and both are printed with
min/median/max over the rounds and the ratio of the medians. With --catanatron (the python of a
scratch environment where catanatron 3.2.1 is installed, see bench/catanatron_baseline.py), the
same run also measures that engine's random games and prints the ratio.
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

ROOT = Path(__file__).resolve().parent.parent
if __name__ == "__main__" and "--root" in sys.argv:  # a worker measuring another checkout
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
sys.path.insert(0, str(ROOT))

from engine import Game, GameConfig  # noqa: E402

PLAYERS = ("red", "blue", "orange", "white")


def random_game(
    seed: int, samples: list[Game] | None = None, rules: str = "base"
) -> tuple[Game, int]:
    """Play one game with uniformly random legal actions; returns it and its action count."""
    game = Game.new(GameConfig(players=PLAYERS, seed=seed, rules=rules))
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


def median_us(fn: object, states: list[Game], repeat: int = 5) -> float:
    """Median over positions of the best of `repeat` calls, in microseconds."""
    call = fn  # type: ignore[assignment]
    times: list[float] = []
    for state in states:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter_ns()
            call(state)  # type: ignore[operator]
            best = min(best, time.perf_counter_ns() - t0)
        times.append(best / 1000)
    return statistics.median(times)


def measure(games: int) -> dict[str, float]:
    """One round of every figure compared by --before. Games/s is per second of this process's
    CPU time: on a shared machine, wall time mostly measures the neighbours."""
    t0 = time.process_time()
    for seed in range(games):
        random_game(seed)
    out = {"games/s (CPU)": games / (time.process_time() - t0)}
    states: list[Game] = []
    for seed in range(10_000, 10_010):
        random_game(seed, states)
    who = {id(s): s.awaiting()[0] for s in states}
    out["legal_actions µs"] = median_us(lambda g: g.legal_actions(who[id(g)]), states)
    out["copy µs"] = median_us(lambda g: g.copy(), states)
    out["to_dict+from_dict µs"] = median_us(lambda g: Game.from_dict(g.to_dict()), states)
    return out


def compare(before: Path, rounds: int, games: int) -> None:
    """Alternate rounds of the older checkout and this one; print min/median/max of each."""
    me = Path(__file__).resolve()
    sides = {"before": before.resolve(), "after": ROOT}
    results: dict[str, list[dict[str, float]]] = {"before": [], "after": []}
    for r in range(rounds):
        order = ("before", "after") if r % 2 == 0 else ("after", "before")
        for side in order:
            command = [sys.executable, str(me), "--worker", "--root", str(sides[side])]
            out = subprocess.run(
                [*command, "--games", str(games)],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            results[side].append(json.loads(out.strip().splitlines()[-1]))
    print(f"before: {sides['before']}\nafter:  {sides['after']}")
    print(f"{rounds} alternating rounds of {games} random 4-player games and 10 games' positions")
    for key in results["after"][0]:
        row = []
        for side in ("before", "after"):
            values = sorted(x[key] for x in results[side])
            row.append(
                f"{side} min {values[0]:8.2f} med {statistics.median(values):8.2f} "
                f"max {values[-1]:8.2f}"
            )
        med_b = statistics.median(x[key] for x in results["before"])
        med_a = statistics.median(x[key] for x in results["after"])
        print(f"{key:<22} " + "  |  ".join(row) + f"  |  after/before {med_a / med_b:5.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--before", type=Path, help="an older checkout to compare with")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--root", type=Path, help=argparse.SUPPRESS)
    default_cat = "/tmp/catanatron-venv/bin/python"
    parser.add_argument(
        "--catanatron",
        default=default_cat if os.path.exists(default_cat) else None,
        help="python of an environment with catanatron 3.2.1 installed",
    )
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(measure(args.games)))
        return
    if args.before is not None:
        compare(args.before, args.rounds, args.games)
        return

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
    ck_games = max(20, args.games // 3)
    t0 = time.perf_counter()
    ck_actions = 0
    for seed in range(ck_games):
        _, n = random_game(seed, rules="cities_knights")
        ck_actions += n
    ck_elapsed = time.perf_counter() - t0
    print(f"cities_knights: {ck_games} random 4-player games in {ck_elapsed:.2f} s")
    print(f"  games/s   {ck_games / ck_elapsed:8.1f}   ({ck_games / ck_elapsed / ours:.2f}x base)")
    print(f"  actions/s {ck_actions / ck_elapsed:8.0f}   ({ck_actions / ck_games:.0f} per game)")

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
