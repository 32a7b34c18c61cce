"""Playing a game through the simulated Discord: the test picks each move from the service's
legal list (as an oracle), then makes it the way a player would, rotating between the slash
command, the panel buttons and the menus so that every path is used."""

from __future__ import annotations

import hashlib
import os
import random
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import discord
import simcord
from simcord.results import to_discord_message

import computer
from bot.service.commit import Step as Stored
from engine import Game
from tests.bot.world import RecordingPictures, World, components, select_holding
from tests.bot.world import button as custom_id

PRIORITY = (
    "build city",
    "buy development",
    "build settlement",
    "play knight",
    "play monopoly",
    "play year_of_plenty",
    "play road_building",
    "reveal",
    "robber",
    "discard",
    "roll",
    "build road",
    "bank",
    "confirm",
    "end",
)
RESOURCES = ("lumber", "brick", "wool", "grain", "ore")
DEV_CARDS = ("knight", "road building", "year of plenty", "monopoly", "victory point")
RESOURCE = re.compile(r"\b(lumber|brick|wool|grain|ore)\b")
EPHEMERAL = 64
#: Set (to anything) to play every game from its first move through Discord.
FROM_THE_LOBBY = "HEXHAVEN_GAMES_FROM_THE_LOBBY"
# The ways to make each kind of move, first the one least likely to come up otherwise.
PATHS = {
    "buy": ("slash", "menu", "moves"),
    "play": ("slash", "menu", "moves"),
    "reveal": ("slash", "menu", "moves"),
    "build settlement": ("slash", "menu", "moves"),
    "build city": ("slash", "menu", "moves"),
}


def reply_text(result: simcord.InteractionResult) -> str:
    """The private reply of an interaction."""
    assert result.acknowledged
    return result.response.content if result.response is not None else ""


@dataclass(frozen=True)
class Posted:
    """A message the bot posted where everyone can read it."""

    content: str
    labels: tuple[str, ...]
    pings: tuple[str, ...]
    pictures: tuple[bytes, ...]


@dataclass(frozen=True)
class Step:
    """One move as the test saw it: the secrets it revealed to some players, what the bot then
    posted publicly, who the table awaits afterwards, and the mover's private reply."""

    user: str
    move: str
    secrets: tuple[tuple[str, tuple[str, ...], str], ...]
    posted: tuple[Posted, ...]
    awaiting: tuple[str, ...]
    reply: str


def secrets_of(game: Game, player: str, move: str) -> tuple[tuple[str, tuple[str, ...], str], ...]:
    """(event kind, who may know, the secret) for each secret the move will reveal, found by
    applying it to a copy of the game (same random state, so the same outcome)."""
    found = []
    try:
        events = game.copy().apply(player, game.parse(move))
    except ValueError:
        return ()
    for event in events:
        public = event.to_dict(None)
        holders = tuple(p for p in game.players if event.visible_to(p))
        if holders:
            for key, value in event.to_dict(holders[0]).items():
                if public.get(key) != value and isinstance(value, str):
                    found.append((event.kind, holders, value.replace("_", " ")))
    return tuple(found)


def public_since(w: World, channel: int, seen: int) -> tuple[Posted, ...]:
    """What the bot posted publicly in a channel after its first `seen` messages."""
    stored = list(w.env.backend.messages.get(channel, {}).values())[seen:]
    out = []
    for m in stored:
        if m.flags & EPHEMERAL or m.author_id != w.env.backend.bot_user.id:
            continue
        labels = tuple(str(c.get("label") or c.get("placeholder") or "") for c in components(m))
        pictures = tuple(w.env.backend.cdn.get(a["url"]) or b"" for a in m.attachments)
        pings = tuple(str(u) for u in m.ping_user_ids)
        out.append(Posted(m.content, labels, pings, pictures))
    return tuple(out)


def posted_text(posted: Iterable[Posted]) -> str:
    """The words of public posts, their buttons' and menus' labels included, in one line."""
    return " ".join(p.content + " " + " ".join(p.labels) for p in posted)


def public_views(public: Iterable[Posted], pictures: RecordingPictures) -> list[Mapping[str, Any]]:
    """The views every picture of the public posts was drawn from, in posting order."""
    posted = [hashlib.sha256(p).hexdigest() for post in public for p in post.pictures]
    return [v for digest in posted for v in pictures.sources.get(digest, [])]


