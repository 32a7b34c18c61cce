"""Cities & Knights commands: `/knight build|activate|promote|move|displace|chase`, `/wall`,
`/improve` and `/choose` (the choices the game awaits: pillage, metropolis, relocation,
Aqueduct, tied defenders' draw, progress-card return), each with autocomplete of the legal
moves only, worded with why one might pick them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.common import notation
from bot.common.cities_knights import CHOICE_KINDS
from bot.discord_app.actions import channel_of, perform
from bot.discord_app.autocomplete import completer
from bot.discord_app.autocomplete import spot as spot_only
from bot.discord_app.commands import counts_cost, text
from bot.discord_app.respond import user_of
from bot.service import rule_data

#: What the Cities & Knights pieces and knight moves cost, from the rule set's data.
COSTS = rule_data("cities_knights")["costs"]

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot


@app_commands.guild_only()
class Knight(commands.GroupCog, group_name="knight", group_description="Lead your knights"):
    """One command per knight move (Cities & Knights)."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        super().__init__()

    async def _do(self, interaction: discord.Interaction[Any], verb: str, spots: str) -> None:
        await perform(self.bot, interaction, notation.knight(verb, spots))

    @app_commands.command(
        name="build",
        description=text("command.knight.build.description", cost=counts_cost(COSTS["knight"])),
    )
    @app_commands.describe(spot="A free intersection on your roads, e.g. 23")
    @app_commands.autocomplete(spot=completer(("knight",), spot_only))
    async def build(self, interaction: discord.Interaction[Any], spot: str) -> None:
        """A new, inactive knight."""
        await self._do(interaction, "build", spot)

    @app_commands.command(
        name="activate",
        description=text(
            "command.knight.activate.description", cost=counts_cost(COSTS["activation"])
        ),
    )
    @app_commands.describe(spot="Your knight's intersection")
    @app_commands.autocomplete(spot=completer(("activate",), spot_only))
    async def activate(self, interaction: discord.Interaction[Any], spot: str) -> None:
        """Activate one's knight."""
        await self._do(interaction, "activate", spot)

    @app_commands.command(
        name="promote",
        description=text(
            "command.knight.promote.description", cost=counts_cost(COSTS["promotion"])
        ),
    )
    @app_commands.describe(spot="Your knight's intersection")
    @app_commands.autocomplete(spot=completer(("promote",), spot_only))
    async def promote(self, interaction: discord.Interaction[Any], spot: str) -> None:
        """A knight one level up."""
        await self._do(interaction, "promote", spot)

    @app_commands.command(name="move", description="Move an active knight along your roads")
    @app_commands.describe(move="From where to where, e.g. 23 30")
    @app_commands.autocomplete(move=completer(("move",)))
    async def move(self, interaction: discord.Interaction[Any], move: str) -> None:
        """Move a knight."""
        await self._do(interaction, "move", move)

    @app_commands.command(name="displace", description="Drive away a weaker knight")
    @app_commands.describe(move="Your knight, then the knight to drive away, e.g. 23 30")
    @app_commands.autocomplete(move=completer(("displace",)))
    async def displace(self, interaction: discord.Interaction[Any], move: str) -> None:
        """Displace an opponent's knight."""
        await self._do(interaction, "displace", move)

    @app_commands.command(name="chase", description="Chase the robber away with a knight")
    @app_commands.describe(move="Your knight, the robber's new hex, whom you rob")
    @app_commands.autocomplete(move=completer(("chase",)))
    async def chase(self, interaction: discord.Interaction[Any], move: str) -> None:
        """Chase the robber (and steal)."""
        await self._do(interaction, "chase", move)


@app_commands.guild_only()
class Cities(commands.Cog):
    """City walls, improvements and the choices of Cities & Knights."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="wall",
        description=text("command.wall.description", cost=counts_cost(COSTS["wall"])),
    )
    @app_commands.describe(spot="Your city's intersection")
    @app_commands.autocomplete(spot=completer(("wall",), spot_only))
    async def wall(self, interaction: discord.Interaction[Any], spot: str) -> None:
        """A wall: +2 to the hand limit."""
        await perform(self.bot, interaction, notation.prefixed("wall", spot))

    @app_commands.command(
        name="improve", description="Improve your cities: trade, politics, science"
    )
    @app_commands.describe(track="The track to raise by a level")
    @app_commands.autocomplete(track=completer(("improve",)))
    async def improve(self, interaction: discord.Interaction[Any], track: str) -> None:
        """The next level of a track."""
        await perform(self.bot, interaction, notation.improve(track))

    @app_commands.command(name="choose", description="Make the choice the game waits for")
    @app_commands.describe(option="One of your options (the list shows them)")
    @app_commands.autocomplete(option=completer((*CHOICE_KINDS, "discard")))
    async def choose(self, interaction: discord.Interaction[Any], option: str) -> None:
        """Pillage, metropolis, relocation, Aqueduct, a defender's draw, a returned card, and
        the progress cards' choices and answers (the option's notation, or only its spot or
        word when that names one of the choices)."""
        move = notation.choice(option)  # a track typed in any language
        if move and move.split()[0].lower() not in CHOICE_KINDS:
            legal = await self.bot.service.tables.legal(
                channel_of(interaction), user_of(interaction)
            )
            named = [
                m
                for m in legal
                if m.split()[0] in (*CHOICE_KINDS, "discard")
                and m.split()[-1].lower() == move.lower()
            ]
            move = named[0] if len(named) == 1 else move
        await perform(self.bot, interaction, move)
