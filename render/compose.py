"""Putting a board picture together: the cached map, the pieces in drawing order, the panel."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from . import labels, panel
from .geometry import Form, Layout, board_layout, phone_layout
from .highlight import Highlight, draw_hex_marks, draw_marks, draw_path_marks
from .map_cache import MapCache
from .pieces.buildings import draw_buildings
from .pieces.roads import draw_roads
from .pieces.robber import draw_robber, draw_shade
from .static import map_layer
from .view import Board, PublicView

#: Height (at unit 1) of the strip under the map for each rule set's tracks; none in the base game.
TRACK_HEIGHT = {"cities_knights": 72}


def layout(public: PublicView, size: int, form: Form = "phone") -> Layout:
    """The layout of `public`'s picture at width `size` in `form`."""
    track = TRACK_HEIGHT.get(public.rules, 0)
    players = len(public.players)
    if form == "phone":
        return phone_layout(public.board, size, panel.panel_height(players, form), track)
    return board_layout(public.board, size, panel.panel_height(players, form), track)


def compose(
    public: PublicView,
    hl: Highlight,
    lay: Layout,
    names: Mapping[str, str],
    files: MapCache | None = None,
) -> Image.Image:
    """The RGB board picture (its map layer read from `files` when not in memory yet)."""
    hidden = {b["intersection"] for b in public.buildings} | set(hl.intersections)
    im = map_layer(public.board, lay, files).base(hidden, public.board, lay)
    draw_pieces(im, lay, public, hl, hidden)
    panel.draw_panel(im, lay, public, names)
    return im


def draw_pieces(
    im: Image.Image, lay: Layout, public: PublicView, hl: Highlight, hidden: set[int]
) -> None:
    """Everything on the map that changes during a game, bottom layer first."""
    seats = {p["id"]: p["seat"] for p in public.players}
    board = public.board
    draw_shade(im, lay, board, public.robber)
    if public.robber is not None:  # the shade must not dim its letter
        labels.draw_letter(ImageDraw.Draw(im), lay, board.hex(public.robber))
    draw_roads(im, lay, board, public.roads, seats)
    draw_path_marks(im, lay, board, hl)
    # the ids at the ends of roads and highlighted paths, back over their ends
    ends = {end for road in public.roads for end in _ends(board, road["path"])}
    ends.update(end for path in hl.paths for end in _ends(board, path))
    labels.draw_ids(im, lay, board, hidden | (set(board.intersections) - ends))
    labels.draw_leaders(im, lay, board, public.buildings)
    draw_buildings(im, lay, board, public.buildings, seats)
    labels.draw_covered_letters(im, lay, board, public.buildings)
    draw_robber(im, lay, board, public.robber)
    if public.robber is not None:  # neither the shade nor the pawn may hide the ids around it
        labels.draw_ids(im, lay, board, hidden, board.hex(public.robber))
    if hl.hexes:
        draw_hex_marks(im, lay, board, hl)
    labels.draw_tags(im, lay, board, public.buildings, seats, set(hl.intersections))
    built = {b["intersection"]: b["kind"] for b in public.buildings}
    draw_marks(im, lay, board, hl, built)


def _ends(board: Board, path_id: str) -> tuple[int, int]:
    path = board.paths[path_id]
    return (path.a, path.b)
