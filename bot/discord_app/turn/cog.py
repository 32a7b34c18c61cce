"""Moves of a turn: `/roll`, `/robber`, `/discard`, `/end`, `/pass` (the special building
phase of the games for five and six), `/undo` and `/panel`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import notation
from bot.discord_app.actions import channel_of, perform, take_back
from bot.discord_app.autocomplete import completer
from bot.discord_app.respond import Reply
from words import say

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


@app_commands.guild_only()
class Turn(commands.Cog):
    """The common moves, one command each."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(name="roll", description="Roll the dice")
    async def roll(self, interaction: discord.Interaction[Any]) -> None:
        """Roll for production."""
        await perform(self.bot, interaction, "roll")

    @app_commands.command(name="end", description="End your turn")
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        """Pass the dice."""
        await perform(self.bot, interaction, "end")

    @app_commands.command(name="pass", description="Done building in the special building phase")
    async def pass_(self, interaction: discord.Interaction[Any]) -> None:
        """The games for five and six: done building after another player's turn."""
        await perform(self.bot, interaction, "pass")

    @app_commands.command(name="robber", description="Move the robber and steal a card")
    @app_commands.describe(move="Where the robber goes and whom you rob")
    @app_commands.autocomplete(move=completer(("robber",)))
    async def robber(self, interaction: discord.Interaction[Any], move: str) -> None:
        """Move the robber (and name the victim when there is one)."""
        await perform(self.bot, interaction, notation.prefixed("robber", move))

    @app_commands.command(name="discard", description="Discard half your cards after a 7")
    @app_commands.describe(cards="What to discard, e.g. 2 ore 1 grain")
    @app_commands.autocomplete(cards=completer(("discard",)))
    async def discard(self, interaction: discord.Interaction[Any], cards: str) -> None:
        """Discard the cards owed."""
        await perform(self.bot, interaction, notation.discard(cards))

    @app_commands.command(
        name="undo", description="Take back your last move, if it revealed nothing"
    )
    async def undo(self, interaction: discord.Interaction[Any]) -> None:
        """Take back the last move (or ask the others to agree)."""
        await take_back(self.bot, interaction)

    @app_commands.command(name="panel", description="Post the turn panel again at the bottom")
    async def panel(self, interaction: discord.Interaction[Any]) -> None:
        """Repost the buttons for the game's current state."""
        reply = Reply(interaction)
        await reply.ack()
        channel = channel_of(interaction)
        state = await self.bot.service.tables.status(channel, stamps=True)
        await self.bot.publisher.post_panel(channel, list(state.public)[3:])
        await reply.say(say("discord.panel.reposted"))
