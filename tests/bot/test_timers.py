"""The turn-timer scheduler plugs into the bot through its constructor: what a timer does
(a reminder, a move played for an absent player) is posted like a player's move."""

from __future__ import annotations

import random
from pathlib import Path

import simcord

from bot.discord_app.client import HexhavenBot
from bot.service import Service
from bot.timers import Deliver, ManualClock, make_scheduler
from tests.bot.world import RecordingPictures

HOUR = 3600


class StepScheduler:
    """The real scheduler, fired by the test instead of its own task: simulated Discord
    settles between steps, and a task sleeping on the clock would never settle."""

    def __init__(self, service: Service, deliver: Deliver) -> None:
        self.inner = make_scheduler(service, deliver)
        self.started = self.stopped = False

    def start(self) -> None:
        self.started = True

    async def stop(self) -> None:
        self.stopped = True


async def test_a_timer_posts_its_outcome_in_the_thread(tmp_path: Path) -> None:
    clock = ManualClock()
    service = await Service.open(tmp_path / "bot.db", rng=random.Random(3), clock=clock)
    timers: list[StepScheduler] = []

    def factory(service: Service, deliver: Deliver) -> StepScheduler:
        timers.append(StepScheduler(service, deliver))
        return timers[-1]

    bot = HexhavenBot(service, pictures=RecordingPictures(), scheduler=factory)
    try:
        async with simcord.run(bot) as env:
            await bot.tree.sync()
            guild = env.create_guild()
            channel = guild.create_text_channel("games")
            alice, bob, carol = (guild.add_member(env.create_user(n)) for n in ("a", "b", "c"))
            await alice.slash(
                channel, "game new", map="beginner", turn_time="2h", on_timeout="default"
            )
            thread = channel.threads[0]
            await bob.slash(thread, "game join")
            await carol.slash(thread, "game join")
            await alice.slash(thread, "game start")
            first = (await service.tables.status(thread.id)).awaiting[0]
            posted = len(thread.history())

            assert timers[0].started
            clock.advance(2 * HOUR + 1)
            assert await timers[0].inner.run_due() > 0
            await env.settle()

            after = [m for m in thread.history()[posted:] if not m.flags.ephemeral]
            assert "Time is up" in after[0].content and "built a settlement" in after[0].content
            assert after[0].components  # the panel comes with it, as after a player's move

            clock.advance(2 * HOUR + 1)  # the road too: the turn passes, the board goes up
            assert await timers[0].inner.run_due() > 0
            await env.settle()
            last = thread.history()[-1]
            assert last.attachments and "built a road" in last.content
            following = (await service.tables.status(thread.id)).awaiting[0]
            assert following != first and f"<@{following}>: place a settlement" in last.content
        await bot.close()  # what `python -m bot` does on SIGINT: the timers stop first
        assert timers[0].stopped
    finally:
        await service.close()
