"""Harbors: a badge in the sea with the rate and the resource, and piers to their two spots."""

from __future__ import annotations

import math

from PIL import ImageDraw

from words import ENGLISH, Catalogue
from words.common import resource

from . import fonts, palette
from .geometry import HARBOR_RADIUS, Layout, harbor_point
from .glyphs import RESOURCE_GLYPHS
from .view import Board, Harbor

PIER = (150, 110, 70)
PIER_EDGE = (84, 58, 34)


def harbor_text(harbor: Harbor, words: Catalogue = ENGLISH) -> tuple[str, str]:
    """The rate ("3:1") and what it trades ("ANY" or the resource), as the badge shows them."""
    if harbor.kind == "generic":
        what = words.say("picture.harbor.any")
    else:
        what = resource(words, harbor.kind).upper()
    return (f"{harbor.rate}:1", what)


def draw_harbor(
    d: ImageDraw.ImageDraw, lay: Layout, board: Board, harbor: Harbor, words: Catalogue = ENGLISH
) -> None:
    """One harbor's piers and badge (what it trades named in `words`' language)."""
    hx, hy = harbor_point(board, harbor)
    cx, cy = lay.px(hx, hy)
    for end in harbor.intersections:
        spot = board.intersections[end]
        dx, dy = spot.x - hx, spot.y - hy
        length = math.hypot(dx, dy)
        stop = (length - 0.3) / length  # leave the spot's id readable
        tip = lay.px(hx + dx * stop, hy + dy * stop)
        d.line((cx, cy, *tip), fill=PIER_EDGE, width=lay.s(0.13))
        d.line((cx, cy, *tip), fill=PIER, width=lay.s(0.07))
    terrain = palette.RESOURCE_TERRAIN.get(harbor.kind)
    fill = palette.PAPER if terrain is None else palette.TERRAINS[terrain].fill
    r = HARBOR_RADIUS * lay.zoom * lay.scale
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=palette.INK, width=lay.s(0.04))
    rate, what = harbor_text(harbor, words)
    halo = palette.mix(fill, palette.WHITE, 0.6)
    glyph = RESOURCE_GLYPHS.get(harbor.kind)
    if lay.form == "phone":  # a word this small would not read on a phone: the rate, a glyph
        ink = palette.INK if terrain is None else palette.TERRAINS[terrain].ink
        if glyph is not None:
            glyph(d, cx, cy + 0.42 * r, 0.55 * r, ink)
        fonts.draw_text(
            d,
            (cx, cy - (0.25 * r if glyph is not None else 0)),
            rate,
            lay.label(0.25),
            palette.INK,
            bold=True,
            anchor="mm",
            stroke=lay.s(0.025),
            stroke_fill=halo,
        )
        return
    fonts.draw_text(
        d,
        (cx, cy - 0.07 * lay.scale),
        rate,
        lay.s(0.25),
        palette.INK,
        bold=True,
        anchor="mm",
        stroke=lay.s(0.02),
        stroke_fill=halo,
    )
    fonts.draw_text(
        d,
        (cx, cy + 0.16 * lay.scale),
        what,
        # a word may reach a little past the disc (its halo keeps it legible); a longer one,
        # such as the German GETREIDE, is set smaller
        fonts.shrink(what, lay.s(0.14), 2.2 * r, bold=True, least=0.6),
        palette.INK,
        bold=True,
        anchor="mm",
        stroke=lay.s(0.02),
        stroke_fill=halo,
    )
