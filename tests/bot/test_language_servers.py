"""Done when: "a Dutch and a German server can play entirely in their language". A
whole simulated-Discord game on a Dutch server and one on a German server, from `/game new`
(no `language:`: the server's) to the winner, beside a computer player: every public line is
said in the server's language (each outcome's lines as `speak(line, catalogue(language))`, and
no English sentence of the catalogue in any public message), every posted picture drawn with
that language's catalogue, each reply in its reader's Discord language, and no secret in
public. And the terminal: `python -m bot local --language de` played to the winner in German
(piped input), its pictures drawn in German.

The games end at 4 victory points in the suite; `HEXHAVEN_LANGUAGE_FULL=1` plays them to 5."""

from __future__ import annotations

import hashlib
import io
import random
import re
import string
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any, cast

import discord
import pytest

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Outcome, Service
from bot.service.computers import is_computer_id
from engine import GameView
from render import render_board
from tests.bot.driver import EPHEMERAL, Driver
from tests.bot.local_script import piped, play_typed
from tests.bot.test_languages import FULL, _no_secret_in_public, languages_in, locales, markers
from tests.bot.world import RecordingPictures, World, button, components, world
from words import ENGLISH, MESSAGES, speak
from words.languages import catalogue

__all__ = ["locales"]  # the Discord locale of each simulated user (a fixture)

SEED = 13
#: The games' victory points: a short game in the suite, a longer one by hand.
VP = 5 if FULL else 4
#: Each server's language and the Discord locales of its two people (the host first).
SERVERS = {"nl": ("nl", "de"), "de": ("de", "en-US")}


# -- English left in a line ---------------------------------------------------------------------


def _chunks(text: str) -> list[str]:
    """The literal runs of a message's English (between its placeholders and markup) long
    enough to tell English apart: three words or more, 14 characters or more."""
    out = []
    for literal, _, _, _ in string.Formatter().parse(text):
        for part in re.split(r"[\n*`_]+", literal):
            part = part.strip(" ,.;:()—-")
            if len(part) >= 14 and len(re.findall(r"[A-Za-z]{2,}", part)) >= 3:
                out.append(part)
    return out


@cache
def english_only(code: str) -> dict[str, str]:
    """English runs of text (and their message ids) that no message of language `code` says:
    found in a line, they are a sentence said in English where a translation exists."""
    words = catalogue(code)
    said = "\n".join(
        words.template(m.id, n) for m in MESSAGES for n in ((1, 2) if m.plural else (1,))
    )
    return {
        chunk: m.id
        for m in MESSAGES
        for form in (m.text, m.plural or "")
        for chunk in _chunks(form)
        if chunk not in said
    }


def english_in(texts: Iterable[str], code: str) -> list[tuple[str, str, str]]:
    """(message id, English run, line) for each English sentence found in these texts."""
    runs = english_only(code)
    return [
        (message_id, run, text) for text in texts for run, message_id in runs.items() if run in text
    ]


def test_the_english_scan_finds_an_english_sentence() -> None:
    """The scan below can fail: an English event line is found in a Dutch text, its
    Dutch form is not, and neither is a player's name."""
    english = ENGLISH.say("event.built.settlement", player="alice", at="23")
    dutch = catalogue("nl").say("event.built.settlement", player="alice", at="23")
    assert [found[0] for found in english_in([english], "nl")] == ["event.built.settlement"]
    assert english_in([dutch, "alice", "Computer 1 (makkelijk)"], "nl") == []


# -- The Discord game ---------------------------------------------------------------------------


def _digest(png: bytes) -> str:
    return hashlib.sha256(png).hexdigest()


def _stored(w: World, channel: int) -> list[Any]:
    return list(w.env.backend.messages.get(channel, {}).values())


def _pictures_of(w: World, message: Any) -> list[bytes]:
    return [w.env.backend.cdn.get(a["url"]) or b"" for a in message.attachments]


def _texts(message: Any) -> list[str]:
    """A stored message's content lines, button labels and placeholders."""
    parts = list(message.content.splitlines())
    parts += [str(c.get("label") or c.get("placeholder") or "") for c in components(message)]
    return [p for p in parts if p]


