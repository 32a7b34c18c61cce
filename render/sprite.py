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


def make(width: int, height: int, paint: Painter, text: Painter | None = None) -> Image.Image:
    """An RGBA picture `width` x `height`; `paint(draw, k)` draws in coordinates times k, then
    `text(draw, 1.0)` on the shrunk picture (text needs no supersampling: the fonts are
    antialiased already, and drawing it large costs most of a sprite's time)."""
    k = SUPERSAMPLE
    big = Image.new("RGBA", (width * k, height * k), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), float(k))
    small = big.resize((width, height), Image.Resampling.BOX)
    if text is not None:
        text(ImageDraw.Draw(small), 1.0)
    return small


def cached(
    key: Hashable, width: int, height: int, paint: Painter, text: Painter | None = None
) -> Image.Image:
    """`make(...)` once per `key`; the key must name everything that changes the picture."""
    return _sprites.get(key, lambda: make(width, height, paint, text))


def derived(key: Hashable, build: Callable[[], Image.Image]) -> Image.Image:
    """`build()` once per `key`, for a sprite made from others (such as text on a cached shape)."""
    return _sprites.get(key, build)


def paste(target: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> None:
    """Paste `sprite` onto `target` with its centre on `centre`."""
    x = round(centre[0] - sprite.width / 2)
    y = round(centre[1] - sprite.height / 2)
    target.paste(sprite, (x, y), sprite)


def faded(picture: Image.Image, share: float) -> Image.Image:
    """A copy of `picture` with its opacity times `share`."""
    out = picture.copy()
    out.putalpha(out.getchannel("A").point(lambda a: round(a * share)))
    return out
