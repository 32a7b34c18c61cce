"""Cities & Knights knights: a shield on its intersection in the owner's colours.

Nothing on the shield is told by colour alone, and everything reads on a phone (a board shrunk to
400 pixels): the knight's level is a large white number (1 basic, 2 strong, 3 mighty) at its
middle; an active knight's shield is filled with the owner's colour, an inactive one's is hollow
(dark, inside a ring of the owner's colour); the owner's seat mark sits small at its top.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from .. import fonts, sprite
from ..geometry import Layout
from ..marks import draw_mark
from ..palette import WHITE, Seat, mix, seat
from ..view import Board, Knight

EDGE = (20, 20, 20)
KNIGHT_SIZE = 0.66
HOLLOW = (44, 46, 54)
#: The level's number: its type size and the height of its middle, as shares of the shield's size.
LEVEL_TYPE = 0.46
LEVEL_Y = 0.63
#: The owner's seat mark: its middle's height and its radius, as shares of the shield's size.
MARK_Y = 0.22
MARK_R = 0.14


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
    """A knight of `level` (1-3) `size` pixels wide: a filled shield when active, a hollow one
    when not, its level as a number."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        ring = s * 0.11
        d.polygon(_shield(s, 0), fill=EDGE)
        d.polygon(_shield(s, k * 1.2), fill=look.fill)
        if active:
            d.polygon(_shield(s, k * 1.2 + ring * 0.4), outline=look.outline, width=round(k * 1.2))
            ink = look.outline
        else:
            d.polygon(_shield(s, ring), fill=EDGE)
            d.polygon(_shield(s, ring + k * 0.8), fill=HOLLOW)
            ink = mix(look.fill, WHITE, 0.5)  # bright on the dark ground, still the seat's hue
        draw_mark(d, look.mark, 0.5 * s, MARK_Y * s, MARK_R * s, ink)

    def number(d: ImageDraw.ImageDraw, _: float) -> None:
        fonts.draw_text(
            d,
            (size / 2, size * LEVEL_Y),
            str(level),
            level_type(size),
            WHITE,
            bold=True,
            anchor="mm",
            stroke=max(1, round(size / 24)),
            stroke_fill=EDGE,
        )

    return sprite.cached(("knight", look, level, active, size), size, size, paint, number)


def level_type(size: int) -> int:
    """The type size of the level's number on a shield `size` pixels wide."""
    return max(6, round(size * LEVEL_TYPE))