async def _play(w: World, driver: Driver, moves: int = 3000) -> None:
    """The people's moves through Discord (`moves` of them at most), the computer's by the
    turn timers (due at once), until someone wins."""
    assert w.timers
    for _ in range(3 * moves):
        await w.timers[-1].inner.run_due()
        await w.env.settle()
        awaiting = (await w.service.tables.status(driver.channel)).awaiting
        if not awaiting or moves == 0:
            return
        if any(is_computer_id(p) for p in awaiting):
            continue
        await driver.step()
        moves -= 1
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("server", sorted(SERVERS))
async def test_a_whole_game_on_a_server_is_said_in_its_language(
    tmp_path: Path, locales: dict[int, str], server: str
) -> None:
    """A server whose preferred language is Dutch (German) plays a whole game in it:
    the table speaks the server's language unless told; the computer seat is named in it; each
    outcome's public lines are posted as that language says them, and no public message holds
    an English sentence of the catalogue; every posted board and the summary are drawn with
    that language's catalogue (the last board is the language's own rendering, not the
    English one); replies, a hand and a private board are in each reader's Discord language;
    no public message reveals a secret."""
    words = catalogue(server)
    host_locale, guest_locale = SERVERS[server]
    async with world(tmp_path / "bot.db", seed=SEED, timed=True) as w:
        guild = w.env.create_guild("Catan", preferred_locale=server)
        channel = guild.create_text_channel("spel")
        host = guild.add_member(w.env.create_user("anna"))
        guest = guild.add_member(w.env.create_user("bram"))
        locales.update({host.id: host_locale, guest.id: guest_locale})
        w.by_id = {str(host.id): host, str(guest.id): guest}
        await w.env.settle()
        posted: list[tuple[int, Outcome]] = []
        post = w.bot.publisher.post

        async def recording(channel_id: int, outcome: Outcome, *, actor: str | None) -> None:
            posted.append((channel_id, outcome))
            await post(channel_id, outcome, actor=actor)

        w.bot.publisher.post = recording  # type: ignore[method-assign]

        made = await host.slash(channel, "game new", map="beginner", vp=VP, bots=1)
        assert made.ephemeral, made.response
        thread = channel.threads[0]
        reader = catalogue(host_locale)
        assert made.response.content == reader.say("discord.lobby.ready", thread=f"<#{thread.id}>")
        assert thread.name == words.say("discord.lobby.thread", player="anna")
        lobby = thread.last_message
        joined = await guest.click(lobby, custom_id=button(lobby, "join"))
        assert joined.response.content == catalogue(guest_locale).say("discord.lobby.joined")
        await host.slash(thread, "game start")
        info = await w.service.tables.table_info(thread.id)
        assert info is not None and info.language == server
        computer = words.say(
            "service.computer.name", number=1, level=words.say("service.computer.level.easy")
        )
        assert info.names["computer-1"] == computer

        driver = Driver(w, thread, random.Random(SEED))
        await _play(w, driver, 6)  # the set-up, then a hand and a board only the asker sees
        hand = await guest.slash(thread, "hand")
        board = await host.slash(thread, "board")
        await _play(w, driver)
        assert not (await w.service.tables.status(thread.id)).awaiting

        pictures = w.pictures
        assert isinstance(pictures, RecordingPictures)
        stored = _stored(w, thread.id)
        me = w.env.backend.bot_user.id
        public = [m for m in stored if not m.flags & EPHEMERAL and m.author_id == me]
        starter = [m for m in _stored(w, channel.id) if m.author_id == me]
        texts = [thread.name] + [t for m in (*starter, *public) for t in _texts(m)]
        assert any(computer in t for t in texts), "the computer's moves name it"
        assert any(words.say("discord.panel.roll") == t for t in texts), (
            "the panel is labelled in the server's language"
        )

        # Each outcome's public lines, as the server's language says them.
        content = "\n".join(m.content for m in public)
        for channel_id, outcome in posted:
            assert channel_id == thread.id
            for line in outcome.public:
                said = speak(line, words)
                assert said in content, (line, said)
                if str(line) != said and str(line) not in said:
                    assert str(line) not in content, line
        assert not english_in(texts, server), english_in(texts, server)[:5]

        # The pictures everyone sees, drawn in the server's language.
        shown = [png for m in public for png in _pictures_of(w, m)]
        kinds = [pictures.digests[_digest(png)] for png in shown]
        assert kinds.count("board") > 10 and kinds[-1] == "summary", kinds
        for png in shown:
            assert pictures.languages[_digest(png)] == {server}
        last = next(png for png in reversed(shown) if pictures.digests[_digest(png)] == "board")
        drawn_from, names, highlight = pictures.board_calls[_digest(last)]
        view = cast(GameView, drawn_from)
        assert last == render_board(view, highlight=highlight, names=names, words=words)
        assert last != render_board(view, highlight=highlight, names=names, words=ENGLISH)

        # What only one reader sees, in that reader's language.
        for result, locale in ((hand, guest_locale), (board, host_locale)):
            assert result.response is not None
            mine = next(m for m in stored if m.id == result.response.id)
            assert mine.flags & EPHEMERAL
            drawn = [pictures.languages[_digest(png)] for png in _pictures_of(w, mine)]
            assert drawn == [{catalogue(locale).language}], (locale, drawn)
        known = markers()
        seen: dict[str, set[str]] = {}
        for message in stored:
            if message.flags & EPHEMERAL:
                user = str((message.interaction_metadata or {}).get("user", {}).get("id", ""))
                seen.setdefault(user, set()).update(languages_in(_texts(message), known))
        assert seen[str(host.id)] == {catalogue(host_locale).language}, seen
        assert seen[str(guest.id)] == {catalogue(guest_locale).language}, seen
        assert languages_in(texts, known) == {server}

        table = await w.service.core.latest(thread.id)
        assert table.row.status == "finished"
        _no_secret_in_public(driver)


