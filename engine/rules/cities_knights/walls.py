"""City walls (CK-9): 2 brick, under one's own city without a wall, 3 per player; each raises the
discard limit by 2 (dice.discard_limit); lost with the city (barbarians.reduce_city)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...building import _pay
from ...checks import node_of, require_cards, require_phase
from ...errors import IllegalAction
from ...events import Built, Event
from . import buildings
from .actions import BuildWall
from .data import WALL_COST, WALLS_PER_PLAYER
from .state import NAME, CitiesKnights, ck

_CITY = 2  # building.CITY, the city pieces' index in `Game.pieces` and `RuleSet.vp_pieces`

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game


def build_wall(g: Game, seat: int, action: BuildWall, events: list[Event]) -> None:
    """A wall under one's city (a metropolis counts; a city on its side does not)."""
    require_phase(g, seat, "main")
    n = node_of(g, action.intersection)
    if g.node_owner[n] != seat or g.node_level[n] != 2:
        raise IllegalAction("needs_own_city", intersection=n + 1)
    c = ck(g)
    if n in c.walls:
        raise IllegalAction("wall_there", intersection=n + 1)
    if c.wall_supply[seat] <= 0:
        raise IllegalAction("no_pieces_left", hint="wall", piece="wall", limit=WALLS_PER_PLAYER)
    require_cards(g.hands[seat], WALL_COST, "wall")
    _pay(g, seat, WALL_COST)
    g.built = True
    c.walls.append(n)
    c.wall_supply[seat] -= 1
    events.append(Built(g.players[seat], "wall", str(n + 1)))


def legal(g: Game, seat: int) -> list[Action]:
    """Walls the current player may build now."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if seat != g.current or not c.wall_supply[seat] or g.hands[seat][1] < WALL_COST[1]:
        return []
    if g.pieces[seat][_CITY] >= g.rules.vp_pieces[_CITY]:
        return []  # every city piece in supply: no city on the board (most of the early game)
    walls = c.walls
    return [BuildWall(n + 1) for n in buildings.cities(g, seat) if n not in walls]
