"""`/build road|settlement|city spot:` with autocomplete of the legal spots, best first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import notation
from bot.discord_app.actions import perform
from bot.discord_app.autocomplete import completer
from bot.discord_app.autocomplete import spot as spot_only
from bot.discord_app.commands import piece_cost, text

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


@app_commands.guild_only()
class Build(
    commands.GroupCog, group_name="build", group_description="Build a road, settlement or city"
):
    """One command per piece."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="road", description=text("command.build.road.description", cost=piece_cost("road"))
    )
    @app_commands.describe(spot="The path, e.g. 12-17")
    @app_commands.autocomplete(spot=completer(("road",), spot_only))
    async def road(self, interaction: discord.Interaction[Any], spot: str) -> None:
        """A road on a path."""
        await perform(self.bot, interaction, notation.build("road", spot))

    @app_commands.command(
        name="settlement",
        description=text("command.build.settlement.description", cost=piece_cost("settlement")),
    )
    @app_commands.describe(spot="The intersection, e.g. 23")
    @app_commands.autocomplete(spot=completer(("settlement",), spot_only))
    async def settlement(self, interaction: discord.Interaction[Any], spot: str) -> None:
        """A settlement on an intersection."""
        await perform(self.bot, interaction, notation.build("settlement", spot))

    @app_commands.command(
        name="city",
        description=text("command.build.city.description", cost=piece_cost("city")),
    )
    @app_commands.describe(spot="Your settlement's intersection")
    @app_commands.autocomplete(spot=completer(("city",), spot_only))
    async def city(self, interaction: discord.Interaction[Any], spot: str) -> None:
        """A city in place of one's settlement."""
        await perform(self.bot, interaction, notation.build("city", spot))
