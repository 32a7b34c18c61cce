"""A stored move is always announced: when its posts fail (Discord down, the process stopped
between the commit and the posts), the catch-up posts what the thread missed, with the board,
a panel that works and the pings of everyone awaited; in the simulated Discord and in the
terminal."""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.discord_app.publish import Publisher
from bot.local.session import LocalSession
from bot.service import Outcome, Service
from tests.bot.driver import public_since
from tests.bot.test_ck_cards_timed import panel, seen
from tests.bot.world import World, button, open_table, select_holding, world

MISSED = "📣 Missed while the bot was away:"


def failing_once(publisher: Publisher) -> list[Outcome]:
    """Make the publisher's next post of a move fail as Discord would (a 503); the outcomes
    whose posts failed."""
    real: Callable[..., Awaitable[None]] = publisher._post
    failed: list[Outcome] = []

    async def post(channel_id: int, outcome: Outcome, *, actor: str | None) -> None:
        if outcome.owed is not None and not failed:
            failed.append(outcome)
            raise discord.DiscordServerError(_Response(503), "Discord is unavailable")
        await real(channel_id, outcome, actor=actor)

    publisher._post = post  # type: ignore[method-assign]
    return failed


class _Response:
    """What discord.py's HTTP errors read of a response."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "unavailable"


async def placing(w: World, thread: Any) -> tuple[str, list[str]]:
    status = await w.service.tables.status(thread.id)
    first = status.awaiting[0]
    return first, await w.service.tables.legal(thread.id, first)


async def test_a_move_whose_posts_failed_is_posted_by_the_catch_up(tmp_path: Path) -> None:
    """Discord fails the thread's post of a stored move: the mover is still told it was made;
    the catch-up then posts the missed move's lines, the board, the prompt with a ping of
    whoever is awaited, and a panel whose buttons work; after it nothing is owed."""
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w)
        first, legal = await placing(w, thread)
        mover = w.by_id[first]
        failed = failing_once(w.bot.publisher)
        before = seen(w, thread)
        menu = (
            await mover.click(thread.last_message, custom_id=button(thread.last_message, "build"))
        ).response
        assert menu is not None
        done = await mover.select(menu, [legal[0]], custom_id=select_holding(menu, legal[0]))
        assert done.response.content.startswith("✅")
        assert failed and public_since(w, thread.id, before) == ()
        assert [r.table_id for r in await w.service.announcements.owed()] == [failed[0].table]

        assert await w.bot.announcer.sweep() == 1
        await w.env.settle()
        posted = public_since(w, thread.id, before)
        assert len(posted) == 1
        text = posted[0].content
        assert text.startswith(MISSED)
        assert all(str(line) in text for line in failed[0].public if str(line))
        assert posted[0].pictures and posted[0].pings == (first,)
        assert await w.service.announcements.owed() == []
        # The panel posted with it works.
        roads = await w.service.tables.legal(thread.id, first)
        fresh = panel(w, thread)
        opened = (await mover.click(fresh, custom_id=button(fresh, "build"))).response
        assert opened is not None and select_holding(opened, roads[0])


async def test_after_a_restart_the_thread_is_told_what_it_missed(tmp_path: Path) -> None:
    """Moves stored while the bot could not post them (here: made through the service alone,
    as a process killed after its commits leaves them) are posted when the bot starts again;
    the panel from before answers that it is out of date and the new one works."""
    path = tmp_path / "bot.db"
    async with world(path) as w:
        thread = await open_table(w)
        old = thread.last_message
        first, legal = await placing(w, thread)
        await w.service.play.act(thread.id, first, legal[0])
        before = seen(w, thread)

        await w.restart(path)
        await w.env.settle()

        posted = public_since(w, thread.id, before)
        assert len(posted) == 1 and posted[0].content.startswith(MISSED), posted
        assert posted[0].pings == (first,)
        assert await w.service.announcements.owed() == []
        mover = w.by_id[first]
        stale = await mover.click(old, custom_id=button(old, "build"))
        assert stale.response.content == (
            "That panel is out of date; use the newest one at the bottom of the thread."
        )
        fresh = panel(w, thread)
        opened = (await mover.click(fresh, custom_id=button(fresh, "build"))).response
        assert opened is not None and ":do:" in str(opened.components)


async def test_a_timers_move_whose_posts_failed_is_posted_by_the_catch_up(
    tmp_path: Path,
) -> None:
    """A turn timer's expiry stores the default move; its posts fail; the catch-up tells the
    thread, with the timer's move in it."""
    async with world(tmp_path / "bot.db", timed=True) as w:
        thread = await open_table(w, turn_time="1h", on_timeout="skip")
        failed = failing_once(w.bot.publisher)
        before = seen(w, thread)
        assert await w.tick(3601) >= 1
        assert failed and public_since(w, thread.id, before) == ()
        assert await w.bot.announcer.sweep() == 1
        await w.env.settle()
        posted = public_since(w, thread.id, before)
        assert len(posted) == 1 and posted[0].content.startswith(MISSED)
        assert await w.service.announcements.owed() == []


async def test_a_deleted_thread_is_given_up_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A thread Discord says is gone cannot be told: its moves are recorded as announced (a
    log line says so once) instead of being tried for ever."""
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w)
        first, legal = await placing(w, thread)
        await w.service.play.act(thread.id, first, legal[0])

        async def gone(channel_id: int) -> discord.abc.Messageable:
            raise discord.NotFound(_Response(404), "Unknown Channel")

        w.bot.publisher.channel = gone  # type: ignore[method-assign]
        with caplog.at_level(logging.INFO, logger="hexhaven.discord"):
            assert await w.bot.announcer.sweep() == 0
            assert await w.bot.announcer.sweep() == 0
        assert await w.service.announcements.owed() == []
        assert sum("is gone" in r.getMessage() for r in caplog.records) == 1


async def test_the_terminal_prints_what_the_last_session_stored_but_never_printed(
    tmp_path: Path,
) -> None:
    """A terminal game stopped between a move's commit and its printing: the next session
    prints the missed move when it takes the game up."""
    path = tmp_path / "local.db"
    service = await Service.open(path)
    try:
        session = LocalSession(service, ["ann", "bo", "cy"], io.StringIO(), tmp_path)
        await session.open({"map": "beginner"})
        user = (await service.tables.status("local")).awaiting[0]
        move = (await service.tables.legal("local", user))[0]
        stored = await service.play.act("local", user, move)  # stored, never printed
    finally:
        await service.close()
    service = await Service.open(path)
    try:
        out = io.StringIO()
        again = LocalSession(service, ["ann", "bo", "cy"], out, tmp_path)
        await again.open({"map": "beginner"})
        printed = out.getvalue()
        assert MISSED in printed
        assert all(str(line) in printed for line in stored.public if str(line))
        assert await service.announcements.owed() == []
    finally:
        await service.close()
