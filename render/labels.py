"""Ids players type: hex letters (part of the map) and intersection numbers.

A free intersection shows its number in a chip on the spot itself; a built one shows it on the
same chip in its owner's colours, a tag beside its piece, which `render.piece_tags` places.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine import BuildingView

from . import fonts, palette, sprite
from .cache import LruCache
from .geometry import HARBOR_RADIUS, Layout, Point, harbor_point, on_map
from .geometry import (
    ID_SIZE as ID_SIZE,
)
from .view import Board, HexTile, Intersection

LETTER_Y = -0.63
LETTER_SIZE = 0.28
RGB = tuple[int, int, int]


def corner_chip_bottom(lay: Layout) -> float:
    """How far below a hex's centre (hex units, negative: above it) the id chip on its top
    corner ends, a pixel of air included."""
    chip = round(lay.label(ID_SIZE) * 1.08)
    return -1 + (chip / 2 + 1) / lay.scale


def letter_y(lay: Layout) -> float:
    """Where a hex's letter stands below its centre (hex units): LETTER_Y, or lower when the
    labels are so large that the id chip on the hex's top corner would touch it."""
    top = fonts.font(lay.label(LETTER_SIZE), bold=True).getbbox("A", anchor="mm")[1]
    return max(LETTER_Y, corner_chip_bottom(lay) - top / lay.scale)


def _side_chips(board: Board, lay: Layout, tile: HexTile) -> list[PixelBox]:
    """The boxes of the id chips a sea hex's letter could meet on its two upper side corners."""
    out = []
    for node in board.intersections.values():
        for side in (-1, 1):
            if math.hypot(node.x - tile.x - side * 0.866, node.y - tile.y + 0.5) < 0.05:
                out.append(_chip_area(board, lay, node))
    return out


def _chip_area(board: Board, lay: Layout, spot: Intersection) -> PixelBox:
    """The pixel box of an intersection's id chip where `chip_point` puts it, unrounded."""
    chip = id_chip(str(spot.id), lay.label(ID_SIZE))
    cx, cy = chip_point(board, lay, spot)
    w, h = chip.width / 2, chip.height / 2
    return (cx - w, cy - h, cx + w, cy + h)


def sea_letter_shift(board: Board, lay: Layout, tile: HexTile) -> float:
    """How far (pixels, right positive) a sea hex's letter moves sideways off the id chips on
    its two upper side corners: a two-letter name between two three-digit ids may touch them."""
    x, _ = lay.px(tile.x, tile.y + letter_y(lay))
    left, _, right, _ = fonts.font(lay.label(LETTER_SIZE), bold=True).getbbox(tile.id, anchor="mm")
    size = lay.label(ID_SIZE)
    into = {-1: 0.0, 1: 0.0}  # how far the left and right chips reach into the letter
    for node in board.intersections.values():
        for side in (-1, 1):
            if math.hypot(node.x - tile.x - side * 0.866, node.y - tile.y + 0.5) < 0.05:
                half = id_chip(str(node.id), size).width / 2
                cx = chip_point(board, lay, node)[0]
                edge = x + left - (cx + half) if side < 0 else cx - half - (x + right)
                into[side] = max(0.0, 1.0 - edge)
    if into[-1] and into[1]:
        return (into[-1] - into[1]) / 2
    return into[-1] - into[1]


def sea_letter_drop(board: Board, lay: Layout, tile: HexTile) -> float:
    """How far (hex units) a sea hex's letter goes down from its place near the top, below the
    id chips on its two upper side corners, when it cannot stand between them (a wide
    two-letter name between two three-digit ids): 0 when it can (see `sea_letter_shift`)."""
    x, y = lay.px(tile.x, tile.y + letter_y(lay))
    x += sea_letter_shift(board, lay, tile)
    left, top, right, bottom = fonts.font(lay.label(LETTER_SIZE), bold=True).getbbox(
        tile.id, anchor="mm"
    )
    box = (x + left, y + top, x + right, y + bottom)
    chips = _side_chips(board, lay, tile)
    if not any(overlap(box, chip) for chip in chips):
        return 0.0
    below = max(chip[3] for chip in chips) + 1  # a pixel of air under the chips
    return (below - top - y) / lay.scale


