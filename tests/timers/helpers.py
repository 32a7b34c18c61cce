"""Shared pieces of the turn-timer tests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from bot.service import Outcome, Service
from bot.store import deadlines
from bot.store.deadlines import DeadlineRow
from bot.timers import ManualClock, Scheduler
from engine import Game
from tests.service.helpers import ANN, BO, BY_ID, CY, DI, EVE, PLAYERS, started_table

__all__ = ["ANN", "BO", "BY_ID", "CY", "DI", "EVE", "PLAYERS", "started_table"]

CHANNEL = 42
HOUR = 3600.0


@dataclass
class Posts:
    """A `deliver` callback that keeps what it is given."""

    seen: list[tuple[int | str, Outcome]] = field(default_factory=list)

    async def __call__(self, channel: int | str, outcome: Outcome) -> None:
        self.seen.append((channel, outcome))

    def take(self) -> list[Outcome]:
        """The outcomes delivered since the last call."""
        taken = [outcome for _, outcome in self.seen]
        self.seen.clear()
        return taken


async def tick(clock: ManualClock, scheduler: Scheduler, seconds: float) -> None:
    """Move the clock and let the scheduler do whatever fell due."""
    clock.advance(seconds)
    await scheduler.settled()


async def game_of(service: Service, channel: int | str = CHANNEL) -> Game:
    """The table's current game."""
    return await service.core.game(await service.core.latest(channel))


async def pending(service: Service, channel: int | str = CHANNEL) -> list[DeadlineRow]:
    """The table's pending deadlines."""
    table = await service.core.latest(channel)
    async with service.store.reading() as db:
        return await deadlines.pending_for_table(db, table.id)


async def play_defaults_until(
    service: Service, done: Callable[[Game], bool], limit: int = 3000, channel: int = CHANNEL
) -> Game:
    """Players act with the engine's default moves (as users would) until `done(game)`."""
    for _ in range(limit):
        game = await game_of(service, channel)
        if done(game):
            return game
        player = game.awaiting()[0]
        action = game.default_action(player)
        assert action is not None
        await service.play.act(channel, BY_ID[player], action)
    raise AssertionError("the position never came")
