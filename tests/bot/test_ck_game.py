"""A whole 3-player Cities & Knights game through the simulated Discord (issue 12 §3-§4): from
`/game new rules:cities_knights` to a winner, every move picked from the service's legal list
and made as a player would (the C&K slash commands with autocomplete, the panel's "Knights &
cities" and "Choose" menus, the menu of all moves); then every public message and picture is
checked for hidden information, and strangers' presses are refused."""

from __future__ import annotations

import hashlib
import random
import re
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.common.cities_knights import BUILD_KINDS, CHOICE_KINDS
from engine.rules.cities_knights.data import CARD_DECK, VP_CARDS
from render import render_board, render_hand
from tests.bot.driver import PRIORITY, Driver, Posted, public_since, reply_text
from tests.bot.world import RecordingPictures, World, components, open_table, world
from words import ENGLISH
from words.common import card

pytestmark = pytest.mark.asyncio(loop_scope="module")

VP = 6
SEED = 7
#: Progress cards whose names are never public (the VP cards are revealed when drawn).
HIDDEN = re.compile(
    r"\b("
    + "|".join(
        re.escape(card(ENGLISH, c))
        for c in sorted(CARD_DECK, key=lambda c: -len(c))
        if c not in VP_CARDS
    )
    + r")\b"
)
#: The ids of those cards, as a view would carry them.
HIDDEN_IDS = frozenset(c for c in CARD_DECK if c not in VP_CARDS)
CK_PRIORITY = (
    *CHOICE_KINDS,
    "build city",
    "improve",
    "build settlement",
    "activate",
    "knight",
    "promote",
    "wall",
    "chase",
    "displace",
    "move",
    *PRIORITY,
)
KNIGHT_VERBS = {"knight": "build", "activate": "activate", "promote": "promote"}
KNIGHT_VERBS |= {"move": "move", "displace": "displace", "chase": "chase"}


@dataclass
class CkDriver(Driver):
    """The base driver, with the C&K moves made through their own commands and menus."""

    priority: tuple[str, ...] = CK_PRIORITY
    kinds: Counter[str] = field(default_factory=Counter)

    async def choose(self) -> tuple[str, str] | None:
        picked = await super().choose()
        # Knights moved, promoted and walls only now and then, so that the game moves on.
        if picked is None or picked[1].split()[0] not in ("move", "promote", "wall"):
            return picked
        legal = await self.w.service.legal(self.channel, picked[0])
        return (picked[0], "end") if "end" in legal and self.rng.random() < 0.5 else picked

    async def play(self, actor: simcord.MemberActor, move: str) -> str:
        head = move.split()[0]
        self.kinds[head] += 1
        if head not in BUILD_KINDS + CHOICE_KINDS:
            return await super().play(actor, move)
        path = self._path(head, ("slash", "menu", "moves"))
        if path == "slash":
            return await self.ck_slash(actor, move)
        menu = "cities" if head in BUILD_KINDS else "choose"
        return await self.via_menu(actor, menu if path == "menu" else "moves", move)

    async def ck_slash(self, actor: simcord.MemberActor, move: str) -> str:
        """The move's C&K command, its option filled from autocomplete."""
        words = move.split()
        head = words[0]
        if head in ("knight", "activate", "promote", "wall"):
            command = "wall" if head == "wall" else f"knight {KNIGHT_VERBS[head]}"
            offered = await actor.autocomplete(self.thread, command, "spot", words[1])
            assert words[1] in [c["value"] for c in offered], (move, offered)
            self.used["autocomplete"] += 1
            return reply_text(await actor.slash(self.thread, command, spot=words[1]))
        if head in ("move", "displace", "chase"):
            command = f"knight {KNIGHT_VERBS[head]}"
            offered = await actor.autocomplete(self.thread, command, "move", "")
            assert move in [c["value"] for c in offered], (move, offered)
            return reply_text(await actor.slash(self.thread, command, move=move))
        if head == "improve":
            offered = await actor.autocomplete(self.thread, "improve", "track", "")
            assert move in [c["value"] for c in offered], (move, offered)
            return reply_text(await actor.slash(self.thread, "improve", track=move))
        offered = await actor.autocomplete(self.thread, "choose", "option", "")
        assert move in [c["value"] for c in offered], (move, offered)
        assert all(
            " · " in c["name"] or c["value"].split()[0] in ("aqueduct", "draw", "return")
            for c in offered
        ), offered
        # Typed by hand, a choice may be only its spot or word, when that names one.
        values = [c["value"] for c in offered]
        last = move.split()[-1]
        if [v.split()[-1] for v in values].count(last) == 1 and self.used["choose typed"] == 0:
            self.used["choose typed"] += 1
            return reply_text(await actor.slash(self.thread, "choose", option=last))
        return reply_text(await actor.slash(self.thread, "choose", option=move))


