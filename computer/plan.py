"""What a computer player went for, measured on a game's view: its points by source and its
production by resource. The words that say it live in `words/` (this layer gives codes)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .reading import Board, Reading
from .value import production

#: Sources of points, in the order a tie is broken.
SOURCES = (
    "cities",
    "settlements",
    "largest_army",
    "longest_road",
    "development",
    "metropolises",
    "defender",
    "other",
)


@dataclass(frozen=True)
class Plan:
    """A player's points by source and pips by resource, and the main ones of each."""

    points: Mapping[str, int]
    production: Mapping[str, float]

    @property
    def sources(self) -> tuple[str, ...]:
        """The one or two sources that brought the most points (two when the second brought
        at least two points)."""
        ranked = sorted(
            (s for s in SOURCES if self.points.get(s, 0) > 0),
            key=lambda s: (-self.points[s], SOURCES.index(s)),
        )
        if len(ranked) > 1 and self.points[ranked[1]] >= 2:
            return tuple(ranked[:2])
        return tuple(ranked[:1])

    @property
    def resource(self) -> str | None:
        """The resource it produced most of (None when it produced nothing)."""
        made = {r: x for r, x in self.production.items() if x > 0 and r not in ("fog", "gold")}
        if not made:
            return None
        return max(sorted(made), key=lambda r: made[r])


def plan(view: Mapping[str, Any], player: str) -> Plan:
    """Measure one player's game on a view (a finished game's public view will do)."""
    reading = Reading.of(view, player, Board.of(view))
    mine = reading.players.get(player, {})
    settlements = cities = metropolises = 0
    for owner, kind in reading.buildings.values():
        if owner != player:
            continue
        if kind == "settlement":
            settlements += 1
        else:
            cities += 1
    ck = view.get("cities_knights")
    defender = 0
    if isinstance(ck, Mapping):
        held = ck.get("metropolises") or ()
        entries = held.values() if isinstance(held, Mapping) else held
        metropolises = sum(
            1 for m in entries if (m.get("owner") if isinstance(m, Mapping) else m) == player
        )
        defender = int((ck.get("players") or {}).get(player, {}).get("defender", 0) or 0)
    points = {
        "cities": 2 * cities,
        "settlements": settlements,
        "largest_army": 2 if mine.get("largest_army") else 0,
        "longest_road": 2 if mine.get("longest_road") else 0,
        "development": int(mine.get("revealed_vp", 0) or 0),
        "metropolises": 2 * metropolises,
        "defender": defender,
    }
    counted = sum(points.values())
    points["other"] = max(0, int(mine.get("vp", 0) or 0) - counted)
    return Plan(points, dict(production(reading, player)))
