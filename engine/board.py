"""Board topology: hexes, intersections, paths and harbors, built from a map's data.

Coordinates follow B-3: pointy-top hexes in axial (q, r); an intersection is the N or
S corner of exactly one hex position; a path is the sorted pair of its two intersections. Players
read intersections as 1..N in reading order, paths as "a-b" and land hexes as letters.
Internally everything is a small integer index, for speed.

A map may list sea hexes (Seafarers' maps do): their corners and sides are intersections and paths
too, each flagged "land" (only land around it), "coast" (land and sea or the map's edge) or "sea".
Listed sea hexes are lettered after the land, in their own reading order (the pirate stands on
them), so land hexes keep their letters. A fog slot is lettered with the land and keeps its letter
when it turns out to be sea; until revealed it counts as neither land nor sea for the flags. The
base maps list no sea, so their ids are those of the land hexes alone.
"""

from __future__ import annotations

import math
from functools import lru_cache

from .records import record
from .resources import INDEX, TERRAIN_RESOURCE
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

Pos = tuple[int, int]
Vertex = tuple[int, int, str]

SIDES = ("NE", "E", "SE", "SW", "W", "NW")
CORNERS = ("N", "NE", "SE", "S", "SW", "NW")
SIDE_CORNERS: dict[str, tuple[str, str]] = {
    "NE": ("N", "NE"),
    "E": ("NE", "SE"),
    "SE": ("SE", "S"),
    "SW": ("S", "SW"),
    "W": ("SW", "NW"),
    "NW": ("NW", "N"),
}
DIRECTIONS: dict[str, Pos] = {
    "E": (1, 0),
    "W": (-1, 0),
    "NE": (1, -1),
    "NW": (0, -1),
    "SE": (0, 1),
    "SW": (-1, 1),
}
SQRT3 = math.sqrt(3.0)

#: What surrounds an intersection or a path: only land, land and sea (or the edge), only sea.
LAND, COAST, SEA = "land", "coast", "sea"

#: Terrains that are not land for the flags above and for production: the sea, and a fog slot
#: whose content is still hidden.
NOT_LAND = frozenset({"sea", "fog"})


def pips(number: int | None) -> int:
    """How many of the 36 rolls of two dice make `number`: the dots under its token (0 for
    no number, or one two dice cannot make)."""
    return 6 - abs(7 - number) if number is not None and 2 <= number <= 12 else 0


def corner(q: int, r: int, name: str) -> Vertex:
    """The canonical id of a hex corner (B-3.2)."""
    if name == "N":
        return (q, r, "N")
    if name == "S":
        return (q, r, "S")
    if name == "NE":
        return (q + 1, r - 1, "S")
    if name == "NW":
        return (q, r - 1, "S")
    if name == "SE":
        return (q, r + 1, "N")
    if name == "SW":
        return (q - 1, r + 1, "N")
    raise ValueError(f"unknown corner {name!r}")


def touching(v: Vertex) -> tuple[Pos, Pos, Pos]:
    """The three hex positions that meet at an intersection."""
    q, r, c = v
    if c == "N":
        return ((q, r), (q, r - 1), (q + 1, r - 1))
    return ((q, r), (q, r + 1), (q - 1, r + 1))


def hex_centre(q: int, r: int) -> tuple[float, float]:
    """Centre of a hex, circumradius 1, pointy-top."""
    return (SQRT3 * (q + r / 2.0), 1.5 * r)


def vertex_point(v: Vertex) -> tuple[float, float]:
    """Position of an intersection in the same unit as hex_centre."""
    x, y = hex_centre(v[0], v[1])
    return (x, y - 1.0) if v[2] == "N" else (x, y + 1.0)


def hex_letters(n: int) -> list[str]:
    """A, B, ..., Z, AA, AB, ... for n hexes."""
    out: list[str] = []
    for i in range(n):
        s = ""
        k = i
        while True:
            s = chr(ord("A") + k % 26) + s
            k = k // 26 - 1
            if k < 0:
                break
        out.append(s)
    return out


@record
class HexSpec:
    """One hex of a map: position, terrain and number token (None for none)."""

    q: int
    r: int
    terrain: str
    number: int | None


@record
class HarborSpec:
    """A harbor on a side of a land hex; kind is 'generic' or a resource name."""

    q: int
    r: int
    side: str
    kind: str


