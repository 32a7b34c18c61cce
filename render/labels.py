"""Ids players type: hex letters (part of the map) and intersection numbers.

A free intersection shows its number in a chip on the spot itself; a built one shows it on a tag
beside its piece (players type it to build a city or a road from there), placed where it hides
the least: no letter, number token, harbor, road or other id under it if there is room.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from PIL import Image, ImageDraw

from engine import BuildingView

from . import fonts, palette, sprite
from .cache import LruCache
from .geometry import (
    HARBOR_RADIUS,
    ID_HALF_HEIGHT,
    ID_HALF_WIDTH,
    Layout,
    Point,
    board_bounds,
    harbor_point,
)
from .geometry import (
    ID_SIZE as ID_SIZE,
)
from .terrain import LABEL_Y, TOKEN_Y
from .tokens import TOKEN_RADIUS
from .view import Board, HexTile, Intersection

LETTER_Y = -0.63
LETTER_SIZE = 0.28
#: Half the width of each piece, in hex units (see render.pieces).
PIECE_HALF = {"settlement": 0.28, "city": 0.37, "knight": 0.3}
RGB = tuple[int, int, int]


def corner_chip_bottom(lay: Layout) -> float:
    """How far below a hex's centre (hex units, negative: above it) the id chip on its top
    corner ends, a pixel of air included."""
    chip = round(lay.label(ID_SIZE) * 1.08)
    return -1 + (chip / 2 + 1) / lay.scale


def letter_y(lay: Layout) -> float:
    """Where a hex's letter stands below its centre (hex units): LETTER_Y, or lower when the
    labels are so large that the id chip on the hex's top corner would touch it."""
    top = fonts.font(lay.label(LETTER_SIZE), bold=True).getbbox("A", anchor="mm")[1]
    return max(LETTER_Y, corner_chip_bottom(lay) - top / lay.scale)


def _side_chips(board: Board, lay: Layout, tile: HexTile) -> list[PixelBox]:
    """The boxes of the id chips a sea hex's letter could meet on its two upper side corners."""
    size = lay.label(ID_SIZE)
    out = []
    for node in board.intersections.values():
        for side in (-1, 1):
            if math.hypot(node.x - tile.x - side * 0.866, node.y - tile.y + 0.5) < 0.05:
                chip = id_chip(str(node.id), size)
                cx, cy = lay.px(node.x, node.y)
                w, h = chip.width / 2, chip.height / 2
                out.append((cx - w, cy - h, cx + w, cy + h))
    return out


def sea_letter_shift(board: Board, lay: Layout, tile: HexTile) -> float:
    """How far (pixels, right positive) a sea hex's letter moves sideways off the id chips on
    its two upper side corners: a two-letter name between two three-digit ids may touch them."""
    x, _ = lay.px(tile.x, tile.y + letter_y(lay))
    left, _, right, _ = fonts.font(lay.label(LETTER_SIZE), bold=True).getbbox(tile.id, anchor="mm")
    size = lay.label(ID_SIZE)
    into = {-1: 0.0, 1: 0.0}  # how far the left and right chips reach into the letter
    for node in board.intersections.values():
        for side in (-1, 1):
            if math.hypot(node.x - tile.x - side * 0.866, node.y - tile.y + 0.5) < 0.05:
                half = id_chip(str(node.id), size).width / 2
                cx = lay.px(node.x, node.y)[0]
                edge = x + left - (cx + half) if side < 0 else cx - half - (x + right)
                into[side] = max(0.0, 1.0 - edge)
    if into[-1] and into[1]:
        return (into[-1] - into[1]) / 2
    return into[-1] - into[1]


def sea_letter_drop(board: Board, lay: Layout, tile: HexTile) -> float:
    """How far (hex units) a sea hex's letter goes down from its place near the top, below the
    id chips on its two upper side corners, when it cannot stand between them (a wide
    two-letter name between two three-digit ids): 0 when it can (see `sea_letter_shift`)."""
    x, y = lay.px(tile.x, tile.y + letter_y(lay))
    x += sea_letter_shift(board, lay, tile)
    left, top, right, bottom = fonts.font(lay.label(LETTER_SIZE), bold=True).getbbox(
        tile.id, anchor="mm"
    )
    box = (x + left, y + top, x + right, y + bottom)
    chips = _side_chips(board, lay, tile)
    if not any(overlap(box, chip) for chip in chips):
        return 0.0
    below = max(chip[3] for chip in chips) + 1  # a pixel of air under the chips
    return (below - top - y) / lay.scale


