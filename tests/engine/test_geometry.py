"""Board geometry and maps: B-3, B-4 and B-17.1 to B-17.5.

The expected numbers and tables are computed here from the spec's own formulas, independently of
engine/board.py, and then compared with the board the engine builds.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest

from engine.board import Board, board_for, corner
from engine.maps import (
    CORNERS_CCW,
    TOKEN_SEQUENCE,
    beginner_map,
    spiral_numbers,
    spiral_order,
    variable_map,
)
from engine.randomness import Randomness, seed_state

from .vocab import PRESETS, new_game

Pos = tuple[int, int]
Vertex = tuple[int, int, str]

DIRECTIONS: dict[str, Pos] = {
    "E": (1, 0),
    "W": (-1, 0),
    "NE": (1, -1),
    "NW": (0, -1),
    "SE": (0, 1),
    "SW": (-1, 1),
}
CORNER_NAMES = ("N", "NE", "SE", "S", "SW", "NW")
SIDE_CORNERS = {
    "NE": ("N", "NE"),
    "E": ("NE", "SE"),
    "SE": ("SE", "S"),
    "SW": ("S", "SW"),
    "W": ("SW", "NW"),
    "NW": ("NW", "N"),
}
LETTERS = "ABCDEFGHIJKLMNOPQR"


def ring_distance(q: int, r: int) -> int:
    """B-3.1: d(q, r) = max(|q|, |r|, |q + r|)."""
    return max(abs(q), abs(r), abs(q + r))


LAND = [(q, r) for r in range(-2, 3) for q in range(-2, 3) if ring_distance(q, r) <= 2]
SEA = [(q, r) for r in range(-3, 4) for q in range(-3, 4) if ring_distance(q, r) == 3]


def canon(q: int, r: int, name: str) -> Vertex:
    """B-3.2: the canonical id of a hex corner."""
    return {
        "N": (q, r, "N"),
        "S": (q, r, "S"),
        "NE": (q + 1, r - 1, "S"),
        "NW": (q, r - 1, "S"),
        "SE": (q, r + 1, "N"),
        "SW": (q - 1, r + 1, "N"),
    }[name]


def touches(v: Vertex) -> set[Pos]:
    """B-3.2: the three hex positions meeting at a vertex."""
    q, r, c = v
    if c == "N":
        return {(q, r), (q, r - 1), (q + 1, r - 1)}
    return {(q, r), (q, r + 1), (q - 1, r + 1)}


def spec_neighbours(v: Vertex) -> list[Vertex]:
    """B-3.2: the neighbour formulas (before keeping only vertices on the board)."""
    q, r, c = v
    if c == "N":
        return [(q, r - 1, "S"), (q + 1, r - 1, "S"), (q + 1, r - 2, "S")]
    return [(q, r + 1, "N"), (q - 1, r + 1, "N"), (q - 1, r + 2, "N")]


def corner_point(q: int, r: int, name: str) -> tuple[float, float]:
    """Where a corner is on the plane (pointy-top, circumradius 1), rounded for comparison."""
    cx, cy = math.sqrt(3) * (q + r / 2), 1.5 * r
    angle = {"N": 90, "NE": 30, "SE": -30, "S": -90, "SW": -150, "NW": 150}[name]
    x = cx + math.cos(math.radians(angle))
    y = cy - math.sin(math.radians(angle))  # rows grow downwards
    return (round(x, 6), round(y, 6))


def path_vertices(board: Board) -> set[frozenset[Vertex]]:
    """The board's paths as unordered pairs of canonical vertex ids."""
    return {frozenset((board.vertices[a], board.vertices[b])) for a, b in board.edge_nodes}


def adjacent(a: Pos, b: Pos) -> bool:
    """Two hex positions share a side."""
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS.values()


@pytest.fixture(scope="module")
def board() -> Board:
    """The beginner board."""
    return board_for(beginner_map())


