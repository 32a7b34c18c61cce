"""A refused `/game new` leaves nothing behind in the channel: whatever can be refused is
checked before the bot posts its opening message or makes a thread, and what a late failure
leaves is taken back part by part, so one part failing to go still lets the other go."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.service import Refusal
from tests.bot.world import World, world
from words import say

LEAGUE = "Friday Catan"
SEASONLESS = "Sunday Catan"


def _public(w: World, channel: Any = None) -> set[int]:
    """The ids of the ordinary messages anyone can see in a channel (the games channel by
    default): not the private replies, nor the notice the simulated Discord adds of a
    thread's making (the thread itself is looked at on its own)."""
    where = w.channel if channel is None else channel
    stored = w.env.backend.messages.get(where.id, {}).values()
    return {m.id for m in stored if m.type == 0 and not m.flags & 64}


def _barred(w: World) -> Any:
    """A channel where the bot may not delete threads, as with the permissions of an invite
    that leaves Manage Threads out."""
    assert w.guild.me is not None
    barred = discord.PermissionOverwrite(manage_threads=False, manage_channels=False)
    return w.guild.create_text_channel("tables", overwrites={w.guild.me: barred})


async def _leagues(w: World) -> None:
    """A three-player league with a season under way, and a league with none."""
    mod = w.moderator
    await mod.slash(w.channel, "league create", name=LEAGUE, players=3, vp=5)
    started = await mod.slash(w.channel, "league season start", league=LEAGUE)
    assert "season 1 has begun" in started.response.content, started.response.content
    await mod.slash(w.channel, "league create", name=SEASONLESS, players=4)


REFUSALS: dict[str, tuple[dict[str, Any], str]] = {
    "league game given rules": (
        {"league": LEAGUE, "rules": "seafarers"},
        "League games use Friday Catan's settings; leave rules out",
    ),
    "league game given a map": (
        {"league": LEAGUE, "map": "beginner"},
        "leave map out",
    ),
    "unknown league": ({"league": "Nowhere"}, "There is no league called Nowhere"),
    "league without a season": ({"league": SEASONLESS}, "Sunday Catan has no season under way"),
    "league table filled with computers": (
        {"league": LEAGUE, "bots": 3},
        "Computer players fill from 0 to 2 seats",
    ),
    "two-player table filled past its seats": (
        {"rules": "two_player", "bots": 2},
        "Computer players fill from 0 to 1 seats",
    ),
    "bad turn time": ({"turn_time": "forever"}, "is not a duration"),
    # The game for two, and Seafarers' scenarios without a 5-6 map (SF-17.2), refuse 5-6.
    "game for two for five": (
        {"rules": "two_player", "players": 5},
        "The game for two is played by 2 players, not 5; for 5, choose the base game",
    ),
    "greater catan for six": (
        {"rules": "seafarers", "players": 6, "scenario": "greater_catan"},
        "Greater Catan has no map for 6 players: it is played by 3 or 4.",
    ),
    "greater catan filled for five": (
        {"rules": "seafarers", "scenario": "greater_catan", "bots": 4},
        "Greater Catan has no map for 5 players: it is played by 3 or 4.",
    ),
    "game for two filled for six": (
        {"rules": "two_player", "bots": 5},
        "The game for two is played by 2 players, not 6",
    ),
    "more computers than the table seats": (
        {"players": 3, "bots": 3},
        "Computer players fill from 0 to 2 seats",
    ),
}


@pytest.mark.parametrize("reason", list(REFUSALS))
async def test_a_refused_game_new_leaves_no_message_and_no_thread(
    tmp_path: Path, reason: str
) -> None:
    """Every reason `/game new` can be refused for is checked before anything is posted: the
    channel gets no opening message and no thread, and the host alone hears why. (In a
    channel where the bot may not delete threads, so nothing posted could be taken back.)"""
    options, why = REFUSALS[reason]
    async with world(tmp_path / "bot.db") as w:
        await _leagues(w)
        channel = _barred(w)
        refused = await w.players[0].slash(channel, "game new", **options)
        assert refused.ephemeral, refused.response
        assert why in refused.response.content, refused.response.content
        assert _public(w, channel) == set()
        assert channel.threads == []


