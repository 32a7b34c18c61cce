"""render_ranking: a tournament's final ranking (or its ranking so far), phone first.

Drawn 800 pixels wide to be read at 400 on a phone, like the standings: the smallest text is
22 pixels here (11 there), names and numbers 26 (13 there). The first three places carry a
gold, silver and bronze medal."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from words import ENGLISH, Catalogue

from . import encode, fonts, palette
from .standings import LEGEND_SIZE, PAD, column_head, wrap

WIDTH = 800
HEAD = 96
ROW = 58
MEDALS = ((240, 196, 64), (200, 204, 212), (205, 127, 50))
COLUMNS = (
    ("place", 18, "l"),
    ("player", 74, "l"),
    ("score", 560, "r"),
    ("opponents", 676, "r"),
    ("share", 784, "r"),
)
NAME_ROOM = 96


@dataclass(frozen=True)
class RankingRow:
    """One player's line: place, name, score and the tie-breaks (opponents' score, VP)."""

    place: int
    name: str
    score: float
    opponents: float = 0.0
    vp_share: float = 0.0


@dataclass(frozen=True)
class RankingTable:
    """A tournament's ranking: a title and its rows, best first."""

    title: str
    rows: Sequence[RankingRow] = field(default_factory=tuple)


def render_ranking(table: RankingTable, *, size: int = WIDTH, words: Catalogue = ENGLISH) -> bytes:
    """PNG of a tournament's ranking."""
    return encode.png(draw_ranking(table, size=size, words=words))


def draw_ranking(
    table: RankingTable, *, size: int = WIDTH, words: Catalogue = ENGLISH
) -> Image.Image:
    """`render_ranking` before encoding."""
    if not 400 <= size <= 3000:
        raise ValueError("size must be between 400 and 3000 pixels")
    u = size / WIDTH
    rows = max(1, len(table.rows))
    legend = wrap(words.say("tournament.picture.legend"), LEGEND_SIZE, WIDTH - 2 * PAD)
    tall = HEAD + ROW * rows + 28 + LEGEND_SIZE * 1.3 * len(legend)
    im = Image.new("RGB", (size, round(tall * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    title = fonts.fit(table.title, round(28 * u), size - 2 * PAD * u, bold=True)
    fonts.draw_text(d, (PAD * u, 28 * u), title, round(28 * u), palette.GOLD, bold=True)
    for i, (name, x, side) in enumerate(COLUMNS):
        text = words.say(f"tournament.picture.{name}")
        head, head_size = column_head(text, round(22 * u), u, i, COLUMNS)
        fonts.draw_text(
            d, (x * u, 74 * u), head, head_size, palette.PANEL_MUTED, bold=True, anchor=f"{side}m"
        )
    y = HEAD * u
    if not table.rows:
        fonts.draw_text(
            d,
            (PAD * u, y + ROW * u / 2),
            words.say("tournament.picture.empty"),
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


def _row(d: ImageDraw.ImageDraw, u: float, y: float, row: RankingRow, shaded: bool) -> None:
    if shaded:
        d.rectangle((0, round(y), round(WIDTH * u), round(y + ROW * u) - 1), fill=palette.PANEL_ROW)
    mid = y + ROW * u / 2
    big = round(26 * u)
    if row.place <= len(MEDALS):
        r = 19 * u
        cx = 34 * u
        d.ellipse((cx - r, mid - r, cx + r, mid + r), fill=MEDALS[row.place - 1])
        fonts.draw_text(d, (cx, mid), str(row.place), big, palette.PANEL, bold=True, anchor="mm")
    else:
        fonts.draw_text(d, (18 * u, mid), str(row.place), big, palette.PANEL_TEXT, bold=True)
    ink = palette.GOLD if row.place == 1 else palette.PANEL_TEXT
    room = (COLUMNS[2][1] - NAME_ROOM - COLUMNS[1][1]) * u
    fonts.draw_text(
        d, (74 * u, mid), fonts.fit(row.name, big, room, bold=True), big, ink, bold=True
    )
    cells = (f"{row.score:.2f}", f"{row.opponents:.2f}", f"{row.vp_share:.2f}")
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
