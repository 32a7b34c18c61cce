"""Benchmark of several bot processes on one database: live games driven through the
service by 1 and 2 processes on PostgreSQL, and by 1 process on SQLite; throughput, p50/p99
`act` latency and memory per live game. Prints figures; asserts nothing.

    python bench/scale.py                          # 10,000 live games (a long run)
    python bench/scale.py --games 2000 --seconds 20
    python bench/scale.py --url postgresql://…     # an existing, empty database (else a
                                                   # throwaway server, as the tests start)
    HEXHAVEN_SCALE_PROFILE=/tmp/prof python bench/scale.py …   # cProfile each process's
                                                   # acting into that folder (slower)

Each process opens its own service, creates and starts its share of the games (three players
each) in channels of its own, then, once every process is ready, acts for `--seconds` with
`--concurrency` tasks: each picks a random game of its process, asks the service for the
awaited player's legal moves and plays one at random. Latency is one `act`, from the call to
its outcome. Memory per live game is the process's resident memory after its games were made
and played, less before, over its games (the service keeps `--cache` games in memory; the
others are read from the database when played). Before the acting, PostgreSQL's statistics
of the new rows are gathered (`ANALYZE`, as autovacuum does on a running server).

CPU per act: the CPU time the bot processes, and the server's processes (a throwaway
server's only), spent while acting, over the acts. It depends less on what else the machine
runs than the wall-clock figures do, but not at all only on the code: on a machine whose cores
are all busy (by the bench's own processes or anything else), processes are preempted and
find their caches cold, and the same act costs more CPU time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _cpu_of(pid: int) -> float:
    """CPU seconds (user and system) a process has spent, 0 if it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _server_cpu(postmaster: int) -> dict[int, float]:
    """CPU seconds of each process of the server (the postmaster's children and itself)."""
    found = {postmaster: _cpu_of(postmaster)}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if parent == postmaster:
                found[int(entry.name)] = _cpu_of(int(entry.name))
    return found


async def _analyze(url: str) -> None:
    """The server's statistics of the tables just filled, as autovacuum gathers them within
    a minute on a running server: without them, the planner may read every pending deadline
    for one table's (the `wake_at` index), and a run measures whether autovacuum happened to
    pass between the making of the games and the acting."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        await conn.execute("ANALYZE")
    finally:
        await conn.close()


def _rss() -> int:
    """Resident memory of this process, in bytes."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


async def worker(args: argparse.Namespace) -> None:
    """One process: make its games, say ready, wait for the start file, act, print JSON."""
    from bot.service import Refusal, Service
    from bot.service.users import User

    rng = random.Random(args.worker)
    before = _rss()
    service = await Service.open(args.db, rng=random.Random(args.worker), cache_size=args.cache)
    players = [User(str(100_000_000_000_000_000 + args.worker * 10 + i), f"P{i}") for i in range(3)]
    channels = [f"scale-{args.tag}-{args.worker}-{n}" for n in range(args.games)]
    for channel in channels:
        await service.lobby.create_table(channel, players[0], {"vp": 10})
        for user in players[1:]:
            await service.lobby.join(channel, user)
        await service.play.start(channel, players[0])
    made = _rss()
    print("ready", flush=True)
    go = Path(args.go)
    while not go.exists():
        await asyncio.sleep(0.01)
    latencies: list[float] = []
    refused = 0
    end = time.perf_counter() + args.seconds

    async def drive() -> None:
        nonlocal refused
        while time.perf_counter() < end:
            channel = rng.choice(channels)
            status = await service.tables.status(channel)
            if not status.awaiting:
                continue
            user = rng.choice(status.awaiting)
            legal = await service.tables.legal(channel, user)
            if not legal:
                continue
            move = rng.choice(legal)
            began = time.perf_counter()
            try:
                await service.play.act(channel, user, move)
            except Refusal:
                refused += 1
                continue
            latencies.append(time.perf_counter() - began)

    profile_dir = os.environ.get("HEXHAVEN_SCALE_PROFILE")
    profiler = None
    if profile_dir:
        import cProfile

        # CPU time, not wall time: a process waiting for the CPU is not what is profiled.
        profiler = cProfile.Profile(time.process_time)
        profiler.enable()
    cpu = os.times()
    began = time.perf_counter()
    await asyncio.gather(*(drive() for _ in range(args.concurrency)))
    took = time.perf_counter() - began
    spent = os.times()
    if profiler is not None:
        profiler.disable()
        profiler.dump_stats(str(Path(profile_dir) / f"worker-{args.tag}-{args.worker}.prof"))
    after = _rss()
    print(
        json.dumps(
            {
                "acts": len(latencies),
                "seconds": took,
                "user": spent.user - cpu.user,
                "system": spent.system - cpu.system,
                "refused": refused,
                "latencies": latencies,
                "per_game": (max(made, after) - before) / max(1, args.games),
            }
        ),
        flush=True,
    )
    # The connections stay open until the server's CPU time is read (see `run`).
    while not Path(args.go + ".stop").exists():
        await asyncio.sleep(0.01)
    await service.close()


