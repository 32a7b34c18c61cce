"""The Seafarers decisions that the test checklist (SF-16) does not already pin down, one
test each, named after the decision's number (SF-D1 to SF-D25)."""

from __future__ import annotations

import pytest

from engine import Game, GameConfig, IllegalAction
from engine.actions import BuildRoad, BuildSettlement
from engine.rules.seafarers.actions import ChooseGold, MovePirate, MoveShip
from engine.rules.seafarers.geography import hex_areas
from engine.rules.seafarers.scenarios import SCENARIOS, map_data
from engine.rules.seafarers.ships import movable

from .helpers import coastal_node, new, playing, sea_path_from, settle, sf, ship


def test_decision_03_ships_move_only_after_the_roll() -> None:
    """SF-D3 (SF-5.2): no ship move before the roll."""
    g = playing("new_shores")
    n = coastal_node(g)
    settle(g, 0, n)
    lone = sea_path_from(g, n)
    ship(g, 0, lone)
    target = next(e for e in g.board.node_edges[n] if e != lone and g.board.edge_kind[e] != "land")
    g.phase, g.has_rolled = "roll", False
    assert movable(g, 0) == []
    assert not [a for a in g.legal_actions("ann") if isinstance(a, MoveShip)]
    a, b = g.board.edge_nodes[lone]
    c, d = g.board.edge_nodes[target]
    with pytest.raises(IllegalAction) as caught:
        g.apply("ann", MoveShip((a + 1, b + 1), (c + 1, d + 1)))
    assert caught.value.code == "roll_first"


def test_decision_06_no_pirate_start_means_off_the_board() -> None:
    """SF-D6 (SF-7): a map without a pirate start leaves the pirate off the board; its first
    move may go to any sea hex."""
    data = map_data("new_shores", 3)
    del data["pirate"]
    g = Game.new(
        GameConfig(
            players=("ann", "bo", "cy"),
            rules="seafarers",
            map=data,
            options={"scenario": "new_shores", "start_player": "first_seat"},
        )
    )
    assert sf(g).pirate == -1 and g.view(None)["seafarers"]["pirate"] is None  # type: ignore[typeddict-item]
    g.phase, g.turn, g.has_rolled = "robber", 3, True
    sea = [h for h in range(g.board.n_hexes) if g.board.hex_terrain[h] == "sea"]
    moves = [a for a in g.legal_actions("ann") if isinstance(a, MovePirate)]
    assert {g.board.hex_by_id[a.hex] for a in moves} == set(sea)


def test_decision_09_gold_beside_the_second_setup_settlement() -> None:
    """SF-D9 (SF-8): a gold field next to the second set-up settlement gives 1 resource of
    choice, chosen before the road."""
    g = new("four_islands")
    b = g.board
    gold = [h for h in range(b.n_hexes) if b.hex_terrain[h] == "gold"]
    if not gold:  # The Four Islands has no gold: give one of its hexes the terrain for the test
        from engine.rules.seafarers.discovery import _set_hex

        h = next(h for h in range(b.n_hexes) if b.hex_land[h] and b.hex_terrain[h] != "desert")
        _set_hex(g, h, "gold", 5)
        b = g.board
        gold = [h]
    corner = b.hex_nodes[gold[0]][0]
    g.setup_step = len(g.players)  # the second round
    g.current = g.setup_order[g.setup_step]
    player = g.players[g.current]
    g.apply(player, BuildSettlement(corner + 1))
    assert g.phase == "gold" and g.awaiting() == [player]
    assert all(len(a.resources) == 1 for a in g.legal_actions(player))  # type: ignore[attr-defined]
    g.apply(player, ChooseGold(("ore",)))
    assert g.phase == "setup" and g.setup_node == corner
    assert any(isinstance(a, BuildRoad) for a in g.legal_actions(player))


def test_decision_21_no_island_points_in_the_fog_island() -> None:
    """SF-D21 (SF-13.5): The Fog Island awards no island points; the other scenarios 2 per
    foreign island or area, or none (Greater Catan, the Harbormaster)."""
    amounts = {name: s.island_vp for name, s in SCENARIOS.items()}
    assert amounts == {
        "new_shores": 2,
        "four_islands": 2,
        "fog_island": 0,
        "through_the_desert": 2,
        "greater_catan": 0,
        "harbormaster": 0,
    }
    g = playing("fog_island")
    sf(g).home = [["upper"], ["upper"], ["upper"]]
    b = g.board
    n = next(
        n
        for n in range(b.n_nodes)
        if b.node_hexes[n] and hex_areas(b)[b.node_hexes[n][0]] == "lower"
    )
    assert not [e for e in settle(g, 0, n) if e.kind == "IslandReached"]


def test_decision_23_a_road_a_ship_or_a_settlement_reaches_a_hex() -> None:
    """SF-D23 (SF-13.7): a ship, a road on a side of an un-numbered small-island hex, or a
    settlement on its corner, gives it a token."""
    from engine.rules.seafarers.discovery import after_path, after_settlement

    for how in ("ship", "road", "settlement"):
        g = playing("greater_catan", 4)
        b = g.board
        areas = hex_areas(b)
        h = next(h for h in range(b.n_hexes) if b.hex_land[h] and areas[h] not in (None, "main"))
        assert b.hex_number[h] is None
        events: list = []
        if how == "settlement":
            n = b.hex_nodes[h][0]
            settle(g, 0, n)
            after_settlement(g, 0, n, events)
        else:
            e = b.hex_edges[h][0]
            if how == "ship":
                ship(g, 0, e)
            else:
                after_path(g, 0, e, events)
        assert g.board.hex_number[h] is not None, how