async def test_a_tournaments_tables_open_in_the_servers_language(
    tmp_path: Path, locales: dict[int, str]
) -> None:
    """The tables the bot opens itself, a tournament's round, speak the server's
    language (German here): the table's setting, its thread's posts and the board posted in
    it; a league that chose Dutch (`/league settings language:`) opens the next tournament's
    tables, and its games whose host names no language, in Dutch."""
    async with world(tmp_path / "bot.db", seed=SEED) as w:
        guild = w.env.create_guild("Catan-Runde", preferred_locale="de")
        channel = guild.create_text_channel("turniere")
        mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
        admin = guild.add_member(w.env.create_user("mia"), roles=[mods])
        people = [guild.add_member(w.env.create_user(n)) for n in ("anna", "bram", "cleo")]
        await w.env.settle()
        await admin.slash(channel, "league create", name="Liga", players=3, vp=3)
        await admin.slash(channel, "league season start")
        spoken = []
        for cup, language in (("Herbst", None), ("Winter", "nl")):
            if language is not None:
                await admin.slash(channel, "league settings", language=language)
            await admin.slash(channel, "tournament create", name=cup, rounds=1, table_size=3)
            for person in people:
                await person.slash(channel, "tournament join", name=cup)
            before = {t.id for t in channel.threads}
            await admin.slash(channel, "tournament start", name=cup)
            thread = next(t for t in channel.threads if t.id not in before)
            info = await w.service.tables.table_info(thread.id)
            assert info is not None
            spoken.append(info.language)
            me = w.env.backend.bot_user.id
            public = [m for m in _stored(w, thread.id) if m.author_id == me]
            texts = [t for m in public for t in _texts(m)]
            assert not english_in(texts, info.language), english_in(texts, info.language)[:3]
            assert languages_in(texts, markers()) == {info.language}
            # The thread hangs in the server's channel: it is titled in the server's language.
            assert thread.name == catalogue("de").say("discord.tournament.thread", round=1, table=1)
            boards = [png for m in public for png in _pictures_of(w, m)]
            assert boards and all(
                w.pictures.languages[_digest(png)] == {info.language} for png in boards
            )
            await admin.slash(thread, "game abandon")
        assert spoken == ["de", "nl"]
        # A league game told no language speaks the league's too, its thread renamed to it.
        before = {t.id for t in channel.threads}
        opened = await people[0].slash(channel, "game new", league="Liga")
        assert opened.ephemeral, opened.response
        thread = next(t for t in channel.threads if t.id not in before)
        info = await w.service.tables.table_info(thread.id)
        assert info is not None and info.language == "nl"
        assert thread.name == catalogue("nl").say("discord.lobby.thread", player="anna")


