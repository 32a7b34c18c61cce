"""Vacation: a player's clocks pause while away (within a yearly allowance per server);
opponents see until when; coming back early gives back the days not taken."""

from __future__ import annotations

import pytest

from bot.service import Refusal, Service
from bot.timers import ManualClock, Scheduler

from .helpers import BY_ID, HOUR, Posts, pending, started_table, tick

DAY = 24 * HOUR


async def test_vacation_pauses_and_resumes_the_clock(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="10h")
    first = started.awaiting[0]
    [row] = await pending(service)
    await tick(clock, scheduler, 2 * HOUR)
    away = await service.people.start_vacation(first, clock.now + 3 * DAY, guild=7)
    assert "paused" in away.private[first][0]
    assert away.private[first][1] == "11 of 14 vacation days left this year."
    [shifted] = await pending(service)
    assert shifted.due_at == row.due_at + 3 * DAY and shifted.starts_at == row.starts_at + 3 * DAY
    status = await service.tables.status(42)
    assert any(
        line.startswith(
            f"{BY_ID[first].name} is away until 2023-11-18 00:13 UTC; their clock is paused."
        )
        for line in status.public
    )
    await tick(clock, scheduler, 3 * DAY)  # nothing fires while away
    assert posts.take() == []
    await tick(clock, scheduler, 3 * HOUR)  # 5 hours of the clock used: the half reminder
    [reminder] = posts.take()
    assert reminder.ping == (first,) and "5h left" in reminder.public[0]


async def test_coming_back_early_gives_back_the_days_not_taken(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="10h")
    first = started.awaiting[0]
    [row] = await pending(service)
    await service.people.start_vacation(first, clock.now + 5 * DAY)
    await tick(clock, scheduler, DAY)
    back = await service.people.end_vacation(first)
    assert "run again" in back.private[first][0]
    [resumed] = await pending(service)
    assert resumed.due_at == row.due_at + DAY
    assert (await service.people.vacation(first)).private[first] == (
        "You are not away.",
        "13 of 14 vacation days left this year.",
    )
    assert not any("is away" in line for line in (await service.tables.status(42)).public)
    with pytest.raises(Refusal) as caught:
        await service.people.end_vacation(first)
    assert caught.value.code == "not_away"


async def test_a_clock_set_while_away_starts_at_the_return(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="1h", reminders="none")
    first = started.awaiting[0]
    # The second player in set-up goes away; the first then places, which starts their clock.
    game = await service.core.game(await service.core.latest(42))
    second = next(p for p in game.players if p != first)
    back_at = clock.now + 2 * DAY
    await service.people.start_vacation(second, back_at)
    for _ in range(2):
        await service.play.act(42, first, (await service.tables.legal(42, first))[0])
    rows = {r.player: r for r in await pending(service)}
    nxt = next(iter(rows))
    expected = back_at + HOUR if nxt == second else clock.now + HOUR
    assert rows[nxt].starts_at == (back_at if nxt == second else clock.now)
    assert rows[nxt].due_at == expected


async def test_the_allowance_is_per_server_and_per_year(
    service: Service, clock: ManualClock, scheduler: Scheduler
) -> None:
    started = await started_table(service, turn_time="1h")
    first = started.awaiting[0]
    await service.people.set_server_setting(7, "vacation_days", 3)
    with pytest.raises(Refusal) as caught:
        await service.people.start_vacation(first, clock.now + 4 * DAY)
    assert caught.value.code == "vacation_too_long"
    whole = await service.people.start_vacation(first)  # no end given: all the days left
    assert "0 of 3 vacation days left" in whole.private[first][1]
    clock.advance(3 * DAY)  # the vacation ran its course: every day was taken
    with pytest.raises(Refusal) as caught:
        await service.people.end_vacation(first)
    assert caught.value.code == "not_away"
    with pytest.raises(Refusal) as caught:
        await service.people.start_vacation(first, clock.now + HOUR)
    assert caught.value.code == "no_vacation_left"
    clock.advance(366 * DAY)
    await service.people.start_vacation(first, clock.now + 2 * DAY)  # a new year's allowance


async def test_a_vacation_cannot_end_in_the_past(service: Service, clock: ManualClock) -> None:
    with pytest.raises(Refusal) as caught:
        await service.people.start_vacation(BY_ID["100000000000000001"], clock.now - 5)
    assert caught.value.code == "bad_vacation"
