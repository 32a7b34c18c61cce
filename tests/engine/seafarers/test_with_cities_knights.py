"""Cities & Knights with Seafarers (CK-18, its edge cases CK-21 items
56-60; SF-14 and SF-16.32): one test per case, named after its number."""

from __future__ import annotations

import pytest

from engine import Game, GameConfig, IllegalAction
from engine.board import COAST
from engine.errors import ConfigError
from engine.events import Event
from engine.roads import trail_length, update_longest_road
from engine.rules import rule_set
from engine.rules.cities_knights.actions import BuildKnight, ChaseRobber, MoveKnight
from engine.rules.cities_knights.cards.framework import PlayProgress
from engine.rules.cities_knights.dice import production_dice
from engine.rules.cities_knights.state import Knight, ck
from engine.rules.seafarers.actions import BuildShip, ChooseGold, MoveShip
from engine.rules.seafarers.state import state

from .helpers import PLAYERS, coastal_node, give, other_end, road, settle, ship, ship_line

RULES = "cities_knights_seafarers"


def playing(scenario: str = "new_shores", players: int = 3, seed: int = 1) -> Game:
    """A C&K + Seafarers game past set-up (nothing on the board), seat 0 in its main phase."""
    g = Game.new(
        GameConfig(
            players=PLAYERS[:players],
            seed=seed,
            rules=RULES,
            options={"scenario": scenario, "start_player": "first_seat"},
        )
    )
    g.setup_step = len(g.setup_order)
    g.setup_node = -1
    g.turn = 3
    g.current = 0
    g.phase = "main"
    g.has_rolled = True
    return g


def ids(g: Game, e: int) -> tuple[int, int]:
    a, b = g.board.edge_nodes[e]
    return (a + 1, b + 1)


def harbour_line(g: Game, seat: int = 0, length: int = 3) -> tuple[int, int, list[int], int]:
    """A settlement of `seat` on the main island's coast, a road along the coast from it and
    `length` ships out to sea: (settlement, the road's other end, the ships, the far end)."""
    b = g.board
    s = coastal_node(g)
    settle(g, seat, s)
    e = next(e for e in b.node_edges[s] if b.edge_kind[e] == COAST)
    road(g, seat, e)
    ships, far = ship_line(g, seat, s, length)
    return s, other_end(g, e, s), ships, far


def knight(g: Game, n: int, seat: int = 0, level: int = 1, active: bool = True) -> None:
    ck(g).knights[n] = Knight(seat, level, active)
    ck(g).knight_supply[seat][level - 1] -= 1


def test_21_56_target_is_the_scenario_plus_two() -> None:
    """CK-21.56 (CK-18.1, CK-D32): 14 + 2, 12 + 2, 18 + 2."""
    targets = {s: playing(s).sw["victory_points"] for s in ("new_shores", "through_the_desert")}
    targets["greater_catan"] = playing("greater_catan").sw["victory_points"]
    assert targets == {"new_shores": 16, "through_the_desert": 14, "greater_catan": 20}
    assert rule_set(RULES).vp_target == 16


@pytest.mark.parametrize("scenario", ["four_islands", "fog_island", "harbormaster"])
def test_16_32_the_combination_is_refused_for_other_scenarios(scenario: str) -> None:
    """SF-16.32 (CK-18.2, CK-D33): only New Shores, Through the Desert and
    Greater Catan are offered with C&K; the others are refused by the configuration."""
    with pytest.raises(ConfigError) as refused:
        GameConfig(players=PLAYERS[:3], rules=RULES, options={"scenario": scenario})
    assert refused.value.code == "switch_choice"
    assert set(refused.value.params["choices"]) == {
        "new_shores",
        "through_the_desert",
        "greater_catan",
    }


