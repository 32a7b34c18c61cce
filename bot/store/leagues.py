"""Leagues, their seasons, the tables tagged to them, ratings, and the games they rated.

Season 0 of `ratings` is a league's all-time rating; every other season id is a row of
`seasons`. Counters (games, wins, VP share, started, kept, time-outs) sit beside the rating so
that a page of standings is one indexed read."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from bot.store.base import Db

ALL_TIME = 0


@dataclass(frozen=True)
class LeagueRow:
    """A league of one server."""

    id: int
    guild: str
    name: str
    settings: dict[str, Any]
    created_by: str
    created_at: float


@dataclass(frozen=True)
class SeasonRow:
    """A season of a league; open while `closed_at` is None. `settings` is the league's
    settings as they were when the season opened (its rating rules)."""

    id: int
    league_id: int
    number: int
    settings: dict[str, Any]
    starts_at: float
    ends_at: float | None
    closed_at: float | None


@dataclass(frozen=True)
class RatingRow:
    """A player's rating and counts in one season (or all time, season 0)."""

    user_id: str
    display_name: str
    mu: float
    sigma: float
    start_mu: float
    start_sigma: float
    games: int = 0
    wins: int = 0
    vp_share: float = 0.0
    started: int = 0
    kept: int = 0
    timeouts: int = 0


@dataclass(frozen=True)
class PlacementRow:
    """One player's line in a league game: place, whether it was rated, and the ratings after."""

    table_id: int
    user_id: str
    league_id: int
    season_id: int
    seat: int
    place: int
    rated: bool
    forfeited: bool
    won: bool
    vp_share: float
    strikes: int
    mu: float
    sigma: float
    all_mu: float
    all_sigma: float
    turns: int
    think: float
    ended_at: float


_LEAGUE = "id, guild, name, settings, created_by, created_at"
_SEASON = "id, league_id, number, settings, starts_at, ends_at, closed_at"
_RATING = (
    "user_id, display_name, mu, sigma, start_mu, start_sigma, games, wins, vp_share, started, "
    "kept, timeouts"
)
# Every column but the key, replaced when a player's rating is written again.
_REPLACE_RATING = ", ".join(
    f"{c} = excluded.{c}" for c in ("ordinal", *_RATING.split(", ")) if c != "user_id"
)
_PLACEMENT = (
    "table_id, user_id, league_id, season_id, seat, place, rated, forfeited, won, vp_share, "
    "strikes, mu, sigma, all_mu, all_sigma, turns, think, ended_at"
)


def _league(r: Any) -> LeagueRow:
    return LeagueRow(r[0], r[1], r[2], json.loads(r[3]), r[4], r[5])


def _season(r: Any) -> SeasonRow:
    return SeasonRow(r[0], r[1], r[2], json.loads(r[3]), r[4], r[5], r[6])


def _rating(r: Any) -> RatingRow:
    return RatingRow(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11])


def _placement(r: Any) -> PlacementRow:
    return PlacementRow(
        r[0], r[1], r[2], r[3], r[4], r[5], bool(r[6]), bool(r[7]), bool(r[8]), *r[9:]
    )


