"""Little drawings that say what a terrain or resource is without colour.

Each glyph is drawn centred on (cx, cy) in a box about `s` pixels high, in `ink` on any ground.
They serve both as hex textures and as card icons.
"""

from __future__ import annotations

from collections.abc import Callable

from PIL import ImageDraw

RGB = tuple[int, int, int]
Glyph = Callable[[ImageDraw.ImageDraw, float, float, float, RGB], None]


def tree(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A fir tree (forest, lumber)."""
    w = s * 0.42
    for i, (top, bottom) in enumerate(((-0.5, -0.1), (-0.3, 0.15), (-0.1, 0.35))):
        half = w * (0.55 + 0.25 * i)
        d.polygon(
            [(cx, cy + top * s), (cx - half, cy + bottom * s), (cx + half, cy + bottom * s)],
            fill=ink,
        )
    d.rectangle((cx - s * 0.06, cy + 0.35 * s, cx + s * 0.06, cy + 0.5 * s), fill=ink)


def bricks(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A little wall of bricks (hills, brick)."""
    bw, bh, gap = s * 0.36, s * 0.2, max(1.0, s * 0.05)
    for row in range(3):
        y = cy - 0.36 * s + row * (bh + gap)
        offset = 0.0 if row % 2 == 0 else bw / 2
        x = cx - 0.58 * s + offset
        for _ in range(3 if row % 2 == 0 else 2):
            d.rectangle((x, y, x + bw - gap, y + bh - gap), fill=ink)
            x += bw


def sheep(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A sheep (pasture, wool): a woolly body, a head held forward and four legs."""
    leg = max(1, round(s * 0.07))
    for lx in (-0.3, -0.14, 0.14, 0.3):
        d.line((cx + lx * s, cy + 0.1 * s, cx + lx * s, cy + 0.42 * s), fill=ink, width=leg)
    d.ellipse((cx - 0.42 * s, cy - 0.24 * s, cx + 0.42 * s, cy + 0.22 * s), fill=ink)
    for bx in (-0.26, 0.0, 0.26):  # the curly top of the fleece
        d.ellipse(
            (cx + (bx - 0.15) * s, cy - 0.34 * s, cx + (bx + 0.15) * s, cy - 0.04 * s), fill=ink
        )
    d.ellipse((cx - 0.66 * s, cy - 0.3 * s, cx - 0.4 * s, cy - 0.02 * s), fill=ink)
    d.polygon(
        [
            (cx - 0.6 * s, cy - 0.24 * s),
            (cx - 0.74 * s, cy - 0.2 * s),
            (cx - 0.6 * s, cy - 0.14 * s),
        ],
        fill=ink,
    )


def wheat(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A sheaf of wheat (fields, grain)."""
    w = max(1, round(s * 0.07))
    for dx in (-0.2, 0.0, 0.2):
        x = cx + dx * s
        d.line((x, cy - 0.2 * s, cx + dx * 0.3 * s, cy + 0.5 * s), fill=ink, width=w)
        for i in range(3):
            gy = cy - 0.45 * s + i * 0.14 * s
            d.ellipse((x - 0.08 * s, gy, x + 0.08 * s, gy + 0.16 * s), fill=ink)


def peaks(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """Two mountain peaks (mountains, ore)."""
    d.polygon(
        [
            (cx - 0.6 * s, cy + 0.4 * s),
            (cx - 0.15 * s, cy - 0.45 * s),
            (cx + 0.3 * s, cy + 0.4 * s),
        ],
        fill=ink,
    )
    d.polygon(
        [
            (cx - 0.05 * s, cy + 0.4 * s),
            (cx + 0.3 * s, cy - 0.15 * s),
            (cx + 0.62 * s, cy + 0.4 * s),
        ],
        fill=ink,
    )


def dunes(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """Sand dunes (desert)."""
    w = max(1, round(s * 0.08))
    for dy, dx in ((-0.2, -0.1), (0.15, 0.1)):
        box = (cx + (dx - 0.5) * s, cy + dy * s, cx + (dx + 0.5) * s, cy + (dy + 0.6) * s)
        d.arc(box, 200, 340, fill=ink, width=w)


def nugget(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A gold nugget (gold fields, later scenarios)."""
    d.polygon(
        [
            (cx - 0.4 * s, cy + 0.1 * s),
            (cx - 0.1 * s, cy - 0.35 * s),
            (cx + 0.35 * s, cy - 0.2 * s),
            (cx + 0.45 * s, cy + 0.2 * s),
            (cx, cy + 0.38 * s),
        ],
        fill=ink,
    )


def cloud(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A cloud (fog, later scenarios)."""
    for bx, by, r in ((-0.25, 0.05, 0.22), (0.05, -0.1, 0.28), (0.3, 0.06, 0.2)):
        d.ellipse(
            (cx + (bx - r) * s, cy + (by - r) * s, cx + (bx + r) * s, cy + (by + r) * s), fill=ink
        )


def card(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A face-down card (unknown resource, development card)."""
    d.rounded_rectangle(
        (cx - 0.3 * s, cy - 0.45 * s, cx + 0.3 * s, cy + 0.45 * s),
        radius=0.08 * s,
        outline=ink,
        width=max(1, round(0.08 * s)),
    )


TERRAIN_GLYPHS: dict[str, Glyph] = {
    "forest": tree,
    "hills": bricks,
    "pasture": sheep,
    "fields": wheat,
    "mountains": peaks,
    "desert": dunes,
    "gold": nugget,
    "fog": cloud,
}
RESOURCE_GLYPHS: dict[str, Glyph] = {
    "lumber": tree,
    "brick": bricks,
    "wool": sheep,
    "grain": wheat,
    "ore": peaks,
}


def cloth(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """Cloth (trade): three folded lengths of it stacked, each a little offset."""
    h = s * 0.24
    for i, dx in enumerate((-0.06, 0.06, -0.02)):
        top = cy - 0.42 * s + i * (h + s * 0.06)
        left, right = cx + (dx - 0.44) * s, cx + (dx + 0.44) * s
        d.rounded_rectangle((left, top, right, top + h), radius=h * 0.45, fill=ink)


def coin(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A coin (politics): a rimmed disc with a square hole's edge in its middle."""
    r = s * 0.44
    d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=max(1, round(s * 0.12)))
    h = s * 0.15
    d.rectangle((cx - h, cy - h, cx + h, cy + h), fill=ink)


def paper(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """A sheet of paper (science): an edged page with written lines."""
    w = max(1, round(s * 0.08))
    d.rectangle((cx - 0.34 * s, cy - 0.44 * s, cx + 0.34 * s, cy + 0.44 * s), outline=ink, width=w)
    for dy in (-0.22, 0.0, 0.22):
        d.line((cx - 0.2 * s, cy + dy * s, cx + 0.2 * s, cy + dy * s), fill=ink, width=w)


def ship(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, ink: RGB) -> None:
    """The barbarians' ship: a hull and a square sail."""
    d.polygon(
        [
            (cx - 0.5 * s, cy + 0.1 * s),
            (cx + 0.5 * s, cy + 0.1 * s),
            (cx + 0.32 * s, cy + 0.4 * s),
            (cx - 0.32 * s, cy + 0.4 * s),
        ],
        fill=ink,
    )
    d.rectangle((cx - 0.03 * s, cy - 0.46 * s, cx + 0.03 * s, cy + 0.12 * s), fill=ink)
    d.polygon(
        [
            (cx - 0.3 * s, cy - 0.4 * s),
            (cx + 0.3 * s, cy - 0.4 * s),
            (cx + 0.36 * s, cy + 0.02 * s),
            (cx - 0.36 * s, cy + 0.02 * s),
        ],
        fill=ink,
    )


COMMODITY_GLYPHS: dict[str, Glyph] = {"cloth": cloth, "coin": coin, "paper": paper}
