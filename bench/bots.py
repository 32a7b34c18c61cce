"""Benchmark of the computer players: one level in one seat against three opponents of one
kind (one in the 2-player rule sets), in each rule set, win rates with 95 % (Wilson)
intervals, the domestic trades the computers offered and made per game, and the time per move
of each level. Prints figures; asserts nothing.

    python bench/bots.py                                  # hard vs 3x strong, strong vs 3x easy
    python bench/bots.py --games 200 --workers 2 --rules base --rules cities_knights
    python bench/bots.py --match strong:easy --trading none  # one match-up, no offers
    python bench/bots.py --match strong:strong --trading tested  # only the tested seat trades

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
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import computer
from engine import Action, Game, GameConfig

PLAYERS = ("red", "blue", "orange", "white")
CAP = 5000
BUDGET = {"easy": 0.05, "strong": 2.0, "hard": 2.0}
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


#: The tables of `--rules`: (rules, options, players).
TABLES: dict[str, tuple[str, dict[str, object], tuple[str, ...]]] = {
    "base": ("base", {}, PLAYERS),
    "cities_knights": ("cities_knights", {}, PLAYERS),
    "seafarers": ("seafarers", {"scenario": "new_shores"}, PLAYERS),
    "two_player": ("two_player", {}, PLAYERS[:2]),
    "cities_knights_two_player": ("cities_knights_two_player", {}, PLAYERS[:2]),
}


@dataclass
class Result:
    """One game: whether the tested seat won, whether anyone did, each level's move times,
    and the domestic offers the computers made and those that were taken."""

    won: bool
    finished: bool
    times: dict[str, list[float]] = field(default_factory=dict)
    offered: int = 0
    taken: int = 0


def play(job: tuple[int, str, str, str, str]) -> Result:
    """One game of `level` in one seat against `against` in the others, on `table`; `trading`
    says which computers propose trades (`all`, `none`, or only the `tested` seat)."""
    seed, level, against, table, trading = job
    rules, options, players = TABLES[table]
    game = Game.new(GameConfig(players=players, seed=seed, rules=rules, options=options))
    tested = players[seed % len(players)]
    rng = random.Random(seed)
    result = Result(False, False, {level: [], against: []} if against in BUDGET else {level: []})
    offered: dict[str, list[Action]] = {}
    actions = 0
    turn = -1
    while game.winner is None and actions < CAP:
        if game.view(None).get("turn") != turn:
            turn = game.view(None).get("turn")
            offered = {}
        waiting = [p for p in game.awaiting() if not computer.awaits_answers(game, p)]
        player = waiting[0]
        kind = level if player == tested else against
        if kind in BUDGET:
            t0 = time.perf_counter()
            action = computer.choose(
                game,
                player,
                kind,
                seed=seed,
                budget=BUDGET[kind],
                offered=offered.get(player, ()),
                trading=trading == "all" or (trading == "tested" and player == tested),
            )
            result.times[kind].append(time.perf_counter() - t0)
        elif kind == "weighted":
            action = weighted_random(game, player, rng)
        else:
            action = victory_point(game, player, rng)
        name = type(action).__name__
        if name == "OfferTrade" and player == game.view(None).get("current"):
            offered.setdefault(player, []).append(action)
            result.offered += 1
        elif name == "ConfirmTrade":
            result.taken += 1
        game.apply(player, action)
        actions += 1
    result.won = game.winner == tested
    result.finished = game.winner is not None
    return result


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
        "--match",
        action="append",
        help="LEVEL:AGAINST, e.g. hard:strong, strong:easy, strong:weighted, strong:vp",
    )
    parser.add_argument("--rules", choices=sorted(TABLES), action="append", help="rule sets")
    parser.add_argument(
        "--trading",
        choices=("all", "none", "tested"),
        default="all",
        help="which computers propose trades: all, none, or only the tested seat",
    )
    parser.add_argument("--budget", action="append", help="LEVEL=SECONDS (e.g. hard=1.5)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    args = parser.parse_args()
    for item in args.budget or ():
        name, _, seconds = item.partition("=")
        BUDGET[name] = float(seconds)
    matches = [m.split(":") for m in (args.match or ["hard:strong", "strong:easy"])]
    tables = args.rules or ["base"]
    trades = args.trading
    times: dict[str, list[float]] = {}
    print(f"{args.games} games per match-up and rule set, tested seat rotated, trading: {trades}")
    print(
        f"{'rules':<26} {'match':<14} {'wins':>5} {'rate':>7}  95 % interval    "
        "unfinished  offers/game  taken/game"
    )
    with Pool(args.workers, initializer=set_budgets, initargs=(dict(BUDGET),)) as pool:
        for table in tables:
            for level, against in matches:
                jobs = [(args.seed + i, level, against, table, trades) for i in range(args.games)]
                wins = unfinished = offered = taken = 0
                for r in pool.imap_unordered(play, jobs, chunksize=2):
                    wins += r.won
                    unfinished += not r.finished
                    offered += r.offered
                    taken += r.taken
                    for kind, values in r.times.items():
                        times.setdefault(kind, []).extend(values)
                low, high = wilson(wins, args.games)
                print(
                    f"{table:<26} {level + ' vs 3x ' + against:<14} {wins:>5} "
                    f"{wins / args.games:>7.1%}  [{low:.1%}, {high:.1%}]  {unfinished:>6}"
                    f"  {offered / args.games:>11.1f}  {taken / args.games:>10.1f}",
                    flush=True,
                )
            print_times(times, f"after {table}")
    print_times(times, "all")


def print_times(times: dict[str, list[float]], when: str) -> None:
    """Each level's time per move so far, and the machine's load (it is shared)."""
    for level, values in times.items():
        if values:
            print(
                f"  time per move ({when}), {level:<6}: p50 {percentile(values, 0.5) * 1000:.2f} ms"
                f"  p99 {percentile(values, 0.99) * 1000:.2f} ms"
                f"  max {max(values) * 1000:.1f} ms  mean {statistics.fmean(values) * 1000:.2f} ms"
                f"  ({len(values)} moves)"
            )
    print(f"  load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)


def set_budgets(budgets: dict[str, float]) -> None:
    """A worker's budgets, as `--budget` set them."""
    BUDGET.update(budgets)


if __name__ == "__main__":
    main()
