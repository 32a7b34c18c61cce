"""What Seafarers reads from a board beyond the base topology: islands and declared areas (SF-3),
the hexes beside each path, and where set-up settlements may stand (SF-13). Computed once per
board (a board is immutable; fog and Greater Catan's tokens make a new one)."""

from __future__ import annotations

from functools import lru_cache

from ...board import SEA, Board


@lru_cache(maxsize=256)
def hex_areas(board: Board) -> tuple[str | None, ...]:
    """Per hex, its area: the declared area holding it, else its island, named after the
    island's first hex letter (`island-A`); None for sea and fog (SF-D2)."""
    declared: dict[int, str] = {}
    for name, positions in board.spec.areas:
        for p in positions:
            h = board.hex_by_pos.get(p)
            if h is not None:
                declared[h] = name
    out: list[str | None] = [None] * board.n_hexes
    for h, name in declared.items():
        if board.hex_land[h]:
            out[h] = name
    neighbours = _hex_neighbours(board)
    for start in range(board.n_hexes):
        if not board.hex_land[start] or out[start] is not None:
            continue
        name = f"island-{board.hex_ids[start]}"
        stack = [start]
        out[start] = name
        while stack:
            for nb in neighbours[stack.pop()]:
                if board.hex_land[nb] and out[nb] is None and nb not in declared:
                    out[nb] = name
                    stack.append(nb)
    return tuple(out)


def _hex_neighbours(board: Board) -> list[list[int]]:
    out: list[list[int]] = [[] for _ in range(board.n_hexes)]
    for tiles in edge_tiles(board):
        if len(tiles) == 2:
            a, b = tiles
            out[a].append(b)
            out[b].append(a)
    return out


@lru_cache(maxsize=256)
def edge_tiles(board: Board) -> tuple[tuple[int, ...], ...]:
    """Per path, the lettered hexes it is a side of (one or two)."""
    out: list[list[int]] = [[] for _ in range(board.n_edges)]
    for h, sides in enumerate(board.hex_edges):
        for e in sides:
            out[e].append(h)
    return tuple(tuple(x) for x in out)


@lru_cache(maxsize=256)
def node_areas(board: Board) -> tuple[tuple[str, ...], ...]:
    """Per intersection, the areas of the land hexes touching it (sorted, no repeats)."""
    areas = hex_areas(board)
    return tuple(
        tuple(sorted({a for h in hexes if (a := areas[h]) is not None}))
        for hexes in board.node_hexes
    )


@lru_cache(maxsize=256)
def setup_spots(board: Board) -> frozenset[int]:
    """Intersections where a set-up settlement may stand: land around, and with a scenario's
    set-up areas, every land hex there in one of them (SF-13, SF-16.31)."""
    allowed = set(board.spec.setup)
    areas = hex_areas(board)
    out = set()
    for n, hexes in enumerate(board.node_hexes):
        if not hexes:
            continue
        if allowed and any(areas[h] not in allowed for h in hexes):
            continue
        out.add(n)
    return frozenset(out)


@lru_cache(maxsize=256)
def ship_paths(board: Board) -> frozenset[int]:
    """Paths a ship may use: sea and coastal ones (SF-3)."""
    return frozenset(e for e, kind in enumerate(board.edge_kind) if kind != "land")


@lru_cache(maxsize=256)
def road_paths(board: Board) -> frozenset[int]:
    """Paths a road may use: land and coastal ones, not along a fog slot (SF-3)."""
    fog = {h for h, t in enumerate(board.hex_terrain) if t == "fog"}
    tiles = edge_tiles(board)
    return frozenset(
        e
        for e, kind in enumerate(board.edge_kind)
        if kind != SEA and not any(h in fog for h in tiles[e])
    )
