"""Engine benchmark: random 4-player games to a winner, and the cost of the core calls; then
random Cities & Knights games, 2-player games, C&K games for two (the variants' rule sets), 5-
and 6-player games of the base game and of C&K (the 5–6 extension), and each Seafarers
scenario's games beside them (and the three offered with Cities & Knights).

    python bench/engine.py [--games 60] [--rounds 7] [--catanatron PYTHON]
    python bench/engine.py --seafarers [--games 60]     (only Seafarers: games/s per scenario,
                                                         then each with Cities & Knights)
    python bench/engine.py --before /path/to/older/checkout [--rounds 7] [--games 60]
                           [--catanatron PYTHON]

Prints figures; asserts nothing. With --before, the same measurements run on an older checkout's
engine and on this one in alternating rounds (a fresh process each), and both are printed with
min/median/max over the rounds and the ratio of the medians. With --catanatron (the python of a
scratch environment where catanatron 3.2.1 is installed, see bench/catanatron_baseline.py), the
same rounds also play that engine's random games (the same number of games, its own fresh
process, in turn with the others) and the ratios to it are printed. That python is taken by
default when /tmp/catanatron-venv exists; `--catanatron ""` skips it (the single run).

Every run also plays random Cities & Knights games, without progress-card play (part 1's
measurement) and with it, and prints their games/s and their cost per action (CPU µs) with its
ratio to the base game's in the same run: the figure kept for C&K is a cost per action at most
2.5 times the base game's. In comparison mode each round's own processes play them beside its
base games (an older checkout without C&K is left out of it).

Games/s is given two ways: per second of CPU time spent playing (the games alone: each rule set
is composed, its package imported, before the clock starts), and per second of the whole
process's CPU time (interpreter start and imports included, as a user would run it).
CPU time rather than wall time: on a shared machine, wall time mostly measures the neighbours.
The workers import compiled bytecode (kept in a temporary folder, written by an untimed first
run of every side), as an installed package does: catanatron's side is a pip-installed package
with its bytecode, so without this a PYTHONDONTWRITEBYTECODE environment would time our compiler,
not our start-up. `--source` leaves the environment as it is. Each side's games-only process is
alike: `python -c` importing its games module compiled (bench/random_games.py,
bench/catanatron_baseline.py) with nothing else beyond what playing needs; the engine sides run
in a new empty environment (catanatron's has only catanatron and its dependencies; this
script's own may be a development one with start-up hooks, see plain_python). Besides the ratio
of the medians, each round's own ratios (its processes ran one after the other) are printed with
their min/median/max.
"""

from __future__ import annotations

import os
import random
import sys
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
if __name__ == "__main__" and "--root" in sys.argv:  # a worker measuring another checkout
    ROOT = os.path.realpath(sys.argv[sys.argv.index("--root") + 1])
sys.path.insert(0, ROOT)

from random_games import PLAYERS, play_for_cpu, random_game  # noqa: E402  (bench/random_games.py)

from engine import Game, GameConfig  # noqa: E402

#: A Seafarers game that random play has not finished after this many actions is counted as
#: played but not won (Greater Catan's 18 points take nearly every piece).
SEAFARERS_CAP = 20000


def scenario_game(seed: int, scenario: str, rules: str = "seafarers") -> tuple[bool, int]:
    """One random 4-player game of a scenario (Seafarers, or C&K with Seafarers): whether it
    was won, its actions."""
    game = Game.new(
        GameConfig(players=PLAYERS, seed=seed, rules=rules, options={"scenario": scenario})
    )
    pick = random.Random(seed).choice
    actions = 0
    while game.winner is None and actions < SEAFARERS_CAP:
        player = game.awaiting()[0]
        game.apply(player, pick(game.legal_actions(player)))
        actions += 1
    return game.winner is not None, actions