def test_21_57_a_knight_crosses_the_sea_along_ships() -> None:
    """CK-21.57 (CK-18.5, CK-18.6, CK-D34): from its road through the own settlement onto the
    ships; at sea only where exactly one own ship touches (the line's far end), not where two
    do."""
    g = playing()
    s, inland, ships, far = harbour_line(g, length=4)
    knight(g, inland)
    moves = {a.to for a in g.legal_actions("ann") if isinstance(a, MoveKnight)}
    assert not g.board.node_hexes[far]
    assert far + 1 in moves
    line = {n for e in ships for n in g.board.edge_nodes[e]} - {s, far}
    at_sea = [n for n in line if not g.board.node_hexes[n]]
    assert at_sea  # between two ships of the line
    assert not any(n + 1 in moves for n in at_sea)
    g.apply("ann", MoveKnight(inland + 1, far + 1))
    assert ck(g).knights[far].owner == 0


def test_21_57_a_knight_is_never_built_at_sea() -> None:
    """CK-21.57 (CK-D34): the far end of a ship line takes no new knight; a coastal end of
    a ship does (ships count as roads for placement, CK-18.3)."""
    g = playing()
    _, _, _, far = harbour_line(g)
    give(g, 0, wool=2, ore=2)
    builds = {a.intersection for a in g.legal_actions("ann") if isinstance(a, BuildKnight)}
    assert far + 1 not in builds
    with pytest.raises(IllegalAction) as refused:
        g.apply("ann", BuildKnight(far + 1))
    assert refused.value.code == "knight_at_sea"


def test_21_58_a_knight_at_its_end_holds_a_ship() -> None:
    """CK-21.58 (CK-18.7): the open end of the line holds the player's own knight; the ship there
    cannot move."""
    g = playing()
    _, _, ships, far = harbour_line(g)
    last = ships[-1]
    assert any(isinstance(a, MoveShip) and a.source == ids(g, last) for a in g.legal_actions("ann"))
    knight(g, far)
    assert not any(isinstance(a, MoveShip) for a in g.legal_actions("ann"))
    with pytest.raises(IllegalAction) as refused:
        g.apply("ann", MoveShip(ids(g, last), ids(g, ships[0])))
    assert refused.value.code == "knight_holds_ship"


def test_21_58_a_foreign_knight_interrupts_the_route_and_freezes_ships() -> None:
    """CK-21.58 (CK-D35): another player's knight on the line breaks its Longest Trade
    Route there, and the player's ships touching it cannot move."""
    g = playing()
    s = coastal_node(g)
    settle(g, 0, s)
    ships, _ = ship_line(g, 0, s, 5)
    assert trail_length(g, 0) == 5
    middle = other_end(g, ships[1], other_end(g, ships[0], s))
    knight(g, middle, seat=1)
    events: list[Event] = []
    update_longest_road(g, [0], events)
    assert trail_length(g, 0) == 3
    frozen = {ships[1], ships[2]}
    movable = {a.source for a in g.legal_actions("ann") if isinstance(a, MoveShip)}
    assert not movable & {ids(g, e) for e in frozen}


def _awake_pirate(g: Game) -> tuple[int, int]:
    """The pirate's hex and an own active knight on one of its corners with land."""
    ck(g).attacks = 1
    p = state(g).pirate
    corner = next(n for n in g.board.hex_nodes[p] if g.board.node_hexes[n])
    knight(g, corner)
    return p, corner


def test_21_59_the_pirate_sleeps_until_the_first_attack() -> None:
    """CK-21.59 (CK-18.8): before the first attack no knight chases the pirate and a 7 moves it
    not. (Asleep, it stays on its start hex and blocks ships there as it will awake: the
    sleeping robber likewise stays on its hex.)"""
    g = playing()
    p = state(g).pirate
    corner = next(n for n in g.board.hex_nodes[p] if g.board.node_hexes[n])
    knight(g, corner)
    assert not any(isinstance(a, ChaseRobber) for a in g.legal_actions("ann"))
    target = next(h for h in range(g.board.n_hexes) if g.board.hex_terrain[h] == "sea" and h != p)
    with pytest.raises(IllegalAction) as refused:
        g.apply("ann", ChaseRobber(corner + 1, g.board.hex_ids[target]))
    assert refused.value.code == "pirate_asleep"
    assert state(g).pirate == p
    g.last_roll = (3, 4)  # a 7 before the first attack moves neither robber nor pirate
    production_dice(g, [])
    assert g.phase == "main"
    assert not any(type(a).__name__ == "MovePirate" for a in g.legal_actions("ann"))


