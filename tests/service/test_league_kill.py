"""A league game's rating update is written in the transaction that records the
game. A process playing league games is killed with SIGKILL at random moments; after every
kill, each recorded league game is counted exactly once (rated or void, with one placement
per seat), none is counted without its record, and the season's ratings equal a recompute
from the records."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.service import Service
from bot.service.league_games import recompute_season
from bot.store import leagues as q

from .child import LEAGUE, LEAGUE_GUILD
from .kill_rounds import CHILD, _wait_ready

ROUNDS = int(os.environ.get("HEXHAVEN_KILL_ROUNDS", "6")) // 2 or 1


def _counted_once(db: Path, acknowledged: set[int]) -> int:
    """Check the records and the counts agree; returns the number of counted games."""
    if not db.exists():
        assert not acknowledged
        return 0
    con = sqlite3.connect(db)
    try:
        names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "league_games" not in names:
            assert not acknowledged
            return 0
        recorded = {
            r[0]
            for r in con.execute(
                "SELECT g.table_id FROM game_records g "
                "JOIN league_tables t ON t.table_id = g.table_id"
            )
        }
        counted = [r[0] for r in con.execute("SELECT table_id FROM league_games")]
        assert len(counted) == len(set(counted))
        assert set(counted) == recorded, (sorted(recorded), sorted(counted))
        assert acknowledged <= recorded
        for (table,) in con.execute("SELECT table_id FROM league_games"):
            seats = con.execute(
                "SELECT count(*) FROM game_results WHERE table_id = ?", (table,)
            ).fetchone()[0]
            lines = con.execute(
                "SELECT count(*) FROM placements WHERE table_id = ?", (table,)
            ).fetchone()[0]
            assert seats == lines == 3, (table, seats, lines)
        started = con.execute("SELECT coalesce(sum(started), 0) FROM ratings").fetchone()[0]
        # Every seat of every counted game counts once in its season and once in all time.
        assert started == 2 * 3 * len(counted)
        return len(counted)
    finally:
        con.close()


def _wait_counted(out: Path, child: subprocess.Popen[bytes], limit: float = 120.0) -> None:
    """Until the child has reported a counted game (or ended, or `limit` seconds passed)."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline and child.poll() is None:
        if "counted " in out.read_text():
            return
        time.sleep(0.05)


@pytest.mark.slow
async def test_a_killed_process_counts_each_league_game_once(tmp_path: Path) -> None:
    db = tmp_path / "league-kill.db"
    seed = random.randrange(1000)
    rng = random.Random(seed)
    acknowledged: set[int] = set()
    counted = 0
    for number in range(ROUNDS):
        out = tmp_path / f"round{number}.out"
        with out.open("w") as sink:
            child = subprocess.Popen(
                [sys.executable, str(CHILD), "league", str(db), str(seed * 1000 + number)],
                stdout=sink,
            )
            if number % 2:
                # Odd rounds count the window from the child's "ready" line, so a loaded
                # machine, where starting takes longer than the window, still kills games
                # in play.
                _wait_ready(out, child)
            if number == ROUNDS - 1 and not acknowledged:
                # The last round kills only once a game has been counted, so the check below
                # always has a counted game to recompute, however slow the machine.
                _wait_counted(out, child)
            time.sleep(rng.uniform(0.3, 2.5))
            os.kill(child.pid, signal.SIGKILL)
            child.wait()
        assert child.returncode == -signal.SIGKILL, f"seed {seed}: {out.read_text()}"
        lines = out.read_text().split("\n")[:-1]
        acknowledged |= {int(x.split()[1]) for x in lines if x.startswith("counted ")}
        counted = _counted_once(db, acknowledged)
    assert counted >= 1, f"seed {seed}: no league game ended between kills"
    service = await Service.open(db)
    try:
        async with service.store.reading() as con:
            league = await q.league_by_name(con, LEAGUE_GUILD, LEAGUE)
            assert league is not None
            season = await q.current_season(con, league.id)
            assert season is not None
            again = await recompute_season(con, season.id)
            stored = await q.ratings(con, league.id, season.id)
        assert {u: (r.mu, r.sigma, r.games) for u, r in stored.items()} == {
            u: (r.mu, r.sigma, r.games) for u, r in again.items()
        }
    finally:
        await service.close()
