"""Benchmark of the game service: `act` latency with many live games, one at a time and with
actions arriving concurrently, on a store that also holds finished games; the database size per
finished game; the process memory. Prints figures; asserts nothing.

    python bench/service.py                  # 1,000 live games, 20 finished (a few minutes)
    python bench/service.py --finished 200 --rates 50 100 200 400 800 --seconds 20   # longer
    python bench/service.py --db /tmp/bench.db   # keep the database to measure it again
    python bench/service.py --before /work/baseline   # an older checkout, then this one

Concurrent load: arrivals form a Poisson process at each stated rate (actions per second over
all live games); each arrival is its own asyncio task that acts for a player of a random live
game. A rate is sustained when the completed actions keep up with it (at least 95 %) and the
p99 latency, from arrival to the outcome, is at most 100 ms. Event-loop lag is how late a 10 ms
sleep wakes; the garbage collector's pauses are shown beside it. Moves are chosen from a copy of
each game the benchmark keeps itself, so choosing reads nothing from the service (those copies
are frozen out of the collector's way). Rendering is not part of any figure.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

# The checkout whose code is measured: `--root PATH`, else the one holding this script.
sys.path.insert(
    0,
    sys.argv[sys.argv.index("--root") + 1]
    if "--root" in sys.argv
    else str(Path(__file__).resolve().parents[1]),
)

from bot.service import Refusal, Service, User
from bot.store import Store
from engine import Game

PLAYERS = [User(f"90000000000000000{i}", f"Player {i}") for i in range(1, 4)]
TARGET_P99_MS = 100.0
KEEP_UP = 0.95


def rss_mb() -> tuple[float, float]:
    """(current, peak) resident memory of this process, in MB."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        fields[key] = value.strip()
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def db_mb(db: Path) -> float:
    """The database's size on disk with its WAL and shared-memory files, in MB."""
    return sum(p.stat().st_size for p in db.parent.glob(db.name + "*")) / 2**20


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


async def new_table(service: Service, channel: str) -> None:
    """A started 3-player table."""
    await service.lobby.create_table(channel, PLAYERS[0])
    for guest in PLAYERS[1:]:
        await service.lobby.join(channel, guest)
    await service.play.start(channel, PLAYERS[0])


async def play(service: Service, channel: str, moves: int, rng: random.Random) -> int:
    """Up to `moves` moves (fewer if the game ends); the number made."""
    game = (await service.core.game(await service.core.latest(channel))).copy()
    made = 0
    while made < moves and game.winner is None:
        user, move = pick(game, rng)
        await service.play.act(channel, user, move)
        game.apply(user, move)
        made += 1
    return made


async def populate_finished(db: Path, finished: int, limit: int) -> None:
    """`finished` games played to the end (or to `limit` moves), then the size per game."""
    await (await Store.open(db)).close()  # the schema alone, to subtract
    empty = db_mb(db)
    store = await Store.open(db, synchronous="OFF")
    service = Service(store, rng=random.Random(1), cache_size=8)
    rng = random.Random(4)
    lengths = []
    try:
        for number in range(finished):
            channel = f"done-{number}"
            await new_table(service, channel)
            lengths.append(await play(service, channel, limit, rng))
    finally:
        await service.close()
    ended = sum(1 for n in lengths if n < limit)
    size = db_mb(db) - empty
    print(
        f"  {finished} finished games ({ended} won, the rest stopped at {limit} moves), "
        f"{statistics.fmean(lengths):.0f} moves each on average; "
        f"database {size:.1f} MB: {size * 1024 / max(finished, 1):.0f} KB per finished game"
    )


async def populate_live(db: Path, live: int, moves: int) -> None:
    """`live` games in play, `moves` moves into each."""
    store = await Store.open(db, synchronous="OFF")
    service = Service(store, rng=random.Random(1), cache_size=8)
    rng = random.Random(2)
    started = time.perf_counter()
    try:
        for number in range(live):
            channel = f"bench-{number}"
            await new_table(service, channel)
            await play(service, channel, moves, rng)
            if number and number % 250 == 0:
                print(f"  {number} live games ({time.perf_counter() - started:.0f} s)", flush=True)
    finally:
        await service.close()


def percentile(samples: list[float], q: float) -> float:
    """The q-th percentile (0..100) of the samples; NaN when there are none."""
    if not samples:
        return float("nan")
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def _report(title: str, samples: list[float]) -> None:
    if not samples:
        print(f"{title}: no samples")
        return
    print(
        f"{title}: n={len(samples)} p50={percentile(samples, 50):.2f} ms "
        f"p99={percentile(samples, 99):.2f} ms max={max(samples):.2f} ms "
        f"mean={statistics.fmean(samples):.2f} ms"
    )


