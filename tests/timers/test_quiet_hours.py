"""Quiet hours at the turn timers: the awaited player's clock waits through them (unless the
table turns that off), and what they held is sent once when they end, also after a restart."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot.service import Refusal, Service
from bot.store import held
from bot.timers import ManualClock, Scheduler, make_scheduler

from .helpers import ANN, BO, BY_ID, CY, HOUR, Posts, pending, started_table, tick

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
NEW_YORK = ZoneInfo("America/New_York")


def at(where: ZoneInfo, text: str) -> float:
    """Epoch seconds of a local `YYYY-MM-DD HH:MM`."""
    return datetime.fromisoformat(text).replace(tzinfo=where).timestamp()


async def quiet_everyone(service: Service, where: str = "Europe/Amsterdam") -> None:
    """Every player keeps the zone and quiet hours 23:00-08:00."""
    for user in (ANN, BO, CY):
        await service.people.set_time_zone(user, where)
        await service.people.set_quiet_hours(user, "23:00", "08:00")


async def test_clock_pauses_in_quiet_hours_and_runs_out_after_them(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """A 4-hour clock started at 20:00 runs 3 hours, waits 23:00-08:00, and runs out at
    09:00: nothing expires in the night, and the status says so beforehand."""
    clock.set(at(AMSTERDAM, "2024-06-10 20:00"))
    await quiet_everyone(service)
    started = await started_table(service, turn_time="4h", timeout="default")
    first = started.awaiting[0]
    [row] = await pending(service)
    status = await service.tables.status(42, reader=BY_ID[first])
    assert any("until 2024-06-11 09:00 your time" in line for line in status.public), status.public
    await tick(clock, scheduler, 4 * HOUR)  # midnight: the clock made at the start is due
    [waiting] = await pending(service)
    assert waiting.id == row.id and waiting.due_at == at(AMSTERDAM, "2024-06-11 09:00")
    await tick(clock, scheduler, 8 * HOUR + 59 * 60)  # 08:59
    assert [r.id for r in await pending(service)] == [row.id]
    await tick(clock, scheduler, 60)  # 09:00: the default move is played
    assert row.id not in [r.id for r in await pending(service)]
    assert any("Time is up" in line for o in posts.take() for line in o.public)


async def test_clock_runs_through_quiet_hours_when_the_table_turns_the_pause_off(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """With `quiet_pause` off, the same clock runs out at midnight, in the quiet hours."""
    clock.set(at(AMSTERDAM, "2024-06-10 20:00"))
    await quiet_everyone(service)
    await started_table(service, turn_time="4h", timeout="default", quiet_pause="off")
    [row] = await pending(service)
    await tick(clock, scheduler, 4 * HOUR)
    assert row.id not in [r.id for r in await pending(service)]


async def test_quiet_pause_setting_refuses_what_is_not_on_or_off(service: Service) -> None:
    """The table setting takes on/off (true/false, yes/no); anything else is refused."""
    with pytest.raises(Refusal):
        await started_table(service, quiet_pause="sometimes")


async def test_players_in_different_zones_are_quiet_at_their_own_times(
    service: Service, clock: ManualClock
) -> None:
    """At 22:30 UTC in June it is 00:30 in Amsterdam (quiet) and 18:30 in New York (awake);
    at 05:30 UTC it is 07:30 in Amsterdam and 01:30 in New York (both quiet)."""
    await service.people.set_time_zone(ANN, "Europe/Amsterdam")
    await service.people.set_time_zone(BO, "America/New_York")
    for user in (ANN, BO):
        await service.people.set_quiet_hours(user, "23:00", "08:00")
    clock.set(at(ZoneInfo("UTC"), "2024-06-10 22:30"))
    assert await service.people.quiet_now([ANN.id, BO.id, CY.id]) == {
        ANN.id: at(AMSTERDAM, "2024-06-11 08:00")
    }
    clock.set(at(ZoneInfo("UTC"), "2024-06-11 05:30"))
    assert set(await service.people.quiet_now([ANN.id, BO.id, CY.id])) == {ANN.id, BO.id}


async def test_malformed_zone_and_hours_are_refused_and_change_nothing(service: Service) -> None:
    """An unknown zone, `25:00`, full-width digits, one bound alone or an empty span are each
    refused; the preferences stay as they were."""
    await service.people.set_time_zone(ANN, "Europe/Amsterdam")
    before = await service.people.preferences(ANN)
    for zone in ("Mars/Olympus", "europe/amsterdam", "Europe/Amsterdam\u200b", ""):
        with pytest.raises(Refusal):
            await service.people.set_time_zone(ANN, zone)
    bad = (("25:00", "08:00"), ("２３:００", "08:00"), ("23:00", None), ("9:00", "09:00"))
    for start, end in bad:
        with pytest.raises(Refusal):
            await service.people.set_quiet_hours(ANN, start, end)
    assert await service.people.preferences(ANN) == before


async def test_quiet_hours_cleared_with_neither_bound(service: Service) -> None:
    """Neither start nor end clears the quiet hours."""
    await service.people.set_quiet_hours(ANN, "23:00", "08:00")
    cleared = await service.people.set_quiet_hours(ANN, None, None)
    assert cleared.private[ANN.id] == ("You have no quiet hours now.",)
    assert "quiet_hours" not in await service.people.preferences(ANN)


async def test_held_lines_are_sent_once_after_a_restart_inside_quiet_hours(
    database: str | Path, clock: ManualClock
) -> None:
    """A ping held at 02:00 is kept in the store: a bot restarted at 03:00 sends it, merged
    with the other lines held for that player (a line held twice said once), at 08:00 when
    their quiet hours end, and never again."""
    clock.set(at(AMSTERDAM, "2024-06-11 01:00"))
    service = await Service.open(database, rng=random.Random(7), clock=clock)
    try:
        await quiet_everyone(service)
        started = await started_table(service, turn_time="48h")
        user = started.awaiting[0]
        table = (await service.core.latest(42)).id
        clock.set(at(AMSTERDAM, "2024-06-11 02:00"))
        assert await service.people.hold(user, table, 42, held.PING, ["Cy: place a settlement."])
        assert await service.people.hold(user, table, 42, held.PING, ["Cy: place a settlement."])
        assert await service.people.hold(user, table, 42, held.DM, ["A card was stolen."])
    finally:
        await service.close()
    clock.set(at(AMSTERDAM, "2024-06-11 03:00"))  # the restart
    service = await Service.open(database, rng=random.Random(7), clock=clock)
    posts = Posts()
    scheduler = make_scheduler(service, posts)
    scheduler.start()
    try:
        await scheduler.settled()
        assert posts.take() == []
        await tick(clock, scheduler, 5 * HOUR)  # 08:00
        sent = posts.take()
        assert [o.private for o in sent if o.private] == [
            {user: ("🌙 Held during your quiet hours:", "A card was stolen.")}
        ]
        assert [(o.ping, o.public) for o in sent if o.ping] == [
            ((user,), ("🌙 Held during your quiet hours:", "Cy: place a settlement."))
        ]
        await tick(clock, scheduler, 24 * HOUR)
        assert not any(o.private or o.ping == (user,) for o in posts.take())
    finally:
        await scheduler.stop()
        await service.close()


async def test_held_ping_about_a_move_already_made_is_dropped(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """A ping held for a player the game no longer awaits when their quiet hours end (they
    moved in the night) is not sent: it would call them to a move that is not theirs."""
    clock.set(at(AMSTERDAM, "2024-06-11 02:00"))
    await quiet_everyone(service)
    started = await started_table(service, turn_time="48h")
    idle = next(u.id for u in (ANN, BO, CY) if u.id not in started.awaiting)
    table = (await service.core.latest(42)).id
    assert await service.people.hold(idle, table, 42, held.PING, ["your move"])
    await tick(clock, scheduler, 6 * HOUR)
    assert not any(o.ping for o in posts.take())


async def test_nothing_is_held_for_a_player_outside_quiet_hours(
    service: Service, clock: ManualClock
) -> None:
    """At 12:00 nobody is in quiet hours 23:00-08:00: nothing is held."""
    clock.set(at(AMSTERDAM, "2024-06-11 12:00"))
    await quiet_everyone(service)
    await started_table(service)
    assert await service.people.quiet_now([ANN.id, BO.id]) == {}
    assert not await service.people.hold(ANN.id, 1, 42, held.PING, ["x"])


async def test_held_direct_message_ends_with_the_catch_up_of_the_game_awaiting_them(
    database: str | Path, clock: ManualClock
) -> None:
    """When a player's quiet hours end, the one direct message with what was held for them
    ends with the catch-up (since their own last move) of the game that awaits them, on
    either store: one message, not one more per game."""
    clock.set(at(AMSTERDAM, "2024-06-11 02:00"))
    service = await Service.open(database, rng=random.Random(7), clock=clock)
    posts = Posts()
    scheduler = make_scheduler(service, posts)
    scheduler.start()
    try:
        await quiet_everyone(service)
        started = await started_table(service, turn_time="48h")
        first = started.awaiting[0]
        while True:  # the set-up round, until it comes back to the first player
            awaited = (await service.tables.status(42)).awaiting[0]
            if awaited == first and await _played(service, first):
                break
            legal = await service.tables.legal(42, awaited)
            await service.play.act(42, BY_ID[awaited], legal[0])
        table = (await service.core.latest(42)).id
        assert await service.people.hold(first, table, 42, held.DM, ["Your move."])
        await scheduler.settled()
        posts.take()
        await tick(clock, scheduler, 6 * HOUR)  # 08:00
        [message] = [o.private[first] for o in posts.take() if first in o.private]
        assert message[:2] == ("🌙 Held during your quiet hours:", "Your move.")
        assert message[2] == f"Since your last move in game {table}:"
        assert message[-1].startswith("Points: ")
    finally:
        await scheduler.stop()
        await service.close()


async def _played(service: Service, player: str) -> bool:
    """Whether the game has moved on since the player's own last move."""
    caught = await service.catchups.catchup(42, BY_ID[player], quiet=True)
    return bool(caught.private)
