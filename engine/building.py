"""Roads, settlements and cities (B-10), in set-up (B-5) and in play."""

from __future__ import annotations

from . import setup
from .actions import BuildCity, BuildRoad, BuildSettlement
from .checks import edge_of, node_of, require_cards, require_phase
from .errors import IllegalAction
from .events import Built, Event, SetupResources, TurnStarted
from .resources import CITY_COST, ROAD_COST, SETTLEMENT_COST
from .roads import road_built, update_longest_road
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game

ROAD, SETTLEMENT, CITY = 0, 1, 2
_ROAD_PHASES = ("setup", "main", "road_building")


def road_end(g: Game, seat: int, n: int) -> bool:
    """Whether a road of this player may leave intersection `n` (B-BUILD-1): his own
    settlement or city stands there, or a road of his touches it and no other player's
    building stands there."""
    o = g.node_owner[n]
    return o == seat or (o < 0 and n in g.road_nodes[seat])


def road_ends(g: Game, seat: int) -> set[int]:
    """Every intersection `road_end` accepts: the ends of the player's roads that no other
    player's building holds, and his own buildings (one that no road of his touches: a
    Diplomat took it, or a Seafarers set-up placed a ship there instead)."""
    owner = g.node_owner
    ends = {n for n in g.road_nodes[seat] if owner[n] < 0 or owner[n] == seat}
    n = -1
    for _ in range(owner.count(seat)):  # the player's buildings, found by list.index
        n = owner.index(seat, n + 1)
        ends.add(n)
    return ends


def road_spots(g: Game, seat: int) -> list[int]:
    """Empty paths where this player may build a road (B-BUILD-1: leaving a `road_end`),
    sorted."""
    edge_owner = g.edge_owner
    node_edges = g.board.node_edges
    spots: set[int] = set()
    for n in road_ends(g, seat):
        for e in node_edges[n]:
            if edge_owner[e] < 0:
                spots.add(e)
    return sorted(spots)


def settlement_spots(g: Game, seat: int) -> list[int]:
    """Intersections where this player may build a settlement after set-up (B-BUILD-4/5)."""
    blocked = g.blocked
    return sorted(n for n in g.road_nodes[seat] if not blocked[n])


def _connected(g: Game, seat: int, e: int) -> bool:
    """Whether empty path `e` is one of road_spots (asked of one path, not listing them all)."""
    a, b = g.board.edge_nodes[e]
    return road_end(g, seat, a) or road_end(g, seat, b)


def setup_settlement_spots(g: Game) -> list[int]:
    """Intersections open for a set-up settlement (distance rule only)."""
    return [n for n, b in enumerate(g.blocked) if not b]


def setup_road_spots(g: Game) -> list[int]:
    """Paths touching the settlement just placed in set-up (B-SETUP-2/3)."""
    return [e for e in g.board.node_edges[g.setup_node] if g.edge_owner[e] < 0]


def setup_building(g: Game) -> str:
    """The building placed last in set-up (a city in Cities & Knights' second round)."""
    return "city" if g.setup_node >= 0 and g.node_level[g.setup_node] == 2 else "settlement"


def setup_building_first(g: Game, seat: int) -> IllegalAction:
    """The refusal of a set-up road before its building, naming the building due (`hint`: a
    city when the rules place one now, as in Cities & Knights' second round)."""
    due = g.legal_actions(g.players[seat])
    city = any(isinstance(a, BuildCity) for a in due)
    return IllegalAction("settlement_first", hint="city" if city else "settlement")


def _pay(g: Game, seat: int, cost: tuple[int, ...]) -> None:
    hand = g.hands[seat]
    for i, c in enumerate(cost):
        if c:
            hand[i] -= c
            g.bank[i] += c


def _require_piece(g: Game, seat: int, kind: int) -> None:
    if g.pieces[seat][kind] <= 0:
        limit = {ROAD: 15, SETTLEMENT: 5, CITY: 4}[kind]
        piece = {ROAD: "road", SETTLEMENT: "settlement", CITY: "city"}[kind]
        raise IllegalAction("no_pieces_left", hint=piece, piece=piece, limit=limit)


def _place_road(g: Game, seat: int, e: int, free: bool, events: list[Event]) -> None:
    g.edge_owner[e] = seat
    g.roads[seat].append(e)
    g.pieces[seat][ROAD] -= 1
    a, b = g.board.edge_nodes[e]
    g.road_nodes[seat].add(a)
    g.road_nodes[seat].add(b)
    events.append(Built(g.players[seat], "road", g.board.edge_ids[e], free))
    road_built(g, seat, e, events)


