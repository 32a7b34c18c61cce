"""Seafarers as a rule module composed onto the base game (SF-1 to SF-16): sea on the map,
ships (built, placed in set-up, moved), Longest Trade Route over roads and ships (the base's
Longest Road through the rule set's `route_pieces`), the pirate, gold fields, islands with
special points, fog and discovery, Greater Catan's number tokens, the Harbormaster, and the
six scenarios of SF-13 chosen by the switch `scenario`, each with its map per player count (data
files in `maps/`) and its VP target.

Modules: scenarios (the table and the maps), state (the `Extension`), actions (shapes and
notation), events, geography (islands, areas, path kinds), ships, pirate, choices (gold and
token choices awaited), discovery (fog, Greater Catan's tokens), points (islands, the
Harbormaster), building (the base's builds as Seafarers changes them), phases (legal actions),
view. Composed onto C&K (`cities_knights_seafarers`, SF-14), the pairing
engine/rules/combos/seafarers_cities_knights.py adds the combination's rules; nothing here knows
C&K.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import BuildCity, BuildRoad, BuildSettlement, PlayRoadBuilding, Roll
from . import building, choices, discovery, phases, pirate, points, ships
from . import view as sf_view
from .actions import (
    BuildShip,
    ChooseGold,
    MovePirate,
    MoveShip,
    TakeToken,
    build_parser,
    move_parser,
    parse_gold,
    parse_pirate,
    parse_token,
)
from .scenarios import DEFAULT, SCENARIOS, scenario, scenario_map
from .state import NAME, load, new, state

if TYPE_CHECKING:
    from ...board import MapSpec
    from ...game import Game
    from .. import RuleModule, RuleSet

#: Ships per player (SF-2).
SHIPS = 15


def _map(g: Game) -> MapSpec:
    return scenario_map(g.sw["scenario"], len(g.players))


def _target(switches: dict[str, Any], players: int) -> int:
    return SCENARIOS[str(switches["scenario"])].vp


def _robber_hint(g: Game) -> str | None:
    """A move tried while the robber must move: the pirate may move instead where it sails."""
    return "pirate" if scenario(g).ships else None


def _route_pieces(g: Game, seat: int) -> list[int]:
    return state(g).ships[seat]


def _start(g: Game) -> None:
    """Shuffle the fog stacks and the token supply with the game's generator (SF-10, SF-13.7)."""
    s = state(g)
    spec = g.board.spec
    s.fog_stack = list(spec.fog)
    g.rng.shuffle(s.fog_stack)
    s.fog_numbers = list(spec.fog_numbers)
    g.rng.shuffle(s.fog_numbers)
    s.supply = list(spec.supply)
    g.rng.shuffle(s.supply)


def build(rules: RuleSet) -> None:
    """Compose Seafarers onto the rule set built so far."""
    _quiet(rules)
    rules.pieces = {**rules.pieces, "ship": SHIPS}
    rules.costs = {**rules.costs, "ship": ships.SHIP_COST}
    rules.vp = {**rules.vp, "harbormaster": 2}
    rules.switches = {**rules.switches, "scenario": (DEFAULT, tuple(SCENARIOS))}
    # The map is the scenario's data file's layout, a fixed set-up ("beginner"); shuffled
    # scenario layouts are not built, so "variable", a table's default, names it too.
    rules.maps = {"beginner": _map, "variable": _map}
    rules.vp_target = SCENARIOS[DEFAULT].vp
    rules.vp_target_of = _target
    rules.phase_hints = {**rules.phase_hints, "robber": _robber_hint}
    rules.route_pieces = _route_pieces
    rules.route_card = "longest_trade_route"
    rules.extra_vp = points.extra_vp(rules.extra_vp)

    rules.add_parser("build", build_parser(rules.parsers.get("build")))
    rules.add_parser("move", move_parser(rules.parsers.get("move")))
    rules.add_parser("pirate", parse_pirate)
    rules.add_parser("gold", parse_gold)
    rules.add_parser("token", parse_token)
    rules.add_kind("build", "ship", args=("path",))
    rules.add_kind("move", "ship", kind="sail", args=("path", "path"))
    rules.add_kind("pirate", args=("hex", "victim"))
    rules.add_kind("gold", args=("resources",))
    rules.add_kind("token", args=("hex",))

    handlers = rules.actions
    rules.add_action(BuildRoad, building.road_handler(handlers[BuildRoad].handler))
    rules.add_action(
        BuildSettlement, building.settlement_handler(handlers[BuildSettlement].handler)
    )
    rules.add_action(BuildCity, building.city_handler(handlers[BuildCity].handler))
    rules.add_action(Roll, building.roll_handler(handlers[Roll].handler))
    rules.add_action(
        PlayRoadBuilding, building.road_building_handler(handlers[PlayRoadBuilding].handler)
    )
    rules.add_action(BuildShip, ships.build_ship)
    rules.add_action(MoveShip, ships.move_ship)
    rules.add_action(MovePirate, pirate.move_pirate)
    rules.add_action(ChooseGold, choices.choose_gold)
    rules.add_action(TakeToken, discovery.take_token)

    for name, wrap in (
        ("setup", phases.setup),
        ("roll", phases.roll),
        ("main", phases.main),
        ("road_building", phases.road_building),
        ("robber", phases.robber),
    ):
        phase = rules.phases[name]
        rules.add_phase(
            name,
            legal=wrap(phase.legal),
            default=phase.default,
            awaiting=phase.awaiting,
            refusal=phase.refusal,
        )
    rules.add_phase(
        "gold",
        legal=choices.gold_legal,
        default=choices.gold_default,
        awaiting=choices.awaiting,
        refusal=choices.REFUSAL,
    )
    rules.add_phase(
        "token",
        legal=discovery.token_legal,
        default=discovery.token_default,
        awaiting=choices.awaiting,
        refusal=choices.REFUSAL,
    )
    rules.add_extension(NAME, new, load)
    rules.add_view(sf_view.add_view, fields=(NAME,))
    rules.on_start(_start)


def module() -> RuleModule:
    """The Seafarers rule module."""
    from .. import RuleModule

    return RuleModule(NAME, build)


def _quiet(rules: RuleSet) -> None:
    """What of this module a player may take back (engine/undo.py)."""
    from .actions import BuildShip, ChooseGold, MovePirate, MoveShip, TakeToken
    from .events import GoldTaken, IslandReached, PirateMoved, ShipMoved, TokenPlaced

    # A ship moved onto a fog hex turns it: caught by its event.
    rules.add_quiet(
        (BuildShip, MoveShip, MovePirate, ChooseGold, TakeToken),
        (PirateMoved, ShipMoved, IslandReached, GoldTaken, TokenPlaced),
    )
