"""The robber: a dark pawn on its hex, and a shade over the hex it blocks."""

from __future__ import annotations

from PIL import Image, ImageDraw

from .. import palette, sprite
from ..geometry import Layout, hex_corners
from ..terrain import TOKEN_Y
from ..view import Board

SHADE = (0, 0, 0, 110)
PAWN_HEIGHT = 0.72
#: How much of an asleep robber shows.
ASLEEP = 0.4


def draw_shade(im: Image.Image, lay: Layout, board: Board, hex_id: str | None) -> None:
    """Shade the robber's hex (under the pieces)."""
    if hex_id is None:
        return
    tile = board.hex(hex_id)
    sprite.paste(im, shade_sprite(round(lay.scale)), lay.px(tile.x, tile.y))


def draw_robber(
    im: Image.Image, lay: Layout, board: Board, hex_id: str | None, *, asleep: bool = False
) -> None:
    """Stand the pawn left of its hex's number (over the pieces, so it is never hidden); an
    `asleep` robber (Cities & Knights, before the first barbarian attack) is drawn faded."""
    if hex_id is None:
        return
    tile = board.hex(hex_id)
    pawn = pawn_sprite(round(PAWN_HEIGHT * lay.scale))
    if asleep:
        pawn = sprite.derived(("asleep", pawn.size), lambda: sprite.faded(pawn, ASLEEP))
    sprite.paste(im, pawn, lay.px(tile.x - 0.45, tile.y + TOKEN_Y))


def shade_sprite(radius: int) -> Image.Image:
    """A hex-shaped dark veil with hatching, so a blocked hex reads without colour."""
    size = radius * 2 + 2

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        c = size * k / 2
        corners = [(c + x * radius * k, c + y * radius * k) for x, y in hex_corners(0, 0)]
        d.polygon(corners, fill=SHADE)

    return sprite.cached(("shade", radius), size, size, paint)


def pawn_sprite(height: int) -> Image.Image:
    """The robber's pawn: head and cloaked body, light-edged to stand out on dark hexes."""
    width = round(height * 0.62)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        edge = max(1, round(k * 1.6))
        body = [(w * 0.5, h * 0.3), (w * 0.92, h * 0.96), (w * 0.08, h * 0.96)]
        d.polygon(body, fill=palette.ROBBER, outline=palette.ROBBER_EDGE, width=edge)
        d.rounded_rectangle(
            (w * 0.06, h * 0.82, w * 0.94, h * 0.98),
            radius=h * 0.05,
            fill=palette.ROBBER,
            outline=palette.ROBBER_EDGE,
            width=edge,
        )
        d.ellipse(
            (w * 0.22, h * 0.03, w * 0.78, h * 0.44),
            fill=palette.ROBBER,
            outline=palette.ROBBER_EDGE,
            width=edge,
        )

    return sprite.cached(("pawn", height), width, height, paint)
