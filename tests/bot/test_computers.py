"""A game against computer players through the simulated Discord: `/game new
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
from bot.timers import Deliver, ManualClock
from tests.bot.driver import Driver, public_since
from tests.bot.test_timers import StepScheduler
from tests.bot.world import RecordingPictures, World

SEED = 3
HOUR = 3600


async def test_a_game_from_new_to_winner_against_two_computer_players(tmp_path: Path) -> None:
    """One person and two computer players (`/game new bots:2 level:easy`) play a
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
                status = await service.tables.status(thread.id)
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


async def test_return_in_discord_takes_the_seat_back_from_the_computer(tmp_path: Path) -> None:
    """With `on_timeout: computer`, a player who misses their deadlines is replaced
    by a computer player (the thread is told, and /return named); `/return` gives the seat
    back, and the player is then asked for their move again."""
    clock = ManualClock()
    thinking = Thinking(budgets={"easy": 30.0}, workers="thread")
    service = await Service.open(
        tmp_path / "bot.db", rng=random.Random(SEED), clock=clock, thinking=thinking
    )
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
            people = [guild.add_member(env.create_user(n)) for n in ("a", "b", "c")]
            await people[0].slash(
                channel, "game new", map="beginner", turn_time="1h", on_timeout="computer"
            )
            thread = channel.threads[0]
            for person in people[1:]:
                await person.slash(thread, "game join")
            await people[0].slash(thread, "game start")
            away = (await service.tables.status(thread.id)).awaiting[0]
            for _ in range(60):  # the others play; `away` misses (3 strikes hand the seat over)
                table = await service.core.latest(thread.id)
                control = table.control_of(away)
                if control is not None and control.computer:
                    break
                game = await service.core.game(table)
                person = game.awaiting()[0]
                if person == away:
                    clock.advance(HOUR + 1)
                else:
                    action = game.default_action(person)
                    assert action is not None
                    await service.play.act(thread.id, person, action)
                await timers[0].inner.run_due()
                await env.settle()
            said = "\n".join(m.content for m in thread.history())
            assert "a computer player (easy) plays the seat" in said and "/return" in said
            table = await service.core.latest(thread.id)
            assert table.player_of(away) is None  # the computer holds it
            member = next(p for p in people if str(p.id) == away)
            back = await member.slash(thread, "return")
            assert back.response.content == "Your seat is yours again."
            table = await service.core.latest(thread.id)
            assert table.player_of(away) == away
            assert "takes their seat back" in thread.history()[-1].content
        await bot.close()
    finally:
        await service.close()
