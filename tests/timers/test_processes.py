"""Several bot processes share one PostgreSQL database; each deadline fires exactly
once across them, and the deadlines a process had claimed when it died are fired by another."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from bot.store import Store, deadlines

from .claim_child import NOW


@pytest.fixture
def url(postgres_url: str) -> str:
    return postgres_url


CHILD = Path(__file__).with_name("claim_child.py")
COUNT = 10_000


async def _deadlines(url: str, count: int, tables: int) -> None:
    """`count` deadlines over `tables` tables, all due before `NOW`."""
    store = await Store.open(url)
    rng = random.Random(19)
    async with store.transaction() as db:
        await db.executemany(
            "INSERT INTO game_tables (channel, host, status, options, created_at) "
            "VALUES (?, 'h', 'playing', '{}', 0)",
            [(f"c{t}",) for t in range(tables)],
        )
        rows = []
        for i in range(count):
            due = NOW - rng.uniform(1, 86400)
            rows.append((1 + i % tables, f"p{i % 4}", "roll", due, 0.0, 0.0, due))
        await db.executemany(
            "INSERT INTO deadlines (table_id, player, kind, due_at, created_at, starts_at, "
            "wake_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
    await store.close()


def _start(url: str, mode: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(CHILD), url, mode], stdout=subprocess.PIPE, text=True
    )


def _fired(output: str) -> list[int]:
    return [int(line.split()[1]) for line in output.splitlines() if line.startswith("fired ")]


async def _pending(url: str) -> int:
    store = await Store.open(url)
    async with store.reading() as db:
        left = await deadlines.count_pending(db)
    await store.close()
    return left


@pytest.mark.slow
async def test_two_processes_fire_ten_thousand_deadlines_once_each(url: str) -> None:
    """2 processes × 10,000 deadlines on one database; each fires exactly once."""
    await _deadlines(url, COUNT, 500)
    children = [_start(url, "fire") for _ in range(2)]
    try:
        outputs = [await asyncio.to_thread(c.communicate, timeout=300) for c in children]
    finally:
        for child in children:  # a process that hangs is not left running after the test
            child.kill()
    assert all(c.returncode == 0 for c in children), outputs
    fired = [_fired(out) for out, _ in outputs]
    counts = Counter(i for each in fired for i in each)
    assert len(counts) == COUNT
    assert set(counts.values()) == {1}
    assert await _pending(url) == 0


@pytest.mark.slow
async def test_the_deadlines_a_dead_process_claimed_are_fired_by_another(
    url: str,
) -> None:
    """A process that dies holding claimed deadlines releases them (its claims go
    with its connection); another process fires them, once each."""
    await _deadlines(url, 300, 30)
    stalled = _start(url, "stall")
    assert stalled.stdout is not None
    while (line := await asyncio.to_thread(stalled.stdout.readline)) != "stalled\n":
        assert line, "the stalling process ended"
    survivor = _start(url, "fire")
    await asyncio.sleep(1.0)  # the survivor fires what the stalled one did not claim
    stalled.kill()
    stalled.wait()
    out, _ = await asyncio.to_thread(survivor.communicate, timeout=300)
    assert survivor.returncode == 0, out
    counts = Counter(_fired(out))
    assert len(counts) == 300 and set(counts.values()) == {1}
    assert await _pending(url) == 0


async def test_claims_whose_connection_the_server_ended_are_dropped_quietly(url: str) -> None:
    """The connection holding a process's claims can end under it (the server restarted, an
    operator ended the session): its locks went with it, so releasing them raises nothing,
    and the next claim takes a new connection and claims again."""
    await _deadlines(url, 10, 2)
    store = await Store.open(url)
    try:
        assert await store.claim([1, 2, 3]) == {1, 2, 3}
        async with store.reading() as db:
            await db.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_locks "
                "WHERE locktype = 'advisory' AND pid <> pg_backend_pid()"
            )
        await asyncio.sleep(0.2)  # the ended session's close reaches the client
        await store.release([1, 2, 3])
        assert await store.claim([1, 2, 3]) == {1, 2, 3}
        await store.release([1, 2, 3])
    finally:
        await store.close()
