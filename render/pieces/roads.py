"""Roads: a bar along the path in the owner's colour and outline, with the seat's pattern."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine import RoadView

from .. import sprite
from ..geometry import Layout
from ..palette import Seat, seat
from ..view import Board

#: The share of a path a road covers, leaving its ends free for the intersections' ids.
COVER = 0.58
THICKNESS = 0.17


def draw_roads(
    im: Image.Image, lay: Layout, board: Board, roads: tuple[RoadView, ...], seats: dict[str, int]
) -> None:
    """Draw every road."""
    for road in roads:
        path = board.paths[road["path"]]
        a, b = board.intersections[path.a], board.intersections[path.b]
        ax, ay = lay.px(a.x, a.y)
        bx, by = lay.px(b.x, b.y)
        angle = round(math.degrees(math.atan2(by - ay, bx - ax))) % 180
        look = seat(seats[road["owner"]])
        length = math.hypot(bx - ax, by - ay) * COVER
        picture = road_sprite(look, angle, length, THICKNESS * lay.scale)
        sprite.paste(im, picture, ((ax + bx) / 2, (ay + by) / 2))


def road_sprite(look: Seat, angle: int, length: float, thickness: float) -> Image.Image:
    """A road at `angle` degrees, cached."""
    size = math.ceil(length + thickness * 2)
    length_px = round(length)
    width_px = round(thickness)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        c = size * k / 2
        ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        _bar(d, c, ux, uy, length_px * k / 2, width_px * k / 2 + k * 1.2, (20, 20, 20))
        _bar(d, c, ux, uy, length_px * k / 2 - k * 1.2, width_px * k / 2, look.outline)
        _bar(d, c, ux, uy, length_px * k / 2 - k * 2.8, width_px * k / 2 - k * 1.8, look.fill)
        _pattern(d, c, ux, uy, length_px * k / 2 - k * 4, width_px * k / 2, look)

    # The sprite's size is part of its key: two roads whose lengths round alike may still
    # differ in it (the island of 30 hexes and a Seafarers map at 400 pixels did).
    return sprite.cached(("road", look, angle, length_px, width_px, size), size, size, paint)


def _bar(
    d: ImageDraw.ImageDraw,
    c: float,
    ux: float,
    uy: float,
    half_len: float,
    half_w: float,
    fill: tuple[int, int, int],
) -> None:
    nx, ny = -uy, ux
    d.polygon(
        [
            (c - ux * half_len + nx * half_w, c - uy * half_len + ny * half_w),
            (c + ux * half_len + nx * half_w, c + uy * half_len + ny * half_w),
            (c + ux * half_len - nx * half_w, c + uy * half_len - ny * half_w),
            (c - ux * half_len - nx * half_w, c - uy * half_len - ny * half_w),
        ],
        fill=fill,
    )


def _pattern(
    d: ImageDraw.ImageDraw,
    c: float,
    ux: float,
    uy: float,
    half_len: float,
    half_w: float,
    look: Seat,
) -> None:
    """The seat's mark repeated along the road: a cue that does not rely on colour."""
    from ..marks import draw_mark

    r = half_w * 0.45
    for t in (-0.5, 0.0, 0.5):
        draw_mark(d, look.mark, c + ux * half_len * t, c + uy * half_len * t, r, look.outline)
