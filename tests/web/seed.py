"""A league archive for the web side's tests and benchmark: a league of one server with its
seasons, rated games, ratings and a Swiss tournament, written straight through the store's
queries (no games are played, so it is quick to make even with a thousand games)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from bot.service import Service, User
from bot.service.rating import Skill
from bot.service.web_side import WEB_INITIALS
from bot.store import leagues as q
from bot.store import preferences, records, tables
from bot.store import tournaments as tq
from bot.store.leagues import PlacementRow, RatingRow
from bot.store.tournaments import SeatRow

GUILD = "4242"
LEAGUE = "Friday Catan"
ADMIN = User("1", "Admin")
#: Names a player might type, meant to break a page that does not escape them.
HOSTILE = (
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "Ünïcødé 名前 🎲" * 3,
    "Anna van Dijk",
    "Bob & Co",
    "O'Hara",
)


@dataclass(frozen=True)
class Archive:
    """What `make_archive` wrote: the league's web key, its players and its tournament."""

    path: str | Path
    key: str
    players: tuple[User, ...]
    tournament: int


async def make_archive(
    path: str | Path,
    *,
    games: int = 24,
    names: Sequence[str] = HOSTILE,
    web: str = "public",
    seed: int = 1,
    initials: Sequence[str] = (),
) -> Archive:
    """A database at `path` (a file or a server's URL) holding one league with web pages
    `web`, two seasons and `games` finished rated games of three players among `names`, a
    tournament of two rounds (the first recorded, the second under way); `initials` name
    players who asked to be shown by their initials."""
    rng = random.Random(seed)
    players = tuple(User(str(100 + i), n) for i, n in enumerate(names))
    service = await Service.open(path)
    try:
        await service.leagues.create(
            GUILD, ADMIN, LEAGUE, {"players": 3, "web": web}, admin=True, manager=True
        )
        await service.leagues.start_season(GUILD, ADMIN, LEAGUE, admin=True)
        for i in range(games):
            if i == games // 2:
                await service.leagues.end_season(GUILD, ADMIN, LEAGUE, admin=True)
            await _game(service, rng, players, 1000.0 + i * 3600)
        async with service.core.store.transaction() as db:
            league = await q.league_by_name(db, GUILD, LEAGUE)
            assert league is not None
            season = await q.current_season(db, league.id)
            assert season is not None
            for p in players:
                if p.name in initials:
                    await preferences.set_preference(db, p.id, WEB_INITIALS, True, 0.0)
            number = await tq.add_tournament(
                db, league.id, season.id, "Spring <Cup>", "55", 3, 3, 0.0, 3600.0, ADMIN.id, 0.0
            )
            for p in players:
                await tq.add_entrant(db, number, p.id, p.name, 0.0)
            first = [SeatRow(1, 1 + i // 3, p.id, i % 3) for i, p in enumerate(players)]
            await tq.move_to_round(db, number, 0, first, 1.0)
            for table_no in sorted({s.table_no for s in first}):
                seated = [s.user_id for s in first if s.table_no == table_no]
                table_id = await _recorded(db, rng, players, seated, 2.0)
                await tq.link_table(db, number, 1, table_no, table_id)
            second = [SeatRow(2, 1 + i // 3, p.id, i % 3) for i, p in enumerate(players[::-1])]
            await tq.move_to_round(db, number, 1, second, 3.0)
            key = league.settings.get("web_key") or ""
    finally:
        await service.close()
    return Archive(path, str(key), players, number)


async def _recorded(
    db: object, rng: random.Random, players: Sequence[User], seated: Sequence[str], now: float
) -> int:
    """A finished game of `seated` with its record: the first of them won."""
    names = {p.id: p.name for p in players}
    table_id = await tables.insert_table(
        db,  # type: ignore[arg-type]
        channel=str(rng.randrange(10**12)),
        guild=GUILD,
        host=seated[0],
        options={},
        now=now,
    )
    scores = {u: {"public": 10 if i == 0 else rng.randint(2, 9)} for i, u in enumerate(seated)}
    final = {u: {**s, "total": s["public"]} for u, s in scores.items()}
    await records.save_record(
        db,  # type: ignore[arg-type]
        table_id=table_id,
        outcome="won",
        winner=seated[0],
        final_scores=final,
        seats=[(u, names[u], i) for i, u in enumerate(seated)],
        actions=100,
        turns=30,
        now=now,
    )
    return table_id


async def _game(service: Service, rng: random.Random, players: Sequence[User], now: float) -> None:
    """One rated league game of three of the players, counted in the current season."""
    seated = [p.id for p in rng.sample(list(players), 3)]
    async with service.core.store.transaction() as db:
        league = await q.league_by_name(db, GUILD, LEAGUE)
        assert league is not None
        season = await q.current_season(db, league.id)
        assert season is not None
        table_id = await _recorded(db, rng, players, seated, now)
        now_ratings = await q.ratings(db, league.id, season.id, seated)
        all_ratings = await q.ratings(db, league.id, q.ALL_TIME, seated)
        placements = []
        season_rows = []
        all_rows = []
        names = {p.id: p.name for p in players}
        for place, user in enumerate(seated, 1):
            won = place == 1
            for rows, found, target in (
                (season_rows, now_ratings, season.id),
                (all_rows, all_ratings, q.ALL_TIME),
            ):
                old = found.get(user)
                skill = Skill(old.mu, old.sigma) if old else Skill()
                mu = skill.mu + (1.5 if won else -0.6) + rng.uniform(-0.3, 0.3)
                sigma = max(1.0, skill.sigma * 0.95)
                rows.append(
                    RatingRow(
                        user,
                        names[user],
                        mu,
                        sigma,
                        Skill().mu,
                        Skill().sigma,
                        (old.games if old else 0) + 1,
                        (old.wins if old else 0) + int(won),
                        (old.vp_share if old else 0.0) + (0.4 if won else 0.3),
                        (old.started if old else 0) + 1,
                        (old.kept if old else 0) + 1,
                        0,
                    )
                )
                del target
            placements.append(
                PlacementRow(
                    table_id,
                    user,
                    league.id,
                    season.id,
                    place - 1,
                    place,
                    True,
                    False,
                    won,
                    0.4 if won else 0.3,
                    0,
                    season_rows[-1].mu,
                    season_rows[-1].sigma,
                    all_rows[-1].mu,
                    all_rows[-1].sigma,
                    30,
                    3600.0,
                    now,
                )
            )
        await q.put_ratings(db, league.id, season.id, season_rows)
        await q.put_ratings(db, league.id, q.ALL_TIME, all_rows)
        await q.add_game(db, table_id, league.id, season.id, True, now, placements)