@dataclass
class Mirror:
    """The benchmark's own copy of a live game, and the table version it matches."""

    game: Game
    version: int


async def mirrors(service: Service, channels: list[str]) -> dict[str, Mirror]:
    """A copy of every game still in play."""
    found = {}
    for channel in channels:
        table = await service.core.latest(channel)
        if table.row.status == "playing":
            game = (await service.core.game(table)).copy()
            found[channel] = Mirror(game, table.row.version)
    return found


async def act_once(
    service: Service, live: dict[str, Mirror], channel: str, rng: random.Random
) -> str | None:
    """One action of a player of `channel`, chosen from the mirror; None if it was applied,
    else the refusal's code ("moved_on" when another arrival for the game got there first)."""
    mirror = live[channel]
    user, move = pick(mirror.game, rng)
    try:
        outcome = await service.play.act(channel, user, move, version=mirror.version)
    except Refusal as refusal:
        return refusal.code
    if live.get(channel) is mirror and outcome.version is not None:
        if mirror.version < outcome.version:
            mirror.game.apply(user, move)
            mirror.version = outcome.version
        if outcome.finished:
            del live[channel]
    return None


async def sequential(
    service: Service, live: dict[str, Mirror], acts: int, rng: random.Random
) -> list[float]:
    """`acts` actions one after another on random live games; milliseconds each."""
    samples = []
    for _ in range(acts):
        if not live:
            break
        channel = rng.choice(sorted(live))
        begin = time.perf_counter()
        await act_once(service, live, channel, rng)
        samples.append((time.perf_counter() - begin) * 1000)
    return samples


