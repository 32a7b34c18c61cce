"""Replay benchmark: `python bench/replay.py [--turns 150] [--rules base] [--width 640]`.

Plays one game through the service with random legal moves (no target in reach: it runs
until `--turns` turns have passed), then times what `/game export` and `/game replay` cost:
the export (reading the log, replaying it, writing the record), the public views after each
turn, and the animated GIF drawn from them (the bot draws it in a worker thread). Prints the
times, the number of frames and the sizes against Discord's 8 MB upload limit. No assertion:
the figures are for docs/benchmarks.md (aim: under 30 s and under 8 MB for 150 turns)."""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.service import Service
from render.replay import FRAME_WIDTH, draw_replay
from tests.service.helpers import play_one, started_table

LIMIT = 8 * 1024 * 1024


async def main(turns: int, rules: str, width: int) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        service = await Service.open(Path(scratch) / "bench.db", rng=random.Random(1))
        try:
            await started_table(service, 1, rules=rules, vp_to_win=30)
            rng = random.Random(2)
            moves = 0
            while True:
                table = await service.core.latest(1)
                game = await service.core.game(table)
                if game.view(None)["turn"] > turns or table.row.status != "playing":
                    break
                await play_one(service, 1, rng)
                moves += 1
            started = time.perf_counter()
            record = await service.tables.export(1)
            exported = time.perf_counter() - started
            started = time.perf_counter()
            frames = await service.tables.replay(1)
            viewed = time.perf_counter() - started
            started = time.perf_counter()
            gif = await asyncio.to_thread(draw_replay, frames.views, frames.names, width=width)
            drawn = time.perf_counter() - started
        finally:
            await service.close()
    print(f"{rules}: {moves} moves, {len(frames.views)} frames ({turns} turns)")
    print(f"export: {exported * 1000:.0f} ms, {len(record.text) / 1024:.0f} KB")
    print(f"public views after each turn: {viewed * 1000:.0f} ms")
    size = len(gif.data)
    print(f"animated GIF, {width} px wide: {drawn:.1f} s, {size / 1024 / 1024:.2f} MB (limit 8 MB)")
    print(f"  first frame and {gif.views - 1} more: {size / gif.views / 1024:.1f} KB a frame")
    print(f"  frames kept: every {gif.every} (1: all)")
    print(f"total: {exported + viewed + drawn:.1f} s; under the limit: {size < LIMIT}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=150)
    parser.add_argument("--rules", default="base")
    parser.add_argument("--width", type=int, default=FRAME_WIDTH)
    args = parser.parse_args()
    asyncio.run(main(args.turns, args.rules, args.width))
