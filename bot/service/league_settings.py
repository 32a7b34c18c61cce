"""A league's settings: the table settings every league game uses (rules, preset, map, target,
turn timer and expiry policy), how many players sit at each game, the rating rules (forfeits,
early abandons, the provisional mark, the carry-over between seasons) and the language its
games speak when their host names none (the server's unless the league chose one)."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from bot.service.options import (
    TableOptions,
    default_scenario,
    format_duration,
    has_scenarios,
    scenario_label,
    scenarios,
)
from bot.service.refusal import Refusal, unknown_language
from engine import seats_for
from words import say
from words.languages import LANGUAGES
from words.service.settings import named_option

FORFEITS = ("last", "unrated")
#: Whether a game with a computer player counts: `unrated` unless the league says.
COMPUTERS = ("unrated", "rated")
MAX_TURN = 1000
MAX_PROVISIONAL = 100
# The league's own settings; every other name is a table setting.
OWN = (
    "players",
    "forfeit",
    "void_before_turn",
    "provisional",
    "carry",
    "computers",
    "language",
    "web",
    "web_key",
)
#: Whether the league has pages on the web side: listed on its server's page, reachable only
#: by its link, or none (the default).
WEB = ("off", "public", "unlisted")
#: What gives a league's games back to their server's language.
SERVER_LANGUAGE = ("", "server", "none")


def league_page(settings: LeagueSettings) -> str | None:
    """The address of a league's page on the web side (its path), None while it has none."""
    if settings.web == "off" or not settings.web_key:
        return None
    return f"/league/{settings.web_key}"


def player_slug(key: str, user_id: str) -> str:
    """The name of a player's page in a league: not their id, and not guessable without the
    league's own key."""
    return hashlib.sha256(f"{key}:{user_id}".encode()).hexdigest()[:16]


def with_web_key(old: LeagueSettings, new: LeagueSettings) -> LeagueSettings:
    """`new` with the key of its pages: drawn afresh when the pages are turned on or made
    unlisted (so that a link given out before stops working), else kept."""
    if new.web == "off":
        return new
    if new.web_key is None or (new.web == "unlisted" and old.web != "unlisted"):
        return replace(new, web_key=secrets.token_urlsafe(18))
    return new


def _refuse(name: str, value: object, why: str) -> Refusal:
    return Refusal("bad_setting", say("league.refusal.bad_value", name=name, value=value, why=why))


def _whole(name: str, value: object, least: int, most: int) -> int:
    text = value.strip() if isinstance(value, str) else value
    if isinstance(text, str) and text.isascii() and text.isdigit() and len(text) < 10:
        text = int(text)
    if isinstance(text, bool) or not isinstance(text, int) or not least <= text <= most:
        raise _refuse(name, value, say("service.league.whole", least=least, most=most))
    return text


def _share(name: str, value: object) -> float:
    """A share from 0 to 1, given as a fraction (0.5) or a percentage (50%, 50)."""
    text = value.strip().rstrip("%") if isinstance(value, str) else value
    try:
        number = float(text) if isinstance(text, str | int | float) else -1.0
    except ValueError:
        number = -1.0
    if isinstance(value, bool) or not 0 <= number <= 100:
        raise _refuse(name, value, say("service.league.share"))
    percent = isinstance(value, str) and value.strip().endswith("%")
    return round(number / 100 if percent or number > 1 else number, 4)


def _language(value: object) -> str | None:
    """A league's language: a code Hexhaven speaks, or the server's (None)."""
    code = value.strip().lower() if isinstance(value, str) else value
    if code is None or code in SERVER_LANGUAGE:
        return None
    if not isinstance(code, str) or code not in LANGUAGES:
        raise unknown_language(value)
    return code


def _renamed(changes: Mapping[str, object], name: str) -> bool:
    """Whether a table setting is among the changes (its name written any way)."""
    return any(k.strip().lower().replace("-", "_").replace(" ", "_") == name for k in changes)


