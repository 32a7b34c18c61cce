"""Cities & Knights pictures (pictures): knights, walls, metropolises, fallen
cities, the barbarians' strip, the event die, the panel's new counts and the hand.

The positions come from tests/render/ck_positions.py (a real base game dressed as C&K by the view
contract). Checks are made on the finished pictures: a piece counts as drawn when every opaque
pixel of its sprite shows unchanged; "colour-blind safe" means two looks still differ once the
pictures are turned to grey.
"""

from __future__ import annotations

import copy
import io
from itertools import combinations
from typing import Any

import pytest
from PIL import Image, ImageChops

from render import render_board, render_hand
from render.barbarians import text_sizes
from render.board import draw_board
from render.ck_hand import height, rows
from render.compose import layout
from render.geometry import FORMS, ID_HALF_HEIGHT, ID_HALF_WIDTH, Form
from render.hand import draw_hand
from render.improvements import bar_sprite
from render.labels import ID_SIZE, id_chip
from render.palette import SEATS, TRACKS, seat
from render.panel_layout import seat_boxes
from render.piece_tags import tag_points
from render.pieces.buildings import CITY_SIZE, SETTLEMENT_SIZE, city_sprite, settlement_sprite
from render.pieces.cities import FALLEN_SIZE, METROPOLIS_SIZE, fallen_sprite, metropolis_sprite
from render.pieces.knights import KNIGHT_SIZE, knight_sprite
from render.pieces.robber import PAWN_HEIGHT, pawn_sprite
from render.static import map_layer
from render.terrain import TOKEN_Y
from render.view import read_public
from tests.render import ck_positions, games
from tests.render.cases import _game
from tests.render.pixels import shows

PHONE_WIDTH = 400
#: Two looks differ without colour when this share of their pixels differ in grey by more
#: than GREY_STEP.
GREY_SHARE = 0.03
GREY_STEP = 40


