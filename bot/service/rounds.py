"""A tournament's rounds: the results of its games, its ranking, pairing the next round (by
`bot.service.swiss`'s rules) and moving the tournament on, with the lines that say so."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, replace
from functools import partial

from bot.service.core import Core
from bot.service.outcome import Outcome
from bot.service.rating import Skill
from bot.service.swiss import Game, Ranked, met_pairs, pair_round, rank
from bot.store import leagues as league_store
from bot.store import records
from bot.store import tournaments as q
from bot.store.base import Db
from bot.store.tournaments import SeatRow, TournamentRow
from words import ENGLISH, say
from words.common import listed


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


async def ranking_of(db: Db, league: str, t: TournamentRow) -> Ranking:
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


async def pair_next(
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


def planned(
    t: TournamentRow, number: int, tables: list[list[str]], names: dict[str, str]
) -> tuple[PlannedTable, ...]:
    return tuple(
        PlannedTable(t.id, number, i + 1, tuple(table), tuple(names.get(u, u) for u in table), None)
        for i, table in enumerate(tables)
    )


def round_lines(
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


async def advance_round(core: Core, t: TournamentRow, league: str, now: float) -> Advance | None:
    """Move `t` (as read) on: finish it after its last round, else pair the next round."""
    async with core.store.transaction() as db:
        if t.round >= t.rounds:
            if not await q.finish(db, t.id, t.round):
                return None
            done = replace(t, status="finished")
            final = await ranking_of(db, league, done)
            closing = (say("tournament.finished", name=t.name), *final.lines)
            return Advance(t.id, t.channel, t.round, (), (), (), final, closing)
        names = await q.entrants(db, t.id)
        paired = await pair_next(db, t, now)
        if paired is None:
            return None
    tables, byes = paired
    plan = planned(t, t.round + 1, tables, names)
    lines = [say("tournament.round.ended", name=t.name, round=t.round)]
    lines += round_lines(t, t.round + 1, plan, byes, names)
    return Advance(t.id, t.channel, t.round + 1, plan, tuple(byes), (), None, tuple(lines))


async def round_over(db: Db, t: TournamentRow) -> tuple[bool, list[int]]:
    """Whether every game of the current round has its record, and the games still going."""
    numbers = {s.table_no for s in await q.seats(db, t.id) if s.round == t.round and s.table_no}
    opened = await q.tables(db, t.id, t.round)
    done = await q.recorded(db, opened.values())
    going = [tid for tid in opened.values() if tid not in done]
    return len(opened) == len(numbers) and not going, going
