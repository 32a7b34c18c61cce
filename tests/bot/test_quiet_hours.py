"""Time zones and quiet hours in Discord: `/settings time_zone` (autocomplete of real zone
names only) and `/settings quiet_hours`, the thread naming rather than mentioning a player in
quiet hours, what was held posted once when they end, and deadlines in each reader's time."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from tests.bot.world import open_table, world

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
HOUR = 3600.0


def at(where: ZoneInfo, text: str) -> float:
    """Epoch seconds of a local `YYYY-MM-DD HH:MM`."""
    return datetime.fromisoformat(text).replace(tzinfo=where).timestamp()


async def test_time_zone_autocomplete_lists_only_real_zones_matching_what_was_typed(
    tmp_path: Path,
) -> None:
    """Typing `europe/ams` offers Europe/Amsterdam alone; nonsense offers nothing."""
    async with world(tmp_path / "bot.db") as w:
        alice = w.players[0]
        offered = await alice.autocomplete(w.channel, "settings time_zone", "zone", "europe/ams")
        assert [c["value"] for c in offered] == ["Europe/Amsterdam"]
        assert await alice.autocomplete(w.channel, "settings time_zone", "zone", "Atlantis") == []


async def test_time_zone_is_kept_and_a_malformed_one_refused_changing_nothing(
    tmp_path: Path,
) -> None:
    """A listed zone is kept under `time_zone` (what the daily digest reads too); an unknown
    one, or odd unicode, gets a short ephemeral refusal and the kept zone stays."""
    async with world(tmp_path / "bot.db") as w:
        alice = w.players[0]
        kept = await alice.slash(w.channel, "settings time_zone", zone="Europe/Amsterdam")
        assert kept.ephemeral and "Europe/Amsterdam" in kept.response.content
        for bad in ("Mars/Olympus", "Europe/Amsterdam\u202e", "ＵＴＣ"):
            refused = await alice.slash(w.channel, "settings time_zone", zone=bad)
            assert refused.ephemeral and "not a time zone" in refused.response.content
        prefs = await w.service.people.preferences(str(alice.id))
        assert prefs["time_zone"] == "Europe/Amsterdam"


async def test_quiet_hours_are_set_refused_when_malformed_and_cleared(tmp_path: Path) -> None:
    """`23:00`-`08:00` is kept as {"start", "end"}; `25:00` is refused and changes nothing;
    leaving both out clears them."""
    async with world(tmp_path / "bot.db") as w:
        bob = w.players[1]
        kept = await bob.slash(w.channel, "settings quiet_hours", start="23:00", end="08:00")
        assert kept.ephemeral and "23:00–08:00 (UTC)" in kept.response.content
        refused = await bob.slash(w.channel, "settings quiet_hours", start="25:00", end="08:00")
        assert refused.ephemeral and "25:00 is not a time of day" in refused.response.content
        prefs = await w.service.people.preferences(str(bob.id))
        assert prefs["quiet_hours"] == {"start": "23:00", "end": "08:00"}
        cleared = await bob.slash(w.channel, "settings quiet_hours")
        assert cleared.response.content == "You have no quiet hours now."
        assert "quiet_hours" not in await w.service.people.preferences(str(bob.id))


async def test_player_in_quiet_hours_is_named_not_mentioned_and_pinged_once_when_they_end(
    tmp_path: Path,
) -> None:
    """A game started at 02:00 Amsterdam time names its first player without the @-mention
    that would buzz their phone; at 08:00 the held ping is posted once, with the mention."""
    async with world(tmp_path / "bot.db", timed=True) as w:
        assert w.clock is not None
        w.clock.set(at(AMSTERDAM, "2024-06-11 02:00"))
        for player in w.players:
            await player.slash(w.channel, "settings time_zone", zone="Europe/Amsterdam")
            await player.slash(w.channel, "settings quiet_hours", start="23:00", end="08:00")
        thread = await open_table(w, turn_time="2d")
        first = (await w.service.tables.status(thread.id)).awaiting[0]
        posted = [m.content for m in thread.history() if not m.flags.ephemeral]
        assert not any(f"<@{first}>" in text for text in posted)
        name = w.by_id[first].name
        assert any(f"{name}: place a settlement" in text for text in posted)
        seen = len(thread.history())
        await w.tick(5 * HOUR)  # 07:00: still quiet
        assert len(thread.history()) == seen
        await w.tick(HOUR)  # 08:00
        new = [m.content for m in thread.history()[seen:]]
        assert len(new) == 1 and "Held during your quiet hours" in new[0]
        assert f"<@{first}>" in new[0]
        await w.tick(HOUR)
        assert len(thread.history()) == seen + 1


async def test_deadlines_in_the_readers_own_time_and_as_discord_timestamps_in_public(
    tmp_path: Path,
) -> None:
    """`/status` (ephemeral) says a deadline in the reader's own zone, `… your time`, in their
    language; the turn panel posted in the thread uses a Discord timestamp, which each
    reader's client shows in their own zone."""
    async with world(tmp_path / "bot.db", timed=True) as w:
        assert w.clock is not None
        w.clock.set(at(AMSTERDAM, "2024-06-11 12:00"))
        alice = w.players[0]
        await alice.slash(w.channel, "settings time_zone", zone="Europe/Amsterdam")
        thread = await open_table(w, turn_time="4h")
        await alice.slash(w.channel, "settings language", language="nl")
        status = await alice.slash(thread, "status")
        assert status.ephemeral and "16:00 jouw tijd" in status.response.content
        due = int(at(AMSTERDAM, "2024-06-11 16:00"))
        await alice.slash(thread, "panel")
        assert f"<t:{due}:t>" in thread.history()[-1].content
