"""Settlements and cities: houses in the owner's colour, outline, and seat mark."""

from __future__ import annotations

from collections.abc import Collection

from PIL import Image, ImageDraw

from engine import BuildingView

from .. import sprite
from ..geometry import Layout
from ..marks import draw_mark
from ..palette import Seat, seat
from ..view import Board

EDGE = (20, 20, 20)
SETTLEMENT_SIZE = 0.56
CITY_SIZE = 0.74


def draw_buildings(
    im: Image.Image,
    lay: Layout,
    board: Board,
    buildings: tuple[BuildingView, ...],
    seats: dict[str, int],
    skip: Collection[int] = (),
) -> None:
    """Draw every settlement and city over its intersection's id (but those on `skip`, which
    other pieces draw: metropolises and fallen cities)."""
    for b in buildings:
        if b["intersection"] in skip:
            continue
        spot = board.intersections[b["intersection"]]
        look = seat(seats[b["owner"]])
        if b["kind"] == "city":
            picture = city_sprite(look, round(CITY_SIZE * lay.scale))
        else:
            picture = settlement_sprite(look, round(SETTLEMENT_SIZE * lay.scale))
        sprite.paste(im, picture, lay.px(spot.x, spot.y))


def outlined(
    d: ImageDraw.ImageDraw, points: list[tuple[float, float]], look: Seat, k: float
) -> None:
    """A piece's shape: the seat's fill, a dark edge and the seat's outline colour inside it."""
    d.polygon(points, fill=look.fill, outline=EDGE, width=round(k * 1.0))
    inset = _shrink(points, k * 1.0)
    d.polygon(inset, outline=look.outline, width=round(k * 1.8))
    d.line([*points, points[0]], fill=EDGE, width=round(k * 1.0))


def _shrink(points: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for x, y in points:
        dx, dy = x - cx, y - cy
        n = max((dx * dx + dy * dy) ** 0.5, 1e-6)
        out.append((x - dx / n * by, y - dy / n * by))
    return out


def settlement_sprite(look: Seat, size: int) -> Image.Image:
    """A house: square body and a pitched roof."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        pts = [
            (0.5 * s, 0.04 * s),
            (0.94 * s, 0.42 * s),
            (0.94 * s, 0.94 * s),
            (0.06 * s, 0.94 * s),
            (0.06 * s, 0.42 * s),
        ]
        outlined(d, pts, look, k)
        draw_mark(d, look.mark, 0.5 * s, 0.62 * s, 0.17 * s, look.outline)

    return sprite.cached(("settlement", look, size), size, size, paint)


def city_sprite(look: Seat, size: int) -> Image.Image:
    """A city: a tall tower with a house beside it."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        pts = [
            (0.04 * s, 0.96 * s),
            (0.04 * s, 0.3 * s),
            (0.24 * s, 0.06 * s),
            (0.44 * s, 0.3 * s),
            (0.44 * s, 0.48 * s),
            (0.96 * s, 0.48 * s),
            (0.96 * s, 0.96 * s),
        ]
        outlined(d, pts, look, k)
        draw_mark(d, look.mark, 0.24 * s, 0.55 * s, 0.12 * s, look.outline)
        draw_mark(d, look.mark, 0.7 * s, 0.72 * s, 0.14 * s, look.outline)

    return sprite.cached(("city", look, size), size, size, paint)
