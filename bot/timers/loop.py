"""The one timer task: it sleeps until the earliest deadline (or until woken because deadlines
changed), hands every due deadline to a handler in order, and sleeps again.

Deadlines live in the database; the loop keeps nothing of them in memory, so after a restart it
simply starts by taking whatever is overdue. A deadline whose expiry is overdue skips its
reminders, so that overdue expiries are taken in deadline order. Due rows are handed over in
runs of the same table (consecutive in time order), so one table's simultaneous reminders can
be sent as one message.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable, Sequence

from bot.service.refusal import Unavailable
from bot.service.timer_side import DeadlineRow, Shards, Store, StoreUnavailable, deadlines
from bot.timers.clock import Sleeper

log = logging.getLogger("hexhaven.timers")

Handler = Callable[[Sequence[DeadlineRow], float], Awaitable[None]]
#: Work due at a time of day rather than at a deadline (the daily digests): done for `now`,
#: it says when it is next due (None: never, until woken).
Chores = Callable[[float], Awaitable[float | None]]


def runs_by_table(rows: Sequence[DeadlineRow]) -> list[list[DeadlineRow]]:
    """Consecutive rows of the same table, grouped, order kept."""
    runs: list[list[DeadlineRow]] = []
    for row in rows:
        if runs and runs[-1][0].table_id == row.table_id:
            runs[-1].append(row)
        else:
            runs.append([row])
    return runs


def waves(runs: Sequence[list[DeadlineRow]]) -> list[list[list[DeadlineRow]]]:
    """Consecutive runs cut where a table comes back: runs of one wave are of different
    tables (fired side by side); a table's later run waits for the next wave."""
    out: list[list[list[DeadlineRow]]] = []
    tables: set[int] = set()
    for run in runs:
        if not out or run[0].table_id in tables:
            out.append([])
            tables = set()
        out[-1].append(run)
        tables.add(run[0].table_id)
    return out


class TimerLoop:
    """Sleeps until the earliest pending deadline and hands due ones to `handler`.

    The handler must make each row it is given stop being due (fire it, or move its next wake
    into the future). A handler that fails, or leaves a row due, has those rows looked at again
    `retry` seconds later, so one bad deadline never keeps the loop busy; if the database
    itself fails, the loop tries again after `pause` seconds.
    """

    def __init__(
        self,
        store: Store,
        handler: Handler,
        *,
        clock: Callable[[], float],
        sleeper: Sleeper,
        wake: asyncio.Event,
        batch: int = 100,
        retry: float = 300.0,
        pause: float = 5.0,
        busy: float = 0.5,
        shards: Shards | None = None,
        chores: Chores | None = None,
    ) -> None:
        self.store = store
        self.chores = chores
        # When the chores are next due (they are done at every pass, and then say).
        self.chores_due: float | None = None
        self.handler = handler
        self.clock = clock
        self.sleeper = sleeper
        self.wake = wake
        self.batch = batch
        self.retry = retry
        self.pause = pause
        # How soon to look again at due deadlines another process has claimed (it is firing
        # them, or has died and its claims are gone).
        self.busy = busy
        # The shards whose servers' timers this process fires (None: every table).
        self.shards = shards
        self.claimed_elsewhere = False
        self.stopping = False
        self.asleep = asyncio.Event()
        self.asleep_until = math.inf

    async def run(self) -> None:
        """Run until `stop()`. A failing database is logged and tried again a little later."""
        while not self.stopping:
            self.wake.clear()
            try:
                await self.run_due()
                if self.stopping:
                    break
                async with self.store.reading() as db:
                    when = await deadlines.next_due(db, self.shards)
            except StoreUnavailable:
                # The store has logged why (once); no traceback every few seconds meanwhile.
                when = self.clock() + self.pause
            except Exception:
                log.exception("turn timers could not read the deadlines")
                when = self.clock() + self.pause
            if self.chores_due is not None:
                when = self.chores_due if when is None else min(when, self.chores_due)
            if when is not None and when <= self.clock():
                if not self.claimed_elsewhere and when != self.chores_due:
                    continue
                when = self.clock() + self.busy
            self.asleep_until = math.inf if when is None else when
            self.asleep.set()
            try:
                await self.sleeper(when, self.wake)
            finally:
                self.asleep.clear()

    def stop(self) -> None:
        """Ask the loop to finish the deadline in hand and return."""
        self.stopping = True
        self.wake.set()

    async def run_due(self) -> int:
        """Hand every deadline due now to the handler; returns how many rows were handed."""
        handed = 0
        seen: set[tuple[int, float, int]] = set()
        self.claimed_elsewhere = False
        while not self.stopping:
            now = self.clock()
            due = await self._due(now)
            # Processes sharing a database each work on the deadlines they claim.
            mine = await self.store.claim([r.id for r in due])
            try:
                rows = [r for r in due if r.id in mine]
                if len(rows) < len(due):
                    self.claimed_elsewhere = True
                again = [r for r in rows if (r.id, r.wake_at, r.stage) in seen]
                if again:
                    await self._postpone(again, now)
                    continue
                if not rows:
                    break
                seen.update((r.id, r.wake_at, r.stage) for r in rows)
                for wave in waves(runs_by_table(rows)):
                    if self.stopping:
                        break
                    handed += await self._fire_wave(wave, now)
            finally:
                await self.store.release(mine)
        await self._chores()
        return handed

    async def _chores(self) -> None:
        """Do the chores due now (a failure is logged, and they are tried again `pause`
        seconds later)."""
        if self.chores is None or self.stopping:
            return
        try:
            self.chores_due = await self.chores(self.clock())
        except StoreUnavailable:
            self.chores_due = self.clock() + self.pause
        except Exception:
            log.exception("the timers' daily chores failed")
            self.chores_due = self.clock() + self.retry

    async def _fire_wave(self, wave: Sequence[Sequence[DeadlineRow]], now: float) -> int:
        """Hand runs of different tables to the handler side by side; the rows handed.

        Each handler is started in deadline order and its transaction reaches the store in
        that order, so they commit in deadline order, together (`Store.write` groups the
        units that wait for the store): a burst of deadlines due at once pays for one sync
        of the file, not one each. Every run ends before anything is raised, so none is
        still firing when the rows are read again."""
        ended = await asyncio.gather(
            *(self._fire(run, now) for run in wave), return_exceptions=True
        )
        for end in ended:
            if isinstance(end, BaseException):
                raise end
        return sum(len(run) for run in wave)

    async def _fire(self, run: Sequence[DeadlineRow], now: float) -> None:
        try:
            await self.handler(run, now)
        except (StoreUnavailable, Unavailable):
            # The store has logged why (once); these deadlines are looked at later.
            await self._postpone(run, now)
        except Exception:
            table = run[0].table_id
            log.exception("turn timer failed on table %s", table, extra={"table": table})
            await self._postpone(run, now)

    async def _due(self, now: float) -> list[DeadlineRow]:
        async with self.store.reading() as db:
            rows = await deadlines.due(db, now, self.batch, self.shards)
        if any(r.due_at <= now and r.wake_at < r.due_at for r in rows):
            async with self.store.transaction() as db:
                await deadlines.collapse_overdue(db, now)
                rows = await deadlines.due(db, now, self.batch, self.shards)
        return rows

    async def _postpone(self, rows: Sequence[DeadlineRow], now: float) -> None:
        async with self.store.transaction() as db:
            await deadlines.postpone(db, [r.id for r in rows], now, now + self.retry)