@record
class MapSpec:
    """Everything that defines a map; hashable, so boards are built once per map."""

    hexes: tuple[HexSpec, ...]
    harbors: tuple[HarborSpec, ...]
    robber: Pos
    sea: tuple[Pos, ...] = ()
    #: Seafarers (SF-3, SF-7, SF-10, SF-13): the pirate's start (None: off the board),
    #: named areas (name, hex positions) overriding the islands derived from the map, the areas
    #: where set-up settlements may stand (empty: anywhere), the contents of the fog stack and
    #: its number tokens (shuffled by the game), and the number-token supply of Greater Catan.
    pirate: Pos | None = None
    areas: tuple[tuple[str, tuple[Pos, ...]], ...] = ()
    setup: tuple[str, ...] = ()
    fog: tuple[str, ...] = ()
    fog_numbers: tuple[int, ...] = ()
    supply: tuple[int, ...] = ()
    #: Every fog slot's position, revealed or not (a slot keeps its letter among the land's).
    fog_slots: tuple[Pos, ...] = ()

    def to_dict(self) -> dict[str, object]:
        """JSON-safe form (also the format accepted for a map given as data)."""
        out: dict[str, object] = {
            "hexes": [[h.q, h.r, h.terrain, h.number] for h in self.hexes],
            "harbors": [[h.q, h.r, h.side, h.kind] for h in self.harbors],
            "robber": [self.robber[0], self.robber[1]],
        }
        if self.sea:
            out["sea"] = [[q, r] for q, r in self.sea]
        if self.pirate is not None:
            out["pirate"] = [self.pirate[0], self.pirate[1]]
        if self.areas:
            out["areas"] = {name: [[q, r] for q, r in hexes] for name, hexes in self.areas}
        if self.setup:
            out["setup"] = list(self.setup)
        if self.fog or self.fog_slots:
            out["fog"] = {
                "terrains": list(self.fog),
                "numbers": list(self.fog_numbers),
                "slots": [[q, r] for q, r in self.fog_slots],
            }
        if self.supply:
            out["supply"] = list(self.supply)
        return out


class Layout:
    """The geometry of a set of hex positions: intersections, paths and how they touch.

    Every map on the same positions (every base map) has the same layout: it is built once and
    shared by their boards, since a new random map is drawn for every game.
    """

    def __init__(
        self, order: tuple[Pos, ...], listed_sea: tuple[Pos, ...], land_mask: tuple[bool, ...] = ()
    ) -> None:
        #: The pre-made actions on this layout (engine.legal.BoardActions), made on first use.
        self.premade: Any = None
        # `order`: the lettered hexes in reading order (land, and listed sea when `land_mask`
        # says which are land); `listed_sea`: sea whose corners exist but that has no letter
        # (none when the mask is given: then every listed sea hex is lettered).
        mask = land_mask or (True,) * len(order)
        land = {p for p, is_land in zip(order, mask, strict=True) if is_land}
        self.hex_pos: list[Pos] = list(order)
        #: Per lettered hex, whether it is land (a listed sea hex, or a fog slot, is not).
        self.hex_land: list[bool] = list(mask)
        self.hex_ids: list[str] = hex_letters(len(order))
        self.hex_by_id: dict[str, int] = {h: i for i, h in enumerate(self.hex_ids)}
        self.hex_by_pos: dict[Pos, int] = {p: i for i, p in enumerate(order)}
        self.sea_hexes: list[Pos] = [
            p for p, is_land in zip(order, mask, strict=True) if not is_land
        ]
        self.sea_hexes += list(listed_sea)
        tiles = list(order) + list(listed_sea)  # every hex position whose corners and sides exist
        vertices: set[Vertex] = set()
        for q, r in tiles:
            for c in CORNERS:
                vertices.add(corner(q, r, c))
        self.vertices: list[Vertex] = sorted(
            vertices, key=lambda v: (round(vertex_point(v)[1], 6), round(vertex_point(v)[0], 6))
        )
        vindex = {v: i for i, v in enumerate(self.vertices)}
        self.vertex_index = vindex
        n = len(self.vertices)
        #: Per intersection, the land hexes touching it (what produces for a building there).
        self.node_hexes: list[tuple[int, ...]] = [
            tuple(self.hex_by_pos[p] for p in touching(v) if p in land) for v in self.vertices
        ]
        #: Per intersection, every lettered hex touching it (land, sea or fog).
        self.node_tiles: list[tuple[int, ...]] = [
            tuple(self.hex_by_pos[p] for p in touching(v) if p in self.hex_by_pos)
            for v in self.vertices
        ]
        self.node_kind: list[str] = [
            LAND if len(hexes) == 3 else COAST if hexes else SEA for hexes in self.node_hexes
        ]
        self.hex_nodes: list[tuple[int, ...]] = [
            tuple(vindex[corner(q, r, c)] for c in CORNERS) for q, r in order
        ]

        edge_set: set[tuple[int, int]] = set()
        edge_land: dict[tuple[int, int], int] = {}  # land hexes on either side of a path
        for q, r in tiles:
            for side in SIDES:
                ca, cb = SIDE_CORNERS[side]
                i, j = vindex[corner(q, r, ca)], vindex[corner(q, r, cb)]
                pair = (min(i, j), max(i, j))
                if pair not in edge_set:
                    edge_set.add(pair)
                    dq, dr = DIRECTIONS[side]
                    edge_land[pair] = ((q, r) in land) + ((q + dq, r + dr) in land)
        self.edge_nodes: list[tuple[int, int]] = sorted(edge_set)
        self.edge_kind: list[str] = [
            (SEA, COAST, LAND)[edge_land[pair]] for pair in self.edge_nodes
        ]
        self.edge_ids: list[str] = [f"{a + 1}-{b + 1}" for a, b in self.edge_nodes]
        self.edge_by_pair: dict[tuple[int, int], int] = {
            (a + 1, b + 1): e for e, (a, b) in enumerate(self.edge_nodes)
        }
        node_edges: list[list[int]] = [[] for _ in range(n)]
        node_neighbors: list[list[int]] = [[] for _ in range(n)]
        for e, (a, b) in enumerate(self.edge_nodes):
            node_edges[a].append(e)
            node_edges[b].append(e)
            node_neighbors[a].append(b)
            node_neighbors[b].append(a)
        self.node_edges: list[tuple[int, ...]] = [tuple(x) for x in node_edges]
        self.node_neighbors: list[tuple[int, ...]] = [tuple(x) for x in node_neighbors]
        #: Per intersection, its paths with the intersection at their other end (Longest Road
        #: walks these on every road built).
        self.node_links: list[tuple[tuple[int, int], ...]] = [
            tuple(zip(node_edges[v], node_neighbors[v], strict=True)) for v in range(n)
        ]
        self.n_nodes = n
        self.n_edges = len(self.edge_nodes)
        self.n_hexes = len(order)
        #: Per lettered hex, its six sides (paths), in side order.
        self.hex_edges: list[tuple[int, ...]] = []
        for q, r in order:
            sides = []
            for sd in SIDES:
                ca, cb = SIDE_CORNERS[sd]
                i, j = vindex[corner(q, r, ca)], vindex[corner(q, r, cb)]
                sides.append(self.edge_by_pair[(min(i, j) + 1, max(i, j) + 1)])
            self.hex_edges.append(tuple(sides))

        # Listed sea, lettered hexes that are not land, and every other neighbour of a hex.
        sea: set[Pos] = set(listed_sea) | (set(order) - land)
        for q, r in order:
            for dq, dr in DIRECTIONS.values():
                p = (q + dq, r + dr)
                if p not in land and p not in self.hex_by_pos:
                    sea.add(p)
        self.sea: list[Pos] = sorted(sea, key=lambda p: (p[1], p[0]))


