"""Land and sea hexes: fill colour, a texture of glyphs, and the resource's name."""

from __future__ import annotations

from PIL import ImageDraw

from words import ENGLISH, Catalogue

from . import fonts, palette
from .geometry import Layout, hex_corners
from .glyphs import TERRAIN_GLYPHS
from .view import HexTile, SeaTile

#: Where texture glyphs sit in a hex (hex units from its centre) and their size.
TEXTURE_SPOTS = ((-0.6, -0.08, 0.34), (0.6, -0.08, 0.34), (-0.36, -0.5, 0.22), (0.36, -0.5, 0.22))
TOKEN_Y = -0.08  # the number token sits a little above the centre, the name below it
LABEL_Y = 0.55
LABEL_SIZE = 0.2
#: The room a terrain's label has each side of its centre, in hex units: the hex's own half-width
#: near its lower corners (a pointy-top hex narrows below y = 0.5).
LABEL_HALF_WIDTH = 0.6


def draw_sea(d: ImageDraw.ImageDraw, lay: Layout, tile: SeaTile | HexTile) -> None:
    """A sea hex's faint outline, for maps with sea among the land (Seafarers), where ships
    sail along its sides; the standard island leaves its surrounding sea plain."""
    corners = [lay.px(x, y) for x, y in hex_corners(tile.x, tile.y)]
    d.line([*corners, corners[0]], fill=palette.SEA_EDGE, width=lay.s(0.03), joint="curve")


def draw_shore(d: ImageDraw.ImageDraw, lay: Layout, tile: HexTile) -> None:
    """A sandy rim under a land hex; drawn for every land hex before any of them."""
    corners = [lay.px(x, y) for x, y in hex_corners(tile.x, tile.y, 1.1)]
    d.polygon(corners, fill=palette.SHORE)


def draw_land(
    d: ImageDraw.ImageDraw, lay: Layout, tile: HexTile, words: Catalogue = ENGLISH
) -> None:
    """A land hex with its texture and the name of what it produces (in `words`' language)."""
    look = palette.TERRAINS.get(tile.terrain, palette.UNKNOWN_TERRAIN)
    corners = [lay.px(x, y) for x, y in hex_corners(tile.x, tile.y)]
    d.polygon(corners, fill=look.fill)
    glyph = TERRAIN_GLYPHS.get(tile.terrain)
    ink = palette.mix(look.fill, look.ink, 0.7)
    if glyph is not None:
        spots = TEXTURE_SPOTS if tile.number is not None else ((0.0, TOKEN_Y, 0.6),)
        for dx, dy, size in spots:
            cx, cy = lay.px(tile.x + dx, tile.y + dy)
            glyph(d, cx, cy, size * lay.scale, ink)
    d.line([*corners, corners[0]], fill=palette.HEX_EDGE, width=lay.s(0.035), joint="curve")
    if lay.form == "phone":  # too small to read on a phone: colour and glyphs tell the terrain
        return
    lx, ly = lay.px(tile.x, tile.y + LABEL_Y)
    key = f"picture.terrain.{tile.terrain}"
    text = words.say(key) if key in words else look.label
    room = 2 * LABEL_HALF_WIDTH * lay.scale
    size = fonts.shrink(text, lay.label(LABEL_SIZE), room, bold=True)
    fonts.draw_text(
        d,
        (lx, ly),
        fonts.fit(text, size, room, bold=True),
        size,
        palette.INK,
        bold=True,
        anchor="mm",
        stroke=lay.label(0.03),
        stroke_fill=palette.mix(look.fill, palette.WHITE, 0.6),
    )
