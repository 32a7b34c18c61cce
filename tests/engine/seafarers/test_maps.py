"""The scenario maps as data (SF-13.9): each scenario and player count
loads through the map-as-data path and is checked against the counts and restrictions of SF-13 -
hexes by terrain, number tokens, harbors, set-up restrictions, the sea frame - with
intersections and paths in reading order."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import Game, GameConfig
from engine.board import DIRECTIONS, SIDE_CORNERS, SIDES, board_for, corner, vertex_point
from engine.maps import map_from_data
from engine.rules.seafarers.geography import hex_areas, setup_spots
from engine.rules.seafarers.scenarios import SCENARIOS, map_data, scenario_map

#: Each scenario's maps: for 3 and 4 players, and the one for 5 and 6 where the 5–6 extension
#: lays one out (SF-17.2; the case plays it with 5).
CASES = [(name, n) for name in SCENARIOS for n in (3, 4)] + [
    (name, 5) for name, s in SCENARIOS.items() if s.five_six
]
PLAYERS = ("a", "b", "c", "d", "e", "f")


def _land(name: str, n: int, area: str | None = None) -> Counter[str]:
    b = board_for(scenario_map(name, n))
    areas = hex_areas(b)
    return Counter(
        b.hex_terrain[h]
        for h in range(b.n_hexes)
        if b.hex_land[h] and (area is None or areas[h] == area)
    )


def _small_islands(name: str, n: int) -> Counter[str]:
    b = board_for(scenario_map(name, n))
    areas = hex_areas(b)
    return Counter(
        b.hex_terrain[h] for h in range(b.n_hexes) if b.hex_land[h] and areas[h] != "main"
    )


@pytest.mark.parametrize(("name", "players"), CASES)
def test_every_scenario_map_loads_with_reading_order_ids(name: str, players: int) -> None:
    """SF-13.9: each file reads through `map_from_data` and round-trips; intersections are
    numbered in reading order (top to bottom, then left to right) and paths named by them."""
    spec = scenario_map(name, players)
    assert map_from_data(spec.to_dict()) == spec
    b = board_for(spec)
    points = [vertex_point(v) for v in b.vertices]
    assert points == sorted(points, key=lambda p: (round(p[1], 6), round(p[0], 6)))
    assert all(
        b.edge_ids[e] == f"{a + 1}-{c + 1}" and a < c for e, (a, c) in enumerate(b.edge_nodes)
    )
    g = Game.new(
        GameConfig(
            players=PLAYERS[:players],
            rules="seafarers",
            options={"scenario": name},
        )
    )
    assert g.board.spec == spec


@pytest.mark.parametrize(("name", "players"), CASES)
def test_every_map_is_framed_by_sea(name: str, players: int) -> None:
    """SF-3: every land (and fog) hex has land or listed sea on each side, so the map is closed;
    the pirate starts on sea and the robber on land."""
    spec = scenario_map(name, players)
    b = board_for(spec)
    listed = set(spec.sea) | {(h.q, h.r) for h in spec.hexes}
    for h in spec.hexes:
        if name == "harbormaster":
            break  # the base island without ships: no frame (its ids are the base game's)
        for dq, dr in DIRECTIONS.values():
            assert (h.q + dq, h.r + dr) in listed, (h.q, h.r)
    assert b.hex_land[b.robber_start]
    if name == "new_shores" and players == 5:
        assert b.pirate_start == -1  # SF-17.2: off the board until its first move (SF-D6)
    elif SCENARIOS[name].ships:
        assert b.pirate_start >= 0 and b.hex_terrain[b.pirate_start] == "sea"
    else:
        assert b.pirate_start == -1


@pytest.mark.parametrize(("name", "players"), CASES)
def test_every_producing_land_hex_has_a_number(name: str, players: int) -> None:
    """SF-3, SF-13.7: each land hex but the deserts carries a token (Greater Catan's small islands
    start without), deserts never; no 6 or 8 touches another."""
    b = board_for(scenario_map(name, players))
    areas = hex_areas(b)
    for h in range(b.n_hexes):
        blank = not b.hex_land[h] or b.hex_terrain[h] == "desert"
        if blank or (name == "greater_catan" and areas[h] != "main"):
            assert b.hex_number[h] is None
        else:
            assert b.hex_number[h] is not None, b.hex_ids[h]
    by_pos = {b.hex_pos[h]: b.hex_number[h] for h in range(b.n_hexes)}
    for (q, r), number in by_pos.items():
        if number in (6, 8):
            for dq, dr in DIRECTIONS.values():
                assert by_pos.get((q + dq, r + dr)) not in (6, 8)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_harbors_face_the_sea_and_share_no_intersection(name: str, players: int) -> None:
    """SF-12: each harbor is on a side of a land hex facing sea; two never share an intersection;
    special harbors are 2:1 of one resource each (the 5–6 maps: wool twice, SF-17.2)."""
    spec = scenario_map(name, players)
    land = {(h.q, h.r) for h in spec.hexes if h.terrain not in ("sea", "fog")}
    corners: list[tuple[int, int, str]] = []
    for h in spec.harbors:
        assert (h.q, h.r) in land
        dq, dr = DIRECTIONS[h.side]
        assert (h.q + dq, h.r + dr) not in land
        corners += [corner(h.q, h.r, c) for c in SIDE_CORNERS[h.side]]
        assert h.side in SIDES
    assert len(corners) == len(set(corners))
    kinds = Counter(h.kind for h in spec.harbors)
    assert all(
        kinds[k] <= (2 if k == "wool" and players > 4 else 1) for k in kinds if k != "generic"
    )


def test_heading_for_new_shores_counts() -> None:
    """SF-13.3: 4 players - the base island (1 desert, 4 fields, 3 hills, 3 mountains, 4 pasture,
    4 forest), 9 island hexes (2 gold, 1 fields, 2 hills, 2 mountains, 1 pasture, 1 forest), 9
    harbors (5 special, 4 generic); 3 players - 14 main hexes (3 fields, 2 hills, 2 mountains,
    4 pasture, 3 forest), 8 island hexes (2 gold, 1 fields, 2 hills, 2 mountains, 1 pasture),
    8 harbors (5 + 3); the robber on the desert (4 players)."""
    assert _land("new_shores", 4, "main") == Counter(
        desert=1, fields=4, hills=3, mountains=3, pasture=4, forest=4
    )
    assert _small_islands("new_shores", 4) == Counter(
        gold=2, fields=1, hills=2, mountains=2, pasture=1, forest=1
    )
    assert _land("new_shores", 3, "main") == Counter(
        fields=3, hills=2, mountains=2, pasture=4, forest=3
    )
    assert _small_islands("new_shores", 3) == Counter(
        gold=2, fields=1, hills=2, mountains=2, pasture=1
    )
    for n, harbors, generic in ((4, 9, 4), (3, 8, 3)):
        kinds = Counter(h.kind for h in scenario_map("new_shores", n).harbors)
        assert sum(kinds.values()) == harbors and kinds["generic"] == generic
    b = board_for(scenario_map("new_shores", 4))
    assert b.hex_terrain[b.robber_start] == "desert"


def test_the_four_islands_counts() -> None:
    """SF-13.4: four islands; 2 desert, 5 pasture, 4 mountains, 4 hills, 4 forest, 4 fields; the
    21 tokens 2, 3, 3, 4, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 12; 10 harbors."""
    assert _land("four_islands", 4) == Counter(
        desert=2, pasture=5, mountains=4, hills=4, forest=4, fields=4
    )
    b = board_for(scenario_map("four_islands", 4))
    assert sorted(n for n in b.hex_number if n is not None) == [
        2, 3, 3, 4, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 12
    ]  # fmt: skip
    assert len(b.spec.harbors) == 10
    assert len({a for a in hex_areas(b) if a}) == 4


def test_the_fog_island_counts() -> None:
    """SF-13.5: an upper and a lower known island, fog slots between; the fog stack holds 2 gold
    fields and one token per producing hex in it; the robber starts on the 12."""
    for n in (3, 4):
        spec = scenario_map("fog_island", n)
        b = board_for(spec)
        assert {a for a in hex_areas(b) if a} == {"upper", "lower"}
        slots = [h for h in range(b.n_hexes) if b.hex_terrain[h] == "fog"]
        assert len(slots) == len(spec.fog) == len(spec.fog_slots)
        assert Counter(spec.fog)["gold"] == 2
        producing = [t for t in spec.fog if t not in ("desert", "sea")]
        assert len(spec.fog_numbers) == len(producing)
        assert b.hex_number[b.robber_start] == 12


def test_through_the_desert_counts() -> None:
    """SF-13.6: a desert belt, a strip of 3 land hexes beyond it declared as its own area, three
    islands (two with 3 players) on the other side; set-up on the main part."""
    for n, islands in ((4, 3), (3, 2)):
        b = board_for(scenario_map("through_the_desert", n))
        areas = hex_areas(b)
        strip = [h for h in range(b.n_hexes) if areas[h] == "strip"]
        assert len(strip) == 3 and all(b.hex_terrain[h] != "desert" for h in strip)
        names = {a for a in areas if a}
        assert len(names - {"main", "strip"}) == islands
        assert b.spec.setup == ("main",)


def test_greater_catan_counts() -> None:
    """SF-13.7: the small islands start without tokens; the supply holds 5 tokens (4 players) or
    4 (3 players); two deserts on the main island, where the robber starts."""
    for n, supply in ((4, 5), (3, 4)):
        b = board_for(scenario_map("greater_catan", n))
        assert len(b.spec.supply) == supply
        assert _land("greater_catan", n, "main")["desert"] == 2
        assert hex_areas(b)[b.robber_start] == "main"


def test_the_harbormaster_counts() -> None:
    """SF-13.8: the base island with its 9 harbors (4 generic, 5 special), ids as the base game."""
    for n in (3, 4):
        b = board_for(scenario_map("harbormaster", n))
        assert (b.n_hexes, b.n_nodes, b.n_edges) == (19, 54, 72)
        kinds = Counter(h.kind for h in b.spec.harbors)
        assert kinds["generic"] == 4 and len(kinds) == 6


@pytest.mark.parametrize(("name", "players"), CASES)
def test_setup_restrictions_come_from_the_data(name: str, players: int) -> None:
    """SF-13: main island only (New Shores, Greater Catan), the larger part of the main island
    (Through the Desert), the known islands (Fog Island), anywhere (Four Islands, the
    Harbormaster); every set-up spot has land beside it."""
    data = map_data(name, players)
    b = board_for(scenario_map(name, players))
    spots = setup_spots(b)
    areas = hex_areas(b)
    allowed = {
        "new_shores": {"main"},
        "greater_catan": {"main"},
        "through_the_desert": {"main"},
        "fog_island": {"main"} if players > 4 else {"upper", "lower"},
    }.get(name)
    assert set(data.get("setup", [])) == (allowed or set())
    assert spots
    for n in spots:
        assert b.node_hexes[n]
        if allowed:
            assert all(areas[h] in allowed for h in b.node_hexes[n])


#: SF-17.2's 5–6 maps: land hexes (fog slots apart), listed sea hexes, fog slots,
#: intersections, paths and harbours.
FIVE_SIX_COUNTS = {
    "new_shores": (40, 46, 0, 206, 291, 11),
    "four_islands": (32, 52, 0, 202, 285, 11),
    "fog_island": (26, 44, 25, 226, 320, 9),
    "through_the_desert": (43, 51, 0, 224, 317, 11),
}


@pytest.mark.parametrize("name", list(FIVE_SIX_COUNTS))
def test_the_5_6_maps_golden_counts(name: str) -> None:
    """SF-17.2: each 5–6 map's land and sea hexes, fog slots, intersections, paths and harbours;
    5 and 6 players play the same map."""
    spec = scenario_map(name, 6)
    assert scenario_map(name, 5) == spec
    b = board_for(spec)
    land = sum(1 for h in range(b.n_hexes) if b.hex_land[h])
    sea = b.hex_terrain.count("sea")
    fog = b.hex_terrain.count("fog")
    counts = (land, sea, fog, b.n_nodes, len(b.edge_nodes), len(spec.harbors))
    assert counts == FIVE_SIX_COUNTS[name]


def test_the_5_6_maps_terrains() -> None:
    """SF-17.2: New Shores' main island is the 5–6 island of 30 hexes with ten island hexes
    (three gold fields); the Six Islands hold 32 producing hexes and no desert; the Fog
    Islands' main island 24 hexes with a desert and two gold corners, 25 fog slots over 12 sea
    and 13 land; Through the Desert's 30 producing hexes of the main island and strip (one
    gold field, in the strip), five deserts and eight island hexes."""
    assert _land("new_shores", 6, "main") == Counter(
        forest=6, pasture=6, fields=6, hills=5, mountains=5, desert=2
    )
    assert _small_islands("new_shores", 6) == Counter(
        gold=3, hills=2, mountains=2, pasture=1, fields=1, forest=1
    )
    assert _land("four_islands", 6) == Counter(hills=6, mountains=6, pasture=7, fields=6, forest=7)
    assert _land("fog_island", 6, "main") == Counter(
        hills=5, mountains=5, pasture=4, fields=5, forest=4, desert=1
    )
    fog = map_data("fog_island", 6)["fog"]
    assert Counter(fog["terrains"])["sea"] == 12 and len(fog["terrains"]) == 25
    assert len(fog["numbers"]) == 13
    assert _land("through_the_desert", 6, "strip")["gold"] == 1
    assert _land("through_the_desert", 6)["desert"] == 5
    assert sum(_small_islands("through_the_desert", 6).values()) == 8 + 9  # islands + strip


#: SF-17.2, SF-D26: each 5–6 map's number tokens (fog slots' included), harbour kinds, and
#: the robber's and the pirate's starting hexes (axial; None: off the board).
FIVE_SIX_TOKENS = {
    "new_shores": (
        {2: 3, 3: 4, 4: 4, 5: 4, 6: 4, 8: 4, 9: 4, 10: 4, 11: 4, 12: 3},
        {"brick": 1, "generic": 5, "grain": 1, "lumber": 1, "ore": 1, "wool": 2},
        (2, -3),
        None,
    ),
    "four_islands": (
        {2: 2, 3: 3, 4: 4, 5: 4, 6: 4, 8: 3, 9: 4, 10: 4, 11: 2, 12: 2},
        {"brick": 1, "generic": 5, "grain": 1, "lumber": 1, "ore": 1, "wool": 2},
        (-3, -1),
        (-5, 0),
    ),
    "fog_island": (
        {2: 3, 3: 4, 4: 4, 5: 4, 6: 4, 8: 4, 9: 4, 10: 4, 11: 4, 12: 3},
        {"brick": 1, "generic": 4, "grain": 1, "lumber": 1, "ore": 1, "wool": 1},
        (1, -2),
        (2, 1),
    ),
    "through_the_desert": (
        {2: 3, 3: 4, 4: 4, 5: 4, 6: 4, 8: 4, 9: 4, 10: 4, 11: 4, 12: 3},
        {"brick": 1, "generic": 5, "grain": 1, "lumber": 1, "ore": 1, "wool": 2},
        (-1, -2),
        (1, 3),
    ),
}


@pytest.mark.parametrize("name", list(FIVE_SIX_TOKENS))
def test_the_5_6_maps_golden_tokens_harbours_and_starts(name: str) -> None:
    """SF-17.2, SF-D26, SF-D27: each 5–6 map's number tokens (those under the fog too),
    harbour kinds and the robber's and pirate's starts, as the data fix them."""
    data = map_data(name, 6)
    numbers = Counter(n for *_, n in data["hexes"] if n is not None)
    numbers += Counter(data.get("fog", {}).get("numbers", []))
    kinds = Counter(h[3] for h in data["harbors"])
    pirate = data.get("pirate")
    found = (
        dict(numbers),
        dict(kinds),
        tuple(data["robber"]),
        None if pirate is None else tuple(pirate),
    )
    assert found == FIVE_SIX_TOKENS[name]


def test_greater_catan_and_the_harbormaster_have_no_5_6_map() -> None:
    """SF-17.2: the 5–6 extension lays out neither; they are played by 3 or 4."""
    assert not SCENARIOS["greater_catan"].five_six and not SCENARIOS["harbormaster"].five_six
    with pytest.raises(OSError):
        scenario_map("greater_catan", 5)
