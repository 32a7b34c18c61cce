"""Benchmark of the league standings: a league of 10,000 players and 100,000 rated
4-player games, then the time to answer `/league standings` (the page read and its picture),
a profile and a head-to-head. Prints figures; asserts nothing. Target: p99 ≤ 100 ms.

    python bench/leagues.py                       # 10,000 players, 100,000 games
    python bench/leagues.py --players 1000 --games 5000
    python bench/leagues.py --db /tmp/league.db   # keep the database (built once, reused)

The games are written in bulk (tables, records, results, tagging) with places from random
points, and rated with the service's own update (`league_games.apply`, openskill underneath)
game by game in memory; the ratings, counted games and placements are then written as the
service writes them. A sample of games is also counted through the real transaction path
(`count_game`), and its time per game printed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.pictures import Pictures
from bot.service import Service, User
from bot.service.league_games import Entry, apply, count_game, placements
from bot.service.league_settings import LeagueSettings
from bot.store import leagues as q
from bot.store.leagues import ALL_TIME, RatingRow

GUILD = "1"
LEAGUE = "Bench League"
ADMIN = User("1", "Admin")
SEATS = 4


def user(n: int) -> str:
    return f"{100000 + n}"


async def build(path: Path, players: int, games: int, seed: int) -> None:
    """A league with one season and `games` rated games among `players` players."""
    service = await Service.open(path)
    await service.leagues.create(GUILD, ADMIN, LEAGUE, {"players": SEATS}, admin=True)
    await service.leagues.start_season(GUILD, ADMIN, LEAGUE, admin=True)
    async with service.store.reading() as db:
        league = await q.league_by_name(db, GUILD, LEAGUE)
        assert league is not None
        season = await q.current_season(db, league.id)
        assert season is not None
    await service.close()
    rules = LeagueSettings.from_dict(season.settings)
    rng = random.Random(seed)
    options = json.dumps(rules.table.to_dict())
    season_rows: dict[str, RatingRow] = {}
    all_rows: dict[str, RatingRow] = {}
    con = sqlite3.connect(path)
    started = time.perf_counter()
    batch: dict[str, list[tuple[object, ...]]] = {
        k: [] for k in ("tables", "records", "results", "tags", "counted", "placements")
    }

    def flush() -> None:
        with con:
            con.executemany(
                "INSERT INTO game_tables (id, channel, guild, host, status, options, version, "
                "winner, created_at, started_at, ended_at) "
                "VALUES (?, ?, ?, ?, 'finished', ?, 300, ?, ?, ?, ?)",
                batch["tables"],
            )
            con.executemany(
                "INSERT INTO game_records (table_id, guild, channel, outcome, winner, "
                "final_scores, options, actions, turns, started_at, ended_at) "
                "VALUES (?, ?, ?, 'won', ?, '{}', ?, 300, 40, ?, ?)",
                batch["records"],
            )
            con.executemany(
                "INSERT INTO game_results VALUES (?, ?, ?, ?, ?, ?, ?)", batch["results"]
            )
            con.executemany("INSERT INTO league_tables VALUES (?, ?, ?, ?)", batch["tags"])
            con.executemany(
                "INSERT INTO league_games (table_id, league_id, season_id, rated, ended_at) "
                "VALUES (?, ?, ?, 1, ?)",
                batch["counted"],
            )
            con.executemany(
                f"INSERT INTO placements VALUES ({', '.join('?' * 18)})", batch["placements"]
            )
        for rows in batch.values():
            rows.clear()

    for table in range(1, games + 1):
        at = 1_700_000_000.0 + table * 600
        seated = [user(n) for n in rng.sample(range(players), SEATS)]
        points = [rng.randint(3, 9) for _ in seated]
        winner = rng.randrange(SEATS)
        points[winner] = 10
        entries = [
            Entry(u, f"Player {u}", i, points[i], i == winner, False, rng.random() < 0.05)
            for i, u in enumerate(seated)
        ]
        count = placements(entries, "won", 40, rules)
        season_rows.update(apply(season_rows, entries, count))
        all_rows.update(apply(all_rows, entries, count))
        batch["tables"].append(
            (
                table,
                f"c{table}",
                GUILD,
                seated[0],
                options,
                seated[winner],
                at - 86400,
                at - 86400,
                at,
            )
        )
        batch["records"].append(
            (table, GUILD, f"c{table}", seated[winner], options, at - 86400, at)
        )
        batch["tags"].append((table, league.id, season.id, SEATS))
        batch["counted"].append((table, league.id, season.id, at))
        total = sum(points)
        for e in entries:
            batch["results"].append(
                (table, e.user_id, e.display_name, e.seat, e.total_vp, e.total_vp, int(e.won))
            )
            s, a = season_rows[e.user_id], all_rows[e.user_id]
            batch["placements"].append(
                (
                    table,
                    e.user_id,
                    league.id,
                    season.id,
                    e.seat,
                    count.places[e.user_id],
                    1,
                    0,
                    int(e.won),
                    e.total_vp / total,
                    e.strikes,
                    s.mu,
                    s.sigma,
                    a.mu,
                    a.sigma,
                    12,
                    12 * 3600.0,
                    at,
                )
            )
        if table % 5000 == 0:
            flush()
    flush()
    with con:
        for season_id, rows in ((season.id, season_rows), (ALL_TIME, all_rows)):
            con.executemany(
                "INSERT OR REPLACE INTO ratings (league_id, season_id, ordinal, user_id, "
                "display_name, mu, sigma, start_mu, start_sigma, games, wins, vp_share, "
                "started, kept, timeouts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        league.id,
                        season_id,
                        r.mu - 3 * r.sigma,
                        r.user_id,
                        r.display_name,
                        r.mu,
                        r.sigma,
                        r.start_mu,
                        r.start_sigma,
                        r.games,
                        r.wins,
                        r.vp_share,
                        r.started,
                        r.kept,
                        r.timeouts,
                    )
                    for r in rows.values()
                ],
            )
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    print(
        f"built {games:,} games of {len(season_rows):,} players in "
        f"{time.perf_counter() - started:.1f} s ({path.stat().st_size / 1e6:.0f} MB)"
    )


def quantiles(samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    p = statistics.quantiles(ms, n=100)
    return f"p50 {p[49]:.1f} ms, p95 {p[94]:.1f} ms, p99 {p[98]:.1f} ms, max {ms[-1]:.1f} ms"


async def measure(path: Path, rounds: int, seed: int) -> None:
    """Standings pages (read and picture), profiles, head-to-head, and counting a game."""
    service = await Service.open(path)
    pictures = Pictures()
    rng = random.Random(seed)
    try:
        first = await service.leagues.standings(GUILD, LEAGUE)
        pages, players = first.pages, first.players
        print(f"standings: {players:,} players, {pages:,} pages of {len(first.rows)}")
        await pictures.standings(first)  # fonts loaded once, as the bot's warm-up does
        reads, whole, sizes = [], [], []
        for _ in range(rounds):
            page = 1 if rng.random() < 0.5 else rng.randint(1, pages)
            t0 = time.perf_counter()
            found = await service.leagues.standings(GUILD, LEAGUE, page)
            t1 = time.perf_counter()
            png = await pictures.standings(found)
            t2 = time.perf_counter()
            reads.append(t1 - t0)
            whole.append(t2 - t0)
            sizes.append(len(png))
        print(f"standings page read ({rounds} pages, half of them the first): {quantiles(reads)}")
        print(f"standings answer, read + picture:                {quantiles(whole)}")
        print(f"standings picture size: {statistics.median(sizes) / 1024:.0f} KB median")
        profiles, versus = [], []
        for _ in range(max(20, rounds // 5)):
            who = User(user(rng.randrange(players)), "p")
            t0 = time.perf_counter()
            profile = await service.leagues.profile(GUILD, LEAGUE, who)
            await pictures.profile(profile)
            profiles.append(time.perf_counter() - t0)
            other = User(user(rng.randrange(players)), "q")
            t0 = time.perf_counter()
            if other.id != who.id:
                await service.leagues.versus(GUILD, LEAGUE, who, other)
            versus.append(time.perf_counter() - t0)
        print(f"profile, read + picture ({len(profiles)} players): {quantiles(profiles)}")
        print(f"head-to-head ({len(versus)} pairs):                  {quantiles(versus)}")
        await count_sample(service, rng)
    finally:
        await service.close()


async def count_sample(service: Service, rng: random.Random, count: int = 200) -> None:
    """Count `count` more games through the real path (one transaction each, as a record's)."""
    async with service.store.reading() as db:
        league = await q.league_by_name(db, GUILD, LEAGUE)
        assert league is not None
        season = await q.current_season(db, league.id)
        assert season is not None
        rows = list(await db.execute_fetchall("SELECT max(id) FROM game_tables"))
        last = int(rows[0][0])
        players = await q.standing_count(db, league.id, season.id)
    times = []
    for table in range(last + 1, last + count + 1):
        seated = [user(n) for n in rng.sample(range(players), SEATS)]
        at = service.now()
        async with service.store.transaction() as db:
            await db.execute(
                "INSERT INTO game_tables (id, channel, guild, host, status, options, version, "
                "created_at, started_at, ended_at) "
                "VALUES (?, ?, ?, ?, 'finished', '{}', 0, ?, ?, ?)",
                (table, f"c{table}", GUILD, seated[0], at, at, at),
            )
            await db.execute(
                "INSERT INTO game_records (table_id, guild, channel, outcome, winner, "
                "final_scores, options, actions, turns, started_at, ended_at) "
                "VALUES (?, ?, ?, 'won', ?, '{}', '{}', 0, 40, ?, ?)",
                (table, GUILD, f"c{table}", seated[0], at, at),
            )
            await db.executemany(
                "INSERT INTO game_results VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        table,
                        u,
                        u,
                        i,
                        10 if i == 0 else rng.randint(3, 9),
                        10 if i == 0 else 5,
                        int(i == 0),
                    )
                    for i, u in enumerate(seated)
                ],
            )
            await q.tag_table(db, table, league.id, season.id, SEATS)
            t0 = time.perf_counter()
            await count_game(db, table, at)
            times.append(time.perf_counter() - t0)
    print(f"counting a game (placements + both ratings), in its transaction: {quantiles(times)}")


async def season_end(path: Path) -> None:
    """Close the season on a copy of the database: final standings, the next season opened
    and every rating carried over, in one transaction."""
    copy = path.with_name(path.name + ".season-end")
    shutil.copyfile(path, copy)
    service = await Service.open(copy)
    try:
        t0 = time.perf_counter()
        ended = await service.leagues.end_season(GUILD, ADMIN, LEAGUE, admin=True)
        took = time.perf_counter() - t0
        print(
            f"season end ({ended.standings.players:,} ratings carried into season "
            f"{ended.next_season}): {took * 1000:.0f} ms"
        )
    finally:
        await service.close()
        for suffix in ("", "-wal", "-shm"):
            Path(str(copy) + suffix).unlink(missing_ok=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=10_000)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--db", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = args.db or Path(tmp) / "leagues.db"
        if not path.exists():
            asyncio.run(build(path, args.players, args.games, args.seed))
        asyncio.run(measure(path, args.rounds, args.seed))
        asyncio.run(season_end(path))


if __name__ == "__main__":
    main()
