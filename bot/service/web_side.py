"""What the web side (`bot.web`) reads, through the service: a league found by the key in its
address, its seasons' standings, a player's profile, its tournaments' rounds and rankings.

Every call here only reads. The web side opens the store read-only (`open_read_only`), so a
write could not succeed even by mistake. Only what the league's pages may show leaves this
module: display names (or a player's initials, if they asked for them), ratings, places and
points; never a user id (a player's page is named by a digest of the league's key and the id).
"""

from __future__ import annotations

import asyncio
import json
import math
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bot.service.core import Area, Core, Table
from bot.service.info import playing_lines
from bot.service.league_settings import LeagueSettings, player_slug
from bot.service.leagues import Leagues, Profile, Standing, standing_of
from bot.service.messages import logged_lines
from bot.service.replays import Frame, played_moves, public_turns, recent_moves
from bot.service.rounds import Ranking, ranking_of
from bot.service.users import User
from bot.service.views import GameView
from bot.service.web_games import WEB_GAMES, games_shown
from bot.store import Store, actions, preferences, records, tables
from bot.store import leagues as q
from bot.store import tournaments as tq
from bot.store.actions import ActionRow
from bot.store.base import Db
from bot.store.errors import StoreUnavailable
from bot.store.leagues import LeagueRow, SeasonRow
from bot.store.records import GameRecord
from bot.store.tournaments import TournamentRow
from engine import Game

__all__ = ["StoreUnavailable", "WebSide", "open_read_only"]

#: A user's preference: shown on the web by their initials (`True`) rather than their name.
WEB_INITIALS = "web_initials"
#: How many players a page of standings lists at most.
MOST_STANDINGS = 500
#: How many of its latest moves a running game's page lists.
LOG_MOVES = 40


async def open_read_only(target: str | Path) -> Store:
    """The store, opened so that nothing can be written through it (SQLite's `mode=ro`, or
    PostgreSQL's read-only transactions)."""
    return await Store.open(target, read_only=True)


def initials(name: str) -> str:
    """A name by its initials: "Anna van Dijk" is "A.v.D."."""
    letters = [w[0] for w in name.split() if w]
    return "".join(f"{c}." for c in letters) or "?"


@dataclass(frozen=True)
class WebLeague:
    """A league shown on the web: where it is, what it plays, and how it is shown."""

    row: LeagueRow
    settings: LeagueSettings
    key: str

    @property
    def name(self) -> str:
        return self.row.name

    @property
    def public(self) -> bool:
        return self.settings.web == "public"


@dataclass(frozen=True)
class Shown:
    """A line of the standings on the web, with the player's page."""

    standing: Standing
    slug: str


@dataclass(frozen=True)
class Round:
    """A round of a tournament: its tables (players and, once recorded, who won and each
    one's points) and its byes."""

    number: int
    tables: tuple[tuple[int, tuple[tuple[str, int | None, bool], ...], bool], ...]
    byes: tuple[str, ...]


def _web(row: LeagueRow) -> WebLeague | None:
    settings = LeagueSettings.from_dict(row.settings)
    if settings.web == "off" or not settings.web_key:
        return None
    return WebLeague(row, settings, settings.web_key)


