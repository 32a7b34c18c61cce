"""The lobby buttons: take a seat, leave it, start the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.actions import channel_of, current_table, publish
from bot.discord_app.components import Ref
from bot.discord_app.respond import Reply, is_admin, user_of
from words import say

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

DONE = {
    "join": "discord.lobby.joined",
    "leave": "discord.lobby.left",
    "start": "discord.lobby.started",
}


async def lobby_button(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Join, leave or start the table the button belongs to."""
    reply = Reply(interaction)
    await reply.ack()
    channel = channel_of(interaction)
    await current_table(bot, channel, ref)
    user = user_of(interaction)
    if ref.action == "join":
        outcome = await bot.service.lobby.join(channel, user)
    elif ref.action == "leave":
        outcome = await bot.service.lobby.leave(channel, user)
    else:
        outcome = await bot.service.play.start(channel, user, admin=is_admin(interaction))
    await reply.say(say(DONE[ref.action]))
    await publish(bot, interaction, outcome)
