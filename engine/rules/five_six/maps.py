"""The 5–6 island's maps (FS-3): the spiral of number tokens on its frame, the balanced random
map (FS-3.4) and the fixed beginner map (FS-3.5, FS-D3)."""

from __future__ import annotations

import math

from ...board import HarborSpec, HexSpec, MapSpec, Pos, hex_centre
from ...maps import map_from_data, red_adjacent
from ...randomness import Randomness
from .data import (
    CORNERS_CCW,
    HARBOR_KINDS,
    HARBOR_SLOTS,
    LAND,
    PRINTED_HARBORS,
    TERRAINS,
    TOKEN_SEQUENCE,
)

#: How many times the generator redraws an island whose red numbers touch before it gives up
#: and keeps the last one (never reached in practice: most draws are fine).
_DRAWS = 200


def _angle(p: Pos, centre: tuple[float, float]) -> float:
    x, y = hex_centre(*p)
    return math.atan2(y - centre[1], x - centre[0])


def spiral_order(start: Pos, clockwise: bool) -> list[Pos]:
    """The island's positions in the order the tokens are laid (FS-3.2): the outer ring from
    the corner `start` around the coast, then each inner ring from the hex nearest to where the
    previous one started, in the same direction, to the middle."""
    left = set(LAND)
    xs = [hex_centre(*p) for p in LAND]
    centre = (sum(x for x, _ in xs) / len(xs), sum(y for _, y in xs) / len(xs))
    order: list[Pos] = []
    first = start
    while left:
        ring = [
            (q, r) for q, r in left if any((q + dq, r + dr) not in left for dq, dr in _NEIGHBOURS)
        ]
        ring.sort(key=lambda p: _angle(p, centre), reverse=not clockwise)
        target = _angle(first, centre)
        begin = min(
            range(len(ring)),
            key=lambda i: (_turn(_angle(ring[i], centre), target), ring[i][1], ring[i][0]),
        )
        ring = ring[begin:] + ring[:begin]
        order += ring
        first = ring[0]
        left -= set(ring)
    return order


_NEIGHBOURS = ((1, 0), (-1, 0), (1, -1), (0, -1), (0, 1), (-1, 1))


def _turn(a: float, b: float) -> float:
    """The angle between two directions, in radians (0 to pi)."""
    d = abs(a - b) % (2 * math.pi)
    return min(d, 2 * math.pi - d)


def spiral_numbers(terrain: dict[Pos, str], start: Pos, clockwise: bool) -> dict[Pos, int | None]:
    """Tokens A..Zc along the spiral, skipping both deserts (FS-3.2)."""
    tokens = iter(TOKEN_SEQUENCE)
    return {
        p: None if terrain[p] == "desert" else next(tokens) for p in spiral_order(start, clockwise)
    }


def variable_map(rng: Randomness, placement: str, direction: str) -> MapSpec:
    """A random 5–6 island (FS-3.4): shuffled terrains and harbours, the tokens laid as the
    table's switches say (the spiral from a random corner, or shuffled), drawn again while two
    red numbers (6, 8) are neighbours (FS-D4)."""
    for _ in range(_DRAWS):
        terrains = list(TERRAINS)
        rng.shuffle(terrains)
        terrain = dict(zip(LAND, terrains, strict=True))
        if placement == "spiral":
            start = CORNERS_CCW[rng.below(len(CORNERS_CCW))]
            clockwise = direction == "cw" or (direction == "random" and rng.below(2) == 1)
            numbers = spiral_numbers(terrain, start, clockwise)
        else:
            tokens = list(TOKEN_SEQUENCE)
            rng.shuffle(tokens)
            land = [p for p in LAND if terrain[p] != "desert"]
            numbers = {p: None for p in LAND if terrain[p] == "desert"}
            numbers.update(zip(land, tokens, strict=True))
        if not red_adjacent(numbers):
            break
    kinds = list(HARBOR_KINDS)
    rng.shuffle(kinds)
    hexes = tuple(HexSpec(q, r, terrain[(q, r)], numbers[(q, r)]) for q, r in LAND)
    harbors = tuple(
        HarborSpec(q, r, side, kind) for (q, r, side), kind in zip(HARBOR_SLOTS, kinds, strict=True)
    )
    desert = next(p for p in LAND if terrain[p] == "desert")  # FS-D5: the first desert
    return MapSpec(hexes, harbors, desert)


#: The beginner map (FS-3.5, FS-D3): a fixed island of the extension's hexes, its tokens laid
#: in the spiral from the top-left corner, no two red numbers neighbours, the harbours where
#: the printed frame has them. The extension prints no beginner set-up; this one is the
#: engine's own.
BEGINNER: dict[str, object] = {
    "hexes": [
        [0, -3, "pasture", 2],
        [1, -3, "forest", 8],
        [2, -3, "desert", None],
        [-1, -2, "hills", 5],
        [0, -2, "fields", 10],
        [1, -2, "forest", 12],
        [2, -2, "forest", 4],
        [-2, -1, "fields", 4],
        [-1, -1, "pasture", 11],
        [0, -1, "desert", None],
        [1, -1, "hills", 9],
        [2, -1, "pasture", 8],
        [-3, 0, "mountains", 6],
        [-2, 0, "forest", 12],
        [-1, 0, "hills", 3],
        [0, 0, "fields", 6],
        [1, 0, "pasture", 5],
        [2, 0, "fields", 3],
        [-3, 1, "fields", 3],
        [-2, 1, "fields", 10],
        [-1, 1, "mountains", 2],
        [0, 1, "forest", 9],
        [1, 1, "mountains", 6],
        [-3, 2, "mountains", 9],
        [-2, 2, "hills", 5],
        [-1, 2, "forest", 4],
        [0, 2, "hills", 10],
        [-3, 3, "pasture", 8],
        [-2, 3, "mountains", 11],
        [-1, 3, "pasture", 11],
    ],
    "harbors": [list(h) for h in PRINTED_HARBORS],
    "robber": [2, -3],
}


def beginner_map() -> MapSpec:
    """The fixed 5–6 map for a first game (FS-3.5)."""
    return map_from_data(BEGINNER)