def sea_letter_point(board: Board, lay: Layout, tile: HexTile) -> Point:
    """Where (pixels) a sea hex's letter is centred: near the hex's top, moved sideways off the
    id chips beside it, or down below them when it cannot stand between them; on a hex whose
    harbor badge would cover it there, where the badge leaves it clear (see `sea_letter_away`)."""
    return _sea_letters.get((board.key, lay), lambda: _sea_letter_points(board, lay))[tile.id]


def _sea_letter_points(board: Board, lay: Layout) -> dict[str, Point]:
    out = {}
    for tile in board.sea_hexes:
        away = sea_letter_away(board, lay, tile)
        if away is not None:
            out[tile.id] = lay.px(tile.x + away[0], tile.y + away[1])
            continue
        x, y = lay.px(tile.x, tile.y + letter_y(lay))
        drop = sea_letter_drop(board, lay, tile)
        if drop:
            out[tile.id] = (x, y + drop * lay.scale)
        else:
            out[tile.id] = (x + sea_letter_shift(board, lay, tile), y)
    return out


def _letter_box(lay: Layout, tile: HexTile, x: float, y: float) -> PixelBox:
    """The pixel box of a sea hex's letter centred on (x, y) pixels."""
    left, top, right, bottom = fonts.font(lay.label(LETTER_SIZE), bold=True).getbbox(
        tile.id, anchor="mm"
    )
    return (x + left, y + top, x + right, y + bottom)


def meets_harbor(board: Board, lay: Layout, box: PixelBox) -> bool:
    """Whether a harbor's round badge covers part of `box` (pixels)."""
    r = HARBOR_RADIUS * lay.zoom * lay.scale
    for harbor in board.harbors:
        cx, cy = lay.px(*harbor_point(board, harbor))
        nx, ny = min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3])
        if math.hypot(nx - cx, ny - cy) < r:
            return True
    return False


def _corner_chips(board: Board, lay: Layout, tile: HexTile) -> list[PixelBox]:
    """The boxes of the id chips on a hex's six corners."""
    size = lay.label(ID_SIZE)
    out = []
    for node in board.intersections.values():
        if abs(math.hypot(node.x - tile.x, node.y - tile.y) - 1) < 0.05:
            chip = id_chip(str(node.id), size)
            cx, cy = lay.px(node.x, node.y)
            w, h = chip.width / 2, chip.height / 2
            out.append((cx - w, cy - h, cx + w, cy + h))
    return out


def sea_letter_away(board: Board, lay: Layout, tile: HexTile) -> Point | None:
    """Where (hex units from the hex's centre) a sea hex's letter goes when a harbor's badge
    would cover it at its place near the top (the badge of a coast above the hex sits there):
    near the bottom, or else beside the centre, wherever neither a badge nor a corner's id
    chip meets it; None when nothing covers it at the top, or no place is clear."""
    x, y = lay.px(tile.x, tile.y + letter_y(lay))
    drop = sea_letter_drop(board, lay, tile)
    if drop:
        y += drop * lay.scale
    else:
        x += sea_letter_shift(board, lay, tile)
    if not meets_harbor(board, lay, _letter_box(lay, tile, x, y)):
        return None
    chips = _corner_chips(board, lay, tile)
    for dx, dy in ((0.0, -letter_y(lay)), (-0.5, 0.0), (0.5, 0.0), (0.0, 0.0)):
        box = _letter_box(lay, tile, *lay.px(tile.x + dx, tile.y + dy))
        if not meets_harbor(board, lay, box) and not any(overlap(box, c) for c in chips):
            return (dx, dy)
    return None


_sea_letters: LruCache[tuple[str, Layout], dict[str, Point]] = LruCache(16)


