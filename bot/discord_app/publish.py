"""Posting outcomes in a game's thread: the public lines, the board picture after every turn,
pings for exactly the players now awaited, the turn panel, the end-of-game summary; and the
private lines of other players by direct message, for those who asked for them."""

from __future__ import annotations

import asyncio
import io
import logging
import weakref
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import discord

from bot.common.summary import final_lines, turn_summary
from bot.discord_app.language import game_words, say_all, user_words
from bot.discord_app.panel import consent_panel, lobby_panel, turn_panel
from bot.discord_app.respond import clip
from bot.service import Outcome, Refusal, TableInfo
from bot.service.outcome import view_of
from bot.service.prompts import public_line
from bot.service.quiet import HELD_DM, HELD_PING
from bot.service.views import GameView
from bot.timers.reminders import DM_PREFERENCE
from words import Catalogue, Phrase, say, speak

if TYPE_CHECKING:
    from bot.discord_app.client import HexhavenBot

log = logging.getLogger("hexhaven.discord")


def mentions(users: Sequence[str]) -> tuple[str, discord.AllowedMentions]:
    """Mention text for Discord user ids, and the permission to ping exactly those users."""
    ids = [u for u in users if u.isdigit()]
    text = " ".join(f"<@{u}>" for u in ids)
    allowed = discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(int(u)) for u in ids]
    )
    return text, allowed


def _with_prompts(outcome: Outcome) -> dict[str, tuple[str, ...]]:
    """Private lines by user, with the prompt of each newly awaited player after their own."""
    out = dict(outcome.private)
    for user in outcome.ping:
        prompt = outcome.prompt_for(user)
        if prompt is not None:
            out[user] = (*out.get(user, ()), _prompt_line(prompt.private))
    return out


def _prompt_line(private: str) -> Phrase:
    """`➡️ ` and a prompt, said in the reader's language."""
    return Phrase(lambda w: f"➡️ {speak(private, w)}")


