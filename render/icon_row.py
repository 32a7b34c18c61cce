"""A row of icons, each followed by its count: a seat's counts in the panel (cards in hand,
development or progress cards, knights or Defender points, road length) and, in Cities & Knights,
its pieces in supply."""

from __future__ import annotations

from collections.abc import Iterable

from PIL import Image, ImageDraw

from . import fonts, palette, sprite
from .palette import RGB


def icon_row(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    at: tuple[float, float],
    u: float,
    entries: Iterable[tuple[Image.Image, int]],
    *,
    size: int = 20,
    fill: RGB = palette.PANEL_TEXT,
    gap: int = 5,
    space: int = 14,
) -> None:
    """Each icon centred on the row's line `at` (its left edge first), then its count in bold
    (`size`, `fill`), `gap` after the icon and `space` after the count (all at unit 1)."""
    x, y = at
    for picture, count in entries:
        sprite.paste(im, picture, (x + picture.width / 2, y))
        x += picture.width + gap * u
        x += fonts.draw_text(d, (x, y), str(count), round(size * u), fill, bold=True)
        x += space * u
