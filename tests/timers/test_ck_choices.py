"""Cities & Knights choices under the turn timers (issue 12 §3): when the barbarians win,
every player who must give up a city has a clock of their own for the pillage choice; one
chooses, the other times out and the timer plays the engine's default choice."""

from __future__ import annotations

from bot.service import Service
from bot.timers import ManualClock, Scheduler
from engine import Game

from .helpers import BY_ID, HOUR, PLAYERS, Posts, game_of, pending, play_defaults_until, tick
from .helpers import started_table as start


def pillage_awaited(game: Game) -> bool:
    """The barbarians won and at least two players must choose a city to lose."""
    return game.view(None)["phase"] == "pillage" and len(game.awaiting()) >= 2


async def test_pillage_choices_have_clocks_and_the_timer_chooses_for_the_slow(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """Issue 12 §3: pillage choices prompted to the choosers, with timers and the engine's
    default action when they run out."""
    await start(service, players=PLAYERS, turn_time="1h", timeout="default", rules="cities_knights")
    game = await play_defaults_until(service, pillage_awaited)
    await scheduler.settled()
    posts.take()
    choosers = list(game.awaiting())
    rows = {r.player: r for r in await pending(service)}
    assert set(choosers) <= set(rows)
    roller = game.view(None)["current"]
    slow = next(p for p in choosers if p != roller)
    quick = next(p for p in choosers if p != slow)
    assert rows[slow].kind == "pillage" and rows[slow].due_at == clock.now + HOUR
    status = " ".join((await service.status(42)).public)
    assert "choose the city the barbarians pillage" in status, status
    await tick(clock, scheduler, 600)
    await service.act(42, BY_ID[quick], game.default_action(quick))
    posts.take()
    await tick(clock, scheduler, HOUR)
    expired = posts.take()
    said = " ".join(line for o in expired for line in o.public)
    assert "⌛ Time is up" in said and f"{BY_ID[slow].name}'s city" in said, said
    after = await game_of(service)
    assert after.view(None)["phase"] != "pillage" or slow not in after.awaiting()
