"""SF-16, SF-16.1 to SF-16.14 (ships, trade routes and the pirate): one test per
edge case, named after its number, each citing the spec line it makes executable (15–33 in
test_edge_cases_islands.py)."""

from __future__ import annotations

from engine.actions import BuildRoad, BuildSettlement, MoveRobber, PlayKnight
from engine.board import COAST
from engine.resources import INDEX
from engine.roads import trail_length
from engine.rules.seafarers.actions import BuildShip, MovePirate, MoveShip
from engine.rules.seafarers.ships import movable, ship_spots

from .helpers import (
    coast_walk,
    coastal_node,
    give,
    inland_node,
    land_path,
    new,
    other_end,
    pair,
    playing,
    refused,
    road,
    sea_path_from,
    settle,
    sf,
    ship,
    ship_line,
)

# ----- ships and routes -----------------------------------------------------------------------


def test_16_01_ships_on_sea_and_coast_roads_on_land_and_coast_one_piece_a_path() -> None:
    """SF-16.1 (SF-3 paths, SF-4.1 rule 1): a ship is refused on a land path, a road on a sea path;
    a coastal path holding a road refuses a ship and one holding a ship refuses a road."""
    g = playing("new_shores")
    n = coastal_node(g)
    settle(g, 0, n)
    inland = inland_node(g)
    settle(g, 0, inland)
    give(g, 0, lumber=5, brick=5, wool=5)
    assert refused(g, "ann", BuildShip(pair(g, land_path(g, inland)))) == "ship_on_land"
    assert refused(g, "ann", BuildRoad(pair(g, sea_path_from(g, n)))) == "road_on_sea"
    coast = [e for e in g.board.node_edges[n] if g.board.edge_kind[e] == COAST]
    g.apply("ann", BuildRoad(pair(g, coast[0])))
    assert refused(g, "ann", BuildShip(pair(g, coast[0]))) == "path_taken"
    g.apply("ann", BuildShip(pair(g, coast[1])))
    assert refused(g, "ann", BuildRoad(pair(g, coast[1]))) == "path_taken"


def test_16_02_ships_and_roads_join_only_through_a_settlement() -> None:
    """SF-16.2 (SF-4.1): a ship joined directly to an own road is refused; with a settlement at the
    junction it is accepted; a road from a ship's end likewise."""
    g = playing("new_shores")
    paths, nodes = coast_walk(g, coastal_node(g), 2)
    settle(g, 0, nodes[0])
    road(g, 0, paths[0])
    road(g, 0, paths[1])
    give(g, 0, lumber=5, brick=5, wool=5)
    out = next(
        e for e in g.board.node_edges[nodes[2]] if e not in paths and g.board.edge_kind[e] != "land"
    )
    assert refused(g, "ann", BuildShip(pair(g, out))) == "ship_not_connected"
    settle(g, 0, nodes[2])
    g.apply("ann", BuildShip(pair(g, out)))
    # A road from a ship's end: a ship along the coast, then a road from its far end.
    g2 = playing("new_shores")
    paths, nodes = coast_walk(g2, coastal_node(g2), 2)
    settle(g2, 0, nodes[0])
    ship(g2, 0, paths[0])
    give(g2, 0, lumber=5, brick=5)
    assert refused(g2, "ann", BuildRoad(pair(g2, paths[1]))) == "road_not_connected"
    settle(g2, 0, nodes[1])
    g2.apply("ann", BuildRoad(pair(g2, paths[1])))


def test_16_02_roads_and_ships_both_leave_a_settlement_no_piece_touches() -> None:
    """SF-16.2 (SF-4.1) with the base game's B-BUILD-1: a road may leave one's own settlement on any
    path off the sea, and a ship on any path at sea, with no piece of one's own touching it yet;
    each is listed once."""
    g = playing("new_shores")
    n = coastal_node(g)
    settle(g, 0, n)
    give(g, 0, lumber=1, brick=1, wool=1)
    legal = g.legal_actions("ann")
    roads = [a.path for a in legal if isinstance(a, BuildRoad)]
    ships = [a.path for a in legal if isinstance(a, BuildShip)]
    edges = g.board.node_edges[n]
    assert sorted(roads) == sorted(pair(g, e) for e in edges if g.board.edge_kind[e] != "sea")
    assert sorted(ships) == sorted(pair(g, e) for e in edges if g.board.edge_kind[e] != "land")
    g.apply("ann", BuildRoad(roads[0]))


