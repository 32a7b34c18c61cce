"""Each expiry policy, end to end: ping, default, skip, bot (placeholder and substitute),
forfeit; and a game nobody plays any more is abandoned."""

from __future__ import annotations

from typing import Any

import pytest

from bot.service import Refusal, Service
from bot.service.cache import GameCache
from bot.store import actions
from bot.timers import ManualClock, Scheduler

from .helpers import BY_ID, EVE, HOUR, Posts, game_of, pending, started_table, tick


async def _log(service: Service) -> list[tuple[str, str]]:
    table = await service.core.latest(42)
    async with service.store.reading() as db:
        return [(a.player, a.notation) for a in await actions.actions_after(db, table.id, 0)]


async def test_ping_waits_and_restarts_the_clock(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="1h", reminders="none", timeout="ping")
    first = started.awaiting[0]
    await tick(clock, scheduler, HOUR)
    [expired] = posts.take()
    name = BY_ID[first].name
    assert expired.public == (
        f"⌛ Time is up for {name}, who had to place their set-up pieces.",
        "The game waits for them: their clock starts again.",
        f"{name} has missed 1 deadline in this game.",
    )
    assert expired.ping == (first,) and expired.version == 0
    # The player pinged again is told again what to do.
    assert [(p.player, p.task) for p in expired.prompts] == [(first, "settlement")]
    assert [(d.user, d.due) for d in expired.deadlines] == [(first, clock.now + HOUR)]
    assert await _log(service) == []
    status = await service.tables.status(42)
    assert f"Missed deadlines: {name} 1." in status.public
    await tick(clock, scheduler, HOUR)
    assert "missed 2 deadlines" in posts.take()[0].public[2]


async def test_default_plays_one_default_action(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="1h", reminders="none", timeout="default")
    first = started.awaiting[0]
    expected = str((await game_of(service)).default_action(first))
    await tick(clock, scheduler, HOUR)
    [expired] = posts.take()
    assert expired.public[1] == "The timer plays the default move for them."
    assert expired.version == 1 and expired.awaiting == (first,)  # the road is still to place
    assert await _log(service) == [(first, expected)]
    [row] = await pending(service)
    assert (row.player, row.kind, row.due_at) == (first, "setup", clock.now + HOUR)


async def test_skip_ends_the_turn_with_default_moves(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(service, turn_time="1h", reminders="none", timeout="skip")
    first = started.awaiting[0]
    await tick(clock, scheduler, HOUR)
    [expired] = posts.take()
    log = await _log(service)
    assert [p for p, _ in log] == [first, first]
    assert log[0][1].startswith("build settlement") and log[1][1].startswith("build road")
    assert first not in expired.awaiting and expired.ping == expired.awaiting
    assert expired.post_board and expired.view is not None  # set-up passed to the next player


async def test_bot_opens_the_seat_after_the_strikes_and_a_substitute_takes_it(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(
        service, turn_time="1h", reminders="none", timeout="bot", strikes=2
    )
    host = (await service.core.latest(42)).row.host
    first = started.awaiting[0]
    name = BY_ID[first].name
    await tick(clock, scheduler, HOUR)
    assert posts.take()[0].public[2] == f"{name} has missed 1 of 2 deadlines."
    # Everyone else plays set-up by hand until the first player is awaited again.
    await _others_play_until(service, first)
    await tick(clock, scheduler, HOUR)
    took = posts.take()
    assert "the seat is open for a substitute" in took[0].public[1]
    with pytest.raises(Refusal) as caught:
        await service.play.act(42, first, "roll")
    assert caught.value.code == "seat_open"
    status = await service.tables.status(42)
    assert f"{name}'s seat is open for a substitute; the timer plays it meanwhile." in status.public
    # A substitute asks; the host approves; the substitute plays the seat from then on.
    asked = await service.play.request_substitute(42, EVE)
    assert asked.ping == (host,) and "Eve asks to take over" in asked.public[0]
    with pytest.raises(Refusal):
        await service.play.approve_substitute(42, EVE, EVE)  # only the host
    approved = await service.play.approve_substitute(42, host, EVE)
    assert approved.public == (f"Eve takes over {name}'s seat, with its pieces and cards.",)
    assert (await service.core.latest(42)).names[first] == "Eve"
    await _others_play_until(service, first)
    game = await game_of(service)
    move, version = str(game.default_action(first)), game.version
    done = await service.play.act(42, EVE, move)
    assert done.version == version + 1
    assert (await _log(service))[-1] == (first, move)  # the engine's player id is unchanged


async def test_forfeit_plays_the_seat_at_once_from_then_on(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(
        service, turn_time="1h", reminders="none", timeout="forfeit", strikes=1
    )
    first = started.awaiting[0]
    await tick(clock, scheduler, HOUR)
    [expired] = posts.take()
    assert "forfeits" in expired.public[1]
    with pytest.raises(Refusal) as caught:
        await service.tables.legal(42, first)
    assert caught.value.code == "seat_forfeited"
    with pytest.raises(Refusal) as caught:
        await service.play.request_substitute(42, EVE)
    assert caught.value.code == "no_open_seat"
    # When the forfeited seat is next awaited, the timer plays it without waiting.
    before = len(await _log(service))
    await _others_play_until(service, first)
    await scheduler.settled()
    assert first not in (await game_of(service)).awaiting()
    played = (await _log(service))[before:]
    assert played[-2][0] == first and played[-1][0] == first
    robot = [o for o in posts.take() if o.public and o.public[0].startswith("🤖")]
    assert robot and first not in robot[0].ping
    assert all(d.user != first for o in robot for d in o.deadlines)


async def test_a_game_nobody_plays_is_abandoned(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    started = await started_table(
        service, turn_time="1h", reminders="none", timeout="forfeit", strikes=1
    )
    for _ in range(3):
        await tick(clock, scheduler, HOUR)
    table = await service.core.latest(42)
    assert table.row.status == "abandoned" and started.table == table.id
    last = posts.take()[-1]
    assert last.finished and last.public == (
        "Nobody plays at this table any more: the game is abandoned.",
    )
    record = await service.tables.record(table.id)
    assert record is not None and record.outcome == "abandoned"
    assert await pending(service) == []


async def _others_play_until(service: Service, player: str) -> None:
    """The other players act with default moves until `player` is awaited."""
    for _ in range(50):
        game = await game_of(service)
        if player in game.awaiting():
            return
        other = game.awaiting()[0]
        table = await service.core.latest(42)
        user = next(c.user_id for c in table.control if c.player == other)
        await service.play.act(42, user, game.default_action(other))
    raise AssertionError(f"{player} never became awaited")


async def test_an_expiry_is_one_transaction(
    service: Service,
    clock: ManualClock,
    scheduler: Scheduler,
    posts: Posts,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A timer fire under a millisecond: the table read, the game loaded, the move
    stored and the deadline fired are one write transaction on the database thread; the
    scheduler's own reads of the due deadlines aside, nothing else is opened."""
    await started_table(service, turn_time="1h", reminders="none", timeout="default")
    store = service.store
    opened: list[str] = []
    for name in ("write", "read", "transaction"):
        monkeypatch.setattr(store, name, _counted(opened, name, getattr(store, name)))
    service.core.cache = GameCache(0)  # the game comes from the database
    await tick(clock, scheduler, HOUR)
    assert len(posts.take()) == 1
    assert opened == ["write"]


def _counted(opened: list[str], name: str, method: Any) -> Any:
    def counted(*args: Any) -> Any:
        opened.append(name)
        return method(*args)

    return counted
