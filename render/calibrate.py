"""One palette per map and layout, so each picture is quantized by a fast nearest-colour lookup.

The palette is learnt once from a made-up position on the real map that shows every colour a
picture can hold: each seat's pieces on every terrain, the robber's shade on every hex, badges
and a full panel.
"""

from __future__ import annotations

from PIL import Image

from engine import BuildingView, PlayerView, RoadView

from .cache import LruCache
from .compose import compose
from .geometry import Layout
from .highlight import Highlight
from .map_cache import MapCache
from .palette import TRACKS
from .pieces.robber import draw_robber, draw_shade
from .static import map_layer
from .view import (
    Board,
    CitiesKnights,
    CitiesKnightsPlayer,
    Knight,
    Merchant,
    Metropolis,
    PublicView,
    TurnEffects,
)

COLOURS = 256

_palettes: LruCache[tuple[str, Layout, tuple[int, ...], bool], Image.Image] = LruCache(16)


def palette_for(
    board: Board,
    lay: Layout,
    seats: tuple[int, ...],
    files: MapCache | None = None,
    cities_knights: bool = False,
) -> Image.Image:
    """A "P" image whose palette suits every picture of `board` in `lay` with these seats (and
    Cities & Knights' pieces when `cities_knights`), read from `files` or learnt (and then kept
    there) the first time in this process."""
    return _palettes.get(
        (board.key, lay, seats, cities_knights),
        lambda: _load_or_learn(board, lay, seats, files, cities_knights),
    )


def _load_or_learn(
    board: Board,
    lay: Layout,
    seats: tuple[int, ...],
    files: MapCache | None,
    cities_knights: bool,
) -> Image.Image:
    if files is None:
        return _learn(board, lay, seats, None, cities_knights)
    extra = ",".join(map(str, seats)) + (",ck" if cities_knights else "")
    key = files.key("palette", board.key, lay, extra)
    stored = files.load_palette(key)
    if stored is not None:
        return stored
    colours = _learn(board, lay, seats, files, cities_knights)
    files.save_palette(key, colours)
    return colours


def _learn(
    board: Board,
    lay: Layout,
    seats: tuple[int, ...],
    files: MapCache | None = None,
    cities_knights: bool = False,
) -> Image.Image:
    sample = sample_view(board, seats, cities_knights)
    spots = sorted(board.intersections)
    hl = Highlight(
        intersections=spots[1::7],
        paths=sorted(board.paths)[::9],
        hexes=[h.id for h in board.hexes[::5]],
    )
    shaded = map_layer(board, lay, files).with_ids.crop(lay.map_box)
    for tile in board.hexes:
        draw_shade(shaded, lay, board, tile.id)
        draw_robber(shaded, lay, board, tile.id)
    sheet = Image.new("RGB", (lay.width, lay.height + shaded.height))
    sheet.paste(compose(sample, hl, lay, {}, files), (0, 0))
    sheet.paste(shaded, (0, lay.height))
    # every other pixel each way is plenty to learn the colours from, in a quarter of the time
    sample_pixels = sheet.resize((sheet.width // 2, sheet.height // 2), Image.Resampling.NEAREST)
    return sample_pixels.quantize(
        COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )


def sample_view(board: Board, seats: tuple[int, ...], cities_knights: bool = False) -> PublicView:
    """A made-up position with every seat's pieces spread over the whole map (with
    `cities_knights`, its pieces too: knights of every kind, walls, metropolises, a fallen city)."""
    ids = [f"seat{i}" for i in seats] or ["seat0"]
    spots = sorted(board.intersections)
    buildings = tuple(
        BuildingView(
            intersection=spot, kind="city" if i % 2 else "settlement", owner=ids[i % len(ids)]
        )
        for i, spot in enumerate(spots[::3])
    )
    roads = tuple(
        RoadView(path=path, owner=ids[i % len(ids)]) for i, path in enumerate(sorted(board.paths))
    )
    players = tuple(
        PlayerView(
            id=pid,
            seat=seat,
            vp=9,
            resources=12,
            development=3,
            knights=4,
            revealed_vp=1,
            road_length=7,
            longest_road=i == 0,
            largest_army=i == 1,
            pieces={"road": 2, "settlement": 0, "city": 0},
        )
        for i, (pid, seat) in enumerate(zip(ids, seats or (0,), strict=True))
    )
    return PublicView(
        rules="base",
        vp_to_win=10,
        board=board,
        robber=board.hexes[0].id,
        buildings=buildings,
        roads=roads,
        players=players,
        current=ids[0],
        turn=99,
        phase="main",
        setup_round=None,
        awaiting=(ids[0], ids[-1]),
        last_roll=(3, 4),
        bank={"lumber": 19},
        development_deck=25,
        longest_road=ids[0],
        largest_army=ids[-1],
        discards={ids[-1]: 4},
        free_roads=0,
        winner=None,
        trade=None,
        cities_knights=_sample_cities_knights(buildings, spots, ids, [h.id for h in board.hexes])
        if cities_knights
        else None,
    )


def _sample_cities_knights(
    buildings: tuple[BuildingView, ...], spots: list[int], ids: list[str], hexes: list[str]
) -> CitiesKnights:
    cities = [b for b in buildings if b["kind"] == "city"]
    free = [s for s in spots if s not in {b["intersection"] for b in buildings}]
    knights = tuple(
        Knight(spot, ids[i % len(ids)], 1 + i % 3, (i // 3) % 2 == 0)
        for i, spot in enumerate(free[::4])
    )
    tracks = list(TRACKS)
    metropolises = tuple(
        Metropolis(tracks[i % len(tracks)], c["intersection"], c["owner"])
        for i, c in enumerate(cities[::4])
    )
    levels = {t: i + 3 for i, t in enumerate(tracks)}
    player = CitiesKnightsPlayer(
        levels, 2, 1, {"basic": 1, "strong": 1, "mighty": 1}, 2, ("printer", "constitution")
    )
    fallen = frozenset(c["intersection"] for c in cities[2::4])
    return CitiesKnights(
        position=3,
        length=7,
        strength=9,
        defence=5,
        robber_active=True,
        event="trade",
        knights=knights,
        walls=frozenset(c["intersection"] for c in cities[1::3]),
        metropolises=metropolises,
        fallen=fallen,
        decks={t: 10 for t in tracks},
        defender_left=6,
        players={pid: player for pid in ids},
        merchant=Merchant(hexes[-1], ids[-1]),
        sabotaged=frozenset(c["intersection"] for c in cities[3::4]) - fallen,
        effects=TurnEffects(crane=1, fleet=("wool",), harbor=True),
    )