def test_17_1_counts_hexes_intersections_paths_and_harbors(board: Board) -> None:
    """B-17.1, B-3.5: 19 land, 18 sea, 54 intersections (24 interior, 30 coastal), 72 paths
    (30 coastal), 9 harbors on 18 distinct intersections."""
    assert len(LAND) == 19 and len(SEA) == 18
    assert sorted(board.hex_pos) == sorted(LAND)
    assert sorted(board.sea) == sorted(SEA)

    vertices = {canon(q, r, c) for q, r in LAND for c in CORNER_NAMES}
    assert len(vertices) == 54
    assert set(board.vertices) == vertices
    land_count = Counter(len(touches(v) & set(LAND)) for v in vertices)
    assert land_count == {3: 24, 2: 12, 1: 18}
    coastal_vertices = [v for v in vertices if len(touches(v) & set(LAND)) < 3]
    assert len(coastal_vertices) == 30

    adjacencies = {frozenset((v, w)) for v in vertices for w in spec_neighbours(v) if w in vertices}
    sides = {
        frozenset((canon(q, r, a), canon(q, r, b)))
        for q, r in LAND
        for a, b in SIDE_CORNERS.values()
    }
    assert len(adjacencies) == 72
    assert adjacencies == sides == path_vertices(board)
    assert board.n_edges == 72 and board.n_nodes == 54

    def flanking_land(p: frozenset[Vertex]) -> int:
        a, b = tuple(p)
        return len(touches(a) & touches(b) & set(LAND))

    assert Counter(flanking_land(p) for p in sides) == {2: 42, 1: 30}
    for v in vertices:
        expected = 3 if len(touches(v) & set(LAND)) >= 2 else 2
        assert len([w for w in spec_neighbours(v) if w in vertices]) == expected

    harbor_nodes = [n for _, a, b, _ in board.harbors for n in (a, b)]
    assert len(board.harbors) == 9
    assert len(set(harbor_nodes)) == 18
    for _, a, b, _ in board.harbors:
        pair = frozenset((board.vertices[a], board.vertices[b]))
        assert flanking_land(pair) == 1, "a harbor sits on a coastal path"


def test_17_1_vertex_ids_are_canonical(board: Board) -> None:
    """B-17.1, B-3.2: the corner names of neighbouring hexes for one point give one id."""
    by_point: dict[tuple[float, float], set[Vertex]] = {}
    for q, r in LAND:
        for name in CORNER_NAMES:
            assert corner(q, r, name) == canon(q, r, name)
            by_point.setdefault(corner_point(q, r, name), set()).add(canon(q, r, name))
    assert len(by_point) == 54
    assert all(len(ids) == 1 for ids in by_point.values())
    # Worked example: NE of (0,0) is NW of (1,0) and S of (1,-1).
    assert canon(0, 0, "NE") == canon(1, 0, "NW") == canon(1, -1, "S") == (1, -1, "S")


def test_17_1_intersections_numbered_in_reading_order_and_paths_sorted(board: Board) -> None:
    """B-17.1, B-3.3; docs/engine-api.md: intersections 1..54 read row by row; a path id is
    its two ends, smaller first."""
    points = [corner_point(*v[:2], v[2]) for v in board.vertices]
    assert points == sorted(points, key=lambda p: (p[1], p[0]))
    for e, (a, b) in enumerate(board.edge_nodes):
        assert a < b
        assert board.edge_ids[e] == f"{a + 1}-{b + 1}"


HARBOR_TABLE = [
    # slot: land hex, side, harbor intersections (B-3.4), beginner kind (B-4.1)
    ((0, -2), "NW", {(0, -3, "S"), (0, -2, "N")}, "generic"),
    ((1, -2), "NE", {(1, -2, "N"), (2, -3, "S")}, "grain"),
    ((2, -1), "NE", {(2, -1, "N"), (3, -2, "S")}, "ore"),
    ((2, 0), "E", {(3, -1, "S"), (2, 1, "N")}, "generic"),
    ((1, 1), "SE", {(1, 2, "N"), (1, 1, "S")}, "wool"),
    ((-1, 2), "SE", {(-1, 3, "N"), (-1, 2, "S")}, "generic"),
    ((-2, 2), "SW", {(-2, 2, "S"), (-3, 3, "N")}, "generic"),
    ((-2, 1), "W", {(-3, 2, "N"), (-2, 0, "S")}, "brick"),
    ((-1, -1), "W", {(-2, 0, "N"), (-1, -2, "S")}, "lumber"),
]

BEGINNER_TABLE = {
    (0, -2): ("mountains", 10),
    (1, -2): ("pasture", 2),
    (2, -2): ("forest", 9),
    (-1, -1): ("fields", 12),
    (0, -1): ("hills", 6),
    (1, -1): ("pasture", 4),
    (2, -1): ("hills", 10),
    (-2, 0): ("fields", 9),
    (-1, 0): ("forest", 11),
    (0, 0): ("desert", None),
    (1, 0): ("forest", 3),
    (2, 0): ("mountains", 8),
    (-2, 1): ("forest", 8),
    (-1, 1): ("mountains", 3),
    (0, 1): ("fields", 4),
    (1, 1): ("pasture", 5),
    (-2, 2): ("hills", 5),
    (-1, 2): ("fields", 6),
    (0, 2): ("pasture", 11),
}


