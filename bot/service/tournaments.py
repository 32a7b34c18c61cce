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

import sqlite3
from dataclasses import replace

from bot.service import arguments
from bot.service.core import Area
from bot.service.league_settings import LeagueSettings
from bot.service.leagues import current_season_of, find_league, server_of
from bot.service.lobby import Lobby
from bot.service.options import TableOptions
from bot.service.outcome import Outcome
from bot.service.play import Play
from bot.service.refusal import Refusal, Unavailable, refusing_outages
from bot.service.rounds import (
    Advance,
    PlannedTable,
    Ranking,
    advance_round,
    pair_next,
    planned,
    ranking_of,
    round_lines,
    round_over,
)
from bot.service.tournament_settings import (
    MAX_ENTRANTS,
    MAX_ROUNDS,
    MIN_ENTRANTS,
    TABLE_SIZES,
    clean_name,
    parse_time,
    require_admin,
    span,
    table_size_of,
    whole,
)
from bot.service.users import User, UserLike, as_user, channel_id
from bot.store import leagues as league_store
from bot.store import tables as table_store
from bot.store import tournaments as q
from bot.store.base import Db
from bot.store.leagues import LeagueRow
from bot.store.tournaments import TournamentRow
from words import ENGLISH, say
from words.common import listed


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