async def add_league(
    db: Db,
    guild: str,
    name: str,
    settings: dict[str, Any],
    created_by: str,
    now: float,
) -> int:
    """A new league (raises IntegrityError if the server has one of that name)."""
    cursor = await db.execute(
        "INSERT INTO leagues (guild, name, settings, created_by, created_at, web_key) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (guild, name, json.dumps(settings, sort_keys=True), created_by, now, _key(settings)),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


async def league_by_name(db: Db, guild: str, name: str) -> LeagueRow | None:
    """A server's league by name (case does not matter)."""
    rows = list(
        await db.execute_fetchall(
            f"SELECT {_LEAGUE} FROM leagues WHERE guild = ? AND name = ? COLLATE NOCASE",
            (guild, name),
        )
    )
    return _league(rows[0]) if rows else None


async def league_by_id(db: Db, league_id: int) -> LeagueRow | None:
    """A league by id."""
    rows = list(
        await db.execute_fetchall(f"SELECT {_LEAGUE} FROM leagues WHERE id = ?", (league_id,))
    )
    return _league(rows[0]) if rows else None


async def leagues(db: Db, guild: str | None = None) -> list[LeagueRow]:
    """A server's leagues (every league when `guild` is None), by name."""
    if guild is None:
        rows = await db.execute_fetchall(f"SELECT {_LEAGUE} FROM leagues ORDER BY name, id")
    else:
        rows = await db.execute_fetchall(
            f"SELECT {_LEAGUE} FROM leagues WHERE guild = ? ORDER BY name", (guild,)
        )
    return [_league(r) for r in rows]


async def set_league_settings(db: Db, league_id: int, settings: dict[str, Any]) -> None:
    """Replace a league's settings."""
    await db.execute(
        "UPDATE leagues SET settings = ?, web_key = ? WHERE id = ?",
        (json.dumps(settings, sort_keys=True), _key(settings), league_id),
    )


def _key(settings: dict[str, Any]) -> str | None:
    """The key of the league's web pages, while they are on (the column the web side finds
    them by)."""
    key = settings.get("web_key")
    return str(key) if key and settings.get("web", "off") != "off" else None


async def league_by_web_key(db: Db, key: str) -> LeagueRow | None:
    """The league whose web pages have this key (through its index), None if none has."""
    rows = list(
        await db.execute_fetchall(f"SELECT {_LEAGUE} FROM leagues WHERE web_key = ?", (key,))
    )
    return _league(rows[0]) if rows else None


# Every fact a league's web pages are made of moves one of these when it changes: its
# settings, its seasons, its rated games, its tournaments and their tables, any game's record
# (a tournament's results) and who asked to be shown by their initials.
_WEB_VERSION = """
SELECT
    (SELECT settings FROM leagues WHERE id = ?1),
    (SELECT count(*) FROM seasons WHERE league_id = ?1),
    (SELECT count(closed_at) FROM seasons WHERE league_id = ?1),
    (SELECT coalesce(max(seq), 0) FROM league_games),
    (SELECT count(*) FROM league_games WHERE rated = 1),
    (SELECT coalesce(sum(round), 0) FROM tournaments WHERE league_id = ?1),
    (SELECT count(*) FROM tournaments WHERE league_id = ?1),
    (SELECT count(*) FROM tournaments WHERE league_id = ?1 AND status = 'finished'),
    (SELECT count(*) FROM tournament_tables),
    (SELECT coalesce(max(table_id), 0) FROM game_records),
    (SELECT count(*) FROM user_preferences WHERE key = 'web_initials'),
    (SELECT coalesce(max(updated_at), 0) FROM user_preferences WHERE key = 'web_initials')
"""


async def web_version(db: Db, league_id: int) -> tuple[object, ...]:
    """What the league's web pages were made from, in a few numbers: equal while nothing
    they show has changed."""
    rows = list(await db.execute_fetchall(_WEB_VERSION, (league_id,)))
    return tuple(rows[0]) if rows else ()


async def open_season(
    db: Db,
    league_id: int,
    settings: dict[str, Any],
    starts_at: float,
    ends_at: float | None,
) -> SeasonRow:
    """The league's next season, open (raises IntegrityError if one is open already)."""
    rows = list(
        await db.execute_fetchall(
            "SELECT coalesce(max(number), 0) + 1 FROM seasons WHERE league_id = ?", (league_id,)
        )
    )
    number = int(rows[0][0])
    cursor = await db.execute(
        "INSERT INTO seasons (league_id, number, settings, starts_at, ends_at) "
        "VALUES (?, ?, ?, ?, ?)",
        (league_id, number, json.dumps(settings, sort_keys=True), starts_at, ends_at),
    )
    assert cursor.lastrowid is not None
    return SeasonRow(cursor.lastrowid, league_id, number, settings, starts_at, ends_at, None)


async def close_season(db: Db, season_id: int, now: float) -> None:
    """Close a season."""
    await db.execute(
        "UPDATE seasons SET closed_at = ? WHERE id = ? AND closed_at IS NULL", (now, season_id)
    )


async def current_season(db: Db, league_id: int) -> SeasonRow | None:
    """The league's open season, if any."""
    rows = list(
        await db.execute_fetchall(
            f"SELECT {_SEASON} FROM seasons WHERE league_id = ? AND closed_at IS NULL",
            (league_id,),
        )
    )
    return _season(rows[0]) if rows else None


async def latest_season(db: Db, league_id: int) -> SeasonRow | None:
    """The league's newest season, open or closed."""
    rows = list(
        await db.execute_fetchall(
            f"SELECT {_SEASON} FROM seasons WHERE league_id = ? ORDER BY number DESC LIMIT 1",
            (league_id,),
        )
    )
    return _season(rows[0]) if rows else None


async def season_by_id(db: Db, season_id: int) -> SeasonRow | None:
    """A season by id."""
    rows = list(
        await db.execute_fetchall(f"SELECT {_SEASON} FROM seasons WHERE id = ?", (season_id,))
    )
    return _season(rows[0]) if rows else None


async def tag_table(db: Db, table_id: int, league_id: int, season_id: int, players: int) -> None:
    """Tag a new table as a game of a league's season, played by `players` players (the
    league's number when the table opened)."""
    await db.execute(
        "INSERT INTO league_tables (table_id, league_id, season_id, players) VALUES (?, ?, ?, ?)",
        (table_id, league_id, season_id, players),
    )


async def tag_of(db: Db, table_id: int) -> tuple[int, int] | None:
    """(league id, season id) of a league table; None for a game outside leagues."""
    rows = list(
        await db.execute_fetchall(
            "SELECT league_id, season_id FROM league_tables WHERE table_id = ?", (table_id,)
        )
    )
    return (int(rows[0][0]), int(rows[0][1])) if rows else None


async def table_league(db: Db, table_id: int) -> tuple[str, int] | None:
    """A league table's league name and number of players; None outside leagues."""
    rows = list(
        await db.execute_fetchall(
            "SELECT l.name, t.players FROM league_tables t JOIN leagues l ON l.id = t.league_id "
            "WHERE t.table_id = ?",
            (table_id,),
        )
    )
    return (str(rows[0][0]), int(rows[0][1])) if rows else None


async def ratings(
    db: Db, league_id: int, season_id: int, users: Iterable[str] | None = None
) -> dict[str, RatingRow]:
    """Ratings of a season (or all time, season 0): of the given users, or of everyone."""
    if users is None:
        rows = await db.execute_fetchall(
            f"SELECT {_RATING} FROM ratings WHERE league_id = ? AND season_id = ?",
            (league_id, season_id),
        )
    else:
        wanted = list(users)
        marks = ", ".join("?" * len(wanted))
        rows = await db.execute_fetchall(
            f"SELECT {_RATING} FROM ratings WHERE league_id = ? AND season_id = ? "
            f"AND user_id IN ({marks})",
            (league_id, season_id, *wanted),
        )
    return {r[0]: _rating(r) for r in rows}


async def put_ratings(db: Db, league_id: int, season_id: int, rows: Iterable[RatingRow]) -> None:
    """Write ratings (new or replacing) of a season, or of all time under season 0."""
    await db.executemany(
        f"INSERT INTO ratings (league_id, season_id, ordinal, {_RATING}) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        f"ON CONFLICT (league_id, season_id, user_id) DO UPDATE SET {_REPLACE_RATING}",
        [
            (
                league_id,
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
            for r in rows
        ],
    )


async def standings(
    db: Db, league_id: int, season_id: int, offset: int, limit: int
) -> list[RatingRow]:
    """A page of a season's standings: players who started a game, best rating first."""
    keys = await db.execute_fetchall(
        "SELECT user_id FROM ratings WHERE league_id = ? AND season_id = ? AND started > 0 "
        "ORDER BY ordinal DESC, games DESC, user_id LIMIT ? OFFSET ?",
        (league_id, season_id, limit, offset),
    )
    users = [str(k[0]) for k in keys]
    found = await ratings(db, league_id, season_id, users)
    return [found[u] for u in users]


async def standing_count(db: Db, league_id: int, season_id: int) -> int:
    """How many players the season's standings list."""
    rows = list(
        await db.execute_fetchall(
            "SELECT count(*) FROM ratings WHERE league_id = ? AND season_id = ? AND started > 0",
            (league_id, season_id),
        )
    )
    return int(rows[0][0])


async def is_counted(db: Db, table_id: int) -> bool:
    """Whether a league game's result has been counted (rated or void) already."""
    rows = list(
        await db.execute_fetchall("SELECT 1 FROM league_games WHERE table_id = ?", (table_id,))
    )
    return bool(rows)


async def add_game(
    db: Db,
    table_id: int,
    league_id: int,
    season_id: int,
    rated: bool,
    ended_at: float,
    placements: Iterable[PlacementRow],
) -> None:
    """Mark a league game counted, in order, with every player's placement."""
    await db.execute(
        "INSERT INTO league_games (table_id, league_id, season_id, rated, ended_at) "
        "VALUES (?, ?, ?, ?, ?)",
        (table_id, league_id, season_id, int(rated), ended_at),
    )
    await db.executemany(
        f"INSERT INTO placements ({_PLACEMENT}) VALUES ({', '.join('?' * 18)})",
        [
            (
                p.table_id,
                p.user_id,
                p.league_id,
                p.season_id,
                p.seat,
                p.place,
                int(p.rated),
                int(p.forfeited),
                int(p.won),
                p.vp_share,
                p.strikes,
                p.mu,
                p.sigma,
                p.all_mu,
                p.all_sigma,
                p.turns,
                p.think,
                p.ended_at,
            )
            for p in placements
        ],
    )


async def counted_games(db: Db, season_id: int) -> list[int]:
    """The tables a season counted, in the order it counted them."""
    rows = await db.execute_fetchall(
        "SELECT table_id FROM league_games WHERE season_id = ? ORDER BY seq", (season_id,)
    )
    return [int(r[0]) for r in rows]


async def placements_of_user(db: Db, league_id: int, user_id: str) -> list[PlacementRow]:
    """A player's league games, oldest first."""
    rows = await db.execute_fetchall(
        f"SELECT {_PLACEMENT} FROM placements WHERE league_id = ? AND user_id = ? "
        "ORDER BY ended_at, table_id",
        (league_id, user_id),
    )
    return [_placement(r) for r in rows]


async def placements_of_table(db: Db, table_id: int) -> list[PlacementRow]:
    """Every player's line of one league game, by place."""
    rows = await db.execute_fetchall(
        f"SELECT {_PLACEMENT} FROM placements WHERE table_id = ? ORDER BY place, seat",
        (table_id,),
    )
    return [_placement(r) for r in rows]


async def table_sizes(db: Db, table_ids: Iterable[int]) -> dict[int, int]:
    """How many players each of these league games had."""
    wanted = list(table_ids)
    rows = await db.execute_fetchall(
        f"SELECT table_id, count(*) FROM placements WHERE table_id IN "
        f"({', '.join('?' * len(wanted))}) GROUP BY table_id",
        wanted,
    )
    return {int(r[0]): int(r[1]) for r in rows}


async def meetings(db: Db, league_id: int, first: str, second: str) -> list[tuple[int, int, int]]:
    """The rated league games two players both played: (table, first's place, second's)."""
    rows = await db.execute_fetchall(
        "SELECT a.table_id, a.place, b.place FROM placements a "
        "JOIN placements b ON b.table_id = a.table_id AND b.user_id = ? "
        "WHERE a.league_id = ? AND a.user_id = ? AND a.rated = 1 AND b.rated = 1 "
        "ORDER BY a.ended_at",
        (second, league_id, first),
    )
    return [(int(r[0]), int(r[1]), int(r[2])) for r in rows]


async def thinking(db: Db, table_id: int, started_at: float | None) -> dict[str, tuple[float, int]]:
    """Per engine player of a game: (seconds spent before their moves, turns they ended).
    A move's time runs from the move before it (or the game's start) to the move."""
    rows = await db.execute_fetchall(
        "SELECT player, notation, created_at FROM actions WHERE table_id = ? ORDER BY seq",
        (table_id,),
    )
    out: dict[str, tuple[float, int]] = {}
    last = started_at
    for player, notation, at in rows:
        spent, turns = out.get(player, (0.0, 0))
        gap = max(0.0, at - last) if last is not None else 0.0
        out[player] = (spent + gap, turns + int(notation == "end"))
        last = at
    return out


async def seasons(db: Db, league_id: int) -> list[SeasonRow]:
    """A league's seasons, oldest first."""
    rows = await db.execute_fetchall(
        f"SELECT {_SEASON} FROM seasons WHERE league_id = ? ORDER BY number", (league_id,)
    )
    return [_season(r) for r in rows]
