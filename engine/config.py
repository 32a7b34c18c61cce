"""Game configuration: players, seed, rules, preset, map and rule switches (rules/base.md §15,
rules/tournament.md)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import ConfigError

PLAYER_ID = re.compile(r"^[A-Za-z0-9_.\-]{1,64}$")

#: Every switch with its default (the 5th edition) and the values it accepts.
SWITCHES: dict[str, tuple[Any, tuple[Any, ...] | type]] = {
    "combined_trade_build": (True, (True, False)),
    "dev_card_before_roll": ("any", ("any", "knight_only", "none")),
    "played_progress_cards": ("removed", ("removed", "bottom_of_deck")),
    "bank_shortage": ("single_player_exception", ("single_player_exception", "none_receive")),
    "largest_army_tie": ("holder_keeps", ("holder_keeps", "return_to_supply")),
    "largest_army_can_return": (False, (True, False)),
    "longest_road_tie": ("holder_keeps", ("holder_keeps", "return_to_supply")),
    "number_placement": ("spiral", ("spiral", "random_no_adjacent_red")),
    "spiral_direction": ("ccw", ("ccw", "cw", "random")),
    "win_only_on_own_turn": (True, (True, False)),
    "final_score_counts_hidden_vp": (True, (True,)),
    "vp_cards_count_hidden": (True, (True, False)),
    "vp_reveal_unlimited": (True, (True,)),
    "allow_gifts": (False, (True, False)),
    "allow_deferred_trades": (False, (False,)),
    "dev_cards_per_turn": (1, int),
    "play_card_on_purchase_turn": (False, (True, False)),
    "start_player": ("roll", ("roll", "first_seat")),
}

PRESETS: dict[str, dict[str, Any]] = {
    "official": {},
    "legacy1995": {
        "played_progress_cards": "bottom_of_deck",
        "bank_shortage": "none_receive",
        "largest_army_tie": "return_to_supply",
        "longest_road_tie": "return_to_supply",
        "spiral_direction": "cw",
        "combined_trade_build": False,
        "win_only_on_own_turn": False,
    },
    "tournament": {
        "combined_trade_build": True,
        "allow_gifts": False,
        "allow_deferred_trades": False,
        "dev_card_before_roll": "any",
        "dev_cards_per_turn": 1,
        "play_card_on_purchase_turn": False,
        "vp_cards_count_hidden": True,
        "vp_reveal_unlimited": True,
        "final_score_counts_hidden_vp": True,
        "largest_army_tie": "holder_keeps",
        "largest_army_can_return": False,
        "longest_road_tie": "holder_keeps",
    },
}

RULES = ("base",)

#: The points that win a game whose table sets no target of its own (rules/base.md B-VP-3).
VP_TO_WIN = 10

#: Seats each rule set allows (the base game: 3 or 4).
SEATS: dict[str, tuple[int, int]] = {"base": (3, 4)}


def seats_for(rules: str) -> tuple[int, int]:
    """The fewest and most players a game of these rules takes."""
    return SEATS.get(rules, (2, 4))


MAPS = ("beginner", "variable")


@dataclass(frozen=True)
class GameConfig:
    """Everything needed to start a game; frozen, JSON-safe through to_dict()."""

    players: tuple[str, ...]
    seed: int = 0
    rules: str = "base"
    preset: str = "official"
    map: str | Mapping[str, Any] = "variable"
    vp_to_win: int | None = None
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        players = tuple(self.players)
        object.__setattr__(self, "players", players)
        if not 2 <= len(players) <= 4:
            raise ConfigError("player_count", least=2, most=4)
        if self.rules == "base" and len(players) < 3:
            raise ConfigError("player_count", least=3, most=4)
        for p in players:
            if not isinstance(p, str) or not PLAYER_ID.match(p):
                raise ConfigError("player_id", player=str(p))
        if len(set(players)) != len(players):
            raise ConfigError("seat_twice")
        if self.rules not in RULES:
            raise ConfigError("unknown_rules", name=self.rules, choices=list(RULES))
        if self.preset not in PRESETS:
            raise ConfigError("unknown_preset", name=self.preset, choices=list(PRESETS))
        if isinstance(self.map, str) and self.map not in MAPS:
            raise ConfigError("unknown_map", name=self.map, choices=list(MAPS))
        if self.vp_to_win is not None and not 3 <= self.vp_to_win <= 30:
            raise ConfigError("vp_target", least=3, most=30)
        self.switches()  # validates options

    def switches(self) -> dict[str, Any]:
        """The effective rule switches: defaults, then the preset, then single options."""
        out = {name: default for name, (default, _) in SWITCHES.items()}
        out.update(PRESETS[self.preset])
        for name, value in self.options.items():
            if name not in SWITCHES:
                raise ConfigError("unknown_switch", name=name)
            allowed = SWITCHES[name][1]
            if allowed is int:
                if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                    raise ConfigError("switch_number", name=name)
            elif isinstance(allowed, tuple) and value not in allowed:
                raise ConfigError("switch_choice", name=name, choices=[str(a) for a in allowed])
            out[name] = value
        out["victory_points"] = self.vp_to_win if self.vp_to_win is not None else VP_TO_WIN
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
