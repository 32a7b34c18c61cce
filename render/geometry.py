"""From the view's hex units (circumradius 1, pointy-top) to pixels, and the picture's layout."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from .view import Board, Harbor

#: The shapes a board picture comes in: "phone" (the map full width, the panel under it, larger
#: labels; what a phone shows well) and "wide" (the map left, the panel right).
Form = Literal["phone", "wide"]
FORMS: tuple[Form, ...] = ("phone", "wide")

Point = tuple[float, float]
Box = tuple[int, int, int, int]

#: Angles of a pointy-top hex's corners, N first then clockwise (y grows downwards).
CORNER_ANGLES = (-90.0, -30.0, 30.0, 90.0, 150.0, 210.0)
HARBOR_OUT = 0.6  # how far a harbor sits from its coast towards its sea hex's centre
HARBOR_RADIUS = 0.34
MARGIN = 0.1
ID_HALF_WIDTH = 0.26  # a chip of two digits
#: How much half a chip widens for each digit past two (a 5–6 map's west end holds 124).
ID_DIGIT_HALF = 0.1
ID_HALF_HEIGHT = 0.16
#: An id's type size in hex units (wide form: times the layout's zoom elsewhere).
ID_SIZE = 0.29
#: A board picture is judged as a phone shows it: this many pixels wide.
PHONE_WIDTH = 400
#: The smallest type size (pixels at PHONE_WIDTH) of an id whose digits stand 9 pixels tall
#: there (DejaVu Sans Bold's digits are 0.73 of its size): readable without zooming.
PHONE_ID_PX = 12.6


def hex_corners(x: float, y: float, radius: float = 1.0) -> list[Point]:
    """The six corners of a pointy-top hex centred on (x, y)."""
    return [
        (x + radius * math.cos(math.radians(a)), y + radius * math.sin(math.radians(a)))
        for a in CORNER_ANGLES
    ]


def harbor_point(board: Board, harbor: Harbor) -> Point:
    """Where a harbor's badge sits, in hex units: off its coast, towards its sea hex."""
    a = board.intersections[harbor.intersections[0]]
    b = board.intersections[harbor.intersections[1]]
    mx, my = (a.x + b.x) / 2, (a.y + b.y) / 2
    return (mx + (harbor.sea.x - mx) * HARBOR_OUT, my + (harbor.sea.y - my) * HARBOR_OUT)


def board_bounds(board: Board, zoom: float = 1.0) -> tuple[float, float, float, float]:
    """The hex-unit box holding the land, the harbors and the id chips (`zoom` times larger).

    Every intersection counts, Seafarers' open water too: a ship may sail to any of them and a
    move names its path by their ids, so none may fall off the picture (the lettered sea hexes,
    where the pirate goes, are within their corners)."""
    half = math.sqrt(3) / 2
    xs = [h.x - half for h in board.hexes] + [h.x + half for h in board.hexes]
    ys = [h.y - 1 for h in board.hexes] + [h.y + 1 for h in board.hexes]
    for spot in board.intersections.values():  # room for the id chips
        half = (ID_HALF_WIDTH + ID_DIGIT_HALF * max(0, len(str(spot.id)) - 2)) * zoom
        xs += [spot.x - half, spot.x + half]
        ys += [spot.y - ID_HALF_HEIGHT * zoom, spot.y + ID_HALF_HEIGHT * zoom]
    for harbor in board.harbors:
        hx, hy = harbor_point(board, harbor)
        xs += [hx - HARBOR_RADIUS * zoom, hx + HARBOR_RADIUS * zoom]
        ys += [hy - HARBOR_RADIUS * zoom, hy + HARBOR_RADIUS * zoom]
    return (min(xs) - MARGIN, min(ys) - MARGIN, max(xs) + MARGIN, max(ys) + MARGIN)