@dataclass(frozen=True)
class LeagueSettings:
    """What a league's games use and how they are rated; `to_dict()` is what the store keeps."""

    table: TableOptions = field(default_factory=TableOptions)
    players: int = 4
    forfeit: str = "last"
    void_before_turn: int = 10
    provisional: int = 5
    carry: float = 0.5
    computers: str = "unrated"
    #: The language of the league's games (and its tournaments' tables) when their host names
    #: none; None: the server's.
    language: str | None = None
    #: The league's pages on the web side (`WEB`), and the unguessable key in their address
    #: (drawn by the service when the pages are first turned on; never set by a change).
    web: str = "off"
    web_key: str | None = None

    def with_changes(self, changes: Mapping[str, object]) -> LeagueSettings:
        """These settings with some changed (league and table setting names mixed)."""
        if not isinstance(changes, Mapping):
            raise Refusal("bad_setting", say("league.refusal.bad_setting", name=repr(changes)))
        own: dict[str, Any] = {}
        table: dict[str, object] = {}
        seats: object = None
        for key, value in changes.items():
            if not isinstance(key, str):
                raise Refusal("bad_setting", say("league.refusal.bad_setting", name=repr(key)))
            name = key.strip().lower().replace("-", "_").replace(" ", "_")
            if name == "players":
                seats = value  # checked against the rules the change leaves (below)
            elif name == "forfeit":
                choice = value.strip().lower() if isinstance(value, str) else ""
                if choice not in FORFEITS:
                    raise _refuse(
                        name, value, say("service.league.one_of", choices=", ".join(FORFEITS))
                    )
                own[name] = choice
            elif name == "computers":
                choice = value.strip().lower() if isinstance(value, str) else ""
                if choice not in COMPUTERS:
                    raise _refuse(
                        name, value, say("service.league.one_of", choices=", ".join(COMPUTERS))
                    )
                own[name] = choice
            elif name == "language":
                own[name] = _language(value)
            elif name == "web":
                choice = value.strip().lower() if isinstance(value, str) else ""
                if choice not in WEB:
                    raise _refuse(name, value, say("service.league.one_of", choices=", ".join(WEB)))
                own[name] = choice
            elif name == "void_before_turn":
                own[name] = _whole(name, value, 0, MAX_TURN)
            elif name == "provisional":
                own[name] = _whole(name, value, 0, MAX_PROVISIONAL)
            elif name == "carry":
                own[name] = _share(name, value)
            elif name in TableOptions().to_dict() or name in ("vp", "victory_points"):
                table[name] = value
            else:
                raise Refusal("bad_setting", say("league.refusal.bad_setting", name=key))
        if _renamed(table, "rules") and not _renamed(table, "scenario") and self.table.scenario:
            # New rules without a scenario named: the league's scenario stays if the new rules
            # offer it, else it goes (a scenario belongs to the rules that play it).
            given = {k: v for k, v in table.items() if _renamed({k: v}, "rules")}
            rules = self.table.with_changes({**given, "scenario": None}).rules
            kept = has_scenarios(rules) and self.table.scenario in scenarios(rules=rules)
            table["scenario"] = self.table.scenario if kept else None
        options = self.table.with_changes(table) if table else self.table
        least, most = seats_for(options.rules)
        if seats is not None:
            own["players"] = _whole("players", seats, least, most)
        elif not least <= self.players <= most:
            # New rules for another number of players, none named: the nearest they seat
            # (a league turned to the 2-player game plays for 2).
            own["players"] = min(max(self.players, least), most)
        changed = replace(self, table=options, **own)
        if has_scenarios(options.rules):
            scenario = options.scenario or default_scenario(options.rules)
            offered = scenarios(changed.players, options.rules)
            if scenario not in offered:
                raise _refuse(
                    "scenario",
                    scenario,
                    say(
                        "league.refusal.scenario_players",
                        count=changed.players,
                        scenarios=", ".join(offered) or "-",
                    ),
                )
        return changed

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form: the table's settings and the league's own."""
        own = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "table"}
        return {"table": self.table.to_dict(), **own}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LeagueSettings:
        """Settings from their stored form (missing ones defaulted)."""
        own = {k: data[k] for k in OWN if k in data}
        return cls(table=TableOptions.from_dict(data.get("table", {})), **own)

    def overridden(self, given: Mapping[str, object]) -> list[str]:
        """The names of the table settings in `given` that differ from the league's."""
        if not given:
            return []
        wanted = self.table.with_changes(given).to_dict()
        mine = self.table.to_dict()
        return sorted(k for k, v in wanted.items() if mine.get(k) != v)

    def describe(self) -> str:
        """One paragraph for the league's announcements."""
        t = self.table
        table = say(
            "service.options.league_table",
            preset=named_option("preset", t.preset),
            map=named_option("map", t.map),
            vp=t.describe_vp(),
            turn_time=format_duration(t.turn_time),
            quiet_pause=t.describe_quiet_pause(),
            timeout=t.describe_timeout(),
        )
        rules = named_option("rules", t.rules)
        if has_scenarios(t.rules):
            shown = scenario_label(t.scenario or default_scenario(t.rules), self.players)
            rules = say("league.describe.scenario", rules=rules, scenario=shown)
        described = say(
            "league.describe",
            players=self.players,
            rules=rules,
            table=table,
            forfeit=say(f"league.forfeit.{self.forfeit}"),
            void_before_turn=self.void_before_turn,
            provisional=self.provisional,
            carry=round(self.carry * 100),
        )
        if self.web != "off":
            shown_web = say("league.describe.web", visibility=say(f"league.web.{self.web}"))
            described = say("sentences.two", first=described, second=shown_web)
        if self.language is not None:
            spoken = say("league.describe.language", language=LANGUAGES[self.language].name)
            described = say("sentences.two", first=described, second=spoken)
        if self.computers == "unrated":
            return described
        computers = say(f"league.computers.{self.computers}")
        return say("sentences.two", first=described, second=computers)