def draw_letter(
    d: ImageDraw.ImageDraw,
    lay: Layout,
    tile: HexTile,
    *,
    sea: Board | None = None,
    drop: float | None = None,
    away: Point | None = None,
) -> None:
    """The hex's letter near its top, below its top corner's id; a sea hex's (`sea`: its board)
    in white without an edge, quieter on the water and fewer bytes on the largest maps, moved
    off the ids beside it (`drop`: how far down it goes, in hex units, when it cannot stand
    between them; by default as measured in `lay`; `away`: where it goes instead, off a
    harbor's badge, see `sea_letter_away`)."""
    x, y = lay.px(tile.x, tile.y + letter_y(lay))
    if sea is not None and away is not None:
        x, y = lay.px(tile.x + away[0], tile.y + away[1])
    elif sea is not None:
        if drop is None:
            drop = sea_letter_drop(sea, lay, tile)
        if drop:
            y += drop * lay.scale
        else:
            x += sea_letter_shift(sea, lay, tile)
    fonts.draw_text(
        d,
        (x, y),
        tile.id,
        lay.label(LETTER_SIZE),
        palette.SEA_LETTER if sea is not None else palette.LETTER,
        bold=True,
        anchor="mm",
        stroke=0 if sea is not None else lay.label(0.035),
        stroke_fill=palette.WHITE,
    )


def draw_ids(
    im: Image.Image, lay: Layout, board: Board, hidden: set[int], around: HexTile | None = None
) -> None:
    """Intersection id chips, except those in `hidden` (built on, or badged); with `around`,
    only the chips on that hex's corners."""
    size = lay.label(ID_SIZE)
    for spot in board.intersections.values():
        if spot.id in hidden:
            continue
        if around is not None and abs(math.hypot(spot.x - around.x, spot.y - around.y) - 1) > 0.05:
            continue
        sprite.paste(im, id_chip(str(spot.id), size), lay.px(spot.x, spot.y))


def draw_tags(
    im: Image.Image,
    lay: Layout,
    board: Board,
    buildings: tuple[BuildingView, ...],
    seats: Mapping[str, int],
    skip: set[int],
    points: Mapping[int, Point] | None = None,
) -> None:
    """The id of each built intersection on a tag in its owner's colours beside its piece (but
    those in `skip`); `points`: where the tags go (see `tag_points`)."""
    size = lay.label(ID_SIZE)
    if points is None:
        points = tag_points(board, lay, buildings)
    for b in buildings:
        if b["intersection"] in skip:
            continue
        x, y = points[b["intersection"]]
        look = palette.seat(seats[b["owner"]])
        chip = id_chip(str(b["intersection"]), size, fill=look.fill, ink=look.outline)
        sprite.paste(im, chip, lay.px(x, y))


def draw_leaders(
    im: Image.Image,
    lay: Layout,
    board: Board,
    buildings: tuple[BuildingView, ...],
    points: Mapping[int, Point] | None = None,
) -> None:
    """A short dark line from each built spot towards its tag, drawn under the pieces, so a tag
    that cannot touch its piece still points at it."""
    d = ImageDraw.Draw(im)
    if points is None:
        points = tag_points(board, lay, buildings)
    for b in buildings:
        spot = board.intersections[b["intersection"]]
        x, y = points[b["intersection"]]
        d.line((*lay.px(spot.x, spot.y), *lay.px(x, y)), fill=palette.INK, width=lay.s(0.06))


def draw_covered_letters(
    im: Image.Image, lay: Layout, board: Board, buildings: tuple[BuildingView, ...]
) -> None:
    """Hex letters again, over the pieces built on their hex's top corner (which cover them)."""
    built = {board.intersections[b["intersection"]] for b in buildings}
    tops = {(round(s.x, 2), round(s.y + 1, 2)) for s in built}
    d = ImageDraw.Draw(im)
    for tile in board.hexes:
        if (round(tile.x, 2), round(tile.y, 2)) in tops:
            draw_letter(d, lay, tile)


def chip_box(lay: Layout, spot: Intersection) -> tuple[int, int, int, int]:
    """The pixel box an intersection's id chip covers."""
    chip = id_chip(str(spot.id), lay.label(ID_SIZE))
    cx, cy = lay.px(spot.x, spot.y)
    x, y = round(cx - chip.width / 2), round(cy - chip.height / 2)
    return (x, y, x + chip.width, y + chip.height)


def id_chip(
    text: str,
    size: int,
    *,
    fill: RGB = palette.LABEL_BG,
    ink: RGB = palette.LABEL_TEXT,
) -> Image.Image:
    """An id in a small chip (white, or a piece's colours for a tag) with a dark edge."""
    width = round(fonts.measure(text, size, bold=True) + size * 0.45)
    height = round(size * 1.08)
    tag = fill != palette.LABEL_BG

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        edge = max(1, round(k * size / (8 if tag else 16)))
        d.rounded_rectangle(
            (0, 0, width * k - 1, height * k - 1),
            radius=height * k * 0.3,
            fill=fill,
            outline=palette.INK,
            width=edge,
        )

    def build() -> Image.Image:
        # digits are all as wide, so chips share a few shapes and only the text is new
        shape = sprite.cached(("chip", width, height, size, fill), width, height, paint)
        chip = shape.copy()
        d = ImageDraw.Draw(chip)
        fonts.draw_text(d, (width / 2, height / 2), text, size, ink, bold=True, anchor="mm")
        return chip

    return sprite.derived(("id", text, size, fill, ink), build)