@dataclass
class Played:
    """What the game left behind."""

    driver: CkDriver
    winner: str
    public: list[Posted]
    pictures: RecordingPictures
    strangers: list[str]
    rules: str
    autocomplete: list[str]
    looks: list[simcord.InteractionResult]
    held: list[str]


def strings(value: object) -> Iterator[str]:
    """Every text value in a view (keys aside), however deep."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


def without_cities_knights(view: Mapping[str, Any]) -> dict[str, Any]:
    """The view with its Cities & Knights section taken out."""
    return {k: v for k, v in view.items() if k != "cities_knights"}


async def _strangers(w: World, driver: CkDriver) -> list[str]:
    """A stranger presses the panel's buttons and types a C&K command: each refused."""
    panel = driver.panel()
    said = []
    for c in panel.components:
        for child in c.children:
            cid = getattr(child, "custom_id", None)
            if cid and cid.split(":")[3] in ("roll", "cities", "choose", "build", "end"):
                said.append(reply_text(await w.stranger.click(panel, custom_id=cid)))
    said.append(reply_text(await w.stranger.slash(driver.thread, "knight build", spot="1")))
    assert await w.stranger.autocomplete(driver.thread, "choose", "option", "") == []
    return said


async def _look_at_hands(
    w: World, driver: CkDriver
) -> tuple[list[simcord.InteractionResult], list[str]]:
    """Once a player holds a progress card, they look at their hand by `/hand` and by the
    panel's button: the replies, and the cards they held (none while nobody holds one)."""
    for actor in w.players:
        view = (await w.service.hand(driver.channel, str(actor.id))).view or {}
        held = [c["card"] for c in (view.get("you") or {}).get("progress", [])]
        if held:
            panel = driver.panel()
            ids = [str(c.get("custom_id") or "") for c in components(panel)]
            button = next(i for i in ids if i.endswith(":hand"))
            looks = [
                await actor.slash(driver.thread, "hand"),
                await actor.click(panel, custom_id=button),
            ]
            return looks, held
    return [], []


