"""Turning failures into a short private sentence: a refusal says why and what to do; anything
unexpected is logged under a short id that the user is shown."""

from __future__ import annotations

import logging
import secrets
from typing import Any

import discord
from discord import app_commands

from bot.discord_app.respond import Reply
from bot.service import Refusal, refusal
from words import say

log = logging.getLogger("hexhaven.discord")


def stale() -> Refusal:
    """A button from an older panel."""
    return Refusal(
        "stale", "That panel is out of date; use the newest one at the bottom of the thread."
    )


def other_game() -> Refusal:
    """A button from a game that is no longer this channel's game."""
    return refusal.other_game()


def sentence(exc: BaseException) -> str:
    """What to tell the user about a failure (logging the unexpected ones)."""
    if isinstance(exc, app_commands.CommandInvokeError):
        exc = exc.original
    if isinstance(exc, Refusal):
        if exc.code == "bad_notation":
            return exc.message + " " + say("refusal.bad_notation.where.discord")
        return exc.message
    if isinstance(exc, app_commands.NoPrivateMessage):
        return "Hexhaven games live in servers: use this command in a server's channel."
    if isinstance(exc, app_commands.CheckFailure):
        return "You cannot use that command here."
    return f"Something went wrong on our side (error id `{logged(exc)}`). Please try again."


def logged(exc: BaseException) -> str:
    """Log an unexpected failure with its traceback under a new short id; returns the id."""
    error_id = secrets.token_hex(4)
    log.error("unexpected error %s", error_id, exc_info=exc)
    return error_id


async def report(interaction: discord.Interaction[Any], exc: BaseException) -> None:
    """Tell the user what went wrong, privately; never raise."""
    text = sentence(exc)
    try:
        await Reply(interaction).say(text)
    except discord.HTTPException:
        log.warning("could not tell the user about an error (interaction %s)", interaction.id)
