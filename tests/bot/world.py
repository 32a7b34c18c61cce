"""A simulated server for the bot tests: a guild, a games channel, three players, a stranger
and a moderator, with the bot running over a service on a test database."""

from __future__ import annotations

import hashlib
import os
import random
import struct
import zlib
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import simcord

from bot.discord_app.client import HexhavenBot
from bot.pictures import Pictures, PrivateViewError
from bot.service import Service
from bot.service.leagues import Profile, Standings
from bot.service.rounds import Ranking
from bot.store import Store
from bot.store.records import GameRecord
from bot.timers import Deliver, ManualClock, Scheduler, make_scheduler
from render.replay import ReplayGif

SEED = 11
#: Set (to anything) to draw every board picture, stand-ins for none.
DRAW_ALL = "HEXHAVEN_DRAW_ALL"


def stand_in_png(number: int) -> bytes:
    """A valid 1×1 PNG whose bytes are its own (a text chunk holds `number`): what a board
    picture is replaced with where a long game's test looks at what it was drawn from, not at
    its pixels."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            chunk(b"IHDR", header),
            chunk(b"tEXt", b"Comment\x00stand-in " + str(number).encode()),
            chunk(b"IDAT", zlib.compress(b"\x00\x00")),
            chunk(b"IEND", b""),
        )
    )


class RecordingPictures(Pictures):
    """Pictures that remember what they were drawn from, and a digest of every PNG.

    `draw_every`: each board picture is drawn (the first always); the others of a long game
    may be stand-ins (`stand_in_png`), checked for the public view they were asked from all
    the same. Drawing a board is most of what a move through the simulated Discord costs, and
    the pictures themselves are the render tests' to check. `HEXHAVEN_DRAW_ALL=1` draws every
    one (CI's longer tier)."""

    def __init__(self, draw_every: int = 1) -> None:
        super().__init__()
        self.draw_every = 1 if os.environ.get(DRAW_ALL) else draw_every
        self.boards: list[Mapping[str, Any]] = []
        self.highlights: list[Any] = []
        self.hands: list[str] = []
        self.hand_views: list[Mapping[str, Any]] = []
        self.hand_refusals: list[dict[str, str]] = []
        self.digests: dict[str, str] = {}
        # The views each board and hand PNG was drawn from, by the PNG's digest.
        self.sources: dict[str, list[Mapping[str, Any]]] = {}
        # The languages each PNG was drawn in (the `language` its call was given), by digest.
        self.languages: dict[str, set[str]] = {}
        # What each board was drawn from (view, names, highlight), to draw it again.
        self.board_calls: dict[str, tuple[Mapping[str, Any], dict[str, str], Any]] = {}
        # The views each replay was drawn from.
        self.replays: list[list[Mapping[str, Any]]] = []

    def _keep(
        self,
        kind: str,
        png: bytes,
        view: Mapping[str, Any] | None = None,
        *,
        language: str = "en",
    ) -> bytes:
        digest = hashlib.sha256(png).hexdigest()
        self.digests[digest] = kind
        self.languages.setdefault(digest, set()).add(language)
        if view is not None:
            self.sources.setdefault(digest, []).append(view)
        return png

    async def board(
        self,
        view: Mapping[str, Any],
        names: Mapping[str, str],
        highlight: Any = None,
        *,
        language: str = "en",
    ) -> bytes:
        self.boards.append(view)
        self.highlights.append(highlight)
        if (len(self.boards) - 1) % self.draw_every:
            if view.get("you") is not None:  # refused as the drawing would refuse it
                raise PrivateViewError("a board picture is public: drawn from the public view")
            png = stand_in_png(len(self.boards))
        else:
            png = await super().board(view, names, highlight, language=language)
        self.board_calls[hashlib.sha256(png).hexdigest()] = (view, dict(names), highlight)
        return self._keep("board", png, view, language=language)

    async def hand(
        self,
        view: Mapping[str, Any],
        player: str,
        names: Mapping[str, str],
        refusals: Mapping[str, str] | None = None,
        *,
        language: str = "en",
    ) -> bytes:
        self.hands.append(player)
        self.hand_views.append(view)
        self.hand_refusals.append(dict(refusals or {}))
        png = await super().hand(view, player, names, refusals, language=language)
        return self._keep("hand", png, view, language=language)

    async def replay(
        self, views: Sequence[Mapping[str, Any]], names: Mapping[str, str], *, language: str = "en"
    ) -> ReplayGif:
        self.replays.append(list(views))
        gif = await super().replay(views, names, language=language)  # type: ignore[arg-type]
        self._keep("replay", gif.data, language=language)
        return gif

    async def summary(self, record: GameRecord, *, language: str = "en") -> bytes:
        png = await super().summary(record, language=language)
        return self._keep("summary", png, language=language)

    async def standings(self, standings: Standings, *, language: str = "en") -> bytes:
        png = await super().standings(standings, language=language)
        return self._keep("standings", png, language=language)

    async def profile(self, profile: Profile, *, language: str = "en") -> bytes:
        png = await super().profile(profile, language=language)
        return self._keep("profile", png, language=language)

    async def ranking(self, ranking: Ranking, *, language: str = "en") -> bytes:
        png = await super().ranking(ranking, language=language)
        return self._keep("ranking", png, language=language)


class StepTimers:
    """The real timer scheduler, fired by the test (`fire`) instead of its own task: simulated
    Discord settles between steps, and a task sleeping on the clock would never settle."""

    def __init__(self, service: Service, deliver: Deliver) -> None:
        self.inner: Scheduler = make_scheduler(service, deliver)

    def start(self) -> None:
        pass

    async def stop(self) -> None:
        pass


@dataclass
class World:
    """Everything a bot test touches."""

    env: simcord.Env
    bot: HexhavenBot
    service: Service
    pictures: RecordingPictures
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    players: list[simcord.MemberActor]
    stranger: simcord.MemberActor
    moderator: simcord.MemberActor
    by_id: dict[str, simcord.MemberActor] = field(default_factory=dict)
    services: list[Service] = field(default_factory=list)
    #: With `world(..., timed=True)`: the service's clock and the bot's timers.
    clock: ManualClock | None = None
    timers: list[StepTimers] = field(default_factory=list)

    async def tick(self, seconds: float) -> int:
        """Move the clock on and fire the timers due (a reminder, an expiry), as the bot's
        scheduler would; how many deadlines were handled."""
        assert self.clock is not None and self.timers, "a world(..., timed=True) only"
        self.clock.advance(seconds)
        handled = await self.timers[-1].inner.run_due()
        await self.env.settle()
        return handled

    async def restart(self, path: Path) -> None:
        """Stop the bot and start a new one over a new service on the same database."""
        service = await open_service(path)
        bot = HexhavenBot(service, pictures=self.pictures)
        await self.env.restart_bot(bot)
        self.bot, self.service = bot, service
        self.services.append(service)


async def open_service(path: Path, seed: int = SEED, clock: ManualClock | None = None) -> Service:
    """A service on a test database with a seeded random source (seat order, game seed). The
    file is not synced to the disk at each commit (`synchronous=OFF`): what a commit stores
    is the same, and a test's process never outlives its machine's power (the crash tests
    kill a real bot process on a file of its own)."""
    store = await Store.open(path, synchronous="OFF")
    if clock is None:
        return Service(store, rng=random.Random(seed))
    return Service(store, rng=random.Random(seed), clock=clock)


@asynccontextmanager
async def world(
    path: Path,
    seed: int = SEED,
    *,
    timed: bool = False,
    settle: float = 20.0,
    draw_every: int = 1,
) -> AsyncIterator[World]:
    """A running bot in a fresh simulated server; commands synced as `python -m bot sync` does.
    `timed`: the service on a manual clock and the bot with its timers (`World.tick`).
    `settle`: how long (real seconds) the bot may work on one interaction before the simulated
    Discord gives up on it: a guard against a hang, not a measure of speed (that is bench/'s),
    so it is generous — a league season's interactions took over 5 s on a machine at load 7,
    and the largest boards take longer still to draw. `draw_every`: see `RecordingPictures`."""
    clock = ManualClock() if timed else None
    service = await open_service(path, seed, clock)
    pictures = RecordingPictures(draw_every)
    timers: list[StepTimers] = []

    def make_timers(service: Service, deliver: Deliver) -> StepTimers:
        timers.append(StepTimers(service, deliver))
        return timers[-1]

    bot = HexhavenBot(service, pictures=pictures, scheduler=make_timers if timed else None)
    services = [service]
    try:
        async with simcord.run(bot, settle_timeout=settle) as env:
            await bot.tree.sync()
            guild = env.create_guild("Hexhaven test server")
            channel = guild.create_text_channel("games")
            players = [guild.add_member(env.create_user(n)) for n in ("alice", "bob", "carol")]
            stranger = guild.add_member(env.create_user("dave"))
            mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
            moderator = guild.add_member(env.create_user("mo"), roles=[mods])
            w = World(env, bot, service, pictures, guild, channel, players, stranger, moderator)
            w.by_id = {str(p.id): p for p in (*players, stranger, moderator)}
            w.services = services
            w.clock, w.timers = clock, timers
            yield w
    finally:
        for opened in services:
            await opened.close()


def components(message: Any) -> list[dict[str, Any]]:
    """Every button and select of a message (a bot-cache message or a reply), as dicts."""
    out = []
    for row in message.components:
        children = row["components"] if isinstance(row, dict) else row.children
        out += [c if isinstance(c, dict) else c.to_dict() for c in children]
    return out


def button(message: Any, action: str, arg: str | None = None) -> str:
    """The custom id of a message's component for an action (`hx:<t>:<v>:<action>[:<arg>]`)."""
    for c in components(message):
        parts = str(c.get("custom_id", "")).split(":")
        if len(parts) >= 4 and parts[3] == action and (arg is None or parts[4:] == [arg]):
            return str(c["custom_id"])
    raise AssertionError(f"no {action!r} component in {components(message)}")


def select_holding(message: Any, value: str) -> str:
    """The custom id of the select menu whose options include `value`."""
    for c in components(message):
        if any(o.get("value") == value for o in c.get("options", [])):
            return str(c["custom_id"])
    raise AssertionError(f"{value!r} is in no menu: {components(message)}")


async def open_table(w: World, host: int = 0, start: bool = True, **options: Any) -> Any:
    """A table hosted by one player with the other two seated (joining by button and by
    command), started unless told otherwise; returns its thread."""
    order = w.players[host:] + w.players[:host]
    before = {t.id for t in w.channel.threads}
    result = await order[0].slash(w.channel, "game new", map="beginner", **options)
    assert result.ephemeral and "ready" in result.response.content, result.response
    thread = next(t for t in w.channel.threads if t.id not in before)
    lobby = thread.last_message
    await order[1].click(lobby, custom_id=button(lobby, "join"))
    await order[2].slash(thread, "game join")
    if start:
        started = await order[0].slash(thread, "game start")
        assert started.response.content == "The game is on!"
    return thread