class GcPauses:
    """The garbage collector's pauses (milliseconds) while installed: they stop the loop too."""

    def __init__(self) -> None:
        self.pauses: list[float] = []
        self._began = 0.0

    def __enter__(self) -> GcPauses:
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._callback)

    def _callback(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.pauses.append((time.perf_counter() - self._began) * 1000)


async def lag_monitor(samples: list[float], stop: asyncio.Event) -> None:
    """How late a 10 ms sleep wakes, in milliseconds, until `stop`."""
    while not stop.is_set():
        begin = time.perf_counter()
        await asyncio.sleep(0.01)
        samples.append((time.perf_counter() - begin - 0.01) * 1000)


async def concurrent(
    service: Service, live: dict[str, Mirror], rate: float, seconds: float, seed: int
) -> bool:
    """Poisson arrivals at `rate` per second for `seconds`; prints the figures and says whether
    the rate was sustained."""
    rng = random.Random(seed)
    latencies: list[float] = []
    lags: list[float] = []
    refused: Counter[str] = Counter()
    stop = asyncio.Event()
    monitor = asyncio.create_task(lag_monitor(lags, stop))
    tasks: set[asyncio.Task[None]] = set()

    async def arrival(at: float, channel: str) -> None:
        code = await act_once(service, live, channel, rng)
        if code is not None:
            refused[code] += 1
        latencies.append((time.perf_counter() - at) * 1000)

    collector = GcPauses().__enter__()
    start = time.perf_counter()
    due = start
    arrivals = 0
    while True:
        due += rng.expovariate(rate)
        if due - start >= seconds:
            break
        delay = due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        if not live:
            break
        task = asyncio.create_task(arrival(due, rng.choice(sorted(live))))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
        arrivals += 1
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - start
    stop.set()
    await monitor
    collector.__exit__()
    gc_pauses = collector.pauses
    done = len(latencies)
    throughput = done / elapsed
    p99 = percentile(latencies, 99)
    sustained = throughput >= KEEP_UP * arrivals / seconds and p99 <= TARGET_P99_MS
    print(
        f"  {rate:4.0f}/s offered: {arrivals} arrivals, {throughput:6.1f} acts/s done "
        f"(refused: {dict(refused) or 'none'}); act p50 {percentile(latencies, 50):6.1f} ms "
        f"p99 {p99:6.1f} max {max(latencies, default=float('nan')):6.1f}; "
        f"loop lag p50 {percentile(lags, 50):5.1f} p99 {percentile(lags, 99):6.1f} "
        f"max {max(lags, default=float('nan')):6.1f} ms (gc: {len(gc_pauses)} pauses, "
        f"max {max(gc_pauses, default=0.0):.1f} ms); {len(live)} live"
        + ("" if sustained else "  (not sustained)")
    )
    return sustained


async def measure(args: argparse.Namespace) -> None:
    """Latency of `act`, one at a time and concurrently, and memory, in a fresh process."""
    base = rss_mb()[0]
    service = await Service.open(args.db, cache_size=args.cache)
    try:
        rng = random.Random(3)
        print(f"RSS after start-up: {base:.1f} MB; with the service open: {rss_mb()[0]:.1f} MB")
        chooser = await Service.open(args.db, cache_size=0)
        try:
            live = await mirrors(chooser, [f"bench-{n}" for n in range(args.live)])
        finally:
            await chooser.close()
        # The benchmark's own copies of 1,000 games would make every full collection walk them
        # (pauses of 100 ms and more, counted as the service's): they are set aside.
        gc.collect()
        gc.freeze()
        print(f"{len(live)} live games; the service keeps {args.cache} in memory")
        _report(
            f"act one at a time, a random live game (cache {args.cache})",
            await sequential(service, live, args.acts, rng),
        )
        one = dict(list(live.items())[:1])  # the first game still in play (it may end here)
        _report(
            "act one at a time, the same game again and again (cache hits)",
            await sequential(service, one, min(args.acts, 300), rng),
        )
        for channel in list(live)[:1]:
            if channel not in one:
                del live[channel]
        print(f"Concurrent arrivals, {args.seconds:g} s per rate:")
        best = 0.0
        for number, rate in enumerate(args.rates):
            if await concurrent(service, live, rate, args.seconds, 10 + number):
                best = max(best, rate)
        print(
            f"highest sustained rate: {best:.0f} acts/s (p99 <= {TARGET_P99_MS:.0f} ms, "
            f"{KEEP_UP:.0%} kept up) with {args.live} live games"
            if best
            else "no rate sustained"
        )
        print(f"RSS after the acts: {rss_mb()[0]:.1f} MB (peak {rss_mb()[1]:.1f} MB)")
    finally:
        await service.close()


def main() -> None:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="database file (kept; reused if it exists)")
    parser.add_argument("--live", type=int, default=1_000, help="live games")
    parser.add_argument("--moves", type=int, default=30, help="moves already in each live game")
    parser.add_argument("--finished", type=int, default=20, help="finished games stored")
    parser.add_argument("--limit", type=int, default=2_000, help="most moves of a finished game")
    parser.add_argument("--acts", type=int, default=500, help="acts timed one at a time")
    parser.add_argument("--cache", type=int, default=64, help="games the service keeps in memory")
    parser.add_argument(
        "--rates", type=float, nargs="+", default=[25, 50, 100, 200], help="arrivals per second"
    )
    parser.add_argument("--seconds", type=float, default=5, help="seconds per rate")
    parser.add_argument("--root", type=Path, help="measure the code of another checkout")
    parser.add_argument(
        "--before",
        type=Path,
        help="an older checkout: the whole run with its code, then this one's",
    )
    parser.add_argument("--measure-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.before is not None:
        rest = sys.argv[1:]
        at = rest.index("--before")
        del rest[at : at + 2]
        for root in (args.before, Path(__file__).resolve().parents[1]):
            print(f"Code measured: {root.resolve()}", flush=True)
            subprocess.run([sys.executable, __file__, *rest, "--root", str(root)], check=True)
        return
    if args.measure_only:
        asyncio.run(measure(args))
        return
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or Path(tmp) / "bench.db"
        if not db.exists():
            started = time.perf_counter()
            print(f"Populating {db}: {args.finished} finished games, {args.live} live ones")
            asyncio.run(populate_finished(db, args.finished, args.limit))
            asyncio.run(populate_live(db, args.live, args.moves))
            print(f"  done in {time.perf_counter() - started:.0f} s; file {db_mb(db):.0f} MB")
        # Measure in a fresh process, so that nothing of the population is counted.
        command = [sys.executable, __file__, "--measure-only", "--db", str(db)]
        command += ["--root", sys.path[0]]
        for name in ("live", "acts", "cache", "seconds"):
            command += [f"--{name}", str(getattr(args, name))]
        command += ["--rates", *(str(r) for r in args.rates)]
        subprocess.run(command, check=True)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        # Each phase closed its store on the way out (their `finally`), the measuring process
        # has been waited for and the temporary folder removed: say so without a traceback.
        print("interrupted (what was opened is closed)", file=sys.stderr)
        sys.exit(130)
