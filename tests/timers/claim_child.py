"""A process firing the due deadlines of a shared PostgreSQL database, for the several-process
timer tests.

python claim_child.py URL fire     fire every due deadline (one transaction per table's run),
                                   printing `fired ID` for each this process fired, until none
                                   is pending; then `done`
python claim_child.py URL stall    claim a batch, print `stalled`, and hang until killed
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.store import Store, deadlines
from bot.store.deadlines import DeadlineRow
from bot.timers import ManualClock, TimerLoop

NOW = 2_000_000_000.0


async def main(url: str, mode: str) -> None:
    store = await Store.open(url)
    clock = ManualClock(NOW)
    print("ready", flush=True)

    async def fire(rows: Sequence[DeadlineRow], now: float) -> None:
        if mode == "stall":
            print("stalled", flush=True)
            await asyncio.Event().wait()
        async with store.transaction() as db:
            fired = [row.id for row in rows if await deadlines.fire_due(db, row.id, now)]
        # After the commit: what this process fired and no other.
        print("\n".join(f"fired {i}" for i in fired), flush=True)

    loop = TimerLoop(
        store, fire, clock=clock, sleeper=clock.wait_until, wake=asyncio.Event(), batch=100
    )
    while True:
        await loop.run_due()
        async with store.reading() as db:
            if await deadlines.count_pending(db) == 0:
                break
        await asyncio.sleep(0.02)  # the rest is claimed by another process
    print("done", flush=True)
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
