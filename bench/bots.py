"""Benchmark of the computer players: 4-player base games, the strong level in one
seat against three opponents of one kind, win rates with 95 % (Wilson) intervals and the time
per move of each level. Prints figures; asserts nothing.

    python bench/bots.py                          # 1,000 games against each kind of opponent
    python bench/bots.py --games 200 --workers 2
    python bench/bots.py --against easy           # one match-up only

Opponents:
- `easy`: the easy level (`computer.choose(..., "easy", ...)`), three seats.
- `weighted`: catanatron 3.2.1's `WeightedRandomPlayer`
  (catanatron/players/weighted_random.py): a uniform choice among the playable actions, each
  listed once, except a city ten thousand times, a settlement a thousand times and buying a
  development card a hundred times. Here the same weights over this engine's legal actions.
- `vp`: catanatron 3.2.1's `VictoryPointPlayer` (catanatron/players/search.py): with one
  action, play it; otherwise execute each playable action on a copy of the game and read the
  player's actual victory points (hidden ones included) afterwards; play a random one of those
  that reach the most. Here the same over `game.copy()`, `apply` and the player's total points.

Differences that come from the engines, not the policies: this engine lists discards as whole
choices (catanatron discards at random for the player), and lists bank trades one unit at a
time, as catanatron does.

The strong level's seat turns with the game number (seat 0, 1, 2, 3, 0, ...), each game has its
own seed (the map, the dice, the players' draws), and a game not won within `CAP` actions
counts as a game not won by the strong seat. Time per move is each call's own time on the
worker's clock (strong with its default budget of 2 s, easy with 50 ms); several workers share
the machine's cores, so on a busy machine the figures are upper bounds.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import computer
from engine import Action, Game, GameConfig

PLAYERS = ("red", "blue", "orange", "white")
CAP = 5000
BUDGET = {"easy": 0.05, "strong": 2.0}
#: catanatron 3.2.1, weighted_random.py: WEIGHTS_BY_ACTION_TYPE.
CATANATRON_WEIGHTS = {"BuildCity": 10000, "BuildSettlement": 1000, "BuyDevelopment": 100}


def weighted_random(game: Game, player: str, rng: random.Random) -> Action:
    """catanatron's WeightedRandomPlayer.decide over this engine's legal actions."""
    legal = game.legal_actions(player)
    weights = [CATANATRON_WEIGHTS.get(type(a).__name__, 1) for a in legal]
    return rng.choices(legal, weights=weights)[0]


def victory_point(game: Game, player: str, rng: random.Random) -> Action:
    """catanatron's VictoryPointPlayer.decide: the actions reaching the most actual points."""
    legal = game.legal_actions(player)
    if len(legal) == 1:
        return legal[0]
    seat = game.seat_of(player)
    best_value = -math.inf
    best: list[Action] = []
    for action in legal:
        copy = game.copy()
        copy.apply(player, action)
        points = copy.total_vp(seat)
        if points == best_value:
            best.append(action)
        if points > best_value:
            best_value, best = points, [action]
    return rng.choice(best)


def play(job: tuple[int, str]) -> tuple[bool, bool, dict[str, list[float]]]:
    """One game: whether the strong seat won, whether anyone did, and each level's move times."""
    seed, against = job
    game = Game.new(GameConfig(players=PLAYERS, seed=seed))
    strong = PLAYERS[seed % 4]
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"strong": [], "easy": []}
    actions = 0
    while game.winner is None and actions < CAP:
        player = game.awaiting()[0]
        level = "strong" if player == strong else against
        if level in BUDGET:
            t0 = time.perf_counter()
            action = computer.choose(game, player, level, seed=seed, budget=BUDGET[level])
            times[level].append(time.perf_counter() - t0)
        elif level == "weighted":
            action = weighted_random(game, player, rng)
        else:
            action = victory_point(game, player, rng)
        game.apply(player, action)
        actions += 1
    return game.winner == strong, game.winner is not None, times


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 0.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per match-up")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--against", choices=("easy", "weighted", "vp"), action="append", help="match-ups"
    )
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    args = parser.parse_args()
    matchups = args.against or ["easy", "weighted", "vp"]
    times: dict[str, list[float]] = {"strong": [], "easy": []}
    print(f"{args.games} four-player base games per match-up, strong seat rotated")
    print(f"{'strong vs 3x':<14} {'wins':>6} {'rate':>7}  95 % interval   unfinished")
    with Pool(args.workers) as pool:
        for against in matchups:
            jobs = [(args.seed + i, against) for i in range(args.games)]
            wins = unfinished = 0
            for won, finished, moves in pool.imap_unordered(play, jobs, chunksize=4):
                wins += won
                unfinished += not finished
                for level, values in moves.items():
                    times[level].extend(values)
            low, high = wilson(wins, args.games)
            print(
                f"{against:<14} {wins:>6} {wins / args.games:>7.1%}  "
                f"[{low:.1%}, {high:.1%}]  {unfinished:>6}",
                flush=True,
            )
    for level, values in times.items():
        if values:
            print(
                f"time per move, {level:<6}: p50 {percentile(values, 0.5) * 1000:7.2f} ms"
                f"  p99 {percentile(values, 0.99) * 1000:7.2f} ms"
                f"  max {max(values) * 1000:7.1f} ms  mean {statistics.fmean(values) * 1000:.2f} ms"
                f"  ({len(values)} moves)"
            )


if __name__ == "__main__":
    main()
