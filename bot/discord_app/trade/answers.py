"""The panel's Trade with … button: trade with a player who accepted (Accept, Decline and
Withdraw are `named_move`s)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.actions import perform
from bot.discord_app.components import Ref

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


async def confirm(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Close the open offer with the player named in the button."""
    await perform(bot, interaction, f"confirm {ref.arg}", ref)
