"""rules/seafarers.md §16: one test per edge case, named after its number, each citing the
spec line it makes executable."""

from __future__ import annotations

import pytest

from engine import IllegalAction
from engine.actions import BuildRoad, BuildSettlement, MoveRobber, PlayKnight, PlayRoadBuilding
from engine.board import COAST
from engine.resources import INDEX
from engine.roads import trail_length
from engine.rules.seafarers.actions import BuildShip, ChooseGold, MovePirate, MoveShip, TakeToken
from engine.rules.seafarers.geography import hex_areas, node_areas
from engine.rules.seafarers.ships import movable, ship_spots

from .helpers import (
    coast_walk,
    coastal_node,
    give,
    inland_node,
    land_path,
    new,
    other_end,
    path,
    playing,
    road,
    sea_path_from,
    settle,
    sf,
    ship,
    ship_line,
)


def refused(g, player: str, action: object) -> str:  # type: ignore[no-untyped-def]
    before = g.to_dict()
    with pytest.raises(IllegalAction) as caught:
        g.apply(player, action)
    assert g.to_dict() == before
    return str(caught.value.code)


def pair(g, e: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    a, b = g.board.edge_nodes[e]
    return (a + 1, b + 1)


# ----- ships and routes -----------------------------------------------------------------------


def test_16_01_ships_on_sea_and_coast_roads_on_land_and_coast_one_piece_a_path() -> None:
    """§16.1 (§3 paths, §4.1 rule 1): a ship is refused on a land path, a road on a sea path;
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
    """§16.2 (§4.1): a ship joined directly to an own road is refused; with a settlement at the
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


def test_16_03_a_ship_route_stops_at_an_opponents_settlement() -> None:
    """§16.3 (§4.1 rule 3): no ship continues through an intersection holding another player's
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
    """§16.4 (§4.2): a new settlement needs an own road or ship there; the distance rule still
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
    """§16.5 (§4.3): a coastal set-up settlement may take a ship instead of the road; an inland
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
    """§16.6 (§5.1, §5.2): one move a turn; a ship placed this turn (also by Road Building)
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
    """§16.7 (§5.2, DECISION 4): a move to the ship's own path is refused and never offered; a
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
    """§16.8 (§5.2, Q8): a moved ship may go anywhere a new ship could be placed, joining
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
    """§16.9 (§5.2, §6): moving a ship that breaks the holder's route hands the card to a
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
    """§16.10 (§6): roads and ships count together only through an own settlement or city; an
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
    """§16.11 (§7, §11): after a 7 the mover moves the robber or the pirate, not both; a Knight
    offers the same choice."""
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
    """§16.12 (§7, DECISION 5): the pirate must change hex and never goes on land; the robber
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
    """§16.13 (§7, DECISION 5): the steal is from a player with a ship on a side of the new hex
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
    """§16.14 (§7): ships beside the pirate cannot move; no ship is built or moved onto its
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


# ----- gold -----------------------------------------------------------------------------------


def _gold_hex(g) -> int:  # type: ignore[no-untyped-def]
    return next(h for h in range(g.board.n_hexes) if g.board.hex_terrain[h] == "gold")


def test_16_15_gold_settlement_one_city_two_robber_blocks() -> None:
    """§16.15 (§8, DECISION 7): a settlement on gold takes 1 resource of choice, a city 2 (they
    may differ); the robber on gold blocks it."""
    from engine.rules.seafarers.building import roll_handler

    g = playing("new_shores")
    h = _gold_hex(g)
    corners = g.board.hex_nodes[h]
    settle(g, 0, corners[0])
    settle(g, 1, corners[3], city=True)
    number = g.board.hex_number[h]
    assert number is not None
    from engine.randomness import ScriptedRandomness

    g.phase, g.has_rolled = "roll", False
    g.rng = ScriptedRandomness(dice=[(number // 2, number - number // 2)])
    g.apply("ann", "roll")
    assert g.phase == "gold" and g.awaiting() == ["ann"]
    assert all(len(a.resources) == 1 for a in g.legal_actions("ann"))
    g.apply("ann", ChooseGold(("ore",)))
    assert g.awaiting() == ["bo"]
    g.apply("bo", ChooseGold(("lumber", "ore")))
    assert g.phase == "main" and g.hands[1][INDEX["lumber"]] == 1
    del roll_handler
    # The robber on the gold field: nothing.
    g.robber = h
    g.phase, g.has_rolled = "roll", False
    g.rng = ScriptedRandomness(dice=[(number // 2, number - number // 2)])
    g.apply("ann", "roll")
    assert g.phase == "main"


def test_16_16_gold_choices_follow_the_bank_in_turn_order() -> None:
    """§16.16 (§8, DECISION 8): players choose in turn order from the active player, only among
    the types the bank still holds."""
    g = playing("new_shores")
    h = _gold_hex(g)
    corners = g.board.hex_nodes[h]
    settle(g, 2, corners[0])
    settle(g, 1, corners[3])
    g.current = 1
    for r in ("lumber", "brick", "wool", "grain"):
        g.bank[INDEX[r]] = 0
    g.bank[INDEX["ore"]] = 1
    number = g.board.hex_number[h]
    assert number is not None
    from engine.randomness import ScriptedRandomness

    g.phase, g.has_rolled = "roll", False
    g.rng = ScriptedRandomness(dice=[(number // 2, number - number // 2)])
    g.apply("bo", "roll")
    assert g.awaiting() == ["bo"]
    assert g.legal_actions("bo") == [ChooseGold(("ore",))]
    assert refused(g, "bo", ChooseGold(("wool",))) == "gold_pick"
    g.apply("bo", ChooseGold(("ore",)))
    assert g.phase == "main"  # the bank is empty: cy's choice lapses (DECISION 15)


# ----- islands and special points -------------------------------------------------------------


def _foreign_node(g, area: str) -> int:  # type: ignore[no-untyped-def]
    b = g.board
    return next(n for n in range(b.n_nodes) if node_areas(b)[n] == (area,))


def test_16_17_home_islands_are_fixed_in_setup() -> None:
    """§16.17 (§3, §9): the islands of one's set-up settlements are home; settling one later
    gives no special points."""
    g = new("four_islands")
    b = g.board
    nw = _foreign_node(g, "north-west")
    g.apply("ann", BuildSettlement(nw + 1))
    assert sf(g).home[0] == ["north-west"]
    g.setup_step = len(g.setup_order)
    g.phase, g.turn, g.current, g.has_rolled = "main", 3, 0, True
    other = next(
        n for n in range(b.n_nodes) if node_areas(b)[n] == ("north-west",) and not g.blocked[n]
    )
    settle(g, 0, other)
    assert sf(g).reached[0] == [] and g.public_vp(0) == 2


def test_16_18_first_settlement_on_a_foreign_island_pays_once_per_player() -> None:
    """§16.18 (§9, DECISION 20): the first settlement on a foreign island gives its points once
    per player; a second there gives nothing; two players each earn them; a city nothing."""
    g = playing("new_shores")
    sf(g).home = [["main"], ["main"], ["main"]]
    island = "north"
    spots = [n for n in range(g.board.n_nodes) if node_areas(g.board)[n] == (island,)]
    events = settle(g, 0, spots[0])
    assert [e.kind for e in events if e.kind == "IslandReached"] == ["IslandReached"]
    assert g.public_vp(0) == 1 + 2
    second = next(n for n in spots if not g.blocked[n])
    assert not [e for e in settle(g, 0, second) if e.kind == "IslandReached"]
    third = next(n for n in spots if not g.blocked[n])
    assert [e for e in settle(g, 1, third) if e.kind == "IslandReached"]
    assert g.public_vp(0) == 2 + 2
    g.node_level[spots[0]] = 2
    g.pieces[0][2] -= 1
    g.pieces[0][1] += 1
    assert g.public_vp(0) == 2 + 1 + 2  # the city counts 2, the island still 2


def test_16_19_the_strip_beyond_the_desert_is_a_foreign_area() -> None:
    """§16.19 (§3 DECISION 2, §13.6): the strip counts as its own area although land joins it
    to the main island."""
    g = playing("through_the_desert")
    sf(g).home = [["main"], ["main"], ["main"]]
    b = g.board
    assert "strip" in set(hex_areas(b))
    spot = next(n for n in range(b.n_nodes) if node_areas(b)[n] == ("strip",))
    events = settle(g, 0, spot)
    assert [e.area for e in events if e.kind == "IslandReached"] == ["strip"]  # type: ignore[attr-defined]


# ----- fog ------------------------------------------------------------------------------------


def _fog_slot(g, skip: int = 0) -> int:  # type: ignore[no-untyped-def]
    return [h for h in range(g.board.n_hexes) if g.board.hex_terrain[h] == "fog"][skip]


def _next_to_fog(g, h: int):  # type: ignore[no-untyped-def]
    """A settlement spot on known land with a path whose far end is a corner of fog slot h."""
    b = g.board
    corners = set(b.hex_nodes[h])
    for n in range(b.n_nodes):
        if not b.node_hexes[n] or n in corners:
            continue
        for e in b.node_edges[n]:
            if other_end(g, e, n) in corners:
                return n, e
    raise AssertionError("no spot next to the fog")


def test_16_20_a_road_or_ship_touching_fog_reveals_it() -> None:
    """§16.20 (§10 trigger, DECISION 12): a road or ship whose end touches a fog slot reveals
    it; a moved ship does too."""
    g = playing("fog_island")
    slots = [h for h in range(g.board.n_hexes) if g.board.hex_terrain[h] == "fog"]
    found = None
    for h in slots:
        try:
            found = (h, *_next_to_fog(g, h))
            break
        except AssertionError:
            continue
    assert found is not None
    h, n, e = found
    settle(g, 0, n)
    give(g, 0, lumber=2, brick=2, wool=2)
    kind = "ship" if g.board.edge_kind[e] != "land" else "road"
    g.apply("ann", f"build {kind} {path(g, e)}")
    assert g.board.hex_terrain[h] != "fog"
    assert len(sf(g).fog_stack) == len(slots) - sum(
        1 for x in slots if g.board.hex_terrain[x] != "fog"
    )
    # A moved ship: from another path at the same settlement onto one reaching the fog.
    g = playing("fog_island")
    b = g.board
    for h in slots:
        corners = set(b.hex_nodes[h])
        choice = [
            (n, e, f)
            for n in range(b.n_nodes)
            if b.node_hexes[n] and n not in corners
            for e in b.node_edges[n]
            if other_end(g, e, n) in corners and b.edge_kind[e] != "land"
            for f in b.node_edges[n]
            if f != e and b.edge_kind[f] != "land" and not corners & set(b.edge_nodes[f])
        ]
        if choice:
            n, e, f = choice[0]
            break
    settle(g, 0, n)
    ship(g, 0, f)
    g.apply("ann", MoveShip(pair(g, f), pair(g, e)))
    assert g.board.hex_terrain[h] != "fog"


def test_16_21_what_a_revealed_hex_gives() -> None:
    """§16.21 (§10 reveal): land gets the top token and gives 1 of its resource; gold gives a
    choice; desert and sea give nothing and no token."""
    from engine.rules.seafarers.discovery import reveal

    for terrain, card, token in (
        ("forest", "lumber", True),
        ("gold", None, True),
        ("desert", None, False),
        ("sea", None, False),
    ):
        g = playing("fog_island")
        h = _fog_slot(g)
        sf(g).fog_stack[0] = terrain
        sf(g).fog_numbers[0] = 9
        events: list = []
        reveal(g, 0, h, events)
        assert g.board.hex_terrain[h] == terrain
        assert (g.board.hex_number[h] == 9) is token
        shown = next(x for x in g.view(None)["board"]["hexes"] if x["id"] == g.board.hex_ids[h])
        assert shown["terrain"] == terrain and shown["number"] == g.board.hex_number[h]
        if card:
            assert g.hands[0][INDEX[card]] == 1 and events[-1].reward == card
        else:
            assert sum(g.hands[0]) == 0
        assert bool(sf(g).pending) is (terrain == "gold")


def test_16_22_two_fog_slots_at_once_both_in_hex_order() -> None:
    """§16.22 (DECISION 11): a piece touching two slots reveals both, in hex-id order, each with
    its reward."""
    g = playing("fog_island")
    b = g.board
    fog = {h for h in range(b.n_hexes) if b.hex_terrain[h] == "fog"}
    for e in range(b.n_edges):
        touched = sorted({h for n in b.edge_nodes[e] for h in b.node_tiles[n] if h in fog})
        if len(touched) >= 2:
            break
    sf(g).fog_stack[: len(touched)] = ["forest"] * len(touched)
    from engine.rules.seafarers.discovery import after_path

    events: list = []
    after_path(g, 0, e, events)
    revealed = [ev for ev in events if ev.kind == "FogRevealed"]
    assert [ev.hex for ev in revealed] == [b.hex_ids[h] for h in touched]
    assert g.hands[0][INDEX["lumber"]] == len(touched)


def test_16_23_fog_revealed_in_setup_gives_nothing() -> None:
    """§16.23 (DECISION 13): placements during set-up reveal fog without a reward."""
    from engine.rules.seafarers.discovery import after_path

    g = new("fog_island")
    h = _fog_slot(g)
    _, e = _next_to_fog(g, h)
    sf(g).fog_stack[0] = "forest"
    events: list = []
    after_path(g, 0, e, events, setup=True)
    assert g.board.hex_terrain[h] != "fog" and sum(g.hands[0]) == 0


def test_16_24_empty_stacks_and_an_empty_bank() -> None:
    """§16.24 (DECISIONs 14, 15): with no token left a revealed land hex stays without one; with
    no card of its type in the bank there is no reward; nothing fails."""
    from engine.rules.seafarers.discovery import reveal

    g = playing("fog_island")
    h = _fog_slot(g)
    sf(g).fog_stack[0] = "forest"
    sf(g).fog_numbers.clear()
    g.bank[INDEX["lumber"]] = 0
    events: list = []
    reveal(g, 0, h, events)
    assert g.board.hex_terrain[h] == "forest" and g.board.hex_number[h] is None
    assert sum(g.hands[0]) == 0


# ----- Greater Catan --------------------------------------------------------------------------


def _reach(g, seat: int, h: int) -> list:  # type: ignore[no-untyped-def]
    from engine.rules.seafarers.discovery import number_hexes

    events: list = []
    number_hexes(g, seat, (h,), events)
    from engine.rules.seafarers import choices

    choices.start(g)
    return events


def _small(g) -> list[int]:  # type: ignore[no-untyped-def]
    areas = hex_areas(g.board)
    return [
        h for h in range(g.board.n_hexes) if g.board.hex_land[h] and areas[h] not in (None, "main")
    ]


def test_16_25_supply_first_then_the_main_island() -> None:
    """§16.25 (§13.7 steps 1-3, DECISION 23): a reached un-numbered hex gets a token; the first
    4 (3 players) or 5 (4 players) come from the supply, the next from the main island."""
    for players, supply in ((3, 4), (4, 5)):
        g = playing("greater_catan", players)
        small = _small(g)
        for h in small[:supply]:
            events = _reach(g, 0, h)
            assert events[0].kind == "TokenPlaced" and events[0].source is None
            assert g.board.hex_number[h] is not None
        assert sf(g).supply == []
        settle(
            g,
            0,
            g.board.hex_nodes[
                next(
                    h
                    for h in range(g.board.n_hexes)
                    if hex_areas(g.board)[h] == "main" and g.board.hex_number[h]
                )
            ][0],
        )
        _reach(g, 0, small[supply])
        if g.phase == "token":
            g.apply("ann", g.legal_actions("ann")[0])
        assert g.board.hex_number[small[supply]] is not None


def test_16_26_depletion_conditions_drop_in_order() -> None:
    """§16.26 (§13.7 step 3-4): the token comes from a main hex next to the active player
    (1), leaving every main-island building a number (2); when none meets them, (1) is dropped
    first; the robbed hex stops producing."""
    from engine.rules.seafarers.discovery import token_sources

    g = playing("greater_catan", 4)
    sf(g).supply.clear()
    b = g.board
    areas = hex_areas(b)
    main = [h for h in range(b.n_hexes) if areas[h] == "main" and b.hex_number[h] is not None]
    target = _small(g)[0]
    # ann has nothing on the board: (1) cannot hold, so it is dropped; every main hex qualifies
    # except none (nobody built), as far as (3) allows.
    options = token_sources(g, 0, target)
    assert options and set(options) <= set(main)
    # With a settlement of ann's, only the hexes next to it qualify under (1).
    n = next(
        n
        for n in range(b.n_nodes)
        if len(b.node_hexes[n]) == 3 and all(h in main for h in b.node_hexes[n])
    )
    settle(g, 0, n)
    near = {h for h in b.node_hexes[n] if h in main}
    options = token_sources(g, 0, target)
    assert set(options) <= near
    h = options[0]
    number = b.hex_number[h]
    events = _reach(g, 0, target)
    if g.phase == "token":
        g.apply("ann", TakeToken(b.hex_ids[h]))
    assert g.board.hex_number[h] is None and g.board.hex_number[target] == number
    assert h not in [x for xs in g.board.number_hexes.values() for x in xs]
    del events


def test_16_27_no_red_pair_on_the_small_island_when_avoidable() -> None:
    """§16.27 (§13.7 condition 3): a 6 or 8 is not moved next to another 6 or 8 on the small
    island when another token qualifies."""
    from engine.rules.seafarers.discovery import _set_hex, token_sources

    g = playing("greater_catan", 4)
    sf(g).supply.clear()
    small = _small(g)
    b = g.board
    # Two neighbouring small-island hexes: give the first an 8.
    pairs = [
        (x, y)
        for x in small
        for y in small
        if x < y
        and g.board.hex_pos[y]
        in [
            (g.board.hex_pos[x][0] + dq, g.board.hex_pos[x][1] + dr)
            for dq, dr in ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
        ]
    ]
    x, y = pairs[0]
    _set_hex(g, x, b.hex_terrain[x], 8)
    options = token_sources(g, 0, y)
    assert options and all(g.board.hex_number[h] not in (6, 8) for h in options)


def test_16_28_no_main_island_token_left_leaves_the_hex_blank() -> None:
    """§16.28 (DECISION 23): with no token left on the main island the reached hex stays
    without a number."""
    from engine.rules.seafarers.discovery import _set_hex

    g = playing("greater_catan", 3)
    sf(g).supply.clear()
    areas = hex_areas(g.board)
    for h in range(g.board.n_hexes):
        if areas[h] == "main" and g.board.hex_number[h] is not None:
            _set_hex(g, h, g.board.hex_terrain[h], None)
    target = _small(g)[0]
    assert _reach(g, 0, target) == []
    assert g.board.hex_number[target] is None and g.phase == "main"


# ----- the Harbormaster -----------------------------------------------------------------------


def _harbor_nodes(g) -> list[int]:  # type: ignore[no-untyped-def]
    seen: list[int] = []
    for _kind, a, _c, _spec in g.board.harbors:
        seen.append(a)
    return seen


def test_16_29_harbor_points_and_the_title() -> None:
    """§16.29 (§13.8): a settlement on a harbor is 1 point, a city 2; the first to 3 takes the
    title (2 VP); equalling the holder does not take it; exceeding does."""
    from engine.rules.seafarers.points import harbor_points, update_harbormaster

    g = playing("harbormaster")
    h = _harbor_nodes(g)
    settle(g, 0, h[0], city=True)
    events: list = []
    update_harbormaster(g, events)
    assert harbor_points(g, 0) == 2 and sf(g).harbormaster == -1
    settle(g, 0, h[1])
    update_harbormaster(g, events)
    assert sf(g).harbormaster == 0 and g.public_vp(0) == 2 + 1 + 2
    settle(g, 1, h[2], city=True)
    settle(g, 1, h[3])
    update_harbormaster(g, events)
    assert harbor_points(g, 1) == 3 and sf(g).harbormaster == 0
    settle(g, 1, h[4])
    update_harbormaster(g, events)
    assert sf(g).harbormaster == 1


def test_16_30_a_holder_behind_two_tied_players_returns_the_title() -> None:
    """§16.30 (DECISION 24): when the holder drops behind two players tied for the most, the
    title goes to the bank."""
    from engine.rules.seafarers.points import update_harbormaster

    g = playing("harbormaster")
    h = _harbor_nodes(g)
    settle(g, 0, h[0], city=True)
    settle(g, 0, h[1])
    update_harbormaster(g, [])
    assert sf(g).harbormaster == 0
    settle(g, 1, h[2], city=True)
    settle(g, 1, h[3])
    settle(g, 2, h[4], city=True)
    settle(g, 2, h[5])
    g.node_level[h[0]] = 1  # a city lost (C&K): the holder drops to 2
    update_harbormaster(g, [])
    assert sf(g).harbormaster == -1


# ----- scenario set-up --------------------------------------------------------------------------


@pytest.mark.parametrize("scenario", ["new_shores", "fog_island", "through_the_desert"])
def test_16_31_setup_placements_are_restricted(scenario: str) -> None:
    """§16.31 (§13.3, §13.5, §13.6): set-up settlements only where the scenario allows; an
    illegal spot is refused and not offered."""
    g = new(scenario)
    b = g.board
    allowed = set(b.spec.setup)
    areas = node_areas(b)
    spots = {a.intersection - 1 for a in g.legal_actions("ann")}  # type: ignore[attr-defined]
    bad = next(
        n
        for n in range(b.n_nodes)
        if n not in spots and any(b.hex_terrain[h] != "sea" for h in b.node_tiles[n])
    )
    assert BuildSettlement(bad + 1) not in g.legal_actions("ann")
    assert refused(g, "ann", BuildSettlement(bad + 1)) == "setup_area"
    for a in g.legal_actions("ann"):
        assert set(areas[a.intersection - 1]) <= allowed  # type: ignore[attr-defined]


def test_16_32_victory_point_targets() -> None:
    """§16.32 (§13.2): 14 / 12 / 12 / 12 / 18 / 11; C&K is offered only with New Shores,
    Through the Desert and Greater Catan (the combination itself waits for C&K part 2)."""
    from engine.rules.seafarers.scenarios import SCENARIOS

    targets = {name: playing(name).sw["victory_points"] for name in SCENARIOS}
    assert targets == {
        "new_shores": 14,
        "four_islands": 12,
        "fog_island": 12,
        "through_the_desert": 12,
        "greater_catan": 18,
        "harbormaster": 11,
    }
    offered = {name for name, s in SCENARIOS.items() if s.with_cities_knights}
    assert offered == {"new_shores", "through_the_desert", "greater_catan"}


def test_16_33_road_building_with_ships() -> None:
    """§16.33 (§11): Road Building places 2 roads, 2 ships or one of each; a ship placed with it
    cannot move that turn."""
    for kinds in (("road", "road"), ("ship", "ship"), ("road", "ship")):
        g = playing("new_shores")
        n = coastal_node(g)
        settle(g, 0, n)
        g.devs[0].append(("road_building", 0))
        g.apply("ann", PlayRoadBuilding())
        assert g.phase == "road_building"
        for kind in kinds:
            options = [
                a
                for a in g.legal_actions("ann")
                if isinstance(a, BuildShip if kind == "ship" else BuildRoad)
            ]
            g.apply("ann", options[0])
        assert g.phase == "main"
        assert len(sf(g).ships[0]) == kinds.count("ship")
        assert len(g.roads[0]) == kinds.count("road")
        if "ship" in kinds:
            assert movable(g, 0) == []
