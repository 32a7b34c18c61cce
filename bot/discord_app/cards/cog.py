"""Development cards: `/buy` and `/play`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import notation
from bot.discord_app.actions import channel_of, perform
from bot.discord_app.cards import progress
from bot.discord_app.commands import piece_cost, text
from bot.service.options import plays_progress_cards

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


@app_commands.guild_only()
class Cards(commands.Cog):
    """Buying and playing development cards."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="buy",
        description=text("command.buy.description", cost=piece_cost("development")),
    )
    async def buy(self, interaction: discord.Interaction[Any]) -> None:
        """Buy the top development card."""
        await perform(self.bot, interaction, "buy development")

    @app_commands.command(
        name="play", description="Play a development or progress card (or reveal a point)"
    )
    @app_commands.describe(
        card="The card (and what to take with it); in Cities & Knights a progress card",
        target="Cities & Knights: the card's target (the list shows the legal ones)",
    )
    @app_commands.autocomplete(card=progress.card_names, target=progress.card_targets)
    async def play(
        self, interaction: discord.Interaction[Any], card: str, target: str | None = None
    ) -> None:
        """Play a knight, Road Building, Year of Plenty or Monopoly, or reveal a victory point;
        in Cities & Knights a progress card, with its target (or picked in a private flow)."""
        info = await self.bot.service.tables.table_info(channel_of(interaction))
        if info is not None and plays_progress_cards(info.rules):
            await progress.play_command(self.bot, interaction, card, target)
            return
        await perform(self.bot, interaction, notation.play(card))
