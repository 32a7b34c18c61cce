"""The commands a Discord line names are named as its reader's Discord shows them. A
Dutch or German Discord shows the Translator's names (`/gooi`, `/bouw straat`; `/würfeln`,
`/bauen straße`), so the sentences the adapter says in those languages name the commands that
way: ephemeral replies and direct messages in the reader's language, public lines in the
game's. English, and the terminal (which takes the English commands), stay as they are."""

from __future__ import annotations

import ast
import asyncio
import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import pytest
import simcord
import simcord.interactions

from bot.discord_app.client import HexhavenBot, extensions
from bot.discord_app.command_names import command_tree, discord_catalogue, renamed
from bot.discord_app.commands import Translator
from bot.local.commands import parse
from tests.bot.driver import Driver, reply_text
from tests.bot.world import world
from words import ENGLISH, Catalogue, help_text
from words.languages import LANGUAGES, PoTranslations, catalogue

#: A reference to a command as a reader would type it: a slash starting a word, the command's
#: name in any language (`/räuber-vertreiben`), the words after it (subcommands or arguments,
#: `a|b` for alternatives), and the rest of the reference, where its options are quoted.
REFERENCE = re.compile(
    r"(?<![\w/:.\-])/(?P<head>[^\W\d_][\w\-]*)"
    r"(?P<words>(?: [^\W\d][\w\-]*(?:\|[^\W\d][\w\-]*)*)*)"
    r"(?P<rest>[^`\n;,()/]*)"
)
QUOTED_OPTION = re.compile(r"(?<![\w\-])([^\W\d][\w\-]*):")
SUBCOMMAND, GROUP = 1, 2


# -- The commands as Discord shows them, from the Translator ------------------------------------


@dataclass
class Shown:
    """A command as a locale's Discord shows it: its subcommands and options by shown name."""

    subcommands: dict[str, Shown] = field(default_factory=dict)
    options: set[str] = field(default_factory=set)


def _shown(items: list[dict[str, Any]], locale: str) -> dict[str, Shown]:
    out: dict[str, Shown] = {}
    for item in items:
        children = item.get("options") or []
        node = Shown()
        subcommands = [c for c in children if c.get("type") in (SUBCOMMAND, GROUP)]
        node.subcommands = _shown(subcommands, locale)
        node.options = {
            (c.get("name_localizations") or {}).get(locale, c["name"])
            for c in children
            if c.get("type") not in (SUBCOMMAND, GROUP)
        }
        out[(item.get("name_localizations") or {}).get(locale, item["name"])] = node
    return out


async def discord_commands() -> dict[str, dict[str, Shown]]:
    """Every language's slash commands as its Discord shows them (what the bot registers,
    named by its Translator), by language code."""
    bot = HexhavenBot(cast(Any, None))
    try:
        for extension in extensions():
            await bot.load_extension(extension)
        translator = Translator()
        await bot.tree.set_translator(translator)
        payloads = [
            await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()
        ]
    finally:
        await bot.close()
    return {code: _shown(payloads, code if code != "en" else "en-US") for code in LANGUAGES}


@pytest.fixture(scope="module")
def shown() -> dict[str, dict[str, Shown]]:
    return asyncio.run(discord_commands())


def unknown_references(text: str, commands: Mapping[str, Shown]) -> list[str]:
    """The references in `text` to a command, subcommand or quoted option that `commands` (one
    language's) does not have."""
    problems = []
    for found in REFERENCE.finditer(text):
        said = found.group(0).strip()
        node = commands.get(found["head"])
        if node is None:
            problems.append(f"{said!r}: no /{found['head']}")
            continue
        words = found["words"].split()
        while node.subcommands and words:
            names = words.pop(0).split("|")
            missing = [n for n in names if n not in node.subcommands]
            if missing:
                problems.append(f"{said!r}: no subcommand {', '.join(missing)}")
                break
            node = node.subcommands[names[0]] if len(names) == 1 else Shown()
        else:
            rest = found["words"] + found["rest"]
            for option in QUOTED_OPTION.findall(rest):
                if option not in node.options:
                    problems.append(f"{said!r}: no option {option}:")
    return problems


