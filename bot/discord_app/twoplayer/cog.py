"""`/neutral move:`, `/tokens action:` and `/give cards:` of the 2-player variant, each with
autocomplete of only the user's legal moves of that kind (from the engine), worded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import notation
from bot.discord_app.actions import perform
from bot.discord_app.autocomplete import completer

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


@app_commands.guild_only()
class TwoPlayer(commands.Cog):
    """The moves the 2-player variant adds."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="neutral", description="Build the road or settlement you owe a neutral player"
    )
    @app_commands.describe(move="Which neutral player gets which piece where")
    @app_commands.autocomplete(move=completer(("neutral",)))
    async def neutral(self, interaction: discord.Interaction[Any], move: str) -> None:
        """A piece for a neutral player (2-player game)."""
        await perform(self.bot, interaction, notation.prefixed("neutral", move))

    @app_commands.command(
        name="tokens",
        description="Spend trade tokens (forced trade, robber to the desert) or turn in a knight",
    )
    @app_commands.describe(action="What to do with your trade tokens")
    @app_commands.autocomplete(action=completer(("tokens",)))
    async def tokens(self, interaction: discord.Interaction[Any], action: str) -> None:
        """A token action (2-player game)."""
        await perform(self.bot, interaction, notation.tokens(action))

    @app_commands.command(
        name="give", description="Give two cards in exchange after a forced trade"
    )
    @app_commands.describe(cards="The cards to give, e.g. 1 ore 1 wool")
    @app_commands.autocomplete(cards=completer(("give",)))
    async def give(self, interaction: discord.Interaction[Any], cards: str) -> None:
        """The cards given back (2-player game)."""
        text = cards.strip().removeprefix("give").strip()
        await perform(self.bot, interaction, "give " + notation.cards_notation(text))