def test_17_2_beginner_map_matches_the_table(board: Board) -> None:
    """B-17.2, B-4.1, B-3.4: terrain, number and harbor kind per slot; robber on the desert."""
    for h, pos in enumerate(board.hex_pos):
        assert (board.hex_terrain[h], board.hex_number[h]) == BEGINNER_TABLE[pos], pos
    assert board.hex_pos[board.robber_start] == (0, 0)
    assert Counter(t for t, _ in BEGINNER_TABLE.values()) == {
        "forest": 4,
        "pasture": 4,
        "fields": 4,
        "hills": 3,
        "mountains": 3,
        "desert": 1,
    }
    assert sorted(n for _, n in BEGINNER_TABLE.values() if n) == sorted(TOKEN_SEQUENCE)
    reds = [p for p, (_, n) in BEGINNER_TABLE.items() if n in (6, 8)]
    assert not any(adjacent(a, b) for a in reds for b in reds)

    assert len(board.harbors) == len(HARBOR_TABLE)
    for (kind, a, b, spec), (pos, side, ends, expected) in zip(
        board.harbors, HARBOR_TABLE, strict=True
    ):
        assert ((spec.q, spec.r), spec.side) == (pos, side)
        assert {board.vertices[a], board.vertices[b]} == ends
        assert kind == expected
        for n in (a, b):
            assert board.node_harbor[n] == expected


def test_17_2_beginner_game_view_shows_the_same_map() -> None:
    """B-17.2, B-4.1: a game on the beginner map shows the table through its view."""
    view = new_game(map="beginner").view(None)
    shown = {(h["q"], h["r"]): (h["terrain"], h["number"]) for h in view["board"]["hexes"]}
    assert shown == BEGINNER_TABLE
    assert view["robber"] == "J"
    kinds = [h["kind"] for h in view["board"]["harbors"]]
    assert kinds == [row[3] for row in HARBOR_TABLE]
    assert [h["rate"] for h in view["board"]["harbors"]] == [
        3 if k == "generic" else 2 for k in kinds
    ]


SPEC_CCW_FROM_TOP_LEFT = [
    (0, -2),
    (-1, -1),
    (-2, 0),
    (-2, 1),
    (-2, 2),
    (-1, 2),
    (0, 2),
    (1, 1),
    (2, 0),
    (2, -1),
    (2, -2),
    (1, -2),
    (0, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 0),
    (1, -1),
    (0, 0),
]


def turn_sign(a: Pos, b: Pos) -> int:
    """+1 when going from a to b turns counter-clockwise around the centre as drawn, else -1."""
    ax, ay = math.sqrt(3) * (a[0] + a[1] / 2), -1.5 * a[1]
    bx, by = math.sqrt(3) * (b[0] + b[1] / 2), -1.5 * b[1]
    cross = ax * by - ay * bx
    return 1 if cross > 0 else -1


def test_17_3_spiral_walk_matches_the_spec_example() -> None:
    """B-17.3, B-MAP-3: counter-clockwise from (0,-2), the walk given in the spec."""
    assert spiral_order((0, -2), clockwise=False) == SPEC_CCW_FROM_TOP_LEFT


@pytest.mark.parametrize("clockwise", [False, True], ids=["ccw", "cw"])
@pytest.mark.parametrize("start", CORNERS_CCW)
def test_17_3_spiral_walk_shape(start: Pos, clockwise: bool) -> None:
    """B-17.3, B-MAP-3: outer ring of 12 from the corner, then the middle ring from the hex
    next to the corner, in the same turning direction, then the centre."""
    order = spiral_order(start, clockwise)
    assert sorted(order) == sorted(LAND)
    outer, inner, centre = order[:12], order[12:18], order[18]
    assert order[0] == start
    assert all(ring_distance(*p) == 2 for p in outer)
    assert all(ring_distance(*p) == 1 for p in inner)
    assert centre == (0, 0)
    assert adjacent(start, inner[0])
    want = -1 if clockwise else 1
    for ring in (outer, inner):
        for a, b in itertools.pairwise(ring):
            assert adjacent(a, b)
            assert turn_sign(a, b) == want


