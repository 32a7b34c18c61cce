"""The panel's hand and catch-up buttons, and the catch-up `/catchup` shares with the latter."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.actions import channel_of, send_hand
from bot.discord_app.components import Ref
from bot.discord_app.language import say_all
from bot.discord_app.respond import Reply, user_of
from bot.service.outcome import view_of

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


async def hand(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The presser's own hand, privately (any panel works: a hand is never stale)."""
    await send_hand(bot, interaction)


async def catch_up(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The presser's catch-up at the table, privately, with the board (any panel works: a
    catch-up is never stale); someone without a seat there is refused."""
    await send_catchup(bot, interaction)


async def send_catchup(bot: HexhavenBot, interaction: discord.Interaction[Any]) -> None:
    """What happened at the thread's table since the user's own last move, with the board,
    only they see it (`/catchup` and the panel's button)."""
    reply = Reply(interaction)
    await reply.ack()
    user = user_of(interaction)
    outcome = await bot.service.catchups.catchup(channel_of(interaction), user)
    words = await reply.words()
    lines = outcome.private.get(user.id, ())
    png = await bot.pictures.board(view_of(outcome), dict(outcome.names), language=words.language)
    await reply.say(
        "\n".join(say_all(lines, words)),
        file=discord.File(io.BytesIO(png), filename="board.png"),
    )
