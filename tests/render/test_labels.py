"""Every id a player types stays readable on the board, on a phone too.

Measured on the pictures themselves: a chip or tag counts as readable when every opaque pixel of
its sprite shows unchanged in the finished picture (nothing drawn over it), and its digits are
tall enough once the picture is the width a phone shows.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from PIL import Image

from render import render_board
from render.board import draw_board
from render.compose import layout
from render.geometry import FORMS, Form, Layout
from render.labels import ID_SIZE, LETTER_SIZE, LETTER_Y, id_chip
from render.palette import seat
from render.piece_tags import tag_point
from render.view import PublicView, read_public
from tests.render import games
from tests.render.cases import _game
from tests.render.pixels import shows

#: A phone shows a board picture about this wide.
PHONE_WIDTH = 400
#: Digits this tall (cap height, in pixels at the phone's width) read without zooming.
READABLE_DIGITS = 9


#: The games for five and six, on the island of 30 hexes: held to the same standard.
SIXES = (("six_late", 11), ("five_mid", 11))


def _late() -> dict[str, Any]:
    view: dict[str, Any] = _game("late_game", 9).view()
    return view


def _tag(public: PublicView, lay: Layout, spot: int) -> tuple[Image.Image, tuple[float, float]]:
    building = next(b for b in public.buildings if b["intersection"] == spot)
    look = seat(public.seat_of(building["owner"]))
    chip = id_chip(str(spot), lay.label(ID_SIZE), fill=look.fill, ink=look.outline)
    x, y = tag_point(public.board, lay, spot, building["kind"])
    return chip, lay.px(x, y)


@pytest.mark.parametrize("which", ["late_game", "six_late"])
@pytest.mark.parametrize("form", FORMS)
def test_every_built_intersection_shows_its_id_on_a_tag(form: Form, which: str) -> None:
    """Item 1: `build city N` and roads from a building need N, which the piece covers: its id
    is on a tag beside the piece, whole and uncovered, near the spot (on the board of six
    too, whose two new seats' tags are theirs)."""
    view = _game(which, 9 if which == "late_game" else 11).view()
    public = read_public(view)
    lay = layout(public, 1000, form)
    im = draw_board(view, form=form)
    assert public.buildings
    for b in public.buildings:
        chip, centre = _tag(public, lay, b["intersection"])
        assert shows(im, chip, centre), b
        spot = public.board.intersections[b["intersection"]]
        x, y = tag_point(public.board, lay, b["intersection"], b["kind"])
        assert math.hypot(x - spot.x, y - spot.y) < 1.0, b  # beside its piece


@pytest.mark.parametrize("form", FORMS)
def test_every_free_intersection_shows_its_id(form: Form) -> None:
    """Item 1: no piece, tag or robber covers the id of an intersection nobody built on."""
    for which, seed in (("late_game", 9), ("robber_move", 11), ("mid_game", 11), *SIXES):
        view = _game(which, seed).view()
        public = read_public(view)
        lay = layout(public, 1000, form)
        im = draw_board(view, form=form)
        built = {b["intersection"] for b in public.buildings}
        for spot in public.board.intersections.values():
            if spot.id in built:
                continue
            chip = id_chip(str(spot.id), lay.label(ID_SIZE))
            assert shows(im, chip, lay.px(spot.x, spot.y)), (which, spot.id)


@pytest.mark.parametrize("which", ["late_game", "six_late"])
def test_tags_never_overlap_each_other(which: str) -> None:
    """Item 1: two tags side by side would hide each other's digits (on the board of six too)."""
    public = read_public(_game(which, 9 if which == "late_game" else 11).view())
    for form in FORMS:
        lay = layout(public, 1000, form)
        boxes = []
        for b in public.buildings:
            chip, (cx, cy) = _tag(public, lay, b["intersection"])
            boxes.append((cx - chip.width / 2, cy - chip.height / 2, chip.width, chip.height))
        for i, (x, y, w, h) in enumerate(boxes):
            for x2, y2, w2, h2 in boxes[i + 1 :]:
                assert x + w <= x2 or x2 + w2 <= x or y + h <= y2 or y2 + h2 <= y


def _digit_height(im: Image.Image, box: tuple[int, int, int, int], ink_below: int) -> int:
    """The height of the dark pixels (the digits) inside `box`, its edge left out."""
    x0, y0, x1, y1 = box
    inset = max(2, (y1 - y0) // 6)
    crop = im.crop((x0 + inset, y0 + inset, x1 - inset, y1 - inset)).convert("L")
    mask = crop.point(lambda v: 255 if v < ink_below else 0)
    found = mask.getbbox()
    assert found is not None
    return found[3] - found[1]


def _phone_picture(view: dict[str, Any], form: Form) -> tuple[Image.Image, Layout, float]:
    """The picture drawn at 1000 pixels and shrunk to a phone's width, as a phone shows it."""
    big = draw_board(view, form=form)
    k = PHONE_WIDTH / big.width
    small = big.resize((PHONE_WIDTH, round(big.height * k)), Image.Resampling.LANCZOS)
    return small, layout(read_public(view), 1000, form), k


def test_phone_form_ids_are_readable_at_400_pixels() -> None:
    """Item 3: at 400 pixels wide the wide form's ids were about 6 pixels high; the phone form's
    digits are at least 9, measured on the shrunk picture."""
    view = _game("after_setup", 11).view()
    heights = {}
    for form in FORMS:
        small, lay, k = _phone_picture(view, form)
        spot = read_public(view).board.intersections[54]  # a free spot: a white chip
        chip = id_chip("54", lay.label(ID_SIZE))
        cx, cy = lay.px(spot.x, spot.y)
        box = (
            math.floor((cx - chip.width / 2) * k),
            math.floor((cy - chip.height / 2) * k),
            math.ceil((cx + chip.width / 2) * k),
            math.ceil((cy + chip.height / 2) * k),
        )
        heights[form] = _digit_height(small, box, 110)
    assert heights["phone"] >= READABLE_DIGITS, heights
    assert heights["wide"] < READABLE_DIGITS, heights  # what the phone form fixes


def test_the_board_of_six_ids_and_letters_are_readable_at_400_pixels() -> None:
    """The island of 30 hexes is wider than the base game's, yet it is drawn whole (not folded
    in two halves as the wide Seafarers maps are), and at 400 pixels its ids and hex letters
    are still at least 9 pixels high in the phone form."""
    view = _game("six_late", 11).view()
    assert not layout(read_public(view), PHONE_WIDTH).folded
    small, lay, k = _phone_picture(view, "phone")
    public = read_public(view)
    built = {b["intersection"] for b in public.buildings}
    free = next(s for s in sorted(public.board.intersections) if s not in built)
    spot = public.board.intersections[free]
    chip = id_chip(str(free), lay.label(ID_SIZE))
    cx, cy = lay.px(spot.x, spot.y)
    box = (
        math.floor((cx - chip.width / 2) * k),
        math.floor((cy - chip.height / 2) * k),
        math.ceil((cx + chip.width / 2) * k),
        math.ceil((cy + chip.height / 2) * k),
    )
    assert _digit_height(small, box, 110) >= READABLE_DIGITS
    tile = public.board.hex("B")
    cx, cy = lay.px(tile.x, tile.y + LETTER_Y)
    half = lay.label(LETTER_SIZE) * 0.8
    box = (
        math.floor((cx - half) * k),
        math.floor((cy - half) * k),
        math.ceil((cx + half) * k),
        math.ceil((cy + half) * k),
    )
    assert _digit_height(small, box, 80) >= READABLE_DIGITS


def test_phone_form_hex_letters_are_readable_at_400_pixels() -> None:
    """Item 3: the hex letters players type to move the robber are as tall as the ids."""
    view = _game("after_setup", 11).view()
    small, lay, k = _phone_picture(view, "phone")
    tile = read_public(view).board.hex("B")
    cx, cy = lay.px(tile.x, tile.y + LETTER_Y)
    half = lay.label(LETTER_SIZE) * 0.8
    box = (
        math.floor((cx - half) * k),
        math.floor((cy - half) * k),
        math.ceil((cx + half) * k),
        math.ceil((cy + half) * k),
    )
    assert _digit_height(small, box, 80) >= READABLE_DIGITS


def test_phone_form_is_the_default_and_puts_the_panel_under_the_map() -> None:
    """Item 3: the picture the bot sends by default is the phone form: the map across the whole
    width, the panel below it."""
    view = _late()
    assert render_board(view) == render_board(view, form="phone")
    lay = layout(read_public(view), 1000)
    assert lay.form == "phone"
    assert lay.map_box[2] == lay.width
    assert lay.panel_box[1] >= lay.map_box[3]
    assert lay.height > lay.width


def test_phone_panel_text_is_readable_at_400_pixels() -> None:
    """Item 3: the seats' names and counts in the phone form's panel are at least 12 pixels at
    400 pixels wide (the panel's type is set at its unit: 21 for names, 20 for counts)."""
    lay = layout(read_public(_late()), PHONE_WIDTH)
    assert round(21 * lay.unit) >= 12
    assert round(20 * lay.unit) >= 12


def test_unknown_form_is_refused() -> None:
    with pytest.raises(ValueError):
        render_board(_late(), form="square")  # type: ignore[arg-type]


def test_wide_form_keeps_the_panel_beside_the_map() -> None:
    view = _late()
    lay = layout(read_public(view), 1000, "wide")
    assert lay.panel_box[0] == lay.map_box[2]
    assert lay.height < lay.width
    names = games.NAMES
    assert render_board(view, form="wide", names=names) != render_board(view, names=names)


@pytest.mark.parametrize("form", FORMS)
def test_hex_letters_stay_uncovered(form: Form) -> None:
    """Item 1: the letters players type to move the robber show as the map draws them, whatever
    stands around them (pieces, tags, roads, chips); the robber's hex (shaded) and hexes with a
    piece on their top corner have theirs drawn again on top instead."""
    from render.static import map_layer

    for which, seed in (("late_game", 9), ("mid_game", 11), *SIXES):
        view = _game(which, seed).view()
        public = read_public(view)
        lay = layout(public, 1000, form)
        im = draw_board(view, form=form)
        plain = map_layer(public.board, lay).plain
        tops = {
            (round(s.x, 2), round(s.y + 1, 2))
            for s in (public.board.intersections[b["intersection"]] for b in public.buildings)
        }
        for tile in public.board.hexes:
            if tile.id == public.robber or (round(tile.x, 2), round(tile.y, 2)) in tops:
                continue
            cx, cy = lay.px(tile.x, tile.y + LETTER_Y)
            size = lay.label(LETTER_SIZE)
            half_w, half_h = size * 0.5, size * 0.4  # the capital and its halo
            box = (round(cx - half_w), round(cy - half_h), round(cx + half_w), round(cy + half_h))
            assert im.crop(box).tobytes() == plain.crop(box).tobytes(), (which, tile.id)