def seafarers(games: int) -> None:
    """Print games/s and actions/s per Seafarers scenario (random 4-player games), then per
    scenario offered with Cities & Knights (`cities_knights_seafarers`)."""
    from engine.rules.combos.seafarers_cities_knights import OFFERED
    from engine.rules.seafarers.scenarios import SCENARIOS

    runs = [("seafarers", s) for s in SCENARIOS]
    runs += [("cities_knights_seafarers", s) for s in OFFERED]
    for rules, scenario in runs:
        compose(rules)
        t0 = time.process_time()
        won = actions = 0
        for seed in range(games):
            finished, n = scenario_game(seed, scenario, rules)
            won += finished
            actions += n
        cpu = time.process_time() - t0
        label = "seafarers" if rules == "seafarers" else "c&k+sea"
        print(
            f"{label:<9} {scenario:<20} {games / cpu:7.1f} games/s  {actions / cpu:8.0f} actions/s"
            f"  ({actions / games:.0f} per game, {won}/{games} won)"
        )


def setup_positions(seeds: range) -> list[Game]:
    """Positions where the set-up settlement list is asked for (the longest list of the game)."""
    out: list[Game] = []
    for seed in seeds:
        game = Game.new(GameConfig(players=PLAYERS, seed=seed))
        pick = random.Random(seed).choice
        while game.phase == "setup":
            player = game.awaiting()[0]
            if game.setup_node < 0:
                out.append(game.copy())
            game.apply(player, pick(game.legal_actions(player)))
    return out


def spread_us(fn: object, states: list[Game], repeat: int = 5) -> tuple[float, float, float]:
    """Median, p90 and max over positions of the best of `repeat` calls, in microseconds."""
    import statistics

    call = fn  # type: ignore[assignment]
    times: list[float] = []
    for state in states:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter_ns()
            call(state)  # type: ignore[operator]
            best = min(best, time.perf_counter_ns() - t0)
        times.append(best / 1000)
    return statistics.median(times), statistics.quantiles(times, n=10)[-1], max(times)


def compose(rules: str) -> None:
    """Build the rule set before the clock starts: the games' CPU time is the games alone, not
    the one-time import and composition of an expansion's package (which the whole process's
    figure still counts). An older checkout without rule sets has nothing to build."""
    try:
        from engine.rules import rule_set
    except ImportError:
        return
    rule_set(rules)