def run(
    db: str, games: int, processes: int, args: argparse.Namespace, postmaster: int | None = None
) -> dict[str, float]:
    """Start `processes` workers on `db` sharing `games` games; their figures combined.
    `postmaster`: the server's process, whose CPU time while acting is measured."""
    with tempfile.TemporaryDirectory() as tmp:
        go = Path(tmp) / "go"
        children = [
            subprocess.Popen(
                [
                    sys.executable,
                    __file__,
                    "--worker",
                    str(i),
                    "--db",
                    db,
                    "--go",
                    str(go),
                    "--games",
                    str(games // processes),
                    "--seconds",
                    str(args.seconds),
                    "--concurrency",
                    str(args.concurrency),
                    "--cache",
                    str(args.cache),
                    "--tag",
                    f"{processes}p",
                ],
                stdout=subprocess.PIPE,
                text=True,
            )
            for i in range(processes)
        ]
        for child in children:
            assert child.stdout is not None
            line = child.stdout.readline()
            assert line == "ready\n", line
        if db.startswith("postgresql://"):
            asyncio.run(_analyze(db))
        server = _server_cpu(postmaster) if postmaster else {}
        go.touch()
        results = []
        for child in children:
            assert child.stdout is not None
            results.append(json.loads(child.stdout.readline()))
        # Every process has acted and still holds its connections: the server's CPU since
        # the start, by process (a connection opened meanwhile counts from zero).
        after = _server_cpu(postmaster) if postmaster else {}
        server_cpu = sum(cpu - server.get(pid, 0.0) for pid, cpu in after.items())
        Path(str(go) + ".stop").touch()
        for child in children:
            child.communicate()
    latencies = sorted(x for r in results for x in r["latencies"])
    acts = sum(r["acts"] for r in results)
    seconds = max(r["seconds"] for r in results)
    return {
        "acts/s": acts / seconds,
        "p50 ms": 1000 * statistics.median(latencies) if latencies else float("nan"),
        "p99 ms": 1000 * latencies[int(0.99 * (len(latencies) - 1))] if latencies else float("nan"),
        "kB/game": statistics.mean(r["per_game"] for r in results) / 1024,
        "refused": sum(r["refused"] for r in results),
        "process ms/act": 1000 * sum(r["user"] + r["system"] for r in results) / max(1, acts),
        "system ms/act": 1000 * sum(r["system"] for r in results) / max(1, acts),
        "server ms/act": 1000 * server_cpu / max(1, acts) if postmaster else float("nan"),
    }


def _show(label: str, figures: dict[str, float]) -> None:
    print(
        f"{label:<34} {figures['acts/s']:8.1f} acts/s   p50 {figures['p50 ms']:6.1f} ms   "
        f"p99 {figures['p99 ms']:6.1f} ms   {figures['kB/game']:6.1f} kB/live game",
        flush=True,
    )
    server = figures["server ms/act"]
    print(
        f"{'':<34} CPU per act: bot processes {figures['process ms/act']:5.2f} ms "
        f"({figures['system ms/act']:.2f} in the kernel)"
        + ("" if server != server else f", server {server:5.2f} ms"),
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="live games in all")
    parser.add_argument("--seconds", type=float, default=30, help="seconds of acting per run")
    parser.add_argument("--concurrency", type=int, default=20, help="acting tasks per process")
    parser.add_argument("--cache", type=int, default=64, help="games each service keeps")
    parser.add_argument("--url", help="an empty PostgreSQL database (else a throwaway server)")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--db", help=argparse.SUPPRESS)
    parser.add_argument("--go", help=argparse.SUPPRESS)
    parser.add_argument("--tag", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker is not None:
        asyncio.run(worker(args))
        return
    print(
        f"{args.games} live games, {args.seconds:g} s of acting, {args.concurrency} tasks per "
        "process",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as tmp:
        _show("SQLite, 1 process", run(str(Path(tmp) / "scale.db"), args.games, 1, args))
    cluster = None
    if args.url is None:
        from tests.postgres import Cluster, server_bin

        bin_dir = server_bin()
        if bin_dir is None:
            print("no PostgreSQL server installed: PostgreSQL figures skipped")
            return
        cluster = Cluster(bin_dir)
        cluster.start()
        print(
            "(a throwaway server, as the tests start: fsync, synchronous_commit and "
            "full_page_writes off)",
            flush=True,
        )
    postmaster = None
    if cluster is not None:
        postmaster = int((cluster.data / "postmaster.pid").read_text().split()[0])
    try:
        one = run(args.url or cluster.new_database(), args.games, 1, args, postmaster)  # type: ignore[union-attr]
        _show("PostgreSQL, 1 process", one)
        two = run(args.url or cluster.new_database(), args.games, 2, args, postmaster)  # type: ignore[union-attr]
        _show("PostgreSQL, 2 processes", two)
        print(f"PostgreSQL throughput, 2 processes / 1: {two['acts/s'] / one['acts/s']:.2f}x")
    finally:
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    main()
