"""The one timer task: it sleeps until the earliest deadline, is woken when deadlines change,
never polls, and fires many pending deadlines in deadline order (10,000 here;
`HEXHAVEN_TIMER_DEADLINES=100000` for the hundred thousand of CI's longer tier)."""

from __future__ import annotations

import asyncio
import os
import random
from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.service import Service
from bot.store import Store, deadlines
from bot.store.base import Db
from bot.store.deadlines import DeadlineRow
from bot.timers import ManualClock, Scheduler, TimerLoop, make_scheduler

from .helpers import HOUR, Posts, started_table, tick

T0 = 1_700_000_000.0
#: Pending deadlines fired by the loop, in batches of a two-hundredth of them (500 for the
#: hundred thousand): some seven batches for each day of the thirty.
DEADLINES = int(os.environ.get("HEXHAVEN_TIMER_DEADLINES", "10000"))


async def _synthetic(store: Store, count: int, tables: int, rng: random.Random) -> None:
    """`count` pending deadlines spread over `tables` tables and 30 days."""
    async with store.transaction() as db:
        await db.executemany(
            "INSERT INTO game_tables (channel, host, status, options, created_at) "
            "VALUES (?, 'h', 'playing', '{}', 0)",
            [(f"c{t}",) for t in range(tables)],
        )
        rows = []
        for i in range(count):
            due = T0 + rng.uniform(0, 30 * 86400)
            rows.append((1 + i % tables, f"p{i % 4}", "roll", due, T0, T0, due))
        await db.executemany(
            "INSERT INTO deadlines (table_id, player, kind, due_at, created_at, starts_at, "
            "wake_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows,
        )


async def test_many_pending_deadlines_fire_once_each_in_order(tmp_path: Path) -> None:
    """`DEADLINES` pending deadlines (100,000 in the longer tier) over 500 tables and
    30 days, each fired once, in deadline order, several batches a day (speed is measured by
    bench/timers.py, not asserted here)."""
    store = await Store.open(tmp_path / "many.db", synchronous="NORMAL")
    count = DEADLINES
    await _synthetic(store, count, 500, random.Random(1))
    clock = ManualClock(T0)
    fired: list[tuple[float, int]] = []

    async def handler(rows: Sequence[DeadlineRow], now: float) -> None:
        assert all(r.wake_at <= now for r in rows)
        async with store.transaction() as db:
            for row in rows:
                assert await deadlines.mark_fired(db, row.id)
                fired.append((row.due_at, row.id))

    loop = TimerLoop(
        store,
        handler,
        clock=clock,
        sleeper=clock.wait_until,
        wake=asyncio.Event(),
        batch=count // 200,
    )
    for _ in range(30):  # a day at a time
        clock.advance(86400)
        await loop.run_due()
    assert len(fired) == count and fired == sorted(fired)
    async with store.reading() as db:
        assert await deadlines.next_due(db) is None
    await store.close()


async def test_the_loop_sleeps_until_the_earliest_deadline_and_never_polls(
    service: Service, clock: ManualClock, posts: Posts
) -> None:
    sleeps: list[float | None] = []

    async def sleeper(when: float | None, wake: asyncio.Event) -> None:
        sleeps.append(when)
        await clock.wait_until(when, wake)

    scheduler = make_scheduler(service, posts, sleeper=sleeper)
    scheduler.start()
    await scheduler.settled()
    assert sleeps == [None]  # no deadline at all: sleep until woken
    await started_table(service, turn_time="10h")
    await scheduler.settled()
    assert sleeps[-1] == clock.now + 5 * HOUR  # woken by the commit; sleeps until the reminder
    count = len(sleeps)
    for _ in range(200):
        await asyncio.sleep(0)
    await asyncio.sleep(0.05)
    assert len(sleeps) == count  # idle: not a single wake-up
    await tick(clock, scheduler, 5 * HOUR)
    assert sleeps[-1] == clock.now + 4 * HOUR and len(posts.take()) == 1
    await scheduler.stop()
    assert not scheduler.running


async def test_stop_and_start_again(
    service: Service, clock: ManualClock, scheduler: Scheduler, posts: Posts
) -> None:
    await scheduler.stop()
    await started_table(service, turn_time="1h")
    clock.advance(HOUR / 2)
    assert posts.take() == []
    scheduler.start()
    await scheduler.settled()
    assert len(posts.take()) == 1


@pytest.mark.sqlite
async def test_expiries_due_together_share_a_commit(
    service: Service, clock: ManualClock, posts: Posts
) -> None:
    """Group commit: the expiries of five tables due at once are fired side by side;
    their transactions wait for the store together and are committed together (the first
    alone, the four that queued behind it as one), and each table's move is delivered."""
    for channel in range(1, 6):
        await started_table(service, channel, turn_time="1h", timeout="default")
    statements: list[str] = []

    async def trace(db: Db) -> None:
        db._conn.set_trace_callback(statements.append)  # type: ignore[attr-defined]

    await service.store.write(trace)
    clock.advance(2 * HOUR)
    assert await make_scheduler(service, posts).run_due() == 5
    transactions: list[list[str]] = []
    for statement in statements:
        if statement.startswith("BEGIN"):
            transactions.append([])
        if transactions:
            transactions[-1].append(statement)
    moves = [sum(s.startswith("INSERT INTO actions") for s in t) for t in transactions]
    assert [m for m in moves if m] == [1, 4]
    assert len({outcome.table for outcome in posts.take()}) == 5
