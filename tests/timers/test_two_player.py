"""The game for two under turn timers: a neutral piece owed and cards owed back after
a forced trade are the current player's deadlines, worded for what is awaited; when the clock
runs out the timer plays the engine's default (the first legal neutral piece, the cards held
most) and the game goes on; the neutral players are never given a deadline."""

from __future__ import annotations

import random

from bot.service import Service
from bot.timers import ManualClock, Scheduler
from engine import Game

from .helpers import ANN, BO, BY_ID, HOUR, Posts, game_of, pending, tick
from .helpers import started_table as start


async def _play_until(service: Service, done: str, rnd: random.Random) -> Game:
    """Random moves, preferring roads and forced trades, until the game is in phase `done`."""
    for _ in range(3000):
        game = await game_of(service)
        if game.phase == done:
            return game
        player = game.awaiting()[0]
        legal = [str(a) for a in game.legal_actions(player)]
        keen = [a for a in legal if a.startswith(("build road", "tokens trade"))]
        await service.play.act(42, BY_ID[player], rnd.choice(keen or legal))
    raise AssertionError(f"never reached {done}")


async def test_a_neutral_piece_owed_times_out_into_the_first_legal_one(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """The owed neutral piece is the current player's deadline; the timer places it."""
    outcome = await start(service, players=(ANN, BO), turn_time="1h", timeout="default")
    assert outcome.view is not None and outcome.view["rules"] == "two_player"
    game = await _play_until(service, "neutral", random.Random(3))
    await scheduler.settled()
    posts.take()
    current = game.players[game.current]
    rows = {r.player: r for r in await pending(service)}
    assert set(rows) == {current} and rows[current].kind == "neutral"
    expected = game.default_action(current)
    await tick(clock, scheduler, HOUR + 60)
    expired = posts.take()
    assert any("build for a neutral player" in line for o in expired for line in o.public)
    after = await game_of(service)
    assert after.phase != "neutral"
    assert (
        str(expected) in [line for o in expired for line in o.public]
        or after.edge_owner.count(2) + after.edge_owner.count(3) >= 1
    )
    assert not any(r.player.startswith("neutral-") for r in await pending(service))


async def test_cards_owed_back_time_out_into_the_default_exchange(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """After a forced trade the actor's deadline is the exchange; the timer gives the cards
    held most and the opponent gets them."""
    await start(service, players=(ANN, BO), turn_time="1h", timeout="default")
    game = await _play_until(service, "give_back", random.Random(4))
    await scheduler.settled()
    posts.take()
    current = game.players[game.current]
    other = next(p for p in game.players[:2] if p != current)
    rows = {r.player: r for r in await pending(service)}
    assert rows[current].kind == "give_back"
    theirs = sum(game.hands[game.seat_of(other)])
    await tick(clock, scheduler, HOUR + 60)
    expired = posts.take()
    assert any("give cards in exchange" in line for o in expired for line in o.public)
    after = await game_of(service)
    assert after.phase != "give_back"
    assert sum(after.hands[after.seat_of(other)]) == theirs + 2
