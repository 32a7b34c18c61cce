"""A seat's city improvements (Cities & Knights): one small bar per track, levels 0-5.

Each bar starts with its track's badge (colour and commodity glyph) and has five boxes, filled in
the track's colour up to the level reached. A gold pointer under the third box marks the level
that brings the track's ability; the fourth and fifth boxes stand taller, as the levels that win
or take the track's metropolis.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from . import icons, palette, sprite

LEVELS = 5
ABILITY = 3
METROPOLIS = 4
EMPTY = (28, 30, 36)
EMPTY_EDGE = (120, 126, 136)
EDGE = (20, 20, 20)


def bars_width(unit: float) -> float:
    """The width the three bars take at `unit`."""
    return len(palette.TRACKS) * _bar_width(unit) + (len(palette.TRACKS) - 1) * 10 * unit


def _bar_width(unit: float) -> float:
    return 24 * unit + LEVELS * 11 * unit


def draw_improvements(
    im: Image.Image,
    at: tuple[float, float],
    right: float,
    unit: float,
    levels: Mapping[str, int],
) -> None:
    """The three bars from `at` (left end, middle height), spread to at most `right`."""
    x, y = at
    gap = max(10 * unit, (right - x - len(palette.TRACKS) * _bar_width(unit)) / 2)
    gap = min(gap, 24 * unit)
    for track in palette.TRACKS:
        bar = bar_sprite(track, max(0, min(LEVELS, int(levels.get(track, 0)))), unit)
        sprite.paste(im, bar, (x + bar.width / 2, y))
        x += bar.width + gap


def bar_sprite(track: str, level: int, unit: float) -> Image.Image:
    """One track's bar at `level`."""
    badge = round(20 * unit)
    step = 11 * unit
    width = round(24 * unit + LEVELS * step)
    height = round(26 * unit)
    style = palette.TRACKS[track]

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        low, tall = height * k * 0.3, height * k * 0.12  # tops of ordinary and tall boxes
        bottom = height * k * 0.78
        for i in range(LEVELS):
            x0 = (24 * unit + i * step) * k
            x1 = x0 + (step - 2 * unit) * k
            top = tall if i + 1 >= METROPOLIS else low
            filled = i < level
            d.rectangle(
                (x0, top, x1, bottom),
                fill=style.fill if filled else EMPTY,
                outline=EDGE if filled else EMPTY_EDGE,
                width=max(1, round(k * 0.9)),
            )
            if i + 1 == ABILITY:
                cx = (x0 + x1) / 2
                r = height * k * 0.2
                d.polygon(
                    [(cx, bottom + k), (cx + r, height * k), (cx - r, height * k)],
                    fill=palette.GOLD,
                )

    def build() -> Image.Image:
        picture = sprite.make(width, height, paint)
        icon = icons.track_badge(track, badge)
        picture.alpha_composite(icon, (0, (height - badge) // 2))
        return picture

    return sprite.derived(("bar", track, level, width, height), build)
