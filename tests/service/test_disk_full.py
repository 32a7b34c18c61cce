"""Issue 11, disk full during `act`: the player hears the move was not saved and to try later,
the operator's log says so once, and nothing acknowledged is lost."""

from __future__ import annotations

import logging
import random
from pathlib import Path

import pytest

from bot.service import Refusal, Service
from tests.service.helpers import PLAYERS, contents, started_table

NOT_SAVED = (
    "Your move was not saved: the server's disk is full. Nothing changed; please try again later."
)


async def _cap_the_file(service: Service, pages: int | None) -> None:
    """Let the file grow no further (`PRAGMA max_page_count`, which SQLite reports exactly as
    a full disk: SQLITE_FULL), or lift the cap."""
    async with service.store.reading() as db:
        if pages is None:
            await db.execute("PRAGMA max_page_count = 1073741823")
            return
        await db.execute(f"PRAGMA max_page_count = {pages}")


async def _page_count(service: Service) -> int:
    async with service.store.reading() as db:
        return int(next(iter(await db.execute_fetchall("PRAGMA page_count")))[0])


async def test_disk_full_during_act_refuses_once_logged_and_loses_nothing(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 11: with no room left in the file, `act` refuses with `not_saved` and changes
    nothing; two refused moves log one error and no traceback; once there is room again the
    same move is accepted, after every move acknowledged before."""
    # A snapshot after every action: each move needs new pages (the game state is kilobytes).
    service = await Service.open(
        tmp_path / "full.db", rng=random.Random(3), snapshot_every=1, snapshot_gap=1
    )
    try:
        start = await started_table(service)
        first = PLAYERS[0].id if PLAYERS[0].id in start.awaiting else start.awaiting[0]
        first_move = (await service.legal(42, first))[0]
        done = await service.act(42, first, first_move)
        nxt = done.awaiting[0]
        move = (await service.legal(42, nxt))[0]
        async with service.store.reading() as db:
            freelist = next(iter(await db.execute_fetchall("PRAGMA freelist_count")))[0]
        assert freelist == 0
        await _cap_the_file(service, await _page_count(service))
        before = await contents(service)
        caplog.set_level(logging.INFO, logger="hexhaven")
        for _ in range(2):
            with pytest.raises(Refusal) as caught:
                await service.act(42, nxt, move)
            assert (caught.value.code, caught.value.message) == ("not_saved", NOT_SAVED)
        assert await contents(service) == before
        table = await service.table_info(42)
        assert table is not None and table.version == 1
        errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert len(errors) == 1
        assert errors[0].exc_info is None
        assert "the disk is full" in errors[0].getMessage()
        await _cap_the_file(service, None)
        again = await service.act(42, nxt, move)
        assert again.version == 2
    finally:
        await service.close()
    reopened = await Service.open(tmp_path / "full.db")
    try:
        log = await reopened.log(42, 10)
        assert len([line for line in log.public if line]) >= 2
        info = await reopened.table_info(42)
        assert info is not None and info.version == 2
    finally:
        await reopened.close()
