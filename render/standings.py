"""render_standings: a page of a league's standings as a table, phone first.

The picture is 800 pixels wide and is read at 400 on a phone: the smallest text is 22 pixels
here (11 there), the names and numbers 26 (13 there)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from words import ENGLISH, Catalogue

from . import encode, fonts, palette

WIDTH = 800
PAD = 16
HEAD = 96
ROW = 58
LEGEND = 92
# Column right edges (or left for rank and name), in pixels at 800 wide.
COLUMNS = (
    ("rank", 18, "l"),
    ("player", 74, "l"),
    ("rating", 396, "r"),
    ("games", 494, "r"),
    ("wins", 568, "r"),
    ("share", 648, "r"),
    ("reliability", 732, "r"),
    ("timeouts", 784, "r"),
)
NAME_ROOM = 90  # between a name's end and the rating's right edge
LEGEND_SIZE = 22


@dataclass(frozen=True)
class StandingRow:
    """One player's line. `rating` is the displayed rating; shares are 0 to 1."""

    rank: int
    name: str
    rating: float
    provisional: bool = False
    games: int = 0
    wins: int = 0
    vp_share: float = 0.0
    reliability: float = 0.0
    timeouts: int = 0


@dataclass(frozen=True)
class StandingsTable:
    """A page of standings: a title (league, season, page) and its rows, best first."""

    title: str
    rows: Sequence[StandingRow] = field(default_factory=tuple)


def render_standings(
    table: StandingsTable, *, size: int = WIDTH, words: Catalogue = ENGLISH
) -> bytes:
    """PNG of a page of standings."""
    return encode.png(draw_standings(table, size=size, words=words))


def draw_standings(
    table: StandingsTable, *, size: int = WIDTH, words: Catalogue = ENGLISH
) -> Image.Image:
    """`render_standings` before encoding."""
    if not 400 <= size <= 3000:
        raise ValueError("size must be between 400 and 3000 pixels")
    u = size / WIDTH
    rows = max(1, len(table.rows))
    legend = wrap(words.say("league.picture.legend"), LEGEND_SIZE, WIDTH - 2 * PAD)
    tall = HEAD + ROW * rows + 28 + LEGEND_SIZE * 1.3 * len(legend)
    im = Image.new("RGB", (size, round(tall * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    title = fonts.fit(table.title, round(28 * u), size - 2 * PAD * u, bold=True)
    fonts.draw_text(d, (PAD * u, 28 * u), title, round(28 * u), palette.PANEL_TEXT, bold=True)
    _header(d, u, 74 * u, words)
    y = HEAD * u
    if not table.rows:
        fonts.draw_text(
            d,
            (PAD * u, y + ROW * u / 2),
            words.say("league.picture.empty"),
            round(26 * u),
            palette.PANEL_MUTED,
        )
    for i, row in enumerate(table.rows):
        _row(d, u, y, row, shaded=i % 2 == 0)
        y += ROW * u
    y += 14 * u
    for line in legend:
        fonts.draw_text(d, (PAD * u, y + 10 * u), line, round(LEGEND_SIZE * u), palette.PANEL_MUTED)
        y += LEGEND_SIZE * 1.3 * u
    return im


def _header(d: ImageDraw.ImageDraw, u: float, y: float, words: Catalogue) -> None:
    size = round(22 * u)
    labels = [(words.say(f"league.picture.{name}"), x, side) for name, x, side in COLUMNS]
    for i, (text, x, side) in enumerate(labels):
        head, head_size = column_head(text, size, u, i, COLUMNS)
        fonts.draw_text(
            d, (x * u, y), head, head_size, palette.PANEL_MUTED, bold=True, anchor=f"{side}m"
        )


def _row(d: ImageDraw.ImageDraw, u: float, y: float, row: StandingRow, shaded: bool) -> None:
    if shaded:
        d.rectangle((0, round(y), round(WIDTH * u), round(y + ROW * u) - 1), fill=palette.PANEL_ROW)
    mid = y + ROW * u / 2
    big = round(26 * u)
    first = row.rank == 1
    ink = palette.GOLD if first else palette.PANEL_TEXT
    fonts.draw_text(d, (18 * u, mid), str(row.rank), big, ink, bold=True)
    name = fonts.fit(row.name, big, (COLUMNS[2][1] - NAME_ROOM - COLUMNS[1][1]) * u, bold=True)
    fonts.draw_text(d, (74 * u, mid), name, big, ink, bold=True)
    rating = f"{row.rating:.1f}" + ("?" if row.provisional else "")
    cells = (
        rating,
        str(row.games),
        str(row.wins),
        str(round(row.vp_share * 100)),
        str(round(row.reliability * 100)),
        str(row.timeouts),
    )
    for i, (text, (_, x, _side)) in enumerate(zip(cells, COLUMNS[2:], strict=True)):
        fonts.draw_text(
            d,
            (x * u, mid),
            text,
            big,
            ink if i == 0 else palette.PANEL_TEXT,
            bold=i == 0,
            anchor="rm",
        )


def column_head(
    text: str, size: int, u: float, index: int, columns: Sequence[tuple[str, int, str]]
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