@dataclass(frozen=True)
class Layout:
    """Where things go in a board picture.

    `scale` is the hex circumradius in pixels; a view point (x, y) lands at
    (ox + x * scale, oy + y * scale). `unit` scales the panel's type and spacing. `track_box` is
    the strip under the map kept for later rules' tracks (empty in the base game). `zoom` is how
    much larger than in the wide form the map's labels are drawn (ids, letters, harbors).
    `folded`: a sheet drawn twice as wide as the picture, whose map's west and east halves are
    then shown one above the other (fold.py); the panel sits under the map at the picture's
    width.
    """

    width: int
    height: int
    scale: float
    ox: float
    oy: float
    map_box: Box
    panel_box: Box
    unit: float
    track_box: Box = (0, 0, 0, 0)
    form: Form = "wide"
    zoom: float = 1.0
    folded: bool = False

    def px(self, x: float, y: float) -> Point:
        """Pixel position of a point given in hex units."""
        return (self.ox + x * self.scale, self.oy + y * self.scale)

    def ipx(self, x: float, y: float) -> tuple[int, int]:
        """`px` rounded to whole pixels."""
        px, py = self.px(x, y)
        return (round(px), round(py))

    def s(self, length: float) -> int:
        """A length in hex units as whole pixels (at least 1)."""
        return max(1, round(length * self.scale))

    def label(self, length: float) -> int:
        """A label's size given in hex units for the wide form, in whole pixels for this one."""
        return max(1, round(length * self.zoom * self.scale))

    def scaled(self, k: int) -> Layout:
        """The same layout drawn `k` times larger (for supersampling)."""
        return Layout(
            self.width * k,
            self.height * k,
            self.scale * k,
            self.ox * k,
            self.oy * k,
            _times(self.map_box, k),
            _times(self.panel_box, k),
            self.unit * k,
            _times(self.track_box, k),
            self.form,
            self.zoom,
            self.folded,
        )


def on_map(lay: Layout, box: tuple[float, float, float, float]) -> bool:
    """Whether `box` (pixels) lies whole on the map (in one half of a folded sheet)."""
    x0, y0, x1, y1 = box
    left, top, right, bottom = lay.map_box
    if not (left <= x0 and x1 <= right and top <= y0 and y1 <= bottom):
        return False
    if not lay.folded:
        return True
    width = lay.panel_box[2] - lay.panel_box[0]
    return x1 <= width or x0 >= right - width


def _times(box: Box, k: int) -> Box:
    return (box[0] * k, box[1] * k, box[2] * k, box[3] * k)


PANEL_SHARE = 0.3


def board_layout(board: Board, width: int, panel_height: int, track_height: int = 0) -> Layout:
    """The layout of a picture `width` pixels wide: the map on the left, the panel on the right.

    The height is the taller of the map and the panel (`panel_height` at unit 1). A strip of
    `track_height` (at unit 1) under the map is kept for tracks later rules add, such as the
    barbarians' advance; it is empty (height 0) in the base game.
    """
    unit = width / 1000
    panel_w = round(width * PANEL_SHARE)
    map_w = width - panel_w
    x0, y0, x1, y1 = board_bounds(board)
    scale = map_w / (x1 - x0)
    map_h = math.ceil((y1 - y0) * scale)
    track_h = math.ceil(track_height * unit)
    height = max(map_h + track_h, math.ceil(panel_height * unit))
    oy = -y0 * scale + (height - track_h - map_h) / 2
    return Layout(
        width=width,
        height=height,
        scale=scale,
        ox=-x0 * scale,
        oy=oy,
        map_box=(0, 0, map_w, height - track_h),
        panel_box=(map_w, 0, width, height),
        unit=unit,
        track_box=(0, height - track_h, map_w, height),
    )


#: The phone form's panel is two columns, each laid out as the wide form's panel is at unit 1.
PHONE_PANEL_UNITS = 600
#: How much larger the map's labels are in the phone form than in the wide one.
PHONE_ZOOM = 1.25


