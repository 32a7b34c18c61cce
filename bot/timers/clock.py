"""Time for the turn timers: a clock to read and a way to sleep until a moment or a wake-up.

The scheduler reads the time from the service's clock and sleeps through a *sleeper*:
`await sleeper(when, wake)` returns at `when` (epoch seconds; None: no deadline at all) or as
soon as `wake` is set, whichever comes first. `SystemClock` is the real one; `ManualClock` is a
clock a test moves by hand, so that no test ever sleeps for real.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from contextlib import suppress
from typing import cast

Sleeper = Callable[[float | None, asyncio.Event], Awaitable[None]]


class SystemClock:
    """Wall-clock time. A sleep lasts at most `max_sleep` seconds (then the scheduler looks
    again), so a wall clock set forwards or a machine woken from suspend is caught up with."""

    def __init__(self, max_sleep: float | None = 3600.0) -> None:
        self.max_sleep = max_sleep

    def __call__(self) -> float:
        return time.time()

    async def wait_until(self, when: float | None, wake: asyncio.Event) -> None:
        """Sleep until `when` or until `wake` is set."""
        timeout = None if when is None else max(0.0, when - time.time())
        if self.max_sleep is not None:
            timeout = self.max_sleep if timeout is None else min(timeout, self.max_sleep)
        with suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), timeout)


class ManualClock:
    """A clock that only moves when told to (`advance`, `set`); sleepers wake when it passes
    their moment. Pass it as the service's clock: the scheduler then sleeps on it too."""

    def __init__(self, now: float = 1_700_000_000.0) -> None:
        self.now = now
        self._sleepers: list[tuple[float, asyncio.Future[bool]]] = []

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the clock forwards."""
        self.set(self.now + seconds)

    def set(self, when: float) -> None:
        """Set the time, waking every sleeper whose moment has come."""
        self.now = when
        for moment, future in self._sleepers:
            if moment <= when and not future.done():
                future.set_result(True)

    async def wait_until(self, when: float | None, wake: asyncio.Event) -> None:
        """Sleep until the clock reaches `when` or until `wake` is set."""
        if when is not None and when <= self.now:
            return
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        entry = (when if when is not None else float("inf"), future)
        self._sleepers.append(entry)
        woken: asyncio.Future[bool] = asyncio.ensure_future(wake.wait())
        try:
            await asyncio.wait([future, woken], return_when=asyncio.FIRST_COMPLETED)
        finally:
            woken.cancel()
            self._sleepers.remove(entry)


def sleeper_for(clock: Callable[[], float]) -> Sleeper:
    """The sleeper that goes with a clock: its own `wait_until` if it has one, else real time."""
    wait = getattr(clock, "wait_until", None)
    return cast(Sleeper, wait) if callable(wait) else SystemClock().wait_until
