"""Where a Cities & Knights game's time goes beside the base game's: random 4-player games without
progress-card play (bench/engine.py's part-1 figure), as played, then with parts of C&K's legal
list taken away, each in a fresh process, the variants in turn in every round.

    python bench/ck_parts.py [--games 30] [--rounds 3]

The variants play the same games (their action counts are checked against each other): the
random player never plays a progress card, so the card plays listed are dropped before its
choice either way.

- `base`: the base game's games (twice as many), the ratios' denominator in each round.
- `c&k`: the engine as it is; bench/engine.py's "without progress cards".
- `c&k, each card's plays kept, free check`: each held card's plays answered from a table
  recorded in an untimed first pass where they equal that card's plays at its previous
  listing for the player, else listed afresh: every card's answer kept from move to move with
  a check of its inputs that costs nothing (today's kept answers check what they read).
- `c&k, card plays replayed`: the main phase's progress-card plays answered from a table
  recorded in an untimed first pass of the same games (one lookup and a copy a call): the
  most that keeping those answers from move to move could give.
- `c&k, no card plays listed`: the progress-card plays' generator replaced by an empty one
  before the rule set is composed: C&K's rules as part 1 built them (cards drawn and held,
  never playable). The difference from `c&k` is what listing the held cards' plays at every
  move costs.
- `c&k, no card plays, knights replayed`: besides, the main phase's knights section answered
  from a table recorded in an untimed first pass of the same games (one lookup and a copy a
  call): about what the rest costs without that section.

Games/s are per second of CPU time spent playing (the rule set composed before the clock
starts). Prints figures; asserts nothing but that the variants played the same games.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
sys.path.insert(0, ROOT)

from random_games import random_game  # noqa: E402  (bench/random_games.py)

VARIANTS = {
    "base": "base",
    "ck": "c&k",
    "each-card-kept": "c&k, each card's plays kept, free check",
    "plays-replayed": "c&k, card plays replayed",
    "no-plays": "c&k, no card plays listed",
    "no-plays-knights": "c&k, no card plays, knights replayed",
}


def _games(rules: str, games: int, seeds: list[int]) -> int:
    """Random games without progress-card play (bench/random_games.py's); returns the actions
    played. `seeds` is set to the game's seed before each game (the tables' key)."""
    actions = 0
    for seed in range(games):
        seeds[0] = seed
        actions += random_game(seed, rules=rules, cards=False)[1]
    return actions


def _replayed(module: Any, name: str, seeds: list[int]) -> Callable[[], None]:
    """Put in place of `module.name` (a generator called as `module.name(g, seat)`) one that
    records its answers by game, version and seat; returns the switch to their replay: one
    lookup and a copy a call."""
    listed = getattr(module, name)
    table: dict[tuple[int, int, int], list[Any]] = {}

    def record(g: Any, seat: int) -> list[Any]:
        out = listed(g, seat)
        table[(seeds[0], g.version, seat)] = out[:]
        return out  # type: ignore[no-any-return]

    def replay(g: Any, seat: int) -> list[Any]:
        return table[(seeds[0], g.version, seat)][:]

    setattr(module, name, record)
    return lambda: setattr(module, name, replay)


def _each_card_kept(framework: Any, seeds: list[int]) -> Callable[[], None]:
    """`framework.lister` wrapped (before any hand is planned): while recording, each card's
    plays are listed and marked unchanged where they equal that card's previous plays for the
    seat; after the returned switch, an unchanged answer comes from the table (a lookup) and a
    changed one is listed afresh: every card kept with a check that costs nothing."""
    composed = framework.lister
    table: dict[tuple[int, int, int, str], tuple[Any, ...] | None] = {}
    last: dict[tuple[int, int, str], tuple[Any, ...]] = {}
    replaying = [False]

    def lister(spec: Any) -> Callable[[Any, int], Any]:
        plays = composed(spec)
        name = spec.name

        def listed(g: Any, seat: int) -> Any:
            key = (seeds[0], g.version, seat, name)
            if replaying[0]:
                kept = table[key]
                return plays(g, seat) if kept is None else kept
            now = tuple(plays(g, seat))
            table[key] = now if last.get((seeds[0], seat, name)) == now else None
            last[(seeds[0], seat, name)] = now
            return now

        return listed

    framework.lister = lister
    return lambda: replaying.__setitem__(0, True)


def worker(variant: str, games: int) -> dict[str, float]:
    """One variant's games in this process: its CPU time and actions. A variant that replays
    recorded answers plays its games once untimed first, recording them."""
    from engine.rules import rule_set

    seeds = [0]
    rules = "base" if variant == "base" else "cities_knights"
    switches: list[Callable[[], None]] = []  # each turns a recorded part to its replay
    if rules != "base":
        from engine.rules.cities_knights import knight_moves
        from engine.rules.cities_knights.cards import framework

        # Before the rule set is composed: the roll phase's plays as well as the main phase's.
        if variant.startswith("no-plays"):
            framework.legal = lambda g, seat: []
        if variant == "each-card-kept":
            switches.append(_each_card_kept(framework, seeds))
    rule_set(rules)
    if variant == "plays-replayed":  # the main phase's (menu.py calls framework.legal)
        switches.append(_replayed(framework, "legal", seeds))
    if variant == "no-plays-knights":
        switches.append(_replayed(knight_moves, "legal", seeds))
    if switches:
        _games(rules, games, seeds)  # untimed: the answers recorded
        for switch in switches:
            switch()
    t0 = time.process_time()
    actions = _games(rules, games, seeds)
    return {"cpu": time.process_time() - t0, "games": games, "actions": actions}


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="C&K games per variant and round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--worker", choices=VARIANTS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(args.worker, args.games)))
        return
    rates: dict[str, list[float]] = {v: [] for v in VARIANTS}
    ratios: dict[str, list[float]] = {v: [] for v in VARIANTS if v != "base"}
    actions: dict[str, set[int]] = {v: set() for v in VARIANTS}
    for _ in range(args.rounds):
        rate = {}
        for variant in VARIANTS:
            games = 2 * args.games if variant == "base" else args.games
            command = [sys.executable, __file__, "--worker", variant, "--games", str(games)]
            out = json.loads(subprocess.run(command, check=True, capture_output=True).stdout)
            rate[variant] = out["games"] / out["cpu"]
            rates[variant].append(rate[variant])
            actions[variant].add(int(out["actions"]))
        for variant in ratios:
            ratios[variant].append(rate[variant] / rate["base"])
    played = set().union(*(n for v, n in actions.items() if v != "base"))
    if len(played) != 1:
        raise SystemExit(f"the C&K variants played different games: {actions}")
    print(f"{args.rounds} rounds; games/s min/median/max, and the ratio to base in each round")
    for variant, label in VARIANTS.items():
        low, mid, high = min(rates[variant]), statistics.median(rates[variant]), max(rates[variant])
        line = f"  {label:<41} {low:6.1f} {mid:6.1f} {high:6.1f} games/s"
        if variant in ratios:
            r = ratios[variant]
            line += f"   {min(r):.2f} {statistics.median(r):.2f} {max(r):.2f}x base"
        print(line)


if __name__ == "__main__":
    main()