def test_21_59_a_knight_chases_the_pirate_with_a_steal() -> None:
    """CK-21.59 (CK-18.8, CK-D36): a knight on a corner of the pirate's hex sends it to
    another sea hex and robs a player with a ship beside it; the knight turns inactive. The
    events say it was the pirate (`PirateChased`, not the robber's `KnightChased`)."""
    g = playing()
    p, corner = _awake_pirate(g)
    s = coastal_node(g, skip=3)
    settle(g, 1, s)
    ships, _ = ship_line(g, 1, s, 1)
    sides = [h for h in range(g.board.n_hexes) if ships[0] in g.board.hex_edges[h]]
    sea = [h for h in sides if g.board.hex_terrain[h] == "sea" and h != p]
    assert sea
    give(g, 1, brick=1)
    hid = g.board.hex_ids[sea[0]]
    chases = [a for a in g.legal_actions("ann") if isinstance(a, ChaseRobber)]
    assert ChaseRobber(corner + 1, hid, "bo") in chases
    assert not any(a.hex == g.board.hex_ids[p] for a in chases)
    events = g.apply("ann", ChaseRobber(corner + 1, hid, "bo"))
    assert [e.kind for e in events] == ["PirateChased", "PirateMoved", "Stole"]
    assert state(g).pirate == sea[0]
    assert sum(g.hands[1]) == 0 and g.hands[0][1] == 1
    assert not ck(g).knights[corner].active


def test_21_59_the_bishop_on_the_pirate_robs_every_ship_owner() -> None:
    """CK-21.59 (CK-D36): the Bishop sends the pirate to a sea hex; each other player with a
    ship on its sides loses a random card."""
    g = playing()
    ck(g).attacks = 1
    s1, s2 = coastal_node(g, skip=0), coastal_node(g, skip=6)
    settle(g, 1, s1)
    settle(g, 2, s2)
    (e1,), _ = ship_line(g, 1, s1, 1)
    (e2,), _ = ship_line(g, 2, s2, 1)
    sea = [
        h
        for h in range(g.board.n_hexes)
        if e1 in g.board.hex_edges[h] and g.board.hex_terrain[h] == "sea" and h != state(g).pirate
    ]
    target = sea[0]
    give(g, 1, grain=1)
    give(g, 2, grain=1)
    ck(g).progress[0].append("bishop")
    g.apply("ann", PlayProgress("bishop", (g.board.hex_ids[target],)))
    assert state(g).pirate == target
    robbed = [o for o, e in ((1, e1), (2, e2)) if e in g.board.hex_edges[target]]
    assert 1 in robbed
    assert [sum(g.hands[o]) for o in robbed] == [0] * len(robbed)
    assert g.hands[0][3] == len(robbed)


def test_21_60_a_gold_field_city_takes_two_of_choice_and_no_commodity() -> None:
    """CK-21.60 (CK-18.9): on the gold field's number a city's owner chooses 2 resources (two
    kinds allowed) among C&K's choices of the roll; no commodity is paid."""
    g = playing()
    b = g.board
    gold = next(h for h in range(b.n_hexes) if b.hex_terrain[h] == "gold")
    corner = b.hex_nodes[gold][0]
    settle(g, 1, corner, city=True)
    number = b.hex_number[gold]
    assert number is not None
    g.last_roll = (1, number - 1) if number <= 7 else (6, number - 6)
    before = list(g.hands[1])
    events: list[Event] = []
    production_dice(g, events)
    assert g.phase == "gold" and g.awaiting() == ["bo"]
    assert ChooseGold(("brick", "ore")) in g.legal_actions("bo")
    g.apply("bo", ChooseGold(("brick", "ore")))
    after = g.hands[1]
    assert after[1] - before[1] == 1 and after[4] - before[4] == 1
    assert after[5:] == before[5:]
    assert g.phase == "main"


