"""Your own settings: direct messages (reminders and private news) and vacation."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_app.respond import Reply, user_of
from bot.timers import DM_PREFERENCE

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

DAY = 86400
ON_OFF = [app_commands.Choice(name="on", value="on"), app_commands.Choice(name="off", value="off")]
VACATION = [*ON_OFF, app_commands.Choice(name="status", value="status")]


class Personal(commands.Cog):
    """Preferences and vacations, per user, through the service."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot

    @app_commands.command(
        name="reminders",
        description="Direct messages when it is your move, and news such as a card stolen from you",
    )
    @app_commands.choices(state=ON_OFF)
    async def reminders(self, interaction: discord.Interaction[Any], state: str) -> None:
        """Turn direct messages on or off."""
        reply = Reply(interaction)
        await reply.ack()
        await self.bot.service.set_preference(user_of(interaction), DM_PREFERENCE, state == "on")
        text = (
            "I will send you direct messages: reminders and private news."
            if state == "on"
            else "No more direct messages: reminders come as mentions in the game's thread."
        )
        await reply.say(text)

    @app_commands.command(name="vacation", description="Pause your clocks at all your games")
    @app_commands.describe(
        state="on: go away; off: come back; status: days left",
        days="How long (default: all the days you have left this year)",
    )
    @app_commands.choices(state=VACATION)
    async def vacation(
        self,
        interaction: discord.Interaction[Any],
        state: str,
        days: app_commands.Range[float, 0.1, 366.0] | None = None,
    ) -> None:
        """Start, end or look at a vacation."""
        reply = Reply(interaction)
        await reply.ack()
        user = user_of(interaction)
        service = self.bot.service
        if state == "on":
            until = None if days is None else service.now() + days * DAY
            outcome = await service.start_vacation(user, until, guild=interaction.guild_id)
        elif state == "off":
            outcome = await service.end_vacation(user)
        else:
            outcome = await service.vacation(user, guild=interaction.guild_id)
        await reply.say("\n".join(outcome.private.get(user.id, ())) or "Done.")
