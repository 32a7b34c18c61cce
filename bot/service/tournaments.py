"""Swiss tournaments of a league: sign-up, start, the games of each round, advancing rounds
and the ranking. Pairing and scoring are `bot.service.swiss`'s (the rules are stated there).

A round advances exactly once: the transaction that pairs the next round moves
`tournaments.round` on only from the round it read (`UPDATE … WHERE round = ?`), so two
admins (or an admin and the last game's end) pressing at once apply it once; the other hears
it has moved on. The games of a round are opened by the adapter, one thread each, through
`open_table`, which is idempotent: after a restart `pending_tables` lists those still to
open (or to start), and nothing is lost.

A round ends when every one of its games has its record (won or abandoned). After the
round's deadline an admin may advance it anyway: the unfinished games are abandoned first
and scored on their points then (nobody wins them); a table whose game never opened scores
nothing for its players.
"""

from __future__ import annotations

import asyncio
import re
import sqlite3
from dataclasses import dataclass, replace
from functools import partial

from bot.service import lobby, play
from bot.service.core import Core
from bot.service.league_settings import LeagueSettings
from bot.service.leagues import current_season_of, find_league, server_of
from bot.service.options import TableOptions
from bot.service.outcome import Outcome
from bot.service.rating import Skill
from bot.service.refusal import Refusal
from bot.service.swiss import Game, Ranked, met_pairs, pair_round, rank
from bot.service.users import User, UserLike, as_user, channel_id
from bot.store import leagues as league_store
from bot.store import records
from bot.store import tables as table_store
from bot.store import tournaments as q
from bot.store.base import Db
from bot.store.leagues import LeagueRow
from bot.store.tournaments import SeatRow, TournamentRow
from words import ENGLISH, say
from words.common import listed

MAX_NAME = 40
MAX_ROUNDS = 12
MIN_ENTRANTS = 3
#: The seats a tournament table may have (the store keeps no other).
TABLE_SIZES = (3, 4)
MAX_ENTRANTS = 256
_DURATION = re.compile(r"(?:\d{1,6}[mhd])+", re.ASCII)
_PART = re.compile(r"(\d{1,6})([mhd])", re.ASCII)
_UNITS = {"m": 60, "h": 3600, "d": 86400}
MIN_TIME = 5 * 60
MAX_TIME = 60 * 86400


@dataclass(frozen=True)
class PlannedTable:
    """A table of a round: its number, the seated players' ids and names, and its game once
    opened."""

    tournament_id: int
    round: int
    number: int
    players: tuple[str, ...]
    names: tuple[str, ...]
    table_id: int | None
    thread: str | None = None


@dataclass(frozen=True)
class Placed:
    """A line of a tournament's ranking, with the player's name."""

    ranked: Ranked
    name: str


@dataclass(frozen=True)
class Ranking:
    """A tournament's ranking after the rounds played so far."""

    tournament: str
    league: str
    round: int
    rounds: int
    finished: bool
    rows: tuple[Placed, ...]
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Advance:
    """What moving a tournament on did: the new round's tables to open (none after the last
    round), its byes, the abandoned games' outcomes by channel, the final ranking at the end,
    and the public lines. `channel` is where the tournament posts."""

    tournament_id: int
    channel: str
    round: int
    tables: tuple[PlannedTable, ...]
    byes: tuple[str, ...]
    abandoned: tuple[tuple[str, Outcome], ...]
    final: Ranking | None
    lines: tuple[str, ...]


def _require_admin(admin: bool) -> None:
    if not admin:
        raise Refusal("not_league_admin", say("tournament.refusal.not_admin"))


def _clean_name(name: object) -> str:
    text = " ".join(name.split()) if isinstance(name, str) else ""
    if not 1 <= len(text) <= MAX_NAME or not text.isprintable():
        raise Refusal("bad_tournament_name", say("tournament.refusal.bad_name", most=MAX_NAME))
    return text


def parse_time(what: str, value: object) -> int:
    """Seconds from `90m`, `12h`, `2d`, `1d12h` (a sign-up or round time)."""
    text = value.strip().lower().replace(" ", "") if isinstance(value, str) else ""
    if isinstance(value, int) and not isinstance(value, bool):
        seconds = value
    elif _DURATION.fullmatch(text):
        seconds = sum(int(n) * _UNITS[u] for n, u in _PART.findall(text))
    else:
        raise Refusal(
            "bad_time", say("tournament.refusal.bad_time", what=_option(what), value=value)
        )
    if not MIN_TIME <= seconds <= MAX_TIME:
        raise Refusal("bad_time", say("tournament.refusal.time_range", what=_option(what)))
    return seconds


