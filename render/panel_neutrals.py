"""The panel's strip for the 2-player variant: the neutral players, the trade tokens left and a
neutral's Longest Road."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from words import Catalogue

from . import fonts, icons, palette, sprite
from .geometry import Box
from .palette import NEUTRAL_SEAT
from .panel_layout import PAD
from .pieces.knights import knight_sprite
from .seat_tags import draw_tags
from .view import TwoPlayer


def neutrals(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: Box,
    u: float,
    two: TwoPlayer,
    words: Catalogue,
    *,
    stacked: bool = False,
    knights: Mapping[str, int] | None = None,
) -> None:
    """The neutral players (swatch with its ring, name, road length, and in C&K their knights
    on the board) side by side (`stacked`: one a line), then the trade tokens left in the supply
    and a neutral's Longest Road."""
    x0, y0, x1, _ = box
    pad = round(PAD * u)
    d.line(
        (x0 + pad, y0 + 2 * u, x1 - pad, y0 + 2 * u),
        fill=palette.PANEL_ROW,
        width=max(1, round(2 * u)),
    )
    half = 0.0 if stacked else (x1 - x0) / max(1, len(two.neutrals))
    swatch = round(30 * u)
    cy = y0 + 30 * u
    for i, n in enumerate(two.neutrals):
        left = x0 + pad + half * i
        cy = y0 + (30 + (36 * i if stacked else 0)) * u
        sprite.paste(im, icons.house(NEUTRAL_SEAT + n.number - 1, swatch), (left + swatch / 2, cy))
        x = left + swatch + 8 * u
        label = words.say("picture.panel.neutral", number=n.number)
        x += fonts.draw_text(d, (x, cy), label, round(18 * u), palette.PANEL_TEXT, bold=True)
        x += 10 * u
        picture = icons.road(round(22 * u))
        sprite.paste(im, picture, (x + picture.width / 2, cy))
        x += picture.width + 4 * u
        x += fonts.draw_text(
            d, (x, cy), str(n.road_length), round(18 * u), palette.PANEL_TEXT, bold=True
        )
        if knights is not None:
            x += 12 * u
            look = palette.seat(NEUTRAL_SEAT + n.number - 1)
            shield = knight_sprite(look, 1, False, round(24 * u))
            sprite.paste(im, shield, (x + shield.width / 2, cy))
            x += shield.width + 4 * u
            fonts.draw_text(
                d, (x, cy), str(knights[n.id]), round(18 * u), palette.PANEL_TEXT, bold=True
            )
    cy += 40 * u
    text = fonts.fit(
        words.say("picture.panel.token_supply", count=two.supply), round(16 * u), x1 - x0 - 2 * pad
    )
    width = fonts.draw_text(d, (x0 + pad, cy), text, round(16 * u), palette.PANEL_MUTED)
    holder = next((n for n in two.neutrals if n.longest_road), None)
    if holder is not None:
        draw_tags(
            im,
            d,
            (x0 + pad + width + 12 * u, cy),
            x1 - pad,
            u,
            [
                (
                    words.say("picture.panel.neutral_road", number=holder.number),
                    palette.GOLD,
                    palette.INK,
                )
            ],
        )
