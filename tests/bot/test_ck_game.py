"""A whole 3-player Cities & Knights game through the simulated Discord: from
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
from tests.bot.world import (
    RecordingPictures,
    World,
    button,
    components,
    open_table,
    select_holding,
    world,
)
from words import ENGLISH
from words.common import card

pytestmark = pytest.mark.asyncio(loop_scope="module")

VP = 6
SEED = 7
#: One board picture in this many is drawn (see `RecordingPictures`).
DRAW_EVERY = 10
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
#: The one public naming of such a card: its play (`Bo plays Spy.`), which the scans allow.
PLAYS = re.compile(r"\bplays (" + HIDDEN.pattern[3:-3] + r")\.")


def hidden(text: str) -> str | None:
    """A progress card named in public text that was not played in it (`Bo plays Wedding.`
    makes Wedding public, and the lines of its effect may name it)."""
    played = set(PLAYS.findall(text))
    return next((m for m in HIDDEN.findall(text) if m not in played), None)


#: The ids of those cards, as a view would carry them.
HIDDEN_IDS = frozenset(c for c in CARD_DECK if c not in VP_CARDS)
CK_PRIORITY = (
    *CHOICE_KINDS,
    "play",
    "repair",
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
    #: The player and the "Next:" menu a card's play left (its player's next choice).
    flow: tuple[int, Any] | None = None
    #: (version before, version after, reply) of the flow cancelled once.
    cancelled: list[tuple[int, int, str]] = field(default_factory=list)
    offered_cards: list[str] = field(default_factory=list)

    async def choose(self) -> tuple[str, str] | None:
        picked = await super().choose()
        # Knights moved, promoted and walls only now and then, so that the game moves on.
        if picked is None or picked[1].split()[0] not in ("move", "promote", "wall"):
            return picked
        legal = await self.w.service.tables.legal(self.channel, picked[0])
        return (picked[0], "end") if "end" in legal and self.rng.random() < 0.5 else picked

    async def play(self, actor: simcord.MemberActor, move: str) -> str:
        head = move.split()[0]
        self.kinds[head] += 1
        flow, self.flow = self.flow, None
        if head == "play":
            self.kinds[f"card:{move.split()[1]}"] += 1
            return await self.play_card(actor, move)
        phase = str((await self.public_view()).get("phase"))
        choice = head in CHOICE_KINDS or (head == "discard" and phase != "discard")
        if flow is not None and flow[0] == actor.id and choice:
            # The choice a card asks of its player, in the flow the play opened.
            with_move = [c for c in components(flow[1]) if move in _values(c)]
            if with_move:
                self.used["choice via flow"] += 1
                result = await actor.select(flow[1], [move], custom_id=with_move[0]["custom_id"])
                return reply_text(result)
        if head == "harbor" and len(move.split()) == 3:  # Commercial Harbor's offers
            path = self._path("harbor offer", ("slash", "progress", "moves"))
            if path == "slash":
                return await self.ck_slash(actor, move)
            return await self.via_menu(actor, path, move)
        if head == "discard" and choice:  # the Saboteur's victims discard as their choice
            head = "discard as choice"
            path = self._path(head, ("slash", "menu"))
            if path == "slash":
                return await self.ck_slash(actor, move)
            return await self.via_menu(actor, "choose", move)
        if head not in BUILD_KINDS + CHOICE_KINDS:
            return await super().play(actor, move)
        path = self._path(head, ("slash", "menu", "moves"))
        if path == "slash":
            return await self.ck_slash(actor, move)
        menu = "cities" if head in BUILD_KINDS else "choose"
        return await self.via_menu(actor, menu if path == "menu" else "moves", move)

    async def play_card(self, actor: simcord.MemberActor, move: str) -> str:
        """A progress card: `/play` with the card and target from autocomplete, or the
        panel's Progress cards flow (card, then target), or the menu of all moves."""
        words = move.split()
        card, args = words[1], " ".join(words[2:])
        path = self._path("progress", ("slash", "panel", "moves"))
        if path == "moves":
            return await self.via_menu(actor, "moves", move)
        if path == "slash":
            offered = await actor.autocomplete(self.thread, "play", "card", "")
            assert card in [c["value"] for c in offered], (move, offered)
            self.offered_cards += [c["name"] for c in offered]
            options = {"card": card}
            if args:
                targets = await actor.autocomplete(self.thread, "play", "target", "", card=card)
                assert args in [c["value"] for c in targets], (move, targets)
                options["target"] = args
            result = await actor.slash(self.thread, "play", **options)
        else:
            self.used["panel:progress"] += 1
            panel = self.panel()
            opened = (await actor.click(panel, custom_id=button(panel, "progress"))).response
            assert opened is not None and opened.ephemeral
            if not self.cancelled:  # once: the flow is cancelled first, which changes nothing
                before = (await self.w.service.tables.status(self.channel)).version
                picked = await actor.select(opened, [card], custom_id=button(opened, "pcard"))
                assert picked.response is not None
                stop = await actor.click(
                    picked.response, custom_id=button(picked.response, "pstop")
                )
                after = (await self.w.service.tables.status(self.channel)).version
                self.cancelled.append((before, after, reply_text(stop)))
                opened = (await actor.click(panel, custom_id=button(panel, "progress"))).response
                assert opened is not None
            picked = await actor.select(opened, [card], custom_id=button(opened, "pcard"))
            step = picked.response
            assert step is not None and step.ephemeral
            ids = [str(c.get("custom_id")) for c in components(step)]
            if any(i.split(":")[3] == "pplay" for i in ids):
                result = await actor.click(step, custom_id=button(step, "pplay", card))
            else:
                result = await actor.select(step, [move], custom_id=select_holding(step, move))
        for followup in result.followups:
            if followup.content.startswith("Next:"):
                self.flow = (actor.id, followup)
        return reply_text(result)

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
        # Each option is worded (`Place a basic knight at 6 · 9 lumber, 2 wool`), not notation.
        assert all(c["name"] != c["value"] for c in offered), offered
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


