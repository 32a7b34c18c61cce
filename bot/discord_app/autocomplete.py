"""Autocomplete: only the user's legal moves of the command's kind, best first, each saying
what it means (`23 · 6 grain, 8 ore · 3:1 harbor`) in the user's language; what is typed is
looked for in those words and in English."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.common.choices import Choice, Table, matching, rank
from bot.discord_app.errors import logged
from bot.discord_app.language import reader_words
from bot.discord_app.respond import user_of
from bot.service import Refusal
from words import Catalogue, speak

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

Shown = Callable[[Choice], tuple[str, str]]
#: Between a choice's label in the reader's language and in English while they are matched.
_BOTH = "\n"


def whole(choice: Choice) -> tuple[str, str]:
    """Show the label, send the whole notation."""
    return choice.label, choice.value


def spot(choice: Choice) -> tuple[str, str]:
    """Show where (`23 · 6 grain, 8 ore`), send the spot alone (`23`, `12-17`)."""
    return choice.label.split(" · ", 1)[-1], choice.value.split()[-1]


def shown_choices(
    ranked: Iterable[Choice], typed: str, words: Catalogue, shown: Shown = whole
) -> list[app_commands.Choice[str]]:
    """The choices matching what was typed, in the language of `words` or in English, each
    shown in that language (a label is a phrase said anew)."""
    both = [replace(c, label=f"{speak(c.label, words)}{_BOTH}{c.label}") for c in ranked]
    out = []
    for choice in matching(both, typed):
        said = replace(choice, label=choice.label.split(_BOTH, 1)[0])
        name, value = shown(said)
        out.append(app_commands.Choice(name=name[:100], value=value[:100]))
    return out


async def legal_choices(
    interaction: discord.Interaction[Any],
    typed: str,
    kinds: Sequence[str],
    shown: Shown = whole,
) -> list[app_commands.Choice[str]]:
    """The autocomplete answer for one option (empty when the user has nothing of that kind)."""
    bot: HexhavenBot = interaction.client
    channel = interaction.channel_id
    if channel is None:
        return []
    try:
        moves = await bot.service.tables.moves(channel, user_of(interaction))
    except Refusal:
        return []
    except Exception as exc:  # an answer must still go back; the log keeps the details
        logged(exc)
        return []
    if not moves.legal or moves.player is None:
        return []
    table = Table(moves.view, moves.names, moves.player, moves.hand)
    ranked = rank(list(moves.legal), table, kinds)
    return shown_choices(ranked, typed, await reader_words(interaction), shown)


def completer(
    kinds: Sequence[str], shown: Shown = whole
) -> Callable[[discord.Interaction[Any], str], Any]:
    """An autocomplete callback for options listing moves of these kinds."""

    async def complete(
        interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await legal_choices(interaction, current, kinds, shown)

    return complete


async def league_names(
    interaction: discord.Interaction[Any], typed: str
) -> list[app_commands.Choice[str]]:
    """The server's leagues whose names hold what was typed."""
    bot: HexhavenBot = interaction.client
    if interaction.guild_id is None:
        return []
    names = await bot.service.leagues.names(interaction.guild_id)
    found = [n for n in names if typed.strip().lower() in n.lower()]
    return [app_commands.Choice(name=n, value=n) for n in found[:25]]