class Publisher:
    """Turns outcomes into messages in a table's thread."""

    def __init__(self, bot: HexhavenBot) -> None:
        self.bot = bot
        # The tables whose outcome is being posted now, and the channels where a move is
        # being made (from the click to the posts): what they owe is on its way, and the
        # catch-up (`Announcer`) leaves them alone.
        self.posting: Counter[int] = Counter()
        self.acting: Counter[int] = Counter()
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def _lock(self, table: int) -> asyncio.Lock:
        lock = self._locks.get(table)
        if lock is None:
            lock = self._locks[table] = asyncio.Lock()
        return lock

    def busy(self, table: int, channel: int) -> bool:
        """Whether a table's outcome is being posted, or a move made in its channel, now."""
        return self.posting[table] > 0 or self.acting[channel] > 0

    async def settled(self, timeout: float = 10.0) -> None:
        """Wait (at most `timeout` seconds) until no move is being made or posted: a bot
        stopping lets them finish before it disconnects and the store closes. What is cut
        short is stored and owed, and posted by the next start's catch-up."""
        loop = asyncio.get_running_loop()
        until = loop.time() + timeout
        while (self.posting or self.acting) and loop.time() < until:
            await asyncio.sleep(0.02)

    @contextmanager
    def making(self, channel: int) -> Iterator[None]:
        """While a move is made in the channel and its outcome posted."""
        self.acting[channel] += 1
        try:
            yield
        finally:
            self.acting[channel] -= 1
            if self.acting[channel] <= 0:
                del self.acting[channel]

    async def channel(self, channel_id: int) -> discord.abc.Messageable:
        """The thread (or channel) of a table, from the cache or Discord."""
        found = self.bot.get_channel(channel_id)
        if found is None:
            found = await self.bot.fetch_channel(channel_id)
        assert isinstance(found, discord.abc.Messageable)
        return found

    async def panel(
        self, channel_id: int, info: TableInfo, view: GameView | None
    ) -> discord.ui.View | None:
        """The buttons for the table's state now, in the game's language."""
        words = game_words(info)
        if info.status == "open":
            return lobby_panel(info.id, words)
        if info.status != "playing":
            return None
        if view is None:
            view = view_of(await self.bot.service.tables.board(channel_id))
        return turn_panel(info.id, info.version, view, info.names, words)

    async def with_link(
        self, info: TableInfo, view: discord.ui.View | None, words: Catalogue
    ) -> discord.ui.View | None:
        """`view` with a link button to the game's page on the web side, when the web side
        is on and the table's server shows its games there (a started game only)."""
        address = self.bot.settings.web_address
        if address is None or info.status == "open":
            return view
        path = await self.bot.service.game_pages.page(info.id)
        if path is None:
            return view
        linked = view or discord.ui.View(timeout=None)
        linked.add_item(
            discord.ui.Button(label=words.say("discord.web.open"), url=address + path, row=4)
        )
        return linked

    async def post(self, channel_id: int, outcome: Outcome, *, actor: str | None) -> None:
        """Post one outcome publicly (and the private lines of others by DM). A move's outcome
        says how it left the table; any other is completed by reading the table. Once the
        public posts of an outcome that announces stored moves are accepted, the table is
        recorded as announced that far (a failure before leaves them owed, to be posted by
        the catch-up)."""
        table = outcome.table
        if table is None:
            await self._post(channel_id, outcome, actor=actor)
            return
        self.posting[table] += 1
        try:
            # One table's outcomes go out one at a time, in the order their posts began
            # (a move's commit order): a quick next move never overtakes a board being drawn.
            async with self._lock(table):
                await self._post(channel_id, outcome, actor=actor)
        finally:
            self.posting[table] -= 1
            if self.posting[table] <= 0:
                del self.posting[table]

    async def announced(self, outcome: Outcome) -> None:
        """Record an outcome's stored moves as announced (if it announces any), and a request
        for consent to an undo as posted. A failure leaves them owed: they are posted again,
        which is better than never."""
        table, start, end = outcome.table, outcome.owed, outcome.version
        if table is None or end is None:
            return
        try:
            if start is not None:
                await self.bot.service.announcements.announced(table, start, end)
            if outcome.consent:
                await self.bot.service.announcements.request_posted(table, end)
        except Exception as exc:  # the store says why once; the catch-up posts them again
            log.warning("table %s: could not record its posts as made (%s)", table, exc)

    async def _post(self, channel_id: int, outcome: Outcome, *, actor: str | None) -> None:
        info = outcome.info or await self.bot.service.tables.table_info(channel_id)
        if info is None:
            return
        channel = await self.channel(channel_id)
        words = game_words(info)
        lines = say_all(outcome.public, words)
        files: list[discord.File] = []
        if outcome.post_board and outcome.view is not None:
            png = await self.bot.pictures.board(
                outcome.view, info.names, outcome.highlight, language=words.language
            )
            files.append(discord.File(io.BytesIO(png), filename="board.png"))
            summary = turn_summary(outcome.view, info.names, actor)
            lines.append(f"**{speak(summary, words)}**")
        # Someone in their quiet hours is named, not mentioned: what would have pinged them is
        # held, and sent when their quiet hours end (`hold_pings`, `direct`).
        quiet = await self.quiet(outcome)
        pinged = [u for u in outcome.ping if u not in quiet]
        _, allowed = mentions(pinged)
        # Everyone awaited is named with what they must do; only the newly awaited are pinged.
        for prompt in outcome.prompts:
            user = prompt.user or ""
            name = info.names.get(prompt.player, prompt.player)
            who = f"<@{user}>" if user.isdigit() and user not in quiet else name
            lines.append(speak(public_line(prompt, who), words))
        missed = [u for u in pinged if not outcome.prompt_for(u)]
        if missed:
            lines.append(words.say("discord.publish.your_move", players=mentions(missed)[0]))
        if outcome.consent and outcome.version is not None:
            view: discord.ui.View | None = consent_panel(info.id, outcome.version, words)
            _, allowed = mentions(list(outcome.consent))
            lines.append(mentions(list(outcome.consent))[0])
        else:
            view = await self.panel(channel_id, info, outcome.view)
            view = await self.with_link(info, view, words)
        extra: dict[str, Any] = {"allowed_mentions": allowed, "files": files}
        if view is not None:
            extra["view"] = view
        if lines or files:
            await channel.send(clip("\n".join(lines) or "\u200b"), **extra)
        if outcome.finished:
            await self.game_over(channel, info)
        await self.announced(outcome)
        await self.hold_pings(outcome, quiet, info, channel_id)
        await self.direct(
            _with_prompts(outcome),
            skip=actor,
            language=info.language,
            quiet=quiet,
            table=info.id,
            channel=channel_id,
        )
        awake = [user for user in outcome.ping if user not in quiet]
        await self.catch_up(channel_id, awake, skip=actor, language=info.language)

    async def quiet(self, outcome: Outcome) -> dict[str, float]:
        """The users this outcome would ping or write to who are in their quiet hours now."""
        users = [u for u in (*outcome.ping, *outcome.private) if u.isdigit()]
        if not users:
            return {}
        try:
            return await self.bot.service.people.quiet_now(users)
        except Refusal:
            return {}

    async def hold_pings(
        self, outcome: Outcome, quiet: Mapping[str, float], info: TableInfo, channel_id: int
    ) -> None:
        """Keep the pings of users in quiet hours who read them in the thread (those who take
        direct messages get the prompt in the one held for them)."""
        words = game_words(info)
        for user in outcome.ping:
            if user not in quiet:
                continue
            try:
                if (await self.bot.service.people.preferences(user)).get(DM_PREFERENCE):
                    continue
                prompt = outcome.prompt_for(user)
                name = info.names.get(prompt.player, user) if prompt is not None else user
                line = (
                    speak(public_line(prompt, name), words)
                    if prompt is not None
                    else speak(outcome.public[0], words)
                    if outcome.public
                    else words.say("discord.publish.your_move", players=name)
                )
                await self.bot.service.people.hold(user, info.id, channel_id, HELD_PING, [line])
            except Refusal:
                log.info("could not hold a ping for user %s", user)

    async def post_panel(self, channel_id: int, lines: Sequence[str]) -> None:
        """The panel for the table's state now, under a few lines of status."""
        info = await self.bot.service.tables.table_info(channel_id)
        if info is None:
            raise Refusal("unknown_channel", say("discord.error.no_table"))
        view = await self.panel(channel_id, info, None)
        if view is None:
            raise Refusal("no_game", say("discord.error.no_game"))
        channel = await self.channel(channel_id)
        words = game_words(info)
        await channel.send(
            clip("\n".join(say_all(lines, words)) or words.say("discord.panel.title")),
            view=await self.with_link(info, view, words) or view,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def game_over(self, channel: discord.abc.Messageable, info: TableInfo) -> None:
        """The summary picture and the final scores."""
        record = await self.bot.service.tables.record(info.id)
        if record is None:
            return
        words = game_words(info)
        png = await self.bot.pictures.summary(record, language=words.language)
        plans = await self.bot.service.tables.plans(info.id)
        extra: dict[str, Any] = {}
        linked = await self.with_link(info, None, words)
        if linked is not None:
            extra["view"] = linked
        await channel.send(
            clip("\n".join(say_all([*final_lines(record), *plans], words))),
            file=discord.File(io.BytesIO(png), filename="summary.png"),
            allowed_mentions=discord.AllowedMentions.none(),
            **extra,
        )
        for hook in self.bot.after_game:
            await hook(info.id)

    async def catch_up(
        self, channel_id: int, users: Sequence[str], *, skip: str | None, language: str
    ) -> None:
        """To each player whose move it now is and who takes direct messages: what happened
        since their own last move (`/catchup`), with the board, when anything did."""
        for user_id in users:
            if user_id == skip or not user_id.isdigit():
                continue
            try:
                prefs = await self.bot.service.people.preferences(user_id)
                if not prefs.get(DM_PREFERENCE):
                    continue
                outcome = await self.bot.service.catchups.catchup(channel_id, user_id, quiet=True)
            except Refusal:
                continue
            lines = outcome.private.get(user_id)
            if lines:
                await self.send_direct(user_id, lines, prefs, language, outcome)

    async def send_direct(
        self,
        user_id: str,
        lines: Sequence[str],
        prefs: dict[str, Any],
        language: str,
        outcome: Outcome | None = None,
    ) -> None:
        """One direct message in the user's words; with the outcome's board, if it has one
        (the public view: `render_board` refuses any other)."""
        words = user_words(prefs, language)
        extra: dict[str, Any] = {}
        if outcome is not None and outcome.view is not None:
            png = await self.bot.pictures.board(
                outcome.view, dict(outcome.names), language=words.language
            )
            extra["file"] = discord.File(io.BytesIO(png), filename="board.png")
        try:
            user = self.bot.get_user(int(user_id)) or await self.bot.fetch_user(int(user_id))
            await user.send(clip("\n".join(say_all(lines, words))), **extra)
        except discord.HTTPException:
            log.info("could not send a direct message to user %s", user_id)

    async def digest(self, outcome: Outcome) -> None:
        """A digest's lines, by direct message to each user they are for (asked for with
        `/settings digest`, so whatever their `/reminders`)."""
        for user_id, lines in outcome.private.items():
            if not user_id.isdigit() or not lines:
                continue
            try:
                prefs = await self.bot.service.people.preferences(user_id)
            except Refusal:
                continue
            await self.send_direct(user_id, lines, prefs, outcome.language)

    async def direct(
        self,
        private: Mapping[str, Sequence[str]],
        *,
        skip: str | None,
        language: str = "en",
        quiet: Mapping[str, float] | None = None,
        table: int | None = None,
        channel: int | None = None,
    ) -> None:
        """Private lines by DM to the players (other than `skip`) who opted in, each in the
        player's language (the game's `language` for one who never said theirs); those of a
        player in `quiet` hours are held (in their language) until their quiet hours end."""
        for user_id, lines in private.items():
            if user_id == skip or not user_id.isdigit() or not lines:
                continue
            try:
                prefs = await self.bot.service.people.preferences(user_id)
            except Refusal:
                continue
            if not prefs.get(DM_PREFERENCE):
                continue
            words = user_words(prefs, language)
            if quiet and user_id in quiet and table is not None and channel is not None:
                said = say_all(lines, words)
                try:
                    if await self.bot.service.people.hold(user_id, table, channel, HELD_DM, said):
                        continue
                except Refusal:
                    log.info("could not hold direct messages for user %s", user_id)
            try:
                user = self.bot.get_user(int(user_id)) or await self.bot.fetch_user(int(user_id))
                await user.send(clip("\n".join(say_all(lines, words))))
            except discord.HTTPException:
                log.info("could not send a direct message to user %s", user_id)
