"""Writes one upgrade fixture: a SQLite file as an OLDER version of Hexhaven stored it, and the
state that version computed for each of its tables.

It runs against the old code, from a checkout of an old commit (see README.md beside it):

    git worktree add /tmp/hx-schema-4 <commit>
    cd /tmp/hx-schema-4
    PYTHONPATH=. /work/venv/bin/python <repo>/tests/store/upgrade/make_fixture.py <out-dir>

and writes `schema-N.db` and `schema-N.json` into `<out-dir>`, N being the newest migration of
that checkout. So it only uses what every version of the service had (tables, seats, moves,
turn times), and what later ones added (rule sets, leagues, tournaments, computer seats) only
when the checkout has it; moves are drawn from the legal ones with a seeded random and the
service runs on a fixed clock, so a checkout writes the same games each time.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from bot.service import Refusal, Service, User
from bot.store.schema import MIGRATIONS

GUILD = 7
PEOPLE = tuple(User(f"10000000000000000{n}", name) for n, name in enumerate("ABCDEF", 1))
#: Rule sets tried in turn (a version that does not know one refuses it and it is left out),
#: with their player count.
RULE_SETS = (
    ("base", 3),
    ("cities_knights", 3),
    ("two_player", 2),
    ("cities_knights_two_player", 2),
    ("seafarers", 3),
    ("cities_knights_seafarers", 3),
)
#: Moves made at each game in progress: the set-up and a few turns of the main phase.
MOVES = 30
LEAGUE = "Upgrade League"
QUICK = {"vp": 3, "players": 3, "turn_time": "2h", "timeout": "skip"}
#: Kinds of move a random player favours, with the chance of taking one when it is legal.
BIAS = (
    ("build city", 0.9),
    ("build settlement", 0.9),
    ("buy", 0.5),
    ("build road", 0.3),
    ("bank", 0.3),
)


def pick(moves: list[str], rng: random.Random) -> str:
    """A legal move: building first (so that games move on), else mostly ending the turn."""
    for prefix, chance in BIAS:
        picks = [m for m in moves if m.startswith(prefix)]
        if picks and rng.random() < chance:
            return rng.choice(picks)
    if "end" in moves and rng.random() < 0.7:
        return "end"
    return rng.choice(moves)


async def step(service: Service, channel: int, rng: random.Random) -> bool:
    """One move by one of the awaited players; False when the game awaits nobody, or when
    the version cannot read any of the moves it lists."""
    table = await service.core.latest(channel)
    if table.row.status != "playing":
        return False
    game = await service.core.game(table)
    if not game.awaiting():
        return False
    player = sorted(game.awaiting())[rng.randrange(len(game.awaiting()))]
    if player.startswith("computer-"):
        await service.play.computer_move(table.id)  # type: ignore[attr-defined]
        return True
    moves = sorted(str(a) for a in game.legal_actions(player))
    while moves:
        move = pick(moves, rng)
        try:
            await service.play.act(channel, player, move)
            return True
        except Refusal:
            # Some versions list a move whose notation they cannot read back (C&K's bank
            # trade for a commodity): another one is drawn.
            moves.remove(move)
    return False  # such a version's game is stuck there: it stays as it is


async def seat(
    service: Service, channel: int, players: int, options: dict[str, object], **extra: Any
) -> None:
    await service.lobby.create_table(channel, PEOPLE[0], options, guild=GUILD, **extra)
    for user in PEOPLE[1:players]:
        await service.lobby.join(channel, user)


async def games(service: Service, rng: random.Random) -> list[str]:
    """A game in progress of each rule set the version knows; the ones it made."""
    made = []
    channel = 100
    scenarios: list[str | None] = [None]
    try:
        from bot.service.options import _switch  # type: ignore[attr-defined]

        scenarios += list(_switch("seafarers")[1][1:2])
    except ImportError:
        pass
    for rules, players in RULE_SETS:
        for scenario in scenarios if "seafarers" in rules else [None]:
            options: dict[str, object] = {"rules": rules, "turn_time": "1d"}
            if scenario is not None:
                options["scenario"] = scenario
            channel += 1
            try:
                await seat(service, channel, players, options)
            except Refusal:
                continue
            await service.play.start(channel, PEOPLE[0])
            for _ in range(MOVES):
                if not await step(service, channel, rng):
                    break
            made.append(f"{rules}" + (f"/{scenario}" if scenario else ""))
    # A table still in its lobby.
    await seat(service, 199, 2, {"turn_time": "12h"})
    return made


async def leagues(service: Service, rng: random.Random) -> list[str]:
    """Where the version has leagues: a season with a finished rated game and one in
    progress; where it has tournaments, one signed up to and started."""
    if not hasattr(service, "create_league"):
        return []
    made = ["league"]
    await service.leagues.create(GUILD, PEOPLE[0], LEAGUE, QUICK, admin=True)
    await service.leagues.start_season(GUILD, PEOPLE[0], LEAGUE, admin=True)
    await seat(service, 201, 3, {}, league=LEAGUE)
    await service.play.start(201, PEOPLE[0])
    while await step(service, 201, rng):
        pass
    assert (await service.core.latest(201)).row.status == "finished"
    await seat(service, 202, 3, {}, league=LEAGUE)
    await service.play.start(202, PEOPLE[0])
    for _ in range(MOVES):
        await step(service, 202, rng)
    if hasattr(service, "create_tournament"):
        made.append("tournament")
        await service.tournaments.create(
            GUILD, 300, PEOPLE[0], LEAGUE, "Upgrade Cup", 2, 3, admin=True
        )
        for user in PEOPLE[:3]:
            await service.tournaments.join(GUILD, user, LEAGUE, "Upgrade Cup")
        advance = await service.tournaments.start(
            GUILD, PEOPLE[0], LEAGUE, "Upgrade Cup", admin=True
        )
        for planned in advance.tables:
            await service.tournaments.open_table(GUILD, planned, 300 + planned.number)
            for _ in range(MOVES // 2):
                await step(service, 300 + planned.number, rng)
    return made


async def computers(service: Service, rng: random.Random) -> list[str]:
    """Where the version has computer players: a game with a computer seat."""
    if not hasattr(service, "computer_move"):
        return []
    await seat(service, 401, 2, {"turn_time": "1d", "level": "easy"}, bots=1)
    await service.play.start(401, PEOPLE[0])
    for _ in range(MOVES):
        await step(service, 401, rng)
    return ["computer seat"]


def digest(data: object) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


async def expected(service: Service) -> dict[str, Any]:
    """Each table's state as this version computes it: the game's whole state (`to_dict`),
    its public view (the board's layout as a digest) and each player's own part of it."""
    async with service.store.reading() as db:
        ids = [r[0] for r in await db.execute_fetchall("SELECT id FROM game_tables ORDER BY id")]
    tables = {}
    for table_id in ids:
        table = await service.core.table_by_id(table_id)
        assert table is not None
        entry: dict[str, Any] = {
            "channel": table.row.channel,
            "status": table.row.status,
            "version": table.row.version,
            "winner": table.row.winner,
        }
        if table.row.status != "open":
            game = await service.core.game(table)
            public = dict(game.view(None))
            board = public.pop("board", None)
            entry |= {
                "awaiting": sorted(game.awaiting()),
                "state": game.to_dict(),
                "public": public,
                "board_sha256": digest(board),
                "private": {p: game.view(p).get("you") for p in game.config.players},
            }
        tables[str(table_id)] = entry
    return tables


async def write(folder: Path) -> Path:
    version = MIGRATIONS[-1].version
    path = folder / f"schema-{version}.db"
    for old in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        old.unlink(missing_ok=True)
    clock = [1_700_000_000.0]

    def now() -> float:
        clock[0] += 1.0
        return clock[0]

    service = await Service.open(path, rng=random.Random(7), clock=now)
    try:
        rng = random.Random(11)
        made = await games(service, rng)
        made += await leagues(service, rng)
        made += await computers(service, rng)
        state = await expected(service)
    finally:
        await service.close()
    # One file, no journal beside it, in small pages: the schema's thirty-odd tables and
    # indexes take a page each even when empty.
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = DELETE")
    db.execute("PRAGMA page_size = 2048")
    db.execute("VACUUM")
    db.close()
    commit = subprocess.run(
        ["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()
    record = {"schema": version, "commit": commit, "made": made, "tables": state}
    (folder / f"schema-{version}.json").write_text(json.dumps(record, indent=1, sort_keys=True))
    return path


if __name__ == "__main__":
    written = asyncio.run(write(Path(sys.argv[1]).resolve()))
    print(f"wrote {written} ({written.stat().st_size} bytes)")
