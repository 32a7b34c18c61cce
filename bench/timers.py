"""Benchmark of the turn timers: scheduling and firing with many pending deadlines, and the CPU
an idle scheduler uses. Prints figures; asserts nothing.

    python bench/timers.py                  # 1k / 10k / 100k pending deadlines
    python bench/timers.py --sizes 1000 10000 --fires 200
    python bench/timers.py --before /work/baseline --rounds 2   # service fires, before and after

- scheduling: adding a deadline, finding the earliest (`next_due`) and the due ones (`due`),
  at each size, with SQLite's query plans (the partial indexes make each O(log n));
- firing: the scheduler loop marking deadlines fired one transaction each, and real reminders
  and expiries through the service (a reminder recorded, or a default move committed) beside
  1k, 10k and 100k other pending deadlines, games cached and loaded from the database, with
  `synchronous=FULL` (what the bot runs) and `NORMAL`, beside a player's own `act`; each fire
  in wall time and in the process's CPU time (both threads: on a loaded machine the wall time
  mostly measures the neighbours, while the CPU time leaves out the wait for the disk's sync);
  the process's memory is settled as the bot's is once started (`bot.memory`), when the
  measured checkout has it;
- the parts of a fire whose game is loaded from the database (reading the table, loading the
  game, the public view, an empty write transaction, a one-row write with each `synchronous`
  mode: what a commit's sync of the file costs on this disk), each
  min/median/max over interleaved rounds, so what a fire costs can be read off;
- idle: the process CPU time over one idle second with the next deadline a day away.
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
from collections.abc import Sequence
from pathlib import Path

# The checkout whose code is measured: `--root PATH`, else the one holding this script.
sys.path.insert(
    0,
    sys.argv[sys.argv.index("--root") + 1]
    if "--root" in sys.argv
    else str(Path(__file__).resolve().parents[1]),
)

from bot.service import Outcome, Service, User
from bot.service.cache import GameCache
from bot.service.loading import load_game
from bot.store import Store, deadlines
from bot.store.connection import Synchronous
from bot.store.deadlines import DeadlineRow
from bot.timers import ManualClock, TimerLoop, make_scheduler

MEASURED = Path(sys.path[0]).resolve()
T0 = 1_700_000_000.0
MODES: tuple[Synchronous, ...] = ("FULL", "NORMAL")
PLAYERS = [User(f"90000000000000000{i}", f"Player {i}") for i in range(1, 4)]
PLANS = {
    "next_due": "SELECT min(wake_at) FROM deadlines WHERE fired = 0",
    "due": "SELECT id FROM deadlines WHERE fired = 0 AND wake_at <= ? "
    "ORDER BY wake_at, id LIMIT 100",
    "collapse_overdue": "UPDATE deadlines SET wake_at = due_at "
    "WHERE fired = 0 AND due_at <= ? AND wake_at < due_at",
}


async def fill(store: Store, count: int, rng: random.Random, tables: int = 100) -> None:
    """`count` synthetic pending deadlines spread over 30 days, on `tables` playing tables."""
    async with store.transaction() as db:
        first = int(
            next(
                iter(await db.execute_fetchall("SELECT coalesce(max(id), 0) + 1 FROM game_tables"))
            )[0]
        )
        await db.executemany(
            "INSERT INTO game_tables (channel, host, status, options, created_at) "
            "VALUES (?, 'h', 'playing', '{}', 0)",
            [(f"synthetic-{first + t}",) for t in range(tables)],
        )
        rows = []
        for i in range(count):
            due = T0 + 86400 + rng.uniform(0, 30 * 86400)
            rows.append((first + i % tables, f"p{i % 4}", "roll", due, T0, T0, due))
        await db.executemany(
            "INSERT INTO deadlines (table_id, player, kind, due_at, created_at, starts_at, "
            "wake_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows,
        )


def per_call_us(total: float, calls: int) -> str:
    """Microseconds per call."""
    return f"{total / calls * 1e6:8.1f} µs"


async def scheduling(sizes: Sequence[int], repeat: int) -> None:
    """Cost of adding a deadline and finding the earliest and the due ones, by size."""
    print("Scheduling (pending deadlines → cost per call)")
    print(f"{'pending':>9} {'add_deadline':>14} {'next_due':>12} {'due(100)':>12}")
    for size in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            store = await Store.open(Path(tmp) / "s.db", synchronous="NORMAL")
            await fill(store, size, random.Random(size))
            rng = random.Random(1)
            started = time.perf_counter()
            for _ in range(repeat):
                async with store.transaction() as db:
                    due = T0 + 86400 + rng.uniform(0, 30 * 86400)
                    await deadlines.add_deadline(db, 1, "p", "roll", due, T0)
            add = time.perf_counter() - started
            started = time.perf_counter()
            async with store.reading() as db:
                for _ in range(repeat):
                    await deadlines.next_due(db)
            nxt = time.perf_counter() - started
            async with store.reading() as db:
                hundredth = (await deadlines.due(db, T0 + 40 * 86400, 100))[-1].wake_at
            started = time.perf_counter()
            async with store.reading() as db:
                for _ in range(repeat):
                    await deadlines.due(db, hundredth, 100)  # the 100 earliest, at every size
            found = time.perf_counter() - started
            print(
                f"{size:>9,} {per_call_us(add, repeat):>14} {per_call_us(nxt, repeat):>12} "
                f"{per_call_us(found, repeat):>12}"
            )
            if size == sizes[-1]:
                print("Query plans:")
                async with store.reading() as db:
                    for name, sql in PLANS.items():
                        args = (T0,) if "?" in sql else ()
                        plan = await db.execute_fetchall("EXPLAIN QUERY PLAN " + sql, args)
                        print(f"  {name:<17} " + "; ".join(str(r[3]) for r in plan))
            await store.close()


async def loop_firing(size: int) -> None:
    """The scheduler loop firing every deadline of a full table, one transaction per fire."""
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "f.db", synchronous="NORMAL")
        await fill(store, size, random.Random(2), tables=500)
        clock = ManualClock(T0)
        fired = 0

        async def handler(rows: Sequence[DeadlineRow], now: float) -> None:
            nonlocal fired
            async with store.transaction() as db:
                for row in rows:
                    await deadlines.mark_fired(db, row.id)
                    fired += 1

        loop = TimerLoop(
            store, handler, clock=clock, sleeper=clock.wait_until, wake=asyncio.Event()
        )
        clock.set(T0 + 40 * 86400)
        started = time.perf_counter()
        await loop.run_due()
        elapsed = time.perf_counter() - started
        await store.close()
    print(
        f"Loop: fired {fired:,} synthetic deadlines in deadline order in {elapsed:.2f} s "
        f"({elapsed / fired * 1e3:.3f} ms per fire, one transaction each)"
    )


async def _games_in_play(service: Service, count: int) -> None:
    """`count` games whose set-up is over (played with default moves), each awaiting a roll."""
    for channel in range(count):
        await service.lobby.create_table(
            channel, PLAYERS[0], {"turn_time": "1h", "timeout": "default"}
        )
        for user in PLAYERS[1:]:
            await service.lobby.join(channel, user)
        await service.play.start(channel, PLAYERS[0])
        while True:
            game = await service.core.game(await service.core.latest(channel))
            if game.view(None)["phase"] != "setup":
                break
            player = game.awaiting()[0]
            await service.play.act(channel, player, str(game.default_action(player)))


def settle_as_the_bot_does() -> None:
    """What the measured checkout's bot does with its memory once started (`bot.memory`:
    start-up's objects frozen out of the cycle collector's passes); an older checkout without
    it runs as it did. Called once the service is open, before the games are made."""
    # Looked for in the measured checkout's files: an editable install would otherwise find
    # this checkout's module for an older one.
    if not (MEASURED / "bot" / "memory.py").exists():
        return
    from bot.memory import settle

    settle()


async def service_firing(
    sizes: Sequence[int], fires: int, synchronous: Synchronous, loaded_only: bool = False
) -> None:
    """Real reminders and expiries through the service at each number of other pending
    deadlines, with the games cached and loaded from the database.

    The games' turn time is an hour with reminders at 50 % and 90 %: every half hour of the
    manual clock fires a reminder, then an expiry (the `default` policy plays one move: a roll,
    then the end of the turn, ...) for each of the `fires` games."""
    with tempfile.TemporaryDirectory() as tmp:
        clock = ManualClock(T0)
        store = await Store.open(Path(tmp) / "g.db", synchronous=synchronous)
        service = Service(store, rng=random.Random(5), clock=clock, cache_size=2 * fires)
        settle_as_the_bot_does()
        try:
            await _games_in_play(service, fires)
            delivered: list[Outcome] = []

            async def deliver(channel: int | str, outcome: Outcome) -> None:
                delivered.append(outcome)

            scheduler = make_scheduler(service, deliver)
            pending = 0
            for size in sizes:
                await fill(store, size - pending, random.Random(size))
                pending = size
                for warm in (False,) if loaded_only else (True, False):
                    figures = []
                    for label in ("reminder", "expiry"):
                        clock.advance(1800)
                        if not warm:
                            service.core.cache = GameCache(2 * fires)
                        started, cpu = time.perf_counter(), time.process_time()
                        handled = await scheduler.run_due()
                        elapsed = time.perf_counter() - started
                        cpu = time.process_time() - cpu
                        each = max(handled, 1) / 1e3
                        figures.append(
                            f"{label} {elapsed / each:5.2f} ms (CPU {cpu / each:5.2f} ms)"
                        )
                    cache = "cached" if warm else "loaded from the database"
                    print(
                        f"  {size:>9,} pending  {figures[0]}  {figures[1]}  "
                        f"(games {cache}; synchronous={synchronous})",
                        flush=True,
                    )
        finally:
            await service.close()


async def act_latency(count: int) -> None:
    """For comparison: a player's own `act` (a roll) on the same kind of games."""
    with tempfile.TemporaryDirectory() as tmp:
        clock = ManualClock(T0)
        store = await Store.open(Path(tmp) / "a.db", synchronous="NORMAL")
        service = Service(store, rng=random.Random(5), clock=clock, cache_size=2 * count)
        await _games_in_play(service, count)
        started = time.perf_counter()
        for channel in range(count):
            game = await service.core.game(await service.core.latest(channel))
            await service.play.act(channel, game.awaiting()[0], "roll")
        elapsed = time.perf_counter() - started
        await service.close()
    print(f"  player's act     {elapsed / count * 1e3:6.2f} ms each (a roll, for comparison)")


