"""The slash commands in every language Hexhaven speaks: a `Translator` that gives Discord each
command's, group's and option's name and description, and each choice's name, per locale.

A string is found in the catalogue (words/commands/) by an id given with it
(`locale_str(text, id=…)`, what `text()` and `choice()` make), or else by where it stands:
`command.<command path>.name|description` and `command.<command path>.option.<option>.name|
description` (`command.build.road.option.spot.description`). A translation is given only when
the code's English is still the catalogue's, so a description changed in the code but not in the
catalogue shows in English rather than wrongly."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import locale_str

from bot.discord_app.command_names import discord_catalogue, shown_name
from bot.discord_app.language import cards_listed
from words import ENGLISH, Phrase, cost_text
from words.languages import LANGUAGES


def text(message_id: str, /, **params: object) -> locale_str:
    """A catalogue sentence for a command's description or a choice's name: the English, and
    its id and placeholders for the translator."""
    return locale_str(ENGLISH.say(message_id, **params), id=message_id, params=params)


def piece_cost(piece: str) -> Phrase:
    """What a piece (`road`, `development`, `ship`, …) costs, in the words it is said in."""
    return Phrase(lambda w: cost_text(piece, words=w))


def counts_cost(counts: Mapping[str, int]) -> Phrase:
    """What `{resource: count}` costs (`1 wool, 1 ore`), in the words it is said in."""
    return Phrase(lambda w: cards_listed(w, counts.items()))


def choice(message_id: str, value: str) -> app_commands.Choice[str]:
    """A choice named from the catalogue (translated in each locale); one the catalogue has no
    words for yet (a rule set or preset new in the engine) is named by its value."""
    if message_id not in ENGLISH:
        return app_commands.Choice(name=value, value=value)
    return app_commands.Choice(name=text(message_id), value=value)


def message_id(
    string: locale_str, context: app_commands.TranslationContext[Any, Any]
) -> str | None:
    """The catalogue id of a command's string: the one given with it, else its place."""
    given = string.extras.get("id")
    if isinstance(given, str):
        return given
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return f"command.{_path(data)}.name"
    if where in (Where.command_description, Where.group_description):
        return f"command.{_path(data)}.description"
    if where in (Where.parameter_name, Where.parameter_description):
        part = "name" if where is Where.parameter_name else "description"
        return f"command.{_path(data.command)}.option.{data.name}.{part}"
    return None


def _path(command: Any) -> str:
    return ".".join(str(command.qualified_name).split())


def language_of_locale(locale: discord.Locale) -> str | None:
    """The language Hexhaven speaks in a Discord locale exactly (None for English and for any
    locale it does not speak)."""
    for code, language in LANGUAGES.items():
        if code != "en" and locale.value in language.discord:
            return code
    return None


class Translator(app_commands.Translator):
    """The commands' names and descriptions from the catalogue, for the locales of the languages
    Hexhaven speaks (Discord shows the English to every other locale)."""

    async def translate(
        self,
        string: locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        code = language_of_locale(locale)
        found = message_id(string, context)
        if code is None or found is None or found not in ENGLISH:
            return None
        params: Mapping[str, object] = string.extras.get("params") or {}
        english = ENGLISH.say(found, **params)
        if english != string.message:
            return None  # the code's English moved on; untranslated until the catalogue follows
        words = discord_catalogue(code)
        if context.location in (Where.command_name, Where.group_name, Where.parameter_name):
            said = shown_name(words, found)  # as the sentences naming the command name it
        else:
            said = words.say(found, **params)  # a description naming a command names it so
        return None if said == english else said
