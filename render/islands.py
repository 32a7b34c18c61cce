"""Seafarers' islands (SF-9): a faint sandy line just off the coast of each
island (or declared area), so that where one island ends and the next begins reads at a
glance; and, in a scenario that pays special points for a new island, a badge on each island
with its points (`+2`) and a dot in the colour and mark of each seat that has taken them. A
badge turns grey once no seat can take its points any more (each has it as home or has
settled it), so the islands still worth a settlement stand out."""

from __future__ import annotations

import math
from collections.abc import Mapping

from PIL import Image, ImageDraw

from . import fonts, palette
from .geometry import Layout, hex_corners
from .marks import draw_mark
from .view import Board, HexTile, Seafarers

#: How far off the coast the outline runs (hex units), and its width.
OUTSET = 0.1
LINE_WIDTH = 0.05
#: The badge: its text size (hex units, wide form) and a seat's dot.
BADGE_SIZE = 0.3
DOT = 0.13
#: The distance between the centres of two neighbouring hexes (hex units).
NEIGHBOUR = math.sqrt(3)

Corner = tuple[float, float]


def _key(point: Corner) -> Corner:
    return (round(point[0], 3), round(point[1], 3))


def areas_of(board: Board, sea: Seafarers) -> dict[str, list[HexTile]]:
    """The land hexes in sight of each island, by the island's name (the view's `areas`)."""
    out: dict[str, list[HexTile]] = {}
    for tile in board.hexes:
        area = sea.areas.get(tile.id)
        if area is not None:
            out.setdefault(area, []).append(tile)
    return out


def outline(tiles: list[HexTile]) -> list[tuple[Corner, Corner]]:
    """The sides of the island's coast (sides no other hex of the island shares), each pushed
    OUTSET off the coast: every corner moves away from the island's hexes that meet there."""
    sides: dict[frozenset[Corner], tuple[Corner, Corner]] = {}
    seen: dict[frozenset[Corner], int] = {}
    centres: dict[Corner, list[Corner]] = {}
    for tile in tiles:
        corners = [_key(c) for c in hex_corners(tile.x, tile.y)]
        for i, corner in enumerate(corners):
            centres.setdefault(corner, []).append((tile.x, tile.y))
            side = (corner, corners[(i + 1) % 6])
            key = frozenset(side)
            seen[key] = seen.get(key, 0) + 1
            sides[key] = side
    coast = [side for key, side in sides.items() if seen[key] == 1]

    def pushed(corner: Corner) -> Corner:
        around = centres[corner]
        dx = sum(corner[0] - x for x, _ in around)
        dy = sum(corner[1] - y for _, y in around)
        length = math.hypot(dx, dy) or 1.0
        return (corner[0] + dx / length * OUTSET, corner[1] + dy / length * OUTSET)

    return [(pushed(a), pushed(b)) for a, b in coast]


def badge_spot(board: Board, tiles: list[HexTile], pirate: str | None) -> Corner | None:
    """Where an island's badge stands: the centre of the topmost sea hex beside the island
    (then the leftmost) that holds no harbor and not the pirate. A sea hex's centre is clear of
    every path (ships and their marks run along its sides) and of the ids at its corners."""
    taken = {_key((h.sea.x, h.sea.y)) for h in board.harbors}
    if pirate is not None:
        tile = next((t for t in board.sea_hexes if t.id == pirate), None)
        if tile is not None:
            taken.add(_key((tile.x, tile.y)))
    water = [(t.x, t.y) for t in board.sea] + [(t.x, t.y) for t in board.sea_hexes]
    beside = [
        (x, y)
        for x, y in water
        if _key((x, y)) not in taken
        and any(abs(math.hypot(x - t.x, y - t.y) - NEIGHBOUR) < 0.01 for t in tiles)
    ]
    return min(beside, key=lambda c: (c[1], c[0])) if beside else None


def draw_outlines(im: Image.Image, lay: Layout, board: Board, sea: Seafarers) -> None:
    """The line round each island, under every piece."""
    d = ImageDraw.Draw(im)
    width = lay.s(LINE_WIDTH)
    for tiles in areas_of(board, sea).values():
        for a, b in outline(tiles):
            d.line((lay.px(*a), lay.px(*b)), fill=palette.SHORE, width=width)


def draw_badges(
    im: Image.Image, lay: Layout, board: Board, sea: Seafarers, seats: Mapping[str, int]
) -> None:
    """Each island's special points and who has taken them, on a sea hex beside it (only in a
    scenario with island points, once the set-up has given the players their home islands)."""
    if sea.island_bonus <= 0 or not any(sea.home.values()):
        return
    d = ImageDraw.Draw(im)
    size = lay.label(BADGE_SIZE)
    dot = lay.label(DOT)
    for area, tiles in sorted(areas_of(board, sea).items()):
        if all(area in homes for homes in sea.home.values()):
            continue  # everybody's home island pays nothing
        taken = [p for p, reached in sea.islands_reached.items() if area in reached]
        open_to = [
            p
            for p in sea.home
            if area not in sea.home[p] and area not in sea.islands_reached.get(p, ())
        ]
        spot = badge_spot(board, tiles, sea.pirate)
        if spot is None:
            continue
        cx, cy = lay.px(*spot)
        text = f"+{sea.island_bonus}"
        width = fonts.measure(text, size, bold=True) + len(taken) * (dot * 2 + 2)
        pad = size * 0.3
        box = (cx - width / 2 - pad, cy - size * 0.65, cx + width / 2 + pad, cy + size * 0.65)
        d.rounded_rectangle(box, radius=size * 0.4, fill=palette.PANEL, outline=palette.SHORE)
        ink = palette.GOLD if open_to else palette.PANEL_MUTED
        x = box[0] + pad
        fonts.draw_text(d, (x, cy), text, size, ink, bold=True, anchor="lm")
        x += fonts.measure(text, size, bold=True) + 2
        for player in taken:
            look = palette.seat(seats.get(player, 0))
            d.ellipse(
                (x + 1, cy - dot, x + 1 + 2 * dot, cy + dot), fill=look.fill, outline=look.outline
            )
            # the seat's mark on its dot: who it is without telling colours apart
            draw_mark(d, look.mark, x + 1 + dot, cy, dot * 0.5, look.outline)
            x += dot * 2 + 2
