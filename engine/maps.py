"""Maps as data: the beginner map, the variable map's frame and generator (B-4),
and reading a map given as data (the format is in docs/engine-api.md, "Maps as data")."""

from __future__ import annotations

from collections.abc import Mapping

from .board import DIRECTIONS, SIDES, HarborSpec, HexSpec, MapSpec, Pos
from .errors import ConfigError
from .randomness import Randomness
from .resources import RESOURCES, TERRAIN_RESOURCE

TOKEN_SEQUENCE = (5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11)  # letters A..R

#: The nine harbor slots of the standard frame, clockwise from the top-left (B-3.4).
HARBOR_SLOTS: tuple[tuple[int, int, str], ...] = (
    (0, -2, "NW"),
    (1, -2, "NE"),
    (2, -1, "NE"),
    (2, 0, "E"),
    (1, 1, "SE"),
    (-1, 2, "SE"),
    (-2, 2, "SW"),
    (-2, 1, "W"),
    (-1, -1, "W"),
)
HARBOR_KINDS = ("generic", "generic", "generic", "generic", *RESOURCES)

STANDARD_TERRAINS = (
    ["forest"] * 4
    + ["pasture"] * 4
    + ["fields"] * 4
    + ["hills"] * 3
    + ["mountains"] * 3
    + ["desert"]
)

#: The beginner map (B-4.1) in the map data format.
BEGINNER: dict[str, object] = {
    "hexes": [
        [0, -2, "mountains", 10],
        [1, -2, "pasture", 2],
        [2, -2, "forest", 9],
        [-1, -1, "fields", 12],
        [0, -1, "hills", 6],
        [1, -1, "pasture", 4],
        [2, -1, "hills", 10],
        [-2, 0, "fields", 9],
        [-1, 0, "forest", 11],
        [0, 0, "desert", None],
        [1, 0, "forest", 3],
        [2, 0, "mountains", 8],
        [-2, 1, "forest", 8],
        [-1, 1, "mountains", 3],
        [0, 1, "fields", 4],
        [1, 1, "pasture", 5],
        [-2, 2, "hills", 5],
        [-1, 2, "fields", 6],
        [0, 2, "pasture", 11],
    ],
    "harbors": [
        [0, -2, "NW", "generic"],
        [1, -2, "NE", "grain"],
        [2, -1, "NE", "ore"],
        [2, 0, "E", "generic"],
        [1, 1, "SE", "wool"],
        [-1, 2, "SE", "generic"],
        [-2, 2, "SW", "generic"],
        [-2, 1, "W", "brick"],
        [-1, -1, "W", "lumber"],
    ],
    "robber": [0, 0],
}

#: Corner land hexes in counter-clockwise order, where a spiral may start (B-3.1).
CORNERS_CCW: tuple[Pos, ...] = ((0, -2), (-2, 0), (-2, 2), (0, 2), (2, 0), (2, -2))


def land_positions() -> list[Pos]:
    """The 19 land positions of the standard island, in reading order."""
    return [
        (q, r) for r in range(-2, 3) for q in range(-2, 3) if max(abs(q), abs(r), abs(q + r)) <= 2
    ]


def beginner_map() -> MapSpec:
    """The fixed map for a first game (B-4.1)."""
    return map_from_data(BEGINNER)


def _ring(radius: int, start: Pos, clockwise: bool) -> list[Pos]:
    """The hexes of a ring around the centre, walked from `start` in one turning direction."""
    ring: list[Pos] = []
    # Corner to corner, counter-clockwise: (0,-R) -> (-R,0) -> (-R,R) -> (0,R) -> (R,0) -> (R,-R).
    q, r = 0, -radius
    legs = [DIRECTIONS[d] for d in ("SW", "SE", "E", "NE", "NW", "W")]
    for dq, dr in legs:
        for _ in range(radius):
            ring.append((q, r))
            q, r = q + dq, r + dr
    i = ring.index(start)
    ordered = ring[i:] + ring[:i]
    if clockwise:
        ordered = [ordered[0], *reversed(ordered[1:])]
    return ordered


