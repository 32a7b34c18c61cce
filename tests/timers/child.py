"""A process that fires overdue timers until killed (for the crash test).

python child.py DB NOW    run the scheduler on DB with the clock stopped at NOW, printing
                          `ready`, then `fired TABLE` after each delivered expiry
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.service import Outcome, Service
from bot.timers import ManualClock, Scheduler


async def main(db: str, now: float) -> None:
    """Fire what is due at `now`, then idle until killed."""
    service = await Service.open(db, clock=ManualClock(now))

    async def deliver(channel: int | str, outcome: Outcome) -> None:
        print(f"fired {outcome.table}", flush=True)

    # Fires due together share a commit (a batch's worth at most): small batches keep many
    # commits in a run, so that the kills fall between and inside them.
    scheduler = Scheduler(service, deliver, batch=5)
    print("ready", flush=True)
    scheduler.start()
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], float(sys.argv[2])))
