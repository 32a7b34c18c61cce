"""Who reads a line decides its language: what one user alone sees (ephemeral replies, their
menus and buttons, their direct messages) is said in that user's language, their choice from
`/settings language` or else their Discord client's; what everyone in a game's thread sees
(posts, pings, the panel, thread names) is said in the game's language, chosen at
`/game new` (the server's preferred language unless told). Either way the words are the
language's as Discord says them: its sentences name the commands as that language's Discord
shows them (`discord_catalogue`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Protocol

import discord

from bot.discord_app.command_names import discord_catalogue
from bot.service import LANGUAGE_PREFERENCE
from words import Catalogue, speak
from words.common import listed, resource
from words.languages import LANGUAGES, language_of

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

#: Where an interaction keeps its reader's words once looked up (one read a reply).
_KEPT = "hexhaven_words"
#: The language a user's Discord client showed when they asked for direct messages (kept so
#: that what no interaction brings, a direct message, is said in it too).
CLIENT_LANGUAGE = "client_language"


class Spoken(Protocol):
    """Anything that knows its game's language (an outcome, a table's info)."""

    @property
    def language(self) -> str: ...


def chosen_language(preferences: dict[str, Any]) -> str | None:
    """A user's own choice of language from their preferences (None: follow Discord)."""
    code = preferences.get(LANGUAGE_PREFERENCE)
    return code if isinstance(code, str) and code in LANGUAGES else None


async def reader_words(interaction: discord.Interaction[Any]) -> Catalogue:
    """The words of the user behind an interaction: their `/settings language`, else their
    Discord client's language."""
    kept = interaction.extras.get(_KEPT)
    if isinstance(kept, Catalogue):
        return kept
    bot: HexhavenBot = interaction.client
    user = str(interaction.user.id)
    if user not in bot.chosen_languages:
        try:
            bot.chosen_languages[user] = chosen_language(await bot.service.people.preferences(user))
        except Exception:  # a reply (an error's included) is never lost for want of a language
            return discord_catalogue(language_of(interaction.locale))
    code = bot.chosen_languages[user]
    words = discord_catalogue(code or language_of(interaction.locale))
    interaction.extras[_KEPT] = words
    return words


def forget_words(interaction: discord.Interaction[Any]) -> None:
    """Look the reader's words up again (their choice changed during this interaction)."""
    interaction.extras.pop(_KEPT, None)


def user_words(preferences: dict[str, Any], fallback: str) -> Catalogue:
    """The words of a user no interaction brought (a direct message), from their preferences:
    their chosen language, else the one their Discord client showed when they asked for
    direct messages, else `fallback` (the game's)."""
    seen = preferences.get(CLIENT_LANGUAGE)
    code = chosen_language(preferences) or (seen if seen in LANGUAGES else None)
    return discord_catalogue(code or fallback)


def game_words(spoken: Spoken | None) -> Catalogue:
    """The words of a game's public lines (English when nothing says the game's language)."""
    return discord_catalogue(spoken.language if spoken is not None else "en")


def server_language(interaction: discord.Interaction[Any]) -> str:
    """The language a new table speaks unless told: the server's preferred locale."""
    guild = interaction.guild
    locale = guild.preferred_locale if guild is not None else interaction.guild_locale
    return language_of(locale)


def cards_listed(words: Catalogue, pairs: Iterable[tuple[str, int]]) -> str:
    """`2 ore, 1 grain` (or `nothing`) in the language of `words`: the pickers' cards."""
    shown = [words.say("cards.count", count=n, resource=resource(words, r)) for r, n in pairs if n]
    return listed(words, shown) if shown else words.say("cards.nothing")


def say_all(lines: Iterable[str], words: Catalogue) -> list[str]:
    """Each line in the language of `words` (phrases said anew, other text as it is)."""
    return [speak(line, words) for line in lines]