async def play_game(path: Path) -> Played:
    """One C&K table played to its end."""
    async with world(path, SEED) as w:
        thread = await open_table(w, 0, vp=VP, rules="cities_knights")
        driver = CkDriver(w, thread, random.Random(SEED))
        driver.victim = str(w.players[1].id)
        rules = reply_text(await w.players[0].slash(thread, "rules"))
        strangers: list[str] = []
        offered: list[str] = []
        looks: list[simcord.InteractionResult] = []
        held: list[str] = []
        moves = 0
        while await driver.step():
            moves += 1
            if not strangers and moves > 30:
                strangers = await _strangers(w, driver)
            if not looks and moves > 30:
                looks, held = await _look_at_hands(w, driver)
            if not offered:
                view = (await w.service.board(thread.id)).view or {}
                if view.get("phase") == "main":
                    current = w.by_id[str(view.get("current"))]
                    answer = await current.autocomplete(thread, "knight build", "spot", "")
                    offered = [c["name"] for c in answer]
            assert moves < 4000, "the game did not end"
        status = (await w.service.status(thread.id)).public
        winner = next(line for line in status if line.endswith("won."))
        public = [p for p in public_since(w, thread.id, 0)]
        return Played(driver, winner, public, w.pictures, strangers, rules, offered, looks, held)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The game, played once for every test of this module."""
    return await play_game(tmp_path_factory.mktemp("ck") / "bot.db")


async def test_a_cities_knights_game_reaches_a_winner(played: Played) -> None:
    """Issue 12 §4: the simulated Discord plays a 3-player C&K game from lobby to winner."""
    assert played.winner
    assert sum(" wins after " in post.content for post in played.public) == 1
    kinds = played.driver.kinds
    assert kinds["roll"] and kinds["improve"] and kinds["knight"] and kinds["activate"], kinds
    assert any(kinds[k] for k in CHOICE_KINDS), kinds


async def test_the_new_moves_went_through_commands_panel_and_menus(played: Played) -> None:
    """Issue 12 §3: every new action is reachable by slash command or panel button."""
    used = played.driver.used
    assert used["improve via slash"] and used["improve via menu"], used
    assert used["knight via slash"] and used["panel:cities"], used
    assert used["panel:choose"] or used["panel:moves"], used
    assert used["choose typed"], used  # `/choose option:23` names the choice by its spot
    assert used["autocomplete"]


async def test_the_roll_names_three_dice_and_the_barbarians_are_posted(played: Played) -> None:
    """Issue 12 §3: the roll shows the white, red and event dice; the ship's advance and the
    attack (strengths, who loses a city) are public messages."""
    text = "\n".join(post.content for post in played.public)
    assert re.search(r"rolled \d+ \(white \d, red \d\); event die: ", text), text[:2000]
    assert "The barbarians are at " in text
    assert "The barbarians land: strength " in text
    assert "Barbarians " in text  # the turn summary under the board


async def test_no_public_message_reveals_a_progress_card(played: Played) -> None:
    """Issue 12 §3-§4: progress cards drawn are named only to their owner; no hand, no
    card name in any public message or button label."""
    drawn = 0
    for step in played.driver.steps:
        text = " ".join(p.content + " " + " ".join(p.labels) for p in step.posted)
        assert not HIDDEN.search(text), (step.move, text)
        for kind, holders, secret in step.secrets:
            if kind == "ProgressDrawn":
                drawn += 1
                if step.user in holders:
                    named = card(ENGLISH, secret.replace(" ", "_"))  # the driver spaces ids
                    assert named in step.reply, (secret, step.reply)
            if kind == "Stole":
                assert not re.search(rf"\b{re.escape(secret)}\b", text), (secret, text)
    assert drawn
    for post in played.public:
        assert not HIDDEN.search(post.content), post.content
        assert "Your hand" not in post.content and "Progress cards:" not in post.content


async def test_public_pictures_are_drawn_from_the_public_view(played: Played) -> None:
    """Issue 12 §3-§4: every picture posted publicly is a board (or the final summary) drawn
    from the public view: no hand in it, and no progress card's name anywhere in what it was
    drawn from (the cards' ids are in the hands' views, so the scan would see one)."""
    pictures = played.pictures
    assert pictures.boards
    assert all("cities_knights" in view for view in pictures.boards)
    posted = [hashlib.sha256(p).hexdigest() for post in played.public for p in post.pictures]
    kinds = {pictures.digests[digest] for digest in posted}
    assert kinds <= {"board", "summary"} and "board" in kinds
    scanned = 0
    for digest in posted:
        for view in pictures.sources.get(digest, []):
            scanned += 1
            assert view.get("you") is None
            leaked = HIDDEN_IDS.intersection(strings(view))
            assert not leaked, leaked
    assert scanned
    assert any(HIDDEN_IDS.intersection(strings(view)) for view in pictures.hand_views)


async def test_the_hand_shows_progress_cards_to_their_owner_only(played: Played) -> None:
    """Issue 12 §3: progress cards are shown in the private hand view (ephemeral), its picture
    drawn from the owner's own C&K view and never posted."""
    assert played.looks and played.held
    named = [card(ENGLISH, c) for c in played.held]
    for look in played.looks:
        assert look.ephemeral
        assert look.response is not None
        assert [a.filename for a in look.response.attachments] == ["hand.png"]
        assert "Progress cards: " in look.response.content
        assert all(name in look.response.content for name in named), look.response.content
    views = played.pictures.hand_views
    assert views and all("cities_knights" in view for view in views)
    assert any(view["you"]["progress"] for view in views)
    public = {hashlib.sha256(p).hexdigest() for post in played.public for p in post.pictures}
    hands = {d for d, kind in played.pictures.digests.items() if kind == "hand"}
    assert hands and not hands & public


async def test_the_pictures_draw_the_cities_knights_parts(played: Played) -> None:
    """Issue 12 §3: the board and the hand pictures of a C&K game draw its parts (knights,
    walls, the barbarians, improvements; commodities and progress cards in the hand): each
    differs from the picture of the same view without its C&K section."""
    board = played.pictures.boards[-1]
    assert render_board(board) != render_board(without_cities_knights(board))
    hand = next(v for v in played.pictures.hand_views if v["you"]["progress"])
    player = hand["you"]["id"]
    assert render_hand(hand, player) != render_hand(without_cities_knights(hand), player)


async def test_strangers_pressing_buttons_are_refused(played: Played) -> None:
    """Issue 12 §4: someone without a seat is refused on every button and command."""
    assert played.strangers
    for said in played.strangers:
        assert "seat" in said and not said.startswith("✅"), said


async def test_no_card_button_and_rules_say_progress_cards_come_later(played: Played) -> None:
    """Issue 12 §2-§3: no play button for progress cards; `/rules` in a C&K game says playing
    them comes later."""
    for post in played.public:
        assert "Play a card" not in post.labels, post.labels
    assert "later version" in played.rules and "Cities & Knights" in played.rules


async def test_autocomplete_gives_each_knight_spot_a_reason(played: Played) -> None:
    """Issue 12 §3: autocomplete lists only legal spots, each with a reason."""
    assert played.autocomplete, "no knight could be built when looked"
    for name in played.autocomplete:
        assert re.fullmatch(r"\d+ · .+", name), name
