"""Benchmark of the game service: `act` latency on a database holding many active games, and the
process memory with many stored games. Prints figures; asserts nothing.

    python bench/service.py                      # 10,000 stored games, 1,000 of them active
    python bench/service.py --games 2000 --active 200 --acts 500   # a quicker run
    python bench/service.py --db /tmp/bench.db   # keep the database to measure it again

Rendering is not part of any figure.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.service import Service, User
from bot.store import Store
from engine import Game

PLAYERS = [User(f"90000000000000000{i}", f"Player {i}") for i in range(1, 4)]


def rss_mb() -> tuple[float, float]:
    """(current, peak) resident memory of this process, in MB."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def pick(game: Game, rng: random.Random) -> tuple[str, str]:
    """An awaited player and a legal move, biased towards building so games progress."""
    user = rng.choice(game.awaiting())
    moves = [str(a) for a in game.legal_actions(user)]
    builds = [m for m in moves if m.startswith(("build city", "build settlement"))]
    if builds and rng.random() < 0.9:
        return user, rng.choice(builds)
    if "end" in moves and rng.random() < 0.6:
        return user, "end"
    return user, rng.choice(moves)


async def populate(db: Path, games: int, active: int, moves: int) -> None:
    """Create the games: `active` of them with `moves` moves, the rest with a few."""
    store = await Store.open(db, synchronous="OFF")
    service = Service(store, rng=random.Random(1), cache_size=8)
    rng = random.Random(2)
    started = time.perf_counter()
    for number in range(games):
        channel = f"bench-{number}"
        await service.create_table(channel, PLAYERS[0])
        for guest in PLAYERS[1:]:
            await service.join(channel, guest)
        await service.start(channel, PLAYERS[0])
        for _ in range(moves if number < active else 3):
            table = await service.core.latest(channel)
            if table.row.status != "playing":
                break
            user, move = pick(await service.core.game(table), rng)
            await service.act(channel, user, move)
        if number and number % 1000 == 0:
            print(f"  populated {number} games ({time.perf_counter() - started:.0f} s)", flush=True)
    await service.close()


def percentile(samples: list[float], q: float) -> float:
    """The q-th percentile (0..100) of the samples."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


async def _timed_acts(
    measured: Service, chooser: Service, channels: list[str], acts: int, rng: random.Random
) -> list[float]:
    samples = []
    for _ in range(acts):
        channel = rng.choice(channels)
        table = await chooser.core.latest(channel)
        if table.row.status != "playing":
            continue
        user, move = pick(await chooser.core.game(table), rng)
        begin = time.perf_counter()
        await measured.act(channel, user, move, version=table.row.version)
        samples.append((time.perf_counter() - begin) * 1000)
    return samples


def _report(title: str, samples: list[float]) -> None:
    print(
        f"{title}: n={len(samples)} p50={percentile(samples, 50):.2f} ms "
        f"p99={percentile(samples, 99):.2f} ms max={max(samples):.2f} ms "
        f"mean={statistics.fmean(samples):.2f} ms"
    )


async def measure(db: Path, games: int, active: int, acts: int, cache: int) -> None:
    """Latency of `act` (cache misses and hits) and memory, in a fresh process."""
    base = rss_mb()[0]
    measured = await Service.open(db, cache_size=cache)
    chooser = await Service.open(db, cache_size=0)
    rng = random.Random(3)
    print(f"RSS after start-up: {base:.1f} MB; with the service open: {rss_mb()[0]:.1f} MB")
    channels = [f"bench-{n}" for n in range(active)]
    _report(
        f"act, random game among {active} active (cache {cache})",
        await _timed_acts(measured, chooser, channels, acts, rng),
    )
    _report(
        "act, the same game again and again (cache hits)",
        await _timed_acts(measured, chooser, channels[:1], min(acts, 300), rng),
    )
    print(f"RSS after the acts: {rss_mb()[0]:.1f} MB")
    started = time.perf_counter()
    for number in range(games):
        await measured.status(f"bench-{number}")
    now, peak = rss_mb()
    print(
        f"RSS after loading each of the {games} stored games once "
        f"({time.perf_counter() - started:.1f} s): {now:.1f} MB (peak {peak:.1f} MB); "
        f"games held in memory: {len(measured.core.cache)}"
    )
    await chooser.close()
    await measured.close()


def main() -> None:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="database file (kept; reused if it exists)")
    parser.add_argument("--games", type=int, default=10_000, help="stored games")
    parser.add_argument("--active", type=int, default=1_000, help="active games acted on")
    parser.add_argument("--moves", type=int, default=40, help="moves already in each active game")
    parser.add_argument("--acts", type=int, default=2_000, help="timed acts")
    parser.add_argument("--cache", type=int, default=64, help="games kept in memory")
    parser.add_argument("--measure-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure_only:
        asyncio.run(measure(args.db, args.games, args.active, args.acts, args.cache))
        return
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or Path(tmp) / "bench.db"
        if not db.exists():
            print(f"Populating {db}: {args.games} games, {args.active} with {args.moves} moves")
            started = time.perf_counter()
            asyncio.run(populate(db, args.games, args.active, args.moves))
            size = sum(p.stat().st_size for p in db.parent.glob(db.name + "*")) / 2**20
            print(f"  done in {time.perf_counter() - started:.0f} s; file {size:.0f} MB")
        # Measure in a fresh process, so that nothing of the population is counted.
        command = [sys.executable, __file__, "--measure-only", "--db", str(db)]
        for name in ("games", "active", "acts", "cache"):
            command += [f"--{name}", str(getattr(args, name))]
        subprocess.run(command, check=True)


if __name__ == "__main__":
    main()