def test_21_60_the_merchant_never_stands_on_gold() -> None:
    """CK-21.60 (CK-18.10): the Merchant is refused on a gold field beside the player's city."""
    g = playing()
    b = g.board
    gold = next(h for h in range(b.n_hexes) if b.hex_terrain[h] == "gold")
    settle(g, 0, b.hex_nodes[gold][0], city=True)
    ck(g).progress[0].append("merchant")
    plays = [a for a in g.legal_actions("ann") if isinstance(a, PlayProgress)]
    assert PlayProgress("merchant", (b.hex_ids[gold],)) not in plays
    with pytest.raises(IllegalAction):
        g.apply("ann", PlayProgress("merchant", (b.hex_ids[gold],)))


def test_round_two_city_is_kept_to_the_setup_area() -> None:
    """SF-16.31 with CK-3: round 2's city, like a settlement, only in the scenario's
    set-up area (New Shores: the main island)."""
    from engine.rules.seafarers.geography import setup_spots

    g = Game.new(
        GameConfig(
            players=PLAYERS[:3],
            seed=1,
            rules=RULES,
            options={"scenario": "new_shores", "start_player": "first_seat"},
        )
    )
    while g.phase == "setup" and g.setup_step < len(g.players):
        p = g.awaiting()[0]
        g.apply(p, g.legal_actions(p)[0])
    p = g.awaiting()[0]
    spots = setup_spots(g.board)
    cities = [a for a in g.legal_actions(p) if type(a).__name__ == "BuildCity"]
    assert cities and all(a.intersection - 1 in spots for a in cities)  # type: ignore[attr-defined]
    outside = next(n for n in range(g.board.n_nodes) if n not in spots and g.board.node_hexes[n])
    with pytest.raises(IllegalAction) as refused:
        g.apply(p, f"build city {outside + 1}")
    assert refused.value.code == "setup_area"


def test_18_11_road_building_places_roads_or_ships() -> None:
    """CK-18.11 (SF-16.33 with C&K): the Road Building progress card places any mix
    of 2 roads and ships; here two ships from a coastal settlement."""
    g = playing()
    s = coastal_node(g)
    settle(g, 0, s)
    ck(g).progress[0].append("road_building")
    g.apply("ann", PlayProgress("road_building"))
    assert g.phase == "road_building"
    first = next(a for a in g.legal_actions("ann") if isinstance(a, BuildShip))
    g.apply("ann", first)
    second = next(a for a in g.legal_actions("ann") if isinstance(a, BuildShip))
    g.apply("ann", second)
    assert len(state(g).ships[0]) == 2 and g.phase == "main"
    assert sum(g.hands[0]) == 0


def test_18_11_road_building_is_refused_with_nowhere_to_build() -> None:
    """CK-18.11 with CK-D19: no road off the sea and no ship can be placed (a player
    with no piece on the board): the card is not offered, and refused."""
    g = playing()
    ck(g).progress[0].append("road_building")
    assert PlayProgress("road_building") not in g.legal_actions("ann")
    with pytest.raises(IllegalAction) as refused:
        g.apply("ann", PlayProgress("road_building"))
    assert refused.value.code == "no_road_spot"


def test_21_49_an_own_ship_keeps_a_road_end_closed_for_the_diplomat() -> None:
    """CK-21.49 with CK-18.12: a road whose far end holds only its owner's ship is not open
    (the Diplomat cannot take it); without the ship it is."""
    from engine.rules.cities_knights.cards.diplomat import open_road

    g = playing()
    b = g.board
    s = coastal_node(g)
    settle(g, 0, s)
    e = next(e for e in b.node_edges[s] if b.edge_kind[e] == COAST)
    road(g, 0, e)
    far = other_end(g, e, s)
    assert open_road(g, e)
    out = next(f for f in b.node_edges[far] if f != e and b.edge_kind[f] in ("sea", "coast"))
    ship(g, 0, out)
    assert not open_road(g, e)
