"""Seafarers' ships and the pirate.

A ship is a boat standing upright on its path's middle, over a thin line along the path in the
owner's colour: a road is a thick bar, so the two differ by shape as well as by width, and the
boat's sail carries the seat's mark (no colour needed). The pirate is a black ship with a white
edge on its sea hex.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from .. import fonts, palette, sprite
from ..geometry import Layout
from ..labels import LETTER_SIZE, sea_letter_point
from ..marks import draw_mark
from ..palette import Seat, seat
from ..terrain import TOKEN_Y
from ..view import Board, Intersection, Ship

#: The boat's size in hex units (a path is 1 long).
BOAT_WIDTH = 0.6
BOAT_HEIGHT = 0.55
LINE_WIDTH = 0.12
#: A leaning boat's length along its slanting path: what the end ids leave free.
SLANT_LENGTH = 0.4
#: The share of the path the line covers, leaving its ends free for the intersections' ids.
COVER = 0.62
PIRATE_HEIGHT = 0.8
#: How far from the map's edge the pirate's centre stays (its ship and letter in the picture).
LETTER_ROOM = 0.6


def draw_ships(
    im: Image.Image, lay: Layout, board: Board, ships: tuple[Ship, ...], seats: dict[str, int]
) -> None:
    """Every ship: the lines first, then the boats over them."""
    d = ImageDraw.Draw(im)
    for ship in ships:
        path = board.paths[ship.path]
        a, b = board.intersections[path.a], board.intersections[path.b]
        ax, ay = lay.px(a.x, a.y)
        bx, by = lay.px(b.x, b.y)
        look = seat(seats[ship.owner])
        t = (1 - COVER) / 2
        line = (ax + (bx - ax) * t, ay + (by - ay) * t, bx - (bx - ax) * t, by - (by - ay) * t)
        d.line(line, fill=(20, 20, 20), width=lay.s(LINE_WIDTH) + 2)
        d.line(line, fill=look.fill, width=lay.s(LINE_WIDTH))
    for ship in ships:
        path = board.paths[ship.path]
        a, b = board.intersections[path.a], board.intersections[path.b]
        look = seat(seats[ship.owner])
        boat = ship_sprite(look, lay.s(BOAT_WIDTH), lay.s(BOAT_HEIGHT), heading(a, b))
        sprite.paste(im, boat, lay.px((a.x + b.x) / 2, (a.y + b.y) / 2))


def heading(a: Intersection, b: Intersection) -> int:
    """How far a boat leans (degrees, counter-clockwise) to sail along the path a-b: none on
    an upright path, whose end ids leave the boat room beside them; along a slanting one, whose
    end ids would cover an upright boat's hull."""
    dx, dy = b.x - a.x, b.y - a.y
    if abs(dx) < 1e-6:
        return 0
    if dx < 0:
        dx, dy = -dx, -dy
    return -round(math.degrees(math.atan2(dy, dx)))


def ship_sprite(look: Seat, width: int, height: int, tilt: int) -> Image.Image:
    """The boat of `look`, leaning `tilt` degrees (shortened to SLANT_LENGTH when it leans)."""
    boat = boat_sprite(look, width, height)
    if not tilt:
        return boat

    def build() -> Image.Image:
        out = boat.resize((round(boat.width * SLANT_LENGTH / BOAT_WIDTH), boat.height))
        return out.rotate(tilt, resample=Image.Resampling.BICUBIC, expand=True)

    return sprite.derived(("ship", look, width, height, tilt), build)


def draw_pirate(im: Image.Image, lay: Layout, board: Board, hex_id: str | None) -> None:
    """The pirate's black ship on its sea hex, with the hex's letter on it. The picture leaves
    out the open water far from land, so a pirate out there is drawn at the map's edge nearest
    its hex: always seen, its letter saying where it really is."""
    if hex_id is None:
        return
    tile = board.hex(hex_id)
    height = lay.s(PIRATE_HEIGHT)
    picture = pirate_sprite(round(height * 1.1), height)
    x, y = lay.px(tile.x, tile.y + TOKEN_Y + 0.12)
    x0, y0, x1, y1 = lay.map_box
    margin = lay.s(LETTER_ROOM)
    x = min(max(x, x0 + margin), x1 - margin)
    y = min(max(y, y0 + margin), y1 - margin)
    at_home = (x, y) == lay.px(tile.x, tile.y + TOKEN_Y + 0.12)
    sprite.paste(im, picture, (x, y))
    letter_y = y - lay.s(PIRATE_HEIGHT * 0.62)
    if at_home:  # on the letter the map prints on every sea hex, not beside it
        x, letter_y = sea_letter_point(board, lay, tile)
    d = ImageDraw.Draw(im)
    fonts.draw_text(
        d,
        (x, letter_y),
        tile.id,
        lay.label(LETTER_SIZE),
        palette.LETTER,
        bold=True,
        anchor="mm",
        stroke=lay.label(0.035),
        stroke_fill=palette.WHITE,
    )


def boat_sprite(look: Seat, width: int, height: int) -> Image.Image:
    """A boat: hull, mast and a sail with the seat's mark, edged dark for any sea."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        _boat(d, width * k, height * k, k, look.fill, look.fill, (20, 20, 20))
        w, h = width * k, height * k
        draw_mark(d, look.mark, w * 0.43, h * 0.4, min(w, h) * 0.1, look.outline)

    return sprite.cached(("ship", look, width, height), width, height, paint)


def pirate_sprite(width: int, height: int) -> Image.Image:
    """The pirate: the boat in black with a light edge and a white mark on its sail."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        _boat(d, w, h, k, palette.PIRATE, palette.PIRATE, palette.PIRATE_EDGE)
        r = min(w, h) * 0.09
        cx, cy = w * 0.43, h * 0.4
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=palette.PIRATE_EDGE)

    return sprite.cached(("pirate", width, height), width, height, paint)


def _boat(
    d: ImageDraw.ImageDraw,
    w: float,
    h: float,
    k: float,
    fill: palette.RGB,
    hull: palette.RGB,
    edge: palette.RGB,
) -> None:
    line = max(1.0, k * 0.9)
    hull_box = [
        (w * 0.03, h * 0.66),
        (w * 0.97, h * 0.66),
        (w * 0.8, h * 0.97),
        (w * 0.2, h * 0.97),
    ]
    sail = [(w * 0.56, h * 0.05), (w * 0.56, h * 0.6), (w * 0.12, h * 0.6)]
    d.polygon(sail, fill=fill, outline=edge, width=round(line))
    d.line([(w * 0.56, h * 0.03), (w * 0.56, h * 0.7)], fill=edge, width=round(line * 1.4))
    d.polygon(hull_box, fill=hull, outline=edge, width=round(line))