# -- The terminal -------------------------------------------------------------------------------

PLAYERS = ["alice", "bob", "carol"]
#: The notation's pieces as a German player types them.
GERMAN = {"build settlement": "/build siedlung", "build road": "/build straße"}
PREFER = ("build city", "build settlement", "buy", "play", "robber", "discard", "roll")


def _typed(move: str) -> str:
    """A move as a German player types it in the terminal."""
    head = " ".join(move.split()[:2])
    if head in GERMAN:
        return f"{GERMAN[head]} {move.split()[2]}"
    if move.split()[0] in ("accept", "decline", "cancel", "confirm", "offer", "bank"):
        return f"/trade {move}"
    return "/buy" if move == "buy development" else f"/{move}"


async def _choose(service: Service, player: str, rng: random.Random) -> list[str]:
    legal = await service.tables.legal(CHANNEL, player)
    extra = ["/hand", "/board", "/status"] if rng.random() < 0.04 else []
    for prefix in PREFER:
        found = [m for m in legal if m.startswith(prefix)]
        if found:
            return [*extra, _typed(rng.choice(found))]
    roads = [m for m in legal if m.startswith("build road")]
    if roads and rng.random() < 0.5:
        return [*extra, _typed(roads[0])]
    return [*extra, _typed("end" if "end" in legal else legal[0])]


async def test_a_whole_game_piped_into_the_terminal_in_german(tmp_path: Path) -> None:
    """`python -m bot local --language de alice bob carol`, a whole game piped in
    (German piece names typed), is printed in German to the winner: the start, the winner and
    the final scores in German, and no English sentence of the catalogue anywhere."""
    lines, printed = await play_typed(
        tmp_path / "first",
        PLAYERS,
        SEED,
        {"map": "beginner", "vp_to_win": VP},
        ["/status"],
        _choose,
        language="de",
    )
    arguments = [
        *PLAYERS,
        "--seed",
        str(SEED),
        "--map",
        "beginner",
        "--vp",
        str(VP),
        "--language",
        "de",
    ]
    done = piped(lines, arguments, tmp_path)
    assert done.returncode == 0, done.stderr
    german = catalogue("de")
    final = [line for line in printed.splitlines() if line.startswith("Endstand: ")]
    assert len(final) == 1 and final[0] in done.stdout.splitlines(), (final, done.stdout[-600:])
    assert any(
        line.startswith("🏆 ") and " gewinnt nach " in line for line in done.stdout.splitlines()
    )
    assert german.say("terminal.help_hint") in done.stdout
    for english in ("Final scores:", " wins after ", "Type /help"):
        assert english not in done.stdout, english
    found = english_in(done.stdout.splitlines(), "de")
    assert not found, found[:5]
    assert list((tmp_path / "second").glob("summary-*.png"))


async def test_the_terminal_draws_its_pictures_in_its_language(tmp_path: Path) -> None:
    """The terminal's board, hand and summary pictures are drawn in `--language`,
    and its table speaks that language (its computer seat named in it)."""
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED))
    try:
        session = LocalSession(
            service, ["alice"], io.StringIO(), tmp_path / "boards", bots=2, language="de"
        )
        recording = RecordingPictures()
        session.pictures = recording
        await session.open({"map": "beginner"})
        info = await service.tables.table_info(CHANNEL)
        assert info is not None and info.language == "de"
        assert "Computer 1 (leicht)" in info.names.values()
        for line in ("/board", "/hand"):
            command = parse(line)
            assert command is not None
            await session.handle(command)
        drawn = set(recording.digests.values())
        assert {"board", "hand"} <= drawn
        assert all(languages == {"de"} for languages in recording.languages.values())
    finally:
        await service.close()
