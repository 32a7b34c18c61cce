"""The panel's hand button."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.actions import send_hand
from bot.discord_app.components import Ref

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


async def hand(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The presser's own hand, privately (any panel works: a hand is never stale)."""
    await send_hand(bot, interaction)
