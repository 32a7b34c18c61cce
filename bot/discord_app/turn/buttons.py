"""The select that plays a move picked from a menu at once (Roll and End are `named_move`s)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.actions import perform
from bot.discord_app.components import Ref
from bot.service import Refusal
from words import say

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


async def chosen(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A move picked from a menu: the option's value is its notation."""
    if not values:
        raise Refusal("no_choice", say("discord.error.pick_move"))
    await perform(bot, interaction, values[0], ref)