def sea_letter_point(board: Board, lay: Layout, tile: HexTile) -> Point:
    """Where (pixels) a sea hex's letter is centred: near the hex's top, moved sideways off the
    id chips beside it, or down below them when it cannot stand between them; on a hex whose
    harbor badge would cover it there, where the badge leaves it clear (see `sea_letter_away`)."""
    return _sea_letters.get((board.key, lay), lambda: _sea_letter_points(board, lay))[tile.id]


def _sea_letter_points(board: Board, lay: Layout) -> dict[str, Point]:
    out = {}
    for tile in board.sea_hexes:
        away = sea_letter_away(board, lay, tile)
        if away is not None:
            out[tile.id] = lay.px(tile.x + away[0], tile.y + away[1])
            continue
        x, y = lay.px(tile.x, tile.y + letter_y(lay))
        drop = sea_letter_drop(board, lay, tile)
        if drop:
            out[tile.id] = (x, y + drop * lay.scale)
        else:
            out[tile.id] = (x + sea_letter_shift(board, lay, tile), y)
    return out


def _letter_box(lay: Layout, tile: HexTile, x: float, y: float) -> PixelBox:
    """The pixel box of a sea hex's letter centred on (x, y) pixels."""
    left, top, right, bottom = fonts.font(lay.label(LETTER_SIZE), bold=True).getbbox(
        tile.id, anchor="mm"
    )
    return (x + left, y + top, x + right, y + bottom)


#: The middle of a harbor's badge, in its radii, where its rate and glyph are: labels may touch
#: the badge's rim, not its middle.
HARBOR_MIDDLE = 0.6


def meets_harbor(board: Board, lay: Layout, box: PixelBox, reach: float = 1.0) -> bool:
    """Whether a harbor's round badge covers part of `box` (pixels); with `reach`, only the
    middle of the badge that many radii across (see HARBOR_MIDDLE)."""
    r = HARBOR_RADIUS * lay.zoom * lay.scale * reach
    for harbor in board.harbors:
        cx, cy = lay.px(*harbor_point(board, harbor))
        nx, ny = min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3])
        if math.hypot(nx - cx, ny - cy) < r:
            return True
    return False


def _corner_chips(board: Board, lay: Layout, tile: HexTile) -> list[PixelBox]:
    """The boxes of the id chips on a hex's six corners."""
    return [
        _chip_area(board, lay, node)
        for node in board.intersections.values()
        if abs(math.hypot(node.x - tile.x, node.y - tile.y) - 1) < 0.05
    ]


def sea_letter_away(board: Board, lay: Layout, tile: HexTile) -> Point | None:
    """Where (hex units from the hex's centre) a sea hex's letter goes when a harbor's badge
    would cover it at its place near the top (the badge of a coast above the hex sits there):
    near the bottom, or else beside the centre, wherever neither a badge nor a corner's id
    chip meets it; None when nothing covers it at the top, or no place is clear."""
    x, y = lay.px(tile.x, tile.y + letter_y(lay))
    drop = sea_letter_drop(board, lay, tile)
    if drop:
        y += drop * lay.scale
    else:
        x += sea_letter_shift(board, lay, tile)
    if not meets_harbor(board, lay, _letter_box(lay, tile, x, y)):
        return None
    chips = _corner_chips(board, lay, tile)
    for dx, dy in ((0.0, -letter_y(lay)), (-0.5, 0.0), (0.5, 0.0), (0.0, 0.0)):
        box = _letter_box(lay, tile, *lay.px(tile.x + dx, tile.y + dy))
        if not meets_harbor(board, lay, box) and not any(overlap(box, c) for c in chips):
            return (dx, dy)
    return None


_sea_letters: LruCache[tuple[str, Layout], dict[str, Point]] = LruCache(16)


