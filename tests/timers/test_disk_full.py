"""Disk full while the turn timer plays: the store logs it once, the timer logs no
traceback, and the deadlines are taken again later rather than lost."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.store import Store, deadlines
from bot.store.deadlines import DeadlineRow
from bot.timers import ManualClock, TimerLoop

T0 = 1_700_000_000.0


async def test_a_full_disk_postpones_deadlines_with_one_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Timer moves that cannot be saved (SQLITE_FULL, simulated with
    `PRAGMA max_page_count`) log "disk full" once and no traceback; their deadlines fire
    once there is room again."""
    store = await Store.open(tmp_path / "full.db")
    async with store.transaction() as db:
        await db.execute(
            "INSERT INTO game_tables (channel, host, status, options, created_at) "
            "VALUES ('c', 'h', 'playing', '{}', 0)"
        )
        for player in ("p1", "p2", "p3"):
            await deadlines.add_deadline(db, 1, player, "roll", T0 + 60, T0)
    fired: list[str] = []

    async def handler(rows: Sequence[DeadlineRow], now: float) -> None:
        # What a timer move writes: new rows (the log, snapshots), then the deadline fired.
        async with store.transaction() as db:
            await db.execute(
                "INSERT INTO user_preferences VALUES (?, 'k', ?, 0)", (rows[0].player, "x" * 9000)
            )
            for row in rows:
                assert await deadlines.mark_fired(db, row.id)
                fired.append(row.player)

    clock = ManualClock(T0)
    loop = TimerLoop(
        store, handler, clock=clock, sleeper=clock.wait_until, wake=asyncio.Event(), retry=300
    )
    async with store.transaction() as db:
        # The file's free pages (a migration that copies a table frees the old one's) are
        # taken first, so that the move finds no room inside the file either.
        await db.execute("CREATE TABLE test_room (filler BLOB)")
        (free,) = next(iter(await db.execute_fetchall("PRAGMA freelist_count")))
        (size,) = next(iter(await db.execute_fetchall("PRAGMA page_size")))
        await db.execute("INSERT INTO test_room VALUES (zeroblob(?))", (int(free) * int(size),))
    async with store.reading() as db:
        (pages,) = next(iter(await db.execute_fetchall("PRAGMA page_count")))
        await db.execute(f"PRAGMA max_page_count = {pages}")
    caplog.set_level(logging.DEBUG, logger="hexhaven")
    clock.advance(120)
    await loop.run_due()
    assert fired == []
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert [r.name for r in errors] == ["hexhaven.store"]
    assert "the disk is full" in errors[0].getMessage()
    assert all(r.exc_info is None for r in caplog.records)
    async with store.reading() as db:
        pending = await deadlines.pending_for_table(db, 1)
        await db.execute("PRAGMA max_page_count = 1073741823")
    assert [r.wake_at for r in pending] == [T0 + 120 + 300] * 3
    clock.advance(300)
    await loop.run_due()
    assert sorted(fired) == ["p1", "p2", "p3"]
    await store.close()
