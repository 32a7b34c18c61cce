"""Loading a game is the latest snapshot plus a replay of the later actions: the log replayed
from the start equals every snapshot, and a cold load equals the game in play."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from bot.service import ReplayError, Service
from bot.service.loading import load_game, replay
from bot.store import actions
from engine import Game

from .helpers import play_one, play_to_end, started_table

GAMES = int(os.environ.get("HEXHAVEN_REPLAY_GAMES", "3"))


async def check_log_against_snapshots(service: Service, table_id: int) -> int:
    """Replay a table's whole log from snapshot 0; the state must equal each later snapshot."""
    async with service.store.reading() as db:
        shots = await actions.snapshots(db, table_id)
        log = await actions.actions_after(db, table_id, 0)
    assert shots and shots[0].seq == 0
    game = Game.from_dict(shots[0].state)
    done = 0
    for shot in shots[1:]:
        replay(game, [(a.seq, a.player, a.notation) for a in log[done : shot.seq]])
        done = shot.seq
        assert game.version == shot.seq
        assert game.to_dict() == shot.state, f"table {table_id}: replay differs at {shot.seq}"
    replay(game, [(a.seq, a.player, a.notation) for a in log[done:]])
    return len(shots)


@pytest.mark.slow
async def test_log_replay_equals_every_snapshot(tmp_path: Path) -> None:
    service = await Service.open(tmp_path / "replay.db", rng=random.Random(21))
    for channel in range(GAMES):
        start = await started_table(service, channel, vp_to_win=7)
        played = await play_to_end(service, channel, random.Random(100 + channel))
        assert played[-1][2].finished
        assert start.table is not None
        shots = await check_log_against_snapshots(service, start.table)
        assert shots >= 2
        table = await service.core.latest(channel)
        in_play = await service.core.game(table)
        assert (await load_game(service.store, table.id, table.row.version)).to_dict() == (
            in_play.to_dict()
        )
    await service.close()


async def test_a_cold_load_equals_the_game_in_play(tmp_path: Path) -> None:
    path = tmp_path / "cold.db"
    service = await Service.open(path, rng=random.Random(5))
    rng = random.Random(6)
    for channel in range(3):
        await started_table(service, channel)
    for _ in range(200):
        await play_one(service, rng.randrange(3), rng)
    states = {}
    for channel in range(3):
        table = await service.core.latest(channel)
        states[channel] = (await service.core.game(table)).to_dict()
    await service.close()
    again = await Service.open(path)
    for channel in range(3):
        table = await again.core.latest(channel)
        assert (await again.core.game(table)).to_dict() == states[channel]
        await check_log_against_snapshots(again, table.id)
    await again.close()


async def test_a_log_that_no_longer_applies_is_reported(service: Service) -> None:
    start = await started_table(service)
    rng = random.Random(1)
    for _ in range(5):
        await play_one(service, 42, rng)
    assert start.table is not None
    async with service.store.transaction() as db:
        await db.execute(
            "UPDATE actions SET notation = 'build city 1' WHERE table_id = ? AND seq = 3",
            (start.table,),
        )
    table = await service.core.latest(42)
    # The latest version and the one before it are replayed from the snapshot at 0 (the next
    # is due after 8 actions), through the changed action.
    for version in (table.row.version, table.row.version - 1):
        with pytest.raises(ReplayError, match="action 3"):
            await load_game(service.store, table.id, version)
    with pytest.raises(ReplayError, match="log holds"):
        await load_game(service.store, table.id, table.row.version + 1)