def test_16_03_a_ship_route_stops_at_an_opponents_settlement() -> None:
    """SF-16.3 (SF-4.1 rule 3): no ship continues through an intersection holding another player's
    settlement."""
    g = playing("new_shores")
    paths, nodes = coast_walk(g, coastal_node(g), 2)
    settle(g, 0, nodes[0])
    ship(g, 0, paths[0])
    settle(g, 1, nodes[1])
    give(g, 0, lumber=2, wool=2)
    assert refused(g, "ann", BuildShip(pair(g, paths[1]))) == "ship_not_connected"
    assert paths[1] not in ship_spots(g, 0)


def test_16_04_a_settlement_reached_only_by_ship() -> None:
    """SF-16.4 (SF-4.2): a new settlement needs an own road or ship there; the distance rule still
    holds."""
    g = playing("new_shores")
    paths, nodes = coast_walk(g, coastal_node(g), 2)
    settle(g, 0, nodes[0])
    ship(g, 0, paths[0])
    ship(g, 0, paths[1])
    give(g, 0, lumber=2, brick=2, wool=2, grain=2)
    assert BuildSettlement(nodes[1] + 1) not in g.legal_actions("ann")
    assert refused(g, "ann", BuildSettlement(nodes[1] + 1)) == "too_close"
    assert BuildSettlement(nodes[2] + 1) in g.legal_actions("ann")
    g.apply("ann", BuildSettlement(nodes[2] + 1))
    assert g.node_owner[nodes[2]] == 0


def test_16_05_setup_ship_instead_of_road_only_on_the_coast() -> None:
    """SF-16.5 (SF-4.3): a coastal set-up settlement may take a ship instead of the road; an inland
    one may not."""
    g = new("new_shores")
    n = coastal_node(g)
    g.apply("ann", BuildSettlement(n + 1))
    ships = [a for a in g.legal_actions("ann") if isinstance(a, BuildShip)]
    assert ships
    g.apply("ann", ships[0])
    assert sf(g).ships[0] == [g.board.edge_by_pair[ships[0].path]]
    inland = inland_node(g)
    g.apply("bo", BuildSettlement(inland + 1))
    assert not [a for a in g.legal_actions("bo") if isinstance(a, BuildShip)]
    assert refused(g, "bo", BuildShip(pair(g, g.board.node_edges[inland][0]))) in (
        "ship_on_land",
        "path_taken",
    )


def test_16_06_which_ships_may_move() -> None:
    """SF-16.6 (SF-5.1, SF-5.2): one move a turn; a ship placed this turn (also by Road Building)
    stays; a closed route's ships stay; each leaf of a branching open route may move; a lone
    ship beside a settlement may move, leaving it bare."""
    g = playing("new_shores")
    n = coastal_node(g)
    settle(g, 0, n)
    line, _ = ship_line(g, 0, n, 2)
    assert movable(g, 0) == [line[1]]  # the foremost only
    # A ship placed this turn may not move.
    g2 = playing("new_shores")
    settle(g2, 0, n)
    ship(g2, 0, sea_path_from(g2, n), turn=g2.turn)
    assert movable(g2, 0) == []
    # One move a turn.
    target = next(a for a in g.legal_actions("ann") if isinstance(a, MoveShip))
    g.apply("ann", target)
    assert not [a for a in g.legal_actions("ann") if isinstance(a, MoveShip)]
    assert refused(g, "ann", MoveShip(target.target, target.source)) == "one_ship_move"
    # A lone ship beside a settlement may move away.
    g3 = playing("new_shores")
    settle(g3, 0, n)
    lone = sea_path_from(g3, n)
    ship(g3, 0, lone)
    assert movable(g3, 0) == [lone]
    # A closed route: ships between two own settlements never move.
    g4 = playing("new_shores")
    paths, nodes = coast_walk(g4, coastal_node(g4), 2)
    settle(g4, 0, nodes[0])
    settle(g4, 0, nodes[2])
    ship(g4, 0, paths[0])
    ship(g4, 0, paths[1])
    assert movable(g4, 0) == []
    # A branching open route: each leaf may move.
    g5 = playing("new_shores")
    settle(g5, 0, n)
    first = sea_path_from(g5, n)
    ship(g5, 0, first)
    fork = other_end(g5, first, n)
    leaves = [e for e in g5.board.node_edges[fork] if e != first][:2]
    for e in leaves:
        ship(g5, 0, e)
    assert sorted(movable(g5, 0)) == sorted(leaves)