def _grey_differ(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels whose grey (over a mid-grey ground) differs by more than GREY_STEP."""

    def grey(im: Image.Image) -> Image.Image:
        ground = Image.new("RGBA", im.size, (128, 128, 128, 255))
        ground.alpha_composite(im.convert("RGBA"))
        return ground.convert("L")

    diff = ImageChops.difference(grey(a), grey(b))
    changed = sum(diff.point(lambda v: 255 if v > GREY_STEP else 0).histogram()[255:])
    return changed / (a.width * a.height)


def _shown(im: Image.Image, picture: Image.Image, centre: tuple[float, float]) -> float:
    """The share of `picture`'s opaque pixels that show unchanged at `centre` in `im` (hex
    letters and tags may lie over a piece's edge)."""
    x = round(centre[0] - picture.width / 2)
    y = round(centre[1] - picture.height / 2)
    crop = im.crop((x, y, x + picture.width, y + picture.height)).convert("RGB").load()
    pixels = picture.load()
    assert crop is not None and pixels is not None
    opaque = same = 0
    for j in range(picture.height):
        for i in range(picture.width):
            value = pixels[i, j]
            assert isinstance(value, tuple)
            if value[3] == 255:
                opaque += 1
                same += crop[i, j] == value[:3]
    return same / opaque


def _changed_box(a: Image.Image, b: Image.Image) -> tuple[int, int, int, int] | None:
    return ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox()


def _inside(inner: tuple[int, int, int, int] | None, outer: tuple[int, int, int, int]) -> bool:
    assert inner is not None, "nothing changed"
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def _ck(view: dict[str, Any]) -> dict[str, Any]:
    section: dict[str, Any] = view["cities_knights"]
    return section


def test_a_base_view_draws_nothing_of_cities_and_knights() -> None:
    """Base pictures must not change: without a "cities_knights" section the view
    has no C&K part, no strip under the map and the base panel (the goldens hold the pixels)."""
    base = _game("late_game", 9).view()
    public = read_public(base)
    assert public.cities_knights is None
    for form in FORMS:
        lay = layout(public, 1000, form)
        assert lay.track_box[1] == lay.track_box[3]


@pytest.mark.parametrize("form", FORMS)
def test_the_barbarians_strip_lies_under_the_map(form: Form) -> None:
    """The barbarian track gets its own strip between the map and the panel (phone)
    or under the map (wide), and a base-sized panel grows for the new counts."""
    public = read_public(ck_positions.board_view())
    lay = layout(public, 1000, form)
    x0, y0, x1, y1 = lay.track_box
    assert y1 > y0 and x1 > x0
    assert y0 >= lay.map_box[3] - 1
    base = layout(read_public(_game("late_game", 9).view()), 1000, form)
    assert lay.height > base.height


@pytest.mark.parametrize("index", range(len(SEATS)))
def test_knight_level_and_state_read_without_colour(index: int) -> None:
    """Level by its number (1, 2 or 3), active by fill (filled
    shield against a hollow ring): the six kinds of one seat differ pairwise in grey."""
    look = seat(index)
    size = 60
    kinds = [knight_sprite(look, lv, act, size) for lv in (1, 2, 3) for act in (True, False)]
    for a, b in combinations(kinds, 2):
        assert _grey_differ(a, b) > GREY_SHARE


def test_knights_of_different_seats_differ_without_colour() -> None:
    """Rules CK-10.1: a knight's owner reads from its seat mark, not its hue."""
    for level in (1, 2, 3):
        for active in (True, False):
            kinds = [knight_sprite(seat(i), level, active, 60) for i in range(len(SEATS))]
            for a, b in combinations(kinds, 2):
                assert _grey_differ(a, b) > GREY_SHARE * 0.5


def test_metropolis_tracks_read_without_colour() -> None:
    """Rules CK-12: each track's metropolis carries its commodity's glyph, so the
    three differ in grey too."""
    for look in SEATS:
        kinds = [metropolis_sprite(look, track, 80) for track in TRACKS]
        for a, b in combinations(kinds, 2):
            assert _grey_differ(a, b) > GREY_SHARE * 0.3


@pytest.mark.parametrize("form", FORMS)
def test_every_knight_is_drawn_with_its_id_on_a_tag(form: Form) -> None:
    """Knights stand on intersections; players type their ids (`knight 23`), so
    each shows on a tag in the owner's colours beside the shield, whole and uncovered."""
    view = ck_positions.board_view()
    public = read_public(view)
    lay = layout(public, 1000, form)
    im = draw_board(view, form=form)
    knights = _ck(view)["knights"]
    assert {(k["level"], k["active"]) for k in knights} == set(ck_positions.KNIGHTS)
    pieces = (*public.buildings, *({**k, "kind": "knight"} for k in knights))
    points = tag_points(public.board, lay, pieces)  # type: ignore[arg-type]
    for k in knights:
        look = seat(public.seat_of(k["owner"]))
        spot = public.board.intersections[k["intersection"]]
        shield = knight_sprite(look, k["level"], k["active"], round(KNIGHT_SIZE * lay.scale))
        assert shows(im, shield, lay.px(spot.x, spot.y)), k
        chip = id_chip(str(spot.id), lay.label(ID_SIZE), fill=look.fill, ink=look.outline)
        x, y = points[spot.id]
        assert shows(im, chip, lay.px(x, y)), k


@pytest.mark.parametrize("form", FORMS)
def test_every_free_intersection_keeps_its_id(form: Form) -> None:
    """The new pieces (shields, walls, metropolises) cover no free spot's id."""
    view = ck_positions.board_view()
    public = read_public(view)
    lay = layout(public, 1000, form)
    im = draw_board(view, form=form)
    taken = {b["intersection"] for b in view["buildings"]}
    taken |= {k["intersection"] for k in _ck(view)["knights"]}
    for spot in public.board.intersections.values():
        if spot.id not in taken:
            chip = id_chip(str(spot.id), lay.label(ID_SIZE))
            assert shows(im, chip, lay.px(spot.x, spot.y)), spot.id


def test_metropolises_stand_in_place_of_their_cities() -> None:
    """Rules CK-12: a metropolis is drawn instead of the plain city under it, with its track."""
    view = ck_positions.board_view()
    public = read_public(view)
    lay = layout(public, 1000)
    im = draw_board(view)
    metropolises = _ck(view)["metropolises"]
    assert {m["track"] for m in metropolises} == set(TRACKS)
    for m in metropolises:
        look = seat(public.seat_of(m["owner"]))
        spot = public.board.intersections[m["intersection"]]
        x, y = lay.px(spot.x, spot.y)
        tower = metropolis_sprite(look, m["track"], round(METROPOLIS_SIZE * lay.scale))
        assert _shown(im, tower, (x, y - 0.03 * lay.scale)) > 0.8, m
        assert _shown(im, city_sprite(look, round(CITY_SIZE * lay.scale)), (x, y)) < 0.6, m


def test_a_fallen_city_lies_on_its_side() -> None:
    """Rules CK-15.4 step 4: a city with no settlement to replace it is laid on its side; the view
    lists it as a settlement, the picture draws the city lying, not a settlement."""
    view = ck_positions.board_view()
    public = read_public(view)
    lay = layout(public, 1000)
    im = draw_board(view)
    (spot_id,) = _ck(view)["fallen"]
    building = next(b for b in view["buildings"] if b["intersection"] == spot_id)
    assert building["kind"] == "settlement"
    look = seat(public.seat_of(building["owner"]))
    spot = public.board.intersections[spot_id]
    centre = lay.px(spot.x, spot.y)
    assert _shown(im, fallen_sprite(look, round(FALLEN_SIZE * lay.scale)), centre) > 0.8
    assert _shown(im, settlement_sprite(look, round(SETTLEMENT_SIZE * lay.scale)), centre) < 0.6


def test_walls_are_drawn_under_their_cities_only() -> None:
    """Rules CK-9: a wall lies under its city; taking the walls away changes the picture only
    around the walled cities."""
    view = ck_positions.board_view()
    public = read_public(view)
    lay = layout(public, 1000)
    walled = draw_board(view).crop(lay.map_box)  # the key under the map names walls too
    bare = copy.deepcopy(view)
    _ck(bare)["walls"] = []
    box = _changed_box(walled, draw_board(bare).crop(lay.map_box))
    assert box is not None
    walls = [public.board.intersections[w["intersection"]] for w in _ck(view)["walls"]]
    xs = [lay.px(s.x, s.y)[0] for s in walls]
    ys = [lay.px(s.x, s.y)[1] for s in walls]
    reach = lay.scale * 0.6
    assert min(xs) - reach <= box[0] and box[2] <= max(xs) + reach
    assert min(ys) - reach <= box[1] and box[3] <= max(ys) + reach


def test_the_robber_asleep_is_faded_and_shades_nothing() -> None:
    """Rules CK-6.1 (CK-T2): before the first attack the robber is asleep: its pawn is drawn faded
    and its hex is not shaded (it blocks nothing yet)."""
    awake_view = ck_positions.board_view(robber_active=True)
    asleep_view = ck_positions.board_view(robber_active=False)
    public = read_public(awake_view)
    lay = layout(public, 1000)
    assert public.robber is not None
    tile = public.board.hex(public.robber)
    pawn = pawn_sprite(round(PAWN_HEIGHT * lay.scale))
    at = lay.px(tile.x - 0.45, tile.y + TOKEN_Y)
    awake, asleep = draw_board(awake_view), draw_board(asleep_view)
    assert shows(awake, pawn, at)
    assert not shows(asleep, pawn, at)
    assert _changed_box(awake, asleep) is not None
    # a point of the hex away from its token, pawn, corners and edges: the map's own pixel
    probe = tuple(round(v) for v in lay.px(tile.x + 0.5, tile.y + 0.3))
    plain = map_layer(public.board, lay).plain
    assert asleep.getpixel(probe) == plain.getpixel(probe)
    assert awake.getpixel(probe) != plain.getpixel(probe)


def test_each_ship_position_draws_a_different_strip_and_nothing_else() -> None:
    """Rules CK-4.3: the ship's position out of 7 shows in the strip, which is the
    only part of the picture it changes."""
    public = read_public(ck_positions.board_view())
    lay = layout(public, 1000)
    pictures = [draw_board(ck_positions.board_view(position=p)) for p in range(8)]
    for a, b in combinations(pictures, 2):
        assert _inside(_changed_box(a, b), lay.track_box)


def test_strengths_are_shown_and_the_stronger_barbarians_stand_out() -> None:
    """Rules CK-15.2 to CK-15.3: barbarians (cities) against knights (active strength); changing
    either changes the strip, and stronger barbarians are drawn apart from a tie."""
    view = ck_positions.board_view()
    lay = layout(read_public(view), 1000)
    barbarians = _ck(view)["barbarians"]
    pictures = []
    for strength, defence in ((5, 5), (6, 5), (5, 6), (4, 5)):
        changed = copy.deepcopy(view)
        _ck(changed)["barbarians"].update(strength=strength, defence=defence)
        pictures.append(draw_board(changed))
    assert barbarians["length"] == 7
    for a, b in combinations(pictures, 2):
        assert _inside(_changed_box(a, b), lay.track_box)


def test_strip_text_is_readable_on_a_phone() -> None:
    """Phone first: at 400 pixels wide the strip's type is at least 12 pixels."""
    lay = layout(read_public(ck_positions.board_view()), PHONE_WIDTH)
    count, lines = text_sizes(lay)
    assert count >= 12 and lines >= 12


@pytest.mark.parametrize("event", [None, "ship", "trade", "politics", "science"])
def test_the_event_die_shows_beside_the_dice(event: str | None) -> None:
    """Rules CK-4.1: the event die's face of the last roll is drawn in the panel's
    header beside the number dice; nothing else changes with it."""
    view = ck_positions.board_view()
    lay = layout(read_public(view), 1000)
    other = copy.deepcopy(view)
    _ck(other)["event"] = "science" if event != "science" else "ship"
    _ck(view)["event"] = event
    box = _changed_box(draw_board(view), draw_board(other))
    header = seat_boxes(lay, len(view["players"]), True)[0][1]
    px0, py0, px1, _ = lay.panel_box
    assert _inside(box, (px0, py0, px1, header))


def test_improvement_bars_differ_by_level_without_colour() -> None:
    """Rules CK-11.2: a bar per track from 0 to 5, readable in grey (the count of
    filled boxes), each track with its own glyph."""
    for track in TRACKS:
        bars = [bar_sprite(track, level, 1.0) for level in range(6)]
        for a, b in combinations(bars, 2):
            assert _grey_differ(a, b) > GREY_SHARE
    for level in range(6):
        tracks = [bar_sprite(track, level, 1.0) for track in TRACKS]
        for a, b in combinations(tracks, 2):
            assert _grey_differ(a, b) > 0


@pytest.mark.parametrize(
    "change",
    [
        ("improvements", {"trade": 5, "politics": 0, "science": 1}),
        ("progress", 4),
        ("defender", 3),
        ("knights_supply", {"basic": 2, "strong": 2, "mighty": 0}),
        ("walls_supply", 0),
    ],
)
def test_a_seats_counts_are_drawn_in_its_own_block(change: tuple[str, Any]) -> None:
    """Improvement levels, progress-card count, Defender points and pieces in
    supply show in the seat's block of the panel, and only there."""
    view = ck_positions.board_view()
    lay = layout(read_public(view), 1000)
    key, value = change
    player = view["players"][2]["id"]
    changed = copy.deepcopy(view)
    assert _ck(changed)["players"][player][key] != value
    _ck(changed)["players"][player][key] = value
    box = seat_boxes(lay, len(view["players"]), True)[2]
    assert _inside(_changed_box(draw_board(view), draw_board(changed)), box)


@pytest.mark.parametrize("change", [("bank", "coin"), ("decks", "politics")])
def test_bank_commodities_and_decks_left_are_drawn(change: tuple[str, str]) -> None:
    """The bank shows the commodities beside the resources, and the progress
    decks' cards left; both in the panel's header."""
    view = ck_positions.board_view()
    lay = layout(read_public(view), 1000)
    where, key = change
    changed = copy.deepcopy(view)
    counts = changed[where] if where == "bank" else _ck(changed)[where]
    counts[key] += 1
    header = seat_boxes(lay, len(view["players"]), True)[0][1]
    px0, py0, px1, _ = lay.panel_box
    assert _inside(_changed_box(draw_board(view), draw_board(changed)), (px0, py0, px1, header))


def test_the_new_colours_survive_the_palette() -> None:
    """The palette learnt per map (render/calibrate.py) holds the C&K colours: the PNG stays
    within the golden tolerance of the picture before encoding."""
    view = ck_positions.board_view()
    drawn = draw_board(view, names=games.NAMES)
    encoded = Image.open(io.BytesIO(render_board(view, names=games.NAMES))).convert("RGB")
    red, green, blue = ImageChops.difference(drawn, encoded).split()
    diff = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    changed = sum(diff.point(lambda v: 255 if v > 40 else 0).histogram()[255:])
    assert changed / (drawn.width * drawn.height) < 0.002


def test_same_view_same_bytes_and_no_private_view() -> None:
    """The C&K board is as pure as the base one and refuses a player's view (which carries the
    progress cards in hand)."""
    view = ck_positions.board_view()
    assert render_board(view) == render_board(copy.deepcopy(view))
    with pytest.raises(ValueError):
        render_board(ck_positions.hand_view("carol"))


def test_the_hand_shows_commodities_and_progress_cards() -> None:
    """The hand picture holds the commodities beside the resources and the
    progress cards (one row per kind and state); each change shows."""
    view = ck_positions.hand_view("carol")
    im = draw_hand(view, "carol")
    face_up = 1 if _ck(view)["players"]["carol"]["progress_vp"] else 0
    assert im.size == (800, height(rows(view["you"]["progress"], None), lines=2 + face_up))
    for change in ("cloth", "coin", "paper"):
        more = copy.deepcopy(view)
        more["you"]["hand"][change] += 1
        assert draw_hand(more, "carol").tobytes() != im.tobytes(), change
    fewer = copy.deepcopy(view)
    fewer["you"]["progress"] = fewer["you"]["progress"][:1]
    assert draw_hand(fewer, "carol").tobytes() != im.tobytes()


def test_the_hand_lists_every_progress_card_without_crashing() -> None:
    """Rules CK-13.1: every card of the three decks, playable or not, and an unknown code, fit the
    hand at a phone's width."""
    from engine.rules.cities_knights.data import CARD_DECK

    view = ck_positions.hand_view("carol")
    view["you"]["progress"] = [
        {"card": card, "deck": deck, "playable": i % 2 == 0, "why": None}
        for i, (card, deck) in enumerate([*CARD_DECK.items(), ("a_card_of_part_two", "science")])
    ]
    data = render_hand(view, "carol", names={"carol": "🐑" * 40}, size=PHONE_WIDTH)
    assert Image.open(io.BytesIO(data)).width == PHONE_WIDTH


@pytest.mark.parametrize("form", FORMS)
def test_tags_of_knights_and_buildings_never_overlap(form: Form) -> None:
    """A knight may stand next to a building or another knight (no distance rule,
    rules CK-10.2), so its tag keeps off its neighbours' tags and pieces."""
    view = ck_positions.board_view()
    public = read_public(view)
    lay = layout(public, 1000, form)
    knights = [{**k, "kind": "knight"} for k in _ck(view)["knights"]]
    pieces = (*public.buildings, *knights)
    points = tag_points(public.board, lay, pieces)  # type: ignore[arg-type]
    half_w = ID_HALF_WIDTH * lay.zoom
    half_h = ID_HALF_HEIGHT * lay.zoom
    tags = list(points.values())
    for (x, y), (x2, y2) in combinations(tags, 2):
        assert abs(x - x2) >= 2 * half_w or abs(y - y2) >= 2 * half_h, ((x, y), (x2, y2))
    for p in pieces:
        spot = public.board.intersections[p["intersection"]]
        for other, (x, y) in points.items():
            if other != spot.id:
                assert abs(x - spot.x) >= half_w + 0.2 or abs(y - spot.y) >= half_h + 0.2, (
                    other,
                    spot.id,
                )


def test_odd_moments_of_a_game_draw() -> None:
    """Before the first roll (no dice, no event), after the win, and with six seats, a C&K
    board still draws, at a phone's width too; the Defender cards left show in every case."""
    view = ck_positions.board_view()
    view["last_roll"] = None
    _ck(view)["event"] = None
    first = draw_board(view, size=PHONE_WIDTH)
    view["winner"] = "carol"
    view["phase"] = "ended"
    won = draw_board(view)
    extra = copy.deepcopy(view["players"][0])
    for index in (4, 5):
        extra = copy.deepcopy(extra) | {"id": f"guest{index}", "seat": index}
        view["players"].append(extra)
    crowded = draw_board(view)
    assert first.width == PHONE_WIDTH and won.width == crowded.width == 1000
    assert crowded.height > won.height
    less = copy.deepcopy(view)
    _ck(less)["defender_left"] = 0
    assert draw_board(less).tobytes() != crowded.tobytes()
