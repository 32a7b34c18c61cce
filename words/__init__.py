"""The catalogue: every event, refusal and help text in words, outside the engine.

The engine speaks in codes and data (event dicts, `IllegalAction.code` and `.params`,
`ConfigError`); this package turns them into sentences. It imports only `engine` and the
standard library, so every layer above the engine may use it. `ENGLISH` is the one language
today; a language is a `Catalogue` of the same messages with gettext translations.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import ConfigError, IllegalAction, rule_set

from . import (
    catchup,
    cities_knights,
    commands,
    common,
    costs,
    discord,
    events,
    five_six,
    help,
    leagues,
    pickers,
    pictures,
    progress,
    prompts,
    quiet,
    refusals,
    seafarers,
    service,
    terminal,
    timers,
    tournaments,
    two_player,
    undo,
    web,
)
from . import events as events_module
from .catalogue import Catalogue, Message, MissingMessage, Phrase, speak
from .common import Names

#: Each words module's messages, by module name: a language keeps one `.po` file per module
#: (words/locale/<language>/<module>.po), so a module's translations travel with it. A package
#: (`service`, `commands`) keeps one for all its modules.
MODULES: dict[str, tuple[Message, ...]] = {
    "common": common.MESSAGES,
    "events": events.MESSAGES,
    "refusals": refusals.MESSAGES,
    "help": help.MESSAGES,
    "cities_knights": cities_knights.MESSAGES,
    "two_player": two_player.MESSAGES,
    "seafarers": seafarers.MESSAGES,
    "five_six": five_six.MESSAGES,
    "progress": progress.MESSAGES,
    "leagues": leagues.MESSAGES,
    "tournaments": tournaments.MESSAGES,
    "pictures": pictures.MESSAGES,
    "service": service.MESSAGES,
    "timers": timers.MESSAGES,
    "quiet": quiet.MESSAGES,
    "prompts": prompts.MESSAGES,
    "terminal": terminal.MESSAGES,
    "discord": discord.MESSAGES,
    "commands": commands.MESSAGES,
    "pickers": pickers.MESSAGES,
    "catchup": catchup.MESSAGES,
    "web": web.MESSAGES,
    "undo": undo.MESSAGES,
}
MESSAGES: tuple[Message, ...] = tuple(m for module in MODULES.values() for m in module)
ENGLISH = Catalogue(MESSAGES)
TOPICS = help.TOPICS
common.NEUTRAL_NAMES.update(
    (player, two_player.neutral_name(ENGLISH, number))
    for number, player in enumerate(rule_set("two_player").neutrals, 1)
)


def say(message_id: str, /, **params: object) -> str:
    """A message of the English catalogue, its placeholders filled: a `Phrase` the adapters
    say again in the reader's language (`speak`, `words.languages.catalogue`)."""
    return ENGLISH.say(message_id, **params)


def event_line(event: Mapping[str, Any], names: Names, *, words: Catalogue = ENGLISH) -> str:
    """One sentence about an event, from its dict form (`Event.to_dict(viewer)`)."""
    return events.event_line(words, event, names)


def event_lines(
    events: Sequence[Mapping[str, Any]], names: Names, *, words: Catalogue = ENGLISH
) -> list[str]:
    """Sentences about events in order (a Cities & Knights roll's three dice in one)."""
    return events_module.event_lines(words, events, names)


def refusal_line(
    refusal: IllegalAction | ConfigError, names: Names, *, words: Catalogue = ENGLISH
) -> str:
    """The sentence for an engine refusal or configuration error, player ids shown as names."""
    if isinstance(refusal, ConfigError):
        return refusals.config_line(words, refusal.code, refusal.params)
    return refusals.refusal_line(words, refusal.code, refusal.params, names)


def cards_text(counts: object, *, words: Catalogue = ENGLISH) -> str:
    """'2 ore and 1 grain' from {resource: count} (or pairs); 'nothing' for no cards."""
    return common.cards(words, counts)


def cost_text(piece: str, *, words: Catalogue = ENGLISH) -> str:
    """'1 lumber, 1 brick': what a piece (`road`, `settlement`, `city`, `development`) costs,
    from the engine's costs."""
    return costs.cost_text(words, piece)


def help_text(
    topic: str | None,
    *,
    surface: str = "discord",
    rules: str = "base",
    words: Catalogue = ENGLISH,
    version: str | None = None,
) -> str:
    """A help topic, or the list of topics with the first steps and the commands, as they read
    in Discord or (`surface="terminal"`) in the terminal; `rules` adds the game's rule set,
    `version` a last line with the bot's version."""
    return help.help_text(words, topic, surface, rules, version)


__all__ = [
    "ENGLISH",
    "MESSAGES",
    "MODULES",
    "TOPICS",
    "Catalogue",
    "Message",
    "MissingMessage",
    "Phrase",
    "cards_text",
    "cost_text",
    "event_line",
    "event_lines",
    "help_text",
    "refusal_line",
    "say",
    "speak",
]
