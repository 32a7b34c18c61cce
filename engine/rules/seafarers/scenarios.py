"""The six scenarios (SF-13): what each one switches on, its VP target and its
special points, and its map per player count, read from the data files in `maps/`."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...board import MapSpec
from ...maps import map_from_data

if TYPE_CHECKING:
    from ...game import Game

MAPS = Path(__file__).parent / "maps"


@dataclass(frozen=True)
class Scenario:
    """One scenario: its target (SF-13.2), whether ships and the pirate are in play, the special
    points per foreign island or area (SF-9; 0: none), fog (SF-10), Greater Catan's numbers
    (SF-13.7), the Harbormaster (SF-13.8), whether C&K may be combined with it (SF-14,
    CK-D33), whether the 5–6 extension has a map for it (SF-17, FS-D6), and the name that
    map goes by where it differs (SF-17.2: the Four Islands for 5–6 are the Six Islands)."""

    name: str
    vp: int
    ships: bool = True
    island_vp: int = 0
    fog: bool = False
    numbers: bool = False
    harbormaster: bool = False
    with_cities_knights: bool = False
    five_six: bool = False
    five_six_name: str = ""


#: SF-13.2's summary table (SF-D19 to SF-D24).
SCENARIOS: dict[str, Scenario] = {
    s.name: s
    for s in (
        Scenario("new_shores", 14, island_vp=2, with_cities_knights=True, five_six=True),
        Scenario("four_islands", 12, island_vp=2, five_six=True, five_six_name="six_islands"),
        Scenario("fog_island", 12, fog=True, five_six=True),
        Scenario("through_the_desert", 12, island_vp=2, with_cities_knights=True, five_six=True),
        Scenario("greater_catan", 18, numbers=True, with_cities_knights=True),
        Scenario("harbormaster", 11, ships=False, harbormaster=True),
    )
}

#: The scenario a table plays unless it chooses (the first of the rule book).
DEFAULT = "new_shores"

#: Points of the Harbormaster title, and the harbor points that first take it (SF-13.8).
HARBORMASTER_VP = 2
HARBORMASTER_MIN = 3


#: The player counts of the 5–6 extension, whose scenarios share one map for 5 and 6 (SF-17.1).
FIVE_SIX = (5, 6)


def title(name: str, players: int | None = None) -> str:
    """The name a scenario goes by with that many players (a catalogue id): the 5–6 map's own
    where it has one (SF-17.2), else the scenario's; the scenario's when the count is not known."""
    own = SCENARIOS[name].five_six_name
    return own if own and players in FIVE_SIX else name


def seats(name: str) -> tuple[int, ...]:
    """The player counts the scenario has a map for: 3 and 4, and 5 and 6 where the 5–6
    extension lays it out (SF-17.2)."""
    return (3, 4, *FIVE_SIX) if SCENARIOS[name].five_six else (3, 4)


@lru_cache(maxsize=32)
def _data(name: str, players: int) -> str:
    count = "5-6" if players in FIVE_SIX else str(players)
    return (MAPS / f"{name}-{count}.json").read_text(encoding="utf-8")


def map_data(name: str, players: int) -> dict[str, Any]:
    """The scenario's map for that many players, as data (the format of `map_from_data`)."""
    data: dict[str, Any] = json.loads(_data(name, players))
    return data


def scenario_map(name: str, players: int) -> MapSpec:
    """The scenario's map for that many players."""
    return map_from_data(map_data(name, players))


def scenario(g: Game) -> Scenario:
    """The scenario a game plays."""
    return SCENARIOS[g.sw["scenario"]]
