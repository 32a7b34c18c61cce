"""Table settings: the engine's choices (rules, preset, map, VP target) and the table's own
(turn time, reminders, what happens when it runs out). The engine has the last word on its part."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

import computer
from bot.service.refusal import Refusal, engine_line, unknown_language
from engine import (
    ConfigError,
    GameConfig,
    rule_names,
    rule_set,
    rules_data,
    rules_for,
    scenario_counts,
    scenario_title,
    seats_for,
)
from words import Phrase, say
from words.languages import LANGUAGES
from words.service import settings as settings_words

TIMEOUT_POLICIES = ("ping", "default", "skip", "bot", "forfeit", "computer")
#: The computer players' levels (bot/service/computers.py).
LEVELS = computer.LEVELS
MIN_TURN_TIME = 5 * 60
MAX_TURN_TIME = 14 * 86400
DEFAULT_REMINDERS = (0.5, 0.9)
MAX_REMINDERS = 5
MAX_STRIKES = 20
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
# ASCII digits only, and few of them: `int()` refuses some characters that `str.isdigit()`
# accepts (`²`, `①`) and numbers of more than 4,300 digits.
_DURATION = re.compile(r"(?:\d{1,12}[smhd])+", re.ASCII)
_PART = re.compile(r"(\d{1,12})([smhd])", re.ASCII)
_WHOLE = re.compile(r"\d{1,18}", re.ASCII)
_TOO_BIG = 10**18


def _bad(message_id: str, /, **params: object) -> Refusal:
    """A setting refused, in the catalogue's `service.options.<message_id>`."""
    return Refusal("bad_setting", say(f"service.options.{message_id}", **params))


def _whole(text: str) -> int | None:
    """A whole number written in ASCII digits (a huge one as a number too big for any
    setting); None if the text is not one."""
    if _WHOLE.fullmatch(text):
        return int(text)
    if text.isascii() and text.isdigit():
        return _TOO_BIG
    return None


def parse_duration(value: object) -> int:
    """Seconds from an int or a text such as `90m`, `12h`, `2d` or `1d12h`."""
    text = value.strip().lower().replace(" ", "") if isinstance(value, str) else ""
    if isinstance(value, int) and not isinstance(value, bool):
        seconds = value
    elif (whole := _whole(text)) is not None:
        seconds = whole
    elif _DURATION.fullmatch(text):
        seconds = sum(int(n) * _UNITS[u] for n, u in _PART.findall(text))
    else:
        raise _bad("bad_duration", value=repr(value))
    if not MIN_TURN_TIME <= seconds <= MAX_TURN_TIME:
        raise _bad("turn_time")
    return seconds


def _parse_vp(value: object) -> int | None:
    if value is None or value == "" or (isinstance(value, str) and value.lower() == "default"):
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and (whole := _whole(value.strip())) is not None:
        return whole
    raise _bad("bad_vp", value=repr(value))


def parse_reminders(value: object) -> tuple[float, ...]:
    """Reminder points as fractions of the turn time, from `50%,90%`, `0.5 0.9`, a list of
    fractions or percentages, or `none`."""
    if value is None or (isinstance(value, str) and value.strip().lower() in ("", "none", "off")):
        return ()
    if isinstance(value, str):
        items: list[object] = [v for v in re.split(r"[,\s]+", value.strip()) if v]
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise _bad("bad_reminders", value=repr(value))
    points = {_reminder_point(item) for item in items}
    if len(points) > MAX_REMINDERS:
        raise _bad("many_reminders", most=MAX_REMINDERS)
    return tuple(sorted(points))


def _reminder_point(item: object) -> float:
    percent = isinstance(item, str) and item.strip().endswith("%")
    number = _number(item.strip().rstrip("%") if isinstance(item, str) else item)
    fraction = number / 100 if percent or number >= 1 else number
    if not 0 < fraction < 1:
        raise _bad("bad_reminder", value=repr(item))
    return round(fraction, 4)


def _number(value: object) -> float:
    if isinstance(value, bool):
        return -1.0
    if isinstance(value, int | float):
        return float(value)
    try:
        return float(value) if isinstance(value, str) else -1.0
    except ValueError:
        return -1.0


