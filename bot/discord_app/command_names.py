"""Commands named as the reader's Discord shows them.

The catalogue's sentences name commands by their English names (`/roll`, `/build road`,
`/trade offer give:… get:…`): what an English Discord shows, and what the terminal accepts. A
Dutch or German Discord shows the names the `Translator` gives (`/gooi`, `/bouw straat`;
`/würfeln`, `/bauen straße`), so the Discord adapter says its lines with a variant of each
language's catalogue whose templates name the commands that way. The variant is made once per
language, every template renamed when it is built (no pattern is run on a sentence sent), from
the catalogue entries the Translator names the commands by (`command.<path>.name`,
`command.<path>.option.<option>.name` in words/commands/): a command renamed there is renamed in
every sentence that names it.

Only a whole reference of a command that exists is renamed: `/` at the start of a word, the
command's English name, then its subcommands (`/build road`, `/trade offer|accept`) and, up to
the end of the reference, its options quoted as `option:` (`/game new rules:… scenario:`).
Arguments (`/choose relocate N`, `/play CARD`), `and/or` and addresses stay as they are."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache

from words import ENGLISH, Catalogue
from words.languages import PoTranslations, catalogue

_PREFIX = "command."
_NAME = ".name"
_OPTION = ".option."
_CHOICES = "command.choice."

#: A reference's head: a slash starting a word (not in `and/or`, `3:1`, an address), a name.
_HEAD = re.compile(r"(?<![\w/:.\-])/([a-z_]+)(?![\w/\-])")
#: A subcommand after its group (` road`), or alternatives (` offer|accept`, ` a | b`).
_SUBCOMMAND = re.compile(r" ([a-z_]+(?:\s?\|\s?[a-z_]+)*)(?![\w/\-:])")
_WORD = re.compile(r"[a-z_]+")
#: The rest of a reference, where its options are quoted: up to a backtick, the end of the
#: line or clause, a bracket or the next reference.
_REST = re.compile(r"[^`\n;,()/]*")
_QUOTED_OPTION = re.compile(r"(?<![\w\-])([a-z_]+):")


@dataclass
class Command:
    """A command, group or subcommand as one language names it, with its subcommands and its
    options by their English names."""

    name: str
    subcommands: dict[str, Command] = field(default_factory=dict)
    options: dict[str, str] = field(default_factory=dict)


def shown_name(words: Catalogue, message_id: str) -> str:
    """A command's, group's or option's name as Discord shows it in the language of `words`
    (its names are lower case)."""
    return words.say(message_id).lower()


def command_tree(words: Catalogue) -> dict[str, Command]:
    """The slash commands by English name, named in the language of `words`, from the
    catalogue entries the Translator names them by."""
    root = Command("")
    for message_id in ENGLISH.messages:
        if (
            not message_id.startswith(_PREFIX)
            or message_id.startswith(_CHOICES)
            or not message_id.endswith(_NAME)
        ):
            continue
        path, _, option = message_id[len(_PREFIX) : -len(_NAME)].partition(_OPTION)
        node, walked = root, _PREFIX
        for part in path.split("."):
            walked += part
            if part not in node.subcommands:
                own = walked + _NAME
                node.subcommands[part] = Command(shown_name(words, own) if own in words else part)
            node, walked = node.subcommands[part], walked + "."
        if option:
            node.options[option] = shown_name(words, message_id)
    return root.subcommands


def renamed(text: str, commands: Mapping[str, Command]) -> str:
    """`text` with each whole reference of a command in `commands` named as they name it."""
    parts: list[str] = []
    at = 0
    while (head := _HEAD.search(text, at)) is not None:
        parts.append(text[at : head.start()])
        command = commands.get(head.group(1))
        if command is None:
            parts.append(head.group(0))
            at = head.end()
            continue
        said, at = _reference(text, head.end(), command)
        parts.append(said)
    parts.append(text[at:])
    return "".join(parts)


def _reference(text: str, at: int, command: Command) -> tuple[str, int]:
    """A reference to `command` (its head ends at `at`) named as `command` names it, and where
    the reference ends: its subcommands, then its options quoted in the rest."""
    parts = ["/" + command.name]
    named: Command | None = command
    while named is not None and named.subcommands:
        step = _SUBCOMMAND.match(text, at)
        if step is None:
            break
        names = _WORD.findall(step.group(1))
        if not all(name in named.subcommands for name in names):
            break
        parts.append(_names(step.group(0), named.subcommands))
        at = step.end()
        # Alternatives (`/knight move|chase`) leave no one command whose options follow.
        named = named.subcommands[names[0]] if len(names) == 1 else None
    rest = _REST.match(text, at)
    if named is not None and named.options and rest is not None:
        parts.append(_QUOTED_OPTION.sub(_option_named(named.options), rest.group(0)))
        at = rest.end()
    return "".join(parts), at


def _names(text: str, subcommands: Mapping[str, Command]) -> str:
    return _WORD.sub(lambda m: subcommands[m.group(0)].name, text)


def _option_named(options: Mapping[str, str]) -> Callable[[re.Match[str]], str]:
    return lambda m: options.get(m.group(1), m.group(1)) + ":"


@cache
def discord_catalogue(code: str) -> Catalogue:
    """The catalogue of a language as Discord says it: its sentences name the commands as that
    language's Discord shows them (English, whose names are the commands' own, as it is)."""
    words = catalogue(code)
    translations = words.translations
    if words.language == ENGLISH.language or not isinstance(translations, PoTranslations):
        return words
    commands = command_tree(words)
    messages = words.messages.values()
    return Catalogue(
        messages,
        translations.retold(lambda template: renamed(template, commands), messages),
        language=words.language,
    )
