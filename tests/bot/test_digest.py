"""The daily digest through the simulated Discord with a manual clock: `/settings digest`
sets a local time (in the player's `time_zone`, UTC when unset); the one timer scheduler
sends one direct message a day at that time across the player's games, never twice in a
day, even when the bot restarts after sending it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.bot.catchup_helpers import advance, dms, restart_with_timers, to_roll
from tests.bot.world import World, open_table, world

pytestmark = pytest.mark.asyncio(loop_scope="function")

HOUR = 3600.0
# The manual clock starts at 2023-11-14 22:13:20 UTC, 23:13:20 in Amsterdam (UTC+1 then):
# 08:00 there the next morning is 07:00 UTC, this many seconds later.
TO_EIGHT_IN_AMSTERDAM = 8 * HOUR + 46 * 60 + 40


def _digests(w: World, user: Any) -> list[str]:
    return [m.content for m in dms(w, user.id) if "Your Hexhaven digest" in m.content]


async def test_the_digest_comes_once_a_day_at_the_local_time_even_across_a_restart(
    tmp_path: Path,
) -> None:
    """At 08:00 in alice's zone she gets one digest (her games: whose move, what changed);
    an hour later, and after a restart, none more; the next day's comes 24 hours later."""
    path = tmp_path / "bot.db"
    async with world(path, timed=True) as w:
        alice = w.players[0]
        thread = await open_table(w, turn_time="7d")
        await advance(w, thread, lambda g, s: to_roll(str(alice.id), 3)(g))
        await w.service.people.set_preference(str(alice.id), "time_zone", "Europe/Amsterdam")
        set_it = await alice.slash(w.channel, "settings digest", time="08:00")
        assert set_it.ephemeral
        assert "08:00 (Europe/Amsterdam)" in set_it.response.content
        await w.tick(TO_EIGHT_IN_AMSTERDAM - 60)
        assert not _digests(w, alice)
        await w.tick(60)
        sent = _digests(w, alice)
        assert len(sent) == 1
        table = (await w.service.core.latest(thread.id)).id
        assert f"Game {table}: your move" in sent[0]
        assert "Points: " in sent[0]
        await w.tick(HOUR)
        await restart_with_timers(w, path)
        await w.tick(1)
        assert len(_digests(w, alice)) == 1
        await w.tick(24 * HOUR - HOUR - 1)
        assert len(_digests(w, alice)) == 2
        assert not _digests(w, w.players[1])  # bob never asked for one


async def test_a_bad_digest_time_is_refused_and_off_stops_it(tmp_path: Path) -> None:
    """`/settings digest time:25h` is refused and sets nothing; `off` forgets the time."""
    async with world(tmp_path / "bot.db") as w:
        alice = w.players[0]
        refused = await alice.slash(w.channel, "settings digest", time="soon")
        assert "not a time" in refused.response.content
        assert "digest" not in await w.service.people.preferences(str(alice.id))
        await alice.slash(w.channel, "settings digest", time="7:30")
        assert (await w.service.people.preferences(str(alice.id)))["digest"] == "07:30"
        off = await alice.slash(w.channel, "settings digest", time="off")
        assert off.response.content == "No daily digest."
        assert "digest" not in await w.service.people.preferences(str(alice.id))
