"""Seafarers for 5–6 players (SF-17): what the 5–6 extension and Seafarers make together.

The 5–6 extension's bank, development cards, pieces in two more colours (15 ships each among
them) and special building phase come with the extension's module; Seafarers keeps its scenarios,
whose 5–6 maps are data (`seafarers/maps/<scenario>-5-6.json`, SF-17.2). This pairing gives the
rule set back the scenario's map (the extension's module lays its own island of 30 hexes), lets
a builder build ships in the special building phase but never move one (SF-17.3), and refuses a
scenario the extension lays out no map for (`scenario_five_six`, SF-17.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import ConfigError
from ..five_six import special
from ..seafarers.actions import BuildShip
from ..seafarers.scenarios import SCENARIOS, scenario_map

if TYPE_CHECKING:
    from ...board import MapSpec
    from ...game import Game
    from .. import RuleSet


def _map(g: Game) -> MapSpec:
    return scenario_map(g.sw["scenario"], len(g.players))


def refuse(switches: dict[str, Any], players: int) -> None:
    """A scenario without a 5–6 map is refused with its own code (SF-17.2)."""
    name = str(switches["scenario"])
    if not SCENARIOS[name].five_six:
        raise ConfigError("scenario_five_six", scenario=name, players=players)


def build(rules: RuleSet) -> None:
    """Compose the Seafarers part of the 5–6 extension onto a rule set with both modules."""
    rules.maps = {"beginner": _map, "variable": _map}
    rules.refuse_switches = refuse
    # SF-17.3: ships are built in the special building phase; moving one is not a build.
    special.allow(rules, BuildShip)
