"""Computer players offer trades to people through the simulated Discord: the offer is posted
like any other, in the game's language, the person answers it with the turn panel's buttons,
and the computer waits for the answer before it moves on."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord

from bot.discord_app.client import HexhavenBot
from bot.service import Service
from bot.service.computers import Thinking, is_computer_id
from bot.timers import Deliver
from tests.bot.driver import Driver, public_since
from tests.bot.test_timers import StepScheduler
from tests.bot.world import RecordingPictures, World
from tests.bot.world import button as custom_id
from words.languages import catalogue

SEED = 5


async def _until_a_computer_offers(
    w: World, thread: Any, timers: list[StepScheduler], person: str
) -> dict[str, Any]:
    """Play (the person by the driver, the computers by the timers) until a computer's offer
    to the person awaits the person's answer; returns the public view then."""
    driver = Driver(w, thread, random.Random(SEED))
    for _ in range(600):
        await timers[0].inner.run_due()
        await w.env.settle()
        view = dict((await w.service.tables.board(thread.id)).view or {})
        trade = view.get("trade")
        offered = trade and is_computer_id(str(trade["from"])) and person in trade["to"]
        if offered and person not in trade["accepted"] + trade["declined"]:
            return view
        status = await w.service.tables.status(thread.id)
        if not status.awaiting:
            break
        if person in status.awaiting:
            await driver.step()
    raise AssertionError("no computer offered the person a trade")


@pytest.mark.parametrize("language", ["en", "nl"])
async def test_a_person_answers_a_computers_offer_with_the_panel_buttons(
    tmp_path: Path, language: str
) -> None:
    """A strong computer proposes a trade on its own turn; the person sees it posted (in the
    game's language, with the Accept and Decline buttons), declines it with the button, and
    the computer, which waited for the answer, goes on and does not make the same offer again
    in that turn."""
    thinking = Thinking(budgets={"strong": 30.0}, workers="thread")
    service = await Service.open(tmp_path / "bot.db", rng=random.Random(SEED), thinking=thinking)
    timers: list[StepScheduler] = []

    def factory(service: Service, deliver: Deliver) -> StepScheduler:
        timers.append(StepScheduler(service, deliver))
        return timers[-1]

    bot = HexhavenBot(service, pictures=RecordingPictures(), scheduler=factory)
    words = catalogue(language)
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
            await alice.slash(
                channel, "game new", map="beginner", bots=2, level="strong", language=language
            )
            thread = channel.threads[0]
            await alice.slash(thread, "game start")
            seen = 0
            view = await _until_a_computer_offers(w, thread, timers, str(alice.id))
            trade = view["trade"]
            maker = str(trade["from"])
            table = await service.core.latest(thread.id)
            name = table.names[maker]
            assert words.say("service.computer.level.strong") in name
            posted = public_since(w, thread.id, seen)
            offer_posts = [p for p in posted if p.content.startswith("🤖") and name in p.content]
            assert offer_posts, "the offer was not posted"
            panel = Driver(w, thread, random.Random(0)).panel()
            labels = [
                str(getattr(c, "label", "")) for row in panel.components for c in row.children
            ]  # type: ignore[attr-defined]
            assert words.say("discord.panel.decline") in labels, labels
            status = await service.tables.status(thread.id)
            assert maker in status.awaiting  # the computer waits for the answer
            before = len(env.backend.messages.get(thread.id, {}))
            result = await alice.click(panel, custom_id=custom_id(panel, "decline"))
            assert result.response is not None and result.response.content.startswith("✅")
            await timers[0].inner.run_due()
            await env.settle()
            after = public_since(w, thread.id, before)
            assert any(p.content.startswith("🤖") and name in p.content for p in after)
            # the same terms are not offered again in that turn
            moves = await _turn_moves(service, thread.id, maker)
            terms = [m.split(" to ")[0] for m in moves if m.startswith("offer ")]
            assert len(terms) == len(set(terms)), terms
        await bot.close()
    finally:
        await service.close()


async def _turn_moves(service: Service, channel: int, player: str) -> list[str]:
    """The moves `player` made since the turn began, from the log."""
    from bot.store import actions

    table = await service.core.latest(channel)
    async with service.core.store.reading() as db:
        rows = await actions.last_actions(db, table.id, 80)
    out: list[str] = []
    for row in reversed(rows):
        if row.notation == "end":
            break
        if row.player == player:
            out.append(row.notation)
    return out


async def test_game_new_seats_hard_computers_named_in_dutch(tmp_path: Path) -> None:
    """`/game new bots:2 level:hard` in a Dutch game seats two hard computer players, named
    with the level in the game's language ("Computer 1 (moeilijk)")."""
    service = await Service.open(tmp_path / "bot.db", rng=random.Random(SEED))
    bot = HexhavenBot(service, pictures=RecordingPictures())
    try:
        async with simcord.run(bot) as env:
            await bot.tree.sync()
            guild = env.create_guild("Hexhaven test server")
            channel = guild.create_text_channel("games")
            alice = guild.add_member(env.create_user("alice"))
            made = await alice.slash(channel, "game new", bots=2, level="hard", language="nl")
            assert made.ephemeral
            info = await service.tables.table_info(channel.threads[0].id)
            assert info is not None
            assert info.names["computer-1"] == "Computer 1 (moeilijk)"
        await bot.close()
    finally:
        await service.close()