class WebSide(Area):
    """The reads of the web side, over a core whose store is read-only."""

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self._leagues = Leagues(core)

    async def answers(self) -> None:
        """Read one row, to know the store answers (`StoreUnavailable` if it does not)."""
        async with self.core.store.reading() as db:
            await db.execute_fetchall("SELECT 1")

    async def league(self, key: str) -> WebLeague | None:
        """The league whose pages have this key (None: none, or its pages are off), found
        through the index of the keys."""
        async with self.core.store.reading() as db:
            row = await q.league_by_web_key(db, key)
        found = None if row is None else _web(row)
        return found if found is not None and found.key == key else None

    async def league_version(self, league: WebLeague) -> tuple[object, ...]:
        """A few numbers that stay the same while nothing the league's pages show changes."""
        async with self.core.store.reading() as db:
            return await q.web_version(db, league.row.id)

    async def game(self, key: str) -> WebGame | None:
        """The started game whose page has this key, while its server shows its games on the
        web (None otherwise: the key leads nowhere)."""
        async with self.core.store.reading() as db:
            row = await tables.table_by_web_key(db, key)
            if row is None or row.guild is None or row.started_at is None:
                return None
            if not await games_shown(db, row.guild):
                return None
        table = await self.core.table_by_id(row.id)
        return None if table is None else WebGame(key, table)

    async def game_version(self, key: str) -> tuple[object, ...] | None:
        """The game's version and status: the same while its page has nothing new to show;
        None while no page is shown through this key (no such game, or its server shows no
        games)."""
        async with self.core.store.reading() as db:
            found = await tables.web_game_version(db, key, WEB_GAMES)
        if not found or json.loads(str(found[2] or "null")) is not True:
            return None
        return found[:2]

    async def running(self, game: WebGame) -> RunningGame:
        """What a running game's page shows: the public view (no one's hand), the panel's
        lines and the public lines of its latest moves (from the log's public events)."""
        table = game.table
        played = await self.core.game(table)
        async with self.core.store.reading() as db:
            recent = await recent_moves(db, table.id, LOG_MOVES)
        log = tuple(
            (row.seq, line) for row in recent for line in logged_lines(row.events, table.names)
        )
        view = played.view(None)
        return RunningGame(view, tuple(playing_lines(table, played)), log)

    async def finished(self, game: WebGame) -> FinishedGame:
        """What a finished (or abandoned) game's page shows: the public view after each turn,
        the public lines of the moves that led to each, and the game's record."""
        table = game.table
        async with self.core.store.reading() as db:
            start = await actions.latest_snapshot(db, table.id, 0)
            rows = played_moves(await actions.actions_after(db, table.id, 0))
            record = await records.game_record(db, table.id)
        if start is None:
            return FinishedGame((), (), record)
        # Replaying the whole game takes a while: in a worker thread, off the event loop.
        frames, turns = await asyncio.to_thread(_turns, start.state, rows, table.names)
        return FinishedGame(frames, turns, record)

    async def listed(self, guild: str) -> list[WebLeague]:
        """A server's public leagues."""
        async with self.core.store.reading() as db:
            found = [_web(row) for row in await q.leagues(db, guild)]
        return [w for w in found if w is not None and w.public]

    async def seasons(self, league: WebLeague) -> list[SeasonRow]:
        """The league's seasons, the latest first."""
        async with self.core.store.reading() as db:
            return sorted(await q.seasons(db, league.row.id), key=lambda s: -s.number)

    async def standings(self, league: WebLeague, season: SeasonRow) -> list[Shown]:
        """Every player of a season in order, named as they wish to be on the web."""
        async with self.core.store.reading() as db:
            provisional = LeagueSettings.from_dict(season.settings).provisional
            rows = await q.standings(db, league.row.id, season.id, 0, MOST_STANDINGS)
            wish = await _initials(db, [r.user_id for r in rows])
        out = []
        for i, r in enumerate(rows):
            s = standing_of(i + 1, r, provisional)
            if r.user_id in wish:
                s = replace(s, name=initials(s.name))
            out.append(Shown(s, player_slug(league.key, r.user_id)))
        return out

    async def profile(self, league: WebLeague, slug: str) -> Profile | None:
        """A player's profile in the league, found by their page's name."""
        async with self.core.store.reading() as db:
            rated = await q.ratings(db, league.row.id, q.ALL_TIME)
            user = next((u for u in rated if player_slug(league.key, u) == slug), None)
            if user is None:
                return None
            wish = await _initials(db, [user])
        found = await self._leagues.profile(league.row.guild, league.name, User(user, user))
        if user in wish:
            found = replace(found, name=initials(found.name))
        return found

    async def tournaments(self, league: WebLeague) -> list[TournamentRow]:
        """The league's tournaments, the newest first."""
        async with self.core.store.reading() as db:
            return sorted(await tq.of_league(db, league.row.id), key=lambda t: -t.id)

    async def tournament(
        self, league: WebLeague, number: int
    ) -> tuple[TournamentRow, Ranking, list[Round]] | None:
        """A tournament of the league (by its number), its ranking and its rounds."""
        async with self.core.store.reading() as db:
            t = await tq.by_id(db, number)
            if t is None or t.league_id != league.row.id:
                return None
            ranking = await ranking_of(db, league.name, t)
            names = await tq.entrants(db, t.id)
            wish = await _initials(db, list(names))
            shown = {u: initials(n) if u in wish else n for u, n in names.items()}
            seats = await tq.seats(db, t.id)
            opened = await tq.tables(db, t.id)
            results: dict[int, dict[str, tuple[int, bool]]] = {}
            for table_id in opened.values():
                record = await records.game_record_row(db, table_id)
                if record is not None:
                    results[table_id] = {r.user_id: (r.total_vp, r.won) for r in record[2]}
        rows = tuple(replace(p, name=shown.get(p.ranked.user_id, p.name)) for p in ranking.rows)
        rounds = []
        for number_ in range(1, t.round + 1):
            at: dict[int, list[str]] = {}
            for s in sorted(seats, key=lambda s: (s.table_no, s.position)):
                if s.round == number_:
                    at.setdefault(s.table_no, []).append(s.user_id)
            tables = []
            for table_no, users in sorted(at.items()):
                if table_no == 0:
                    continue
                result = results.get(opened.get((number_, table_no), -1))
                players = tuple(
                    (
                        shown.get(u, "?"),
                        None if result is None or u not in result else result[u][0],
                        bool(result and u in result and result[u][1]),
                    )
                    for u in users
                )
                tables.append((table_no, players, result is not None))
            byes = tuple(shown.get(u, "?") for u in at.get(0, []))
            rounds.append(Round(number_, tuple(tables), byes))
        return t, replace(ranking, rows=rows), rounds


