"""Bringing a table through the simulated Discord to a position quickly, for the catch-up
tests: the easy computer player's moves for every seat, made on the engine and stored in one
commit (as computer players' moves are), until a condition holds."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import simcord

import computer
from bot.discord_app.client import HexhavenBot
from bot.service.commit import Step

__all__ = ["Step"]
from engine import Game
from tests.bot.world import StepTimers, World, button, open_service, open_table

EPHEMERAL = 64


async def four_player_table(w: World, **options: Any) -> simcord.ChannelHandle:
    """A started table of alice (host), bob, carol and dave."""
    thread = await open_table(w, start=False, **options)
    lobby = thread.last_message
    await w.stranger.click(lobby, custom_id=button(lobby, "join"))
    started = await w.players[0].slash(thread, "game start")
    assert started.response.content == "The game is on!", started.response.content
    return thread


Until = Callable[[Game, list[Step]], bool]


def since_own(steps: list[Step], player: str) -> list[Step]:
    """The steps after `player`'s last one (all of them if they made none)."""
    mine = [i for i, s in enumerate(steps) if s.player == player]
    return steps[mine[-1] + 1 :] if mine else steps


def kinds(steps: list[Step]) -> set[str]:
    """The kinds of the steps' events."""
    return {e.kind for s in steps for e in s.events}


def to_roll(player: str, turns: int = 0) -> Callable[[Game], bool]:
    """Whether it is `player`'s move to roll, at least `turns` turns into the game."""

    def holds(game: Game) -> bool:
        return game.phase == "roll" and game.players[game.current] == player and game.turn >= turns

    return holds


async def advance(
    w: World,
    thread: simcord.ChannelHandle,
    until: Until,
    seed: int = 3,
    prefer: Callable[[str, list[Any]], Any] | None = None,
) -> tuple[Game, list[Step]]:
    """Computer moves for whoever the game awaits until `until(game, steps)` holds (or a
    move `prefer` picks, when it picks one), stored in one commit and announced in the
    thread; the game as it then stands (a copy) and the steps made."""
    table = await w.service.core.latest(thread.id)
    game = await w.service.game_to_change(table)
    before, current = list(game.awaiting()), game.view(None).get("current")
    steps: list[Step] = []
    while not until(game, steps):
        assert game.winner is None, "the game ended before the position"
        player = game.awaiting()[0]
        picked = prefer(player, game.legal_actions(player)) if prefer is not None else None
        action = picked or computer.choose(game, player, "easy", seed=seed + len(steps), budget=0.0)
        steps.append(Step(player, str(action), tuple(game.apply(player, action))))
        assert len(steps) < 4000, "the position was never reached"
    if steps:
        await w.service.commit_moves(table, game, steps, before, current)
        w.service.keep_game(table.id, table.row.version + len(steps), game)
        await w.bot.announcer.sweep()
        await w.env.settle()
    return game.copy(), steps


def dms(w: World, user: int | str) -> list[Any]:
    """The direct messages the bot sent a user, oldest first."""
    channel = w.env.backend.dm_channels.get(int(user))
    if channel is None:
        return []
    return list(w.env.backend.messages.get(channel, {}).values())


def public_texts(w: World) -> list[str]:
    """Everything the bot posted outside direct messages and ephemeral replies."""
    dm = set(w.env.backend.dm_channels.values())
    return [
        m.content
        for channel, stored in w.env.backend.messages.items()
        if channel not in dm
        for m in stored.values()
        if not m.flags & EPHEMERAL
    ]


async def restart_with_timers(w: World, path: Path) -> None:
    """A new bot over a new service on the same database and the same clock, with its own
    timer scheduler (nothing carried over in memory)."""
    assert w.clock is not None
    service = await open_service(path, clock=w.clock)
    made: list[StepTimers] = []

    def factory(s: Any, deliver: Any) -> StepTimers:
        made.append(StepTimers(s, deliver))
        return made[-1]

    bot = HexhavenBot(service, pictures=w.pictures, scheduler=factory)
    await w.env.restart_bot(bot)
    w.bot, w.service = bot, service
    w.services.append(service)
    w.timers.append(made[-1])
