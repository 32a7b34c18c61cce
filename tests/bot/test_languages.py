"""In Discord: who reads a line decides its language. Ephemeral replies, menus and
pickers in the reader's language (their `/settings language`, else their Discord client's);
public posts, the panel and thread names in the game's (`/game new language:`, else the
server's); the slash commands named and described per Discord locale by the Translator; and no
player-facing literal left in the adapter."""

from __future__ import annotations

import ast
import gettext
import os
import random
import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any, cast

import discord
import pytest
import simcord
import simcord.interactions
from discord import app_commands

from bot.common.choices import Choice
from bot.discord_app.autocomplete import shown_choices
from bot.discord_app.client import HexhavenBot, extensions
from bot.discord_app.commands import Translator, message_id
from bot.discord_app.language import CLIENT_LANGUAGE, user_words
from bot.service import LANGUAGE_PREFERENCE
from tests.bot.driver import EPHEMERAL, Driver
from tests.bot.world import World, button, world
from words import ENGLISH, MESSAGES, MODULES, Catalogue, say
from words import discord as discord_words
from words.languages import LANGUAGES, catalogue

#: The whole games in Dutch and German play to a low VP target in the suite, one a language;
#: `HEXHAVEN_LANGUAGE_FULL=1` plays all of them to their longer targets.
FULL = bool(os.environ.get("HEXHAVEN_LANGUAGE_FULL"))

ADAPTER = Path("bot/discord_app")

# -- No bare literal ---------------------------------------------------------------------------

#: Calls whose arguments are sent to Discord as they are (all their text arguments are checked).
SENDS = {
    "send_message",
    "send",
    "edit_message",
    "edit_original_response",
    "reply",
    "edit",
    "say",
    "create_thread",
}
#: Keyword arguments that Discord shows, whatever the call.
SHOWN = {"content", "label", "placeholder", "title", "description", "name", "value"}
#: Components and embeds, whose shown keyword arguments are checked (`value` of a select
#: option is an id, not shown).
SHOWING = {"Button", "Select", "TextInput", "SelectOption", "Embed", "Modal", "add_field"}
#: Calls whose positional argument at this index is shown.
POSITIONAL = {"ActionButton": 1, "Refusal": 1, "add_field": 0, "Choice": 0}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _text(node: ast.expr) -> str | None:
    """A literal's text (an f-string's constant parts, `{}` for its values); None for any
    other expression."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else "{}"
            for v in node.values
        )
    return None


def _player_facing(text: str) -> bool:
    """Words (two letters or more) that are not a message id (`discord.menu.{}.title`)."""
    if re.fullmatch(r"[a-z0-9_{}]+(\.[a-z0-9_{}]+)+", text):
        return False
    return re.search(r"[^\W\d_]{2,}", text) is not None


def bare_literals(source: str, filename: str = "<source>") -> list[str]:
    """`file:line: text` for each player-facing literal handed to Discord, in line order."""
    found = sorted(_literals(source), key=lambda pair: pair[0])
    return [f"{filename}:{line}: {text!r}" for line, text in found]


def _literals(source: str) -> Iterator[tuple[int, str]]:
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        shown: list[ast.expr] = []
        if name in SENDS:
            shown += node.args
            shown += [k.value for k in node.keywords if k.arg in SHOWN]
        if name in SHOWING:
            keep = SHOWN - {"value"} if name == "SelectOption" else SHOWN
            shown += [k.value for k in node.keywords if k.arg in keep]
        if name in POSITIONAL and len(node.args) > POSITIONAL[name]:
            shown.append(node.args[POSITIONAL[name]])
        if name in ("ActionButton", "ActionSelect", "Choice"):
            shown += [k.value for k in node.keywords if k.arg in ("label", "placeholder", "name")]
        for arg in shown:
            text = _text(arg)
            if text is not None and _player_facing(text):
                yield arg.lineno, text


def test_the_scan_finds_a_bare_literal() -> None:
    """Tests: the scan below can fail: it finds a literal in a reply, a label, a
    placeholder and a refusal, and passes a message id or text with no words."""
    source = """