def _values(component: Mapping[str, Any]) -> list[str]:
    return [str(o.get("value")) for o in component.get("options", [])]


def strings(value: object) -> Iterator[str]:
    """Every text value in a view (keys aside), however deep; the phase and the kind of choice
    awaited are left out (a card's choice is named after the card, which its play made
    public)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            if key == "phase":
                continue
            if key == "pending" and isinstance(item, Mapping):
                yield from strings({k: v for k, v in item.items() if k != "kind"})
                continue
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
        view = (await w.service.tables.hand(driver.channel, str(actor.id))).view or {}
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
    async with world(path, SEED, draw_every=DRAW_EVERY) as w:
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
                view = (await w.service.tables.board(thread.id)).view or {}
                if view.get("phase") == "main":
                    current = w.by_id[str(view.get("current"))]
                    answer = await current.autocomplete(thread, "knight build", "spot", "")
                    offered = [c["name"] for c in answer]
            assert moves < 4000, "the game did not end"
        status = (await w.service.tables.status(thread.id)).public
        winner = next(line for line in status if line.endswith("won."))
        public = [p for p in public_since(w, thread.id, 0)]
        return Played(driver, winner, public, w.pictures, strangers, rules, offered, looks, held)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """The game, played once for every test of this module."""
    return await play_game(tmp_path_factory.mktemp("ck") / "bot.db")


async def test_a_cities_knights_game_reaches_a_winner(played: Played) -> None:
    """The simulated Discord plays a 3-player C&K game from lobby to winner."""
    assert played.winner
    assert sum(" wins after " in post.content for post in played.public) == 1
    kinds = played.driver.kinds
    assert kinds["roll"] and kinds["improve"] and kinds["knight"] and kinds["activate"], kinds
    assert any(kinds[k] for k in CHOICE_KINDS), kinds


async def test_the_new_moves_went_through_commands_panel_and_menus(played: Played) -> None:
    """Every new action is reachable by slash command or panel button."""
    used = played.driver.used
    assert used["improve via slash"] and used["improve via menu"], used
    assert used["knight via slash"] and used["panel:cities"], used
    assert used["panel:choose"] or used["panel:moves"], used
    assert used["choose typed"], used  # `/choose option:23` names the choice by its spot
    assert used["autocomplete"]


async def test_the_roll_names_three_dice_and_the_barbarians_are_posted(played: Played) -> None:
    """The roll shows the white, red and event dice; the ship's advance and the
    attack (strengths, who loses a city) are public messages."""
    text = "\n".join(post.content for post in played.public)
    assert re.search(r"rolled \d+ \(white \d, red \d\); event die: ", text), text[:2000]
    assert "The barbarians are at " in text
    assert "The barbarians land: strength " in text
    assert "Barbarians " in text  # the turn summary under the board


async def test_no_public_message_reveals_a_progress_card(played: Played) -> None:
    """Progress cards drawn are named only to their owner; no hand, no
    card name in any public message or button label."""
    drawn = 0
    for step in played.driver.steps:
        text = " ".join(p.content + " " + " ".join(p.labels) for p in step.posted)
        assert not hidden(text), (step.move, text)
        for kind, holders, secret in step.secrets:
            if kind == "ProgressDrawn":
                drawn += 1
                if step.user in holders:
                    named = card(ENGLISH, secret.replace(" ", "_"))  # the driver spaces ids
                    assert named in step.reply, (secret, step.reply)
            if kind in ("Stole", "ProgressTaken", "CardsTaken", "CardsGiven"):
                shown = PLAYS.sub("plays a card.", text)
                assert not re.search(rf"\b{re.escape(secret)}\b", shown), (secret, text)
    assert drawn
    for post in played.public:
        assert not hidden(post.content), post.content
        assert "Your hand" not in post.content and "Progress cards:" not in post.content


async def test_public_pictures_are_drawn_from_the_public_view(played: Played) -> None:
    """Every picture posted publicly is a board (or the final summary) drawn
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
    """Progress cards are shown in the private hand view (ephemeral), its picture
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
    """The board and the hand pictures of a C&K game draw its parts (knights,
    walls, the barbarians, improvements; commodities and progress cards in the hand): each
    differs from the picture of the same view without its C&K section."""
    board = played.pictures.boards[-1]
    assert render_board(board) != render_board(without_cities_knights(board))
    hand = next(v for v in played.pictures.hand_views if v["you"]["progress"])
    player = hand["you"]["id"]
    assert render_hand(hand, player) != render_hand(without_cities_knights(hand), player)


async def test_strangers_pressing_buttons_are_refused(played: Played) -> None:
    """Someone without a seat is refused on every button and command."""
    assert played.strangers
    for said in played.strangers:
        assert "seat" in said and not said.startswith("✅"), said


async def test_the_panel_offers_progress_cards_and_rules_explain_playing_them(
    played: Played,
) -> None:
    """Discord: the panel offers progress cards (not the base game's development
    cards) before and after the roll; `/rules` in a C&K game says how to play them."""
    panels = [post.labels for post in played.public if "Roll" in post.labels]
    panels += [post.labels for post in played.public if "Knights & cities" in post.labels]
    assert panels
    for labels in panels:
        assert "Progress cards" in labels and "Play a card" not in labels, labels
    assert "/play" in played.rules and "Cities & Knights" in played.rules
    assert "later version" not in played.rules


async def test_autocomplete_gives_each_knight_spot_a_reason(played: Played) -> None:
    """Autocomplete lists only legal spots, each with a reason."""
    assert played.autocomplete, "no knight could be built when looked"
    for name in played.autocomplete:
        assert re.fullmatch(r"\d+ · .+", name), name


async def test_progress_cards_are_played_by_command_panel_and_menus(played: Played) -> None:
    """Discord: progress cards are played with `/play` (card, then target, from
    autocomplete), through the panel's Progress cards flow and the menu of all moves."""
    kinds = played.driver.kinds
    cards = {k.split(":", 1)[1] for k in kinds if k.startswith("card:")}
    assert len(cards) >= 3, kinds
    used = played.driver.used
    assert used["progress via slash"] and used["progress via panel"], used
    assert played.driver.offered_cards
    for name in played.driver.offered_cards:
        assert name.startswith(("✓ ", "✗ ")), name
        assert name.startswith("✓ ") or " · not now: " in name, name


async def test_a_cancelled_card_flow_changes_nothing(played: Played) -> None:
    """Discord: the private flow of a card can be cancelled without changing
    anything: the table's version is the same before and after."""
    assert played.driver.cancelled
    for before, after, said in played.driver.cancelled:
        assert before == after and "nothing was played" in said, (before, after, said)


async def test_the_hand_picture_is_given_why_each_card_cannot_be_played(played: Played) -> None:
    """The service passes the hand picture each progress card that cannot
    be played now with the engine's refusal code (the picture greys it with the reason)."""
    pictures = played.pictures
    assert pictures.hand_refusals
    for view, refusals in zip(pictures.hand_views, pictures.hand_refusals, strict=True):
        held = view["you"]["progress"]
        expected = {c["card"]: c["why"] for c in held if not c["playable"]}
        assert refusals == expected, (held, refusals)
