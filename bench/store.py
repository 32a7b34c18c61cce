"""Benchmark of the store's start-up check: `PRAGMA quick_check` on a large database,
and what a whole `Store.open` and a backup of it take. Prints figures; asserts nothing.

    python bench/store.py                  # a 100 MB database
    python bench/store.py --mb 500         # a larger one
    python bench/store.py --db /tmp/b.db   # keep the database (built once, reused after)

The database holds real rows: games started through the service, then their action log and
snapshots repeated (a snapshot every 20 actions, as the service writes them) up to the size.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.service import Service, User
from bot.store import Store
from bot.store.backup import backup

PLAYERS = [User(f"90000000000000000{i}", f"Player {i}") for i in range(1, 4)]


async def build(path: Path, megabytes: float) -> None:
    """Fill a new database up to about `megabytes`."""
    service = await Service.open(path)
    for channel in range(1, 11):
        await service.lobby.create_table(channel, PLAYERS[0])
        for user in PLAYERS[1:]:
            await service.lobby.join(channel, user)
        await service.play.start(channel, PLAYERS[0])
    await service.close()
    con = sqlite3.connect(path)
    (state,) = con.execute("SELECT state FROM snapshots LIMIT 1").fetchone()
    events = json.dumps([{"kind": "Rolled", "player": PLAYERS[0].id, "line": "x" * 120}] * 3)
    seq = 0
    while path.stat().st_size < megabytes * 1e6:
        with con:
            for _ in range(200):
                seq += 1
                table = 1 + seq % 10
                con.execute(
                    "INSERT INTO actions VALUES (?, ?, ?, 'roll', ?, 0)",
                    (table, seq, PLAYERS[seq % 3].id, events),
                )
                if seq % 20 == 0:
                    con.execute("INSERT INTO snapshots VALUES (?, ?, ?, 0)", (table, seq, state))
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()


def timed(what: str, seconds: float) -> None:
    print(f"{what:<40} {seconds * 1000:9.1f} ms")


async def measure(path: Path) -> None:
    size = path.stat().st_size / 1e6
    con = sqlite3.connect(path)
    pages = con.execute("PRAGMA page_count").fetchone()[0]
    began = time.perf_counter()
    result = con.execute("PRAGMA quick_check").fetchall()
    timed(f"PRAGMA quick_check ({result[0][0]})", time.perf_counter() - began)
    began = time.perf_counter()
    con.execute("PRAGMA integrity_check").fetchall()
    timed("PRAGMA integrity_check (for comparison)", time.perf_counter() - began)
    con.close()
    began = time.perf_counter()
    store = await Store.open(path)
    timed("Store.open (check, probe, migrations)", time.perf_counter() - began)
    await store.close()
    copy = path.with_name(path.name + ".backup")
    copy.unlink(missing_ok=True)
    began = time.perf_counter()
    await asyncio.to_thread(backup, path, copy)
    timed("backup (online API, checked)", time.perf_counter() - began)
    copy.unlink()
    print(f"database: {size:.0f} MB, {pages} pages; the OS file cache is warm (built just now)")


def main() -> None:
    top = argparse.ArgumentParser(description=__doc__)
    top.add_argument("--mb", type=float, default=100.0, help="database size (default 100)")
    top.add_argument("--db", type=Path, help="database file (kept; built if missing)")
    args = top.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        path = args.db or Path(scratch) / "bench.db"
        if not path.exists():
            began = time.perf_counter()
            asyncio.run(build(path, args.mb))
            print(f"built {path} in {time.perf_counter() - began:.1f}s")
        asyncio.run(measure(path))


if __name__ == "__main__":
    main()
