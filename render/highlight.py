"""Highlights: the spots a player may choose (the legal spots of a move), in yellow.

Intersections get their id chip (or the tag beside their piece) in yellow, paths a bar between
their two ids, hexes their letter on a round badge.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from . import fonts, labels, palette, piece_tags, sprite
from .geometry import Layout
from .view import Board

EDGE = (20, 20, 20)
#: Badge sizes in hex units (wide form): text, and the radius on hexes, spots, tags and paths.
BADGE_TEXT = 0.29
HEX_BADGE = 0.24
PATH_BADGE = 0.18
#: A highlighted path's bar leaves this share of the path free at each end, for the ids there.
PATH_END = 0.16
PATH_WIDTH = 0.2
#: The small hex badge (a pill): its height and the room beside its text, times its type size.
PILL_HEIGHT = 1.15
PILL_PADDING = 0.4


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
        # Lettered sea hexes too: the pirate's prompt marks them (Seafarers).
        letters = {h.id for h in board.hexes + board.sea_hexes}
        bad += [h for h in self.hexes if h not in letters]
        if bad:
            raise ValueError(f"highlight names spots not on this board: {', '.join(bad)}")


#: What render_board accepts as `highlight`: a Highlight, a dict with the same keys, or None.
HighlightLike = Highlight | Mapping[str, Any] | None


def draw_hex_marks(
    im: Image.Image,
    lay: Layout,
    hl: Highlight,
    centres: Mapping[str, tuple[float, float]],
    small: Collection[str] = (),
) -> None:
    """Highlighted hexes: their letter on a yellow badge, nothing more, so a prompt that offers
    most of the map (the robber's) stays calm (drawn over the pieces); `centres`: where each
    badge goes, in pixels, and `small`: the hexes whose badge is the small one (see
    `compose.places`)."""
    for hex_id, text in zip(hl.hexes, hl.labels()[2], strict=True):
        sprite.paste(im, hex_badge(lay, text, small=hex_id in small), centres[hex_id])


def hex_badge(lay: Layout, text: str, *, small: bool = False) -> Image.Image:
    """The badge of a highlighted hex showing `text`: a disc, or with `small` a pill hugging
    the text (as tall as an id's chip and a little more), for a hex too crowded for the disc."""
    size = lay.label(BADGE_TEXT)
    if small:
        return pill_sprite(text, size)
    return disc_sprite(text, size, round(HEX_BADGE * lay.zoom * lay.scale))


def draw_path_marks(im: Image.Image, lay: Layout, board: Board, hl: Highlight) -> None:
    """Highlighted paths: a wide yellow bar between the path's two ends, whose id chips are
    drawn again over it after (a path's id is its two intersections); with `numbered`, a badge
    with its number on the bar. Drawn over the roads and under the buildings."""
    if not hl.paths:
        return
    d = ImageDraw.Draw(im)
    for path_id in hl.paths:
        path = board.paths[path_id]
        a, b = board.intersections[path.a], board.intersections[path.b]
        ax, ay = lay.px(a.x, a.y)
        bx, by = lay.px(b.x, b.y)
        t = PATH_END
        line = (ax + (bx - ax) * t, ay + (by - ay) * t, bx - (bx - ax) * t, by - (by - ay) * t)
        d.line(line, fill=EDGE, width=lay.s(PATH_WIDTH + 0.08))
        d.line(line, fill=palette.HIGHLIGHT, width=lay.s(PATH_WIDTH))
    if hl.numbered:
        for path_id, text in zip(hl.paths, hl.labels()[1], strict=True):
            path = board.paths[path_id]
            a, b = board.intersections[path.a], board.intersections[path.b]
            _disc(im, lay.px((a.x + b.x) / 2, (a.y + b.y) / 2), lay, text, PATH_BADGE)


def draw_marks(
    im: Image.Image,
    lay: Layout,
    board: Board,
    hl: Highlight,
    built: Mapping[int, str],
    points: Mapping[int, tuple[float, float]] | None = None,
) -> None:
    """Highlighted intersections (drawn over the pieces): a free one's id chip turns yellow (no
    larger, so it hides no hex letter), a built one's tag beside its piece (`built`:
    intersection -> piece kind; `points`: where the tags are, see `piece_tags.tag_points`) too."""
    size = lay.label(labels.ID_SIZE)
    for spot_id, text in zip(hl.intersections, hl.labels()[0], strict=True):
        spot = board.intersections[spot_id]
        kind = built.get(spot_id)
        if kind is None:
            centre = labels.chip_point(board, lay, spot)
        elif points is not None and spot_id in points:
            centre = lay.px(*points[spot_id])
        else:
            centre = lay.px(*piece_tags.tag_point(board, lay, spot_id, kind))
        chip = labels.id_chip(text, size, fill=palette.HIGHLIGHT, ink=palette.HIGHLIGHT_TEXT)
        sprite.paste(im, chip, centre)


def _disc(
    im: Image.Image, centre: tuple[float, float], lay: Layout, text: str, radius: float
) -> None:
    sprite.paste(
        im, disc_sprite(text, lay.label(BADGE_TEXT), round(radius * lay.zoom * lay.scale)), centre
    )


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

    def letters(d: ImageDraw.ImageDraw, _: float) -> None:
        centre = (diameter / 2, diameter / 2)
        fonts.draw_text(d, centre, text, size, palette.HIGHLIGHT_TEXT, bold=True, anchor="mm")

    return sprite.cached(("hl-disc", text, size, radius), diameter, diameter, paint, letters)


def pill_sprite(text: str, size: int) -> Image.Image:
    """A yellow badge with a dark ring around `text` and round ends, as small as reads well:
    a disc for one narrow letter, longer for a wider name."""
    height = round(size * PILL_HEIGHT)
    width = max(height, round(fonts.measure(text, size, bold=True) + size * PILL_PADDING))
    ring = max(2, round(height / 14))

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (0, 0, width * k - 1, height * k - 1),
            radius=height * k / 2,
            fill=palette.HIGHLIGHT,
            outline=EDGE,
            width=round(k * ring),
        )

    def letters(d: ImageDraw.ImageDraw, _: float) -> None:
        centre = (width / 2, height / 2)
        fonts.draw_text(d, centre, text, size, palette.HIGHLIGHT_TEXT, bold=True, anchor="mm")

    return sprite.cached(("hl-pill", text, size), width, height, paint, letters)
