"""The turn-timer scheduler: one asyncio task for the whole bot, over the service's database.

    scheduler = make_scheduler(service, deliver)   # deliver(channel, outcome) posts an outcome
    scheduler.start()                              # inside the running event loop
    ...
    await scheduler.stop()

It reads the time from the service's clock, sleeps until the earliest deadline, and is woken
by the service whenever a commit changes deadlines (`Service.deadlines_changed`). What each
fired timer did goes to `deliver` exactly like a player's move: public lines, pings, the board.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from contextlib import suppress

from bot.service import Outcome, Service
from bot.service.catchup import DIRECT
from bot.service.timer_side import DeadlineRow, Shards
from bot.timers.clock import Sleeper, sleeper_for
from bot.timers.expiry import expire
from bot.timers.loop import TimerLoop
from bot.timers.quiet import anyone_quiet, next_release, paused, released
from bot.timers.reminders import remind

log = logging.getLogger("hexhaven.timers")

Deliver = Callable[[int | str, Outcome], Awaitable[None]]


class Scheduler:
    """Reminders and expiries of every table, fired in deadline order by one task."""

    def __init__(
        self,
        service: Service,
        deliver: Deliver,
        *,
        sleeper: Sleeper | None = None,
        batch: int = 100,
        shards: Shards | None = None,
    ) -> None:
        self.service = service
        self.deliver = deliver
        self.loop = TimerLoop(
            service.store,
            self.fire,
            clock=service.clock,
            sleeper=sleeper or sleeper_for(service.clock),
            wake=service.deadlines_changed,
            batch=batch,
            shards=shards,
            chores=self.chores,
        )
        self.shards = shards
        # Whether anyone keeps quiet hours, as last looked (None: not yet): while nobody does,
        # a fire reads nothing for them. Looked at again whenever the task wakes.
        self.quiet_kept: bool | None = None
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start the timer task (call it from inside the running event loop); idempotent."""
        if self._task is None or self._task.done():
            self.loop.stopping = False
            self._task = asyncio.get_running_loop().create_task(
                self.loop.run(), name="hexhaven-turn-timers"
            )

    async def stop(self, timeout: float = 10.0) -> None:
        """Stop the task, letting the timer in hand finish (cancelled after `timeout` s)."""
        task, self._task = self._task, None
        if task is None:
            return
        self.loop.stop()
        try:
            await asyncio.wait_for(asyncio.shield(task), timeout)
        except TimeoutError:
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task

    @property
    def running(self) -> bool:
        """Whether the task is running."""
        return self._task is not None and not self._task.done()

    async def run_due(self) -> int:
        """Fire everything due now, without the task (for tools and tests); rows handled.
        The chores due now (what quiet hours held, the digests) are done too."""
        self.quiet_kept = await anyone_quiet(self.service)
        return await self.loop.run_due()

    async def settled(self) -> None:
        """Wait until the task sleeps with nothing due now (for tests with a manual clock)."""
        while True:
            if self._task is None or self._task.done():
                if self._task is not None:
                    self._task.result()  # raises what killed it
                raise RuntimeError("the scheduler is not running")
            await self.loop.asleep.wait()
            if not self.loop.wake.is_set() and self.loop.asleep_until > self.service.now():
                return
            await asyncio.sleep(0)

    async def chores(self, now: float) -> float | None:
        """The timed work besides deadlines: what quiet hours held that is due now, and the
        daily digests; when either is next due."""
        await self.release()
        times = [
            t
            for t in (await next_release(self.service, self.shards), await self.digests(now))
            if t is not None
        ]
        return min(times) if times else None

    async def digests(self, now: float) -> float | None:
        """Send the daily digests due now (each claimed first, so sent once a day even across
        restarts); when the next one is due."""
        due, later = await self.service.catchups.due_digests(now)
        for user, since in due:
            lines = await self.service.catchups.digest(user, since)
            await self._deliver(DIRECT, Outcome(private={user: lines}))
        return later

    async def fire(self, rows: Sequence[DeadlineRow], now: float) -> None:
        """Handle one table's due deadlines, in order: reminders (those of a run sent as one
        message) and expiries; a clock in its player's quiet hours waits first (`paused`)."""
        if self.quiet_kept is not False:
            rows = await paused(self.service, rows, now)
        reminders: list[DeadlineRow] = []
        for row in rows:
            if row.due_at > now:
                reminders.append(row)
                continue
            await self._remind(reminders, now)
            reminders = []
            for channel, outcome in await expire(self.service, row, now):
                await self._deliver(channel, outcome)
        await self._remind(reminders, now)

    async def release(self) -> None:
        """Send what quiet hours held and is due now (each user's lines merged)."""
        self.quiet_kept = await anyone_quiet(self.service)
        when = await next_release(self.service, self.shards)
        if when is None or when > self.service.now():
            return
        for channel, outcome in await released(self.service, self.shards):
            await self._deliver(channel, outcome)

    async def _remind(self, rows: list[DeadlineRow], now: float) -> None:
        if rows:
            sent = await remind(self.service, rows[0].table_id, rows, now)
            if sent is not None:
                await self._deliver(*sent)

    async def _deliver(self, channel: str, outcome: Outcome) -> None:
        try:
            await self.deliver(channel, outcome)
        except Exception:
            log.exception("could not deliver a timer's outcome to channel %s", channel)


def make_scheduler(
    service: Service,
    deliver: Deliver,
    *,
    sleeper: Sleeper | None = None,
    shards: Shards | None = None,
) -> Scheduler:
    """The scheduler the adapters start (`bot.scheduling` finds this factory on its own); a
    process serving some shards fires the timers of their servers only."""
    return Scheduler(service, deliver, sleeper=sleeper, shards=shards)