def _parse_strikes(value: object) -> int:
    text = value.strip() if isinstance(value, str) else value
    if isinstance(text, str) and (whole := _whole(text)) is not None:
        text = whole
    if not isinstance(text, int) or isinstance(text, bool) or not 1 <= text <= MAX_STRIKES:
        raise _bad("bad_strikes", most=MAX_STRIKES, value=repr(value))
    return text


def _switch_value(text: str) -> object:
    """`true`/`false` as booleans, a whole number as a number, any other word as itself."""
    lowered = text.strip().lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    whole = _whole(lowered)
    return whole if whole is not None else lowered


def parse_switches(value: object) -> dict[str, object]:
    """Rule switches (engine/config.py) from `dirty_trick=true, saboteur_edition=first`, or
    from names with values; `none` or nothing clears them. The engine checks names and values."""
    if value is None or (isinstance(value, str) and value.strip().lower() in ("", "none")):
        return {}
    if isinstance(value, Mapping):
        pairs = [(str(k), v) for k, v in value.items()]
    elif isinstance(value, str):
        pairs = []
        for item in (i for i in re.split(r"[,\s]+", value.strip()) if i):
            name, sep, text = item.partition("=")
            if not sep or not name or not text:
                raise _bad("bad_switch", value=repr(item))
            pairs.append((name, _switch_value(text)))
    else:
        raise _bad("bad_switches", value=repr(value))
    return {name.strip().lower().replace("-", "_"): v for name, v in pairs}


#: The seconds a table may give its strong and hard computer players per move.
THINK_LEAST = 0.1
THINK_MOST = 10.0


def parse_think(value: object) -> float | None:
    """A table's thinking time in seconds (`2`, `1.5`, `2s`); `none`/`default` for the bot's."""
    if value is None:
        return None
    text = str(value).strip().lower().removesuffix("s").strip()
    if text in ("", "none", "default"):
        return None
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not THINK_LEAST <= seconds <= THINK_MOST:
        raise _bad("bad_think", value=repr(value), least=THINK_LEAST, most=THINK_MOST)
    return seconds


def _parse_quiet_pause(value: object) -> bool:
    if isinstance(value, bool):
        return value
    word = value.strip().lower() if isinstance(value, str) else ""
    if word in ("on", "true", "yes", "1"):
        return True
    if word in ("off", "false", "no", "0"):
        return False
    raise _bad("bad_quiet_pause", value=repr(value)[:40])


def _parse_flag(name: str, value: object) -> bool:
    """On or off: a boolean, or `on`/`off`, `yes`/`no`, `true`/`false`."""
    if isinstance(value, bool):
        return value
    flag = _switch_value(value) if isinstance(value, str) else None
    if not isinstance(flag, bool):
        raise _bad("not_a_flag", name=name, value=repr(value))
    return flag