await reply.say("You have a seat.")
ActionButton(ref.to("roll"), "Roll", style=GREEN)
ActionSelect(ref, options, placeholder=f"Pick {n}")
raise Refusal("code", "Nope, not here.")
await reply.say(w.say("discord.lobby.seated"))
await channel.send(f"✅ `{x}`")
"""
    found = list(bare_literals(source))
    assert [line.split(": ", 1)[1] for line in found] == [
        "'You have a seat.'",
        "'Roll'",
        "'Pick {}'",
        "'Nope, not here.'",
    ]


def test_no_player_facing_literal_in_the_discord_adapter() -> None:
    """Tests: no player-facing string outside a catalogue: nothing in bot/discord_app
    hands Discord a bare literal (replies, posts, follow-ups, edits, labels, placeholders,
    embeds, refusals); every such text comes from a words module, in the reader's or the
    game's language."""
    found = [
        line
        for path in sorted(ADAPTER.rglob("*.py"))
        for line in bare_literals(path.read_text(), str(path))
    ]
    assert not found, "\n".join(found)


# -- The slash commands in every language ------------------------------------------------------


async def _payloads(translator: app_commands.Translator) -> list[dict[str, Any]]:
    bot = HexhavenBot(cast(Any, None))
    for extension in extensions():
        await bot.load_extension(extension)
    await bot.tree.set_translator(translator)
    try:
        return [
            await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()
        ]
    finally:
        await bot.close()


def _name_ok(name: str) -> bool:
    """Discord's rule for command and option names: 1-32 lower-case letters, digits, - or _."""
    return (
        1 <= len(name) <= 32
        and name == name.lower()
        and all(c.isalnum() or c in "-_" for c in name)
    )


def _check_level(items: list[dict[str, Any]], where: str, problems: list[str]) -> None:
    """Names valid and unique among siblings in every locale; descriptions and choices fit."""
    locales = {code for item in items for code in item.get("name_localizations") or {}}
    for locale in locales | {"en-US"}:
        names = [(item.get("name_localizations") or {}).get(locale, item["name"]) for item in items]
        if len(set(names)) != len(names):
            problems.append(f"{where} [{locale}]: names not unique: {sorted(names)}")
    for item in items:
        here = f"{where} {item['name']}"
        for locale, name in (item.get("name_localizations") or {}).items():
            if not _name_ok(name):
                problems.append(f"{here} [{locale}]: bad name {name!r}")
        for locale, text in (item.get("description_localizations") or {}).items():
            if not 1 <= len(text) <= 100:
                problems.append(f"{here} [{locale}]: description of {len(text)} characters")
        for c in item.get("choices") or []:
            for locale, text in (c.get("name_localizations") or {}).items():
                if not 1 <= len(text) <= 100:
                    problems.append(f"{here} choice {c['value']} [{locale}]: {len(text)} chars")
        children = [o for o in item.get("options") or [] if "options" in o or "choices" in o or o]
        if children:
            _check_level(children, here, problems)


async def test_localised_names_follow_discords_rules() -> None:
    """Slash commands localised: every Dutch and German command, group and option
    name is lower case, 1-32 letters, digits, - or _, and unique among its siblings; every
    description and choice name fits Discord's 100 characters."""
    payloads = await _payloads(Translator())
    problems: list[str] = []
    _check_level(payloads, "/", problems)
    assert not problems, "\n".join(problems)
    for code in ("nl", "de"):
        for p in payloads:
            name = catalogue(code).say(f"command.{p['name']}.name")
            assert (p.get("name_localizations") or {}).get(code, p["name"]) == name, p["name"]


class Recording(Translator):
    """The translator, remembering every string it was asked about."""

    def __init__(self) -> None:
        self.asked: list[tuple[app_commands.locale_str, Any]] = []

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        if locale is discord.Locale.dutch:
            self.asked.append((string, context))
        return await super().translate(string, locale, context)


async def test_every_command_string_is_in_the_catalogue_as_the_code_says_it() -> None:
    """Each command's, option's and choice's English is a catalogue message with the
    same English (by its id or by where it stands), so the translator never drops one."""
    recording = Recording()
    await _payloads(recording)
    missing = []
    for string, context in recording.asked:
        found = message_id(string, context)
        if found is None:
            if context.location is app_commands.TranslationContextLocation.choice_name:
                # A language offered by its own name is the same in every language; a rule
                # set only a test registers is named by its value.
                own = {lang.name for lang in LANGUAGES.values()} | {context.data.value}
                assert string.message in own, string.message
                continue
            missing.append(f"{context.location.name}: {string.message!r}")
            continue
        params: Mapping[str, object] = string.extras.get("params") or {}
        if found not in ENGLISH or ENGLISH.say(found, **params) != string.message:
            missing.append(f"{found}: {string.message!r}")
    assert not missing, "\n".join(missing)


#: The commands catalogue: the package every command's words live in.
COMMAND_WORDS = frozenset(m.id for m in MODULES["commands"])