def _place_settlement(g: Game, seat: int, n: int, free: bool, events: list[Event]) -> None:
    g.node_owner[n] = seat
    g.node_level[n] = 1
    g.pieces[seat][SETTLEMENT] -= 1
    g.blocked[n] = True
    for nb in g.board.node_neighbors[n]:
        g.blocked[nb] = True
    if seat < len(g.config.players):  # a neutral's building yields nothing and is never robbed
        for h in g.board.node_hexes[n]:
            g.hex_buildings[h].append(n)
    events.append(Built(g.players[seat], "settlement", str(n + 1), free))
    if g.board.node_harbor[n] is not None:
        g.rates[seat] = g.rules.bank_rates(g, seat)
    broken = [s for s in range(len(g.players)) if s != seat and n in g.road_nodes[s]]
    if broken:
        update_longest_road(g, broken, events)


def build_road(g: Game, seat: int, action: BuildRoad, events: list[Event]) -> None:
    """A road: in set-up next to the new settlement; from Road Building for free; else paid."""
    if seat != g.current or g.phase not in _ROAD_PHASES:
        require_phase(g, seat, *_ROAD_PHASES)  # the refusal
    e = edge_of(g, action.path)
    if g.edge_owner[e] >= 0:
        raise IllegalAction("path_taken", path=g.board.edge_ids[e])
    if g.phase == "setup":
        if g.setup_node < 0:
            raise setup_building_first(g, seat)
        if e not in g.board.node_edges[g.setup_node]:
            raise IllegalAction(
                "road_must_touch_settlement",
                intersection=g.setup_node + 1,
                hint=setup_building(g),
            )
        _place_road(g, seat, e, True, events)
        if setup.advance(g):
            events.append(TurnStarted(g.players[g.current], g.turn))
        return
    _require_piece(g, seat, ROAD)
    if not _connected(g, seat, e):
        raise IllegalAction("road_not_connected")
    if g.phase == "road_building":
        _place_road(g, seat, e, True, events)
        g.free_roads -= 1
        if g.free_roads <= 0 or g.pieces[seat][ROAD] <= 0 or not road_spots(g, seat):
            g.free_roads = 0
            g.phase = "main" if g.has_rolled else "roll"
        return
    require_cards(g.hands[seat], ROAD_COST, "road")
    _pay(g, seat, ROAD_COST)
    g.built = True
    _place_road(g, seat, e, False, events)


def build_settlement(g: Game, seat: int, action: BuildSettlement, events: list[Event]) -> None:
    """A settlement: free in set-up (second one yields cards), else paid and on one's road."""
    require_phase(g, seat, "setup", "main")
    n = node_of(g, action.intersection)
    if g.node_owner[n] >= 0:
        raise IllegalAction("intersection_taken", intersection=n + 1)
    if g.blocked[n]:
        raise IllegalAction("too_close", intersection=n + 1)
    if g.phase == "setup":
        if g.setup_node >= 0:
            raise IllegalAction("road_next", intersection=g.setup_node + 1)
        _place_settlement(g, seat, n, True, events)
        g.setup_node = n
        if g.setup_step >= len(g.config.players):
            _second_settlement_cards(g, seat, n, events)
        return
    _require_piece(g, seat, SETTLEMENT)
    if n not in g.road_nodes[seat]:
        raise IllegalAction("needs_road", intersection=n + 1)
    require_cards(g.hands[seat], SETTLEMENT_COST, "settlement")
    _pay(g, seat, SETTLEMENT_COST)
    g.built = True
    _place_settlement(g, seat, n, False, events)


def _second_settlement_cards(g: Game, seat: int, n: int, events: list[Event]) -> None:
    """B-SETUP-4: one card per land hex touching the second settlement."""
    got = [0] * len(g.bank)
    for h in g.board.node_hexes[n]:
        res = g.board.hex_resource[h]
        if res >= 0 and g.bank[res] > 0:
            got[res] += 1
            g.bank[res] -= 1
            g.hands[seat][res] += 1
    events.append(
        SetupResources(
            g.players[seat], tuple((g.rules.cards[i], c) for i, c in enumerate(got) if c)
        )
    )


def build_city(g: Game, seat: int, action: BuildCity, events: list[Event]) -> None:
    """B-BUILD-6: upgrade one's own settlement; the settlement piece returns to supply."""
    require_phase(g, seat, "main")
    n = node_of(g, action.intersection)
    if g.node_owner[n] != seat or g.node_level[n] != 1:
        raise IllegalAction("needs_own_settlement", intersection=n + 1)
    _require_piece(g, seat, CITY)
    require_cards(g.hands[seat], CITY_COST, "city")
    _pay(g, seat, CITY_COST)
    g.built = True
    g.node_level[n] = 2
    g.pieces[seat][CITY] -= 1
    g.pieces[seat][SETTLEMENT] += 1
    events.append(Built(g.players[seat], "city", str(n + 1), False))
