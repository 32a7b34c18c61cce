"""Set-up with a city (CK-3): round 1 a settlement and a road, round 2 a city and a road; the city
yields one resource per producing hex around it, never a commodity (CK-3 step 4). A city on its
side is rebuilt for the normal city cost, with its own piece (CK-15.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ... import building, legal
from ...actions import BuildCity, BuildSettlement
from ...checks import node_of, require_cards, require_phase
from ...errors import IllegalAction
from ...events import Built, Event
from ...resources import CITY_COST
from . import knights
from .state import NAME, CitiesKnights, ck

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game


def _round_two(g: Game) -> bool:
    return g.phase == "setup" and g.setup_step >= len(g.config.players)  # seated players only


def setup_legal(g: Game, seat: int) -> list[Action]:
    """The base set-up's spots; in round 2 the building placed is a city."""
    out = legal.setup_phase(g, seat)
    if _round_two(g) and g.setup_node < 0:
        cities = legal.board_actions(g.board).cities
        return [cities[a.intersection - 1] for a in out if isinstance(a, BuildSettlement)]
    return out


def build_settlement(g: Game, seat: int, action: BuildSettlement, events: list[Event]) -> None:
    """Round 2 of set-up places a city, not a settlement."""
    if _round_two(g) and seat == g.current and g.setup_node < 0:
        raise IllegalAction("setup_city")
    if g.phase != "setup":
        knights.build_settlement_check(g, seat, action)
    building.build_settlement(g, seat, action, events)


def build_city(g: Game, seat: int, action: BuildCity, events: list[Event]) -> None:
    """The set-up city; a city on its side raised again; otherwise the base upgrade."""
    if g.phase == "setup":
        _setup_city(g, seat, action, events)
        return
    n = node_of(g, action.intersection)
    c = ck(g)
    if n in c.fallen and g.node_owner[n] == seat:
        require_phase(g, seat, "main")
        require_cards(g.hands[seat], CITY_COST, "city")
        building._pay(g, seat, CITY_COST)
        g.built = True
        g.node_level[n] = 2
        c.fallen.remove(n)
        events.append(Built(g.players[seat], "city", str(n + 1), False))
        return
    building.build_city(g, seat, action, events)


def _setup_city(g: Game, seat: int, action: BuildCity, events: list[Event]) -> None:
    require_phase(g, seat, "setup")
    if not _round_two(g):
        raise IllegalAction("needs_own_settlement", intersection=action.intersection)
    n = node_of(g, action.intersection)
    if g.setup_node >= 0:
        raise IllegalAction("road_next", intersection=g.setup_node + 1)
    if g.node_owner[n] >= 0:
        raise IllegalAction("intersection_taken", intersection=n + 1)
    if g.blocked[n]:
        raise IllegalAction("too_close", intersection=n + 1)
    building._place_settlement(g, seat, n, True, [])
    g.node_level[n] = 2
    g.pieces[seat][building.SETTLEMENT] += 1
    g.pieces[seat][building.CITY] -= 1
    g.setup_node = n
    events.append(Built(g.players[seat], "city", str(n + 1), True))
    building._second_settlement_cards(g, seat, n, events)


def fallen_cities(g: Game, seat: int) -> list[Action]:
    """Cities on their side the current player can raise again (the base lists the others,
    and these too while a city piece is in supply)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if not c.fallen or seat != g.current or g.pieces[seat][building.CITY]:
        return []
    hand = g.hands[seat]
    if hand[3] < CITY_COST[3] or hand[4] < CITY_COST[4]:
        return []
    cities = legal.board_actions(g.board).cities
    return [cities[n] for n in c.fallen if g.node_owner[n] == seat]