def outside_the_commands_catalogue(ids: Iterable[str]) -> list[str]:
    """The ids among `ids` that are no message of the commands catalogue (`words.commands`)."""
    return sorted({found for found in ids if found not in COMMAND_WORDS})


async def _asked_ids() -> set[str]:
    """The catalogue id of every string the Translator is asked about: each command's, group's,
    subcommand's and option's name and description, and each choice's name (a language's own
    name, which has no id, left out)."""
    recording = Recording()
    await _payloads(recording)
    return {
        found
        for string, context in recording.asked
        if (found := message_id(string, context)) is not None
    }


def test_the_commands_catalogue_check_finds_a_message_kept_elsewhere() -> None:
    """The check below can fail: an id that is a message of another words module (a web
    page's heading), or of none, is reported; a command's, an option's and a choice's id of
    the commands catalogue pass."""
    assert "web.games.on" in ENGLISH
    kept = ["command.game.web.name", "command.game.web.option.state.name"]
    kept += ["command.choice.web_games.on"]
    assert outside_the_commands_catalogue([*kept, "web.games.on", "command.game.gone.name"]) == [
        "command.game.gone.name",
        "web.games.on",
    ]


async def test_every_command_has_its_words_in_the_commands_catalogue() -> None:
    """Every command, group, subcommand (those of a group within a group too), option and
    choice the bot registers is named and described by messages of the commands catalogue
    (`words/commands/`, `commands.po` in each language), not of another words module: one
    place holds all of the slash commands' words, so one defined elsewhere (`/game web`,
    `/settings web` and the league setting `web` once were) cannot be missed there. That every
    message is translated into Dutch and German is checked by the languages' own tests."""
    asked = await _asked_ids()
    assert {"command.game.web.name", "command.settings.web.option.name.description"} <= asked
    assert {"command.league.settings.option.web.name", "command.choice.league_web.off"} <= asked
    assert not outside_the_commands_catalogue(asked)


async def test_the_commands_catalogue_holds_no_words_for_a_command_gone() -> None:
    """The other way round: every name, description and choice of the commands catalogue is
    one a registered command asks for, so no words are kept for a command, option or choice
    the bot no longer has."""
    asked = await _asked_ids()
    assert sorted(COMMAND_WORDS - asked) == []


def _names(payloads: list[dict[str, Any]], path: str) -> dict[str, str]:
    """The localised names of a command (`trade bank`) or of its option (`build road.spot`)."""
    command, _, option = path.partition(".")
    items = payloads
    item: dict[str, Any] = {}
    for part in command.split():
        item = next(i for i in items if i["name"] == part)
        items = item.get("options") or []
    if option:
        item = next(i for i in items if i["name"] == option)
    return dict(item.get("name_localizations") or {})


async def test_the_translator_names_commands_as_dutch_and_german_players_would() -> None:
    """Names a Dutch or German Catan player would guess, from the glossaries (/bouw,
    /ruil; /bauen, /handeln), for commands, subcommands and options."""
    payloads = await _payloads(Translator())
    assert _names(payloads, "build") == {"nl": "bouw", "de": "bauen"}
    assert _names(payloads, "trade") == {"nl": "ruil", "de": "handeln"}
    assert _names(payloads, "build road") == {"nl": "straat", "de": "straße"}
    assert _names(payloads, "build settlement") == {"nl": "dorp", "de": "siedlung"}
    assert _names(payloads, "robber") == {"nl": "struikrover", "de": "räuber"}
    assert _names(payloads, "settings language") == {"nl": "taal", "de": "sprache"}
    assert _names(payloads, "discard.cards") == {"nl": "kaarten", "de": "karten"}


async def test_the_translator_describes_and_names_choices_and_leaves_other_locales() -> None:
    """Descriptions and choices come translated too (a cost said in the language);
    a locale Hexhaven does not speak (French) keeps Discord's English."""
    translator = Translator()
    payloads = await _payloads(translator)
    roll = next(p for p in payloads if p["name"] == "roll")
    assert roll["description_localizations"] == {
        "nl": catalogue("nl").say("command.roll.description"),
        "de": catalogue("de").say("command.roll.description"),
    }
    assert "fr" not in roll["name_localizations"]
    game = next(p for p in payloads if p["name"] == "game")
    new = next(o for o in game["options"] if o["name"] == "new")
    rules = next(o for o in new["options"] if o["name"] == "rules")
    base = next(c for c in rules["choices"] if c["value"] == "base")
    assert base["name_localizations"] == {"nl": "basisspel", "de": "Basisspiel"}
    language = next(o for o in new["options"] if o["name"] == "language")
    assert [c["name"] for c in language["choices"]] == ["English", "Nederlands", "Deutsch"]


