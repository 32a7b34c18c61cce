"""Quiet hours and the clock that pauses in them: the pure functions of `bot.service.quiet`."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from bot.service.quiet import (
    Quiet,
    QuietHours,
    local_time,
    matching_zones,
    parse_clock,
    quiet_of,
    zone,
)

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
NEW_YORK = ZoneInfo("America/New_York")
HOUR = 3600.0
NIGHT = QuietHours(23 * 60, 8 * 60)  # 23:00-08:00, across midnight


def at(where: ZoneInfo, text: str) -> float:
    """Epoch seconds of a local `YYYY-MM-DD HH:MM`."""
    return datetime.fromisoformat(text).replace(tzinfo=where).timestamp()


def test_quiet_hours_across_midnight_cover_the_night_and_nothing_else() -> None:
    """23:00-08:00 holds at 23:30 and 07:59 and ends at 08:00 the next morning; 08:00 and
    22:59 are awake."""
    quiet = Quiet(NIGHT, AMSTERDAM)
    assert quiet.quiet_until(at(AMSTERDAM, "2024-06-10 23:30")) == at(AMSTERDAM, "2024-06-11 08:00")
    assert quiet.quiet_until(at(AMSTERDAM, "2024-06-11 07:59")) == at(AMSTERDAM, "2024-06-11 08:00")
    assert quiet.quiet_until(at(AMSTERDAM, "2024-06-11 08:00")) is None
    assert quiet.quiet_until(at(AMSTERDAM, "2024-06-11 22:59")) is None


def test_quiet_hours_within_a_day() -> None:
    """Quiet hours that do not cross midnight (13:00-14:30) are one span each day."""
    quiet = Quiet(QuietHours(13 * 60, 14 * 60 + 30), NEW_YORK)
    assert quiet.quiet_until(at(NEW_YORK, "2024-06-10 13:00")) == at(NEW_YORK, "2024-06-10 14:30")
    assert quiet.quiet_until(at(NEW_YORK, "2024-06-10 12:59")) is None


def test_clock_without_quiet_hours_in_its_window_runs_out_on_time() -> None:
    """A 4-hour clock started at 10:00 runs out at 14:00 when the night is not in its way."""
    quiet = Quiet(NIGHT, AMSTERDAM)
    start = at(AMSTERDAM, "2024-06-10 10:00")
    assert quiet.effective_due(start, 4 * HOUR) == start + 4 * HOUR


def test_clock_pauses_over_the_night_and_resumes_in_the_morning() -> None:
    """A 4-hour clock started at 21:00 runs 2 hours, pauses 23:00-08:00, and runs out at
    10:00 the next day."""
    quiet = Quiet(NIGHT, AMSTERDAM)
    start = at(AMSTERDAM, "2024-06-10 21:00")
    assert quiet.effective_due(start, 4 * HOUR) == at(AMSTERDAM, "2024-06-11 10:00")


def test_clock_started_in_quiet_hours_starts_running_when_they_end() -> None:
    """A clock set at 02:00 does not run until 08:00: a 1-hour clock runs out at 09:00."""
    quiet = Quiet(NIGHT, AMSTERDAM)
    start = at(AMSTERDAM, "2024-06-11 02:00")
    assert quiet.effective_due(start, HOUR) == at(AMSTERDAM, "2024-06-11 09:00")


def test_long_clock_skips_every_night_it_spans() -> None:
    """A 48-hour clock with 9 quiet hours a night: 15 awake hours a day, so it runs out after
    three nights, at 11:00 on the fourth day from a start at 08:00."""
    quiet = Quiet(NIGHT, AMSTERDAM)
    start = at(AMSTERDAM, "2024-06-10 08:00")
    # 15 h on day 1, 15 h on day 2, 15 h on day 3 = 45 h; 3 h more on day 4.
    assert quiet.effective_due(start, 48 * HOUR) == at(AMSTERDAM, "2024-06-13 11:00")


def test_clock_ending_exactly_when_quiet_hours_begin_is_not_pushed() -> None:
    """A deadline that falls at 23:00 sharp runs out then: no quiet time lies before it."""
    quiet = Quiet(NIGHT, AMSTERDAM)
    start = at(AMSTERDAM, "2024-06-10 21:00")
    assert quiet.effective_due(start, 2 * HOUR) == at(AMSTERDAM, "2024-06-10 23:00")


def test_spring_forward_night_is_an_hour_shorter_amsterdam() -> None:
    """Europe/Amsterdam skips 02:00-03:00 on 31 March 2024: the night 23:00-08:00 lasts 8
    real hours, so a 4-hour clock started at 21:00 runs out at 10:00 local, 12 hours later."""
    quiet = Quiet(NIGHT, AMSTERDAM)
    start = at(AMSTERDAM, "2024-03-30 21:00")
    due = quiet.effective_due(start, 4 * HOUR)
    assert due == at(AMSTERDAM, "2024-03-31 10:00")
    assert due - start == 12 * HOUR


def test_fall_back_night_is_an_hour_longer_new_york() -> None:
    """America/New_York repeats 01:00-02:00 on 3 November 2024: the night lasts 10 real hours,
    and the clock still runs out at 10:00 local, 14 hours after a start at 21:00."""
    quiet = Quiet(NIGHT, NEW_YORK)
    start = at(NEW_YORK, "2024-11-02 21:00")
    due = quiet.effective_due(start, 4 * HOUR)
    assert due == at(NEW_YORK, "2024-11-03 10:00")
    assert due - start == 14 * HOUR


def test_players_in_different_zones_have_their_own_nights() -> None:
    """The same moment is night in Amsterdam and evening in New York: 05:00 UTC is 07:00 in
    Amsterdam (quiet) and 01:00 in New York (quiet); 13:00 UTC is quiet for neither; 03:30 UTC
    on a summer night is quiet in both; 22:00 UTC is quiet only in Amsterdam (00:00)."""
    utc = ZoneInfo("UTC")
    amsterdam, new_york = Quiet(NIGHT, AMSTERDAM), Quiet(NIGHT, NEW_YORK)
    evening = at(utc, "2024-06-10 22:00")
    assert amsterdam.quiet_until(evening) is not None
    assert new_york.quiet_until(evening) is None
    assert new_york.quiet_until(at(utc, "2024-06-11 05:00")) == at(NEW_YORK, "2024-06-11 08:00")
    assert amsterdam.quiet_until(at(utc, "2024-06-11 13:00")) is None


def test_clock_text_is_refused_unless_it_is_a_time_of_day() -> None:
    """`23:00` and `7:30` are read; `25:00`, `23:60`, full-width digits and words are not."""
    assert parse_clock("23:00") == 23 * 60
    assert parse_clock(" 7:30 ") == 7 * 60 + 30
    for bad in ("25:00", "23:60", "２３:００", "23", "noon", "", "23:00:00", None, 2300):
        assert parse_clock(bad) is None, bad


def test_zone_names_are_the_iana_ones_only() -> None:
    """A zone is an exact IANA name; the autocomplete lists only real names matching what was
    typed."""
    assert zone("Europe/Amsterdam") == AMSTERDAM
    for bad in ("Europe/Atlantis", "europe/amsterdam", "", "../etc/passwd", "Europe/Amsterdam\x00"):
        assert zone(bad) is None, bad
    assert matching_zones("europe/ams") == ["Europe/Amsterdam"]
    assert "America/New_York" in matching_zones("new york")
    assert all(zone(name) is not None for name in matching_zones("a"))
    assert matching_zones("Atlantis") == []


def test_quiet_hours_without_a_zone_are_read_in_utc() -> None:
    """Quiet hours kept without a time zone are UTC hours; malformed stored values are none."""
    quiet = quiet_of({"quiet_hours": {"start": "23:00", "end": "08:00"}})
    assert quiet is not None and quiet.zone.utcoffset(None) is not None
    assert quiet_of({"quiet_hours": {"start": "23:00", "end": "23:00"}}) is None
    assert quiet_of({"quiet_hours": "23-08"}) is None
    assert quiet_of({}) is None


def test_local_time_names_the_day_only_when_it_is_not_today() -> None:
    """`21:30` today in the reader's zone, with the date on another day."""
    now = at(AMSTERDAM, "2024-06-10 12:00")
    assert local_time(at(AMSTERDAM, "2024-06-10 21:30"), AMSTERDAM, now) == "21:30"
    assert local_time(at(AMSTERDAM, "2024-06-11 09:00"), AMSTERDAM, now) == "2024-06-11 09:00"
