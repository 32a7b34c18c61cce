"""Asking for an open seat and approving a substitute: who may, and what the status shows."""

from __future__ import annotations

import pytest

from bot.service import Refusal, Service
from bot.timers import ManualClock, Scheduler, make_scheduler

from .helpers import BY_ID, DI, EVE, HOUR, Posts, started_table, tick


async def _refused(code: str, call: object) -> None:
    with pytest.raises(Refusal) as caught:
        await call  # type: ignore[misc]
    assert caught.value.code == code


async def test_who_may_ask_and_approve(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(
        service, turn_time="1h", reminders="none", timeout="bot", strikes=1
    )
    first = started.awaiting[0]
    host = (await service.core.latest(42)).row.host
    await _refused("no_open_seat", service.play.request_substitute(42, EVE))
    await tick(clock, scheduler, HOUR)
    names = (await service.core.latest(42)).names
    other = next(u for u in BY_ID if u in names and u != first)
    await _refused("already_seated", service.play.request_substitute(42, other))
    await _refused("no_open_seat", service.play.request_substitute(42, EVE, "nobody"))
    await _refused("no_request", service.play.approve_substitute(42, host, EVE))
    await service.play.request_substitute(42, EVE, BY_ID[first].name)
    await service.play.request_substitute(42, DI)  # a later request replaces the earlier one
    status = (await service.tables.status(42)).public
    assert "Di asks to take it over; the host can approve." in status
    await _refused("no_request", service.play.approve_substitute(42, host, EVE))
    approved = await service.play.approve_substitute(42, EVE, DI, admin=True)  # a server admin may
    assert approved.public[0].startswith("Di takes over")
    await _refused("no_open_seat", service.play.request_substitute(42, EVE))


async def test_status_shows_each_clock(
    service: Service, clock: ManualClock, scheduler: Scheduler
) -> None:
    started = await started_table(service, turn_time="2h")
    first = started.awaiting[0]
    clock.advance(1800)
    lines = (await service.tables.status(42)).public
    name = BY_ID[first].name
    assert f"{name} has until 2023-11-15 00:13 UTC to place their set-up pieces (1h30m left)." in (
        lines
    )


async def test_the_bot_finds_the_scheduler(service: Service, posts: Posts) -> None:
    scheduling = pytest.importorskip("bot.scheduling")
    factory = scheduling.find_scheduler()
    assert factory is make_scheduler
    scheduler = factory(service, posts)
    await scheduling.call(scheduler.start)
    assert scheduler.running
    await scheduling.call(scheduler.stop)
    assert not scheduler.running
