"""render_ranking: a tournament's final ranking (or its ranking so far), phone first.

A page like the standings (`render.ranked` draws both); the first three places carry a gold,
silver and bronze medal."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from words import ENGLISH, Catalogue

from . import encode, fonts, palette, ranked
from .ranked import BIG, ROW, WIDTH

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
    return ranked.draw_page(
        table.title,
        palette.GOLD,
        COLUMNS,
        "tournament.picture",
        table.rows,
        _row,
        size=size,
        words=words,
    )


def _row(d: ImageDraw.ImageDraw, u: float, y: float, row: RankingRow) -> None:
    mid = y + ROW * u / 2
    big = round(BIG * u)
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
    ranked.draw_cells(d, u, mid, cells, COLUMNS[2:], ink)