# -- Autocomplete and direct messages -------------------------------------------------------


class Fixed(gettext.NullTranslations):
    """A few translations by message id (the tests' own, whatever the .po files hold)."""

    def __init__(self, by_id: Mapping[str, str]) -> None:
        super().__init__()
        self.by_id = dict(by_id)

    def pgettext(self, context: str, message: str) -> str:
        return self.by_id.get(context, message)


def test_autocomplete_shows_the_readers_words_and_finds_them_or_the_english() -> None:
    """Autocomplete lists in the reader's language, and typing the localised name
    or the English one finds the same choice."""
    dutch = Catalogue(
        MESSAGES, Fixed({"resource.grain": "graan", "resource.ore": "erts"}), language="nl"
    )
    choices = [
        Choice(say("resource.grain"), "gold grain", "gold"),
        Choice(say("resource.ore"), "gold ore", "gold"),
    ]
    shown = shown_choices(choices, "graan", dutch)
    assert [(c.name, c.value) for c in shown] == [("graan", "gold grain")]
    assert [c.name for c in shown_choices(choices, "ore", dutch)] == ["erts"]
    assert [c.name for c in shown_choices(choices, "", dutch)] == ["graan", "erts"]


def test_a_direct_message_is_said_in_the_users_language() -> None:
    """A DM is said in the user's chosen language, else the one their client showed
    when they asked for DMs, else the game's."""
    assert user_words({LANGUAGE_PREFERENCE: "de", CLIENT_LANGUAGE: "nl"}, "en").language == "de"
    assert user_words({CLIENT_LANGUAGE: "nl"}, "de").language == "nl"
    assert user_words({}, "de").language == "de"


# -- A game of three languages ---------------------------------------------------------------


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each simulated user's Discord locale (`LOCALES[user id]`), set on their interactions;
    the guild's own preferred locale as the interactions' guild locale."""
    made = simcord.interactions.base_payload
    by_user: dict[int, str] = {}

    def payload(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, data = made(backend, **kwargs)
        data["locale"] = by_user.get(int(kwargs["user_id"]), "en-US")
        if kwargs.get("guild_id") is not None:
            data["guild_locale"] = backend.get_guild(kwargs["guild_id"]).preferred_locale
        return record, data

    monkeypatch.setattr(simcord.interactions, "base_payload", payload)
    return by_user


def markers() -> dict[str, dict[str, str]]:
    """The adapter's own sentences and labels without placeholders, by language: text that
    tells which language a line is in (those the same in two languages left out)."""
    out: dict[str, dict[str, str]] = {code: {} for code in LANGUAGES}
    for message in discord_words.MESSAGES:
        if message.placeholders() or message.plural:
            continue
        said = {code: catalogue(code).say(message.id) for code in LANGUAGES}
        if len(set(said.values())) == len(said):
            for code, text in said.items():
                out[code][text] = message.id
    return out


def languages_in(texts: list[str], known: dict[str, dict[str, str]]) -> set[str]:
    """The languages whose markers are among these texts (a label, a placeholder, a line)."""
    return {code for code, marks in known.items() for text in texts if text in marks}


def _shown(message: Any) -> list[str]:
    """A stored message's lines, button labels and placeholders."""
    parts = list(message.content.splitlines())
    for row in message.components:
        for c in row.get("components", []):
            parts += [str(c.get("label") or ""), str(c.get("placeholder") or "")]
    return [p for p in parts if p]


async def _open(w: World, host: simcord.MemberActor, **options: Any) -> Any:
    before = {t.id for t in w.channel.threads}
    result = await host.slash(w.channel, "game new", map="beginner", **options)
    assert result.ephemeral, result.response
    return next(t for t in w.channel.threads if t.id not in before), result


