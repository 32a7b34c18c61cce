"""A separate process using the service on a shared database file, for the reliability tests.

python child.py play DB SEED [CHANNEL]
                                  play random moves forever (in CHANNEL, default
                                  `reliability`), printing each acknowledged move
python child.py league DB SEED    play league games forever, printing each game counted
python child.py submit DB GO N V  wait for the file GO, then submit the awaited player's first
                                  legal move N times at once with version V; print how many
                                  applied
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.service import Refusal, Service
from tests.service.helpers import PLAYERS, pick

CHANNEL = "reliability"
LEAGUE_CHANNEL = "league-reliability"
LEAGUE_GUILD = "7"
LEAGUE = "Kill League"
LEAGUE_SETTINGS = {"vp": 3, "players": 3}


async def _ensure_game(service: Service, channel: str = CHANNEL) -> None:
    """A playing table in the channel, whatever state the last process left it in."""
    try:
        table = await service.core.latest(channel)
        status = table.row.status
    except Refusal:
        status = "none"
    if status not in ("open", "playing"):
        await service.lobby.create_table(channel, PLAYERS[0], {"vp": 6})
        status = "open"
    if status == "open":
        for user in PLAYERS[1:]:
            try:
                await service.lobby.join(channel, user)
            except Refusal as refusal:
                assert refusal.code == "already_seated", refusal
        await service.play.start(channel, PLAYERS[0])


async def play(db: str, seed: int, channel: str = CHANNEL) -> None:
    """Random moves until killed; every acknowledged move goes to stdout after its commit."""
    rng = random.Random(seed)
    service = await Service.open(db, rng=random.Random(seed))
    print("ready", flush=True)
    while True:
        await _ensure_game(service, channel)
        table = await service.core.latest(channel)
        game = await service.core.game(table)
        if not game.awaiting():
            continue
        user = rng.choice(game.awaiting())
        move = pick(game, user, rng)
        try:
            done = await service.play.act(channel, user, move, version=table.row.version)
        except Refusal as refusal:
            assert move.startswith("offer"), refusal
            continue
        print(f"ack {done.table} {done.version} {user} {move}", flush=True)


async def _ensure_league_game(service: Service) -> None:
    """A league with an open season, and a playing league table in the league channel."""
    for call in (
        service.leagues.create(LEAGUE_GUILD, PLAYERS[0], LEAGUE, LEAGUE_SETTINGS, admin=True),
        service.leagues.start_season(LEAGUE_GUILD, PLAYERS[0], LEAGUE, admin=True),
    ):
        try:
            await call
        except Refusal as refusal:
            assert refusal.code in ("league_exists", "season_open"), refusal
    try:
        status = (await service.core.latest(LEAGUE_CHANNEL)).row.status
    except Refusal:
        status = "none"
    if status not in ("open", "playing"):
        await service.lobby.create_table(
            LEAGUE_CHANNEL, PLAYERS[0], None, guild=LEAGUE_GUILD, league=LEAGUE
        )
        status = "open"
    if status == "open":
        for user in PLAYERS[1:]:
            try:
                await service.lobby.join(LEAGUE_CHANNEL, user)
            except Refusal as refusal:
                assert refusal.code == "already_seated", refusal
        await service.play.start(LEAGUE_CHANNEL, PLAYERS[0])


async def league(db: str, seed: int) -> None:
    """League games until killed; a game is reported counted after the move that ended it."""
    rng = random.Random(seed)
    service = await Service.open(db, rng=random.Random(seed))
    print("ready", flush=True)
    while True:
        await _ensure_league_game(service)
        table = await service.core.latest(LEAGUE_CHANNEL)
        game = await service.core.game(table)
        if not game.awaiting():
            continue
        user = rng.choice(game.awaiting())
        move = pick(game, user, rng)
        try:
            done = await service.play.act(LEAGUE_CHANNEL, user, move, version=table.row.version)
        except Refusal as refusal:
            assert move.startswith("offer"), refusal
            continue
        if done.finished:
            print(f"counted {done.table}", flush=True)


async def submit(db: str, go: str, count: int, version: int) -> None:
    """Many simultaneous submissions of one decision; prints how many were applied."""
    service = await Service.open(db)
    table = await service.core.latest(CHANNEL)
    game = await service.core.game(table)
    user = game.awaiting()[0]
    move = str(game.legal_actions(user)[0])
    print("ready", flush=True)
    while not os.path.exists(go):
        time.sleep(0.001)

    async def one() -> int:
        try:
            await service.play.act(CHANNEL, user, move, version=version)
        except Refusal as refusal:
            assert refusal.code in ("moved_on", "not_your_turn"), refusal
            return 0
        return 1

    applied = sum(await asyncio.gather(*(one() for _ in range(count))))
    print(applied, flush=True)
    await service.close()


if __name__ == "__main__":
    if sys.argv[1] == "play":
        asyncio.run(play(sys.argv[2], int(sys.argv[3]), *sys.argv[4:5]))
    elif sys.argv[1] == "league":
        asyncio.run(league(sys.argv[2], int(sys.argv[3])))
    else:
        asyncio.run(submit(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])))
