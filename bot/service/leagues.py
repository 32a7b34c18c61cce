"""League operations: creating and configuring a league, opening and closing seasons, the
standings, a player's profile and the head-to-head of two players. Admin operations take
`admin` (the adapter decides it: Manage Server, or the server's league admin role)."""

from __future__ import annotations

import datetime as dt
import math
import sqlite3
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace

from bot.service import arguments
from bot.service.core import Area
from bot.service.league_settings import LeagueSettings, league_page, player_slug, with_web_key
from bot.service.options import format_duration
from bot.service.rating import Skill, carried
from bot.service.refusal import Refusal, refusing_outages
from bot.service.users import UserLike, as_user
from bot.store import leagues as q
from bot.store import preferences
from bot.store.base import Db
from bot.store.leagues import ALL_TIME, LeagueRow, PlacementRow, RatingRow, SeasonRow
from words import ENGLISH, say
from words.common import listed

PAGE = 10
MAX_NAME = 40
RECENT = 5
ADMIN_ROLE = "league_admin_role"


@dataclass(frozen=True)
class Standing:
    """One line of the standings. `rating` is the displayed μ − 3σ; shares are 0 to 1."""

    rank: int
    user_id: str
    name: str
    rating: float
    provisional: bool
    games: int
    wins: int
    vp_share: float
    reliability: float
    timeouts: int


@dataclass(frozen=True)
class Standings:
    """A page of a season's standings, with its lines of text."""

    league: str
    season: int
    page: int
    pages: int
    players: int
    rows: tuple[Standing, ...]
    lines: tuple[str, ...]
    #: The league's page on the web side (a path), None when it has none.
    web: str | None = None


@dataclass(frozen=True)
class Profile:
    """A player in a league: all-time rating, its history, recent games, habits."""

    league: str
    user_id: str
    name: str
    rating: float
    provisional: bool
    games: int
    wins: int
    history: tuple[tuple[float, float], ...]
    recent: tuple[PlacementRow, ...]
    favourite_seat: int | None
    average_turn: float | None
    lines: tuple[str, ...]
    #: The player's page in the league on the web side (a path), None when it has none.
    web: str | None = None


@dataclass(frozen=True)
class SeasonEnd:
    """A closed season's final standings and the new season's number."""

    standings: Standings
    next_season: int
    lines: tuple[str, ...]


def server_of(guild: int | str | None) -> str:
    if guild is None or isinstance(guild, bool) or str(guild) == "":
        raise Refusal("no_server", say("league.refusal.no_server"))
    return str(guild)


def _require_admin(admin: bool) -> None:
    if not admin:
        raise Refusal("not_league_admin", say("league.refusal.not_admin"))


def _clean_name(name: object) -> str:
    text = " ".join(name.split()) if isinstance(name, str) else ""
    if not 1 <= len(text) <= MAX_NAME or not text.isprintable():
        raise Refusal("bad_league_name", say("league.refusal.bad_name", most=MAX_NAME))
    return text


async def find_league(db: Db, guild: str, name: object) -> LeagueRow:
    """The server's league by name; with no name, the server's only league."""
    if name is not None and not isinstance(name, str):
        raise Refusal("unknown_league", say("league.refusal.unknown", name=repr(name)[:40]))
    if name is None or not name.strip():
        found = await q.leagues(db, guild)
        if len(found) == 1:
            return found[0]
        if not found:
            raise Refusal("unknown_league", say("league.refusal.none"))
        names = listed(ENGLISH, [league.name for league in found])
        raise Refusal("which_league", say("league.refusal.which", names=names))
    league = await q.league_by_name(db, guild, name.strip())
    if league is None:
        raise Refusal("unknown_league", say("league.refusal.unknown", name=name.strip()))
    return league


async def current_season_of(db: Db, league: LeagueRow) -> SeasonRow:
    """The league's current season (refused when none is open)."""
    season = await q.current_season(db, league.id)
    if season is None:
        raise Refusal("no_season", say("league.refusal.no_season", league=league.name))
    return season


async def league_players(db: Db, table_id: int) -> tuple[str, int] | None:
    """A league table's league name and its number of players (None outside leagues)."""
    return await q.table_league(db, table_id)


def _until(ends_at: float | None) -> str:
    if ends_at is None:
        return ""
    day = dt.datetime.fromtimestamp(ends_at, tz=dt.UTC).strftime("%Y-%m-%d")
    return say("league.season.until", date=day)


