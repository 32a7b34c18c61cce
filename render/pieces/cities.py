"""What Cities & Knights adds to cities: walls under them, metropolises, fallen cities.

A wall is a stone base wider than the city, crenellated, showing on both sides and below it. A
metropolis is a city whose tower is taller and crowned, with its track's badge (the track's
colour and its commodity's glyph, so the track reads without colour). A city the barbarians
could not replace with a settlement lies on its side.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from PIL import Image, ImageChops, ImageDraw

from .. import palette, sprite
from ..geometry import Layout
from ..glyphs import COMMODITY_GLYPHS
from ..marks import draw_mark
from ..palette import Seat, seat
from ..view import Board, Metropolis
from .buildings import CITY_SIZE, EDGE, city_sprite, outlined

#: A wall's size: wider than the city by a fifth of a hex's radius on each side and showing
#: well below it, so a walled city reads on a phone.
WALL_WIDTH = 1.14
WALL_HEIGHT = 0.38
#: How far below the intersection the wall's middle is: the city stands on it.
WALL_Y = 0.36
METROPOLIS_SIZE = 0.8
FALLEN_SIZE = 0.64


def draw_walls(im: Image.Image, lay: Layout, board: Board, walls: Collection[int]) -> None:
    """A wall under each walled city (drawn before the buildings, which stand on them)."""
    picture = wall_sprite(round(WALL_WIDTH * lay.scale), round(WALL_HEIGHT * lay.scale))
    for spot_id in sorted(walls):
        spot = board.intersections[spot_id]
        sprite.paste(im, picture, lay.px(spot.x, spot.y + WALL_Y))


def draw_metropolises(
    im: Image.Image,
    lay: Layout,
    board: Board,
    metropolises: tuple[Metropolis, ...],
    seats: Mapping[str, int],
) -> None:
    """Each metropolis over its city's place."""
    size = round(METROPOLIS_SIZE * lay.scale)
    for m in metropolises:
        spot = board.intersections[m.intersection]
        picture = metropolis_sprite(seat(seats[m.owner]), m.track, size)
        sprite.paste(im, picture, lay.px(spot.x, spot.y - 0.03))


def draw_fallen(
    im: Image.Image,
    lay: Layout,
    board: Board,
    fallen: Collection[int],
    owners: Mapping[int, str],
    seats: Mapping[str, int],
) -> None:
    """Each fallen city lying on its side (it counts as a settlement until rebuilt)."""
    size = round(FALLEN_SIZE * lay.scale)
    for spot_id in sorted(fallen):
        spot = board.intersections[spot_id]
        picture = fallen_sprite(seat(seats[owners[spot_id]]), size)
        sprite.paste(im, picture, lay.px(spot.x, spot.y))


def draw_sabotaged(
    im: Image.Image,
    lay: Layout,
    board: Board,
    sabotaged: Collection[int],
    owners: Mapping[int, str],
    seats: Mapping[str, int],
) -> None:
    """Each city the Saboteur turned (first edition, rules CK-13.6) upside down, as the rules
    have it: it produces like a settlement until repaired."""
    size = round(CITY_SIZE * lay.scale)
    for spot_id in sorted(sabotaged):
        spot = board.intersections[spot_id]
        picture = sabotaged_sprite(seat(seats[owners[spot_id]]), size)
        sprite.paste(im, picture, lay.px(spot.x, spot.y))


def sabotaged_sprite(look: Seat, size: int) -> Image.Image:
    """A city turned upside down."""
    return sprite.derived(
        ("sabotaged", look, size), lambda: city_sprite(look, size).rotate(180, expand=True)
    )


def wall_sprite(width: int, height: int) -> Image.Image:
    """Light stone with merlons along its top and a course of joints, in a dark outline (it
    stands out on every terrain)."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        edge = max(1, round(k * max(1.0, height / 12)))
        merlon = h * 0.3
        top = merlon
        outline = [(0.0, h - 1)]
        n = 7  # merlons and gaps alternate along the top
        for i in range(n):
            x0, x1 = w * i / n, w * (i + 1) / n
            y = 0.0 if i % 2 == 0 else top
            outline += [(x0, y), (x1, y)]
        outline.append((w - 1, h - 1))
        d.polygon(outline, fill=palette.STONE_LIGHT, outline=palette.INK, width=edge * 2)
        mid = (top + h) / 2
        d.line((edge * 2, mid, w - edge * 2, mid), fill=palette.STONE_EDGE, width=edge)

    return sprite.cached(("wall", width, height), width, height, paint)


def metropolis_sprite(look: Seat, track: str, size: int) -> Image.Image:
    """A city with a tall crowned tower and its track's badge on the house."""
    style = palette.TRACKS.get(track)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        m = 0.1  # merlon width, as a share of the size
        pts = [
            (0.03 * s, 0.97 * s),
            (0.03 * s, 0.02 * s),
            ((0.03 + m) * s, 0.02 * s),
            ((0.03 + m) * s, 0.12 * s),
            ((0.03 + 1.6 * m) * s, 0.12 * s),
            ((0.03 + 1.6 * m) * s, 0.02 * s),
            ((0.03 + 2.6 * m) * s, 0.02 * s),
            ((0.03 + 2.6 * m) * s, 0.12 * s),
            ((0.03 + 3.2 * m) * s, 0.12 * s),
            ((0.03 + 3.2 * m) * s, 0.02 * s),
            (0.46 * s, 0.02 * s),
            (0.46 * s, 0.4 * s),
            (0.97 * s, 0.4 * s),
            (0.97 * s, 0.97 * s),
        ]
        outlined(d, pts, look, k)
        draw_mark(d, look.mark, 0.245 * s, 0.44 * s, 0.11 * s, look.outline)
        draw_mark(d, look.mark, 0.245 * s, 0.74 * s, 0.11 * s, look.outline)
        if style is not None:
            r = 0.22 * s
            cx, cy = 0.715 * s, 0.685 * s
            d.ellipse(
                (cx - r, cy - r, cx + r, cy + r), fill=style.fill, outline=EDGE, width=round(k)
            )
            COMMODITY_GLYPHS[style.commodity](d, cx, cy, r * 1.15, style.ink)

    return sprite.cached(("metropolis", look, track, size), size, size, paint)


def fallen_sprite(look: Seat, size: int) -> Image.Image:
    """A city laid on its side: the city's picture turned a quarter, cracked across."""

    def crack(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        points = [(0.3 * s, 0.0), (0.5 * s, 0.35 * s), (0.36 * s, 0.55 * s), (0.62 * s, s)]
        d.line(points, fill=EDGE, width=round(k * 2.6), joint="curve")

    def build() -> Image.Image:
        # turned clockwise: the tower lies to the right, the house part on the ground
        picture = city_sprite(look, size).rotate(-90, expand=True)
        lines = sprite.make(size, size, crack)
        # the crack only where the city is
        alpha = ImageChops.multiply(lines.getchannel("A"), picture.getchannel("A"))
        lines.putalpha(alpha)
        picture.alpha_composite(lines)
        return picture

    return sprite.derived(("fallen", look, size), build)
