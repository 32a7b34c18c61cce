"""Time zones and quiet hours: a player's own clock.

A user may keep a time zone (preference `time_zone`, an IANA name such as `Europe/Amsterdam`)
and quiet hours (preference `quiet_hours`, `{"start": "23:00", "end": "08:00"}`, read in that
zone, UTC when none is kept; they may cross midnight). In their quiet hours nothing pings them,
and their turn clock does not run (unless the table's `quiet_pause` setting is off).

Everything here is pure: the functions take the moment (epoch seconds) they are about.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from functools import cache
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

ZONE_PREFERENCE = "time_zone"
QUIET_PREFERENCE = "quiet_hours"
#: How a line held through quiet hours is sent when they end: a mention in the table's
#: thread, or a direct message (`bot.store.held`).
HELD_PING = "ping"
HELD_DM = "dm"
#: The most names a zone autocomplete lists (Discord's limit).
MOST_NAMES = 25
_CLOCK = re.compile(r"([01]?[0-9]|2[0-3])[:.h]([0-5][0-9])")


@cache
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name the system (or the `tzdata` package) knows, sorted."""
    return tuple(sorted(n for n in available_timezones() if "/" in n or n == "UTC"))


def zone(name: object) -> ZoneInfo | None:
    """The zone of an IANA name (exactly as listed in `zone_names`), None if it is not one."""
    if not isinstance(name, str) or name not in zone_names():
        return None
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None


def matching_zones(typed: str, most: int = MOST_NAMES) -> list[str]:
    """Zone names that match what was typed (case and `_`/space ignored): those starting with
    it first, then those containing it; at most `most`."""
    wanted = typed.strip().casefold().replace(" ", "_")
    names = zone_names()
    first = [n for n in names if n.casefold().startswith(wanted)]
    more = [n for n in names if wanted in n.casefold() and n not in first]
    return (first + more)[:most]


def parse_clock(text: object) -> int | None:
    """Minutes after midnight of `23:00` (also `7:30`, `23.00`, `23h00`); None if malformed."""
    if not isinstance(text, str):
        return None
    found = _CLOCK.fullmatch(text.strip())
    if found is None or not text.strip().isascii():
        return None
    return int(found[1]) * 60 + int(found[2])


def clock_text(minutes: int) -> str:
    """`23:00`."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


@dataclass(frozen=True)
class QuietHours:
    """Quiet from `start` to `end` (minutes after midnight, local time) every day; `start >
    end` crosses midnight. Never empty: `start != end`."""

    start: int
    end: int

    def to_dict(self) -> dict[str, str]:
        """The stored form."""
        return {"start": clock_text(self.start), "end": clock_text(self.end)}

    @classmethod
    def parse(cls, value: object) -> QuietHours | None:
        """Quiet hours from their stored form; None if malformed or empty."""
        if not isinstance(value, Mapping):
            return None
        start, end = parse_clock(value.get("start")), parse_clock(value.get("end"))
        if start is None or end is None or start == end:
            return None
        return cls(start, end)


@dataclass(frozen=True)
class Quiet:
    """A user's quiet hours in their zone."""

    hours: QuietHours
    zone: tzinfo

    def spans(self, since: float) -> Iterator[tuple[float, float]]:
        """The quiet spans (epoch seconds, start and end) that end after `since`, in order,
        without end. A span is a local day's quiet hours; local times that a daylight-saving
        change skips or repeats are read as Python reads them (`fold=0`)."""
        day = datetime.fromtimestamp(since, self.zone).date() - timedelta(days=1)
        while True:
            start = _moment(day, self.hours.start, self.zone)
            end_day = day + timedelta(days=1) if self.hours.end < self.hours.start else day
            end = _moment(end_day, self.hours.end, self.zone)
            if end > since and end > start:
                yield start, end
            day += timedelta(days=1)

    def quiet_until(self, now: float) -> float | None:
        """If `now` is within quiet hours, when they end; else None."""
        for start, end in self.spans(now):
            return end if start <= now else None
        return None  # pragma: no cover - spans never end

    def effective_due(self, starts_at: float, turn_time: float) -> float:
        """When a clock of `turn_time` seconds started at `starts_at` runs out if it does not
        run in quiet hours: the turn time plus every quiet span that begins before the
        deadline so far (each span it takes in pushes the deadline on by that span)."""
        due = starts_at + turn_time
        for start, end in self.spans(starts_at):
            if start >= due:
                return due
            due += end - max(start, starts_at)
        return due  # pragma: no cover - spans never end


def _moment(day: date, minutes: int, where: tzinfo) -> float:
    local = datetime.combine(day, time(minutes // 60, minutes % 60), tzinfo=where)
    return local.timestamp()


def quiet_of(prefs: Mapping[str, Any]) -> Quiet | None:
    """A user's quiet hours from their preferences (None if they keep none)."""
    hours = QuietHours.parse(prefs.get(QUIET_PREFERENCE))
    if hours is None:
        return None
    return Quiet(hours, zone(prefs.get(ZONE_PREFERENCE)) or UTC)


def zone_of(prefs: Mapping[str, Any]) -> ZoneInfo | None:
    """A user's time zone from their preferences (None if they keep none)."""
    return zone(prefs.get(ZONE_PREFERENCE))


def local_time(when: float, where: tzinfo, now: float) -> str:
    """`21:30` on the same local day as `now`, else `2024-12-03 21:30`."""
    moment = datetime.fromtimestamp(when, where)
    if moment.date() == datetime.fromtimestamp(now, where).date():
        return moment.strftime("%H:%M")
    return moment.strftime("%Y-%m-%d %H:%M")
