"""Putting a board picture together: the cached map, the pieces in drawing order, the panel."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from . import labels, panel
from .geometry import Layout, board_layout
from .highlight import Highlight, draw_hex_marks, draw_marks
from .pieces.buildings import draw_buildings
from .pieces.roads import draw_roads
from .pieces.robber import draw_robber, draw_shade
from .static import map_layer
from .view import PublicView

#: Height (at unit 1) of the strip under the map for each rule set's tracks; none in the base game.
TRACK_HEIGHT = {"cities_knights": 72}


def layout(public: PublicView, size: int) -> Layout:
    """The layout of `public`'s picture at width `size`."""
    return board_layout(
        public.board,
        size,
        panel.panel_height(len(public.players)),
        TRACK_HEIGHT.get(public.rules, 0),
    )


def compose(
    public: PublicView, hl: Highlight, lay: Layout, names: Mapping[str, str]
) -> Image.Image:
    """The RGB board picture."""
    hidden = {b.intersection for b in public.buildings} | set(hl.intersections)
    im = map_layer(public.board, lay).base(hidden, public.board, lay)
    draw_pieces(im, lay, public, hl, hidden)
    panel.draw_panel(im, lay.panel_box, lay.unit, public, names)
    return im


def draw_pieces(
    im: Image.Image, lay: Layout, public: PublicView, hl: Highlight, hidden: set[int]
) -> None:
    """Everything on the map that changes during a game, bottom layer first."""
    seats = {p.id: p.seat for p in public.players}
    if hl.hexes:
        draw_hex_marks(im, lay, public.board, hl)
        labels.draw_ids(im, lay, public.board, hidden)  # back over the rings
    draw_shade(im, lay, public.board, public.robber)
    if public.robber is not None:  # the shade must not dim the ids around the hex
        labels.draw_ids(im, lay, public.board, hidden, public.board.hex(public.robber))
    draw_roads(im, lay, public.board, public.roads, seats)
    draw_buildings(im, lay, public.board, public.buildings, seats)
    draw_robber(im, lay, public.board, public.robber)
    draw_marks(im, lay, public.board, hl)