def test_16_07_no_move_to_the_same_path_or_nowhere() -> None:
    """SF-16.7 (SF-5.2, SF-D4): a move to the ship's own path is refused and never offered; a
    ship with no legal destination is not offered."""
    g = playing("new_shores")
    n = coastal_node(g)
    settle(g, 0, n)
    lone = sea_path_from(g, n)
    ship(g, 0, lone)
    moves = [a for a in g.legal_actions("ann") if isinstance(a, MoveShip)]
    assert moves and all(m.target != m.source for m in moves)
    assert refused(g, "ann", MoveShip(pair(g, lone), pair(g, lone))) == "ship_same_path"
    # Nowhere to go: every other spot is taken (here by another player's ships), so the ship
    # is not offered at all, though it is a foremost ship.
    for e in ship_spots(g, 0):
        if e != lone:
            sf(g).ship_owner[e] = 1
    from engine.rules.seafarers.ships import move_spots

    assert movable(g, 0) == [lone] and move_spots(g, 0, lone) == []
    assert not [a for a in g.legal_actions("ann") if isinstance(a, MoveShip)]


def test_16_08_a_moved_ship_may_join_another_route() -> None:
    """SF-16.8 (SF-5.2, Q8): a moved ship may go anywhere a new ship could be placed, joining
    another of the player's routes elsewhere."""
    g = playing("new_shores")
    a = coastal_node(g, skip=0)
    far = coastal_node(g, skip=8)
    settle(g, 0, a)
    settle(g, 0, far)
    lone = sea_path_from(g, a)
    ship(g, 0, lone)
    elsewhere = sea_path_from(g, far)
    g.apply("ann", MoveShip(pair(g, lone), pair(g, elsewhere)))
    assert sf(g).ships[0] == [elsewhere] and sf(g).ship_owner[lone] == -1


def test_16_09_moving_a_ship_can_lose_the_longest_trade_route() -> None:
    """SF-16.9 (SF-5.2, SF-6): moving a ship that breaks the holder's route hands the card to a
    longer route, or returns it when nobody reaches 5."""
    g = playing("new_shores")
    n = coastal_node(g)
    settle(g, 0, n)
    line, _ = ship_line(g, 0, n, 5)
    assert g.road_len[0] == 5 and g.road_holder == 0
    sf(g).ship_turn.update(dict.fromkeys(line, -1))
    far = coastal_node(g, skip=8)
    settle(g, 0, far)
    g.apply("ann", MoveShip(pair(g, line[-1]), pair(g, sea_path_from(g, far))))
    assert g.road_len[0] == 4 and g.road_holder == -1
    # Handed over: bo's route of 5 did not take the card from ann's equal one; ann's move
    # leaves bo alone at the top.
    g2 = playing("new_shores")
    settle(g2, 0, n)
    line, _ = ship_line(g2, 0, n, 5)
    other = coastal_node(g2, skip=5)
    settle(g2, 1, other)
    ship_line(g2, 1, other, 5)
    assert g2.road_len[1] == 5 and g2.road_holder == 0
    settle(g2, 0, far)
    g2.apply("ann", MoveShip(pair(g2, line[-1]), pair(g2, sea_path_from(g2, far))))
    assert g2.road_holder == 1


def test_16_10_trade_route_joins_road_and_ship_only_at_an_own_settlement() -> None:
    """SF-16.10 (SF-6): roads and ships count together only through an own settlement or city; an
    opponent's settlement breaks the route."""
    g = playing("new_shores")
    paths, nodes = coast_walk(g, coastal_node(g), 4)
    road(g, 0, paths[0])
    road(g, 0, paths[1])
    settle(g, 0, nodes[0])
    ship(g, 0, paths[2])
    ship(g, 0, paths[3])
    assert trail_length(g, 0) == 2  # no settlement at the road-ship junction
    settle(g, 0, nodes[2])
    assert trail_length(g, 0) == 4
    settle(g, 1, nodes[3])
    assert trail_length(g, 0) == 3


# ----- the pirate -----------------------------------------------------------------------------


def _robber_phase(g) -> None:  # type: ignore[no-untyped-def]
    g.phase = "robber"


def test_16_11_robber_or_pirate_after_a_seven_or_a_knight() -> None:
    """SF-16.11 (SF-7, SF-11): after a 7 the mover moves the robber or the pirate, not both; a
    Knight offers the same choice."""
    g = playing("new_shores")
    _robber_phase(g)
    moves = g.legal_actions("ann")
    assert any(isinstance(a, MoveRobber) for a in moves)
    assert any(isinstance(a, MovePirate) for a in moves)
    g.apply("ann", next(a for a in moves if isinstance(a, MovePirate)))
    assert g.phase == "main"
    assert refused(g, "ann", next(a for a in moves if isinstance(a, MoveRobber))) in (
        "already_rolled",
    )
    g2 = playing("new_shores")
    g2.devs[0].append(("knight", 0))
    g2.apply("ann", PlayKnight())
    moves = g2.legal_actions("ann")
    assert any(isinstance(a, MovePirate) for a in moves)
    assert any(isinstance(a, MoveRobber) for a in moves)


