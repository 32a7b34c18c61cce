"""Cities & Knights knights: a shield on its intersection in the owner's colours.

The shield's marks say everything without colour: as many of the owner's seat marks as the
knight's level (1 basic, 2 strong, 3 mighty), on a shield filled with the owner's colour when it
is active, and in a light tint of the owner's colour on a dark shield inside a ring of it
(hollow) when it is not.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from .. import sprite
from ..geometry import Layout
from ..marks import draw_mark
from ..palette import WHITE, Seat, mix, seat
from ..view import Board, Knight

EDGE = (20, 20, 20)
KNIGHT_SIZE = 0.6
HOLLOW = (44, 46, 54)
#: Where the level's marks sit on the shield, as shares of its size.
MARKS = {
    1: ((0.5, 0.44),),
    2: ((0.36, 0.42), (0.64, 0.42)),
    3: ((0.35, 0.34), (0.65, 0.34), (0.5, 0.6)),
}


def draw_knights(
    im: Image.Image, lay: Layout, board: Board, knights: tuple[Knight, ...], seats: dict[str, int]
) -> None:
    """Draw every knight over its intersection's id."""
    size = round(KNIGHT_SIZE * lay.scale)
    for knight in knights:
        spot = board.intersections[knight.intersection]
        look = seat(seats[knight.owner])
        sprite.paste(
            im, knight_sprite(look, knight.level, knight.active, size), lay.px(spot.x, spot.y)
        )


def _shield(s: float, inset: float) -> list[tuple[float, float]]:
    """A heater shield's outline in a box `s` wide, `inset` in from its edge."""
    left, right, top = 0.08 * s + inset, 0.92 * s - inset, 0.05 * s + inset
    points = [(left, top), (right, top), (right, 0.5 * s)]
    steps = 8
    for i in range(1, steps + 1):  # the curved sides, meeting in a point at the bottom
        t = i / steps
        points.append((right - (right - 0.5 * s) * t**1.6, 0.5 * s + (0.45 * s - inset) * t))
    for i in range(steps - 1, -1, -1):
        t = i / steps
        points.append((left + (0.5 * s - left) * t**1.6, 0.5 * s + (0.45 * s - inset) * t))
    return points


def knight_sprite(look: Seat, level: int, active: bool, size: int) -> Image.Image:
    """A knight of `level` (1-3): a filled shield when active, a hollow one when not."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        ring = s * 0.13
        d.polygon(_shield(s, 0), fill=EDGE)
        d.polygon(_shield(s, k * 1.2), fill=look.fill)
        if active:
            d.polygon(_shield(s, k * 1.2 + ring * 0.45), outline=look.outline, width=round(k * 1.2))
            ink = look.outline
        else:
            d.polygon(_shield(s, ring), fill=EDGE)
            d.polygon(_shield(s, ring + k * 0.8), fill=HOLLOW)
            ink = mix(look.fill, WHITE, 0.5)  # bright on the dark ground, still the seat's hue
        r = s * {1: 0.15, 2: 0.12}.get(level, 0.105)
        for x, y in MARKS.get(level, MARKS[3]):
            draw_mark(d, look.mark, x * s, y * s, r, ink)

    return sprite.cached(("knight", look, level, active, size), size, size, paint)
