"""The merchant (Cities & Knights, rules CK-14): a figure in its owner's colours on its hex, right
of the number token (the robber stands left of it), so both can share a hex."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from .. import sprite
from ..geometry import Layout
from ..marks import draw_mark
from ..palette import Seat, seat
from ..terrain import TOKEN_Y
from ..view import Board, CitiesKnights, Merchant
from .buildings import EDGE, outlined

MERCHANT_HEIGHT = 0.66
#: Where the figure stands, in hex units right of the hex's centre.
MERCHANT_X = 0.52
HAT = (60, 44, 30)


def merchant_box(
    board: Board, ck: CitiesKnights | None
) -> tuple[tuple[float, float, float, float], ...]:
    """The merchant figure's box (centre x, centre y, half width, half height in hex units),
    for the ids' tags to keep off; none while no one has placed it."""
    if ck is None or ck.merchant is None:
        return ()
    tile = board.hex(ck.merchant.hex)
    half_h = MERCHANT_HEIGHT / 2
    return ((round(tile.x + MERCHANT_X, 3), round(tile.y + TOKEN_Y, 3), half_h * 0.7, half_h),)


def draw_merchant(
    im: Image.Image,
    lay: Layout,
    board: Board,
    merchant: Merchant | None,
    seats: Mapping[str, int],
) -> None:
    """The merchant on its hex, in its owner's colours (nothing when no one has placed it)."""
    if merchant is None:
        return
    tile = board.hex(merchant.hex)
    picture = merchant_sprite(seat(seats[merchant.owner]), round(MERCHANT_HEIGHT * lay.scale))
    sprite.paste(im, picture, lay.px(tile.x + MERCHANT_X, tile.y + TOKEN_Y))


def merchant_sprite(look: Seat, height: int) -> Image.Image:
    """A robed figure with a broad hat and a money bag, the seat's mark on the robe: unlike the
    robber's pawn and every piece on an intersection."""
    width = round(height * 0.7)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        edge = max(1, round(k * 1.2))
        robe = [
            (w * 0.36, h * 0.42),
            (w * 0.64, h * 0.42),
            (w * 0.86, h * 0.97),
            (w * 0.14, h * 0.97),
        ]
        outlined(d, robe, look, k)
        d.ellipse((w * 0.3, h * 0.17, w * 0.7, h * 0.47), fill=look.fill, outline=EDGE, width=edge)
        # the hat: a wide brim and a low crown
        d.ellipse((w * 0.06, h * 0.16, w * 0.94, h * 0.27), fill=HAT, outline=EDGE, width=edge)
        d.rounded_rectangle(
            (w * 0.3, h * 0.02, w * 0.7, h * 0.21),
            radius=w * 0.06,
            fill=HAT,
            outline=EDGE,
            width=edge,
        )
        draw_mark(d, look.mark, w * 0.5, h * 0.7, w * 0.13, look.outline)
        # the money bag at the side, gold with a dark tie
        d.ellipse(
            (w * 0.64, h * 0.66, w * 0.98, h * 0.97), fill=(236, 190, 36), outline=EDGE, width=edge
        )
        d.line((w * 0.74, h * 0.7, w * 0.88, h * 0.7), fill=EDGE, width=edge * 2)

    return sprite.cached(("merchant", look, height), width, height, paint)
