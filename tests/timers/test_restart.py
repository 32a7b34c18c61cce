"""Restarts: deadlines live in the database, so a new process picks up where the last stopped.
Overdue reminders collapse to one, overdue expiries apply once in deadline order, and an expiry
is recorded in the same transaction as its moves, so a crash never makes one happen twice."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.service import Service
from bot.store import actions, deadlines, seating
from bot.timers import ManualClock, Scheduler, make_scheduler

from .helpers import HOUR, PLAYERS, Posts, pending, started_table

CHILD = Path(__file__).with_name("child.py")


@asynccontextmanager
async def running(path: Path, clock: ManualClock, posts: Posts) -> AsyncIterator[Scheduler]:
    """A service and its scheduler on the file, as one process run."""
    service = await Service.open(path, rng=random.Random(3), clock=clock)
    scheduler = make_scheduler(service, posts)
    scheduler.start()
    try:
        await scheduler.settled()
        yield scheduler
    finally:
        await scheduler.stop()
        await service.close()


async def _logs(service: Service, tables: int) -> list[int]:
    async with service.store.reading() as db:
        return [len(await actions.actions_after(db, t, 0)) for t in range(1, tables + 1)]


async def test_overdue_reminders_collapse_to_one(tmp_path: Path) -> None:
    clock, posts, path = ManualClock(), Posts(), tmp_path / "h.db"
    async with running(path, clock, posts) as scheduler:
        await started_table(scheduler.service, turn_time="4h", reminders="25%,50%,75%")
    clock.advance(3.5 * HOUR)  # the process was down through three reminder points
    async with running(path, clock, posts) as scheduler:
        [reminder] = posts.take()
        assert "30m left" in reminder.public[0]
        [row] = await pending(scheduler.service)
        assert (row.stage, row.wake_at) == (3, row.due_at)


async def test_overdue_expiries_apply_once_in_deadline_order(tmp_path: Path) -> None:
    clock, posts, path = ManualClock(), Posts(), tmp_path / "h.db"
    async with running(path, clock, posts) as scheduler:
        for channel, hours in ((1, 3), (2, 1), (3, 2)):
            await started_table(
                scheduler.service, channel, turn_time=f"{hours}h", timeout="default"
            )
    clock.advance(10 * HOUR)
    async with running(path, clock, posts) as scheduler:
        fired = posts.take()
        assert [o.table for o in fired] == [2, 3, 1]  # by deadline, not by table
        assert all(o.public[0].startswith("⌛ Time is up") for o in fired)  # no stale reminders
        assert await _logs(scheduler.service, 3) == [1, 1, 1]
    async with running(path, clock, posts) as scheduler:
        assert posts.take() == []
        assert await _logs(scheduler.service, 3) == [1, 1, 1]


async def test_a_failure_inside_the_expiry_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock, posts, path = ManualClock(), Posts(), tmp_path / "h.db"
    async with running(path, clock, posts) as scheduler:
        await started_table(scheduler.service, turn_time="1h", timeout="skip", reminders="none")

    async def crash(*args: object) -> None:
        raise OSError("disk gone")

    clock.advance(HOUR)
    with monkeypatch.context() as patched:
        patched.setattr(seating, "set_state", crash)  # fails after the moves, before the commit
        async with running(path, clock, posts) as scheduler:
            assert posts.take() == []
            assert await _logs(scheduler.service, 1) == [0]
            [row] = await pending(scheduler.service)
            assert row.wake_at == clock.now + 300  # looked at again later, not in a loop
    clock.advance(300)
    async with running(path, clock, posts) as scheduler:
        [expired] = posts.take()
        assert expired.version == 2 and await _logs(scheduler.service, 1) == [2]
        table = await scheduler.service.core.latest(42)
        assert [c.strikes for c in table.control if c.strikes] == [1]


async def test_a_lost_delivery_is_not_fired_again(tmp_path: Path) -> None:
    clock, path = ManualClock(), tmp_path / "h.db"

    async def broken(channel: int | str, outcome: object) -> None:
        raise ConnectionError("discord is down")

    async with running(path, clock, Posts()) as scheduler:
        await started_table(scheduler.service, turn_time="1h", timeout="default")
    clock.advance(2 * HOUR)
    service = await Service.open(path, clock=clock)
    scheduler = make_scheduler(service, broken)
    assert await scheduler.run_due() == 1
    assert await scheduler.run_due() == 0
    assert await _logs(service, 1) == [1]
    await service.close()


@pytest.mark.slow
async def test_killed_while_firing_nothing_happens_twice(tmp_path: Path) -> None:
    """A process firing many overdue expiries is killed in the middle, again and again; each
    expiry is either entirely there or not at all, and the next process completes the rest."""
    clock, posts, path = ManualClock(), Posts(), tmp_path / "h.db"
    tables = 120
    async with running(path, clock, posts) as scheduler:
        for channel in range(1, tables + 1):
            await started_table(
                scheduler.service, channel, PLAYERS, turn_time="5m", timeout="default"
            )
    later = clock.now + 10 * HOUR
    rng = random.Random(11)
    done, kills = 0, 0
    while tables - done > 40:
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(path), str(later)], stdout=subprocess.PIPE, text=True
        )
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        for _ in range(rng.randint(5, 30)):  # kill it in the middle of the run
            assert child.stdout.readline().startswith("fired")
        time.sleep(rng.uniform(0, 0.005))
        child.send_signal(signal.SIGKILL)
        child.wait()
        kills += 1
        done = await _check_each_expiry_once(path, later, tables)
    assert kills >= 3
    clock.set(later)
    async with running(path, clock, posts) as scheduler:
        assert await _logs(scheduler.service, tables) == [1] * tables


async def _check_each_expiry_once(path: Path, now: float, tables: int) -> int:
    """Every table has as many moves as fired deadlines (default policy: one move each), and
    exactly one pending deadline; returns how many tables had their expiry."""
    service = await Service.open(path, clock=ManualClock(now))
    async with service.store.reading() as db:
        rows = await db.execute_fetchall(
            "SELECT table_id, count(*) FROM deadlines WHERE fired = 1 GROUP BY table_id"
        )
        fired: dict[int, int] = {int(r[0]): int(r[1]) for r in rows}
        pending_rows = await deadlines.count_pending(db)
    logs = await _logs(service, tables)
    await service.close()
    assert logs == [fired.get(t, 0) for t in range(1, tables + 1)]
    assert set(logs) <= {0, 1} and pending_rows == tables
    return sum(logs)