async def _carry(db: Db, league: LeagueRow, old: SeasonRow, new: SeasonRow) -> None:
    """Seed the new season with every rating of the old one, carried by the league's rule."""
    share = LeagueSettings.from_dict(new.settings).carry
    rows = []
    for r in (await q.ratings(db, league.id, old.id)).values():
        skill = carried(Skill(r.mu, r.sigma), share)
        rows.append(
            RatingRow(r.user_id, r.display_name, skill.mu, skill.sigma, skill.mu, skill.sigma)
        )
    await q.put_ratings(db, league.id, new.id, rows)


def standing_of(rank: int, r: RatingRow, provisional: int) -> Standing:
    """A player's line in a season's standings, at `rank`, from their rating's row (the
    first `provisional` games marked so)."""
    return Standing(
        rank=rank,
        user_id=r.user_id,
        name=r.display_name,
        rating=Skill(r.mu, r.sigma).shown,
        provisional=r.games < provisional,
        games=r.games,
        wins=r.wins,
        vp_share=r.vp_share / r.games if r.games else 0.0,
        reliability=r.kept / r.started if r.started else 0.0,
        timeouts=r.timeouts,
    )


async def _standings(db: Db, league: LeagueRow, season: SeasonRow, page: int) -> Standings:
    total = await q.standing_count(db, league.id, season.id)
    pages = max(1, math.ceil(total / PAGE))
    if isinstance(page, bool) or not isinstance(page, int) or not 1 <= page <= pages:
        raise Refusal("bad_page", say("league.refusal.bad_page", page=page, pages=pages))
    provisional = LeagueSettings.from_dict(season.settings).provisional
    found = await q.standings(db, league.id, season.id, (page - 1) * PAGE, PAGE)
    rows = tuple(
        standing_of((page - 1) * PAGE + i + 1, r, provisional) for i, r in enumerate(found)
    )
    if not rows:
        head = say("league.standings.empty", league=league.name, number=season.number)
        return Standings(league.name, season.number, page, pages, total, rows, (head,))
    lines = [
        say(
            "league.standings.title",
            league=league.name,
            number=season.number,
            page=page,
            pages=pages,
        )
    ]
    lines += [standing_line(s) for s in rows]
    lines.append(say("league.standings.scale", provisional=provisional))
    return Standings(league.name, season.number, page, pages, total, rows, tuple(lines))


def counted(kind: str, count: int) -> str:
    """`3 games`, `1 win`: a count with its noun, in the form the number takes."""
    return say(f"league.count.{kind}", count=count)


def standing_line(s: Standing) -> str:
    """One line of the standings in text."""
    return say(
        "league.standings.line",
        rank=s.rank,
        name=s.name,
        rating=f"{s.rating:.1f}",
        provisional="?" if s.provisional else "",
        games=counted("games", s.games),
        wins=counted("wins", s.wins),
        share=round(s.vp_share * 100),
        reliability=round(s.reliability * 100),
        timeouts=counted("timeouts", s.timeouts),
    )


