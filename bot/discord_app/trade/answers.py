"""The panel's trade buttons: accept, decline or withdraw the open offer, and trade with a
player who accepted."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.actions import perform
from bot.discord_app.components import Ref

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


async def answer(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Accept, decline or cancel: the notation is the action's own name."""
    await perform(bot, interaction, ref.action, ref)


async def confirm(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Close the open offer with the player named in the button."""
    await perform(bot, interaction, f"confirm {ref.arg}", ref)