def _whole(value: object, least: int, most: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise Refusal(
            "bad_number",
            say("tournament.refusal.bad_number", what=_option(what), least=least, most=most),
        )
    return value


def _option(what: str) -> str:
    """An option's name, as the catalogue words it (the option itself if it has no words)."""
    key = f"tournament.option.{what}"
    return say(key) if key in ENGLISH else what


async def _find(
    db: Db, guild: int | str | None, league: str | None, name: object
) -> tuple[LeagueRow, TournamentRow]:
    found = await find_league(db, server_of(guild), league)
    if name is not None and not isinstance(name, str):
        raise Refusal("unknown_tournament", say("tournament.refusal.unknown", name=repr(name)))
    if name is None or not name.strip():
        listed = await q.of_league(db, found.id)
        if not listed:
            raise Refusal("unknown_tournament", say("tournament.refusal.none", league=found.name))
        return found, listed[0]
    tournament = await q.by_name(db, found.id, " ".join(name.split()))
    if tournament is None:
        raise Refusal("unknown_tournament", say("tournament.refusal.unknown", name=name.strip()))
    return found, tournament


async def create(
    core: Core,
    guild: int | str | None,
    channel: int | str,
    user: UserLike,
    league: str | None,
    name: object,
    rounds: object,
    table_size: object,
    signup: object,
    round_time: object,
    admin: bool,
) -> str:
    """A new tournament of the league's current season, taking sign-ups until `signup` from
    now; each round lasts `round_time`. Every table seats the league's number of players (its
    games are played by exactly that many): `table_size` may be left out, and is refused if it
    says otherwise; a league of 2-player games has no tournaments (tables are 3 or 4)."""
    server = server_of(guild)
    who = as_user(user)
    _require_admin(admin)
    title = _clean_name(name)
    count = _whole(rounds, 1, MAX_ROUNDS, "rounds")
    asked = None if table_size is None else _whole(table_size, 3, 4, "table_size")
    closes = parse_time("signup", signup)
    each = parse_time("round_time", round_time)
    where = channel_id(channel)
    now = core.clock()
    try:
        async with core.store.transaction() as db:
            found = await find_league(db, server, league)
            season = await current_season_of(db, found)
            size = _table_size(found, asked)
            await q.add_tournament(
                db, found.id, season.id, title, where, count, size, now + closes, each, who.id, now
            )
    except sqlite3.IntegrityError:
        raise Refusal("tournament_exists", say("tournament.refusal.exists", name=title)) from None
    return say(
        "tournament.created",
        name=title,
        league=found.name,
        rounds=count,
        size=size,
        signup=_span(closes),
        round_time=_span(each),
    )


def _table_size(found: LeagueRow, asked: int | None) -> int:
    """The seats of every table of a tournament of `found`: the league's number of players,
    which `asked` (the organiser's table_size, if given) must not contradict."""
    players = LeagueSettings.from_dict(found.settings).players
    if players not in TABLE_SIZES:
        raise Refusal(
            "table_size",
            say("tournament.refusal.league_players", league=found.name, count=players),
        )
    if asked is not None and asked != players:
        raise Refusal(
            "table_size",
            say("tournament.refusal.table_size", league=found.name, count=players, size=asked),
        )
    return players


def _span(seconds: float) -> str:
    left = int(seconds)
    days, left = divmod(left, 86400)
    hours, left = divmod(left, 3600)
    minutes = left // 60
    parts = [f"{n}{u}" for n, u in ((days, "d"), (hours, "h"), (minutes, "m")) if n]
    return "".join(parts) or "0m"


async def join(
    core: Core, guild: int | str | None, user: UserLike, league: str | None, name: object
) -> str:
    """Sign up for a tournament while it takes sign-ups."""
    who = as_user(user)
    now = core.clock()
    async with core.store.transaction() as db:
        _, t = await _find(db, guild, league, name)
        if t.status != "signup" or now > t.signup_ends:
            raise Refusal("signup_closed", say("tournament.refusal.signup_closed", name=t.name))
        if len(await q.entrants(db, t.id)) >= MAX_ENTRANTS:
            raise Refusal("tournament_full", say("tournament.refusal.full", most=MAX_ENTRANTS))
        if not await q.add_entrant(db, t.id, who.id, who.name, now):
            raise Refusal("already_entered", say("tournament.refusal.already", name=t.name))
        count = len(await q.entrants(db, t.id))
    return say("tournament.joined", player=who.name, name=t.name, count=count)


async def leave(
    core: Core, guild: int | str | None, user: UserLike, league: str | None, name: object
) -> str:
    """Withdraw from a tournament before it starts."""
    who = as_user(user)
    async with core.store.transaction() as db:
        _, t = await _find(db, guild, league, name)
        if t.status != "signup":
            raise Refusal("tournament_started", say("tournament.refusal.started", name=t.name))
        if not await q.remove_entrant(db, t.id, who.id):
            raise Refusal("not_entered", say("tournament.refusal.not_entered", name=t.name))
    return say("tournament.left", player=who.name, name=t.name)


async def _ratings(db: Db, t: TournamentRow, users: list[str]) -> dict[str, float]:
    rows = await league_store.ratings(db, t.league_id, t.season_id, users)
    return {u: Skill(r.mu, r.sigma).shown for u, r in rows.items()}


async def _games(db: Db, t: TournamentRow) -> list[Game]:
    """Every result so far: each player at each recorded table, and each bye."""
    seats = await q.seats(db, t.id)
    opened = await q.tables(db, t.id)
    at: dict[tuple[int, int], list[str]] = {}
    for s in seats:
        at.setdefault((s.round, s.table_no), []).append(s.user_id)
    games: list[Game] = []
    for (round_no, table_no), users in sorted(at.items()):
        if table_no == 0:
            games += [Game(u, (), False, 0.0, bye=True) for u in users]
            continue
        table_id = opened.get((round_no, table_no))
        record = None if table_id is None else await records.game_record_row(db, table_id)
        if record is None:
            continue
        results = {r.user_id: r for r in record[2]}
        total = sum(r.total_vp for r in results.values()) or 1
        for u in users:
            r = results.get(u)
            others = tuple(o for o in users if o != u)
            games.append(Game(u, others, bool(r and r.won), (r.total_vp / total) if r else 0.0))
    return games


async def _ranking(db: Db, league: str, t: TournamentRow) -> Ranking:
    names = await q.entrants(db, t.id)
    users = list(names)
    ranked = rank(users, await _games(db, t), await _ratings(db, t, users))
    rows = tuple(Placed(r, names.get(r.user_id, r.user_id)) for r in ranked)
    finished = t.status == "finished"
    head = "tournament.ranking.final" if finished else "tournament.ranking.title"
    lines = [say(head, name=t.name, league=league, round=t.round, rounds=t.rounds)]
    lines += [
        say(
            "tournament.ranking.line",
            place=p.ranked.place,
            name=p.name,
            score=f"{p.ranked.score:.2f}",
            opponents=f"{p.ranked.opponents:.2f}",
            share=f"{p.ranked.vp_share:.2f}",
        )
        for p in rows
    ]
    lines.append(say("tournament.ranking.scale"))
    return Ranking(t.name, league, t.round, t.rounds, finished, rows, tuple(lines))


async def _pair_next(
    db: Db, t: TournamentRow, now: float
) -> tuple[list[list[str]], list[str]] | None:
    """Pair the next round and move the tournament to it (None if another call did first)."""
    names = await q.entrants(db, t.id)
    users = list(names)
    ratings = await _ratings(db, t, users)
    ranking = [r.user_id for r in rank(users, await _games(db, t), ratings)]
    if t.round == 0:
        # The first round is seeded by the season rating alone.
        ranking = sorted(users, key=lambda u: (-ratings.get(u, 0.0), u))
    seats = await q.seats(db, t.id)
    met = met_pairs(
        [
            [s.user_id for s in seats if (s.round, s.table_no) == key]
            for key in {(s.round, s.table_no) for s in seats if s.table_no}
        ]
    )
    byes_had: dict[str, int] = {}
    for s in seats:
        if s.table_no == 0:
            byes_had[s.user_id] = byes_had.get(s.user_id, 0) + 1
    # A late round of a large field can take a few hundred milliseconds: off the event loop.
    # Every table seats exactly the tournament's size (the league's number of players).
    pairing = partial(pair_round, ranking, met, byes_had, t.table_size, exact=True)
    tables, byes = await asyncio.to_thread(pairing)
    number = t.round + 1
    rows = [SeatRow(number, 0, u, 0) for u in byes]
    rows += [
        SeatRow(number, i + 1, u, p) for i, table in enumerate(tables) for p, u in enumerate(table)
    ]
    if not await q.move_to_round(db, t.id, t.round, rows, now):
        return None
    return tables, byes


def _planned(
    t: TournamentRow, number: int, tables: list[list[str]], names: dict[str, str]
) -> tuple[PlannedTable, ...]:
    return tuple(
        PlannedTable(t.id, number, i + 1, tuple(table), tuple(names.get(u, u) for u in table), None)
        for i, table in enumerate(tables)
    )


def _round_lines(
    t: TournamentRow,
    number: int,
    plan: tuple[PlannedTable, ...],
    byes: list[str],
    names: dict[str, str],
) -> list[str]:
    lines = [say("tournament.round.started", name=t.name, round=number, rounds=t.rounds)]
    lines += [
        say("tournament.round.table", table=p.number, players=listed(ENGLISH, p.names))
        for p in plan
    ]
    lines += [say("tournament.round.bye", player=names.get(u, u)) for u in byes]
    return lines


async def start(
    core: Core,
    guild: int | str | None,
    user: UserLike,
    league: str | None,
    name: object,
    admin: bool,
) -> Advance:
    """Close sign-up and pair the first round (its games are opened by `open_table`)."""
    as_user(user)
    _require_admin(admin)
    now = core.clock()
    async with core.store.transaction() as db:
        _, t = await _find(db, guild, league, name)
        if t.status != "signup":
            raise Refusal("tournament_started", say("tournament.refusal.started", name=t.name))
        names = await q.entrants(db, t.id)
        # At least one full table.
        least = max(MIN_ENTRANTS, t.table_size)
        if len(names) < least:
            raise Refusal(
                "too_few_entrants",
                say("tournament.refusal.too_few", name=t.name, least=least, count=len(names)),
            )
        paired = await _pair_next(db, t, now)
        if paired is None:
            raise Refusal("moved_on", say("tournament.refusal.moved_on", name=t.name))
    tables, byes = paired
    plan = _planned(t, 1, tables, names)
    lines = _round_lines(t, 1, plan, byes, names)
    return Advance(t.id, t.channel, 1, plan, tuple(byes), (), None, tuple(lines))


async def pending_tables(core: Core) -> list[tuple[str, PlannedTable]]:
    """The tables of running rounds whose game is not open or not started yet, with the
    tournament's channel (for the adapter after a restart, or after a failed thread)."""
    out: list[tuple[str, PlannedTable]] = []
    async with core.store.reading() as db:
        for t in await q.running(db):
            names = await q.entrants(db, t.id)
            opened = await q.tables(db, t.id, t.round)
            seats = [s for s in await q.seats(db, t.id) if s.round == t.round and s.table_no]
            for number in sorted({s.table_no for s in seats}):
                users = tuple(s.user_id for s in seats if s.table_no == number)
                table_id = opened.get((t.round, number))
                thread = None
                if table_id is not None:
                    row = await table_store.table_by_id(db, table_id)
                    if row is None or row.status != "open":
                        continue
                    thread = row.channel
                shown = tuple(names.get(u, u) for u in users)
                plan = PlannedTable(t.id, t.round, number, users, shown, table_id, thread)
                out.append((t.channel, plan))
    return out


async def open_table(
    core: Core,
    guild: int | str | None,
    plan: PlannedTable,
    channel: int | str,
    language: str | None = None,
) -> Outcome | None:
    """Open the game of a round's table in `channel` (its thread) with its players seated,
    tagged to the league with the league's settings, and start it; the outcome's first line
    names the table and its players (the adapter pings them all). The table speaks the
    league's language if its organisers chose one, else `language` (the tournament's
    server's, as a table opened by `/game new` does). None if that game was opened and
    started already."""
    where = channel_id(channel)
    # A language Hexhaven does not speak is refused before anything is written.
    spoken = {} if language is None else {"language": language}
    TableOptions().with_changes(spoken)
    now = core.clock()
    async with core.store.transaction() as db:
        t = await q.by_id(db, plan.tournament_id)
        if t is None:
            return None
        existing = (await q.tables(db, t.id, plan.round)).get((plan.round, plan.number))
        if existing is None:
            found = await league_store.league_by_id(db, t.league_id)
            assert found is not None
            rules = LeagueSettings.from_dict(found.settings)
            # The league's own language first (its organisers chose it), else the server's.
            chosen = {} if rules.language is None else {"language": rules.language}
            settings = rules.table.with_changes(chosen or spoken)
            existing = await table_store.insert_table(
                db,
                channel=where,
                guild=str(guild) if guild is not None else None,
                host=plan.players[0],
                options=settings.to_dict(),
                now=now,
            )
            for user, name in zip(plan.players, plan.names, strict=True):
                await table_store.add_seat(db, existing, user, name, now)
            await league_store.tag_table(db, existing, t.league_id, t.season_id, len(plan.players))
            await q.link_table(db, t.id, plan.round, plan.number, existing)
        row = await table_store.table_by_id(db, existing)
        assert row is not None
        if row.status != "open":
            return None
        where = row.channel
    host = User(plan.players[0], plan.names[0])
    try:
        outcome = await play.start(core, where, host, True)
    except Refusal:
        return None
    line = say(
        "tournament.table.opened",
        name=t.name,
        round=plan.round,
        table=plan.number,
        players=listed(ENGLISH, plan.names),
    )
    return replace(outcome, public=(line, *outcome.public))


async def _advance(core: Core, t: TournamentRow, league: str, now: float) -> Advance | None:
    """Move `t` (as read) on: finish it after its last round, else pair the next round."""
    async with core.store.transaction() as db:
        if t.round >= t.rounds:
            if not await q.finish(db, t.id, t.round):
                return None
            done = replace(t, status="finished")
            final = await _ranking(db, league, done)
            closing = (say("tournament.finished", name=t.name), *final.lines)
            return Advance(t.id, t.channel, t.round, (), (), (), final, closing)
        names = await q.entrants(db, t.id)
        paired = await _pair_next(db, t, now)
        if paired is None:
            return None
    tables, byes = paired
    plan = _planned(t, t.round + 1, tables, names)
    lines = [say("tournament.round.ended", name=t.name, round=t.round)]
    lines += _round_lines(t, t.round + 1, plan, byes, names)
    return Advance(t.id, t.channel, t.round + 1, plan, tuple(byes), (), None, tuple(lines))


async def _round_over(db: Db, t: TournamentRow) -> tuple[bool, list[int]]:
    """Whether every game of the current round has its record, and the games still going."""
    numbers = {s.table_no for s in await q.seats(db, t.id) if s.round == t.round and s.table_no}
    opened = await q.tables(db, t.id, t.round)
    done = await q.recorded(db, opened.values())
    going = [tid for tid in opened.values() if tid not in done]
    return len(opened) == len(numbers) and not going, going


async def after_game(core: Core, table_id: int) -> Advance | None:
    """After a game ends: if it was the last of its tournament round, the round advances
    (once). None otherwise."""
    async with core.store.reading() as db:
        where = await q.of_table(db, table_id)
        if where is None:
            return None
        t = await q.by_id(db, where[0])
        if t is None or t.status != "running" or t.round != where[1]:
            return None
        over, _ = await _round_over(db, t)
        found = await league_store.league_by_id(db, t.league_id)
    if not over or found is None:
        return None
    return await _advance(core, t, found.name, core.clock())


async def advance(
    core: Core,
    guild: int | str | None,
    user: UserLike,
    league: str | None,
    name: object,
    admin: bool,
) -> Advance:
    """An admin moves the round on: at once when its games have all ended; after the round's
    deadline, abandoning the games still going (scored on their points then)."""
    who = as_user(user)
    _require_admin(admin)
    now = core.clock()
    async with core.store.reading() as db:
        found, t = await _find(db, guild, league, name)
        if t.status != "running":
            raise Refusal("not_running", say("tournament.refusal.not_running", name=t.name))
        over, going = await _round_over(db, t)
        channels = []
        for tid in going:
            row = await table_store.table_by_id(db, tid)
            if row is not None:
                channels.append(row.channel)
    deadline = (t.round_began or now) + t.round_time
    if not over and now < deadline:
        raise Refusal(
            "round_going",
            say("tournament.refusal.round_going", name=t.name, left=_span(deadline - now)),
        )
    abandoned: list[tuple[str, Outcome]] = []
    for where in channels:
        try:
            abandoned.append((where, await lobby.abandon(core, where, who, True)))
        except Refusal:
            continue  # ended (or abandoned by another admin) meanwhile
    moved = await _advance(core, t, found.name, now)
    if moved is None:
        raise Refusal("moved_on", say("tournament.refusal.moved_on", name=t.name))
    return replace(moved, abandoned=tuple(abandoned))


async def ranking(core: Core, guild: int | str | None, league: str | None, name: object) -> Ranking:
    """A tournament's ranking so far (final once it has finished)."""
    async with core.store.reading() as db:
        found, t = await _find(db, guild, league, name)
        return await _ranking(db, found.name, t)


async def all_tournaments(core: Core) -> list[tuple[str, str, str]]:
    """(server, league, tournament) of every tournament of the database."""
    out = []
    async with core.store.reading() as db:
        for found in await league_store.leagues(db):
            out += [(found.guild, found.name, t.name) for t in await q.of_league(db, found.id)]
    return out
