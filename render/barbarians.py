"""The barbarians' strip under the map (Cities & Knights): the ship's way to Catan, and the
barbarians' strength against the knights'.

The track is a row of spaces from the start to the landing, the ship on its space and the
spaces it has sailed darkened, so its position reads without the numbers; the landing is a
tower. Beside it, the ship's position out of the track's length and the two strengths: the
barbarians' (cities on the board) in red when they are above the knights' (active knights).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from words import ENGLISH, Catalogue

from . import fonts, palette, sprite
from .geometry import Layout
from .glyphs import ship
from .view import CitiesKnights

SEA = palette.SEA_DEEP
SAILED = (30, 60, 96)
SPACE = palette.SEA_WAVE


def strip_height(lay: Layout) -> float:
    """The height the strip's parts are sized by: the strip's own, unless it is narrow."""
    x0, y0, x1, y1 = lay.track_box
    return min(y1 - y0, (x1 - x0) / 10)


def text_sizes(lay: Layout) -> tuple[int, int]:
    """The type sizes of the ship's position and of the strengths' lines, in pixels."""
    h = strip_height(lay)
    return max(8, round(h * 0.44)), max(7, round(h * 0.34))


def space_centres(lay: Layout, ck: CitiesKnights) -> list[tuple[float, float]]:
    """The centre of each space of the track in `lay.track_box`, from the start to the landing
    (one more than the track's length)."""
    x0, y0, _, y1 = lay.track_box
    h = strip_height(lay)
    step = h * 0.56
    left = x0 + h * 0.25
    return [
        (left + step * (i + 0.5) - h * 0.04, (y0 + y1) / 2) for i in range(max(ck.length, 1) + 1)
    ]


def ship_centre(lay: Layout, ck: CitiesKnights) -> tuple[float, float]:
    """Where the ship is drawn: on the space of the view's position (kept on the track)."""
    centres = space_centres(lay, ck)
    return centres[min(max(ck.position, 0), len(centres) - 1)]


def draw_barbarians(
    im: Image.Image, lay: Layout, ck: CitiesKnights, words: Catalogue = ENGLISH
) -> None:
    """The strip in `lay.track_box`, its words from `words`."""
    x0, y0, x1, y1 = lay.track_box
    if y1 <= y0:
        return
    d = ImageDraw.Draw(im)
    d.rectangle((x0, y0, x1 - 1, y1 - 1), fill=palette.PANEL)
    cy = (y0 + y1) / 2
    h = strip_height(lay)
    pad = h * 0.25
    step = h * 0.56
    cell = h * 0.5
    spaces = max(ck.length, 1) + 1  # the start, then one space per advance
    left = x0 + pad
    d.rounded_rectangle(
        (
            left - h * 0.12,
            cy - cell / 2 - h * 0.1,
            left + step * spaces - h * 0.04,
            cy + cell / 2 + h * 0.1,
        ),
        radius=h * 0.2,
        fill=SEA,
    )
    for i in range(spaces):
        cx = left + step * (i + 0.5) - h * 0.04
        if i == spaces - 1:
            sprite.paste(im, landing_sprite(round(cell * 1.1)), (cx, cy))
            continue
        fill = SAILED if i < ck.position else SPACE
        d.ellipse((cx - cell * 0.3, cy - cell * 0.3, cx + cell * 0.3, cy + cell * 0.3), fill=fill)
    sprite.paste(im, ship_sprite(round(h * 0.8)), ship_centre(lay, ck))
    size, small = text_sizes(lay)
    x = left + step * spaces + pad
    count = f"{min(ck.position, ck.length)}/{ck.length}"
    x += fonts.draw_text(d, (x, cy), count, size, palette.PANEL_TEXT, bold=True, anchor="lm")
    x += pad
    # the two strengths on two short lines, so they fit a phone's width
    room = x1 - pad - x
    danger = ck.strength > ck.defence
    lines = (
        (
            words.say("picture.barbarians.strength", count=ck.strength),
            (255, 130, 120) if danger else palette.PANEL_TEXT,
        ),
        (words.say("picture.barbarians.knights", count=ck.defence), palette.PANEL_TEXT),
    )
    for i, (text, colour) in enumerate(lines):
        y = cy + (i - 0.5) * h * 0.42
        fonts.draw_text(
            d,
            (x, y),
            fonts.fit(text, small, room, bold=True),
            small,
            colour,
            bold=True,
            anchor="lm",
        )


def ship_sprite(height: int) -> Image.Image:
    """The barbarians' black ship on a light disc, so it stands out on the sea strip."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = height * k
        d.ellipse((0, 0, s - 1, s - 1), fill=palette.WHITE, outline=palette.INK, width=round(k))
        ship(d, s / 2, s / 2, s * 0.66, palette.INK)

    return sprite.cached(("barbarian ship", height), height, height, paint)


def landing_sprite(height: int) -> Image.Image:
    """Catan's shore where the ship lands: a small red tower."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = height * k
        m = s / 5
        d.polygon(
            [
                (m * 0.5, s),
                (m * 0.5, 0),
                (m * 1.5, 0),
                (m * 1.5, m),
                (m * 2, m),
                (m * 2, 0),
                (m * 3, 0),
                (m * 3, m),
                (m * 3.5, m),
                (m * 3.5, 0),
                (m * 4.5, 0),
                (m * 4.5, s),
            ],
            fill=palette.BARBARIANS,
            outline=palette.WHITE,
            width=round(k),
        )

    return sprite.cached(("landing", height), height, height, paint)
