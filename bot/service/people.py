"""People and settings (the service's `people` area): a person's preferences and language,
a server's settings, and vacations.

Vacation: a player pauses their clocks at every game they play, within a yearly allowance.

Starting a vacation pushes each of the user's pending deadlines back by its length; a clock set
while they are away starts when they come back; coming back early pulls the clocks forward by
the days not taken. The allowance (days per rolling year) is the server setting
`vacation_days` (default 14); since a vacation pauses clocks at all of the user's games, it is
the smallest allowance among the servers of those games (and the server asked from).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.service import arguments
from bot.service.core import Area
from bot.service.outcome import Outcome
from bot.service.quiet import (
    QUIET_PREFERENCE,
    ZONE_PREFERENCE,
    QuietHours,
    clock_text,
    local_time,
    parse_clock,
    quiet_of,
    zone,
)
from bot.service.refusal import refused, refusing_outages, unknown_language
from bot.service.timer_lines import utc_time
from bot.service.users import LANGUAGE_PREFERENCE, UserLike, as_user, user_id
from bot.store import deadlines, held, preferences, seating, vacations
from bot.store.base import Db
from bot.store.deadlines import Shards
from bot.store.held import Held
from bot.store.vacations import Vacation
from words import say
from words.languages import LANGUAGES

DEFAULT_VACATION_DAYS = 14.0
SETTING = "vacation_days"
YEAR = 365 * 86400
DAY = 86400

Seats = Sequence[tuple[int, str, str | None]]


async def allowance(db: Db, seats: Seats, guild: str | None) -> float:
    """Vacation days per year the user may take (the strictest of the servers concerned)."""
    guilds = {g for _, _, g in seats if g} | ({guild} if guild else set())
    days = []
    for server in sorted(guilds):
        value = (await preferences.server_settings(db, server)).get(SETTING)
        if isinstance(value, int | float) and not isinstance(value, bool) and value >= 0:
            days.append(float(value))
        else:
            days.append(DEFAULT_VACATION_DAYS)
    return min(days, default=DEFAULT_VACATION_DAYS)


async def _come_back(db: Db, away: Vacation, seats: Seats, now: float) -> None:
    """End a vacation now: the clocks get back the days not taken."""
    await vacations.end_vacation(db, away.id, now)
    for table_id, player, _ in seats:
        await deadlines.shift_pending(db, table_id, player, -(away.until - now))


def _days(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


@refusing_outages()
class People(Area):
    """A person's vacations, preferences and language, and a server's settings."""

    async def start_vacation(
        self, user: UserLike, until: float | None = None, *, guild: int | str | None = None
    ) -> Outcome:
        """Pause the user's clocks at all their games until `until` (epoch seconds; None: for
        all the vacation days left), within the yearly allowance (server setting
        `vacation_days`, default 14). Replaces a vacation under way."""
        until = arguments.moment(until)
        who = as_user(user)
        now = self.core.clock()
        server = None if guild is None else str(guild)
        async with self.core.store.transaction() as db:
            seats = await seating.seats_of_user(db, who.id)
            away = await vacations.current(db, who.id, now)
            if away is not None:
                await _come_back(db, away, seats, now)
            days = await allowance(db, seats, server)
            left = max(0.0, days - await vacations.days_used(db, who.id, now - YEAR))
            end = now + left * DAY if until is None else float(until)
            if left * DAY < 60:
                raise refused("no_vacation_left", "service.vacation.used_up", days=_days(days))
            if end <= now:
                raise refused("bad_vacation", "service.vacation.past")
            if end - now > left * DAY + 1:
                raise refused(
                    "vacation_too_long",
                    "service.vacation.too_long",
                    left=_days(left),
                    days=_days(days),
                )
            await vacations.add_vacation(db, who.id, now, end)
            for table_id, player, _ in seats:
                await deadlines.shift_pending(db, table_id, player, end - now)
        self.core.notify()
        remaining = left - (end - now) / DAY
        return Outcome(
            private={
                who.id: (
                    say("service.vacation.away", until=utc_time(end), count=len(seats)),
                    say("service.vacation.left", left=_days(remaining), days=_days(days)),
                )
            }
        )

    async def end_vacation(self, user: UserLike) -> Outcome:
        """End the user's vacation now; their clocks run again."""
        who = as_user(user)
        now = self.core.clock()
        async with self.core.store.transaction() as db:
            away = await vacations.current(db, who.id, now)
            if away is None:
                raise refused("not_away", "service.vacation.not_away")
            seats = await seating.seats_of_user(db, who.id)
            await _come_back(db, away, seats, now)
        self.core.notify()
        return Outcome(private={who.id: (say("service.vacation.back", count=len(seats)),)})

    async def vacation(self, user: UserLike, *, guild: int | str | None = None) -> Outcome:
        """Whether the user is away, and the vacation days left this year."""
        who = as_user(user)
        now = self.core.clock()
        async with self.core.store.reading() as db:
            away = await vacations.current(db, who.id, now)
            seats = await seating.seats_of_user(db, who.id)
            days = await allowance(db, seats, None if guild is None else str(guild))
            used = await vacations.days_used(db, who.id, now - YEAR)
        first = (
            say("service.vacation.until", until=utc_time(away.until))
            if away
            else say("service.vacation.not_away_now")
        )
        left = say("service.vacation.left", left=_days(max(0.0, days - used)), days=_days(days))
        return Outcome(private={who.id: (first, left)})

    async def set_preference(self, user: UserLike, key: str, value: object) -> None:
        """Store one of a user's preferences (a JSON-safe value)."""
        key = arguments.setting(key, value)
        async with self.core.store.transaction() as db:
            await preferences.set_preference(db, user_id(user), key, value, self.core.clock())

    async def set_language(self, user: UserLike, code: str | None) -> None:
        """A user's own language (`en`, `nl`, `de`) for what they alone read, or None to
        follow their Discord client's."""
        async with self.core.store.transaction() as db:
            if code is None:
                await preferences.delete_preference(db, user_id(user), LANGUAGE_PREFERENCE)
                return
            if code not in LANGUAGES:
                raise unknown_language(code)
            await preferences.set_preference(
                db, user_id(user), LANGUAGE_PREFERENCE, code, self.core.clock()
            )

    async def preferences(self, user: UserLike) -> dict[str, Any]:
        """A user's preferences."""
        async with self.core.store.reading() as db:
            return await preferences.preferences(db, user_id(user))

    async def set_server_setting(self, guild: int | str, key: str, value: object) -> None:
        """Store one of a server's settings; table settings become that server's defaults."""
        key = arguments.setting(key, value)
        async with self.core.store.transaction() as db:
            await preferences.set_server_setting(db, str(guild), key, value, self.core.clock())

    async def server_settings(self, guild: int | str) -> dict[str, Any]:
        """A server's settings."""
        async with self.core.store.reading() as db:
            return await preferences.server_settings(db, str(guild))

    async def set_time_zone(self, user: UserLike, name: object) -> Outcome:
        """Keep the user's time zone (an IANA name such as `Europe/Amsterdam`, exactly as the
        zone list spells it); anything else is refused and changes nothing."""
        where = zone(name)
        if where is None:
            shown = repr(name) if not isinstance(name, str) else name.strip()[:60] or "''"
            raise refused("bad_zone", "quiet.zone.unknown", zone=shown)
        who = user_id(user)
        now = self.core.clock()
        async with self.core.store.transaction() as db:
            await preferences.set_preference(db, who, ZONE_PREFERENCE, str(name), now)
        said = say("quiet.zone.set", zone=str(name), time=local_time(now, where, now))
        return Outcome(private={who: (said,)})

    async def set_quiet_hours(self, user: UserLike, start: object, end: object) -> Outcome:
        """Keep the user's quiet hours (`23:00` to `08:00`, in their time zone, and they may
        cross midnight), or clear them when neither is given. Malformed times, only one of the
        two, or an empty span are refused and change nothing."""
        who = user_id(user)
        now = self.core.clock()
        if start in (None, "") and end in (None, ""):
            async with self.core.store.transaction() as db:
                await preferences.delete_preference(db, who, QUIET_PREFERENCE)
            return Outcome(private={who: (say("quiet.hours.cleared"),)})
        if start in (None, "") or end in (None, ""):
            raise refused("bad_quiet_hours", "quiet.hours.both")
        times = []
        for value in (start, end):
            minutes = parse_clock(value)
            if minutes is None:
                shown = value.strip()[:20] if isinstance(value, str) else repr(value)
                raise refused("bad_quiet_hours", "quiet.hours.bad_time", value=shown)
            times.append(minutes)
        if times[0] == times[1]:
            raise refused("bad_quiet_hours", "quiet.hours.empty")
        hours = QuietHours(times[0], times[1])
        async with self.core.store.transaction() as db:
            await preferences.set_preference(db, who, QUIET_PREFERENCE, hours.to_dict(), now)
            prefs = await preferences.preferences(db, who)
        self.core.notify()  # the timer looks again (its clocks may now wait)
        shown_zone = prefs.get(ZONE_PREFERENCE) if zone(prefs.get(ZONE_PREFERENCE)) else "UTC"
        said = say(
            "quiet.hours.set",
            start=clock_text(hours.start),
            end=clock_text(hours.end),
            zone=shown_zone,
        )
        return Outcome(private={who: (said,)})

    async def quiet_now(self, users: Sequence[str]) -> dict[str, float]:
        """The users among these in their quiet hours now, with when those end."""
        now = self.core.clock()
        found: dict[str, float] = {}
        async with self.core.store.reading() as db:
            for user in dict.fromkeys(users):
                quiet = quiet_of(await preferences.preferences(db, user))
                until = None if quiet is None else quiet.quiet_until(now)
                if until is not None:
                    found[user] = until
        return found

    async def hold(
        self, user: str, table: int, channel: int | str, route: str, lines: Sequence[str]
    ) -> bool:
        """Keep lines for a user in quiet hours (`route`: `ping` in the table's thread or `dm`),
        until their quiet hours end; False (nothing kept) if they are not quiet now."""
        now = self.core.clock()
        async with self.core.store.transaction() as db:
            quiet = quiet_of(await preferences.preferences(db, user))
            until = None if quiet is None else quiet.quiet_until(now)
            if until is None:
                return False
            for line in lines:
                await held.hold(db, user, table, str(channel), route, str(line), now, until)
        self.core.notify()
        return True

    async def release_held(self, shards: Shards | None = None) -> list[Held]:
        """Take the held lines due now (every line of a user with one due), deleted as they
        are taken: the caller sends them, once."""
        now = self.core.clock()
        async with self.core.store.transaction() as db:
            return await held.take_due(db, now, shards)
