"""Cities & Knights choices under the turn timers: when the barbarians win,
every player who must give up a city has a clock of their own for the pillage choice; one
chooses, the other times out and the timer plays the engine's default choice."""

from __future__ import annotations

import pytest

from bot.service import Service, loading
from bot.service.prompts import CHOICES
from bot.service.turns import current_by_kind
from bot.timers import ManualClock, Scheduler
from engine import Game
from tests.bot.test_ck_cards import install

from .helpers import BY_ID, HOUR, PLAYERS, Posts, game_of, pending, play_defaults_until, tick
from .helpers import started_table as start


def pillage_awaited(game: Game) -> bool:
    """The barbarians won and at least two players must choose a city to lose."""
    return game.view(None)["phase"] == "pillage" and len(game.awaiting()) >= 2


async def test_pillage_choices_have_clocks_and_the_timer_chooses_for_the_slow(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """Pillage choices prompted to the choosers, with timers and the engine's
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
    status = " ".join((await service.tables.status(42)).public)
    assert "choose the city the barbarians pillage" in status, status
    await tick(clock, scheduler, 600)
    await service.play.act(42, BY_ID[quick], game.default_action(quick))
    posts.take()
    await tick(clock, scheduler, HOUR)
    expired = posts.take()
    said = " ".join(line for o in expired for line in o.public)
    assert "⌛ Time is up" in said and f"{BY_ID[slow].name}'s city" in said, said
    after = await game_of(service)
    assert after.view(None)["phase"] != "pillage" or slow not in after.awaiting()


async def test_a_choosers_reminder_is_read_from_the_deadlines_with_no_game_loaded(
    service: Service,
    clock: ManualClock,
    scheduler: Scheduler,
    posts: Posts,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Pillage choices with timers: every chooser's
    reminder names the choice from the stored deadline's kind and awaits every chooser, with
    no game loaded from the database nor taken from the cache."""
    await start(service, players=PLAYERS, turn_time="1h", rules="cities_knights")
    game = await play_defaults_until(service, pillage_awaited)
    await scheduler.settled()
    posts.take()
    choosers = set(game.awaiting())

    def no_game(*args: object) -> None:
        raise AssertionError("a reminder loaded a game")

    monkeypatch.setattr(service.core.cache, "peek", no_game)
    monkeypatch.setattr(service.core.cache, "take", no_game)
    monkeypatch.setattr(loading, "replay", no_game)
    await tick(clock, scheduler, 1800)
    reminders = posts.take()
    assert reminders and all(set(r.awaiting) == choosers for r in reminders)
    said = [line for r in reminders for line in r.public]
    assert sorted(said) == sorted(
        f"⏰ Reminder: {BY_ID[p].name} has 30m left to choose the city the barbarians pillage."
        for p in choosers
    )


@pytest.mark.parametrize("kind", sorted(CHOICES))
def test_a_choice_deadline_does_not_name_the_current_player(kind: str) -> None:
    """A C&K choice awaits its choosers whoever's turn it is, so an expiry reads
    the current player from the game, not from the chooser's deadline."""
    assert current_by_kind("blue", kind) is None


async def test_a_cards_answers_have_clocks_and_the_timer_answers_for_the_slow(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    """A card that makes other players choose (Wedding) gives each of them a clock
    of the card's own kind; the status names who still has to answer; the reminder is worded
    for the card's choice; a clock that runs out plays the engine's default for the absent
    player, and the turn goes on."""
    await start(service, players=PLAYERS, turn_time="1h", timeout="default", rules="cities_knights")
    me, b, c = await install(service, 42)
    await service.play.act(42, BY_ID[me], "play wedding")
    await scheduler.settled()
    posts.take()
    rows = {r.player: r for r in await pending(service)}
    assert rows[b].kind == rows[c].kind == "wedding", rows
    await service.play.act(42, BY_ID[b], (await game_of(service)).default_action(b))
    status = " ".join((await service.tables.status(42)).public)
    assert f"{BY_ID[c].name} has until" in status and "give a wedding gift" in status, status
    assert f"{BY_ID[b].name} has until" not in status, status
    await tick(clock, scheduler, HOUR / 2)
    said = " ".join(line for o in posts.take() for line in o.public)
    assert f"⏰ Reminder: {BY_ID[c].name} has 30m left to give a wedding gift." in said, said
    await tick(clock, scheduler, HOUR)
    said = " ".join(line for o in posts.take() for line in o.public)
    assert "⌛ Time is up" in said and "give a wedding gift" in said, said
    after = await game_of(service)
    assert after.view(None)["phase"] == "main" and after.awaiting() == [me]