def phone_layout(board: Board, width: int, panel_height: int, track_height: int = 0) -> Layout:
    """The layout of a phone-first picture `width` pixels wide: the map across the whole width,
    the tracks' strip under it, then the panel (`panel_height` at its unit, width / 600)."""
    unit = width / PHONE_PANEL_UNITS
    x0, y0, x1, y1 = board_bounds(board, PHONE_ZOOM)
    if x1 - x0 > FOLD_WIDER_THAN:
        return _folded_layout(board, min(width, FOLD_MAX_WIDTH), panel_height, track_height)
    scale = width / (x1 - x0)
    map_h = math.ceil((y1 - y0) * scale)
    track_h = math.ceil(track_height * width / 1000)
    height = map_h + track_h + math.ceil(panel_height * unit)
    return Layout(
        width=width,
        height=height,
        scale=scale,
        ox=-x0 * scale,
        oy=-y0 * scale,
        map_box=(0, 0, width, map_h),
        panel_box=(0, map_h + track_h, width, height),
        unit=unit,
        track_box=(0, map_h, width, map_h + track_h),
        form="phone",
        zoom=PHONE_ZOOM,
    )


#: How much smaller than PHONE_ID_PX a map's ids may be before it is folded: a map only a
#: little wider than the base map (the island of 30 hexes for five and six, 11.9 wide) reads
#: better whole, its ids a few percent smaller, than cut in two halves.
FOLD_SLACK = 1.05
#: A map wider than this (hex units) is drawn folded in the phone form: at the full width its
#: ids would be more than FOLD_SLACK under PHONE_ID_PX on a phone (every Seafarers map but the
#: standard island's, 19.9 wide and more; the base map is 10.1 wide).
FOLD_WIDER_THAN = PHONE_WIDTH * ID_SIZE * PHONE_ZOOM / PHONE_ID_PX * FOLD_SLACK
#: How much of the map (hex units) both halves of a folded map show: a hex column and its ids,
#: so a piece on the fold is whole in one half at least.
FOLD_OVERLAP = 1.9
#: A folded picture is at most this wide: it holds twice the map of an unfolded one, and at
#: this width a phone (about 400 pixels across) shows its ids as large as the base map's while
#: the PNG stays near the base board's size (bench/render.py).
FOLD_MAX_WIDTH = 640


def _folded_layout(board: Board, width: int, panel_height: int, track_height: int) -> Layout:
    """The phone layout of a wide map, folded: a sheet with the map at about twice the width
    (the halves overlapping by FOLD_OVERLAP), the tracks and the panel under it at `width`."""
    unit = width / PHONE_PANEL_UNITS
    # the ids' size, shrunk to a phone's width, at least PHONE_ID_PX (half a pixel to spare
    # for rounding): the largest maps need labels a little larger than PHONE_ZOOM's
    zoom = PHONE_ZOOM
    for _ in range(3):  # larger labels widen the bounds a little: settle
        x0, y0, x1, y1 = board_bounds(board, zoom)
        scale = 2 * width / (x1 - x0 + FOLD_OVERLAP)
        zoom = max(PHONE_ZOOM, (PHONE_ID_PX * width / PHONE_WIDTH + 0.5) / (ID_SIZE * scale))
    x0, y0, x1, y1 = board_bounds(board, zoom)
    scale = 2 * width / (x1 - x0 + FOLD_OVERLAP)
    sheet_w = max(width, math.ceil((x1 - x0) * scale))
    map_h = math.ceil((y1 - y0) * scale)
    track_h = math.ceil(track_height * width / 1000)
    height = map_h + track_h + math.ceil(panel_height * unit)
    return Layout(
        width=sheet_w,
        height=height,
        scale=scale,
        ox=-x0 * scale,
        oy=-y0 * scale,
        map_box=(0, 0, sheet_w, map_h),
        panel_box=(0, map_h + track_h, width, height),
        unit=unit,
        track_box=(0, map_h, width, map_h + track_h),
        form="phone",
        zoom=zoom,
        folded=True,
    )
