"""The panel's measurements at unit 1 and the boxes they give: the header, the seats' blocks
(two columns in the phone form), the bank, and the 2-player variant's strip of neutrals."""

from __future__ import annotations

from . import fonts
from .geometry import Box, Form, Layout

HEADER = 104
ROW = 124
BANK = 92
PAD = 12
COLUMN = 300  # a column's width at unit 1
#: Cities & Knights: a taller header (the bank in two rows), and seat blocks with improvement
#: bars and the pieces in supply.
CK_HEADER = 136
CK_ROW = 204  # room for two lines of tags: the VP cards face up, the merchant, turn effects
TAG_LINE = 28
CK_BANK = 136
#: The 2-player variant: a strip under the seats with the neutral players and the token supply
#: (the neutrals side by side in the phone form, one a line in the narrower wide column).
NEUTRAL_ROW = 96
NEUTRAL_ROW_WIDE = 132


def neutral_height(form: Form) -> int:
    """The height at unit 1 of the 2-player variant's strip of neutral players."""
    return NEUTRAL_ROW if form == "phone" else NEUTRAL_ROW_WIDE


def panel_height(players: int, form: Form = "wide", cities_knights: bool = False) -> int:
    """The panel's height at unit 1 for `players` seats (`cities_knights`: with its parts)."""
    header, row, bank = (CK_HEADER, CK_ROW, CK_BANK) if cities_knights else (HEADER, ROW, BANK)
    if form == "phone":
        return header + row * ((players + 1) // 2) + PAD // 2
    return header + row * players + bank


def seat_boxes(lay: Layout, players: int, cities_knights: bool = False) -> list[Box]:
    """The box of each seat's block in the panel of `lay`."""
    x0, y0, x1, _ = lay.panel_box
    top = y0 + round((CK_HEADER if cities_knights else HEADER) * lay.unit)
    row = round((CK_ROW if cities_knights else ROW) * lay.unit)
    if lay.form == "phone":
        middle = x0 + round(COLUMN * lay.unit)
        boxes: list[Box] = []
        for i in range(players):
            left, right = (x0, middle) if i % 2 == 0 else (middle, x1)
            y = top + i // 2 * row
            boxes.append((left, y, right, y + row))
        return boxes
    return [(x0, top + i * row, x1, top + (i + 1) * row) for i in range(players)]


def name_span(row: Box, unit: float, vp: int) -> tuple[float, float]:
    """Left and right limits of a seat's name in its block: past the swatch, before the points."""
    inner_left, inner_right = row[0] + round(PAD * unit) // 2, row[2] - round(PAD * unit) // 2
    left = inner_left + round(14 * unit) + round(34 * unit) + 8 * unit
    vp_w = fonts.measure(str(vp), round(34 * unit), bold=True)
    right = inner_right - round(PAD * unit) - vp_w - 30 * unit
    return (left, right)