def draw_letter(
    d: ImageDraw.ImageDraw,
    lay: Layout,
    tile: HexTile,
    *,
    sea: Board | None = None,
    drop: float | None = None,
    away: Point | None = None,
) -> None:
    """The hex's letter near its top, below its top corner's id; a sea hex's (`sea`: its board)
    in white without an edge, quieter on the water and fewer bytes on the largest maps, moved
    off the ids beside it (`drop`: how far down it goes, in hex units, when it cannot stand
    between them; by default as measured in `lay`; `away`: where it goes instead, off a
    harbor's badge, see `sea_letter_away`)."""
    x, y = lay.px(tile.x, tile.y + letter_y(lay))
    if sea is not None and away is not None:
        x, y = lay.px(tile.x + away[0], tile.y + away[1])
    elif sea is not None:
        if drop is None:
            drop = sea_letter_drop(sea, lay, tile)
        if drop:
            y += drop * lay.scale
        else:
            x += sea_letter_shift(sea, lay, tile)
    fonts.draw_text(
        d,
        (x, y),
        tile.id,
        lay.label(LETTER_SIZE),
        palette.SEA_LETTER if sea is not None else palette.LETTER,
        bold=True,
        anchor="mm",
        stroke=0 if sea is not None else lay.label(0.035),
        stroke_fill=palette.WHITE,
    )


def draw_ids(
    im: Image.Image, lay: Layout, board: Board, hidden: set[int], around: HexTile | None = None
) -> None:
    """Intersection id chips, except those in `hidden` (built on, or badged); with `around`,
    only the chips on that hex's corners."""
    size = lay.label(ID_SIZE)
    for spot in board.intersections.values():
        if spot.id in hidden:
            continue
        if around is not None and abs(math.hypot(spot.x - around.x, spot.y - around.y) - 1) > 0.05:
            continue
        sprite.paste(im, id_chip(str(spot.id), size), chip_point(board, lay, spot))


def draw_covered_letters(
    im: Image.Image, lay: Layout, board: Board, buildings: tuple[BuildingView, ...]
) -> None:
    """Hex letters again, over the pieces built on their hex's top corner (which cover them)."""
    built = {board.intersections[b["intersection"]] for b in buildings}
    tops = {(round(s.x, 2), round(s.y + 1, 2)) for s in built}
    d = ImageDraw.Draw(im)
    for tile in board.hexes:
        if (round(tile.x, 2), round(tile.y, 2)) in tops:
            draw_letter(d, lay, tile)


def chip_point(board: Board, lay: Layout, spot: Intersection) -> Point:
    """Where (pixels) an intersection's id chip is centred: on the spot, unless the chip would
    lie there on the middle of a harbor's badge (HARBOR_MIDDLE; touching its rim is fine), as
    a three-digit id beside a badge may on the larger labels of a phone: then at the nearest
    place around the spot (see `CHIP_STEPS`) on the map, off every other chip, hex letter and
    number token's number, and clear of every badge, or where there is no such place (a spot
    between two badges) off their middles. Chips are placed in the order of their ids, each
    keeping off those placed before it."""
    moved = _chips.get((board.key, lay), lambda: _moved_chips(board, lay))
    return moved.get(spot.id) or lay.px(spot.x, spot.y)


#: Where a chip moved off a harbor's badge may go: this many directions around its spot...
CHIP_TURNS = 24
#: ...at these distances from it (hex units), nearest first: at most half the way to the next
#: spot, so it still reads as its spot's.
CHIP_STEPS = tuple(0.02 * k for k in range(1, 26))

_chips: LruCache[tuple[str, Layout], dict[int, Point]] = LruCache(16)


