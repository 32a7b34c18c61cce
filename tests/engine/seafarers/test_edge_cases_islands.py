"""SF-16, SF-16.15 to SF-16.33 (gold, islands, fog, Greater Catan, the
Harbormaster, scenario set-up): one test per edge case, named after its number, each citing the
spec line it makes executable (1–14 in test_edge_cases.py)."""

from __future__ import annotations

import pytest

from engine.actions import BuildRoad, BuildSettlement, PlayRoadBuilding
from engine.resources import INDEX
from engine.rules.seafarers.actions import BuildShip, ChooseGold, MoveShip, TakeToken
from engine.rules.seafarers.geography import hex_areas, node_areas
from engine.rules.seafarers.ships import movable

from .helpers import (
    coastal_node,
    give,
    new,
    other_end,
    pair,
    path,
    playing,
    refused,
    road,
    settle,
    sf,
    ship,
)

# ----- gold -----------------------------------------------------------------------------------


def _gold_hex(g) -> int:  # type: ignore[no-untyped-def]
    return next(h for h in range(g.board.n_hexes) if g.board.hex_terrain[h] == "gold")


def test_16_15_gold_settlement_one_city_two_robber_blocks() -> None:
    """SF-16.15 (SF-8, SF-D7): a settlement on gold takes 1 resource of choice, a city 2 (they
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
    """SF-16.16 (SF-8, SF-D8): players choose in turn order from the active player, only among
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
    assert g.phase == "main"  # the bank is empty: cy's choice lapses (SF-D15)


# ----- islands and special points -------------------------------------------------------------


def _foreign_node(g, area: str) -> int:  # type: ignore[no-untyped-def]
    b = g.board
    return next(n for n in range(b.n_nodes) if node_areas(b)[n] == (area,))


def test_16_17_home_islands_are_fixed_in_setup() -> None:
    """SF-16.17 (SF-3, SF-9): the islands of one's set-up settlements are home; settling one later
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
    """SF-16.18 (SF-9, SF-D20): the first settlement on a foreign island gives its points once
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
    """SF-16.19 (SF-3 SF-D2, SF-13.6): the strip counts as its own area although land joins it
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
    """SF-16.20 (SF-10 trigger, SF-D12): a road or ship whose end touches a fog slot reveals
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
    """SF-16.21 (SF-10 reveal): land gets the top token and gives 1 of its resource; gold gives a
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
    """SF-16.22 (SF-D11): a piece touching two slots reveals both, in hex-id order, each with
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
    """SF-16.23 (SF-D13): placements during set-up reveal fog without a reward."""
    from engine.rules.seafarers.discovery import after_path

    g = new("fog_island")
    h = _fog_slot(g)
    _, e = _next_to_fog(g, h)
    sf(g).fog_stack[0] = "forest"
    events: list = []
    after_path(g, 0, e, events, setup=True)
    assert g.board.hex_terrain[h] != "fog" and sum(g.hands[0]) == 0


def test_16_24_empty_stacks_and_an_empty_bank() -> None:
    """SF-16.24 (SF-D14, SF-D15): with no token left a revealed land hex stays without one; with
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
    """SF-16.25 (SF-13.7 steps 1-3, SF-D23): a reached un-numbered hex gets a token; the first
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
    """SF-16.26 (SF-13.7 step 3-4): the token comes from a main hex next to the active player
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
    """SF-16.27 (SF-13.7 condition 3): a 6 or 8 is not moved next to another 6 or 8 on the small
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
    """SF-16.28 (SF-D23): with no token left on the main island the reached hex stays
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
    """SF-16.29 (SF-13.8): a settlement on a harbor is 1 point, a city 2; the first to 3 takes the
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
    """SF-16.30 (SF-D24): when the holder drops behind two players tied for the most, the
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
    """SF-16.31 (SF-13.3, SF-13.5, SF-13.6): set-up settlements only where the scenario allows; an
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
    """SF-16.32 (SF-13.2): 14 / 12 / 12 / 12 / 18 / 11; C&K is offered only with New Shores,
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


def test_16_33_road_building_is_not_offered_when_only_sea_paths_leave_ones_roads() -> None:
    """SF-16.33 (SF-11): Road Building is offered exactly when `apply` takes it: a road whose free
    paths all lie at sea, with no building or ship of the player for a ship to leave from,
    leaves nowhere for either piece, so the card is neither listed nor accepted (the base
    game's test, which knows roads on any path, listed it)."""
    from engine.board import SEA

    g = playing("through_the_desert")
    b = g.board
    n = coastal_node(g)
    e = next(x for x in b.node_edges[n] if b.edge_kind[x] != SEA)
    m = other_end(g, e, n)
    road(g, 0, e)
    for end in (n, m):  # every other path a road could take belongs to bo
        for x in b.node_edges[end]:
            if x != e and b.edge_kind[x] != SEA and g.edge_owner[x] < 0:
                road(g, 1, x)
    assert any(g.edge_owner[x] < 0 for x in b.node_edges[n])  # a sea path is free
    g.devs[0].append(("road_building", 0))
    assert PlayRoadBuilding() not in g.legal_actions("ann")
    assert refused(g, "ann", PlayRoadBuilding()) == "no_road_spot"
    g.phase, g.has_rolled = "roll", False
    assert PlayRoadBuilding() not in g.legal_actions("ann")


def test_16_33_road_building_with_ships() -> None:
    """SF-16.33 (SF-11): Road Building places 2 roads, 2 ships or one of each; a ship placed with it
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
