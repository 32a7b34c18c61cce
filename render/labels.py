"""Ids players type: hex letters (part of the map) and intersection numbers (drawn per picture,
on free intersections only)."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from . import fonts, palette, sprite
from .geometry import Layout
from .view import Board, HexTile, Intersection

LETTER_Y = -0.66
ID_SIZE = 0.29


def draw_letter(d: ImageDraw.ImageDraw, lay: Layout, tile: HexTile) -> None:
    """The hex's letter near its top."""
    x, y = lay.px(tile.x, tile.y + LETTER_Y)
    fonts.draw_text(
        d,
        (x, y),
        tile.id,
        lay.s(0.25),
        palette.LETTER,
        bold=True,
        anchor="mm",
        stroke=lay.s(0.035),
        stroke_fill=palette.WHITE,
    )


def draw_ids(
    im: Image.Image, lay: Layout, board: Board, hidden: set[int], around: HexTile | None = None
) -> None:
    """Intersection id chips, except those in `hidden` (built on, or badged); with `around`,
    only the chips on that hex's corners."""
    size = lay.s(ID_SIZE)
    for spot in board.intersections.values():
        if spot.id in hidden:
            continue
        if around is not None and abs(math.hypot(spot.x - around.x, spot.y - around.y) - 1) > 0.05:
            continue
        sprite.paste(im, id_chip(str(spot.id), size), lay.px(spot.x, spot.y))


def chip_box(lay: Layout, spot: Intersection) -> tuple[int, int, int, int]:
    """The pixel box an intersection's id chip covers."""
    chip = id_chip(str(spot.id), lay.s(ID_SIZE))
    cx, cy = lay.px(spot.x, spot.y)
    x, y = round(cx - chip.width / 2), round(cy - chip.height / 2)
    return (x, y, x + chip.width, y + chip.height)


def id_chip(text: str, size: int) -> Image.Image:
    """An id in a small white chip with a dark edge."""
    width = round(fonts.measure(text, size, bold=True) + size * 0.45)
    height = round(size * 1.08)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        edge = max(1, round(k * size / 16))
        d.rounded_rectangle(
            (0, 0, width * k - 1, height * k - 1),
            radius=height * k * 0.3,
            fill=palette.LABEL_BG,
            outline=palette.INK,
            width=edge,
        )
        fonts.draw_text(
            d,
            (width * k / 2, height * k / 2),
            text,
            round(size * k),
            palette.LABEL_TEXT,
            bold=True,
            anchor="mm",
        )

    return sprite.cached(("id", text, size), width, height, paint)