def _moved_chips(board: Board, lay: Layout) -> dict[int, Point]:
    """The centres (pixels) of the chips that leave their spot (see `chip_point`), by id."""
    from .hex_badges import digits_box

    size = lay.label(ID_SIZE)
    sizes = {}
    boxes: dict[int, PixelBox] = {}
    for spot in board.intersections.values():
        chip = id_chip(str(spot.id), size)
        sizes[spot.id] = chip.size
        boxes[spot.id] = _chip_at(*chip.size, *lay.px(spot.x, spot.y))
    fixed = [box for box in (digits_box(lay, tile) for tile in board.hexes) if box]
    fixed += [
        _letter_box(lay, tile, *lay.px(tile.x, tile.y + letter_y(lay)))
        for tile in board.hexes + board.sea_hexes
    ]
    out: dict[int, Point] = {}
    for spot_id in sorted(boxes):
        if not meets_harbor(board, lay, boxes[spot_id], HARBOR_MIDDLE):
            continue
        spot = board.intersections[spot_id]
        sx, sy = lay.px(spot.x, spot.y)
        others = fixed + [box for other, box in boxes.items() if other != spot_id]
        for reach in (1.0, HARBOR_MIDDLE):
            place = _nearest_place(board, lay, (sx, sy), sizes[spot_id], others, reach)
            if place is not None:
                out[spot_id] = place
                boxes[spot_id] = _chip_at(*sizes[spot_id], *place)
                break
    return out


def _nearest_place(
    board: Board,
    lay: Layout,
    spot: Point,
    size: tuple[int, int],
    others: list[PixelBox],
    reach: float,
) -> Point | None:
    """The nearest centre (pixels) around `spot` for a chip of `size` on the map, off `others`
    and off every harbor's badge (`reach`: its middle only, see `meets_harbor`); of the
    directions as near, the one furthest from the badges; None if there is none."""
    badges = [lay.px(*harbor_point(board, harbor)) for harbor in board.harbors]
    for step in CHIP_STEPS:
        free = []
        for turn in range(CHIP_TURNS):
            angle = 2 * math.pi * turn / CHIP_TURNS
            cx = spot[0] + math.cos(angle) * step * lay.scale
            cy = spot[1] + math.sin(angle) * step * lay.scale
            box = _chip_at(*size, cx, cy)
            if (
                on_map(lay, box)
                and not meets_harbor(board, lay, box, reach)
                and not any(overlap(box, other) for other in others)
            ):
                free.append((-min(math.hypot(cx - x, cy - y) for x, y in badges), cx, cy))
        if free:
            _, cx, cy = min(free)
            return (cx, cy)
    return None


def chip_box(board: Board, lay: Layout, spot: Intersection) -> tuple[int, int, int, int]:
    """The pixel box an intersection's id chip covers."""
    chip = id_chip(str(spot.id), lay.label(ID_SIZE))
    return _chip_at(chip.width, chip.height, *chip_point(board, lay, spot))


def _chip_at(width: int, height: int, cx: float, cy: float) -> tuple[int, int, int, int]:
    """The pixel box a chip `width` by `height` centred on (cx, cy) covers, as pasted."""
    x, y = round(cx - width / 2), round(cy - height / 2)
    return (x, y, x + width, y + height)


def id_chip(
    text: str,
    size: int,
    *,
    fill: RGB = palette.LABEL_BG,
    ink: RGB = palette.LABEL_TEXT,
) -> Image.Image:
    """An id in a small chip (white, or a piece's colours for a tag) with a dark edge."""
    width = round(fonts.measure(text, size, bold=True) + size * 0.45)
    height = round(size * 1.08)
    tag = fill != palette.LABEL_BG

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        edge = max(1, round(k * size / (8 if tag else 16)))
        d.rounded_rectangle(
            (0, 0, width * k - 1, height * k - 1),
            radius=height * k * 0.3,
            fill=fill,
            outline=palette.INK,
            width=edge,
        )

    def build() -> Image.Image:
        # digits are all as wide, so chips share a few shapes and only the text is new
        shape = sprite.cached(("chip", width, height, size, fill), width, height, paint)
        chip = shape.copy()
        d = ImageDraw.Draw(chip)
        fonts.draw_text(d, (width / 2, height / 2), text, size, ink, bold=True, anchor="mm")
        return chip

    return sprite.derived(("id", text, size, fill, ink), build)


PixelBox = tuple[float, float, float, float]


def overlap(a: PixelBox, b: PixelBox) -> bool:
    """Whether two pixel boxes (left, top, right, bottom) share more than half a pixel each way."""
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5
