"""Benchmark of Swiss pairing: the time to pair each round of a tournament with
random results, for 64 entrants by default, and how many rematches the pairing had to make.
Prints figures; asserts nothing.

    python bench/swiss.py                      # 64 entrants, 8 rounds, 20 tournaments
    python bench/swiss.py --entrants 33 --rounds 6 --runs 50
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.service.swiss import Game, Pair, met_pairs, pair_round, rank, rematches


def tournament(entrants: int, rounds: int, seed: int) -> list[tuple[float, int]]:
    """(seconds to pair, rematched pairs) for each round of one tournament."""
    rng = random.Random(seed)
    players = [f"p{i:03}" for i in range(entrants)]
    games: list[Game] = []
    met: set[Pair] = set()
    byes: Counter[str] = Counter()
    out = []
    for _ in range(rounds):
        ranking = [r.user_id for r in rank(players, games, {})]
        began = time.perf_counter()
        tables, bye = pair_round(ranking, met, byes)
        took = time.perf_counter() - began
        out.append((took, rematches(tables, met)))
        for table in tables:
            winner = rng.choice(table)
            for u in table:
                others = tuple(o for o in table if o != u)
                games.append(Game(u, others, u == winner, rng.random() / len(table)))
        for u in bye:
            games.append(Game(u, (), False, 0.0, bye=True))
            byes[u] += 1
        met |= met_pairs(tables)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entrants", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    by_round: list[list[float]] = [[] for _ in range(args.rounds)]
    again: list[int] = [0] * args.rounds
    for seed in range(args.runs):
        for i, (took, count) in enumerate(tournament(args.entrants, args.rounds, seed)):
            by_round[i].append(took * 1000)
            again[i] += count
    print(f"Swiss pairing, {args.entrants} entrants, {args.runs} tournaments of {args.rounds}")
    print("round  median ms  max ms  rematched pairs (all runs)")
    for i, times in enumerate(by_round):
        print(f"{i + 1:5}  {statistics.median(times):9.2f}  {max(times):6.2f}  {again[i]:5}")
    everything = [t for times in by_round for t in times]
    print(
        f"all rounds: median {statistics.median(everything):.2f} ms, max {max(everything):.2f} ms"
    )


if __name__ == "__main__":
    main()