def test_16_12_pirate_on_sea_robber_on_land() -> None:
    """SF-16.12 (SF-7, SF-D5): the pirate must change hex and never goes on land; the robber
    never goes on sea."""
    g = playing("new_shores")
    _robber_phase(g)
    b = g.board
    here = b.hex_ids[sf(g).pirate]
    assert refused(g, "ann", MovePirate(here)) == "pirate_must_move"
    land = b.hex_ids[next(h for h in range(b.n_hexes) if b.hex_land[h])]
    assert refused(g, "ann", MovePirate(land)) == "pirate_on_sea"
    sea = b.hex_ids[next(h for h in range(b.n_hexes) if b.hex_terrain[h] == "sea")]
    assert refused(g, "ann", MoveRobber(sea)) == "robber_on_land"
    moves = g.legal_actions("ann")
    assert all(not b.hex_land[b.hex_by_id[a.hex]] for a in moves if isinstance(a, MovePirate))
    assert all(b.hex_land[b.hex_by_id[a.hex]] for a in moves if isinstance(a, MoveRobber))


def _sea_hex_beside(g, e: int) -> int:  # type: ignore[no-untyped-def]
    from engine.rules.seafarers.geography import edge_tiles

    return next(h for h in edge_tiles(g.board)[e] if g.board.hex_terrain[h] == "sea")


def test_16_13_the_pirate_robs_a_ship_owner_with_cards() -> None:
    """SF-16.13 (SF-7, SF-D5): the steal is from a player with a ship on a side of the new hex
    and at least one card."""
    g = playing("new_shores")
    n = coastal_node(g)
    settle(g, 1, n)
    e = sea_path_from(g, n)
    ship(g, 1, e)
    h = _sea_hex_beside(g, e)
    if h == sf(g).pirate:
        sf(g).pirate = -1
    _robber_phase(g)
    hex_id = g.board.hex_ids[h]
    assert MovePirate(hex_id) in g.legal_actions("ann")  # bo holds no card: nobody to rob
    give(g, 1, ore=1)
    assert MovePirate(hex_id, "bo") in g.legal_actions("ann")
    assert MovePirate(hex_id) not in g.legal_actions("ann")
    assert refused(g, "ann", MovePirate(hex_id, "cy")) == "not_a_victim"
    g.apply("ann", MovePirate(hex_id, "bo"))
    assert g.hands[0][INDEX["ore"]] == 1 and sum(g.hands[1]) == 0


def test_16_14_the_pirate_blocks_ships_only() -> None:
    """SF-16.14 (SF-7): ships beside the pirate cannot move; no ship is built or moved onto its
    sides; roads, settlements, harbors and production go on."""
    from engine.board import DIRECTIONS
    from engine.turn import produce

    g = playing("new_shores")
    b = g.board
    kind, a, c, spec = next(
        x for x in b.harbors if b.hex_number[b.hex_by_pos[(x[3].q, x[3].r)]] is not None
    )
    dq, dr = DIRECTIONS[spec.side]
    sea = b.hex_by_pos[(spec.q + dq, spec.r + dr)]
    land = b.hex_by_pos[(spec.q, spec.r)]
    harbor_path = b.edge_by_pair[(a + 1, c + 1)]
    side = next(e for e in b.hex_edges[sea] if a in b.edge_nodes[e] and e != harbor_path)
    settle(g, 0, a)
    ship(g, 0, side)
    sf(g).pirate = sea
    give(g, 0, lumber=3, wool=3, brick=3)
    # The ship beside it is stuck, and nothing sails onto its sides.
    assert movable(g, 0) == []
    assert refused(g, "ann", MoveShip(pair(g, side), pair(g, harbor_path))) == "pirate_blocks"
    assert refused(g, "ann", BuildShip(pair(g, harbor_path))) == "pirate_blocks"
    assert not [x for x in ship_spots(g, 0) if x in b.hex_edges[sea]]
    # A road on its side, the harbor's rate and the land hex's production are unaffected.
    g.apply("ann", BuildRoad(pair(g, harbor_path)))
    rate = 3 if kind == "generic" else 2
    assert min(g.rates[0]) == rate
    before = sum(g.hands[0])
    number = b.hex_number[land]
    assert number is not None
    produce(g, number, [])
    assert sum(g.hands[0]) == before + 1
