"""How a turn-timer scheduler plugs into the bot.

The bot does not know how timers work. It takes a factory that builds a scheduler from the
service and a callback; the scheduler reports what a timer did (a reminder, a default move, a
skipped turn) by calling that callback with the table's channel and the service's `Outcome`,
and the bot posts it exactly as it posts a player's move: public lines, pings and the board.

A `bot.timers` module that defines `make_scheduler(service, deliver)` is picked up by
`python -m bot` on its own.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from bot.service import Outcome, Service

OutcomeCallback = Callable[[int | str, Outcome], Awaitable[None]]


class Scheduler(Protocol):
    """What the bot needs of a scheduler: to start it once logged in and stop it on the way out."""

    def start(self) -> Any:
        """Begin waking at deadlines (may be a coroutine function)."""

    def stop(self) -> Any:
        """Stop waking, finishing or cancelling work in hand (may be a coroutine function)."""


SchedulerFactory = Callable[[Service, OutcomeCallback], Scheduler]


async def call(method: Callable[[], Any]) -> None:
    """Call `start`/`stop`, awaiting the result when it is awaitable."""
    result = method()
    if inspect.isawaitable(result):
        await result


def find_scheduler(module: str = "bot.timers") -> SchedulerFactory | None:
    """The `make_scheduler` factory of the timers module, if that module exists."""
    try:
        if importlib.util.find_spec(module) is None:
            return None
    except ModuleNotFoundError:
        return None
    factory = getattr(importlib.import_module(module), "make_scheduler", None)
    return factory if callable(factory) else None
