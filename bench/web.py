"""Benchmark of the web side: 50 concurrent readers over a league archive of 1,000 finished
games, each reading in turn the league's standings page, a player's profile page, the Swiss
page, a finished game's page (with its last board) and a running game's page (with its board).
Prints p50 and p99 per page; asserts nothing. Target: p99 ≤ 100 ms for the standings and the
game pages.

    python bench/web.py                    # 1,000 games, 50 readers, 40 requests each
    python bench/web.py --games 200 --readers 10 --requests 20

The archive is written through the store's queries (`tests/web/seed.py`), the web side opens
it read-only as `python -m bot web` does, and the readers request over real HTTP on
127.0.0.1. The rate limit is left out (one address sends every request).
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp
from aiohttp.test_utils import TestServer

from bot.service.core import Core
from bot.service.web_side import WebSide, open_read_only
from bot.web import make_app
from tests.web.games import play_game
from tests.web.seed import make_archive

NAMES = tuple(f"Player {i}" for i in range(40))


async def main(games: int, readers: int, requests: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        made = await make_archive(Path(folder) / "web.db", games=games, names=NAMES)
        ended = await play_game(made.path, options={"vp": 5}, channel=1001)
        running = await play_game(made.path, moves=80, channel=1002)
        print(f"archive: {games} games in {time.perf_counter() - started:.1f} s")
        store = await open_read_only(made.path)
        server = TestServer(make_app(WebSide(Core(store=store))), host="127.0.0.1")
        await server.start_server()
        base = str(server.make_url("")).rstrip("/")
        times: dict[str, list[float]] = {
            "standings": [],
            "profile": [],
            "swiss": [],
            "finished game": [],
            "running game": [],
        }
        async with aiohttp.ClientSession() as session:
            async with session.get(f"{base}/league/{made.key}") as first:
                slug = re.findall(r"/player/([0-9a-f]{16})", await first.text())[0]
            paths = {
                "standings": f"/league/{made.key}",
                "profile": f"/league/{made.key}/player/{slug}",
                "swiss": f"/league/{made.key}/tournament/{made.tournament}",
                "finished game": f"/game/{ended.key}",
                "running game": f"/game/{running.key}",
            }
            async with session.get(f"{base}/game/{ended.key}") as first:
                last = re.findall(r'id="step" min="0" max="(\d+)"', await first.text())[0]
            pictures = {
                "finished game": f"/game/{ended.key}/turn/{last}.png",
                "running game": f"/game/{running.key}/board.png",
            }

            # One request of each page first: the first reader of a page waits for it to be
            # made (a finished game replayed, a board drawn); the figures are for the rest.
            for page, path in paths.items():
                began = time.perf_counter()
                for address in (path, pictures.get(page)):
                    if address is not None:
                        async with session.get(base + address) as answer:
                            await answer.read()
                print(f"first {page}: {(time.perf_counter() - began) * 1000:.0f} ms")

            async def reader(n: int) -> None:
                for i in range(requests):
                    page = list(paths)[(n + i) % len(paths)]
                    began = time.perf_counter()
                    async with session.get(base + paths[page]) as answer:
                        await answer.read()
                        assert answer.status == 200, answer.status
                    if page in pictures:
                        async with session.get(base + pictures[page]) as answer:
                            await answer.read()
                            assert answer.status == 200, answer.status
                    times[page].append(time.perf_counter() - began)

            began = time.perf_counter()
            await asyncio.gather(*(reader(n) for n in range(readers)))
            took = time.perf_counter() - began
        await server.close()
        await store.close()
    total = sum(len(v) for v in times.values())
    print(f"{readers} readers, {total} requests in {took:.1f} s ({total / took:.0f}/s)")
    for page, found in times.items():
        found.sort()
        p50 = statistics.median(found) * 1000
        p99 = found[min(len(found) - 1, int(len(found) * 0.99))] * 1000
        print(f"{page:14} p50 {p50:6.1f} ms   p99 {p99:6.1f} ms   ({len(found)} requests)")


if __name__ == "__main__":
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--games", type=int, default=1000)
    args.add_argument("--readers", type=int, default=50)
    args.add_argument("--requests", type=int, default=40)
    given = args.parse_args()
    asyncio.run(main(given.games, given.readers, given.requests))
