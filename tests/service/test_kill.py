"""A process applying actions is killed with SIGKILL at random moments; after each restart every
acknowledged action is there exactly once, and the game goes on."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from bot.service import Service

from .kill_rounds import run
from .test_replay import check_log_against_snapshots

ROUNDS = int(os.environ.get("HEXHAVEN_KILL_ROUNDS", "6"))


@pytest.mark.slow
async def test_killed_processes_lose_and_double_nothing(tmp_path: Path) -> None:
    db = tmp_path / "kill.db"
    seed = random.randrange(1000)
    try:
        report = run(db, ROUNDS, seed=seed)
    except AssertionError as failure:
        raise AssertionError(f"kill run with seed {seed}: {failure}") from failure
    assert report.rounds == ROUNDS
    assert len(report.acknowledged) > ROUNDS  # the games did go on between kills
    await _check_games(db)


@pytest.mark.slow
async def test_two_killed_processes_on_postgresql_lose_and_double_nothing(
    postgres_url: str, tmp_path: Path
) -> None:
    """Two processes playing on one PostgreSQL database are killed together at
    random moments; every acknowledged move is stored once, none is doubled."""
    seed = random.randrange(1000)
    try:
        report = run(postgres_url, ROUNDS, seed=seed, processes=2, folder=tmp_path)
    except AssertionError as failure:
        raise AssertionError(f"kill run with seed {seed}: {failure}") from failure
    assert report.rounds == ROUNDS
    assert len(report.acknowledged) > ROUNDS
    await _check_games(postgres_url)


async def _check_games(db: Path | str) -> None:
    """Every started game loads at its table's version and replays to its snapshots. The
    stored ids are walked, not 1..max: a PostgreSQL sequence keeps the number a killed
    transaction took, so ids may have gaps there."""
    service = await Service.open(db)
    async with service.store.reading() as conn:
        ids = [row[0] for row in await conn.execute_fetchall("SELECT id FROM game_tables")]
    assert ids
    for table_id in sorted(int(i) for i in ids):
        again = await service.core.table_by_id(table_id)
        assert again is not None
        if again.row.started_at is not None:
            game = await service.core.game(again)
            assert game.version == again.row.version
            await check_log_against_snapshots(service, table_id)
    await service.close()
