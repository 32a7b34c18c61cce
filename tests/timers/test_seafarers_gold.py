"""Seafarers' gold choice under the turn timers: the player who must take resources
for gold has a clock of the choice's own kind (whoever's turn it is), the status and the
reminder name the choice, and when the clock runs out the timer takes the engine's cautious
default (what the bank holds most of) and the game goes on."""

from __future__ import annotations

import random

from bot.service import Service
from bot.service.turns import current_by_kind
from bot.timers import ManualClock, Scheduler
from engine import Game

from .helpers import BY_ID, HOUR, PLAYERS, Posts, game_of, pending, tick
from .helpers import started_table as start


async def _play_until_gold(service: Service, rnd: random.Random) -> Game:
    """Random moves, keen on roads and ships (which discover the fog's gold), until a player
    must choose resources for gold."""
    for _ in range(3000):
        game = await game_of(service)
        if game.phase == "gold":
            return game
        player = game.awaiting()[0]
        legal = [str(a) for a in game.legal_actions(player)]
        keen = [a for a in legal if a.startswith(("build road", "build ship", "build settle"))]
        await service.play.act(42, BY_ID[player], rnd.choice(keen or legal))
    raise AssertionError("no gold choice came")


async def test_the_gold_choice_has_a_deadline_a_reminder_and_a_default_on_expiry(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """Gold choices are prompted with a deadline of kind `gold`, reminded, and taken
    by the engine's default when the clock runs out."""
    await start(
        service,
        players=PLAYERS[:3],
        turn_time="1h",
        timeout="default",
        rules="seafarers",
        scenario="fog_island",
    )
    game = await _play_until_gold(service, random.Random(5))
    await scheduler.settled()
    posts.take()
    chooser = game.awaiting()[0]
    rows = {r.player: r for r in await pending(service)}
    assert rows[chooser].kind == "gold", rows
    status = " ".join((await service.tables.status(42)).public)
    assert "choose their resources for gold" in status, status
    await tick(clock, scheduler, HOUR / 2)
    said = " ".join(line for o in posts.take() for line in o.public)
    name = BY_ID[chooser].name
    assert f"⏰ Reminder: {name} has 30m left to choose their resources for gold." in said, said
    expected, before = game.default_action(chooser), game.version
    await tick(clock, scheduler, HOUR)
    said = " ".join(line for o in posts.take() for line in o.public)
    assert "⌛ Time is up" in said and "choose their resources for gold" in said, said
    assert f"{name} takes " in said and " for gold." in said, said
    after = await game_of(service)
    assert after.version > before and (after.phase != "gold" or after.awaiting() != [chooser])
    taken = str(expected).split()[1:]
    assert all(w in said for w in taken), (expected, said)


def test_a_gold_deadline_does_not_name_the_current_player() -> None:
    """SF-D8: gold is chosen in turn order by whoever is owed it, so its
    deadline's kind never stands for the current player's own."""
    assert current_by_kind("blue", "gold") is None
    assert current_by_kind("blue", "token") is None
