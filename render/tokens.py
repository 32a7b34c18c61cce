"""Number tokens: the number, its probability dots, and red for the likeliest (6 and 8)."""

from __future__ import annotations

from PIL import ImageDraw

from engine.board import pips

from . import fonts, palette
from .geometry import Layout
from .terrain import TOKEN_Y
from .view import HexTile

TOKEN_RADIUS = 0.37
HOT = frozenset({6, 8})


def dots(number: int) -> int:
    """How many of the 36 rolls of two dice make `number`: the dots under it."""
    return pips(number)


def draw_token(d: ImageDraw.ImageDraw, lay: Layout, tile: HexTile) -> None:
    """The number token of a hex (nothing for a hex without a number)."""
    if tile.number is None:
        return
    cx, cy = lay.px(tile.x, tile.y + TOKEN_Y)
    r = TOKEN_RADIUS * lay.scale
    d.ellipse(
        (cx - r, cy - r, cx + r, cy + r),
        fill=palette.TOKEN,
        outline=palette.TOKEN_EDGE,
        width=lay.s(0.03),
    )
    hot = tile.number in HOT
    colour = palette.TOKEN_HOT if hot else palette.TOKEN_TEXT
    size = lay.s(0.4 if hot else 0.36)
    fonts.draw_text(
        d, (cx, cy - 0.06 * lay.scale), str(tile.number), size, colour, bold=True, anchor="mm"
    )
    n = dots(tile.number)
    pr, gap = 0.038 * lay.scale, 0.1 * lay.scale
    y = cy + 0.22 * lay.scale
    for i in range(n):
        x = cx + (i - (n - 1) / 2) * gap
        d.ellipse((x - pr, y - pr, x + pr, y + pr), fill=colour)
