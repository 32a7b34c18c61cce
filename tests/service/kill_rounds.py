"""Kill a process that is applying actions, again and again, and check nothing acknowledged is
lost or doubled. Used by test_kill.py; run it alone for a longer run:

    python -m tests.service.kill_rounds --rounds 60
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg

from tests.service.child import CHANNEL

CHILD = Path(__file__).with_name("child.py")


@dataclass
class KillReport:
    """What a run did: rounds, kills, acknowledged moves checked, and moves stored."""

    rounds: int = 0
    kills_before_ready: int = 0
    acknowledged: dict[tuple[int, int], tuple[str, str]] = field(default_factory=dict)
    stored: int = 0
    tables: int = 0


def _acks(out: Path) -> tuple[bool, list[tuple[int, int, str, str]]]:
    """Whether the child got ready, and its acknowledged moves (complete lines only)."""
    text = out.read_text()
    lines = text.split("\n")[:-1]  # a line cut by the kill has no newline: not acknowledged
    acks = []
    for line in lines:
        if line.startswith("ack "):
            _, table, seq, player, move = line.split(" ", 4)
            acks.append((int(table), int(seq), player, move))
    return "ready" in lines, acks


def _postgres(url: str, *queries: str) -> list[list[tuple[object, ...]]]:
    """The rows of each query on a PostgreSQL database (in a thread of its own: the caller may
    be inside an event loop)."""

    async def fetch() -> list[list[tuple[object, ...]]]:
        conn = await asyncpg.connect(url)
        try:
            return [[tuple(r) for r in await conn.fetch(q)] for q in queries]
        finally:
            await conn.close()

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, fetch()).result()


def verify(db: Path | str, acknowledged: dict[tuple[int, int], tuple[str, str]]) -> int:
    """Every acknowledged move stored exactly once, each log contiguous and matching its
    table's version; returns the number of stored moves."""
    if isinstance(db, str):  # a PostgreSQL database (created, and migrated, before the run)
        moves, versions, counts = _postgres(
            db,
            "SELECT table_id, seq, player, notation FROM actions",
            "SELECT id, version FROM game_tables",
            "SELECT count(*), count(DISTINCT (table_id, seq)) FROM actions",
        )
        stored = {(t, s): (p, n) for t, s, p, n in moves}
        for key, move in acknowledged.items():
            assert stored.get(key) == move, f"acknowledged move {key} {move} is {stored.get(key)}"
        for table, version in versions:
            seqs = sorted(s for t, s in stored if t == table)
            assert seqs == list(range(1, int(version) + 1)), f"table {table}: log {seqs[-3:]}"
        assert counts[0][0] == counts[0][1] == len(stored)
        return len(stored)
    if not db.exists():  # killed before the first process created the file
        assert not acknowledged
        return 0
    con = sqlite3.connect(db)  # as a restart would: recovers the write-ahead log
    try:
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "actions" not in tables:  # killed before the first migration committed
            assert not acknowledged
            return 0
        stored = {
            (t, s): (p, n)
            for t, s, p, n in con.execute("SELECT table_id, seq, player, notation FROM actions")
        }
        for key, move in acknowledged.items():
            assert stored.get(key) == move, f"acknowledged move {key} {move} is {stored.get(key)}"
        for table, version in con.execute("SELECT id, version FROM game_tables"):
            seqs = sorted(s for t, s in stored if t == table)
            assert seqs == list(range(1, version + 1)), f"table {table}: log {seqs[-3:]} v{version}"
        rows = con.execute(
            "SELECT count(*), count(DISTINCT table_id || '/' || seq) FROM actions"
        ).fetchone()
        assert rows[0] == rows[1] == len(stored)
        return len(stored)
    finally:
        con.close()


def _wait_ready(out: Path, child: subprocess.Popen[bytes], limit: float = 60.0) -> None:
    """Until the child has said "ready" (or ended, or `limit` seconds passed)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and child.poll() is None:
        if "ready\n" in out.read_text():
            return
        time.sleep(0.01)


def run(
    db: Path | str,
    rounds: int,
    seed: int = 0,
    window: tuple[float, float] = (0.01, 1.0),
    processes: int = 1,
    folder: Path | None = None,
) -> KillReport:
    """`rounds` times: start `processes` children playing on `db` (a file, or a PostgreSQL
    URL; each child in a channel of its own), SIGKILL them at a random moment, verify.
    Their output goes to `folder` (default: the file's).

    Odd rounds count the moment from the child's start (so some kills land while it opens the
    database); even rounds from its "ready" line, so a loaded machine, where starting takes
    longer than the window, still kills games in play."""
    rng = random.Random(seed)
    report = KillReport()
    place = folder if folder is not None else Path(db).parent
    for number in range(rounds):
        children = []
        for p in range(processes):
            out = place / f"kill.round{number}.{p}.out"
            with out.open("w") as sink:
                argv = ["play", str(db), str(seed * 1000 + number * processes + p)]
                if p:
                    argv.append(f"{CHANNEL}-{p}")
                children.append(
                    (out, subprocess.Popen([sys.executable, str(CHILD), *argv], stdout=sink))
                )
        if number % 2 == 0:
            for out, child in children:
                _wait_ready(out, child)
        time.sleep(rng.uniform(*window))
        for _, child in children:
            os.kill(child.pid, signal.SIGKILL)
            child.wait()
        for out, child in children:
            assert child.returncode == -signal.SIGKILL, f"child ended by itself: {out.read_text()}"
            ready, acks = _acks(out)
            report.kills_before_ready += not ready
            for table, seq, player, move in acks:
                key = (table, seq)
                assert key not in report.acknowledged, f"move {table}/{seq} acknowledged twice"
                report.acknowledged[key] = (player, move)
            out.unlink()
        report.stored = verify(db, report.acknowledged)
        report.rounds += 1
    if isinstance(db, str):
        report.tables = len(_postgres(db, "SELECT id FROM game_tables")[0])
    elif report.stored:
        con = sqlite3.connect(db)
        report.tables = con.execute("SELECT count(*) FROM game_tables").fetchone()[0]
        con.close()
    return report


def main() -> None:
    """Command line: a long kill run on a temporary database."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        report = run(Path(tmp) / "kill.db", args.rounds, args.seed)
        print(
            f"{report.rounds} kills ({report.kills_before_ready} before the child was ready), "
            f"{len(report.acknowledged)} acknowledged moves all stored exactly once, "
            f"{report.stored} moves stored over {report.tables} tables, "
            f"{time.perf_counter() - started:.1f} s"
        )


if __name__ == "__main__":
    main()
