"""Game configuration: players, seed, rules, preset, map and rule switches (B-15,
B-18)."""

from __future__ import annotations

from collections.abc import Mapping

from .errors import ConfigError
from .records import field, record
from .rules import base as _base
from .rules import rule_set, rules_for, seats_for
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

#: What a player id is made of: 1 to 64 of these characters.
PLAYER_ID_CHARACTERS = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-"
)


def is_player_id(p: object) -> bool:
    r"""Whether `p` is a player id: 1 to 64 letters, digits, `_`, `.` or `-`. Written out rather
    than a regular expression (start-up: `re` is not imported); as the pattern
    `^[A-Za-z0-9_.\-]{1,64}$` did (and bot/service/users.py's still does), a final newline is
    let through, since `$` matches before it."""
    if not isinstance(p, str):
        return False
    body = p[:-1] if p.endswith("\n") else p
    return 0 < len(body) <= 64 and PLAYER_ID_CHARACTERS.issuperset(body)


#: The base game's switches and presets (each rule set holds its own: `rule_set(name)`).
SWITCHES = _base.SWITCHES
PRESETS = _base.PRESETS

#: The points that win a base game whose table sets no target of its own (B-VP-3);
#: each rule set holds its own (`rule_set(name).vp_target`).
VP_TO_WIN = _base.VP_TARGET


def _whole(value: object) -> bool:
    """An `int` that is not a `bool` (True is an int to Python, not a number to a player)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_types(config: GameConfig) -> None:
    """ConfigError('wrong_type', setting=...) for the first field of a type it cannot have:
    players a list or tuple (of anything: each id is checked after), seed a whole number,
    rules and preset text, map text or a mapping, vp_to_win a whole number or None, options a
    mapping whose names are text. `bool` is refused where a number is asked (`seed=True`,
    `vp_to_win=True`): it is an `int` only to Python. Checked before any field is read, so a
    wrong type never reaches the rules (`seed='3'` once started a game)."""
    wrong = None
    if not isinstance(config.players, (list, tuple)):
        wrong = "players"
    elif not _whole(config.seed):
        wrong = "seed"
    elif not isinstance(config.rules, str):
        wrong = "rules"
    elif not isinstance(config.preset, str):
        wrong = "preset"
    elif not isinstance(config.map, (str, Mapping)):
        wrong = "map"
    elif config.vp_to_win is not None and not _whole(config.vp_to_win):
        wrong = "vp_to_win"
    elif not isinstance(config.options, Mapping) or not all(
        isinstance(name, str) for name in config.options
    ):
        wrong = "options"
    if wrong is not None:
        raise ConfigError("wrong_type", setting=wrong)


@record
class GameConfig:
    """Everything needed to start a game; frozen, JSON-safe through to_dict().

    A field of the wrong type is refused with ConfigError('wrong_type', setting=NAME), and so is
    `True` or `False` where a number is asked (`seed`, `vp_to_win`): a bool is not a number."""

    players: tuple[str, ...]
    seed: int = 0
    rules: str = "base"
    preset: str = "official"
    map: str | Mapping[str, Any] = "variable"
    vp_to_win: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _check_types(self)
        players = tuple(self.players)
        object.__setattr__(self, "players", players)
        rules = rule_set(self.rules)  # ConfigError("unknown_rules") for an unknown name
        fewest, most = rules.seats
        if not fewest <= len(players) <= most:
            # A count the table's range takes through another composition (5 or 6 seats of
            # the base game: the 5–6 extension, FS-1) plays that composition.
            least, widest = seats_for(self.rules)
            if least <= len(players) <= widest:
                object.__setattr__(self, "rules", rules_for(self.rules, len(players)))
                rules = rule_set(self.rules)
            elif widest == 4 and len(players) in (5, 6):  # FS-D6: no 5–6 of these rules (yet)
                raise ConfigError("five_six_unavailable", rules=self.rules, most=widest)
            else:
                raise ConfigError("player_count", least=least, most=widest)
        for p in players:
            if not is_player_id(p):
                raise ConfigError("player_id", player=str(p))
        for p in rules.neutrals:
            if p in players:  # the rule set's neutral seats have these ids
                raise ConfigError("player_id", player=p)
        if len(set(players)) != len(players):
            raise ConfigError("seat_twice")
        if self.preset not in rules.presets:
            raise ConfigError("unknown_preset", name=self.preset, choices=list(rules.presets))
        if isinstance(self.map, str) and self.map not in rules.maps:
            raise ConfigError("unknown_map", name=self.map, choices=list(rules.maps))
        least, most = rules.vp_range
        if self.vp_to_win is not None and not least <= self.vp_to_win <= most:
            raise ConfigError("vp_target", least=least, most=most)
        self.switches()  # validates options

    def switches(self) -> dict[str, Any]:
        """The effective rule switches: defaults, then the preset, then single options."""
        rules = rule_set(self.rules)
        switches = rules.switches
        out = {name: default for name, (default, _) in switches.items()}
        out.update(rules.presets[self.preset])
        for name, value in self.options.items():
            if name not in switches:
                raise ConfigError("unknown_switch", name=name)
            allowed = switches[name][1]
            if allowed is int:
                if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                    raise ConfigError("switch_number", name=name)
            elif isinstance(allowed, tuple) and value not in allowed:
                # Written as a player types them (`dirty_trick=true`), not as Python prints them.
                choices = [str(a).lower() if isinstance(a, bool) else str(a) for a in allowed]
                raise ConfigError("switch_choice", name=name, choices=choices)
            out[name] = value
        target = rules.vp_target
        if rules.vp_target_of is not None:
            target = rules.vp_target_of(out, len(self.players))
        out["victory_points"] = self.vp_to_win if self.vp_to_win is not None else target
        if rules.refuse_switches is not None:
            rules.refuse_switches(out, len(self.players))
        return out

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return {
            "players": list(self.players),
            "seed": self.seed,
            "rules": self.rules,
            "preset": self.preset,
            "map": self.map if isinstance(self.map, str) else dict(self.map),
            "vp_to_win": self.vp_to_win,
            "options": dict(self.options),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GameConfig:
        """Inverse of to_dict."""
        return cls(
            players=tuple(d["players"]),
            seed=int(d["seed"]),
            rules=str(d["rules"]),
            preset=str(d["preset"]),
            map=d["map"],
            vp_to_win=d.get("vp_to_win"),
            options=dict(d.get("options") or {}),
        )


__all__ = ["PRESETS", "SWITCHES", "VP_TO_WIN", "GameConfig", "seats_for"]