# Where tags go: boxes (centre x, centre y, half width, half height) in hex units.
Box = tuple[float, float, float, float]

_obstacles: LruCache[tuple[str, float, bool], tuple[Box, ...]] = LruCache(16)
_tags: LruCache[tuple[str, float, bool, int, str, tuple[Box, ...]], Point] = LruCache(4096)
#: How much worse covering another piece or tag is than covering an id or a letter.
CROWD_WEIGHT = 3.0
#: Half the square a ship's boat takes on its path's middle, for the tags to keep off.
BOAT_HALF = 0.25


def tag_point(
    board: Board, lay: Layout, spot_id: int, kind: str, avoid: tuple[Box, ...] = ()
) -> Point:
    """Where the tag of a `kind` piece on intersection `spot_id` goes, in hex units; `avoid`:
    boxes (centre x, centre y, half width, half height) of pieces and tags near it to keep off."""
    words = lay.form == "wide"
    return _tags.get(
        (board.key, lay.zoom, words, spot_id, kind, avoid),
        lambda: _place_tag(board, lay.zoom, words, spot_id, kind, avoid),
    )


def tag_points(
    board: Board,
    lay: Layout,
    pieces: tuple[BuildingView, ...],
    keep_clear: tuple[Box, ...] = (),
    boats: tuple[Point, ...] = (),
) -> dict[int, Point]:
    """Where the tag of each piece goes. Buildings keep the distance rule between them, so
    each tag is placed on its own; knights (Cities & Knights) may stand next to any piece, so
    when there are some, every tag also keeps off the pieces next to it and off the tags
    placed before it (buildings first, then knights, in the order given); so do the tags near
    Seafarers' ships, off their boats (`boats`: the middles of their paths, in hex units). Every
    tag keeps off the boxes of `keep_clear` near it too (the merchant's figure)."""

    def near(spot: Intersection) -> list[Box]:
        return [b for b in keep_clear if abs(b[0] - spot.x) < 1.6 and abs(b[1] - spot.y) < 1.6]

    if not boats and all(p["kind"] != "knight" for p in pieces):
        return {
            p["intersection"]: tag_point(
                board,
                lay,
                p["intersection"],
                p["kind"],
                tuple(near(board.intersections[p["intersection"]])),
            )
            for p in pieces
        }
    half_w, half_h = ID_HALF_WIDTH * lay.zoom, ID_HALF_HEIGHT * lay.zoom
    squares = []
    for p in pieces:
        spot = board.intersections[p["intersection"]]
        half = PIECE_HALF.get(p["kind"], PIECE_HALF["city"])
        squares.append((p["intersection"], spot.x, spot.y, half))
    points: dict[int, Point] = {}
    for p in pieces:
        spot = board.intersections[p["intersection"]]
        avoid = [
            (round(x, 3), round(y, 3), half, half)
            for other, x, y, half in squares
            if other != spot.id and abs(x - spot.x) < 1.6 and abs(y - spot.y) < 1.6
        ]
        avoid += [
            (round(x, 3), round(y, 3), half_w, half_h)
            for x, y in points.values()
            if abs(x - spot.x) < 1.6 and abs(y - spot.y) < 1.6
        ]
        avoid += near(spot)
        avoid += [
            (round(x, 3), round(y, 3), BOAT_HALF, BOAT_HALF)
            for x, y in boats
            if abs(x - spot.x) < 1.6 and abs(y - spot.y) < 1.6
        ]
        points[spot.id] = tag_point(board, lay, spot.id, p["kind"], tuple(avoid))
    return points