def _parse_choice(name: str, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _bad("not_a_word", name=name, value=repr(value))
    return value.strip().lower()


@dataclass(frozen=True)
class TableOptions:
    """A table's settings, validated; `to_dict()` is what the store keeps."""

    rules: str = "base"
    preset: str = "official"
    map: str = "variable"
    vp_to_win: int | None = None
    turn_time: int = 86400
    timeout: str = "ping"
    reminders: tuple[float, ...] = DEFAULT_REMINDERS
    strikes: int = 3
    #: Single rule switches over the preset (`dirty_trick`, `saboteur_edition`, …).
    switches: Mapping[str, Any] = field(default_factory=dict)
    # The level of the computer players that fill seats at creation or stand in for a person
    # (the expiry policy `computer`).
    level: str = "easy"
    #: Seafarers' scenario (None: the rule set's default); only rule sets with ships take one.
    scenario: str | None = None
    #: The language of the table's public lines and pictures (words/languages.py: en, nl, de).
    language: str = "en"
    #: Whether an awaited player's clock waits through their quiet hours (`bot.service.quiet`).
    quiet_pause: bool = True
    #: Whether players may take moves back (`/undo`; docs/players.md says which moves).
    undo: bool = True
    #: The most players the table seats (None: as many as its rules take); a table of 2 at a
    #: base table plays the game for two, as it would when only two join.
    players: int | None = None
    #: Whether the end of the game explains each computer player's plan in one line.
    explain: bool = True
    #: Seconds the strong and hard computer players may think per move (None: the bot's own
    #: budgets), from `THINK_LEAST` to `THINK_MOST`.
    think: float | None = None

    def with_changes(self, changes: Mapping[str, object]) -> TableOptions:
        """These settings with some changed; `Refusal('bad_setting')` names what is wrong."""
        if not isinstance(changes, Mapping):
            raise _bad("not_a_mapping", kind=type(changes).__name__)
        names = {f.name for f in fields(self)}
        values: dict[str, Any] = {}
        for key, value in changes.items():
            if not isinstance(key, str):
                raise _bad("setting_name", key=repr(key))
            name = key.strip().lower().replace("-", "_").replace(" ", "_")
            name = {"vp": "vp_to_win", "victory_points": "vp_to_win"}.get(name, name)
            if name not in names:
                raise _bad("unknown_setting", key=repr(key))
            if name == "vp_to_win":
                values[name] = _parse_vp(value)
            elif name == "turn_time":
                values[name] = parse_duration(value)
            elif name == "reminders":
                values[name] = parse_reminders(value)
            elif name == "strikes":
                values[name] = _parse_strikes(value)
            elif name == "switches":
                values[name] = parse_switches(value)
            elif name == "scenario":
                values[name] = _parse_scenario(value)
            elif name == "quiet_pause":
                values[name] = _parse_quiet_pause(value)
            elif name == "undo":
                values[name] = _parse_flag(name, value)
            elif name == "players":
                values[name] = _parse_players(value)
            elif name == "explain":
                values[name] = _parse_flag(name, value)
            elif name == "think":
                values[name] = parse_think(value)
            else:
                values[name] = _parse_choice(name.replace("_", " "), value)
        changed = replace(self, **values)
        changed.validate()
        return changed

    def validate(self) -> None:
        """Refuse settings the engine would not start, or a timeout policy that does not exist."""
        if self.timeout not in TIMEOUT_POLICIES:
            raise _bad(
                "unknown_timeout", value=repr(self.timeout), choices=", ".join(TIMEOUT_POLICIES)
            )
        if self.language not in LANGUAGES:
            raise unknown_language(self.language)
        if self.level not in LEVELS:
            raise _bad("unknown_level", value=repr(self.level), choices=", ".join(LEVELS))
        sea = self.rules in rule_names() and has_scenarios(self.rules)
        if self.scenario is not None and self.rules in rule_names() and not sea:
            raise _bad("no_scenarios", value=repr(self.rules))
        offered = _switch(self.rules if sea else "seafarers")[1]
        if self.scenario is not None and self.scenario not in offered:
            raise _bad("unknown_scenario", value=repr(self.scenario), choices=", ".join(offered))
        try:
            fewest = seats_for(self.rules)[0]
            self.game_config(tuple(f"seat-{i}" for i in range(1, fewest + 1)), seed=0)
        except ConfigError as exc:
            raise Refusal("bad_setting", engine_line(exc, {})) from None
        if self.players is not None:
            check_players(self.rules, self.players)
            self.check_seated(self.players)

    def check_seated(self, count: int, code: str = "bad_setting") -> None:
        """Refuse `count` seats that these settings are not played by although their rules
        are (a Seafarers scenario without a map for that many, SF-17.2), with the engine's
        sentence. Fewer seats than the rules' fewest, or more than their most, are not judged
        here: a lobby fills up to the first, and never seats more than the second."""
        fewest, most = seats_for(self.rules)
        if not fewest <= count <= most:
            return
        try:
            self.game_config(tuple(f"seat-{i}" for i in range(1, count + 1)), seed=0)
        except ConfigError as exc:
            raise Refusal(code, engine_line(exc, {})) from None

    def most_players(self) -> int:
        """The most players the table seats: its own `players`, else its rules' most."""
        return self.players if self.players is not None else seats_for(self.rules)[1]

    def game_config(self, players: tuple[str, ...], seed: int) -> GameConfig:
        """The engine configuration for these settings and players (raises `ValueError`)."""
        return GameConfig(
            players=players,
            seed=seed,
            rules=self.rules,
            preset=self.preset,
            map=self.map,
            vp_to_win=self.vp_to_win,
            options={
                **self.switches,
                **({} if self.scenario is None else {"scenario": self.scenario}),
            },
        )

    def default_vp(self) -> int | None:
        """The victory point target the rule set plays to with these settings when the table
        sets none (a Seafarers scenario's own); None when the settings no longer make a game."""
        try:
            fewest = seats_for(self.rules)[0]
            config = self.game_config(tuple(f"seat-{i}" for i in range(1, fewest + 1)), seed=0)
            return int(config.switches()["victory_points"])
        except (ConfigError, KeyError, ValueError):
            return None

    def describe_vp(self) -> str:
        """`10 (default)`, or the table's own target."""
        if self.vp_to_win is not None:
            return str(self.vp_to_win)
        default = self.default_vp()
        return Phrase(lambda w: settings_words.vp_text(w, default))

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TableOptions:
        """Settings from their stored form (unknown keys ignored, missing ones defaulted)."""
        names = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in names}
        if "reminders" in values:
            values["reminders"] = tuple(float(f) for f in values["reminders"] or ())
        return cls(**values)

    def describe(self, players: int | None = None) -> str:
        """One line for the status message (a phrase); the scenario under the name it goes by
        with `players` (the table's seat limit when not given: the Six Islands for 5–6)."""
        count = self.players if players is None else players
        data = {
            "rules": self.rules,
            "scenario": (
                scenario_label(self.scenario or default_scenario(self.rules), count)
                if has_scenarios(self.rules)
                else None
            ),
            "preset": self.preset,
            "switches": [(k, str(v).lower()) for k, v in self.switches.items()],
            "map": self.map,
            "vp": self.describe_vp(),
            "turn_time": format_duration(self.turn_time),
            "quiet_pause": self.quiet_pause,
            "reminders": self._reminder_points(),
            "timeout": self.timeout,
            "strikes": self.strikes,
            "level": self.level,
            "players": self.players,
        }
        return Phrase(lambda w: settings_words.describe_options(w, data))

    def _reminder_points(self) -> list[str]:
        return [f"{round(f * 100, 2):g}%" for f in self.reminders]

    def describe_reminders(self) -> str:
        """`reminders at 50% and 90%` (or `no reminders`)."""
        shown = self._reminder_points()
        return Phrase(lambda w: settings_words.reminders_text(w, shown))

    def describe_quiet_pause(self) -> str:
        """Whether the awaited player's clock waits through their quiet hours."""
        on = self.quiet_pause
        return Phrase(lambda w: settings_words.quiet_pause_text(w, on))

    def describe_timeout(self) -> str:
        """The expiry policy, with its strike limit where it has one."""
        timeout, strikes, level = self.timeout, self.strikes, self.level
        return Phrase(lambda w: settings_words.timeout_text(w, timeout, strikes, level))


