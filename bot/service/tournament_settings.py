"""A tournament's settings, checked before anything is written: its name, its rounds, its
sign-up and round times, the seats of its tables (its league's number of players)."""

from __future__ import annotations

import re

from bot.service.league_settings import LeagueSettings
from bot.service.refusal import Refusal
from bot.store.leagues import LeagueRow
from words import ENGLISH, say

MAX_NAME = 40
MAX_ROUNDS = 12
MIN_ENTRANTS = 3
#: The seats a tournament table may have (the store keeps no other).
TABLE_SIZES = (3, 4, 5, 6)
MAX_ENTRANTS = 256
_DURATION = re.compile(r"(?:\d{1,6}[mhd])+", re.ASCII)
_PART = re.compile(r"(\d{1,6})([mhd])", re.ASCII)
_UNITS = {"m": 60, "h": 3600, "d": 86400}
MIN_TIME = 5 * 60
MAX_TIME = 60 * 86400


def require_admin(admin: bool) -> None:
    if not admin:
        raise Refusal("not_league_admin", say("tournament.refusal.not_admin"))


def clean_name(name: object) -> str:
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
            "bad_time", say("tournament.refusal.bad_time", what=option_name(what), value=value)
        )
    if not MIN_TIME <= seconds <= MAX_TIME:
        raise Refusal("bad_time", say("tournament.refusal.time_range", what=option_name(what)))
    return seconds


def whole(value: object, least: int, most: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise Refusal(
            "bad_number",
            say("tournament.refusal.bad_number", what=option_name(what), least=least, most=most),
        )
    return value


def option_name(what: str) -> str:
    """An option's name, as the catalogue words it (the option itself if it has no words)."""
    key = f"tournament.option.{what}"
    return say(key) if key in ENGLISH else what


def table_size_of(found: LeagueRow, asked: int | None) -> int:
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


def span(seconds: float) -> str:
    left = int(seconds)
    days, left = divmod(left, 86400)
    hours, left = divmod(left, 3600)
    minutes = left // 60
    parts = [f"{n}{u}" for n, u in ((days, "d"), (hours, "h"), (minutes, "m")) if n]
    return "".join(parts) or "0m"
