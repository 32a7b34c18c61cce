"""The tags on the board: a built intersection's id in its owner's colours beside its piece
(players type it to build a city or a road from there), placed where it hides the least: no
letter, number token, harbor, road or other id under it if there is room, then moved off any
label placed before it, a number token's number, a harbor's badge and a ship's boat. The chip
itself and the other labels (free ids, hex letters) are in `render.labels`; the panel's tags
for each seat are in `render.seat_tags`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from PIL import Image, ImageDraw

from engine import BuildingView

from . import palette, sprite
from .cache import LruCache
from .geometry import (
    HARBOR_RADIUS,
    ID_HALF_HEIGHT,
    ID_HALF_WIDTH,
    ID_SIZE,
    Layout,
    Point,
    board_bounds,
    harbor_point,
    on_map,
)
from .labels import HARBOR_MIDDLE, LETTER_Y, PixelBox, id_chip, overlap
from .terrain import LABEL_Y, TOKEN_Y
from .tokens import TOKEN_RADIUS
from .view import Board, Intersection

#: Half the width of each piece, in hex units (see render.pieces).
PIECE_HALF = {"settlement": 0.28, "city": 0.37, "knight": 0.3}


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


#: How far out a tag moved off another label may go, in its piece's reach (see `settle_tags`).
SETTLE_REACH = (0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.4, 2.8, 3.2, 3.6, 4.0)


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