def _parse_players(value: object) -> int | None:
    """A number of players (`5`, or a number typed as text); nothing or `default` for the
    rules' own range."""
    if value is None or (isinstance(value, str) and value.strip().lower() in ("", "default")):
        return None
    text = value.strip() if isinstance(value, str) else value
    if isinstance(text, str) and (whole := _whole(text)) is not None:
        text = whole
    if not isinstance(text, int) or isinstance(text, bool):
        raise _bad("bad_players", value=repr(value))
    return text


def player_counts(rules: str) -> tuple[int, ...]:
    """Every number of players a table of these rules can seat: its own range and the one of
    the rule set it turns into for that many (a base table of 2 plays the game for two)."""
    return tuple(n for n in range(1, 13) if _plays(rules, n))


def _plays(rules: str, count: int) -> bool:
    least, most = seats_for(rules_for(rules, count))
    return least <= count <= most


def check_players(rules: str, count: int) -> None:
    """Refuse a number of players these rules are not played by, saying why: the game for two
    is for two; any other rules say the range they are played by."""
    if _plays(rules, count):
        return
    found = rule_set(rules)
    if "two_player" in found.modules:
        raise _bad("players_two", count=count)
    counts = player_counts(rules)
    raise _bad("players_range", count=count, least=counts[0], most=counts[-1])