def picture_kinds(public: Iterable[Posted], pictures: RecordingPictures) -> set[str]:
    """The kinds of picture (board, summary, …) the public posts carry."""
    return {
        pictures.digests[hashlib.sha256(picture).hexdigest()]
        for post in public
        for picture in post.pictures
    }


def assert_no_secret_posted(steps: Iterable[Step], *, robber: bool = True) -> list[str]:
    """The leak scan of a base-game move: what it posted in public names no development card
    after a buy, no resource after a robber's move (unless `robber` is False), and none of the
    secrets the move revealed, which the mover, if among those told, hears in their private
    reply. Returns the kinds of the secrets checked."""
    checked = []
    for step in steps:
        text = posted_text(step.posted)
        if step.move.startswith("buy"):
            assert not any(card in text for card in DEV_CARDS), text
        if robber and step.move.startswith("robber"):
            assert not RESOURCE.search(text), text
        for kind, holders, secret in step.secrets:
            checked.append(kind)
            assert not re.search(rf"\b{re.escape(secret)}\b", text), (kind, secret, text)
            if step.user in holders:
                assert secret in step.reply, (kind, secret, step.reply)
    return checked


def assert_no_hand_posted(public: Iterable[Posted], cards: str = "Development cards:") -> None:
    """No public post is a hand (its header, or its line of `cards`)."""
    for post in public:
        assert "Your hand" not in post.content and cards not in post.content


async def resume_near_end(w: World, thread: simcord.ChannelHandle, seed: int, points: int) -> int:
    """Bring a started table to a position near its end, as a saved game resumed: the moves of
    the easy computer player for every seat, made on the engine alone until a player shows
    `points` public points, stored in one commit as the computer players' moves are, and the
    thread told of them by the catch-up (the last moves, the board, the panel, the pings), as
    after a restart. The moves from there on go through Discord. Returns how many were made.
    `HEXHAVEN_GAMES_FROM_THE_LOBBY=1` (CI's longer tier) makes none: the whole game is played
    through Discord."""
    if os.environ.get(FROM_THE_LOBBY):
        return 0
    table = await w.service.core.latest(thread.id)
    game = await w.service.game_to_change(table)
    before, current = list(game.awaiting()), game.view(None).get("current")
    steps: list[Stored] = []
    seats = range(len(game.players))
    while game.winner is None and max(game.public_vp(s) for s in seats) < points:
        player = game.awaiting()[0]
        action = computer.choose(game, player, "easy", seed=seed, budget=0.0)
        steps.append(Stored(player, str(action), tuple(game.apply(player, action))))
        assert len(steps) < 5000, "the position was never reached"
    assert game.winner is None, "the game ended before the position"
    await w.service.commit_moves(table, game, steps, before, current)
    w.service.keep_game(table.id, table.row.version + len(steps), game)
    assert await w.bot.announcer.sweep() == 1
    await w.env.settle()
    return len(steps)


