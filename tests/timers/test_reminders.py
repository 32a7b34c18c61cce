"""Reminders fall at the table's points of the turn time and ping only the players awaited: in
the game's thread, or by direct message for those who asked."""

from __future__ import annotations

import pytest

from bot.service import Service, loading
from bot.timers import DM_PREFERENCE, ManualClock, Scheduler

from .helpers import BY_ID, HOUR, Posts, pending, started_table, tick


async def test_reminders_at_half_and_ninety_percent(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="10h")
    first = started.awaiting[0]
    await tick(clock, scheduler, 5 * HOUR - 1)
    assert posts.take() == []
    await tick(clock, scheduler, 1)
    [half] = posts.take()
    assert half.ping == (first,) and half.table == started.table
    assert half.public == (
        f"⏰ Reminder: {BY_ID[first].name} has 5h left to place their set-up pieces.",
    )
    await tick(clock, scheduler, 4 * HOUR - 60)
    assert posts.take() == []
    await tick(clock, scheduler, 60)
    [ninety] = posts.take()
    assert ninety.ping == (first,) and "1h left" in ninety.public[0]
    [row] = await pending(service)
    assert (row.stage, row.wake_at) == (2, row.due_at)
    await tick(clock, scheduler, HOUR - 1)
    assert posts.take() == []


async def test_the_channel_of_the_table_receives_it(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    await started_table(service, channel="chan-9", turn_time="1h")
    await tick(clock, scheduler, 1800)
    assert [channel for channel, _ in posts.seen] == ["chan-9"]


async def test_a_player_who_acted_is_not_reminded(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="1h")
    first = started.awaiting[0]
    await tick(clock, scheduler, 1200)
    move = (await service.tables.legal(42, first))[0]
    await service.play.act(42, first, move)  # a settlement: the same player still places a road
    road = (await service.tables.legal(42, first))[0]
    after = await service.play.act(42, first, road)
    second = after.awaiting[0]
    assert second != first
    await tick(clock, scheduler, 600)  # 30 minutes after the first player's clock started
    assert posts.take() == []
    await tick(clock, scheduler, 1200)  # half of the second player's clock
    [reminder] = posts.take()
    assert reminder.ping == (second,)


async def test_reminders_by_direct_message_for_those_who_asked(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="2h", reminders="25%")
    first = started.awaiting[0]
    await service.people.set_preference(first, DM_PREFERENCE, True)
    await tick(clock, scheduler, 1800)
    [reminder] = posts.take()
    assert reminder.ping == () and reminder.public == ()
    where = f"at table {started.table}"
    assert reminder.private == {
        first: (f"⏰ Reminder: you have 1h30m left to place your set-up pieces {where}.",)
    }


async def test_no_reminders_when_the_table_wants_none(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    await started_table(service, turn_time="1h", reminders="none")
    await tick(clock, scheduler, HOUR - 1)
    assert posts.take() == []
    [row] = await pending(service)
    assert row.wake_at == row.due_at


async def test_a_reminder_loads_no_game(
    service: Service,
    clock: ManualClock,
    scheduler: Scheduler,
    posts: Posts,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A timer fire under a millisecond: a reminder is worded from the stored
    deadline, which says what the player must do, and awaits from the table's deadlines; no
    game is loaded from the database nor taken from the cache."""
    started = await started_table(service, turn_time="1h")
    first = started.awaiting[0]

    def no_game(*args: object) -> None:
        raise AssertionError("a reminder loaded a game")

    monkeypatch.setattr(service.core.cache, "peek", no_game)
    monkeypatch.setattr(service.core.cache, "take", no_game)
    monkeypatch.setattr(loading, "replay", no_game)
    await tick(clock, scheduler, 1800)
    [reminder] = posts.take()
    assert reminder.awaiting == (first,) and reminder.ping == (first,)
    assert reminder.public == (
        f"⏰ Reminder: {BY_ID[first].name} has 30m left to place their set-up pieces.",
    )
