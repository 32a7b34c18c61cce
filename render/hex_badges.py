"""Where a highlighted hex's badge goes (the robber's and the pirate's prompts).

A badge takes its hex's letter's place, or slides a little down its hex, above its number token,
off the ids on the hex's corners. Seafarers shows an id on every corner of the land, and at a
phone's size there is no room for a badge between a hex's top corner id and its token: there
the badge goes to the nearest free place on its hex (over the token's dots, never its number),
and on a map as crowded as Greater Catan's, where even that is taken, a smaller badge (a pill
hugging the letters) does.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from . import fonts, labels
from .geometry import Layout, Point
from .highlight import hex_badge
from .labels import PixelBox, overlap
from .terrain import TOKEN_Y
from .tokens import HOT, TOKEN_RADIUS
from .view import HexTile

#: How far from its hex's centre a badge's centre may go, in hex units, anywhere on the hex
#: (the corners are the ids' and the next hexes').
ON_HEX = 0.8
#: The step between two places tried, in pixels.
STEP = 2


@dataclass(frozen=True)
class BadgeSpot:
    """Where a hex's badge is drawn: its `centre` and `box` in pixels, and whether it is the
    `small` one (see `highlight.hex_badge`)."""

    centre: Point
    box: PixelBox
    small: bool = False


def digits_box(lay: Layout, tile: HexTile) -> PixelBox | None:
    """The pixel box of the number on a hex's token (what `tokens.draw_token` writes), a pixel
    wider each way; None for a hex without a number."""
    if tile.number is None:
        return None
    cx, cy = lay.px(tile.x, tile.y + TOKEN_Y)
    size = lay.s(0.4 if tile.number in HOT else 0.36)
    left, top, right, bottom = fonts.font(size, bold=True).getbbox(str(tile.number), anchor="mm")
    cy -= 0.06 * lay.scale
    return (cx + left - 1, cy + top - 1, cx + right + 1, cy + bottom + 1)


def place_badge(
    lay: Layout,
    tile: HexTile,
    text: str,
    taken: list[PixelBox],
    numbers: list[PixelBox],
    tags: Sequence[PixelBox] = (),
) -> BadgeSpot:
    """Where the badge showing `text` of `tile` goes, off every box of `taken` (ids, letters,
    badges placed before it) and every number (`numbers`: the digits of every token): on its
    letter, or a little lower, never onto its number token; else the nearest free place on its
    hex that leaves the tags where they stand (`tags`: their boxes beside their pieces,
    so a tag moves only for a badge with no other place), the disc on the hex whole, else the
    small badge on it, else either hanging over its edge; else the letter's place."""
    disc = hex_badge(lay, text)
    half = disc.width / 2
    lx, ly = lay.px(tile.x, tile.y + labels.letter_y(lay))
    token = TOKEN_Y - TOKEN_RADIUS - disc.height / 2 / lay.scale - labels.letter_y(lay)
    room = 1.0 if tile.number is None else max(0.0, token)
    side, down = round(0.25 * lay.scale), round(room * lay.scale)
    tries = sorted(
        ((dx, dy) for dx in range(-side, side + 1, 2) for dy in range(0, down + 1, 2)),
        key=lambda t: t[0] * t[0] + t[1] * t[1],
    )
    area = (lx - side - half, ly - half, lx + side + half, ly + down + half)
    near = _near(taken + numbers, area)
    for dx, dy in tries:
        box = (lx + dx - half, ly + dy - half, lx + dx + half, ly + dy + half)
        if not any(overlap(box, b) for b in near):
            return BadgeSpot((lx + dx, ly + dy), box)
    for keep in (taken + numbers + list(tags), taken + numbers):
        for small, whole in ((False, True), (True, True), (True, False), (False, False)):
            im = hex_badge(lay, text, small=small)
            spot = _anywhere(lay, tile, (im.width / 2, im.height / 2), keep, whole)
            if spot is not None:
                return BadgeSpot(spot[0], spot[1], small)
    return BadgeSpot((lx, ly), (lx - half, ly - half, lx + half, ly + half))


