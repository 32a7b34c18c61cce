"""The catch-up: every table whose thread was not told of a stored move (the process stopped,
or Discord failed, between the commit and the posts) is told, at start-up, after a reconnect
and every minute, from the log (`Announcements.catch_up`), with a fresh panel and pings.

A table whose move is being made or posted in this process right now is left alone, and the
periodic pass leaves a move stored under `settle` seconds ago to the one posting it. A thread
that Discord says is gone is given up (logged once); any other failure is logged once per
table and tried again at the next pass."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import tasks

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

log = logging.getLogger("hexhaven.discord")


class Announcer:
    """Posts what tables' threads missed."""

    def __init__(self, bot: HexhavenBot, *, every: float = 60.0, settle: float = 30.0) -> None:
        self.bot = bot
        self.settle = settle
        self.started = False
        self._lock = asyncio.Lock()
        self._failing: set[int] = set()
        # Whether the last look for missed announcements failed (said once until one works).
        self._blind = False
        self._pending: set[asyncio.Task[int]] = set()
        self.loop = tasks.loop(seconds=every)(self._tick)
        self.loop.before_loop(self._ready)

    def start(self) -> None:
        """Start the periodic passes (the first one at once, once connected)."""
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        """Stop the periodic passes."""
        self.loop.cancel()
        for task in self._pending:
            task.cancel()

    def nudge(self, settled: float | None) -> None:
        """A pass now, in the background (after a reconnect, or a stale panel pressed)."""
        task = asyncio.get_running_loop().create_task(self.sweep(settled))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _ready(self) -> None:
        await self.bot.wait_until_ready()

    async def _tick(self) -> None:
        # The first pass, at start-up, takes every table behind: nothing of this process is
        # on its way yet.
        settled = self.settle if self.started else None
        self.started = True
        await self.sweep(settled)

    async def sweep(self, settled: float | None = None) -> int:
        """Post what every table of this process's servers missed; how many tables were
        told. `settled`: leave the tables whose newest move is younger than that (seconds)."""
        async with self._lock:
            try:
                owed = await self.bot.service.announcements.owed(
                    settled=settled, shards=self.bot.table_shards
                )
            except Exception as exc:  # the store says why; the next pass tries again
                if not self._blind:
                    self._blind = True
                    log.warning("could not look for missed announcements (%s)", exc)
                return 0
            self._blind = False
            told = 0
            for row in owed:
                channel = int(row.channel)
                if self.bot.publisher.busy(row.table_id, channel):
                    continue
                if await self._tell(row.table_id, channel):
                    told += 1
            return told

    async def _tell(self, table: int, channel: int) -> bool:
        """Post what one table missed; whether it was posted."""
        outcome = None
        try:
            outcome = await self.bot.service.announcements.catch_up(table)
            if outcome is None:
                return False
            await self.bot.publisher.post(channel, outcome, actor=None)
        except discord.NotFound:
            # The thread (or its channel) is gone: nobody is there to tell.
            log.info(
                "table %s: its thread %s is gone; its missed moves are not posted", table, channel
            )
            if outcome is not None:
                await self.bot.publisher.announced(outcome)
            return False
        except Exception as exc:
            if table not in self._failing:
                self._failing.add(table)
                log.warning("table %s: could not post its missed moves (%s)", table, exc)
            return False
        if table in self._failing:
            self._failing.discard(table)
            log.info("table %s: its missed moves are posted", table)
        else:
            log.info("table %s: posted the moves its thread missed", table)
        return True