async def fire_parts(count: int, rounds: int) -> None:
    """What the steps of a fire cost on `count` games loaded from the database."""
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "p.db", synchronous="NORMAL")
        service = Service(store, rng=random.Random(5), clock=ManualClock(T0), cache_size=0)
        opened: list[Store] = []
        try:
            await _games_in_play(service, count)
            tables = [await service.core.latest(channel) for channel in range(count)]
            parts: dict[str, list[float]] = {
                name: []
                for name in (
                    "read the table",
                    "load the game",
                    "public view",
                    "empty write",
                    "one-row write, synchronous=NORMAL",
                    "one-row write, synchronous=FULL",
                )
            }
            full = await Store.open(Path(tmp) / "p.db", synchronous="FULL")
            opened.append(full)
            for _ in range(rounds):
                started = time.perf_counter()
                for table in tables:
                    await service.table_by_id(table.id)
                parts["read the table"].append(time.perf_counter() - started)
                started = time.perf_counter()
                games = [await load_game(store, t.id, t.row.version) for t in tables]
                parts["load the game"].append(time.perf_counter() - started)
                started = time.perf_counter()
                for game in games:
                    game.view(None)
                parts["public view"].append(time.perf_counter() - started)
                started = time.perf_counter()
                for _ in tables:
                    async with store.transaction():
                        pass
                parts["empty write"].append(time.perf_counter() - started)
                # A commit that writes: the WAL is synced only then (FULL: at every commit).
                for mode, writer in (("NORMAL", store), ("FULL", full)):
                    started = time.perf_counter()
                    for table in tables:
                        async with writer.transaction() as db:
                            # A changed value: an unchanged row writes no page, so no sync.
                            await db.execute(
                                "UPDATE game_tables SET created_at = created_at + 1 WHERE id = ?",
                                (table.id,),
                            )
                    parts[f"one-row write, synchronous={mode}"].append(
                        time.perf_counter() - started
                    )
        finally:
            for other in opened:
                await other.close()
            await service.close()
    print(f"Parts of a fire, games loaded from the database ({rounds} rounds of {count}):")
    for name, totals in parts.items():
        each = [t / count * 1e3 for t in totals]
        print(
            f"  {name:<34} median {statistics.median(each):5.2f} ms each "
            f"(min {min(each):5.2f}, max {max(each):5.2f})"
        )


