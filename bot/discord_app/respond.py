"""Answering one interaction: acknowledge at once, then speak to the user alone, in their
language."""

from __future__ import annotations

from typing import Any

import discord

from bot.discord_app.language import reader_words
from bot.service import User
from words import Catalogue, speak

MAX_CONTENT = 2000


def user_of(interaction: discord.Interaction[Any]) -> User:
    """The user behind an interaction, as the service sees users."""
    who = interaction.user
    return User(str(who.id), who.display_name)


def is_admin(interaction: discord.Interaction[Any]) -> bool:
    """Whether the user may manage the server (and so abort or kick at any table)."""
    return bool(interaction.permissions.manage_guild)


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    """Text cut to what one message may hold."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Reply:
    """Ephemeral answers to one interaction, deferring first so Discord's 3 s are never missed."""

    def __init__(self, interaction: discord.Interaction[Any]) -> None:
        self.interaction = interaction

    async def words(self) -> Catalogue:
        """The user's words (their `/settings language`, else their Discord client's)."""
        return await reader_words(self.interaction)

    async def ack(self) -> None:
        """Acknowledge now (a private 'thinking…'), unless already acknowledged."""
        if not self.interaction.response.is_done():
            await self.interaction.response.defer(ephemeral=True, thinking=True)

    async def say(
        self,
        content: str,
        *,
        file: discord.File | None = None,
        view: discord.ui.View | None = None,
    ) -> None:
        """Send a message only the user sees, in their language (a phrase is said in it)."""
        extra: dict[str, Any] = {}
        if file is not None:
            extra["file"] = file
        if view is not None:
            extra["view"] = view
        text = clip(speak(content, await self.words()))
        if self.interaction.response.is_done():
            await self.interaction.followup.send(text, ephemeral=True, **extra)
        else:
            await self.interaction.response.send_message(text, ephemeral=True, **extra)
        forget(view)


def forget(view: discord.ui.View | None) -> None:
    """Stop tracking a sent view: its persistent components answer through their templates,
    and discord.py would otherwise keep a 15-minute timer for every private menu."""
    if view is not None:
        view.stop()
