"""Stored games from before keep loading: `fixtures/games.db` was written by the
service before events were kept as data (`fixtures/write_games.py`); opening a copy migrates it,
and every game, its `/log` and its next move still work."""

from __future__ import annotations

import json
import random
import shutil
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import Service

FIXTURE = Path(__file__).parent / "fixtures" / "games.db"
NAMES = {
    "100000000000000001": "Ann",
    "100000000000000002": "Bo",
    "100000000000000003": "Cy",
}


def _old_lines(table_id: int) -> dict[int, str]:
    """The `/log` line of every stored action, as the old rows wrote it out in English."""
    with sqlite3.connect(FIXTURE) as db:
        rows = db.execute(
            "SELECT seq, events FROM actions WHERE table_id = ? ORDER BY seq", (table_id,)
        ).fetchall()
    return {seq: " ".join(e["line"] for e in json.loads(events)) for seq, events in rows}


@pytest.fixture
async def old(tmp_path: Path) -> AsyncIterator[Service]:
    """The service on a copy of the fixture (opening it migrates the copy)."""
    copy = tmp_path / "hexhaven.db"
    shutil.copyfile(FIXTURE, copy)
    opened = await Service.open(copy, rng=random.Random(1), clock=lambda: 1_800_000_000.0)
    yield opened
    await opened.close()


async def test_every_stored_game_loads(old: Service) -> None:
    """Each stored table rebuilds from its snapshots and log: finished, mid-game and lobby."""
    finished = await old.core.latest(1)
    assert finished.row.status == "finished"
    game = await old.core.game(finished)
    assert game.winner == finished.row.winner
    playing = await old.core.latest(2)
    assert (await old.core.game(playing)).view(None)["phase"] == "discard"
    lobby = await old.core.latest(3)
    assert lobby.row.status == "open" and len(lobby.seats) == 3


@pytest.mark.parametrize("channel", [1, 2])
async def test_log_is_worded_from_the_old_entries(old: Service, channel: int) -> None:
    """`/log` words every stored action as the old English line said it, with display names."""
    table = await old.core.latest(channel)
    said = (await old.tables.log(channel, 200)).public
    expected = _old_lines(table.id)
    latest = sorted(expected)[-len(said) :]
    assert said == tuple(f"{seq}. {expected[seq]}" for seq in latest)
    assert not any(user in line for line in said for user in NAMES)


async def test_a_stored_game_still_takes_a_move(old: Service) -> None:
    """The mid-game table applies the pending discard and moves on."""
    table = await old.core.latest(2)
    game = await old.core.game(table)
    player = game.awaiting()[0]
    move = str(game.legal_actions(player)[0])
    outcome = await old.play.act(2, player, move)
    assert outcome.version == table.row.version + 1
    assert any("discarded" in line for line in outcome.public)


async def test_the_migration_keeps_event_data_only(old: Service) -> None:
    """The action log keeps each action's events as their data, in order, without English."""
    async with old.store.reading() as db:
        rows = list(await db.execute_fetchall("SELECT table_id, seq, events FROM actions"))
    with sqlite3.connect(FIXTURE) as before:
        was = {
            (t, s): [e["event"] for e in json.loads(events)]
            for t, s, events in before.execute("SELECT table_id, seq, events FROM actions")
        }
    assert len(rows) == len(was)
    for table_id, seq, events in rows:
        assert json.loads(events) == was[(table_id, seq)]
