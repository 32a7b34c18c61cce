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
from words import ENGLISH, Catalogue, say, speak
from words.common import two_sentences

log = logging.getLogger("hexhaven.discord")


def stale() -> Refusal:
    """A button from an older panel."""
    return Refusal("stale", say("discord.error.stale"))


def other_game() -> Refusal:
    """A button from a game that is no longer this channel's game."""
    return refusal.other_game()


def sentence(exc: BaseException, words: Catalogue = ENGLISH) -> str:
    """What to tell the user about a failure, in the language of `words` (logging the
    unexpected ones)."""
    if isinstance(exc, app_commands.CommandInvokeError):
        exc = exc.original
    if isinstance(exc, Refusal):
        said = speak(exc.message, words)
        if exc.code == "bad_notation":
            return two_sentences(words, said, words.say("refusal.bad_notation.where.discord"))
        return said
    if isinstance(exc, app_commands.NoPrivateMessage):
        return words.say("discord.error.no_private")
    if isinstance(exc, app_commands.CheckFailure):
        return words.say("discord.error.check_failed")
    return words.say("discord.error.unexpected", error=logged(exc))


def logged(exc: BaseException) -> str:
    """Log an unexpected failure with its traceback under a new short id; returns the id."""
    error_id = secrets.token_hex(4)
    log.error("unexpected error %s", error_id, exc_info=exc)
    return error_id


def kind_of(exc: BaseException) -> tuple[str, str]:
    """What the operator's metrics count a failure as: (`refusal`, its code) for one the user
    is told the reason of, (`error`, the exception's class) for an unexpected one."""
    if isinstance(exc, app_commands.CommandInvokeError):
        exc = exc.original
    if isinstance(exc, Refusal):
        return "refusal", exc.code
    if isinstance(exc, app_commands.NoPrivateMessage):
        return "refusal", "no_private"
    if isinstance(exc, app_commands.CheckFailure):
        return "refusal", "check_failed"
    return "error", type(exc).__name__


def count(interaction: discord.Interaction[Any], exc: BaseException) -> None:
    """Tell the bot's metrics, if it serves them, of a failure reported to a user."""
    metrics = getattr(interaction.client, "metrics", None)
    if metrics is None:
        return
    kind, name = kind_of(exc)
    if kind == "refusal":
        metrics.refused(name)
    else:
        metrics.errored(name)


async def report(interaction: discord.Interaction[Any], exc: BaseException) -> None:
    """Tell the user what went wrong, privately (counted in the metrics); never raise."""
    count(interaction, exc)
    if isinstance(exc, Refusal) and exc.code in ("stale", "moved_on"):
        # A panel of a move the thread may not have been told of: the catch-up posts the
        # working one now if it is owed.
        announcer = getattr(interaction.client, "announcer", None)
        if announcer is not None:
            announcer.nudge(5.0)
    try:
        reply = Reply(interaction)
        await reply.say(sentence(exc, await reply.words()))
    except discord.HTTPException:
        log.warning(
            "could not tell the user about an error (interaction %s)",
            interaction.id,
            extra={"guild": interaction.guild_id},
        )
