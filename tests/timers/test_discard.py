"""A simultaneous discard: each player owing cards has a clock of their own; one answers, the
other times out and the timer discards for them."""

from __future__ import annotations

from bot.service import Service
from bot.timers import ManualClock, Scheduler
from engine import Game

from .helpers import BY_ID, HOUR, PLAYERS, Posts, game_of, pending, play_defaults_until, tick
from .helpers import started_table as start


def two_must_discard(game: Game) -> bool:
    """A 7 was rolled and at least two players owe cards."""
    view = game.view(None)
    return view["phase"] == "discard" and len(game.awaiting()) >= 2


async def test_one_discards_the_other_times_out(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    await start(service, players=PLAYERS, turn_time="1h", timeout="default")
    game = await play_defaults_until(service, two_must_discard)
    await scheduler.settled()
    posts.take()
    # Whoever owes cards has a clock; a player other than the roller got one for the discard
    # (the roller's clock is the one of their turn).
    roller = game.view(None)["current"]
    slow = next(p for p in game.awaiting() if p != roller)
    quick = next(p for p in game.awaiting() if p != slow)
    rows = {r.player: r for r in await pending(service)}
    assert set(game.awaiting()) <= set(rows)
    assert rows[slow].kind == "discard" and rows[slow].due_at == clock.now + HOUR
    owed = game.view(None)["discards"][slow]
    await tick(clock, scheduler, 600)
    await service.play.act(42, BY_ID[quick], game.default_action(quick))
    await tick(clock, scheduler, 1200)  # half time: only those still owing are reminded
    [reminder] = posts.take()
    assert quick not in reminder.ping and slow in reminder.ping
    assert all(BY_ID[quick].name not in line for line in reminder.public)
    hand = sum((await service.tables.hand(42, slow)).view["you"]["hand"].values())  # type: ignore[index]
    await tick(clock, scheduler, 1800)
    expired = posts.take()
    mine = [o for o in expired if o.public and BY_ID[slow].name in o.public[0]]
    assert mine and mine[0].public[0].startswith("⌛ Time is up") and "discard" in mine[0].public[0]
    after = await game_of(service)
    assert slow not in after.awaiting()
    left = sum((await service.tables.hand(42, slow)).view["you"]["hand"].values())  # type: ignore[index]
    assert hand - left == owed