def _place_tag(
    board: Board, zoom: float, words: bool, spot_id: int, kind: str, avoid: tuple[Box, ...] = ()
) -> Point:
    spot = board.intersections[spot_id]
    half_w, half_h = ID_HALF_WIDTH * zoom, ID_HALF_HEIGHT * zoom
    piece = PIECE_HALF.get(kind, PIECE_HALF["city"])
    # only what a tag within reach could touch (as boxes: left, top, right, bottom)
    near = [
        (ox - ow, oy - oh, ox + ow, oy + oh)
        for ox, oy, ow, oh in obstacles(board, zoom, words)
        if abs(ox - spot.x) < 1.5 and abs(oy - spot.y) < 1.5 and (ox, oy) != (spot.x, spot.y)
    ]
    near.append((spot.x - piece, spot.y - piece, spot.x + piece, spot.y + piece))
    crowd = [(ox - ow, oy - oh, ox + ow, oy + oh) for ox, oy, ow, oh in avoid]
    if board.open_sea:  # Seafarers' crowded coasts: a tag on another spot's id hides it
        chip_w, chip_h = ID_HALF_WIDTH * zoom, ID_HALF_HEIGHT * zoom
        crowd += [
            (other.x - chip_w, other.y - chip_h, other.x + chip_w, other.y + chip_h)
            for other in board.intersections.values()
            if other.id != spot_id and abs(other.x - spot.x) < 1.5 and abs(other.y - spot.y) < 1.5
        ]
    x0, y0, x1, y1 = board_bounds(board, zoom)
    best: tuple[float, Point] | None = None
    for step in range(12):  # every 30 degrees, starting to the right and going clockwise
        angle = math.radians(step * 30)
        ux, uy = math.cos(angle), math.sin(angle)
        # just clear of the piece's square, along this direction
        reach = min(
            (piece + half_w) / abs(ux) if abs(ux) > 1e-9 else math.inf,
            (piece + half_h) / abs(uy) if abs(uy) > 1e-9 else math.inf,
        )
        for extra in (0.75, 1.0):
            d = reach * extra
            cx, cy = spot.x + ux * d, spot.y + uy * d
            left, top, right, bottom = cx - half_w, cy - half_h, cx + half_w, cy + half_h
            score = 0.05 * d
            if not (x0 < left and right < x1 and y0 < top and bottom < y1):
                score += 1.0  # off the picture
            for a, b, c, e in near:
                w = min(right, c) - max(left, a)
                if w > 0:
                    h = min(bottom, e) - max(top, b)
                    if h > 0:
                        score += w * h
            for a, b, c, e in crowd:
                w = min(right, c) - max(left, a)
                if w > 0:
                    h = min(bottom, e) - max(top, b)
                    if h > 0:
                        score += w * h * CROWD_WEIGHT
            if best is None or score < best[0] - 1e-9:
                best = (score, (cx, cy))
    assert best is not None
    return best[1]


def obstacles(board: Board, zoom: float, words: bool) -> tuple[Box, ...]:
    """What a tag should not cover on `board`: letters, tokens, the resource names (`words`),
    harbors, ids and the middle of every path (where roads are drawn)."""
    return _obstacles.get((board.key, zoom, words), lambda: _find_obstacles(board, zoom, words))


def _find_obstacles(board: Board, zoom: float, words: bool) -> tuple[Box, ...]:
    out: list[Box] = []
    for tile in board.hexes:
        out.append((tile.x, tile.y + LETTER_Y, 0.14 * zoom, 0.15 * zoom))
        if tile.number is not None:
            out.append((tile.x, tile.y + TOKEN_Y, TOKEN_RADIUS * 0.9, TOKEN_RADIUS * 0.9))
        if words:
            out.append((tile.x, tile.y + LABEL_Y, 0.36 * zoom, 0.08 * zoom))
    for harbor in board.harbors:
        hx, hy = harbor_point(board, harbor)
        r = HARBOR_RADIUS * zoom * 0.9
        out.append((hx, hy, r, r))
    for spot in board.intersections.values():
        out.append((spot.x, spot.y, ID_HALF_WIDTH * zoom, ID_HALF_HEIGHT * zoom))
    for path in board.paths.values():
        a, b = board.intersections[path.a], board.intersections[path.b]
        for t in (0.3, 0.5, 0.7):
            out.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, 0.1, 0.1))
    return tuple(out)


PixelBox = tuple[float, float, float, float]
#: How far out a tag moved off another label may go, in its piece's reach (see `settle_tags`).
SETTLE_REACH = (0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.4, 2.8, 3.2, 3.6, 4.0)


