"""A game against computer players through the simulated Discord (issue 17): `/game new
bots:2` fills two seats, the one person plays with commands, buttons and menus, and the
computers' moves (made by the turn timers' scheduler, as after a restart) are posted like a
person's, marked 🤖, until someone wins."""

from __future__ import annotations

import random
from pathlib import Path

import discord
import simcord

from bot.discord_app.client import HexhavenBot
from bot.service import Service
from bot.service.computers import Thinking, is_computer_id
from bot.timers import Deliver
from tests.bot.driver import Driver, public_since
from tests.bot.test_timers import StepScheduler
from tests.bot.world import RecordingPictures, World

SEED = 3


async def test_a_game_from_new_to_winner_against_two_computer_players(tmp_path: Path) -> None:
    """Issue 17: one person and two computer players (`/game new bots:2 level:easy`) play a
    whole game in Discord; the computers answer the person's trade offers, never keep the
    person waiting, are never pinged, and every move of theirs is marked in public."""
    thinking = Thinking(budgets={"easy": 30.0}, workers="thread")
    service = await Service.open(tmp_path / "bot.db", rng=random.Random(SEED), thinking=thinking)
    timers: list[StepScheduler] = []

    def factory(service: Service, deliver: Deliver) -> StepScheduler:
        timers.append(StepScheduler(service, deliver))
        return timers[-1]

    bot = HexhavenBot(service, pictures=RecordingPictures(), scheduler=factory)
    try:
        async with simcord.run(bot) as env:
            await bot.tree.sync()
            guild = env.create_guild("Hexhaven test server")
            channel = guild.create_text_channel("games")
            alice = guild.add_member(env.create_user("alice"))
            mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
            moderator = guild.add_member(env.create_user("mo"), roles=[mods])
            w = World(env, bot, service, bot.pictures, guild, channel, [alice], alice, moderator)  # type: ignore[arg-type]
            w.by_id = {str(alice.id): alice}
            made = await alice.slash(
                channel, "game new", map="beginner", vp=5, bots=2, level="easy"
            )
            assert made.ephemeral and "ready" in made.response.content
            thread = channel.threads[0]
            assert "🤖 2 computer players (easy) take a seat." in thread.history()[-1].content
            await alice.slash(thread, "game start")
            driver = Driver(w, thread, random.Random(SEED))
            for _ in range(1500):
                await timers[0].inner.run_due()  # the computers' moves, due at once
                await env.settle()
                status = await service.status(thread.id)
                if not status.awaiting:
                    break
                assert status.awaiting == (str(alice.id),), status.awaiting
                await driver.step()
            table = await service.core.latest(thread.id)
            assert table.row.status == "finished"
            posted = public_since(w, thread.id, 0)
            computer_lines = [p.content for p in posted if "Computer 1 (easy) " in p.content]
            assert any(line.startswith("🤖 Computer 1 (easy) built") for line in computer_lines)
            assert all(ping == str(alice.id) for p in posted for ping in p.pings)
            assert "wins" in posted[-1].content or any("wins" in p.content for p in posted[-3:])
            asked = [s for s in driver.steps if s.move.startswith("offer")]
            answered = [
                line
                for p in posted
                for line in p.content.splitlines()
                if line.startswith("🤖 Computer") and ("accept" in line or "decline" in line)
            ]
            assert not asked or answered
            assert any(is_computer_id(p) for p in table.names)
        await bot.close()
    finally:
        await service.close()