@refusing_outages()
class Tournaments(Area):
    """Swiss tournaments of a league: sign-up, rounds, their tables and the ranking."""

    async def create(
        self,
        guild: int | str | None,
        channel: int | str,
        user: UserLike,
        league: str | None,
        name: object,
        rounds: object,
        table_size: object = None,
        signup: object = "2d",
        round_time: object = "7d",
        *,
        admin: bool = False,
    ) -> str:
        """A new tournament of the league's current season, taking sign-ups until `signup` from
        now; each round lasts `round_time`. Every table seats the league's number of players (its
        games are played by exactly that many): `table_size` may be left out, and is refused if it
        says otherwise; a league of 2-player games has no tournaments (tables are 3 to 6)."""
        server = server_of(guild)
        who = as_user(user)
        require_admin(admin)
        title = clean_name(name)
        count = whole(rounds, 1, MAX_ROUNDS, "rounds")
        least, most = TABLE_SIZES[0], TABLE_SIZES[-1]
        asked = None if table_size is None else whole(table_size, least, most, "table_size")
        closes = parse_time("signup", signup)
        each = parse_time("round_time", round_time)
        where = channel_id(channel)
        now = self.core.clock()
        try:
            async with self.core.store.transaction() as db:
                found = await find_league(db, server, league)
                season = await current_season_of(db, found)
                size = table_size_of(found, asked)
                await q.add_tournament(
                    db,
                    found.id,
                    season.id,
                    title,
                    where,
                    count,
                    size,
                    now + closes,
                    each,
                    who.id,
                    now,
                )
        except sqlite3.IntegrityError:
            raise Refusal(
                "tournament_exists", say("tournament.refusal.exists", name=title)
            ) from None
        return say(
            "tournament.created",
            name=title,
            league=found.name,
            rounds=count,
            size=size,
            signup=span(closes),
            round_time=span(each),
        )

    async def join(
        self, guild: int | str | None, user: UserLike, league: str | None, name: object
    ) -> str:
        """Sign up for a tournament while it takes sign-ups."""
        who = as_user(user)
        now = self.core.clock()
        async with self.core.store.transaction() as db:
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
        self, guild: int | str | None, user: UserLike, league: str | None, name: object
    ) -> str:
        """Withdraw from a tournament before it starts."""
        who = as_user(user)
        async with self.core.store.transaction() as db:
            _, t = await _find(db, guild, league, name)
            if t.status != "signup":
                raise Refusal("tournament_started", say("tournament.refusal.started", name=t.name))
            if not await q.remove_entrant(db, t.id, who.id):
                raise Refusal("not_entered", say("tournament.refusal.not_entered", name=t.name))
        return say("tournament.left", player=who.name, name=t.name)

    async def start(
        self,
        guild: int | str | None,
        user: UserLike,
        league: str | None,
        name: object,
        *,
        admin: bool = False,
    ) -> Advance:
        """Close sign-up and pair the first round (its games are opened by `open_table`)."""
        as_user(user)
        require_admin(admin)
        now = self.core.clock()
        async with self.core.store.transaction() as db:
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
            paired = await pair_next(db, t, now)
            if paired is None:
                raise Refusal("moved_on", say("tournament.refusal.moved_on", name=t.name))
        tables, byes = paired
        plan = planned(t, 1, tables, names)
        lines = round_lines(t, 1, plan, byes, names)
        return Advance(t.id, t.channel, 1, plan, tuple(byes), (), None, tuple(lines))

    async def advance(
        self,
        guild: int | str | None,
        user: UserLike,
        league: str | None,
        name: object,
        *,
        admin: bool = False,
    ) -> Advance:
        """An admin moves the round on: at once when its games have all ended; after the round's
        deadline, abandoning the games still going (scored on their points then)."""
        who = as_user(user)
        require_admin(admin)
        now = self.core.clock()
        async with self.core.store.reading() as db:
            found, t = await _find(db, guild, league, name)
            if t.status != "running":
                raise Refusal("not_running", say("tournament.refusal.not_running", name=t.name))
            over, going = await round_over(db, t)
            channels = []
            for tid in going:
                row = await table_store.table_by_id(db, tid)
                if row is not None:
                    channels.append(row.channel)
        deadline = (t.round_began or now) + t.round_time
        if not over and now < deadline:
            raise Refusal(
                "round_going",
                say("tournament.refusal.round_going", name=t.name, left=span(deadline - now)),
            )
        abandoned: list[tuple[str, Outcome]] = []
        for where in channels:
            try:
                abandoned.append((where, await Lobby(self.core).abandon(where, who, admin=True)))
            except Unavailable:
                raise  # the database failing, said as such
            except Refusal:
                continue  # ended (or abandoned by another admin) meanwhile
        moved = await advance_round(self.core, t, found.name, now)
        if moved is None:
            raise Refusal("moved_on", say("tournament.refusal.moved_on", name=t.name))
        return replace(moved, abandoned=tuple(abandoned))

    async def open_table(
        self,
        guild: int | str | None,
        plan: PlannedTable,
        channel: int | str,
        *,
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
        now = self.core.clock()
        async with self.core.store.transaction() as db:
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
                await league_store.tag_table(
                    db, existing, t.league_id, t.season_id, len(plan.players)
                )
                await q.link_table(db, t.id, plan.round, plan.number, existing)
            row = await table_store.table_by_id(db, existing)
            assert row is not None
            if row.status != "open":
                return None
            where = row.channel
        host = User(plan.players[0], plan.names[0])
        try:
            outcome = await Play(self.core).start(where, host, admin=True)
        except Unavailable:
            raise  # the database failing, said as such
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

    async def pending_tables(self) -> list[tuple[str, PlannedTable]]:
        """The tables of running rounds whose game is not open or not started yet, with the
        tournament's channel (for the adapter after a restart, or after a failed thread)."""
        out: list[tuple[str, PlannedTable]] = []
        async with self.core.store.reading() as db:
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

    async def after_game(self, table_id: int) -> Advance | None:
        """After a game ends: if it was the last of its tournament round, the round advances
        (once). None otherwise."""
        table_id = arguments.table_number(table_id)
        async with self.core.store.reading() as db:
            where = await q.of_table(db, table_id)
            if where is None:
                return None
            t = await q.by_id(db, where[0])
            if t is None or t.status != "running" or t.round != where[1]:
                return None
            over, _ = await round_over(db, t)
            found = await league_store.league_by_id(db, t.league_id)
        if not over or found is None:
            return None
        return await advance_round(self.core, t, found.name, self.core.clock())

    async def ranking(self, guild: int | str | None, league: str | None, name: object) -> Ranking:
        """A tournament's ranking so far (final once it has finished)."""
        async with self.core.store.reading() as db:
            found, t = await _find(db, guild, league, name)
            return await ranking_of(db, found.name, t)

    async def all(self) -> list[tuple[str, str, str]]:
        """(server, league, tournament) of every tournament of the database."""
        out = []
        async with self.core.store.reading() as db:
            for found in await league_store.leagues(db):
                out += [(found.guild, found.name, t.name) for t in await q.of_league(db, found.id)]
        return out
