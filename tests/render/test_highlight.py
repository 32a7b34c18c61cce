"""Highlighted legal spots: obvious, with readable ids, and calm for the robber.
Measured on the pictures."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw

from render import Highlight
from render.board import board_labels, draw_board
from render.compose import layout, places
from render.geometry import FORMS, Form
from render.highlight import hex_badge
from render.labels import ID_SIZE, LETTER_SIZE, LETTER_Y, id_chip
from render.palette import HIGHLIGHT, HIGHLIGHT_TEXT
from render.piece_tags import tag_point
from render.view import read_public
from tests.render.cases import _game, spots
from tests.render.pixels import shows


def _changed(a: Image.Image, b: Image.Image) -> Image.Image:
    """A mask of the pixels that differ noticeably between two pictures."""
    return ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 24 else 0)


@pytest.mark.parametrize("form", FORMS)
def test_robber_highlight_only_badges_the_letters(form: Form) -> None:
    """Item 2: moving the robber offers nearly every hex; the picture marks each hex's letter on
    a yellow badge (lower, where it would cover an id) and changes nothing else (no outline
    around every hex, as before)."""
    played = _game("robber_move", 11)
    view = played.view()
    hexes = sorted({a.split()[1] for a in played.legal(played.view()["current"]) if "robber" in a})
    assert len(hexes) == 18
    plain = draw_board(view, form=form)
    marked = draw_board(view, highlight={"hexes": hexes}, form=form)
    lay = layout(read_public(view), 1000, form)
    allowed = Image.new("L", plain.size, 0)
    d = ImageDraw.Draw(allowed)
    # each badge on its letter, or lower where it would cover its top corner's id (the small
    # one where the disc finds no room on its hex)
    placed = {
        label.text: label.box
        for label in board_labels(view, highlight={"hexes": hexes}, form=form)[0]
        if label.kind == "badge"
    }
    small = places(read_public(view), Highlight(hexes=hexes), lay).small
    for hex_id in hexes:
        badge = hex_badge(lay, hex_id, small=hex_id in small)
        x0, y0, x1, y1 = placed[hex_id]
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        assert shows(marked, badge, (cx, cy)), hex_id
        half_w, half_h = badge.width / 2 + 1, badge.height / 2 + 1
        d.rectangle((cx - half_w, cy - half_h, cx + half_w, cy + half_h), fill=255)
    outside = ImageChops.subtract(_changed(plain, marked), allowed)
    assert outside.getbbox() is None


@pytest.mark.parametrize("form", FORMS)
def test_setup_spots_are_badged_with_their_ids(form: Form) -> None:
    """Item 2: every legal spot for a set-up settlement shows its id on a yellow chip, whole and
    on top, and the hex letters stay whole beside them."""
    played = _game("setup_round_two", 11)
    view = played.view()
    ids = [int(s) for s in spots(played, "build settlement")]
    assert ids
    im = draw_board(view, highlight=Highlight(intersections=ids), form=form)
    lay = layout(read_public(view), 1000, form)
    board = read_public(view).board
    size = lay.label(ID_SIZE)
    for spot_id in ids:
        spot = board.intersections[spot_id]
        chip = id_chip(str(spot_id), size, fill=HIGHLIGHT, ink=HIGHLIGHT_TEXT)
        assert shows(im, chip, lay.px(spot.x, spot.y))
    plain = draw_board(view, form=form)
    for tile in board.hexes:  # nothing new over any letter
        cx, cy = lay.px(tile.x, tile.y + LETTER_Y)
        half = lay.label(LETTER_SIZE) / 2
        box = (round(cx - half), round(cy - half), round(cx + half), round(cy + half))
        assert _changed(plain.crop(box), im.crop(box)).getbbox() is None, tile.id


@pytest.mark.parametrize("form", FORMS)
def test_road_spots_are_bars_between_readable_ids(form: Form) -> None:
    """Item 2: a legal path is a yellow bar; the ids of its two ends (a path's name) stay whole
    over it."""
    played = _game("setup_road", 11)
    view = played.view()
    paths = spots(played, "build road")
    assert paths
    im = draw_board(view, highlight={"paths": paths}, form=form)
    public = read_public(view)
    lay = layout(public, 1000, form)
    built = {b["intersection"] for b in public.buildings}
    for path_id in paths:
        path = public.board.paths[path_id]
        a, b = public.board.intersections[path.a], public.board.intersections[path.b]
        middle = lay.px((a.x + b.x) / 2, (a.y + b.y) / 2)
        assert im.getpixel((round(middle[0]), round(middle[1]))) == HIGHLIGHT
        for end in (a, b):
            if end.id not in built:
                chip = id_chip(str(end.id), lay.label(ID_SIZE))
                assert shows(im, chip, lay.px(end.x, end.y)), (path_id, end.id)


def test_city_spots_are_tagged_beside_the_settlements() -> None:
    """Item 2: a highlighted spot with a building on it (where a city may go) gets its yellow
    badge on the tag beside the piece, so the settlement itself stays in sight."""
    view: dict[str, Any] = _game("late_game", 9).view()
    public = read_public(view)
    mine = [
        b for b in public.buildings if b["owner"] == public.current and b["kind"] == "settlement"
    ]
    assert mine
    plain = draw_board(view)
    marked = draw_board(view, highlight={"intersections": [b["intersection"] for b in mine]})
    lay = layout(public, 1000)
    for b in mine:
        spot = public.board.intersections[b["intersection"]]
        x, y = tag_point(public.board, lay, b["intersection"], b["kind"])
        tag = id_chip(
            str(b["intersection"]), lay.label(ID_SIZE), fill=HIGHLIGHT, ink=HIGHLIGHT_TEXT
        )
        assert shows(marked, tag, lay.px(x, y))
        cx, cy = lay.px(spot.x, spot.y)
        half = lay.s(0.2)
        piece = (round(cx) - half, round(cy) - half, round(cx) + half, round(cy) + half)
        assert _changed(plain.crop(piece), marked.crop(piece)).getbbox() is None