@dataclass
class Driver:
    """Plays one table to its end."""

    w: World
    thread: simcord.ChannelHandle
    rng: random.Random
    used: Counter[str] = field(default_factory=Counter)
    steps: list[Step] = field(default_factory=list)
    offers: int = 0
    turn: int = -1
    victim: str = ""
    priority: tuple[str, ...] = PRIORITY
    #: The public view of the step being played (see `public_view`).
    view: dict[str, Any] | None = None

    @property
    def channel(self) -> int:
        return self.thread.id

    def panel(self) -> discord.Message:
        """The newest public message with a turn panel."""
        stored = self.w.env.backend.messages.get(self.thread.id, {})
        for message in reversed(stored.values()):
            if not message.flags & EPHEMERAL and message.components:
                return to_discord_message(self.w.env, message)
        raise AssertionError("no panel in the thread")

    async def hand(self, user: str) -> dict[str, int]:
        view = (await self.w.service.tables.hand(self.channel, user)).view or {}
        return dict(view["you"]["hand"])

    async def public_view(self) -> dict[str, Any]:
        """The table's public view before the move being chosen (read once a step)."""
        if self.view is None:
            self.view = dict((await self.w.service.tables.board(self.channel)).view or {})
        return self.view

    async def choose(self) -> tuple[str, str] | None:
        """Who moves next and what (None when the game is over)."""
        status = await self.w.service.tables.status(self.channel)
        if not status.awaiting:
            return None
        view = await self.public_view()
        awaiting = list(status.awaiting)
        answering = [p for p in awaiting if p != view.get("current")]
        user = answering[0] if view.get("trade") and answering else awaiting[0]
        legal = await self.w.service.tables.legal(self.channel, user)
        current = str(view.get("current"))
        if view.get("trade") and current in awaiting and self.rng.random() < 0.25:
            return current, "cancel"
        if "accept" in legal or "decline" in legal:
            ok = "accept" in legal and self.rng.random() < 0.6
            return user, "accept" if ok else "decline"
        if view.get("turn") != self.turn:
            self.turn, self.offers = int(view.get("turn") or 0), 0
        if (
            "end" in legal
            and not view.get("trade")
            and self.offers == 0
            and self.rng.random() < 0.2
        ):
            self.offers += 1
            hand = await self.hand(user)
            have = max(RESOURCES, key=lambda r: hand.get(r, 0))
            want = min(RESOURCES, key=lambda r: hand.get(r, 0))
            if hand.get(have, 0) and have != want:
                return user, f"offer 1 {have} for 1 {want}"
        if (
            view.get("trade")
            and "cancel" in legal
            and not any(m.startswith("confirm") for m in legal)
        ):
            return user, "cancel"
        for prefix in self.priority:
            found = [m for m in legal if m.startswith(prefix)]
            if not found:
                continue
            if prefix == "build road" and self.rng.random() < 0.5:
                continue
            if prefix == "bank" and self.rng.random() < 0.6:
                continue
            if prefix == "robber":
                return user, self.robber(found)
            return user, found[0]
        return user, legal[0]

    def robber(self, moves: list[str]) -> str:
        """A robber move that steals, from the favourite victim when possible."""
        steals = [m for m in moves if " steal " in m] or moves
        mine = [m for m in steals if m.endswith(f" steal {self.victim}")]
        return (mine or steals)[-1]

    async def step(self) -> bool:
        """Play one move; False when the game is over."""
        self.view = None
        picked = await self.choose()
        if picked is None:
            return False
        user, move = picked
        table = await self.w.service.core.latest(self.channel)
        secrets = secrets_of(await self.w.service.core.game(table), user, move)
        seen = len(self.w.env.backend.messages.get(self.channel, {}))
        text = await self.play(self.w.by_id[user], move)
        posted = public_since(self.w, self.channel, seen)
        awaiting = (await self.w.service.tables.status(self.channel)).awaiting
        self.steps.append(Step(user, move, secrets, posted, tuple(awaiting), text))
        assert text.startswith("✅"), (user, move, text)
        return True

    def _path(self, kind: str, paths: tuple[str, ...]) -> str:
        """The way to make a move of this kind: each way once, then in turn."""
        self.used[kind] += 1
        tried = {p for p in paths if self.used[f"{kind} via {p}"]}
        path = next((p for p in paths if p not in tried), paths[self.used[kind] % len(paths)])
        self.used[f"{kind} via {path}"] += 1
        return path

    async def play(self, actor: simcord.MemberActor, move: str) -> str:
        """Make the move through Discord; returns the private reply."""
        words = move.split()
        head = words[0]
        panel = self.panel()
        if head in ("roll", "end", "pass", "accept", "decline", "cancel", "confirm"):
            path = self._path(head, ("button", "slash"))
            if path == "button":
                cid = custom_id(panel, head, words[1] if head == "confirm" else None)
                return reply_text(await actor.click(panel, custom_id=cid))
            command = head if head in ("roll", "end", "pass") else f"trade {head}"
            options = {"player": words[1]} if head == "confirm" else {}
            return reply_text(await actor.slash(self.thread, command, **options))
        if head == "offer":
            return await self.offer(actor, move, self._path(head, ("slash", "picker")))
        if head == "discard":
            return await self.discard(actor, move, self._path(head, ("picker", "slash")))
        menu = {"build": "build", "buy": "build", "play": "card", "reveal": "card"}
        menu |= {"robber": "robber", "bank": "trade"}
        kind = f"build {words[1]}" if head == "build" else head
        path = self._path(kind, PATHS.get(kind, ("menu", "moves", "slash")))
        if path == "slash":
            return await self.via_slash(actor, move)
        return await self.via_menu(actor, menu[head] if path == "menu" else "moves", move)

    async def via_menu(self, actor: simcord.MemberActor, button: str, move: str) -> str:
        """Panel button, then the move in the private menu."""
        self.used[f"panel:{button}"] += 1
        panel = self.panel()
        opened = await actor.click(panel, custom_id=custom_id(panel, button))
        menu = opened.response
        assert menu is not None and menu.ephemeral
        result = await actor.select(menu, [move], custom_id=select_holding(menu, move))
        return reply_text(result)

    async def via_slash(self, actor: simcord.MemberActor, move: str) -> str:
        """The move's slash command, with the option filled from autocomplete."""
        words = move.split()
        head = words[0]
        if head == "build":
            piece, spot = words[1], words[2]
            offered = await actor.autocomplete(self.thread, f"build {piece}", "spot", spot)
            assert spot in [c["value"] for c in offered], (spot, offered)
            self.used["autocomplete"] += 1
            return reply_text(await actor.slash(self.thread, f"build {piece}", spot=spot))
        if head == "buy":
            return reply_text(await actor.slash(self.thread, "buy"))
        if head in ("play", "reveal"):
            offered = await actor.autocomplete(self.thread, "play", "card", "")
            assert move in [c["value"] for c in offered], (move, offered)
            return reply_text(await actor.slash(self.thread, "play", card=move))
        if head == "robber":
            offered = await actor.autocomplete(self.thread, "robber", "move", words[1])
            assert move in [c["value"] for c in offered], (move, offered)
            return reply_text(await actor.slash(self.thread, "robber", move=move))
        if head == "bank":
            offered = await actor.autocomplete(self.thread, "trade bank", "give", "")
            assert move in [c["value"] for c in offered], (move, offered)
            give, _, get = move.removeprefix("bank ").partition(" for ")
            return reply_text(await actor.slash(self.thread, "trade bank", give=give, get=get))
        raise AssertionError(move)

    async def offer(self, actor: simcord.MemberActor, move: str, path: str) -> str:
        give, _, get = move.removeprefix("offer ").partition(" for ")
        if path == "slash":
            return reply_text(await actor.slash(self.thread, "trade offer", give=give, get=get))
        self.used["panel:offer"] += 1
        panel = self.panel()
        menu = (await actor.click(panel, custom_id=custom_id(panel, "trade"))).response
        assert menu is not None
        picker = (await actor.click(menu, custom_id=custom_id(menu, "offer"))).response
        assert picker is not None
        for action, cards in (("tgive", give), ("tget", get)):
            words = cards.split()
            for count, resource in zip(words[::2], words[1::2], strict=True):
                for _ in range(int(count)):
                    result = await actor.select(
                        picker, [resource], custom_id=custom_id(picker, action)
                    )
                    picker = result.response or picker
        return reply_text(await actor.click(picker, custom_id=custom_id(picker, "tsend")))

    async def discard(self, actor: simcord.MemberActor, move: str, path: str) -> str:
        if path == "slash":
            # Typed as a player would narrow a long list (a large hand has hundreds of splits).
            typed = move.removeprefix("discard ")
            offered = await actor.autocomplete(self.thread, "discard", "cards", typed)
            assert move in [c["value"] for c in offered], (move, offered)
            return reply_text(await actor.slash(self.thread, "discard", cards=move))
        self.used["panel:discard"] += 1
        panel = self.panel()
        picker = (await actor.click(panel, custom_id=custom_id(panel, "discard"))).response
        assert picker is not None
        words = move.split()[1:]
        for count, resource in zip(words[::2], words[1::2], strict=True):
            for _ in range(int(count)):
                result = await actor.select(picker, [resource], custom_id=custom_id(picker, "add"))
                picker = result.response or picker
        return reply_text(await actor.click(picker, custom_id=custom_id(picker, "drop")))
