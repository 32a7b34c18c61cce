"""Table settings: the engine's choices (rules, preset, map, VP target) and the table's own
(turn time, what happens when it runs out). The engine has the last word on its part."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from bot.service.refusal import Refusal
from engine import GameConfig

TIMEOUT_POLICIES = ("ping", "default", "skip", "bot", "forfeit")
MIN_TURN_TIME = 60
MAX_TURN_TIME = 30 * 86400
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_DURATION = re.compile(r"(?:\d+[smhd])+")
_PART = re.compile(r"(\d+)([smhd])")


def _bad(message: str) -> Refusal:
    return Refusal("bad_setting", message)


def parse_duration(value: object) -> int:
    """Seconds from an int or a text such as `90m`, `12h`, `2d` or `1d12h`."""
    text = value.strip().lower().replace(" ", "") if isinstance(value, str) else ""
    if isinstance(value, int) and not isinstance(value, bool):
        seconds = value
    elif text.isdigit():
        seconds = int(text)
    elif _DURATION.fullmatch(text):
        seconds = sum(int(n) * _UNITS[u] for n, u in _PART.findall(text))
    else:
        raise _bad(f"Turn time {value!r} is not a duration such as 90m, 12h or 2d.")
    if not MIN_TURN_TIME <= seconds <= MAX_TURN_TIME:
        raise _bad("The turn time must be between 1 minute and 30 days.")
    return seconds


def _parse_vp(value: object) -> int | None:
    if value is None or value == "" or (isinstance(value, str) and value.lower() == "default"):
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    raise _bad(f"The victory point target {value!r} is not a whole number.")


def _parse_choice(name: str, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _bad(f"The {name} must be a word, not {value!r}.")
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

    def with_changes(self, changes: Mapping[str, object]) -> TableOptions:
        """These settings with some changed; `Refusal('bad_setting')` names what is wrong."""
        names = {f.name for f in fields(self)}
        values: dict[str, Any] = {}
        for key, value in changes.items():
            name = key.strip().lower().replace("-", "_").replace(" ", "_")
            name = {"vp": "vp_to_win", "victory_points": "vp_to_win"}.get(name, name)
            if name not in names:
                raise _bad(f"There is no table setting called {key!r}.")
            if name == "vp_to_win":
                values[name] = _parse_vp(value)
            elif name == "turn_time":
                values[name] = parse_duration(value)
            else:
                values[name] = _parse_choice(name.replace("_", " "), value)
        changed = replace(self, **values)
        changed.validate()
        return changed

    def validate(self) -> None:
        """Refuse settings the engine would not start, or a timeout policy that does not exist."""
        if self.timeout not in TIMEOUT_POLICIES:
            raise _bad(
                f"Unknown timeout policy {self.timeout!r}; choose one of "
                f"{', '.join(TIMEOUT_POLICIES)}."
            )
        try:
            self.game_config(("seat-1", "seat-2", "seat-3"), seed=0)
        except ValueError as exc:
            raise _bad(str(exc)) from None

    def game_config(self, players: tuple[str, ...], seed: int) -> GameConfig:
        """The engine configuration for these settings and players (raises `ValueError`)."""
        return GameConfig(
            players=players,
            seed=seed,
            rules=self.rules,
            preset=self.preset,
            map=self.map,
            vp_to_win=self.vp_to_win,
            options={},
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TableOptions:
        """Settings from their stored form (unknown keys ignored, missing ones defaulted)."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})

    def describe(self) -> str:
        """One line for the status message."""
        vp = self.vp_to_win if self.vp_to_win is not None else "default"
        return (
            f"Rules {self.rules}, preset {self.preset}, map {self.map}, VP target {vp}, "
            f"turn time {format_duration(self.turn_time)}, on timeout: {self.timeout}."
        )


def format_duration(seconds: int) -> str:
    """`1d12h`-style text for a number of seconds."""
    parts = []
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60), ("s", 1)):
        if seconds >= size:
            parts.append(f"{seconds // size}{unit}")
            seconds %= size
    return "".join(parts) or "0s"