@pytest.mark.parametrize("clockwise", [False, True], ids=["ccw", "cw"])
@pytest.mark.parametrize("start", CORNERS_CCW)
def test_17_3_spiral_tokens_for_every_desert_position(start: Pos, clockwise: bool) -> None:
    """B-17.3, B-MAP-3, B-MAP-5: for all 19 desert positions the desert has no token, the
    other 18 hexes get A–R in walk order, and no 6/8 or equal numbers are adjacent."""
    walk = spiral_order(start, clockwise)
    for desert in LAND:
        terrain = {p: ("desert" if p == desert else "fields") for p in LAND}
        numbers = spiral_numbers(terrain, start, clockwise)
        assert numbers[desert] is None
        letters = [p for p in walk if p != desert]
        assert [numbers[p] for p in letters] == list(TOKEN_SEQUENCE)
        assert len(LETTERS) == len(letters)
        for a in LAND:
            for b in LAND:
                if a < b and adjacent(a, b) and numbers[a] is not None:
                    assert numbers[a] != numbers[b], (start, clockwise, desert, a, b)
                    assert not (numbers[a] in (6, 8) and numbers[b] in (6, 8))


def _check_standard_island(numbers: dict[Pos, int | None], terrain: dict[Pos, str]) -> None:
    reds = [p for p, n in numbers.items() if n in (6, 8)]
    assert not any(adjacent(a, b) for a in reds for b in reds), numbers
    for p, t in terrain.items():
        assert (numbers[p] is None) == (t == "desert")
    assert sorted(n for n in numbers.values() if n) == sorted(TOKEN_SEQUENCE)


def test_17_4_random_number_placement_never_leaves_adjacent_reds() -> None:
    """B-17.4, B-MAP-4, B-MAP-5: over many seeds the random method never puts 6/8 next to
    6/8, the desert gets no token and the robber starts there."""
    for seed in range(400):
        spec = variable_map(Randomness(seed_state(seed)), "random_no_adjacent_red", "ccw")
        numbers = {(h.q, h.r): h.number for h in spec.hexes}
        terrain = {(h.q, h.r): h.terrain for h in spec.hexes}
        _check_standard_island(numbers, terrain)
        assert terrain[spec.robber] == "desert"
        assert Counter(h.kind for h in spec.harbors) == {
            "generic": 4,
            "lumber": 1,
            "brick": 1,
            "wool": 1,
            "grain": 1,
            "ore": 1,
        }


def test_17_4_random_placement_through_game_options() -> None:
    """B-17.4, B-MAP-4: a game asked for random numbers gets a legal island."""
    for seed in range(40):
        game = new_game(map="variable", seed=seed, number_placement="random_no_adjacent_red")
        b = game.board
        numbers = dict(zip(b.hex_pos, b.hex_number, strict=True))
        _check_standard_island(numbers, dict(zip(b.hex_pos, b.hex_terrain, strict=True)))
        assert b.hex_terrain[game.robber] == "desert"


def _spiral_fits(board: Board) -> set[tuple[Pos, bool]]:
    """The (start corner, clockwise) spirals that reproduce this board's numbers."""
    terrain = dict(zip(board.hex_pos, board.hex_terrain, strict=True))
    numbers = dict(zip(board.hex_pos, board.hex_number, strict=True))
    return {
        (start, cw)
        for start in CORNERS_CCW
        for cw in (False, True)
        if spiral_numbers(terrain, start, cw) == numbers
    }


@pytest.mark.parametrize("preset", PRESETS)
def test_17_3_variable_map_uses_the_preset_spiral_direction(preset: str) -> None:
    """B-MAP-3, B-D4, B-15: counter-clockwise by default, clockwise in legacy1995."""
    clockwise = preset == "legacy1995"
    for seed in range(12):
        fits = _spiral_fits(new_game(preset=preset, map="variable", seed=seed).board)
        assert fits, "the numbers are not a spiral"
        assert {cw for _, cw in fits} == {clockwise}


@pytest.mark.parametrize("preset", PRESETS)
def test_17_5_same_seed_gives_the_same_board(preset: str) -> None:
    """B-17.5, B-MAP-6: the map generator is deterministic for a seed."""
    specs = set()
    for seed in (3, 4, 5):
        a = new_game(preset=preset, map="variable", seed=seed)
        b = new_game(preset=preset, map="variable", seed=seed)
        assert a.board.spec == b.board.spec
        assert a.to_dict() == b.to_dict()
        specs.add(a.board.spec)
    assert len(specs) == 3, "different seeds should give different islands"
