"""Computer players and the turn timers: a computer seat's moves come from its
deadline, due at once, so they survive a restart; the expiry policy `computer` hands an absent
player's seat to a computer player, and /return gives it back as the computer left it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.service import Refusal, Service
from bot.service.computers import is_computer_id
from bot.store import seating
from bot.timers import ManualClock, Scheduler, make_scheduler
from bot.timers.expiry import _expire
from engine import Game

from .helpers import ANN, CHANNEL, HOUR, Posts, game_of, pending, started_table, tick


def hand_of(game: Game, player: str) -> dict[str, int]:
    """The player's resource cards, from their own view."""
    you = game.view(player)["you"]
    assert you is not None
    return dict(you["hand"])


async def hold_for_computers(service: Service) -> Game:
    """Ann plays her default moves until the game awaits a computer seat (nothing runs the
    computers' deadlines meanwhile)."""
    for _ in range(20):
        game = await game_of(service)
        if any(is_computer_id(p) for p in game.awaiting()):
            return game
        action = game.default_action(ANN.id)
        assert action is not None
        await service.play.act(CHANNEL, ANN, action)
    raise AssertionError("no computer seat was awaited")


async def test_a_computer_move_pending_at_a_restart_is_made_after_it(
    tmp_path: Path, clock: ManualClock
) -> None:
    """A computer move the game awaits when the bot stops is made once the bot is
    back, by the timers' catch-up, like an overdue deadline."""
    path = tmp_path / "restart.db"
    first = await Service.open(path, rng=random.Random(7), clock=clock)
    await first.lobby.create_table(CHANNEL, ANN, None, guild=7, bots=2)
    await first.play.start(CHANNEL, ANN)
    game = await hold_for_computers(first)
    version = game.version
    assert any(is_computer_id(d.player) for d in await pending(first))
    await first.close()

    second = await Service.open(path, rng=random.Random(7), clock=clock)
    posts = Posts()
    try:
        assert await make_scheduler(second, posts).run_due() > 0
        game = await game_of(second)
        assert game.version > version
        assert not any(is_computer_id(p) for p in game.awaiting())
        delivered = posts.take()
        assert delivered and all(o.public[0].startswith("🤖") for o in delivered)
    finally:
        await second.close()


async def test_the_scheduler_plays_computer_seats_until_a_person_is_awaited(
    service: Service, scheduler: Scheduler, posts: Posts
) -> None:
    """Whenever the game awaits a computer seat, its move is made and posted at
    once (no clock runs for it), and the next follows while computers are awaited."""
    await service.lobby.create_table(CHANNEL, ANN, None, guild=7, bots=2)
    await service.play.start(CHANNEL, ANN)
    await scheduler.settled()
    game = await game_of(service)
    assert game.awaiting() == [ANN.id]
    for _ in range(6):  # Ann's set-up and a few turns: the computers answer each time
        action = game.default_action(ANN.id)
        assert action is not None
        await service.play.act(CHANNEL, ANN, action)
        await scheduler.settled()
        game = await game_of(service)
        assert game.awaiting() == [ANN.id] or game.winner is not None
    assert any(o.public and o.public[0].startswith("🤖") for o in posts.take())


async def test_an_expired_seat_goes_to_a_computer_and_comes_back_with_its_hand(
    service: Service, scheduler: Scheduler, clock: ManualClock, posts: Posts
) -> None:
    """With the expiry policy `computer`, the player who reaches the strike limit
    hands their seat to a computer player, which plays it at once; /return takes it back:
    the same engine seat, its hand and pieces as the computer left them."""
    await started_table(service, timeout="computer", strikes=1, turn_time="1h")
    await scheduler.settled()
    first = (await game_of(service)).awaiting()[0]
    await tick(clock, scheduler, HOUR + 1)
    table = await service.core.latest(CHANNEL)
    control = table.control_of(first)
    assert control is not None and control.state == seating.COMPUTER
    assert control.level == "easy"
    said = " ".join(line for o in posts.take() for line in o.public)
    assert "/return" in said
    assert any(
        "plays" in line and "/return" in line
        for line in (await service.tables.status(CHANNEL)).public
    )
    game = await game_of(service)
    assert first not in game.awaiting()  # the computer placed for it at once
    # The others play their default moves (as they would by hand) until the computer holds
    # cards for the seat.
    for _ in range(300):
        game = await game_of(service)
        if sum(hand_of(game, first).values()) > 0 and first not in game.awaiting():
            break
        person = next(p for p in game.awaiting() if p != first)
        action = game.default_action(person)
        assert action is not None
        await service.play.act(CHANNEL, person, action)
        await scheduler.settled()
    held = hand_of(game, first)
    assert sum(held.values()) > 0
    pieces = game.view(None)["players"]
    returned = await service.play.return_seat(CHANNEL, first)
    assert returned.public and "takes their seat back" in returned.public[0]
    table = await service.core.latest(CHANNEL)
    assert table.player_of(first) == first
    hand = (await service.tables.hand(CHANNEL, first)).view
    assert hand is not None and hand["you"] is not None
    assert dict(hand["you"]["hand"]) == held
    assert hand_of(await game_of(service), first) == held
    assert (await game_of(service)).view(None)["players"] == pieces


async def test_return_is_refused_to_a_player_whose_seat_no_computer_holds(
    service: Service,
) -> None:
    """/return gives back only a seat a computer holds for that player."""
    await started_table(service, timeout="computer")
    with pytest.raises(Refusal):
        await service.play.return_seat(CHANNEL, ANN)


async def test_a_computer_move_cut_short_while_thinking_is_made_after_a_restart(
    tmp_path: Path, clock: ManualClock
) -> None:
    """Nothing is lost: the timers hand a computer seat's deadline over (the
    expiry's transaction commits) and the process dies while the move is being thought about.
    The deadline stays pending until the move commits, so the bot makes it once it is back."""
    path = tmp_path / "cut.db"
    first = await Service.open(path, rng=random.Random(7), clock=clock)
    await first.lobby.create_table(CHANNEL, ANN, None, guild=7, bots=2)
    await first.play.start(CHANNEL, ANN)
    game = await hold_for_computers(first)
    version = game.version
    row = next(d for d in await pending(first) if is_computer_id(d.player))
    handed = await first.write(_expire(first, row, clock()))  # then the process dies
    assert handed.computer
    assert any(d.id == row.id for d in await pending(first))
    await first.close()

    second = await Service.open(path, rng=random.Random(7), clock=clock)
    try:
        assert await make_scheduler(second, Posts()).run_due() > 0
        game = await game_of(second)
        assert game.version > version
        assert not any(is_computer_id(p) for p in game.awaiting())
    finally:
        await second.close()