@lru_cache(maxsize=64)
def layout_for(
    order: tuple[Pos, ...], listed_sea: tuple[Pos, ...], land_mask: tuple[bool, ...] = ()
) -> Layout:
    """The (shared, immutable) layout of the lettered hexes in `order` (all land unless
    `land_mask` says otherwise) and unlettered listed sea hexes."""
    return Layout(order, listed_sea, land_mask)


class Board:
    """Immutable topology of one map, with integer indices for everything."""

    def __init__(self, spec: MapSpec) -> None:
        self.spec = spec
        land = {(h.q, h.r): h for h in spec.hexes if h.terrain != "sea"}
        first = set(land) | set(spec.fog_slots)
        listed_sea = set(spec.sea) - first
        if listed_sea or spec.fog_slots:
            # Land and fog slots in reading order, then the listed sea (see the docstring).
            order = sorted(first, key=lambda p: (p[1], p[0]))
            order += sorted(listed_sea, key=lambda p: (p[1], p[0]))
            mask = tuple(p in land and land[p].terrain not in NOT_LAND for p in order)
            self.layout = lay = layout_for(tuple(order), (), mask)
        else:
            order = sorted(land, key=lambda p: (p[1], p[0]))
            self.layout = lay = layout_for(tuple(order), ())
        sea_spec = HexSpec(0, 0, "sea", None)
        # The layout's parts, shared with every board on the same positions (never changed).
        self.hex_pos = lay.hex_pos
        self.hex_ids = lay.hex_ids
        self.hex_by_id = lay.hex_by_id
        self.hex_by_pos = lay.hex_by_pos
        self.sea_hexes = lay.sea_hexes
        self.vertices = lay.vertices
        self.vertex_index = lay.vertex_index
        self.node_hexes = lay.node_hexes
        self.node_kind = lay.node_kind
        self.hex_nodes = lay.hex_nodes
        self.edge_nodes = lay.edge_nodes
        self.edge_kind = lay.edge_kind
        self.edge_ids = lay.edge_ids
        self.edge_by_pair = lay.edge_by_pair
        self.node_edges = lay.node_edges
        self.node_neighbors = lay.node_neighbors
        self.node_links = lay.node_links
        self.n_nodes: int = lay.n_nodes
        self.n_edges: int = lay.n_edges
        n = self.n_nodes
        self.n_hexes = lay.n_hexes
        # Every position that is not land, fog slots included (their hex entry shows the fog): a
        # board's view takes it from the layout, which fog turning into sea does not change.
        self.sea = lay.sea
        self.hex_land = lay.hex_land
        self.node_tiles = lay.node_tiles
        self.hex_edges = lay.hex_edges

        # What this map puts on them.
        self.hex_terrain: list[str] = [land.get(p, sea_spec).terrain for p in order]
        self.hex_number: list[int | None] = [land.get(p, sea_spec).number for p in order]
        self.hex_resource: list[int] = [
            -1 if TERRAIN_RESOURCE.get(t) is None else INDEX[str(TERRAIN_RESOURCE[t])]
            for t in self.hex_terrain
        ]
        vindex = lay.vertex_index
        self.harbors: list[tuple[str, int, int, HarborSpec]] = []
        self.node_harbor: list[str | None] = [None] * n
        for h in spec.harbors:
            ca, cb = SIDE_CORNERS[h.side]
            i, j = vindex[corner(h.q, h.r, ca)], vindex[corner(h.q, h.r, cb)]
            self.harbors.append((h.kind, min(i, j), max(i, j), h))
            self.node_harbor[i] = h.kind
            self.node_harbor[j] = h.kind

        self.robber_start: int = self.hex_by_pos[spec.robber]
        self.pirate_start: int = -1 if spec.pirate is None else self.hex_by_pos[spec.pirate]
        self._numbered()

    def _numbered(self, swapped: Board | None = None, a: int = -1, b: int = -1) -> None:
        """What follows from the number tokens (`hex_number`): the hexes of each number, and
        the probability weights of hexes and intersections. After a swap of the tokens of hexes
        `a` and `b` of the board `swapped`, its intersections' weights change only around those
        two hexes (the others are copied)."""
        self.number_hexes: dict[int, tuple[int, ...]] = {}
        #: Per number, its hexes that produce no one resource (Seafarers' gold fields).
        self.number_gold: dict[int, tuple[int, ...]] = {}
        for i, num in enumerate(self.hex_number):
            if num is not None and self.hex_resource[i] < 0:
                self.number_gold[num] = (*self.number_gold.get(num, ()), i)
            elif num is not None:
                self.number_hexes.setdefault(num, ())
                self.number_hexes[num] += (i,)
        #: Per number, its hexes grouped by resource, in resource order (production pays
        #: resource by resource).
        self.number_groups: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = {}
        for num, hexes in self.number_hexes.items():
            groups: dict[int, tuple[int, ...]] = {}
            for i in hexes:
                res = self.hex_resource[i]
                groups[res] = (*groups.get(res, ()), i)
            self.number_groups[num] = tuple(sorted(groups.items()))
        # Probability weight of a number token: how many of the 36 rolls give it.
        self.hex_pips: list[int] = [pips(num) for num in self.hex_number]
        pip = self.hex_pips
        if swapped is None:
            self.node_pips: list[int] = [sum([pip[h] for h in hexes]) for hexes in self.node_hexes]
            return
        node_pips = swapped.node_pips[:]
        for h in (a, b):
            change = pip[h] - swapped.hex_pips[h]
            if change:
                for n in self.hex_nodes[h]:
                    node_pips[n] += change
        self.node_pips = node_pips

    def node_id(self, node: int) -> int:
        """The intersection number players read."""
        return node + 1