def format_duration(seconds: int) -> str:
    """`1d12h`-style text for a number of seconds."""
    parts = []
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        if seconds >= size:
            parts.append(f"{seconds // size}{unit}")
            seconds %= size
    return "".join(parts) or "0s"


def rule_data(rules: str = "base") -> Mapping[str, Any]:
    """A rule set's data (presets, maps, victory point target and range, seats, costs, …) for
    the adapters' choices and texts: they read it here rather than keep copies."""
    return rules_data(rule_set(rules))


def plays_progress_cards(rules: str) -> bool:
    """Whether a rule set has Cities & Knights' progress cards (C&K for two included): its
    players' views hold them, as its modules declare."""
    return "you.progress" in rule_set(rules).view_fields


def rule_sets() -> tuple[str, ...]:
    """The names of the rule sets a table may use (`base`, `cities_knights`, `seafarers`, …)."""
    return tuple(rule_names())


def _parse_scenario(value: object) -> str | None:
    if value is None or (isinstance(value, str) and value.strip().lower() in ("", "default")):
        return None
    return _parse_choice("scenario", value).replace("-", "_").replace(" ", "_")


def has_scenarios(rules: str) -> bool:
    """Whether a rule set plays Seafarers' scenarios (its switch `scenario`)."""
    return "scenario" in rule_set(rules).switches


def _switch(rules: str = "seafarers") -> tuple[str, tuple[str, ...]]:
    """The rule set's scenario switch: its default and the scenarios it offers (C&K with
    Seafarers offers three of the six)."""
    default, names = rule_set(rules).switches["scenario"]
    return str(default), tuple(str(n) for n in names) if isinstance(names, tuple) else ()


def default_scenario(rules: str = "seafarers") -> str:
    """The scenario a table of these rules plays unless it chooses one (the engine's default)."""
    return _switch(rules)[0]


def scenario_seats(name: str, rules: str = "seafarers") -> tuple[int, ...]:
    """The player counts a scenario is played with in these rules (the engine has a map for
    each: 3 and 4, and 5 and 6 for the scenarios the 5–6 extension lays out); none when the
    rules do not offer it."""
    if name not in _switch(rules)[1]:
        return ()
    fewest, most = seats_for(rules)
    return tuple(n for n in scenario_counts(name) if fewest <= n <= most)


def scenarios(players: int | None = None, rules: str = "seafarers") -> tuple[str, ...]:
    """The scenarios a table of these rules may choose, in the rule book's order: those with a
    map for that many players (every one that has a map at all when the count is not known
    yet)."""
    return tuple(
        name
        for name in _switch(rules)[1]
        if (seats := scenario_seats(name, rules)) and (players is None or players in seats)
    )


def scenario_label(name: str, players: int | None = None) -> str:
    """`Heading for New Shores`: the scenario's name from the catalogue, the one it goes by
    with that many players (the engine's `scenario_title`: the Four Islands for 5–6 are the
    Six Islands); its own name when the count is not known."""
    return say(f"scenario.{scenario_title(name, players)}")


def scenario_vp(name: str, rules: str = "seafarers") -> int:
    """The scenario's own victory point target in these rules (the engine's; C&K with
    Seafarers adds 2)."""
    found = rule_set(rules)
    target = found.vp_target_of
    return int(target({"scenario": name}, 3)) if target is not None else found.vp_target


def scenario_text(name: str, rules: str = "seafarers") -> str:
    """`Heading for New Shores · 3–4 players · 14 VP`: a scenario for a choice list."""
    seats = scenario_seats(name, rules)
    count = f"{seats[0]}–{seats[-1]}" if len(seats) > 1 else str(seats[0])
    text = say(
        "service.options.scenario_text",
        scenario=scenario_label(name),
        count=count,
        vp=scenario_vp(name, rules),
    )
    # A map of 5–6 under a name of its own (the Six Islands) is named beside the scenario's.
    larger = scenario_label(name, seats[-1])
    if larger != scenario_label(name):
        return say("service.options.scenario_text_five_six", text=text, five_six=larger)
    return text
