"""render_standings: a page of a league's standings as a table, phone first (a page like a
tournament's ranking: `render.ranked` draws both)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from words import ENGLISH, Catalogue

from . import encode, fonts, palette, ranked
from .ranked import BIG, ROW, WIDTH

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
    return ranked.draw_page(
        table.title,
        palette.PANEL_TEXT,
        COLUMNS,
        "league.picture",
        table.rows,
        _row,
        size=size,
        words=words,
    )


def _row(d: ImageDraw.ImageDraw, u: float, y: float, row: StandingRow) -> None:
    mid = y + ROW * u / 2
    big = round(BIG * u)
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
    ranked.draw_cells(d, u, mid, cells, COLUMNS[2:], ink)
