"""Buttons and selects that play a move at once: roll, end, trade answers, a move picked from
a menu; and the hand button."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.discord_app.actions import perform, send_hand
from bot.discord_app.components import Ref, handles
from bot.service import Refusal

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


@handles("roll", "end", "accept", "decline", "cancel")
async def direct(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A move whose notation is the action's own name."""
    await perform(bot, interaction, ref.action, ref)


@handles("confirm")
async def confirm(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """Close the open offer with the player named in the button."""
    await perform(bot, interaction, f"confirm {ref.arg}", ref)


@handles("do")
async def chosen(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """A move picked from a menu: the option's value is its notation."""
    if not values:
        raise Refusal("no_choice", "Pick one of the moves in the menu.")
    await perform(bot, interaction, values[0], ref)


@handles("hand")
async def hand(
    bot: HexhavenBot, interaction: discord.Interaction[Any], ref: Ref, values: list[str]
) -> None:
    """The presser's own hand, privately (any panel works: a hand is never stale)."""
    await send_hand(bot, interaction)
