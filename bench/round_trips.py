"""Round trips to the PostgreSQL server per service call of a play cycle (what p99
latency is made of): `status`, `legal` and `act`, averaged over the moves of a few games.
Prints figures; asserts nothing.

    python bench/round_trips.py                 # a throwaway server, as the tests start
    python bench/round_trips.py --url postgresql://…   # an existing, empty database

A round trip is one wait for the server: a statement sent alone (BEGIN, COMMIT, a query), a
statement prepared the first time its text is seen, one batch of `executemany`.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from asyncpg.connection import Connection


class Trips:
    """Counts the round trips of every asyncpg connection while installed."""

    def __init__(self) -> None:
        self.count = 0
        self.kinds: Counter[str] = Counter()

    @contextmanager
    def installed(self) -> Iterator[Trips]:
        originals = {
            name: getattr(Connection, name)
            for name in ("execute", "_execute", "_executemany", "_get_statement")
        }
        trips = self

        async def execute(conn: Connection, query: str, *args: Any, **kw: Any) -> Any:
            if not args:
                trips.count += 1
                trips.kinds[query.split()[0].upper()] += 1
            return await originals["execute"](conn, query, *args, **kw)

        async def _execute(conn: Connection, query: str, *args: Any, **kw: Any) -> Any:
            trips.count += 1
            trips.kinds[query.split()[0].upper()] += 1
            return await originals["_execute"](conn, query, *args, **kw)

        async def _executemany(conn: Connection, query: str, *args: Any, **kw: Any) -> Any:
            trips.count += 1
            trips.kinds["executemany " + query.split()[0].upper()] += 1
            return await originals["_executemany"](conn, query, *args, **kw)

        async def _get_statement(conn: Connection, query: str, *args: Any, **kw: Any) -> Any:
            record_class = kw.get("record_class") or conn._protocol.get_record_class()  # type: ignore[attr-defined]
            key = (query, record_class, kw.get("ignore_custom_codec", False))
            if conn._stmt_cache.get(key) is None:  # type: ignore[attr-defined]
                trips.count += 1
                trips.kinds["prepare"] += 1
            return await originals["_get_statement"](conn, query, *args, **kw)

        replaced = {
            "execute": execute,
            "_execute": _execute,
            "_executemany": _executemany,
            "_get_statement": _get_statement,
        }
        for name, function in replaced.items():
            setattr(Connection, name, function)
        try:
            yield self
        finally:
            for name, function in originals.items():
                setattr(Connection, name, function)


async def measure(url: str, games: int) -> None:
    from bot.service import Refusal, Service
    from bot.service.users import User

    service = await Service.open(url, rng=random.Random(1))
    rng = random.Random(2)
    players = [User(str(200_000_000_000_000_000 + i), f"P{i}") for i in range(3)]
    calls: Counter[str] = Counter()
    spent: Counter[str] = Counter()
    kinds: dict[str, Counter[str]] = {"status": Counter(), "legal": Counter(), "act": Counter()}
    try:
        for n in range(games):
            channel = f"trips-{n}"
            await service.lobby.create_table(channel, players[0], {"vp": 10})
            for user in players[1:]:
                await service.lobby.join(channel, user)
            await service.play.start(channel, players[0])
            for _ in range(150):
                trips = Trips()
                with trips.installed():
                    status = await service.tables.status(channel)
                spent["status"] += trips.count
                kinds["status"] += trips.kinds
                calls["status"] += 1
                if not status.awaiting:
                    break
                user = rng.choice(status.awaiting)
                trips = Trips()
                with trips.installed():
                    legal = await service.tables.legal(channel, user)
                spent["legal"] += trips.count
                kinds["legal"] += trips.kinds
                calls["legal"] += 1
                trips = Trips()
                with trips.installed():
                    try:
                        await service.play.act(channel, user, rng.choice(legal))
                    except Refusal:
                        continue
                spent["act"] += trips.count
                kinds["act"] += trips.kinds
                calls["act"] += 1
    finally:
        await service.close()
    cycle = 0.0
    for call in ("status", "legal", "act"):
        mean = spent[call] / max(1, calls[call])
        cycle += mean
        shown = ", ".join(
            f"{k} {v / max(1, calls[call]):.1f}" for k, v in kinds[call].most_common(8)
        )
        print(f"{call:<7} {mean:5.1f} round trips ({calls[call]} calls; {shown})")
    print(f"a play cycle (status, legal, act): {cycle:.1f} round trips")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="an empty PostgreSQL database (else a throwaway server)")
    parser.add_argument("--games", type=int, default=3, help="games played (150 moves at most)")
    args = parser.parse_args()
    cluster = None
    url = args.url
    if url is None:
        from tests.postgres import Cluster, server_bin

        bin_dir = server_bin()
        if bin_dir is None:
            print("no PostgreSQL server installed")
            return
        cluster = Cluster(bin_dir)
        cluster.start()
        url = cluster.new_database()
    try:
        asyncio.run(measure(url, args.games))
    finally:
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    main()