async def test_a_dutch_table_with_a_german_and_an_english_player(
    tmp_path: Path, locales: dict[int, str]
) -> None:
    """Tests: a whole simulated-Discord game at a table whose language is Dutch,
    with a Dutch (nl), a German (de) and an English (en-US) player: each sees what only they
    read (replies, menus, pickers) in their own language, everyone sees the public posts, the
    panel and the thread's name in Dutch, and no public post reveals a secret in any
    language."""
    known = markers()
    async with world(tmp_path / "bot.db", seed=21) as w:
        alice, bob, carol = w.players
        locales.update({alice.id: "nl", bob.id: "de", carol.id: "en-US"})
        thread, opened = await _open(w, alice, language="nl", vp=5 if FULL else 4)
        assert opened.response.content == catalogue("nl").say(
            "discord.lobby.ready", thread=f"<#{thread.id}>"
        )
        assert thread.name == catalogue("nl").say("discord.lobby.thread", player="alice")
        lobby = thread.last_message
        joined = await bob.click(lobby, custom_id=button(lobby, "join"))
        assert joined.response.content == catalogue("de").say("discord.lobby.joined")
        seated = await carol.slash(thread, "game join")
        assert seated.response.content == "You have a seat."
        started = await alice.slash(thread, "game start")
        assert started.response.content == catalogue("nl").say("discord.lobby.started")
        driver = Driver(w, thread, random.Random(21))
        moves = 0
        while await driver.step():
            moves += 1
            assert moves < 3000, "the game did not end"
        stored = list(w.env.backend.messages[thread.id].values())
        seen: dict[str, set[str]] = {"public": set()}
        for message in stored:
            found = languages_in(_shown(message), known)
            if message.flags & EPHEMERAL:
                reader = str((message.interaction_metadata or {}).get("user", {}).get("id", ""))
                seen.setdefault(reader, set()).update(found)
            elif message.author_id == w.env.backend.bot_user.id:
                seen["public"] |= found
        assert seen["public"] == {"nl"}, seen
        assert seen[str(alice.id)] == {"nl"}, seen
        assert seen[str(bob.id)] == {"de"}, seen
        assert seen[str(carol.id)] == {"en"}, seen
        assert driver.used["panel:build"] or driver.used["panel:moves"], driver.used
        _no_secret_in_public(driver)


def _no_secret_in_public(driver: Driver) -> None:
    """The leak scan of the English game, for a secret said in any language (but the last
    move's: the end of the game shows every hidden victory point)."""
    for step in driver.steps[:-1]:
        text = " ".join(p.content + " " + " ".join(p.labels) for p in step.posted)
        for _kind, _holders, secret in step.secrets:
            key = secret.replace(" ", "_")
            forms = {secret} | {
                catalogue(code).say(f"{area}.{key}")
                for code in LANGUAGES
                for area in ("resource", "card")
                if f"{area}.{key}" in ENGLISH
            }
            for form in forms:
                assert f" {form} " not in f" {text} ", (secret, form, text)


async def test_a_new_table_speaks_the_servers_language(
    tmp_path: Path, locales: dict[int, str]
) -> None:
    """Without `language:`, a table speaks the server's preferred language: its
    thread's name, its lobby post and its buttons in German on a German server, while the host
    reads their own reply in their own language."""
    async with world(tmp_path / "bot.db") as w:
        german = w.env.create_guild("Catan-Runde", preferred_locale="de")
        channel = german.create_text_channel("spiele")
        host = german.add_member(w.env.create_user("anna"))
        locales[host.id] = "nl"
        await w.env.settle()
        before = {t.id for t in channel.threads}
        result = await host.slash(channel, "game new", map="beginner")
        thread = next(t for t in channel.threads if t.id not in before)
        assert result.response.content == catalogue("nl").say(
            "discord.lobby.ready", thread=f"<#{thread.id}>"
        )
        assert thread.name == catalogue("de").say("discord.lobby.thread", player="anna")
        lobby = thread.last_message
        labels = [
            c["label"] for row in lobby.components for c in [x.to_dict() for x in row.children]
        ]
        assert labels == [
            catalogue("de").say(f"discord.panel.{k}") for k in ("join", "leave", "start")
        ]
        info = await w.service.tables.table_info(thread.id)
        assert info is not None and info.language == "de"


async def test_settings_language_overrides_the_discord_locale(
    tmp_path: Path, locales: dict[int, str]
) -> None:
    """`/settings language` overrides the client's language for what the user alone
    reads, answered in the new language; "follow my Discord language" forgets it."""
    async with world(tmp_path / "bot.db") as w:
        alice = w.players[0]
        locales[alice.id] = "nl"
        chosen = await alice.slash(w.channel, "settings language", language="de")
        assert chosen.response.content == catalogue("de").say(
            "discord.settings.language.set", language="Deutsch"
        )
        assert (await w.service.people.preferences(str(alice.id)))[LANGUAGE_PREFERENCE] == "de"
        reply = await alice.slash(w.channel, "reminders", state="off")
        assert reply.response.content == catalogue("de").say("discord.reminders.off")
        back = await alice.slash(w.channel, "settings language", language="discord")
        assert back.response.content == catalogue("nl").say(
            "discord.settings.language.follow", language="Nederlands"
        )
        reply = await alice.slash(w.channel, "reminders", state="off")
        assert reply.response.content == catalogue("nl").say("discord.reminders.off")
