"""Seafarers commands: `/ship build|move`, `/pirate`, `/gold` and `/token`, each with
autocomplete of only the user's legal moves of that kind (from the engine), worded with what
they reach (`Ship · 12-17 · toward 17 · 6 grain`)."""

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


def ship_move(move: str) -> str:
    """`move ship 12-17 17-23` from `12-17 17-23` (or the whole notation, kept as given)."""
    move = move.strip()
    if move.lower().startswith("move ship"):
        return move
    return f"move ship {move}".strip()


def gold(resources: str) -> str:
    """`gold grain ore` from `grain, ore` or `2 grain` (resource words spelt as the engine's)."""
    text = resources.strip()
    if text.lower().startswith("gold"):
        text = text[4:]
    picked = [r for r, n in notation.parse_cards(text) for _ in range(n)]
    return " ".join(("gold", *picked))


@app_commands.guild_only()
class Ship(commands.GroupCog, group_name="ship", group_description="Build or move a ship"):
    """Ships (Seafarers)."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(
        name="build", description=text("command.ship.build.description", cost=piece_cost("ship"))
    )
    @app_commands.describe(spot="A sea or coastal path, e.g. 12-17")
    @app_commands.autocomplete(spot=completer(("ship",), spot_only))
    async def build(self, interaction: discord.Interaction[Any], spot: str) -> None:
        """A ship on a path (also the set-up ship and Road Building's free ones)."""
        await perform(self.bot, interaction, notation.build("ship", spot))

    @app_commands.command(name="move", description="Move the last ship of an open route")
    @app_commands.describe(move="From which path to which, e.g. 12-17 17-23")
    @app_commands.autocomplete(move=completer(("sail",)))
    async def move(self, interaction: discord.Interaction[Any], move: str) -> None:
        """One ship move a turn, after the roll."""
        await perform(self.bot, interaction, ship_move(move))


@app_commands.guild_only()
class Seafarers(commands.Cog):
    """The pirate and Seafarers' choices."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(name="pirate", description="Move the pirate and steal from a ship")
    @app_commands.describe(move="Where the pirate goes and whom you rob")
    @app_commands.autocomplete(move=completer(("pirate",)))
    async def pirate(self, interaction: discord.Interaction[Any], move: str) -> None:
        """The pirate instead of the robber, after a 7 or a Knight."""
        await perform(self.bot, interaction, notation.prefixed("pirate", move))

    @app_commands.command(name="gold", description="Take the resources your gold gives you")
    @app_commands.describe(resources="The resources you take, e.g. grain ore")
    @app_commands.autocomplete(resources=completer(("gold",)))
    async def gold(self, interaction: discord.Interaction[Any], resources: str) -> None:
        """Resources of one's choice for gold."""
        await perform(self.bot, interaction, gold(resources))

    @app_commands.command(name="token", description="Greater Catan: the number token to move")
    @app_commands.describe(hex="The main-island hex that gives up its number")
    @app_commands.autocomplete(hex=completer(("token",), spot_only))
    async def token(self, interaction: discord.Interaction[Any], hex: str) -> None:
        """The token moved to the newly reached hex."""
        await perform(self.bot, interaction, notation.prefixed("token", hex))