def terminal_only(message_id: str) -> bool:
    """A message only the terminal says (its help, its session's lines, its notation hint)."""
    return message_id.startswith(("terminal.", "help.terminal.")) or message_id.endswith(
        ".where.terminal"
    )


def templates(words: Catalogue) -> Iterator[tuple[str, str]]:
    """(id, template) of every form of every message the Discord adapter may say."""
    for message in words.messages.values():
        if terminal_only(message.id):
            continue
        forms = {words.template(message.id, n) for n in (1, 2)} if message.plural else set()
        for form in forms or {words.template(message.id)}:
            yield message.id, form


def test_the_check_finds_a_command_that_does_not_exist(shown: dict[str, dict[str, Shown]]) -> None:
    """The check below can fail: a command, a subcommand or an
    option no Discord has, or a subcommand said with another word than the command's (`/bouw
    weg` where the command is `/bouw straat`), is found; a command's arguments, `and/or` and
    addresses are not references."""
    nl = shown["nl"]
    assert unknown_references("Bouw met `/bouw weg`.", nl) == ["'/bouw weg': no subcommand weg"]
    assert unknown_references("`/tournament new`", shown["en"]) == [
        "'/tournament new': no subcommand new"
    ]
    assert unknown_references("`/help`", shown["en"]) == ["'/help': no /help"]
    assert unknown_references("`/regels subject:`", nl) == [
        "'/regels subject:': no option subject:"
    ]
    assert unknown_references("`/roll`", nl) == ["'/roll': no /roll"]
    fine = "`/gooi`, `/bouw straat|dorp` N-M, `/kies relocate N`, `/ruil aanbod geef:… krijg:…`"
    assert unknown_references(fine + ", en/of https://discord.com/x", nl) == []


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_command_a_discord_sentence_names_exists(
    code: str, shown: dict[str, dict[str, Shown]]
) -> None:
    """Every command, subcommand and quoted option that a
    sentence of the Discord adapter names, in each language as the adapter says it, is one that
    language's Discord shows (what the bot registers, named by its Translator): a sentence
    naming a command that does not exist, or naming one with a translated word instead of the
    command's name, fails here."""
    words = discord_catalogue(code)
    problems = [
        f"{message_id}: {problem}"
        for message_id, template in templates(words)
        for problem in unknown_references(template, shown[code])
    ]
    assert not problems, "\n".join(problems)