def overlap(a: PixelBox, b: PixelBox) -> bool:
    """Whether two pixel boxes (left, top, right, bottom) share more than half a pixel each way."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


def settle_tags(
    board: Board,
    lay: Layout,
    pieces: tuple[BuildingView, ...],
    points: Mapping[int, Point],
    texts: Mapping[int, str],
    taken: list[PixelBox],
    boats: tuple[Point, ...] = (),
) -> dict[int, Point]:
    """The tags' points (hex units) with none on another label: each tag, in `pieces`' order,
    keeps its point from `tag_points` unless its chip (showing `texts`) would lie on a box of
    `taken` (ids, letters, badges), on a number token's number, on a harbor's badge or on a tag
    settled before it; then it goes to the nearest free place around its piece (every 15
    degrees, ever further out, inside the map and in one half of a folded one), one covering
    no piece (nor a ship's boat: `boats`, the middles of their paths) if there is such a
    place."""
    size = lay.label(ID_SIZE)
    boxes = list(taken) + kept_clear(board, lay)
    squares: list[PixelBox] = []
    for p in pieces:
        spot = board.intersections[p["intersection"]]
        half = PIECE_HALF.get(p["kind"], PIECE_HALF["city"]) * lay.scale
        cx, cy = lay.px(spot.x, spot.y)
        squares.append((cx - half, cy - half, cx + half, cy + half))
    for x, y in boats:
        cx, cy = lay.px(x, y)
        half = BOAT_HALF * lay.scale
        squares.append((cx - half, cy - half, cx + half, cy + half))
    out: dict[int, Point] = {}
    for p in pieces:
        spot_id = p["intersection"]
        chip = id_chip(texts[spot_id], size)
        w, h = chip.width / 2, chip.height / 2

        def box(point: Point, w: float = w, h: float = h) -> PixelBox:
            cx, cy = lay.px(*point)
            return (cx - w, cy - h, cx + w, cy + h)

        point = points[spot_id]
        if any(overlap(box(point), b) for b in boxes):
            point = _free_place(board, lay, spot_id, p["kind"], box, boxes, squares) or point
        out[spot_id] = point
        boxes.append(box(point))
    return out


#: The middle of a harbor's badge that tags keep off, in its radii (its rate and glyph).
HARBOR_MIDDLE = 0.6


def kept_clear(board: Board, lay: Layout) -> list[PixelBox]:
    """What a tag keeps off besides the labels: every number token's number and the middle of
    every harbor's badge, where its rate and glyph are (pixel boxes; a tag may touch the
    badge's rim)."""
    from .hex_badges import digits_box

    out = [box for box in (digits_box(lay, tile) for tile in board.hexes) if box]
    r = HARBOR_RADIUS * lay.zoom * lay.scale * HARBOR_MIDDLE
    for harbor in board.harbors:
        cx, cy = lay.px(*harbor_point(board, harbor))
        out.append((cx - r, cy - r, cx + r, cy + r))
    return out


def _free_place(
    board: Board,
    lay: Layout,
    spot_id: int,
    kind: str,
    box: Callable[[Point], PixelBox],
    boxes: list[PixelBox],
    squares: list[PixelBox],
) -> Point | None:
    spot = board.intersections[spot_id]
    piece = PIECE_HALF.get(kind, PIECE_HALF["city"])
    half_w, half_h = ID_HALF_WIDTH * lay.zoom, ID_HALF_HEIGHT * lay.zoom
    free: list[Point] = []
    for extra in SETTLE_REACH:
        for step in range(24):
            angle = math.radians(step * 15)
            ux, uy = math.cos(angle), math.sin(angle)
            reach = min(
                (piece + half_w) / abs(ux) if abs(ux) > 1e-9 else math.inf,
                (piece + half_h) / abs(uy) if abs(uy) > 1e-9 else math.inf,
            )
            point = (spot.x + ux * reach * extra, spot.y + uy * reach * extra)
            b = box(point)
            if not on_map(lay, b) or any(overlap(b, other) for other in boxes):
                continue
            if not any(overlap(b, square) for square in squares):
                return point
            free.append(point)
    return free[0] if free else None


def on_map(lay: Layout, box: PixelBox) -> bool:
    """Whether `box` lies whole on the map (in one half of a folded sheet)."""
    x0, y0, x1, y1 = box
    left, top, right, bottom = lay.map_box
    if not (left <= x0 and x1 <= right and top <= y0 and y1 <= bottom):
        return False
    if not lay.folded:
        return True
    width = lay.panel_box[2] - lay.panel_box[0]
    return x1 <= width or x0 >= right - width
