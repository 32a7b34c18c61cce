"""Before the game: creating a table, joining, leaving, kicking, settings; and abandoning."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass

from bot.service import leagues, refusal
from bot.service.computers import computer_id, computer_name
from bot.service.core import Area, Core, Table
from bot.service.guards import require_host, require_open
from bot.service.league_settings import LeagueSettings
from bot.service.options import TableOptions, check_players
from bot.service.outcome import Outcome
from bot.service.records import write_record
from bot.service.refusal import Refusal, refusing_outages
from bot.service.users import UserLike, as_user, channel_id
from bot.store import deadlines, preferences
from bot.store import leagues as league_store
from bot.store import tables as q
from bot.store.base import Db
from words import ENGLISH, say
from words.service.computers import level_name


async def _reread(core: Core, table_id: int) -> Table:
    table = await core.table_by_id(table_id)
    assert table is not None
    return table


async def _still_open(db: Db, table_id: int) -> Table:
    """The table re-read inside the write transaction, refused unless it is still open."""
    row = await q.table_by_id(db, table_id)
    if row is None or row.status not in q.ACTIVE:
        raise refusal.no_game()
    table = Table(row, tuple(await q.seats(db, table_id)))
    require_open(table)
    return table


@dataclass(frozen=True)
class _Plan:
    """What a new table would be: its settings, its league tag (league, season, players)
    and the line saying so, all read and checked before anything is written."""

    settings: TableOptions
    tag: tuple[int, int, int] | None
    tagged: str


async def _plan(
    core: Core,
    options: Mapping[str, object] | None,
    guild: int | str | None,
    league: str | None,
    bots: int,
    language: str | None,
) -> _Plan:
    """Read and check everything `create_table` needs (the options, the league and its
    season, the rule set's seats for `bots`), refusing as it would; writes nothing."""
    server = None if guild is None else str(guild)
    tag: tuple[int, int, int] | None = None
    tagged = ""
    async with core.store.reading() as db:
        defaults = await preferences.server_settings(db, server) if server else {}
        if league is not None:
            found = await leagues.find_league(db, leagues.server_of(server), league)
            season = await leagues.current_season_of(db, found)
            rules = LeagueSettings.from_dict(found.settings)
            # The language a table speaks is no rule of the league's: any league game may.
            given = {k: v for k, v in (options or {}).items() if k != "language"}
            if changed := rules.overridden(given):
                raise Refusal(
                    "league_settings",
                    say("league.refusal.override", league=found.name, settings=", ".join(changed)),
                )
            tag = (found.id, season.id, rules.players)
            tagged = say("league.table.tagged", league=found.name, number=season.number)
    if league is not None:
        spoken = (options or {}).get("language") or rules.language or language
        settings = rules.table.with_changes({} if spoken is None else {"language": spoken})
    else:
        given = {k: v for k, v in defaults.items() if k in TableOptions().to_dict()}
        if language is not None and "language" not in given:
            given["language"] = language
        base = TableOptions().with_changes(given)
        settings = base.with_changes({} if options is None else options)
    most = tag[2] if tag is not None else settings.most_players()
    whole = isinstance(bots, int) and not isinstance(bots, bool)
    if whole and tag is None and settings.players is None and bots + 1 in (5, 6):
        # The game for two, or a Seafarers scenario without a 5–6 map, filled for 5 or 6:
        # the reason they are not played by that many, rather than how many computers fit.
        check_players(settings.rules, bots + 1)
        settings.check_seated(bots + 1)
    if not whole or not 0 <= bots < most:
        raise Refusal("bad_setting", say("service.lobby.bots", most=most - 1))
    return _Plan(settings, tag, tagged)


@refusing_outages()
class Lobby(Area):
    """Before the game: opening a table, taking and leaving seats, its settings; abandoning it."""

    async def check_table(
        self,
        options: Mapping[str, object] | None = None,
        *,
        guild: int | str | None = None,
        league: str | None = None,
        bots: int = 0,
        language: str | None = None,
    ) -> TableOptions:
        """The settings `create_table` with these arguments would give a table, or the refusal
        it would give (a bad option, an unknown league, a league's setting overridden, too many
        computer players); writes nothing, so an adapter can check before it posts anything."""
        return (await _plan(self.core, options, guild, league, bots, language)).settings

    async def create_table(
        self,
        channel: int | str,
        host: UserLike,
        options: Mapping[str, object] | None = None,
        *,
        guild: int | str | None = None,
        league: str | None = None,
        bots: int = 0,
        language: str | None = None,
    ) -> Outcome:
        """Open a table in the channel, with the host in the first seat and `bots` seats taken by
        computer players of the table's `level`; a league game takes the league's settings
        (refusing any other) and is tagged to its current season. The table speaks the
        `language` option, else the league's language or the server's stored default, else
        `language` (the server's)."""
        who = as_user(host)
        where = channel_id(channel)
        server = None if guild is None else str(guild)
        plan = await _plan(self.core, options, guild, league, bots, language)
        settings, tag, tagged = plan.settings, plan.tag, plan.tagged
        now = self.core.clock()
        try:
            async with self.core.store.transaction() as db:
                table_id = await q.insert_table(
                    db,
                    channel=where,
                    guild=server,
                    host=who.id,
                    options=settings.to_dict(),
                    now=now,
                )
                await q.add_seat(db, table_id, who.id, who.name, now)
                for number in range(1, bots + 1):
                    name = computer_name(number, settings.level, settings.language)
                    await q.add_seat(
                        db, table_id, computer_id(number), name, now, computer=settings.level
                    )
                if tag is not None:
                    await league_store.tag_table(db, table_id, *tag)
        except sqlite3.IntegrityError:
            raise Refusal("table_exists", say("service.lobby.table_exists")) from None
        # The scenario named for the seats the table takes, or those already taken.
        count = settings.players or 1 + bots
        opened = say("service.lobby.opened", player=who.name, settings=settings.describe(count))
        level = level_name(ENGLISH, settings.level)
        seated = [say("service.lobby.computers", count=bots, level=level)] if bots else []
        return Outcome(
            table=table_id,
            public=(opened, *seated, *([tagged] if tagged else []), say("service.lobby.join")),
            version=0,
            language=settings.language,
        )

    async def join(self, channel: int | str, user: UserLike) -> Outcome:
        """Take a free seat at the channel's open table."""
        who = as_user(user)
        table = await self.core.active(channel)
        async with self.core.store.transaction() as db:
            seats = (await _still_open(db, table.id)).seats
            if any(s.user_id == who.id for s in seats):
                raise Refusal("already_seated", say("service.lobby.already_seated"))
            most = table.options.most_players()
            if (league := await leagues.league_players(db, table.id)) is not None:
                most = league[1]
            elif len(seats) < most:
                # A seat the table's scenario has no map for (Greater Catan's fifth) is
                # refused before it is taken, saying why (SF-17.2).
                table.options.check_seated(len(seats) + 1, "table_full")
            if len(seats) >= most:
                raise Refusal("table_full", say("service.lobby.full", count=most))
            await q.add_seat(db, table.id, who.id, who.name, self.core.clock())
        count = len(seats) + 1
        return Outcome(
            table=table.id,
            public=(say("service.lobby.seated", player=who.name, count=count),),
            version=0,
        )

    async def leave(self, channel: int | str, user: UserLike) -> Outcome:
        """Give up a seat before the game starts; the host's role passes on, an empty table
        closes."""
        who = as_user(user)
        table = await self.core.active(channel)
        async with self.core.store.transaction() as db:
            table = await _still_open(db, table.id)
            seat = table.seat_of(who.id)
            if seat is None:
                raise refusal.not_seated()
            # Computer players neither host nor keep a table open on their own.
            others = [s for s in table.seats if s.user_id != who.id and s.computer is None]
            lines = [say("service.lobby.left", player=seat.display_name)]
            await q.remove_seat(db, table.id, who.id)
            if not others:
                await q.update_table(db, table.id, status="abandoned", ended_at=self.core.clock())
                lines.append(say("service.lobby.closed"))
            elif who.id == table.row.host:
                await q.update_table(db, table.id, host=others[0].user_id)
                lines.append(say("service.lobby.host", player=others[0].display_name))
        return Outcome(table=table.id, public=tuple(lines), version=0)

    async def kick(
        self, channel: int | str, user: UserLike, target: UserLike, *, admin: bool = False
    ) -> Outcome:
        """The host (or an admin) removes someone from the table before the game starts."""
        who, whom = as_user(user), as_user(target)
        table = await self.core.active(channel)
        async with self.core.store.transaction() as db:
            table = await _still_open(db, table.id)
            require_host(table, who, admin)
            seat = table.seat_of(whom.id)
            if seat is None:
                raise Refusal("not_seated", say("service.lobby.no_seat", player=whom.name))
            if whom.id == table.row.host:
                raise Refusal("kick_host", say("service.lobby.kick_host"))
            await q.remove_seat(db, table.id, whom.id)
        return Outcome(
            table=table.id,
            public=(say("service.lobby.removed", player=seat.display_name),),
            version=0,
        )

    async def configure(
        self,
        channel: int | str,
        user: UserLike,
        changes: Mapping[str, object],
        *,
        admin: bool = False,
    ) -> Outcome:
        """The host (or an admin) changes the table's settings before the game starts."""
        who = as_user(user)
        table = await self.core.active(channel)
        async with self.core.store.transaction() as db:
            table = await _still_open(db, table.id)
            require_host(table, who, admin)
            if (league := await leagues.league_players(db, table.id)) is not None:
                raise Refusal("league_settings", say("league.refusal.locked", league=league[0]))
            settings = table.options.with_changes(changes)
            # Settings the seats already taken cannot play (Greater Catan chosen by five).
            settings.check_seated(len(table.seats))
            await q.update_table(db, table.id, options=settings.to_dict())
        return Outcome(
            table=table.id,
            public=(
                say(
                    "service.lobby.settings",
                    settings=settings.describe(settings.players or len(table.seats)),
                ),
            ),
            version=0,
        )

    async def abandon(self, channel: int | str, user: UserLike, *, admin: bool = False) -> Outcome:
        """The host (or an admin) ends the table's game without a winner; the record is kept."""
        who = as_user(user)
        table = await self.core.active(channel)
        require_host(table, who, admin)
        async with self.core.lock(table.id):
            table = await _reread(self.core, table.id)
            if table.row.status not in q.ACTIVE:
                raise refusal.no_game()
            game = await self.core.game(table) if table.row.status == "playing" else None
            now = self.core.clock()
            async with self.core.store.transaction() as db:
                row = await q.table_by_id(db, table.id)
                if (
                    row is None
                    or row.version != table.row.version
                    or row.status != table.row.status
                ):
                    raise refusal.moved_on()
                await q.update_table(db, table.id, status="abandoned", ended_at=now)
                await deadlines.clear_pending(db, table.id)
                if game is not None:
                    await write_record(db, table, game, "abandoned", now, actions=game.version)
            self.core.cache.drop(table.id)
        self.core.notify()
        name = table.names.get(who.id, who.name)
        return Outcome(
            table=table.id, public=(say("service.lobby.abandoned", player=name),), finished=True
        )