async def idle_cpu() -> None:
    """Process CPU time of one idle second with the scheduler sleeping on a far deadline."""
    with tempfile.TemporaryDirectory() as tmp:
        service = await Service.open(Path(tmp) / "i.db")
        await service.lobby.create_table(1, PLAYERS[0])
        for user in PLAYERS[1:]:
            await service.lobby.join(1, user)
        await service.play.start(1, PLAYERS[0])  # its deadline is 24 hours away

        async def deliver(channel: int | str, outcome: Outcome) -> None:
            return None

        scheduler = make_scheduler(service, deliver)
        scheduler.start()
        await asyncio.sleep(0.2)
        cpu, wall = time.process_time(), time.perf_counter()
        await asyncio.sleep(1.0)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        await scheduler.stop()
        await service.close()
    print(f"Idle: {cpu * 1e3:.2f} ms of CPU over {wall:.2f} s with the next deadline 24 h away")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--repeat", type=int, default=2_000, help="calls per figure")
    parser.add_argument("--fires", type=int, default=100, help="games whose timers fire")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the parts of a fire")
    parser.add_argument("--root", type=Path, help="measure the code of another checkout")
    parser.add_argument(
        "--before",
        type=Path,
        help="an older checkout: its service fires and this one's, in fresh processes, "
        "alternating for --rounds rounds (nothing else is measured)",
    )
    parser.add_argument("--fires-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.before is not None:
        compare(args)
        return
    print(f"Code measured: {MEASURED}")
    if not (MEASURED / "bot" / "memory.py").exists():
        print("(no bot.memory: start-up's objects stay in the cycle collector's passes)")
    if args.fires_only:
        for synchronous in MODES:
            await service_firing(args.sizes, args.fires, synchronous)
        return
    await scheduling(args.sizes, args.repeat)
    print()
    await loop_firing(args.sizes[-1])
    print(f"Service: timers of {args.fires} games in play, beside other pending deadlines")
    for synchronous in MODES:
        await service_firing(args.sizes, args.fires, synchronous)
    await act_latency(args.fires)
    print()
    await fire_parts(args.fires, args.rounds)
    print()
    await idle_cpu()


def compare(args: argparse.Namespace) -> None:
    """Service fires of an older checkout and of this one, alternating in fresh processes."""
    for number in range(args.rounds):
        for root in (args.before, Path(__file__).resolve().parents[1]):
            print(f"Round {number + 1}:", flush=True)
            command = [sys.executable, __file__, "--fires-only", "--root", str(root)]
            command += ["--fires", str(args.fires), "--sizes", *map(str, args.sizes)]
            subprocess.run(command, check=True)


if __name__ == "__main__":
    asyncio.run(main())