def ck_games(games: int) -> int:
    """How many C&K games a run plays beside `games` base games (longer games: a third)."""
    return max(20, games // 3)


#: The C&K measurements: label, worker arguments, random_game's `cards`.
CK_RUNS = (
    ("C&K, no card play", ["--rules", "cities_knights", "--no-cards"], False),
    ("C&K, progress cards", ["--rules", "cities_knights"], True),
)


def measure() -> dict[str, float]:
    """One round of the call figures compared by --before."""
    import json
    import statistics

    out: dict[str, float] = {}
    states: list[Game] = []
    for seed in range(10_000, 10_010):
        random_game(seed, states)
    who = {id(s): s.awaiting()[0] for s in states}
    setup = setup_positions(range(10_000, 10_010))
    for s in setup:
        who[id(s)] = s.awaiting()[0]
    news: list[float] = []
    firsts: list[float] = []
    for seed in range(30_000, 30_010):  # maps this process has not seen yet
        t0 = time.perf_counter_ns()
        fresh = Game.new(GameConfig(players=PLAYERS, seed=seed))
        t1 = time.perf_counter_ns()
        fresh.legal_actions(fresh.awaiting()[0])  # the set-up settlement list
        news.append((t1 - t0) / 1000)
        firsts.append((time.perf_counter_ns() - t1) / 1000)
    out["Game.new (new map) µs"] = statistics.median(news)
    out["its first legal_actions µs"] = statistics.median(firsts)
    figures = (
        ("legal_actions", lambda g: g.legal_actions(who[id(g)]), states),
        ("legal_actions set-up", lambda g: g.legal_actions(who[id(g)]), setup),
        ("copy", lambda g: g.copy(), states),
        (
            "to_dict+json+from_dict",
            lambda g: Game.from_dict(json.loads(json.dumps(g.to_dict()))),
            states,
        ),
    )
    for label, fn, positions in figures:
        med, p90, top = spread_us(fn, positions)
        out[f"{label} µs"] = med
        if label.startswith("legal"):
            out[f"{label} p90 µs"] = p90
            out[f"{label} max µs"] = top
    return out


# As lean as the engine's worker: catanatron and what playing needs, no json.
# The games-only worker of an engine side (bench/random_games.py, imported compiled), its
# checkout first on the path.
_WORKER = (
    "import sys; sys.path[:0] = [sys.argv[sys.argv.index('--root') + 1], {bench!r}]; "
    "import random_games; random_games.worker()"
)

_CATANATRON = """
import sys, time
sys.path.insert(0, {bench!r})
from catanatron_baseline import play_games
t0 = time.process_time()
out = play_games({games}, 1)
print('{{"games": %d, "cpu": %r}}' % (out["games"], time.process_time() - t0))
"""


def worker_env(cache: str | None) -> dict[str, str]:
    """The workers' environment. With `cache` (a folder), every side imports compiled bytecode
    kept there, as an installed package does (pip compiles it at install; catanatron's side
    has it so): without it, a PYTHONDONTWRITEBYTECODE environment makes our side compile
    every module from source at each start while the other side does not."""
    env = dict(os.environ)
    if cache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = cache
    return env


def run_side(command: list[str], env: dict[str, str] | None = None) -> tuple[dict[str, Any], float]:
    """Run one worker process; its printed figures and its whole CPU time (user + system)."""
    import json
    import resource
    import subprocess

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # The worker's errors go to our stderr (a failing side then says why).
    out = subprocess.run(command, stdout=subprocess.PIPE, text=True, check=True, env=env).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    whole = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return json.loads(out.strip().splitlines()[-1]), whole


def plain_python(folder: str) -> str:
    """The python of a new virtual environment in `folder` with nothing installed: the engine
    sides' workers run there, imported from their checkouts (`--root`), as a user's
    environment holding only the engine would run them. This script's own environment may be a
    development one whose start-up hooks (an editable install's import finder: pathlib, re and
    more at every start, about 15 ms) belong to no engine; catanatron's side runs in its own
    environment, which has none."""
    import venv

    venv.create(folder, with_pip=False, symlinks=True)
    return os.path.join(folder, "bin", "python")


def _row(label: str, series: dict[str, list[float]], fmt: str = "8.2f") -> str:
    import statistics

    parts = []
    for side, values in series.items():
        v = sorted(values)
        parts.append(f"{side} min {v[0]:{fmt}} med {statistics.median(v):{fmt}} max {v[-1]:{fmt}}")
    return f"{label:<30} " + "  |  ".join(parts)


def compare(
    before: Path | None,
    rounds: int,
    games: int,
    catanatron: str | None,
    bytecode: bool,
    python: str | None,
) -> None:
    """Alternate rounds of the older checkout, this one and catanatron (each side a fresh
    process per round, the order rotated); print min/median/max of each and the ratios.
    `python`: the engine sides' interpreter (None: a new empty environment's)."""
    import statistics
    import tempfile
    from pathlib import Path

    cache = tempfile.TemporaryDirectory(prefix="bench-bytecode-") if bytecode else None
    env = worker_env(cache.name if cache is not None else None)
    plain = tempfile.TemporaryDirectory(prefix="bench-python-") if python is None else None
    ours = plain_python(plain.name) if plain is not None else str(python)

    me = Path(__file__).resolve()
    roots = {"after": Path(ROOT)}
    if before is not None:
        roots = {"before": before.resolve(), "after": Path(ROOT)}
    worker = _WORKER.format(bench=str(me.parent))
    sides: dict[str, list[str]] = {
        side: [ours, "-c", worker, "--root", str(root), "--games", str(games)]
        for side, root in roots.items()
    }
    micro = {
        side: [ours, str(me), "--worker", "--root", str(root), "--micro"]
        for side, root in roots.items()
    }
    warm = {side: [*command[:-1], "1"] for side, command in sides.items()}
    if catanatron is not None:
        code = _CATANATRON.format(bench=str(me.parent), games=games)
        sides["catanatron"] = [catanatron, "-c", code]
        warm["catanatron"] = [catanatron, "-c", _CATANATRON.format(bench=str(me.parent), games=1)]
    cpu: dict[str, list[float]] = {side: [] for side in sides}
    whole: dict[str, list[float]] = {side: [] for side in sides}
    calls: dict[str, list[dict[str, float]]] = {side: [] for side in roots}
    # Per C&K run, per side: games/s, and its ratio to the base games/s of the same round.
    ck: dict[str, dict[str, list[float]]] = {label: {} for label, _, _ in CK_RUNS}
    ck_ratio: dict[str, dict[str, list[float]]] = {label: {} for label, _, _ in CK_RUNS}
    # Per C&K run, per side: its CPU cost per action over the base game's in the same round.
    ck_cost: dict[str, dict[str, list[float]]] = {label: {} for label, _, _ in CK_RUNS}
    names = list(sides)
    if cache is not None:
        for command in warm.values():  # untimed: writes the bytecode the timed rounds import
            run_side(command, env)
    for r in range(rounds):
        for side in names[r % len(names) :] + names[: r % len(names)]:
            out, spent = run_side(sides[side], env)
            cpu[side].append(out["games"] / out["cpu"])
            base_cost = out["cpu"] / out["actions"] if out.get("actions") else 0.0
            whole[side].append(out["games"] / spent)
            if side in roots:
                calls[side].append(run_side(micro[side], env)[0])
                for label, extra, _ in CK_RUNS:
                    command = [*sides[side][:-1], str(ck_games(games)), *extra]
                    played = run_side(command, env)[0]
                    if "skipped" not in played:
                        rate = played["games"] / played["cpu"]
                        ck[label].setdefault(side, []).append(rate)
                        ck_ratio[label].setdefault(side, []).append(rate / cpu[side][-1])
                        if base_cost:
                            cost = played["cpu"] / played["actions"] / base_cost
                            ck_cost[label].setdefault(side, []).append(cost)
    if cache is not None:
        cache.cleanup()
    if plain is not None:
        plain.cleanup()
    for side, root in roots.items():
        print(f"{side}: {root}")
    print(
        "engine sides run by a new empty environment's python (imported from the checkouts)"
        if plain is not None
        else f"engine sides run by {ours}"
    )
    print(f"{rounds} rounds in rotating order; each side plays {games} random 4-player games")
    print(
        "modules imported from compiled bytecode on every side"
        if cache is not None
        else "our sides compile their modules from source at every start (--source)"
        if os.environ.get("PYTHONDONTWRITEBYTECODE")
        else "bytecode as the environment leaves it"
    )
    print(_row("games/s (CPU, games only)", cpu))
    print(_row("games/s (CPU, whole process)", whole))
    for key in calls["after"][0]:
        if all(key in x for xs in calls.values() for x in xs):
            print(_row(key, {side: [x[key] for x in xs] for side, xs in calls.items()}))
    print(f"C&K: {ck_games(games)} random 4-player games per round, beside the base games")
    for label, _, _ in CK_RUNS:
        print(_row(f"{label} games/s", ck[label]))
        print(_row(f"{label} / base", ck_ratio[label]))
        print(_row(f"{label} cost per action / base", ck_cost[label]))
    for a, b in (("after", "before"), ("after", "catanatron"), ("before", "catanatron")):
        if a in sides and b in sides:
            c = statistics.median(cpu[a]) / statistics.median(cpu[b])
            w = statistics.median(whole[a]) / statistics.median(whole[b])
            print(f"games/s {a}/{b}: CPU {c:5.2f}x   whole process {w:5.2f}x   (medians)")
    for a, b in (("after", "before"), ("after", "catanatron")):
        if a in sides and b in sides:  # each round's own ratio (its processes ran together)
            print(
                _row(
                    f"{a}/{b} per round",
                    {
                        "CPU": [x / y for x, y in zip(cpu[a], cpu[b], strict=True)],
                        "whole": [x / y for x, y in zip(whole[a], whole[b], strict=True)],
                    },
                    "5.2f",
                )
            )


def variants(games: int, base: tuple[float, float] | None) -> None:
    """Games/s of the other rule sets: C&K (4 players) without and with progress cards, the
    2-player variant and C&K for two, and the 5–6 extension's games of 5 and 6 players (base
    and C&K, the special building phase included), with the ratio to the base game's rate
    when it was measured in this process (`base`: games/s and CPU seconds per action)."""
    for rules, players, count, cards, label in (
        ("cities_knights", 4, max(20, games // 3), False, " without progress cards"),
        ("cities_knights", 4, max(20, games // 3), True, " with progress cards"),
        ("two_player", 2, max(20, games // 2), True, ""),
        ("cities_knights_two_player", 2, max(10, games // 6), True, ""),
        ("five_six", 5, max(10, games // 3), True, ""),
        ("five_six", 6, max(10, games // 3), True, ""),
        ("cities_knights_five_six", 5, max(6, games // 6), True, ""),
        ("cities_knights_five_six", 6, max(6, games // 6), True, ""),
    ):
        compose(rules)
        seats = players if rules.endswith("five_six") else None
        t0 = time.process_time()
        actions = 0
        for seed in range(count):
            actions += random_game(seed, rules=rules, cards=cards, seats=seats)[1]
        cpu = time.process_time() - t0
        ratio = f"   ({count / cpu / base[0]:.2f}x base)" if base else ""
        cost = cpu / actions
        costs = f"   ({cost / base[1]:.2f}x base)" if base else ""
        print(f"{rules}{label}: {count} random {players}-player games in {cpu:.2f} s of CPU")
        print(f"  games/s   {count / cpu:8.1f}{ratio}")
        print(f"  actions/s {actions / cpu:8.0f}   ({actions / count:.0f} per game)")
        print(f"  µs/action {cost * 1e6:8.2f}{costs}")


def main() -> None:
    import argparse
    import json
    from pathlib import Path

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--before", type=Path, help="an older checkout to compare with")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument(
        "--source",
        action="store_true",
        help="leave the environment's bytecode setting as it is (with PYTHONDONTWRITEBYTECODE, "
        "our sides then compile from source at every start; catanatron's installed package "
        "still has its bytecode)",
    )
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--micro", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--root", type=Path, help=argparse.SUPPRESS)
    default_cat = "/tmp/catanatron-venv/bin/python"
    parser.add_argument(
        "--catanatron",
        default=default_cat if os.path.exists(default_cat) else None,
        help="python of an environment with catanatron 3.2.1 installed",
    )
    parser.add_argument(
        "--python",
        help="the interpreter of the engine sides' workers in comparison mode (default: a new "
        "empty environment's, see plain_python)",
    )
    parser.add_argument("--seafarers", action="store_true", help="only Seafarers, per scenario")
    args = parser.parse_args()
    if args.seafarers:
        seafarers(max(5, args.games // 6))
        return
    if args.worker:
        print(json.dumps(measure() if args.micro else play_for_cpu(args.games)))
        return
    catanatron = args.catanatron or None  # --catanatron "": not measured
    if args.before is not None or catanatron is not None:
        compare(args.before, args.rounds, args.games, catanatron, not args.source, args.python)
        variants(args.games, None)
        return

    out = play_for_cpu(args.games)
    print(f"hexhaven: {args.games} random 4-player games in {out['cpu']:.2f} s of CPU")
    print(f"  games/s   {args.games / out['cpu']:8.1f}")
    per_game = out["actions"] / args.games
    print(f"  actions/s {out['actions'] / out['cpu']:8.0f}   ({per_game:.0f} per game)")
    print(f"  µs/action {out['cpu'] / out['actions'] * 1e6:8.2f}")
    for key, value in measure().items():
        print(f"{key:<30} {value:8.2f}")
    variants(args.games, (args.games / out["cpu"], out["cpu"] / out["actions"]))
    seafarers(max(5, args.games // 6))


if __name__ == "__main__":
    main()