async def test_a_league_game_without_overrides_still_opens(tmp_path: Path) -> None:
    """The checks made before posting let a good league game through: one thread, and the
    opening message says where the table is."""
    async with world(tmp_path / "bot.db") as w:
        await _leagues(w)
        messages = _public(w)
        opened = await w.players[0].slash(w.channel, "game new", league=LEAGUE)
        assert opened.ephemeral and "ready" in opened.response.content, opened.response
        [thread] = w.channel.threads
        stored = w.env.backend.messages[w.channel.id]
        said = [stored[m].content for m in _public(w) - messages]
        assert any(thread.mention in s for s in said), said


async def test_a_late_refusal_removes_the_opening_message_when_the_thread_stays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A refusal that only comes once the thread exists (the league's season ended in
    between) takes back the thread and the opening message one by one: in a channel where
    the bot may not delete threads (no Manage Threads), Discord forbids the thread's delete,
    yet the opening message still goes, the failure is logged, and the host hears why."""
    async with world(tmp_path / "bot.db") as w:
        channel = _barred(w)

        async def refused_late(*args: Any, **kwargs: Any) -> Any:
            raise Refusal("no_season", say("league.refusal.no_season", league=LEAGUE))

        monkeypatch.setattr(w.service.lobby, "create_table", refused_late)
        with caplog.at_level(logging.INFO, logger="hexhaven.discord"):
            refused = await w.players[0].slash(channel, "game new")
        assert refused.ephemeral and "has no season under way" in refused.response.content
        assert _public(w, channel) == set()
        assert len(channel.threads) == 1
        assert any(
            "could not delete the thread" in r.getMessage() and r.levelno == logging.INFO
            for r in caplog.records
        )


async def test_a_late_refusal_removes_both_thread_and_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the permission to delete threads, a late refusal leaves neither the thread nor
    the opening message."""
    async with world(tmp_path / "bot.db") as w:
        messages = _public(w)

        async def refused_late(channel: int, *args: Any, **kwargs: Any) -> Any:
            raise Refusal("no_season", say("league.refusal.no_season", league=LEAGUE))

        monkeypatch.setattr(w.service.lobby, "create_table", refused_late)
        refused = await w.players[0].slash(w.channel, "game new")
        assert refused.ephemeral and "has no season under way" in refused.response.content
        assert _public(w) == messages
        assert w.channel.threads == []


def _invite() -> tuple[discord.Permissions, discord.Permissions]:
    """The README's invite: the permissions it names in bold, and those of its link."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("the bot permissions **") : readme.index("and no others")]
    named = discord.Permissions.none()
    for name in re.findall(r"\*\*([^*]+)\*\*", section):
        flag = "_".join(name.lower().split()).replace("view_channels", "view_channel")
        setattr(named, flag, True)
    link = int(re.search(r"permissions=(\d+)", readme[readme.index("oauth2/authorize") :])[1])  # type: ignore[index]
    return named, discord.Permissions(link)


def test_the_readme_invite_link_asks_for_the_permissions_it_names() -> None:
    """The invite link asks for exactly the permissions the README lists, Manage Threads
    among them (the bot deletes the thread of a table that failed to open)."""
    named, link = _invite()
    assert named == link
    assert link.manage_threads and not link.embed_links and not link.mention_everyone


async def test_with_only_the_invite_permissions_a_table_opens_and_starts(tmp_path: Path) -> None:
    """In a channel where the bot holds only the invite's permissions, a table opens and
    starts: the thread, the lobby, the board's picture. (Deleting a thread is left out: the
    simulated Discord asks Manage Channels for it where Discord asks Manage Threads.)"""
    _, invite = _invite()
    async with world(tmp_path / "bot.db") as w:
        assert w.guild.me is not None
        exactly = discord.PermissionOverwrite.from_pair(invite, discord.Permissions(~invite.value))
        channel = w.guild.create_text_channel("tables", overwrites={w.guild.me: exactly})
        opened = await w.players[0].slash(channel, "game new", map="beginner")
        assert opened.ephemeral and "ready" in opened.response.content, opened.response
        [thread] = channel.threads
        await w.players[1].slash(thread, "game join")
        await w.players[2].slash(thread, "game join")
        started = await w.players[0].slash(thread, "game start")
        assert started.response.content == "The game is on!"
        assert any(m.attachments for m in thread.history())
