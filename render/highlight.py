"""Highlights: badges on the spots a player may choose (the legal spots of a move)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from . import fonts, palette, sprite
from .geometry import Layout, hex_corners
from .labels import LETTER_Y
from .view import Board

EDGE = (20, 20, 20)


@dataclass(frozen=True)
class Highlight:
    """Spots to mark with badges: intersection ids, path ids ("12-17") and hex letters.

    Each badge shows the spot's id, which is what commands accept; with `numbered`, badges show
    1, 2, 3... instead, in the order given (intersections, then paths, then hexes), for menus that
    list the choices by number.
    """

    intersections: Sequence[int] = ()
    paths: Sequence[str] = ()
    hexes: Sequence[str] = ()
    numbered: bool = False

    @classmethod
    def coerce(cls, value: Highlight | Mapping[str, Any] | None) -> Highlight:
        """A Highlight from itself, a dict with the same keys, or None (nothing marked)."""
        if value is None:
            return cls()
        if isinstance(value, Highlight):
            return value
        unknown = set(value) - {"intersections", "paths", "hexes", "numbered"}
        if unknown:
            raise ValueError(f"unknown highlight keys: {sorted(unknown)}")
        return cls(
            intersections=tuple(int(i) for i in value.get("intersections", ())),
            paths=tuple(str(p) for p in value.get("paths", ())),
            hexes=tuple(str(h) for h in value.get("hexes", ())),
            numbered=bool(value.get("numbered", False)),
        )

    def labels(self) -> tuple[list[str], list[str], list[str]]:
        """The text of each badge, per kind of spot."""
        if not self.numbered:
            return (
                [str(i) for i in self.intersections],
                [str(p) for p in self.paths],
                [str(h) for h in self.hexes],
            )
        n = len(self.intersections)
        m = n + len(self.paths)
        return (
            [str(i + 1) for i in range(n)],
            [str(n + i + 1) for i in range(len(self.paths))],
            [str(m + i + 1) for i in range(len(self.hexes))],
        )

    def check(self, board: Board) -> None:
        """Refuse ids that are not on `board`."""
        bad = [str(i) for i in self.intersections if i not in board.intersections]
        bad += [p for p in self.paths if p not in board.paths]
        letters = {h.id for h in board.hexes}
        bad += [h for h in self.hexes if h not in letters]
        if bad:
            raise ValueError(f"highlight names spots not on this board: {', '.join(bad)}")


#: What render_board accepts as `highlight`: a Highlight, a dict with the same keys, or None.
HighlightLike = Highlight | Mapping[str, Any] | None


def draw_hex_marks(im: Image.Image, lay: Layout, board: Board, hl: Highlight) -> None:
    """Rings around highlighted hexes and badges with their labels (drawn under the pieces)."""
    for hex_id, text in zip(hl.hexes, hl.labels()[2], strict=True):
        tile = board.hex(hex_id)
        sprite.paste(im, ring_sprite(round(lay.scale)), lay.px(tile.x, tile.y))
        _disc(im, lay.px(tile.x, tile.y + LETTER_Y), lay, text, 0.24)


def draw_marks(im: Image.Image, lay: Layout, board: Board, hl: Highlight) -> None:
    """Badges on highlighted paths and intersections (drawn over the pieces)."""
    d = ImageDraw.Draw(im)
    _, path_labels, _ = hl.labels()
    for path_id, text in zip(hl.paths, path_labels, strict=True):
        path = board.paths[path_id]
        a, b = board.intersections[path.a], board.intersections[path.b]
        ax, ay = lay.px(a.x, a.y)
        bx, by = lay.px(b.x, b.y)
        t = 0.2
        d.line(
            (ax + (bx - ax) * t, ay + (by - ay) * t, bx - (bx - ax) * t, by - (by - ay) * t),
            fill=EDGE,
            width=lay.s(0.16),
        )
        d.line(
            (ax + (bx - ax) * t, ay + (by - ay) * t, bx - (bx - ax) * t, by - (by - ay) * t),
            fill=palette.HIGHLIGHT,
            width=lay.s(0.09),
        )
        _pill(im, ((ax + bx) / 2, (ay + by) / 2), lay, text)
    for spot_id, text in zip(hl.intersections, hl.labels()[0], strict=True):
        spot = board.intersections[spot_id]
        _disc(im, lay.px(spot.x, spot.y), lay, text, 0.25)


def _disc(
    im: Image.Image, centre: tuple[float, float], lay: Layout, text: str, radius: float
) -> None:
    sprite.paste(im, disc_sprite(text, lay.s(0.29), round(radius * lay.scale)), centre)


def _pill(im: Image.Image, centre: tuple[float, float], lay: Layout, text: str) -> None:
    sprite.paste(im, pill_sprite(text, lay.s(0.22)), centre)


def disc_sprite(text: str, size: int, radius: int) -> Image.Image:
    """A round yellow badge with a dark ring around `text`, wide enough for it."""
    radius = max(radius, round((fonts.measure(text, size, bold=True) + size * 0.5) / 2))
    diameter = radius * 2 + 2

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.ellipse(
            (k, k, (diameter - 1) * k, (diameter - 1) * k),
            fill=palette.HIGHLIGHT,
            outline=EDGE,
            width=round(k * max(2, radius / 8)),
        )
        fonts.draw_text(
            d,
            (diameter * k / 2, diameter * k / 2),
            text,
            round(size * k),
            palette.HIGHLIGHT_TEXT,
            bold=True,
            anchor="mm",
        )

    return sprite.cached(("hl-disc", text, size, radius), diameter, diameter, paint)


def pill_sprite(text: str, size: int) -> Image.Image:
    """A rounded yellow badge for a path's id."""
    width = round(fonts.measure(text, size, bold=True) + size * 0.9)
    height = round(size * 1.35)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (0, 0, width * k - 1, height * k - 1),
            radius=height * k / 2,
            fill=palette.HIGHLIGHT,
            outline=EDGE,
            width=round(k * 2),
        )
        fonts.draw_text(
            d,
            (width * k / 2, height * k / 2),
            text,
            round(size * k),
            palette.HIGHLIGHT_TEXT,
            bold=True,
            anchor="mm",
        )

    return sprite.cached(("hl-pill", text, size), width, height, paint)


def ring_sprite(radius: int) -> Image.Image:
    """A thick yellow and black ring just inside a hex's edge."""
    size = radius * 2 + 2

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        c = size * k / 2
        outer = [(c + x * radius * k, c + y * radius * k) for x, y in hex_corners(0, 0, 0.93)]
        width = max(2, round(radius * 0.08))
        d.line([*outer, outer[0]], fill=EDGE, width=round((width + 4) * k), joint="curve")
        d.line([*outer, outer[0]], fill=palette.HIGHLIGHT, width=round(width * k), joint="curve")

    return sprite.cached(("hl-ring", radius), size, size, paint)
