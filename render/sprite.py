"""Small antialiased pictures: drawn large, shrunk, cached, then pasted by their centre.

Pillow draws shapes without antialiasing, so pieces and icons are drawn at `SUPERSAMPLE` times
their size and shrunk with a box filter.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PIL import Image, ImageDraw

from .cache import LruCache

SUPERSAMPLE = 4
Painter = Callable[[ImageDraw.ImageDraw, float], None]

_sprites: LruCache[Hashable, Image.Image] = LruCache(2048)


def make(width: int, height: int, paint: Painter) -> Image.Image:
    """An RGBA picture `width` x `height`; `paint(draw, k)` draws in coordinates times k."""
    k = SUPERSAMPLE
    big = Image.new("RGBA", (width * k, height * k), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), float(k))
    return big.resize((width, height), Image.Resampling.BOX)


def cached(key: Hashable, width: int, height: int, paint: Painter) -> Image.Image:
    """`make(...)` once per `key`; the key must name everything that changes the picture."""
    return _sprites.get(key, lambda: make(width, height, paint))


def paste(target: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> None:
    """Paste `sprite` onto `target` with its centre on `centre`."""
    x = round(centre[0] - sprite.width / 2)
    y = round(centre[1] - sprite.height / 2)
    target.paste(sprite, (x, y), sprite)