@dataclass(frozen=True)
class WebGame:
    """A game shown on the web: its page's key and its table."""

    key: str
    table: Table

    @property
    def over(self) -> bool:
        return self.table.row.status in ("finished", "abandoned")

    @property
    def language(self) -> str:
        return self.table.options.language

    @property
    def names(self) -> dict[str, str]:
        return self.table.names


@dataclass(frozen=True)
class RunningGame:
    """A running game's page: its public view, the panel's lines, and the public lines of
    its latest moves (each with the number of its move)."""

    view: GameView
    panel: tuple[str, ...]
    log: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class FinishedGame:
    """A finished game's page: the public view as it started and after each turn, the public
    lines of the moves that led to each view, and the game's record."""

    frames: tuple[Frame, ...]
    turns: tuple[tuple[str, ...], ...]
    record: GameRecord | None


def _turns(
    start: dict[str, Any], rows: list[ActionRow], names: dict[str, str]
) -> tuple[tuple[Frame, ...], tuple[tuple[str, ...], ...]]:
    """The public view as each turn starts (and at the end), and the public lines of what was
    played from each view to the next: a turn's lines open with the move's "Turn N: X to play"
    line that started it, so each line sits under its own turn, not the one before."""
    frames = public_turns(Game.from_dict(start), ((r.player, r.notation) for r in rows))
    turns: list[list[str]] = [[] for _ in frames]
    at = 0  # the frame whose turn the move is in
    # A frame's `seq` counts the moves played before it: `number` here, not the log's `seq`,
    # which may skip the moves `played_moves` leaves out.
    for number, row in enumerate(rows, start=1):
        while at + 1 < len(frames) and number > frames[at + 1].seq:
            at += 1
        passes = at + 1 < len(frames) and number == frames[at + 1].seq
        cut = _turn_start(row.events) if passes else len(row.events)
        turns[at].extend(logged_lines(row.events[:cut], names))
        if cut < len(row.events):
            turns[at + 1].extend(logged_lines(row.events[cut:], names))
    return tuple(frames), tuple(tuple(lines) for lines in turns)


def _turn_start(events: list[dict[str, Any]]) -> int:
    """Where, in a move's stored events, the next turn starts (its last `TurnStarted`): the
    events from there on belong to the next turn; their length if none does."""
    for i in range(len(events) - 1, -1, -1):
        if events[i].get("type") == "TurnStarted":
            return i
    return len(events)


async def _initials(db: Db, users: list[str]) -> set[str]:
    """Which of these users asked to be shown by their initials on the web."""
    return await preferences.users_with(db, WEB_INITIALS, True) & set(users)


def pages(count: int, size: int) -> int:
    """How many pages `count` lines fill, `size` a page (at least one)."""
    return max(1, math.ceil(count / size))