@refusing_outages()
class Leagues(Area):
    """A server's leagues: their settings, seasons, standings and players' records. `admin`:
    the user may manage the server or holds its league admin role."""

    async def names(self, guild: int | str) -> list[str]:
        """The names of a server's leagues (for choices)."""
        async with self.core.store.reading() as db:
            return [league.name for league in await q.leagues(db, str(guild))]

    async def all(self) -> list[tuple[str, str]]:
        """(server, name) of every league of the database."""
        async with self.core.store.reading() as db:
            return [(league.guild, league.name) for league in await q.leagues(db)]

    async def admin_role(self, guild: int | str) -> str | None:
        """The role id whose members run the server's leagues, if one is set."""
        async with self.core.store.reading() as db:
            value = (await preferences.server_settings(db, str(guild))).get(ADMIN_ROLE)
        return None if value is None else str(value)

    async def set_admin_role(
        self, guild: int | str, user: UserLike, role: int | str, role_name: str, *, admin: bool
    ) -> str:
        """Set the league admin role (only a server manager may: `admin` here is Manage Server)."""
        server = server_of(guild)
        as_user(user)
        _require_admin(admin)
        async with self.core.store.transaction() as db:
            await preferences.set_server_setting(
                db, server, ADMIN_ROLE, str(role), self.core.clock()
            )
        return say("league.role.set", role=role_name)

    async def create(
        self,
        guild: int | str | None,
        user: UserLike,
        name: object,
        changes: Mapping[str, object] | None = None,
        *,
        admin: bool = False,
        manager: bool = False,
    ) -> str:
        """A new league of the server with its settings, table settings and the league's own
        (defaults for those not given); returns the announcement."""
        server = server_of(guild)
        who = as_user(user)
        _require_admin(admin)
        title = _clean_name(name)
        if any(str(k).strip().lower() == "web" for k in changes or {}) and not manager:
            raise Refusal("not_server_manager", say("league.refusal.web_manager"))
        settings = with_web_key(LeagueSettings(), LeagueSettings().with_changes(changes or {}))
        try:
            async with self.core.store.transaction() as db:
                await q.add_league(db, server, title, settings.to_dict(), who.id, self.core.clock())
        except sqlite3.IntegrityError:
            raise Refusal("league_exists", say("league.refusal.exists", name=title)) from None
        return say("league.created", league=title, settings=settings.describe())

    async def settings(
        self,
        guild: int | str | None,
        user: UserLike,
        name: str | None,
        changes: Mapping[str, object] | None = None,
        *,
        admin: bool = False,
        manager: bool = False,
    ) -> str:
        """Show a league's settings, or (an admin) change them: table settings apply to tables
        opened afterwards, the rating rules from the next season on. Only a server manager
        (`manager`) may change whether the league has pages on the web: that is the server's
        opt-in."""
        server = server_of(guild)
        as_user(user)
        changes = changes or {}
        if changes:
            _require_admin(admin)
        if any(str(k).strip().lower() == "web" for k in changes) and not manager:
            raise Refusal("not_server_manager", say("league.refusal.web_manager"))
        async with self.core.store.transaction() as db:
            league = await find_league(db, server, name)
            settings = LeagueSettings.from_dict(league.settings)
            if changes:
                settings = with_web_key(settings, settings.with_changes(changes))
                await q.set_league_settings(db, league.id, settings.to_dict())
        return say("league.settings", league=league.name, settings=settings.describe())

    async def start_season(
        self,
        guild: int | str | None,
        user: UserLike,
        name: str | None,
        ends_at: float | None = None,
        *,
        admin: bool = False,
    ) -> str:
        """Open the league's next season (refused while one is open), ratings carried from the
        last one."""
        ends_at = arguments.moment(ends_at)
        server = server_of(guild)
        as_user(user)
        _require_admin(admin)
        now = self.core.clock()
        async with self.core.store.transaction() as db:
            league = await find_league(db, server, name)
            if await q.current_season(db, league.id) is not None:
                raise Refusal("season_open", say("league.refusal.season_open", league=league.name))
            latest = await q.latest_season(db, league.id)
            season = await q.open_season(db, league.id, league.settings, now, ends_at)
            if latest is not None:
                await _carry(db, league, latest, season)
        return say(
            "league.season.started",
            league=league.name,
            number=season.number,
            until=_until(ends_at),
        )

    async def end_season(
        self, guild: int | str | None, user: UserLike, name: str | None, *, admin: bool = False
    ) -> SeasonEnd:
        """Close the league's season, then open the next one with the ratings carried over; the
        final standings' first page comes back to be posted."""
        server = server_of(guild)
        as_user(user)
        _require_admin(admin)
        now = self.core.clock()
        async with self.core.store.transaction() as db:
            league = await find_league(db, server, name)
            season = await current_season_of(db, league)
            await q.close_season(db, season.id, now)
            final = await _standings(db, league, season, 1)
            new = await q.open_season(db, league.id, league.settings, now, None)
            await _carry(db, league, season, new)
        carry = round(LeagueSettings.from_dict(league.settings).carry * 100)
        lines = [say("league.season.ended", league=league.name, number=season.number)]
        if final.rows:
            best = final.rows[0]
            lines.append(
                say(
                    "league.season.champion",
                    name=best.name,
                    number=season.number,
                    rating=f"{best.rating:.1f}",
                )
            )
            lines += final.lines[1:]
        else:
            lines.append(say("league.season.empty"))
        lines.append(say("league.season.carried", number=new.number, carry=carry))
        return SeasonEnd(final, new.number, tuple(lines))

    async def standings(
        self, guild: int | str | None, name: str | None, page: int = 1, season: int | None = None
    ) -> Standings:
        """A page of the standings of the league's current season (or of season `season`)."""
        server = server_of(guild)
        async with self.core.store.reading() as db:
            league = await find_league(db, server, name)
            found = await q.latest_season(db, league.id)
            if season is not None:
                found = next(
                    (s for s in await q.seasons(db, league.id) if s.number == season), None
                )
            if found is None:
                raise Refusal("no_season", say("league.refusal.no_season", league=league.name))
            shown = await _standings(db, league, found, page)
        return replace(shown, web=league_page(LeagueSettings.from_dict(league.settings)))

    async def profile(self, guild: int | str | None, name: str | None, user: UserLike) -> Profile:
        """A player's all-time rating in the league, its history, recent games and habits."""
        server = server_of(guild)
        who = as_user(user)
        async with self.core.store.reading() as db:
            league = await find_league(db, server, name)
            rating = (await q.ratings(db, league.id, ALL_TIME, [who.id])).get(who.id)
            games = await q.placements_of_user(db, league.id, who.id)
            sizes = await q.table_sizes(db, [g.table_id for g in games[-RECENT:]])
        if rating is None or not games:
            raise Refusal(
                "no_games", say("league.refusal.no_games", name=who.name, league=league.name)
            )
        rules = LeagueSettings.from_dict(league.settings)
        provisional = rules.provisional
        shown = Skill(rating.mu, rating.sigma).shown
        at = league_page(rules)
        web = None if at is None else f"{at}/player/{player_slug(rules.web_key or '', who.id)}"
        history = tuple((p.ended_at, Skill(p.all_mu, p.all_sigma).shown) for p in games if p.rated)
        seats = Counter(p.seat for p in games)
        seat, seat_games = seats.most_common(1)[0]
        turns = sum(p.turns for p in games)
        average = sum(p.think for p in games) / turns if turns else None
        recent = tuple(reversed(games[-RECENT:]))
        lines = [
            say(
                "league.profile.title",
                name=rating.display_name,
                league=league.name,
                rating=f"{shown:.1f}",
                provisional="?" if rating.games < provisional else "",
                games=counted("games", rating.games),
                wins=counted("wins", rating.wins),
            ),
            say("league.profile.seat", seat=seat + 1, count=seat_games),
        ]
        if average is not None:
            lines.append(say("league.profile.turn", time=format_duration(max(1, round(average)))))
        lines.append(say("league.profile.recent"))
        before = {g.table_id: i for i, g in enumerate(games)}
        for p in recent:
            if not p.rated:
                lines.append(
                    say(
                        "league.profile.void",
                        table=p.table_id,
                        place=p.place,
                        players=sizes.get(p.table_id, 0),
                    )
                )
                continue
            earlier = [g for g in games[: before[p.table_id]] if g.rated]
            was = (
                Skill(earlier[-1].all_mu, earlier[-1].all_sigma).shown if earlier else Skill().shown
            )
            now = Skill(p.all_mu, p.all_sigma).shown
            lines.append(
                say(
                    "league.profile.game",
                    table=p.table_id,
                    place=p.place,
                    players=sizes.get(p.table_id, 0),
                    share=round(p.vp_share * 100),
                    change=f"{now - was:+.1f}",
                )
            )
        return Profile(
            league=league.name,
            user_id=who.id,
            name=rating.display_name,
            rating=shown,
            provisional=rating.games < provisional,
            games=rating.games,
            wins=rating.wins,
            history=history,
            recent=recent,
            favourite_seat=seat,
            average_turn=average,
            lines=tuple(lines),
            web=web,
        )

    async def versus(
        self, guild: int | str | None, name: str | None, first: UserLike, second: UserLike
    ) -> str:
        """How two players fared in the league's rated games they both played."""
        server = server_of(guild)
        a, b = as_user(first), as_user(second)
        if a.id == b.id:
            raise Refusal("same_player", say("league.refusal.same_player"))
        async with self.core.store.reading() as db:
            league = await find_league(db, server, name)
            met = await q.meetings(db, league.id, a.id, b.id)
        if not met:
            return say("league.versus.none", first=a.name, second=b.name, league=league.name)
        return say(
            "league.versus",
            first=a.name,
            second=b.name,
            league=league.name,
            games=counted("games", len(met)),
            first_wins=counted("times", sum(x < y for _, x, y in met)),
            second_wins=counted("times", sum(y < x for _, x, y in met)),
            level=counted("times", sum(x == y for _, x, y in met)),
        )
