"""Looking, not playing: `/board`, `/hand`, `/status`, `/log`, `/catchup`, `/rules`."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.common.summary import points_line
from bot.discord_app.actions import channel_of, send_hand
from bot.discord_app.commands import choice
from bot.discord_app.info.buttons import send_catchup
from bot.discord_app.info.spots import piece_choices, send_spots
from bot.discord_app.language import say_all
from bot.discord_app.respond import Reply, user_of
from bot.service.outcome import view_of
from bot.version import version
from words import TOPICS, help_text, speak

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

TOPIC_CHOICES = [choice(f"command.choice.topic.{t}", t) for t in TOPICS]


class Info(commands.Cog):
    """Answers only the asker sees."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(name="board", description="Show the board as it is now")
    @app_commands.describe(spots="Mark where you may build this piece now (only you see it)")
    @app_commands.autocomplete(spots=piece_choices)
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction[Any], spots: str | None = None) -> None:
        """The board picture; with `spots`, that piece's legal spots marked (for the asker)."""
        if spots is not None:
            await send_spots(self.bot, interaction, spots)
            return
        reply = Reply(interaction)
        await reply.ack()
        channel = channel_of(interaction)
        outcome = await self.bot.service.tables.board(channel)
        names = dict(outcome.names)
        view = view_of(outcome)
        # Only the asker sees this copy of the board: drawn in their language.
        words = await reply.words()
        png = await self.bot.pictures.board(view, names, language=words.language)
        await reply.say(
            speak(points_line(view, names), words) + ".",
            file=discord.File(io.BytesIO(png), filename="board.png"),
        )

    @app_commands.command(name="hand", description="Your cards (only you see them)")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        """The asker's hand."""
        await send_hand(self.bot, interaction)

    @app_commands.command(name="status", description="Seats, settings, points and whose move it is")
    @app_commands.guild_only()
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        """The table's status."""
        reply = Reply(interaction)
        await reply.ack()
        # Deadlines in the reader's own time if they keep a zone, else as Discord timestamps.
        outcome = await self.bot.service.tables.status(
            channel_of(interaction), reader=user_of(interaction), stamps=True
        )
        await reply.say("\n".join(say_all(outcome.public, await reply.words())))

    @app_commands.command(name="log", description="The latest moves")
    @app_commands.describe(count="How many moves (default 10)")
    @app_commands.guild_only()
    async def log(
        self, interaction: discord.Interaction[Any], count: app_commands.Range[int, 1, 50] = 10
    ) -> None:
        """The last moves, as everyone saw them."""
        reply = Reply(interaction)
        await reply.ack()
        outcome = await self.bot.service.tables.log(channel_of(interaction), count)
        await reply.say("\n".join(say_all(outcome.public, await reply.words())))

    @app_commands.command(name="catchup", description="What happened since your last move")
    @app_commands.guild_only()
    async def catchup(self, interaction: discord.Interaction[Any]) -> None:
        """The asker's catch-up at the thread's table, with the board (only they see it)."""
        await send_catchup(self.bot, interaction)

    @app_commands.command(name="rules", description="How to play, and the commands")
    @app_commands.describe(topic="A topic (leave empty for the list)")
    @app_commands.choices(topic=TOPIC_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], topic: str | None = None) -> None:
        """Help text (with the game's own rule set, in a game's thread); the list of topics
        ends with the bot's version."""
        info = None
        if interaction.channel_id is not None:
            info = await self.bot.service.tables.table_info(interaction.channel_id)
        reply = Reply(interaction)
        words = await reply.words()
        rules = info.rules if info else "base"
        await reply.say(help_text(topic, rules=rules, words=words, version=version()))
