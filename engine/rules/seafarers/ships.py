"""Ships: where one may be placed (SF-4.1), building and placing them, and moving the foremost
ship of an open route (SF-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...building import setup_building_first
from ...checks import edge_of, require_cards, require_phase
from ...errors import IllegalAction
from ...events import Built, Event
from ...roads import update_longest_road
from . import discovery
from .actions import BuildShip, MoveShip
from .events import ShipMoved
from .geography import ship_paths
from .scenarios import scenario
from .state import state

if TYPE_CHECKING:
    from ...game import Game

#: A ship costs 1 lumber and 1 wool (SF-4.1), over the resources.
SHIP_COST = (1, 0, 1, 0, 0)


def ship_index(g: Game) -> int:
    """The index of ships in `g.pieces[seat]` (after the base game's pieces)."""
    return list(g.rules.pieces).index("ship")


def _blockers(g: Game, seat: int) -> set[int]:
    """Intersections where another player's piece other than a building stops a route (C&K's
    knights, through the rule set's `road_blockers`)."""
    more = g.rules.road_blockers
    return more(g, seat) if more is not None else set()


def pirate_sides(g: Game) -> tuple[int, ...]:
    """The paths around the pirate (no ship may be placed there or leave, SF-7)."""
    p = state(g).pirate
    return g.board.hex_edges[p] if p >= 0 else ()


def ship_spots(g: Game, seat: int, *, ignore: int = -1) -> list[int]:
    """Empty sea or coastal paths where this player may place a ship now (SF-4.1), sorted;
    `ignore`: a ship of his treated as lifted (a move, SF-5.2)."""
    s = state(g)
    b = g.board
    owner = g.node_owner
    blockers = _blockers(g, seat)
    allowed = ship_paths(b)
    around_pirate = set(pirate_sides(g))
    ends: set[int] = set()
    n = -1
    for _ in range(owner.count(seat)):  # the player's buildings, found by list.index
        n = owner.index(seat, n + 1)
        ends.add(n)
    edge_nodes = b.edge_nodes
    for e in s.ships[seat]:
        if e != ignore:
            for n in edge_nodes[e]:
                if owner[n] < 0 and n not in blockers:
                    ends.add(n)
    spots: set[int] = set()
    ship_owner = s.ship_owner
    edge_owner = g.edge_owner
    for n in ends:
        for e in b.node_edges[n]:
            if (
                e in allowed
                and edge_owner[e] < 0
                and (ship_owner[e] < 0 or e == ignore)
                and e not in around_pirate
            ):
                spots.add(e)
    spots.discard(ignore)
    return sorted(spots)


def setup_ship_spots(g: Game) -> list[int]:
    """In set-up, the ship instead of the road: a legal ship path touching the settlement just
    placed (SF-4.3)."""
    allowed = ship_paths(g.board)
    around_pirate = set(pirate_sides(g))
    s = state(g)
    return [
        e
        for e in g.board.node_edges[g.setup_node]
        if e in allowed and g.edge_owner[e] < 0 and s.ship_owner[e] < 0 and e not in around_pirate
    ]


def place(
    g: Game, seat: int, e: int, free: bool, events: list[Event], *, setup: bool = False
) -> None:
    """Put a ship on path `e` (checked), then what follows: Longest Trade Route, fog, numbers."""
    s = state(g)
    s.ship_owner[e] = seat
    s.ships[seat].append(e)
    s.ship_turn[e] = g.turn
    g.pieces[seat][ship_index(g)] -= 1
    s.ship_nodes[seat].update(g.board.edge_nodes[e])
    events.append(Built(g.players[seat], "ship", g.board.edge_ids[e], free))
    update_longest_road(g, (seat,), events)
    discovery.after_path(g, seat, e, events, setup=setup)


def _require_ship(g: Game, seat: int) -> None:
    if g.pieces[seat][ship_index(g)] <= 0:
        limit = g.rules.pieces["ship"]
        raise IllegalAction("no_pieces_left", hint="ship", piece="ship", limit=limit)


def _refuse_spot(g: Game, seat: int, e: int, spots: list[int]) -> None:
    """Why a ship may not go on path `e` (called when it is not among the spots)."""
    b = g.board
    s = state(g)
    path = b.edge_ids[e]
    if g.edge_owner[e] >= 0 or s.ship_owner[e] >= 0:
        raise IllegalAction("path_taken", path=path)
    if e not in ship_paths(b):
        raise IllegalAction("ship_on_land", path=path)
    if e in pirate_sides(g):
        raise IllegalAction("pirate_blocks", path=path, hex=b.hex_ids[s.pirate])
    raise IllegalAction("ship_not_connected", path=path)


def build_ship(g: Game, seat: int, action: BuildShip, events: list[Event]) -> None:
    """A ship: in set-up instead of the road (SF-4.3), free from Road Building (SF-11), else
    paid."""
    if not _has_ships(g):
        raise IllegalAction("no_ships")
    if seat != g.current or g.phase not in ("setup", "main", "road_building"):
        require_phase(g, seat, "setup", "main", "road_building")  # the refusal
    e = edge_of(g, action.path)
    if g.phase == "setup":
        if g.setup_node < 0:
            raise setup_building_first(g, seat)
        spots = setup_ship_spots(g)
        if e not in spots:
            if e not in g.board.node_edges[g.setup_node]:
                raise IllegalAction("road_must_touch_settlement", intersection=g.setup_node + 1)
            _refuse_spot(g, seat, e, spots)
        from ...setup import advance

        place(g, seat, e, True, events, setup=True)
        if advance(g):
            from ...events import TurnStarted

            events.append(TurnStarted(g.players[g.current], g.turn))
        return
    _require_ship(g, seat)
    spots = ship_spots(g, seat)
    if e not in spots:
        _refuse_spot(g, seat, e, spots)
    if g.phase == "road_building":
        g.free_roads -= 1
        place(g, seat, e, True, events)
        from .building import after_free_piece

        after_free_piece(g, seat)
        return
    require_cards(g.hands[seat], SHIP_COST, "ship")
    hand = g.hands[seat]
    for i, c in enumerate(SHIP_COST):
        hand[i] -= c
        g.bank[i] += c
    g.built = True
    place(g, seat, e, False, events)


def _has_ships(g: Game) -> bool:
    return scenario(g).ships


def free_ends(g: Game, seat: int, e: int) -> bool:
    """Whether ship `e` is a foremost ship: one of its ends holds no own building and no other
    own ship (SF-5.1). The knights that also hold an end (C&K, SF-14) come through the rule set's
    `road_blockers`; the player's own knights join them when the combination is built."""
    s = state(g)
    b = g.board
    owner = g.node_owner
    blockers = _blockers(g, seat)
    for n in b.edge_nodes[e]:
        if owner[n] == seat or n in blockers:
            continue
        if any(x != e and s.ship_owner[x] == seat for x in b.node_edges[n]):
            continue
        return True
    return False


def movable(g: Game, seat: int) -> list[int]:
    """Ships this player may move now, before asking where to (SF-5.2)."""
    s = state(g)
    if seat != g.current or g.phase != "main" or s.moved_turn == g.turn:
        return []
    around = set(pirate_sides(g))
    return [
        e
        for e in s.ships[seat]
        if s.ship_turn.get(e, -1) != g.turn and e not in around and free_ends(g, seat, e)
    ]


def move_spots(g: Game, seat: int, e: int) -> list[int]:
    """Where ship `e` may go: every new-ship spot once it is lifted, except its own path."""
    s = state(g)
    s.ship_owner[e] = -1
    try:
        return ship_spots(g, seat, ignore=e)
    finally:
        s.ship_owner[e] = seat


def move_ship(g: Game, seat: int, action: MoveShip, events: list[Event]) -> None:
    """SF-5.2: one foremost ship, not placed this turn, not beside the pirate, to any path a new
    ship could take once it is lifted; once a turn, after the roll."""
    s = state(g)
    if not _has_ships(g):
        raise IllegalAction("no_ships")
    require_phase(g, seat, "main")
    src = edge_of(g, action.source)
    dst = edge_of(g, action.target)
    b = g.board
    if s.ship_owner[src] != seat:
        raise IllegalAction("no_own_ship", path=b.edge_ids[src])
    if s.moved_turn == g.turn:
        raise IllegalAction("one_ship_move")
    if s.ship_turn.get(src, -1) == g.turn:
        raise IllegalAction("ship_placed_this_turn", path=b.edge_ids[src])
    if src in pirate_sides(g):
        raise IllegalAction("pirate_blocks", path=b.edge_ids[src], hex=b.hex_ids[s.pirate])
    if not free_ends(g, seat, src):
        raise IllegalAction("ship_not_foremost", path=b.edge_ids[src])
    if dst == src:
        raise IllegalAction("ship_same_path", path=b.edge_ids[src])
    spots = move_spots(g, seat, src)
    if dst not in spots:
        s.ship_owner[src] = -1
        try:
            _refuse_spot(g, seat, dst, spots)
        finally:
            s.ship_owner[src] = seat
    s.ship_owner[src] = -1
    s.ships[seat].remove(src)
    s.ship_turn.pop(src, None)
    s.ship_owner[dst] = seat
    s.ships[seat].append(dst)
    s.moved_turn = g.turn
    # The moved ship keeps its age: it was not placed this turn (SF-5.2 counts placements).
    s.ship_turn[dst] = -1
    from .state import rebuild_nodes

    rebuild_nodes(g, s)
    events.append(ShipMoved(g.players[seat], b.edge_ids[src], b.edge_ids[dst]))
    update_longest_road(g, (seat,), events)
    discovery.after_path(g, seat, dst, events)


def legal_builds(g: Game, seat: int) -> list[BuildShip]:
    """Ships the current player may build in the main phase."""
    if seat != g.current or not _has_ships(g):
        return []
    hand = g.hands[seat]
    if not (hand[0] and hand[2]) or g.pieces[seat][ship_index(g)] <= 0:
        return []
    ids = g.board.edge_nodes
    return [BuildShip((ids[e][0] + 1, ids[e][1] + 1)) for e in ship_spots(g, seat)]


def legal_moves(g: Game, seat: int) -> list[MoveShip]:
    """Every ship move open to the current player (SF-D4: none to its own path, and a ship
    with nowhere to go is not offered)."""
    if not _has_ships(g):
        return []
    ids = g.board.edge_nodes
    out: list[MoveShip] = []
    for e in movable(g, seat):
        src = (ids[e][0] + 1, ids[e][1] + 1)
        for f in move_spots(g, seat, e):
            out.append(MoveShip(src, (ids[f][0] + 1, ids[f][1] + 1)))
    return out


def free_ship_builds(g: Game, seat: int) -> list[BuildShip]:
    """Ships Road Building may place (SF-11)."""
    if seat != g.current or not _has_ships(g) or g.pieces[seat][ship_index(g)] <= 0:
        return []
    ids = g.board.edge_nodes
    return [BuildShip((ids[e][0] + 1, ids[e][1] + 1)) for e in ship_spots(g, seat)]