# -- What readers see in Discord -----------------------------------------------------------------


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each simulated user's Discord locale (`locales[user id]`), set on their interactions."""
    made = simcord.interactions.base_payload
    by_user: dict[int, str] = {}

    def payload(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, data = made(backend, **kwargs)
        data["locale"] = by_user.get(int(kwargs["user_id"]), "en-US")
        return record, data

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    return by_user


@pytest.mark.parametrize(
    ("code", "roll", "build", "trade"),
    [
        ("nl", "`/gooi`", "`/bouw straat|dorp|stad`", "`/ruil aanbod geef:… krijg:…`"),
        (
            "de",
            "`/würfeln`",
            "`/bauen straße|siedlung|stadt`",
            "`/handeln anbieten gib:… bekomme:…`",
        ),
    ],
)
async def test_a_readers_rules_help_names_the_commands_their_discord_shows(
    tmp_path: Path, locales: dict[int, str], code: str, roll: str, build: str, trade: str
) -> None:
    """A Dutch or a German reader's `/rules` names the
    commands, subcommands and quoted options as their Discord shows them, never the English
    ones."""
    async with world(tmp_path / "bot.db") as w:
        reader = w.players[0]
        locales[reader.id] = code
        listing = reply_text(await reader.slash(w.channel, "rules"))
        assert roll in listing and build in listing, listing
        assert "`/roll`" not in listing and "/build" not in listing, listing
        trading = reply_text(await reader.slash(w.channel, "rules", topic="trading"))
        assert trade in trading, trading
        assert "/trade" not in trading and "give:" not in trading, trading


async def test_each_reader_is_prompted_with_the_commands_their_discord_shows(
    tmp_path: Path, locales: dict[int, str], shown: dict[str, dict[str, Shown]]
) -> None:
    """At a German table with a Dutch, a German and an English
    player, each player's private prompts name the commands as their own Discord shows them
    (`/bouw straat N-M`, `/bauen straße N-M`, `/build road N-M`), the first roll's too."""
    async with world(tmp_path / "bot.db", seed=21) as w:
        alice, bob, carol = w.players
        locales.update({alice.id: "nl", bob.id: "de", carol.id: "en-US"})
        language = {str(alice.id): "nl", str(bob.id): "de", str(carol.id): "en"}
        await alice.slash(w.channel, "game new", map="beginner", language="de")
        thread = w.channel.threads[-1]
        await bob.slash(thread, "game join")
        await carol.slash(thread, "game join")
        await alice.slash(thread, "game start")
        driver = Driver(w, thread, random.Random(21))
        while not driver.steps or driver.steps[-1].move.split()[0] == "build":
            assert await driver.step()
        prompted: dict[str, list[str]] = {code: [] for code in LANGUAGES}
        for step in driver.steps:
            code = language[step.user]
            lines = [line for line in step.reply.splitlines() if line.startswith("➡️")]
            prompted[code] += lines
            for line in lines:
                assert not unknown_references(line, shown[code]), (code, line)
        road = {"nl": "(/bouw straat N-M)", "de": "(/bauen straße N-M)", "en": "(/build road N-M)"}
        for code, lines in prompted.items():
            assert any(road[code] in line for line in lines), (code, lines)
        last_setup = driver.steps[-2]
        first_roll = discord_catalogue(language[last_setup.user]).say("prompt.roll.how")
        assert f"➡️ {first_roll}" in last_setup.reply.splitlines()
        assert {"nl": "/gooi", "de": "/würfeln", "en": "/roll"}[language[last_setup.user]] in (
            first_roll
        )


@pytest.mark.parametrize(
    ("code", "named"), [("de", "/zurückkehren"), ("nl", "/terugkeren"), ("en", "/return")]
)
async def test_a_public_line_names_the_commands_of_the_games_language(
    tmp_path: Path, locales: dict[int, str], code: str, named: str
) -> None:
    """The lobby post of a table whose seats pass to a
    computer player names `/return` as the game's language's Discord shows it, whoever opened
    the table (a Dutch reader here); English as it is."""
    async with world(tmp_path / "bot.db") as w:
        host = w.players[0]
        locales[host.id] = "nl"
        await host.slash(
            w.channel, "game new", map="beginner", language=code, on_timeout="computer"
        )
        lobby = w.channel.threads[-1].history()[-1].content
        assert re.search(re.escape(named) + r"(?![\w\-])", lobby), lobby
        if code != "en":
            assert "/return" not in lobby, lobby


async def test_a_command_in_a_choice_is_named_as_discord_shows_it() -> None:
    """The Translator's descriptions and choices are said with
    the same words: the time-out choice that names `/return` names it as the locale's Discord
    shows it."""
    bot = HexhavenBot(cast(Any, None))
    try:
        for extension in extensions():
            await bot.load_extension(extension)
        translator = Translator()
        game = next(c for c in bot.tree.get_commands() if c.name == "game")
        payload = await game.get_translated_payload(bot.tree, translator)
    finally:
        await bot.close()
    new = next(o for o in payload["options"] if o["name"] == "new")
    timeout = next(o for o in new["options"] if o["name"] == "on_timeout")
    computer = next(c for c in timeout["choices"] if c["value"] == "computer")
    assert "(/return)" in computer["name"]
    assert "(/terugkeren)" in computer["name_localizations"]["nl"]
    assert "(/zurückkehren)" in computer["name_localizations"]["de"]


# -- How the sentences are renamed ---------------------------------------------------------------


def test_only_whole_references_of_existing_commands_are_renamed() -> None:
    """A command and its subcommands (alternatives too) and its
    quoted options are renamed; its arguments, a word that is no command, `and/or`, a ratio and
    an address stay as they are."""
    dutch = command_tree(catalogue("nl"))
    assert renamed("Gooi (/roll).", dutch) == "Gooi (/gooi)."
    assert renamed("`/build road|settlement|city`", dutch) == "`/bouw straat|dorp|stad`"
    assert renamed("/build road N-M, /ship build N-M", dutch) == "/bouw straat N-M, /schip bouw N-M"
    assert renamed("`/game new rules:seafarers scenario:`", dutch) == (
        "`/spel nieuw regels:seafarers scenario:`"
    )
    assert renamed("/choose relocate N", dutch) == "/kies relocate N"
    assert renamed("/knight move 23 30 then /end.", dutch) == "/ridder verplaats 23 30 then /einde."
    untouched = "and/or, 3:1 / 2:1, https://example.org/roll, /rolling, /help, /game over, end:"
    assert renamed(untouched, dutch) == untouched.replace("/game over", "/spel over")


def test_english_is_said_as_it_is() -> None:
    """English Discord shows the commands' own names: the
    adapter's English is the catalogue's English."""
    assert discord_catalogue("en") is ENGLISH
    assert "`/roll`" in help_text(None, words=discord_catalogue("en"))


def test_each_language_is_renamed_once_when_its_words_are_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The templates are renamed when a language's Discord words
    are made (kept for every later line), not sentence by sentence: once made, no sentence
    said runs the renaming again (plural forms renamed as well)."""
    german = discord_catalogue("de")
    assert discord_catalogue("de") is german
    monkeypatch.setattr(
        "bot.discord_app.command_names.renamed", lambda *a: pytest.fail("renamed per sentence")
    )
    assert german.say("prompt.roll.how") == "Würfle (/würfeln)."
    assert "(/abgeben)" in german.say("prompt.discard.how", count=4)


def test_a_sentence_not_yet_translated_names_the_commands_too() -> None:
    """A sentence a language has not translated yet is said in
    English, but to a reader whose Discord shows the language's commands: named as it shows
    them (plural forms too)."""
    nothing = PoTranslations({}, {}, lambda n: int(n != 1))
    german = command_tree(catalogue("de"))
    messages = ENGLISH.messages.values()
    words = Catalogue(
        messages, nothing.retold(lambda t: renamed(t, german), messages), language="de"
    )
    assert words.say("prompt.roll.how") == "Roll the dice (/würfeln)."
    assert words.say("prompt.discard.how", count=1) == (
        "Discard 1 card (/abgeben): choose what to throw away."
    )
    assert words.say("prompt.discard.how", count=3) == (
        "Discard 3 cards (/abgeben): choose what to throw away."
    )


def test_a_discord_line_is_said_only_with_discord_words() -> None:
    """The Discord adapter takes its catalogues only through
    `discord_catalogue` (the reader's, the game's, the server's words), so no line it says
    names the commands in English to a Dutch or German reader."""
    found = []
    for path in sorted(Path("bot/discord_app").rglob("*.py")):
        if path.name == "command_names.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "words.languages":
                found += [f"{path}: {a.name}" for a in node.names if a.name == "catalogue"]
    assert not found, found


# -- The terminal --------------------------------------------------------------------------------


def terminal_lines(words: Catalogue) -> list[str]:
    """What the terminal says that names its commands: its help, its own lines, the prompts'
    how-tos and the notation hint."""
    said = [help_text(None, surface="terminal", words=words)]
    for message in words.messages.values():
        if terminal_only(message.id) or (
            message.id.startswith("prompt.") and message.id.endswith(".how")
        ):
            said += [words.template(message.id, n) for n in (1, 2)]
    return said


@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_terminal_keeps_the_commands_it_accepts(code: str) -> None:
    """The terminal's catalogue is not renamed: its German and
    Dutch lines name the English commands it takes (`/roll`, `/build road 12-17`), and every
    command they name is one the terminal accepts."""
    lines = terminal_lines(catalogue(code))
    assert any("/roll" in line for line in lines) and any("/build road 12-17" in s for s in lines)
    heads = {m["head"] for line in lines for m in REFERENCE.finditer(line)}
    refused = sorted(h for h in heads if (c := parse(f"/{h}")) is None or c.name == "unknown")
    assert not refused, refused