def spiral_order(start: Pos, clockwise: bool) -> list[Pos]:
    """Land positions in the order number tokens are laid out from a corner (B-4.2 B-MAP-3)."""
    outer = _ring(2, start, clockwise)
    inner_start = (start[0] // 2, start[1] // 2)  # the middle-ring hex next to the corner
    inner = _ring(1, inner_start, clockwise)
    return outer + inner + [(0, 0)]


def spiral_numbers(
    terrain: Mapping[Pos, str], start: Pos, clockwise: bool
) -> dict[Pos, int | None]:
    """Tokens A..R along the spiral, skipping the desert."""
    numbers: dict[Pos, int | None] = {}
    tokens = iter(TOKEN_SEQUENCE)
    for p in spiral_order(start, clockwise):
        numbers[p] = None if terrain[p] == "desert" else next(tokens)
    return numbers


def red_adjacent(numbers: Mapping[Pos, int | None]) -> bool:
    """True when two hexes carrying 6 or 8 are neighbours."""
    for (q, r), n in numbers.items():
        if n not in (6, 8):
            continue
        for dq, dr in DIRECTIONS.values():
            if numbers.get((q + dq, r + dr)) in (6, 8):
                return True
    return False


#: The variable map's frame (B-4.2) as data: where land and harbors go, and what is shuffled onto
#: them. The spiral placement of number tokens walks this island's rings; another frame uses
#: "random_no_adjacent_red".
STANDARD_FRAME: dict[str, object] = {
    "land": [list(p) for p in land_positions()],
    "terrains": list(STANDARD_TERRAINS),
    "tokens": list(TOKEN_SEQUENCE),
    "harbor_slots": [list(slot) for slot in HARBOR_SLOTS],
    "harbors": list(HARBOR_KINDS),
    "sea": [],
}


def variable_map(
    rng: Randomness, placement: str, direction: str, frame: Mapping[str, object] = STANDARD_FRAME
) -> MapSpec:
    """A random island on a frame (B-4.2): shuffled terrain, harbors and number tokens."""
    positions = [(int(str(q)), int(str(r))) for q, r in _pairs(frame["land"])]
    terrains = [str(t) for t in _items(frame["terrains"])]
    rng.shuffle(terrains)
    terrain = dict(zip(positions, terrains, strict=True))
    kinds = [str(k) for k in _items(frame["harbors"])]
    rng.shuffle(kinds)
    token_sequence = tuple(int(str(t)) for t in _items(frame["tokens"]))
    slots = [
        (int(str(q)), int(str(r)), str(side)) for q, r, side in _triples(frame["harbor_slots"])
    ]
    sea = tuple((int(str(q)), int(str(r))) for q, r in _pairs(frame.get("sea", [])))
    if placement == "spiral":
        start = CORNERS_CCW[rng.below(6)]
        clockwise = direction == "cw" or (direction == "random" and rng.below(2) == 1)
        numbers = spiral_numbers(terrain, start, clockwise)
    else:
        land = [p for p in positions if terrain[p] != "desert"]
        while True:
            tokens = list(token_sequence)
            rng.shuffle(tokens)
            numbers = {p: None for p in positions if terrain[p] == "desert"}
            numbers.update(zip(land, tokens, strict=True))
            if not red_adjacent(numbers):
                break
    desert = next(p for p in positions if terrain[p] == "desert")
    hexes = tuple(HexSpec(q, r, terrain[(q, r)], numbers[(q, r)]) for q, r in positions)
    harbors = tuple(
        HarborSpec(q, r, side, kind) for (q, r, side), kind in zip(slots, kinds, strict=True)
    )
    return MapSpec(hexes, harbors, desert, sea)


#: Maps read from data, by their text: every save carries its map, and reading it again is most
#: of a load's time. Bounded (cleared when full).
_READ: dict[str, MapSpec] = {}


def map_from_data(data: Mapping[str, object]) -> MapSpec:
    """A map given as data (see _read_map); the same data read again gives the same spec."""
    key = repr(data)
    spec = _READ.get(key)
    if spec is None:
        spec = _read_map(data)
        if len(_READ) >= 1024:
            _READ.clear()
        _READ[key] = spec
    return spec


#: Terrains beyond the base game's (SF-3): a gold field carries a number but no
#: one resource; a fog slot hides its content until discovered (SF-10).
EXTRA_TERRAINS = ("gold", "fog")


def _read_map(data: Mapping[str, object]) -> MapSpec:
    """A map given as data: {"hexes": [[q, r, terrain, number], ...], "harbors": [[q, r, side,
    kind], ...], "robber": [q, r], "sea": [[q, r], ...]} (dict items {"q":..} are accepted too;
    a hex of terrain "sea" counts as listed sea; "harbors", "robber" and "sea" are optional).

    Seafarers' maps add (all optional): "pirate": [q, r]; "areas": {name: [[q, r], ...]};
    "setup": [area names where set-up settlements may stand]; "fog": {"terrains": [...],
    "numbers": [...]} (the hidden stacks' contents); "supply": [number tokens]."""
    try:
        hexes = tuple(_hex(h) for h in _items(data["hexes"]))
        sea: tuple[Pos, ...] = ()
        if "sea" in data or "sea" in {h.terrain for h in hexes}:  # (every save loads a map)
            sea_listed = [(h.q, h.r) for h in hexes if h.terrain == "sea"]
            sea_listed += [(int(str(q)), int(str(r))) for q, r in _pairs(data.get("sea", []))]
            sea = tuple(sorted(set(sea_listed), key=lambda p: (p[1], p[0])))
            hexes = tuple(h for h in hexes if h.terrain != "sea")
        harbors = tuple(_harbor(h) for h in _items(data.get("harbors", [])))
        land = {(h.q, h.r) for h in hexes}
        robber_raw = data.get("robber")
        if robber_raw is None:
            robber = next((h.q, h.r) for h in hexes if h.terrain == "desert")
        else:
            rq, rr = _items(robber_raw)
            robber = (int(str(rq)), int(str(rr)))
        pirate_raw = data.get("pirate")
        pirate: Pos | None = None
        if pirate_raw is not None:
            pq, pr = _items(pirate_raw)
            pirate = (int(str(pq)), int(str(pr)))
        areas_raw = data.get("areas") or {}
        if not isinstance(areas_raw, Mapping):
            raise TypeError("areas: expected a mapping")
        areas = tuple(
            (str(name), tuple((int(str(q)), int(str(r))) for q, r in _pairs(hexes)))
            for name, hexes in areas_raw.items()
        )
        setup = tuple(str(a) for a in _items(data.get("setup", [])))
        fog_raw = data.get("fog") or {}
        if not isinstance(fog_raw, Mapping):
            raise TypeError("fog: expected a mapping")
        fog = tuple(str(t) for t in _items(fog_raw.get("terrains", [])))
        fog_numbers = tuple(int(str(n)) for n in _items(fog_raw.get("numbers", [])))
        slots = [(h.q, h.r) for h in hexes if h.terrain == "fog"]
        slots += [(int(str(q)), int(str(r))) for q, r in _pairs(fog_raw.get("slots", []))]
        fog_slots = tuple(sorted(set(slots), key=lambda p: (p[1], p[0])))
        supply = tuple(int(str(n)) for n in _items(data.get("supply", [])))
    except (KeyError, TypeError, ValueError, StopIteration) as exc:
        raise ConfigError("map_malformed", detail=str(exc)) from exc
    if not land:
        raise ConfigError("map_no_land")
    if robber not in land:
        raise ConfigError("map_robber")
    if pirate is not None and pirate not in sea:
        raise ConfigError("map_pirate")
    names = {name for name, _ in areas}
    if any(a not in names for a in setup):
        raise ConfigError("map_malformed", detail="setup names an unknown area")
    if any(t not in TERRAIN_RESOURCE and t not in ("gold", "sea") for t in fog):
        raise ConfigError("map_malformed", detail="unknown fog terrain")
    if sea and land & set(sea):
        raise ConfigError("map_land_and_sea")
    for h in harbors:
        if (h.q, h.r) not in land or h.side not in SIDES:
            raise ConfigError("map_harbor_side", q=h.q, r=h.r, side=h.side)
        if h.kind != "generic" and h.kind not in RESOURCES:
            raise ConfigError("map_harbor_kind", kind=h.kind)
    return MapSpec(
        hexes, harbors, robber, sea, pirate, areas, setup, fog, fog_numbers, supply, fog_slots
    )


def _pairs(x: object) -> list[tuple[object, object]]:
    out = []
    for item in _items(x):
        a, b = _items(item)
        out.append((a, b))
    return out


def _triples(x: object) -> list[tuple[object, object, object]]:
    out = []
    for item in _items(x):
        a, b, c = _items(item)
        out.append((a, b, c))
    return out


def _items(x: object) -> list[object]:
    if not isinstance(x, list | tuple):
        raise TypeError("expected a list")
    return list(x)


def _hex(h: object) -> HexSpec:
    if isinstance(h, Mapping):
        q, r, t, n = h["q"], h["r"], h["terrain"], h.get("number")
    else:
        q, r, t, n = _items(h)
    if t == "sea":
        if n is not None:
            raise ValueError("a sea hex cannot carry a number token")
        return HexSpec(int(str(q)), int(str(r)), "sea", None)
    if t not in TERRAIN_RESOURCE and t not in EXTRA_TERRAINS:
        raise ValueError(f"unknown terrain {t!r}")
    num = None if n is None else int(str(n))
    if num is not None and not (2 <= num <= 12 and num != 7):
        raise ValueError(f"bad number token {num}")
    if num is not None and t != "gold" and TERRAIN_RESOURCE.get(str(t)) is None:
        raise ValueError(f"a {t} hex cannot carry a number token")
    return HexSpec(int(str(q)), int(str(r)), str(t), num)


def _harbor(h: object) -> HarborSpec:
    if isinstance(h, Mapping):
        q, r, side, kind = h["q"], h["r"], h["side"], h["kind"]
    else:
        q, r, side, kind = _items(h)
    return HarborSpec(int(str(q)), int(str(r)), str(side), str(kind))