@lru_cache(maxsize=256)
def board_for(spec: MapSpec) -> Board:
    """The (shared, immutable) board of a map."""
    return Board(spec)


def with_tokens_swapped(board: Board, a: int, b: int) -> Board:
    """The board `board_for` makes of the board's map with the number tokens of hexes `a` and
    `b` swapped (the Inventor), made from the board itself: its layout, terrain and harbours
    stand; only what follows from the tokens is made again. (The map is made field by field:
    `dataclasses.replace` on a record makes its dataclass fields on first use, milliseconds.)"""
    spec = board.spec
    numbers = board.hex_number[:]
    numbers[a], numbers[b] = numbers[b], numbers[a]
    at = {board.hex_pos[a]: numbers[a], board.hex_pos[b]: numbers[b]}
    hexes = tuple(
        HexSpec(h.q, h.r, h.terrain, at[(h.q, h.r)]) if (h.q, h.r) in at else h for h in spec.hexes
    )
    made = Board.__new__(Board)
    made.__dict__.update(board.__dict__)
    fields: list[Any] = [
        hexes if name == "hexes" else getattr(spec, name) for name in MapSpec.__match_args__
    ]
    made.spec = MapSpec(*fields)
    made.hex_number = numbers
    made._numbered(board, a, b)
    return made