def _anywhere(
    lay: Layout, tile: HexTile, half: tuple[float, float], taken: list[PixelBox], whole: bool
) -> tuple[Point, PixelBox] | None:
    """The free place on `tile` nearest its letter's (a step sideways counting three times a step
    down) for a badge `half` (half its width and height) wide and tall with round ends, inside
    the map (in one half of a folded one): on the hex `whole`, else its centre within ON_HEX of
    the hex's centre; None if there is none. Tried every STEP pixels, row by row."""
    w, h = half
    hx, hy = lay.px(tile.x, tile.y)
    reach = lay.scale
    slack = 0.5  # boxes may share half a pixel (see `labels.overlap`)
    # where the badge's centre may not go, as open intervals (x0, x1, y0, y1) off the hex's
    # centre: near each box of `taken`, and beyond the map's edges or across its fold
    blocked = [
        (b[0] - w + slack - hx, b[2] + w - slack - hx, b[1] - h + slack - hy, b[3] + h - slack - hy)
        for b in _near(taken, (hx - reach - w, hy - reach - h, hx + reach + w, hy + reach + h))
    ]
    left, top, right, bottom = lay.map_box
    inf = 1e6 * lay.scale  # far beyond the map
    blocked += [
        (-inf, left + w - hx, -inf, inf),
        (right - w - hx, inf, -inf, inf),
        (-inf, inf, -inf, top + h - hy),
        (-inf, inf, bottom - h - hy, inf),
    ]
    if lay.folded:
        width = lay.panel_box[2] - lay.panel_box[0]
        blocked.append((width - w - hx, right - width + w - hx, -inf, inf))
    letter = round(labels.letter_y(lay) * lay.scale)
    best: tuple[float, int, int] | None = None
    for dy, lo, hi in _rows(round(lay.scale * 4), letter, w, h, whole):
        if best is not None and (dy - letter) ** 2 > best[0]:
            break
        across = [(x0, x1) for x0, x1, y0, y1 in blocked if y0 < dy < y1]
        tries = {0, lo, hi}
        for x0, x1 in across:
            tries.update((math.floor(x0 / STEP) * STEP, math.ceil(x1 / STEP) * STEP))
        for dx in sorted(tries, key=lambda d: (abs(d), d)):
            if lo <= dx <= hi and not any(x0 < dx < x1 for x0, x1 in across):
                found = (9 * dx * dx + (dy - letter) ** 2, dx, dy)
                best = found if best is None else min(best, found)
                break
    if best is None:
        return None
    cx, cy = hx + best[1], hy + best[2]
    return (cx, cy), (cx - w, cy - h, cx + w, cy + h)


def _near(boxes: list[PixelBox], area: PixelBox) -> list[PixelBox]:
    """The boxes of `boxes` that reach into `area`."""
    x0, y0, x1, y1 = area
    return [b for b in boxes if b[0] < x1 and b[2] > x0 and b[1] < y1 and b[3] > y0]


#: The directions from a pointy-top hex's centre to the middles of its sides (and back).
SIDES = ((1.0, 0.0), (0.5, math.sqrt(3) / 2), (-0.5, math.sqrt(3) / 2))


def _on_hex(dx: float, dy: float, w: float, h: float, scale: float) -> bool:
    """Whether a badge `w` by `h` (half width and height, pixels) with round ends, centred
    (`dx`, `dy`) off the centre of a hex of circumradius `scale` pixels, lies whole on it."""
    room = scale * math.sqrt(3) / 2 - h  # how far the middle line of the badge may reach
    return all(abs((dx + end) * nx + dy * ny) <= room for end in (h - w, w - h) for nx, ny in SIDES)


@cache
def _rows(
    scale4: int, letter: int, w: float, h: float, whole: bool
) -> tuple[tuple[int, int, int], ...]:
    """Where a badge `w` by `h` (half width and height) may go on a hex of circumradius
    `scale4` / 4 pixels, every STEP pixels off its centre: (dy, lowest dx, highest dx) for each
    row, nearest the letter's row (`letter` pixels below the centre) first; on the hex `whole`,
    else its centre within ON_HEX of the hex's."""
    scale = scale4 / 4
    reach = math.floor(scale / STEP) * STEP
    out = []
    for dy in range(-reach, reach + 1, STEP):
        xs = [
            dx
            for dx in range(-reach, reach + 1, STEP)
            if (_on_hex(dx, dy, w, h, scale) if whole else math.hypot(dx, dy) <= ON_HEX * scale)
        ]
        if xs:
            out.append((dy, min(xs), max(xs)))
    return tuple(sorted(out, key=lambda row: (abs(row[0] - letter), row[0])))
