"""Slow games through the simulated Discord: players in different time zones, one of them in
quiet hours when their move comes, the bot restarted in the night; on waking they get one
direct message with what was held and the catch-up of the game; their clock waited; and the
table's `quiet_pause` setting, shown with the other timer settings and offered by
`/league create`."""

from __future__ import annotations

from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from bot.service import Refusal
from bot.store import deadlines
from engine import Game
from tests.bot.catchup_helpers import Step, advance, dms, restart_with_timers
from tests.bot.world import open_table, world

pytestmark = pytest.mark.asyncio(loop_scope="function")

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
NEW_YORK = ZoneInfo("America/New_York")
HOUR = 3600.0


def at(where: tzinfo, text: str) -> float:
    """Epoch seconds of a local `YYYY-MM-DD HH:MM`."""
    return datetime.fromisoformat(text).replace(tzinfo=where).timestamp()


def _before_ends(player: str) -> Any:
    """Whether the seat before `player` is in its main phase and may end its turn."""

    def holds(game: Game, steps: list[Step]) -> bool:
        previous = game.players[game.players.index(player) - 1]
        return (
            game.turn >= 4
            and game.phase == "main"
            and game.players[game.current] == previous
            and "end" in [str(a) for a in game.legal_actions(previous)]
        )

    return holds


async def test_a_move_in_the_night_waits_for_the_morning_in_one_direct_message(
    tmp_path: Path,
) -> None:
    """Alice (Amsterdam, quiet 23:00–08:00, direct messages on) and bob (New York) play. Her
    move comes at 23:30 her time: the thread names her without a mention, and she gets no
    direct message. Bob's `/status` says in his own time until when she is quiet and until
    when she has, her clock waiting through the night. The bot restarts at 01:30 her time.
    At 08:00 she gets exactly one direct message: what was held, then the catch-up of the
    game since her last move; her `/status` shows her deadline in her time, pushed on by the
    night."""
    path = tmp_path / "bot.db"
    async with world(path, timed=True) as w:
        assert w.clock is not None
        alice, bob = w.players[0], w.players[1]
        w.clock.set(at(UTC, "2024-06-10 16:00"))  # 18:00 in Amsterdam, 12:00 in New York
        await alice.slash(w.channel, "settings time_zone", zone="Europe/Amsterdam")
        await alice.slash(w.channel, "settings quiet_hours", start="23:00", end="08:00")
        await alice.slash(w.channel, "reminders", state="on")
        await bob.slash(w.channel, "settings time_zone", zone="America/New_York")
        thread = await open_table(w, turn_time="12h")
        game, _ = await advance(w, thread, _before_ends(str(alice.id)))
        previous = w.by_id[game.players[game.current]]
        await w.tick(5.5 * HOUR)  # 21:30 UTC: 23:30 in Amsterdam, 17:30 in New York
        seen, sent = len(thread.history()), len(dms(w, alice.id))
        await previous.slash(thread, "end")
        assert (await w.service.tables.status(thread.id)).awaiting == (str(alice.id),)
        posted = [m.content for m in thread.history()[seen:] if not m.flags.ephemeral]
        assert posted and not any(f"<@{alice.id}>" in text for text in posted)
        assert any("alice: roll" in text for text in posted), posted
        assert len(dms(w, alice.id)) == sent, "nothing private buzzes her in the night"

        night = await bob.slash(thread, "status")
        assert night.ephemeral
        # 08:00 in Amsterdam is 02:00 in New York; 12 h of clock from 21:30 UTC plus the
        # 8.5 h she sleeps runs out at 18:00 UTC, 14:00 in New York.
        assert "alice has quiet hours until 2024-06-11 02:00 your time" in night.response.content
        assert "alice has until 2024-06-11 14:00 your time to roll" in night.response.content

        await w.tick(2 * HOUR)  # 01:30 in Amsterdam
        await restart_with_timers(w, path)
        await w.tick(at(AMSTERDAM, "2024-06-11 07:59") - w.clock.now)
        assert len(dms(w, alice.id)) == sent, "still quiet after the restart"
        await w.tick(60)  # 08:00 in Amsterdam
        woke = [m.content for m in dms(w, alice.id)[sent:]]
        assert len(woke) == 1, woke
        lines = woke[0].splitlines()
        table = (await w.service.core.latest(thread.id)).id
        assert lines[0] == "🌙 Held during your quiet hours:"
        assert any("roll" in line for line in lines[1:3]), lines
        header = lines.index(f"Since your last move in game {table}:")
        assert lines[header + 1 :] and lines[-1].startswith("Points: "), lines
        assert len(lines) <= 12, lines

        morning = await alice.slash(thread, "status")
        assert "alice has until 20:00 your time to roll" in morning.response.content
        async with w.service.store.reading() as db:
            [row] = await deadlines.pending_for_table(db, table)
        assert row.due_at == at(UTC, "2024-06-11 18:00"), "her clock waited 8.5 h of night"


async def test_quiet_pause_is_shown_with_the_timer_settings(tmp_path: Path) -> None:
    """The table's settings line says whether the clocks wait in quiet hours, beside the
    turn time: on by default, off as `/game new quiet_pause:off` sets it."""
    async with world(tmp_path / "bot.db") as w:
        waiting = await open_table(w, turn_time="1d")
        shown = (await w.players[0].slash(waiting, "status")).response.content
        assert "turn time 1d, clocks wait in quiet hours, reminders at" in shown, shown
        running = await open_table(w, host=1, quiet_pause="off")
        shown = (await w.players[1].slash(running, "status")).response.content
        assert "clocks run in quiet hours, reminders at" in shown, shown


async def test_league_create_offers_quiet_pause_as_league_settings_does(tmp_path: Path) -> None:
    """`/league create quiet_pause:off` makes a league whose games' clocks run through quiet
    hours; its announcement and `/league settings` say so."""
    async with world(tmp_path / "bot.db") as w:
        made = await w.moderator.slash(w.channel, "league create", name="Night", quiet_pause="off")
        assert "clocks run in quiet hours" in made.response.content, made.response.content
        shown = await w.moderator.slash(w.channel, "league settings")
        assert "clocks run in quiet hours" in shown.response.content
        changed = await w.moderator.slash(w.channel, "league settings", quiet_pause="on")
        assert "clocks wait in quiet hours" in changed.response.content


async def test_a_bad_quiet_pause_gets_its_own_refusal_and_changes_nothing(tmp_path: Path) -> None:
    """`quiet_pause` is on or off: another value is refused with a sentence naming the
    setting and what it takes (not a generic "must be a word"), for a table and a league,
    and the settings stay as they were."""
    async with world(tmp_path / "bot.db") as w:
        thread = await open_table(w, start=False)
        host = str(w.players[0].id)
        with pytest.raises(Refusal) as table_refusal:
            await w.service.lobby.configure(thread.id, host, {"quiet_pause": "sometimes"})
        expected = "quiet_pause is on (clocks wait in quiet hours) or off, not 'sometimes'."
        assert table_refusal.value.message == expected
        status = await w.players[0].slash(thread, "status")
        assert "clocks wait in quiet hours" in status.response.content
        await w.moderator.slash(w.channel, "league create", name="Night")
        with pytest.raises(Refusal) as league_refusal:
            await w.service.leagues.settings(
                w.guild.id, str(w.moderator.id), "Night", {"quiet_pause": "sometimes"}, admin=True
            )
        assert league_refusal.value.message == expected
