"""A page of ranked players as a table, phone first: what the league standings and a
tournament's ranking share (their rows differ; `render.standings`, `render.tournament`).

Drawn 800 pixels wide to be read at 400 on a phone: the smallest text is 22 pixels here (11
there), names and numbers 26 (13 there). A page is a title, the column heads, the rows shaded
every other one (a line saying there are none, when none), and a legend under them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PIL import Image, ImageDraw

from words import Catalogue

from . import fonts, palette

WIDTH = 800
PAD = 16
HEAD = 96
ROW = 58
LEGEND_SIZE = 22
#: The type size of names and numbers in a row (at 800 wide).
BIG = 26

#: A column: its name in the catalogue, its left edge (`l`) or right edge (`r`) in pixels at
#: 800 wide, and which of the two.
Column = tuple[str, int, str]
Row = TypeVar("Row")
#: Draws one row over its shading: the drawing, the scale, the row's top, the row.
DrawRow = Callable[[ImageDraw.ImageDraw, float, float, Row], None]


def draw_page(
    title: str,
    title_ink: tuple[int, int, int],
    columns: Sequence[Column],
    prefix: str,
    rows: Sequence[Row],
    draw_row: DrawRow[Row],
    *,
    size: int,
    words: Catalogue,
) -> Image.Image:
    """The page: `title` in `title_ink`, the heads of `columns` (`{prefix}.{name}` in the
    catalogue, as are `{prefix}.empty` and `{prefix}.legend`), each of `rows` drawn by
    `draw_row`. `size`: the picture's width, 400 to 3000 pixels."""
    if not 400 <= size <= 3000:
        raise ValueError("size must be between 400 and 3000 pixels")
    u = size / WIDTH
    legend = wrap(words.say(f"{prefix}.legend"), LEGEND_SIZE, WIDTH - 2 * PAD)
    tall = HEAD + ROW * max(1, len(rows)) + 28 + LEGEND_SIZE * 1.3 * len(legend)
    im = Image.new("RGB", (size, round(tall * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    fitted = fonts.fit(title, round(28 * u), size - 2 * PAD * u, bold=True)
    fonts.draw_text(d, (PAD * u, 28 * u), fitted, round(28 * u), title_ink, bold=True)
    for i, (name, x, side) in enumerate(columns):
        text = words.say(f"{prefix}.{name}")
        head, head_size = column_head(text, round(22 * u), u, i, columns)
        fonts.draw_text(
            d, (x * u, 74 * u), head, head_size, palette.PANEL_MUTED, bold=True, anchor=f"{side}m"
        )
    y = HEAD * u
    if not rows:
        fonts.draw_text(
            d,
            (PAD * u, y + ROW * u / 2),
            words.say(f"{prefix}.empty"),
            round(BIG * u),
            palette.PANEL_MUTED,
        )
    for i, row in enumerate(rows):
        if i % 2 == 0:
            d.rectangle(
                (0, round(y), round(WIDTH * u), round(y + ROW * u) - 1), fill=palette.PANEL_ROW
            )
        draw_row(d, u, y, row)
        y += ROW * u
    y += 14 * u
    for line in legend:
        fonts.draw_text(d, (PAD * u, y + 10 * u), line, round(LEGEND_SIZE * u), palette.PANEL_MUTED)
        y += LEGEND_SIZE * 1.3 * u
    return im


def draw_cells(
    d: ImageDraw.ImageDraw,
    u: float,
    mid: float,
    cells: Sequence[str],
    columns: Sequence[Column],
    ink: tuple[int, int, int],
) -> None:
    """A row's numbers, right-aligned in `columns` at height `mid`: the first in the row's
    `ink` and bold (the one the table is ranked by), the others plain."""
    for i, (text, (_, x, _side)) in enumerate(zip(cells, columns, strict=True)):
        fonts.draw_text(
            d,
            (x * u, mid),
            text,
            round(BIG * u),
            ink if i == 0 else palette.PANEL_TEXT,
            bold=i == 0,
            anchor="rm",
        )


def column_head(
    text: str, size: int, u: float, index: int, columns: Sequence[Column]
) -> tuple[str, int]:
    """A right-aligned column's head and its type size, made to fit between the previous
    column's right edge and its own (a longer translation is set smaller, then cut)."""
    _, x, side = columns[index]
    if side != "r" or index == 0 or columns[index - 1][2] != "r":
        return text, size
    room = (x - columns[index - 1][1] - 10) * u
    smaller = fonts.shrink(text, size, room, bold=True, least=0.6)
    return fonts.fit(text, smaller, room, bold=True), smaller


def wrap(text: str, size: int, width: float) -> list[str]:
    """Text broken at spaces into lines at most `width` pixels wide."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}".strip()
        if line and fonts.measure(trial, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines
