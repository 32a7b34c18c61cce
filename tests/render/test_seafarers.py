"""Seafarers pictures (pictures): sea hexes, ships, the pirate, gold fields, fog drawn
face down, the open water's ids, the panel's Harbormaster and Longest Trade Route, ship spots
marked, and every map size readable on a phone (the widest folded).

The games come from tests/render/sea_games.py (each scenario played by a seeded builder).
Checks are made on the finished pictures, as in test_cities_knights.py.
"""

from __future__ import annotations

import copy
import io
import math
from typing import Any

import pytest
from PIL import Image

from engine.rules.seafarers.state import state
from render import Highlight, islands, render_board
from render.board import draw_board
from render.compose import compose, layout
from render.geometry import FOLD_MAX_WIDTH, FORMS, Form
from render.labels import ID_SIZE, id_chip
from render.palette import GOLD, SEA, TERRAINS, UNKNOWN_TERRAIN, seat
from render.pieces.roads import road_sprite
from render.pieces.ships import BOAT_HEIGHT, BOAT_WIDTH, boat_sprite, heading, ship_sprite
from render.seat_tags import seat_tags
from render.static import map_layer
from render.view import read_public
from tests.render import sea_games
from tests.render.test_cities_knights import GREY_SHARE, _grey_differ
from tests.render.test_labels import READABLE_DIGITS, _digit_height

MOVES = 500
PHONE_WIDTH = 400
#: The picture's bytes a bot may send for the largest map (PNG ≤ 150 KB).
MAX_PNG = 150 * 1024
#: Every map but the standard island's (The Harbormaster) is too wide for readable ids at 400
#: pixels unfolded, its open water included.
FOLDED = {(s, n) for s in sea_games.SCENARIOS for n in (3, 4) if s != "harbormaster"}
EVERY_MAP = [(s, n) for s in sea_games.SCENARIOS for n in (3, 4)]


def _view(scenario: str = "new_shores", players: int = 4) -> dict[str, Any]:
    view: dict[str, Any] = dict(sea_games.played(scenario, players, MOVES).view(None))
    return view


@pytest.mark.parametrize(("scenario", "players"), EVERY_MAP)
def test_every_map_draws_in_both_forms_within_its_bytes(scenario: str, players: int) -> None:
    """Every scenario for 3 and 4 draws, in the phone and
    wide forms, a PNG no larger than 150 KB at the size the bot sends."""
    view = sea_games.new(scenario, players).view(None)
    for form in FORMS:
        data = render_board(view, form=form)
        with Image.open(io.BytesIO(data)) as im:
            assert im.format == "PNG"
        assert len(data) <= MAX_PNG, (scenario, players, form, len(data))


def test_the_largest_played_map_stays_within_its_bytes() -> None:
    """Render benchmark: Greater Catan for 4, late in a game, ≤ 150 KB as sent."""
    assert len(render_board(_view("greater_catan"))) <= MAX_PNG


@pytest.mark.parametrize(("scenario", "players"), EVERY_MAP)
def test_maps_too_wide_to_read_fold_and_only_on_a_phone(scenario: str, players: int) -> None:
    """Largest maps on a phone: every map whose ids would read under 9 pixels at 400 pixels
    wide unfolded (every Seafarers map but the standard island's, open water included) is
    folded in the phone form (west half above east half); no wide form is."""
    public = read_public(sea_games.new(scenario, players).view(None))
    assert layout(public, 1000, "phone").folded == ((scenario, players) in FOLDED)
    assert not layout(public, 1000, "wide").folded


def test_a_folded_picture_stacks_the_halves_above_the_panel() -> None:
    """The folded picture is at most FOLD_MAX_WIDTH wide, twice its map's height
    plus the rule and the panel, and taller than wide."""
    view = _view("greater_catan")
    lay = layout(read_public(view), 1000)
    im = draw_board(view)
    assert im.width == FOLD_MAX_WIDTH
    map_h = lay.map_box[3]
    panel_h = lay.panel_box[3] - lay.panel_box[1]
    assert im.height > 2 * map_h + panel_h
    assert im.height > 2 * im.width


def test_folded_ids_are_readable_on_a_phone() -> None:
    """Phone first, judged at 400 px: on the largest map, folded and shrunk to 400
    pixels, an intersection id's digits are as tall as the base map's (tests/render/
    test_labels.py READABLE_DIGITS)."""
    view = _view("greater_catan")
    public = read_public(view)
    lay = layout(public, 1000)
    big = draw_board(view)
    k = PHONE_WIDTH / big.width
    small = big.resize((PHONE_WIDTH, round(big.height * k)), Image.Resampling.LANCZOS)
    built = {b["intersection"] for b in view["buildings"]}
    ends = {int(n) for r in view["roads"] for n in r["path"].split("-")}
    ends |= {int(n) for s in view["seafarers"]["ships"] for n in s["path"].split("-")}
    west = [
        spot
        for spot in public.board.intersections.values()
        if not spot.open_sea
        and spot.id not in built | ends
        and lay.s(1) < lay.px(spot.x, spot.y)[0] < big.width - lay.s(1)
    ]
    spot = west[len(west) // 2]
    chip = id_chip(str(spot.id), lay.label(ID_SIZE))
    cx, cy = lay.px(spot.x, spot.y)
    box = (
        math.floor((cx - chip.width / 2) * k),
        math.floor((cy - chip.height / 2) * k),
        math.ceil((cx + chip.width / 2) * k),
        math.ceil((cy + chip.height / 2) * k),
    )
    assert _digit_height(small, box, 110) >= READABLE_DIGITS


def test_fog_hides_what_lies_under_it() -> None:
    """Fog: two games differing only in what the fog stacks hold draw byte-identical
    boards, in both forms, before anything is discovered and later in the game."""
    for game in (sea_games.new("fog_island"), sea_games.played("fog_island", 4, MOVES)):
        other = game.copy()
        fog = state(other)
        assert len(set(fog.fog_stack)) > 1
        fog.fog_stack.reverse()
        fog.fog_numbers.reverse()
        assert state(other).fog_stack != state(game).fog_stack
        for form in FORMS:
            assert render_board(game.view(None), form=form) == render_board(
                other.view(None), form=form
            )


def test_undiscovered_hexes_are_face_down_and_unlike_any_terrain() -> None:
    """Fog drawn face down: the fog's look differs from every terrain's fill, so a
    face-down hex never passes for land."""
    fog = TERRAINS["fog"].fill
    for name, look in TERRAINS.items():
        if name != "fog":
            assert sum(abs(a - b) for a, b in zip(fog, look.fill, strict=True)) > 90, name


def test_sea_hexes_are_drawn_as_sea_not_as_land() -> None:
    """Sea hexes: a lettered sea hex (where the pirate may go) is drawn as sea, with
    no terrain fill, no number and no letter of its own."""
    public = read_public(sea_games.new("new_shores").view(None))
    board = public.board
    assert board.sea_hexes and all(t.terrain != "sea" for t in board.hexes)
    lay = layout(public, 1000)
    plain = map_layer(board, lay).plain
    for tile in board.sea_hexes[:10]:
        x, y = lay.ipx(tile.x, tile.y)
        if 0 <= x < lay.map_box[2] and 0 <= y < lay.map_box[3]:
            pixel = plain.getpixel((x, y))
            assert pixel != UNKNOWN_TERRAIN.fill
            assert isinstance(pixel, tuple)
            assert sum(abs(a - b) for a, b in zip(pixel, SEA, strict=True)) < 60


def test_gold_fields_are_drawn_in_gold() -> None:
    """Gold fields: a gold hex is filled with gold's colour."""
    public = read_public(sea_games.new("new_shores").view(None))
    gold = [t for t in public.board.hexes if t.terrain == "gold"]
    assert gold
    lay = layout(public, 1000)
    plain = map_layer(public.board, lay).plain
    tile = gold[0]
    x, y = lay.ipx(tile.x + 0.5, tile.y + 0.45)  # beside the token, clear of the nuggets
    assert plain.getpixel((x, y)) == TERRAINS["gold"].fill


def test_open_water_ids_show_only_where_needed() -> None:
    """Readable maps: the map shows the ids of intersections on land and coast; an
    intersection with only sea around it shows its id where a ship ends (drawn later), not on
    the map itself. The base map has no open water."""
    public = read_public(sea_games.new("new_shores").view(None))
    board = public.board
    lay = layout(public, 1000)
    layer = map_layer(board, lay)
    coast = [s for s in board.intersections.values() if not s.open_sea]
    water = [s for s in board.intersections.values() if s.open_sea]
    assert coast and water
    for spots, shown in ((coast[:5], True), (water[:5], False)):
        for spot in spots:
            x, y = lay.ipx(spot.x, spot.y)
            box = (x - 3, y - 3, x + 3, y + 3)
            differs = layer.with_ids.crop(box).tobytes() != layer.plain.crop(box).tobytes()
            assert differs == shown, spot
    base = read_public(sea_games.new("harbormaster").view(None)).board
    assert not {s for s in base.intersections.values() if s.open_sea}


def _shown(im: Image.Image, picture: Image.Image, centre: tuple[float, float]) -> float:
    """The share of `picture`'s opaque pixels that show unchanged in `im` at `centre`."""
    x = round(centre[0] - picture.width / 2)
    y = round(centre[1] - picture.height / 2)
    crop = im.crop((x, y, x + picture.width, y + picture.height)).convert("RGB")
    opaque = same = 0
    for (r, g, b, a), got in zip(
        picture.get_flattened_data(), crop.get_flattened_data(), strict=True
    ):
        if a == 255:
            opaque += 1
            same += got == (r, g, b)
    return same / opaque


@pytest.mark.parametrize("scenario", ["new_shores", "fog_island", "through_the_desert"])
def test_every_ship_is_drawn_in_its_owners_colour(scenario: str) -> None:
    """Ships in the owner's colour: every ship's boat stands on its path's middle,
    leaning along a slanting path; the ids at the path's ends (drawn over it, so they stay
    readable) may cover its tips, never most of it."""
    view = _view(scenario)
    public = read_public(view)
    ships = public.seafarers.ships if public.seafarers else ()
    assert len(ships) >= 5
    lay = layout(public, 1000)
    im = compose(public, Highlight(), lay, {})  # the sheet, before a fold
    seats = public.piece_seats()
    shares = []
    for ship in ships:
        path = public.board.paths[ship.path]
        a, b = public.board.intersections[path.a], public.board.intersections[path.b]
        look = seat(seats[ship.owner])
        boat = ship_sprite(look, lay.s(BOAT_WIDTH), lay.s(BOAT_HEIGHT), heading(a, b))
        shares.append(_shown(im, boat, lay.px((a.x + b.x) / 2, (a.y + b.y) / 2)))
    assert min(shares) > 0.5, shares
    assert sum(shares) / len(shares) > 0.85, shares


@pytest.mark.parametrize("index", range(4))
def test_ships_differ_from_roads_without_colour(index: int) -> None:
    """Ships distinct from roads at 400 px: at the size a phone shows them, a ship
    and a road of the same seat differ in shape, not only in hue."""
    look = seat(index)
    size = 12  # about a path's length in pixels on a folded map shrunk to 400
    boat = boat_sprite(look, round(size * BOAT_WIDTH), round(size * BOAT_HEIGHT))
    road = road_sprite(look, 0, size * 0.58, size * 0.17)
    ground = Image.new("RGBA", (max(boat.width, road.width), max(boat.height, road.height)))
    a, b = ground.copy(), ground.copy()
    a.alpha_composite(boat, ((a.width - boat.width) // 2, (a.height - boat.height) // 2))
    b.alpha_composite(road, ((b.width - road.width) // 2, (b.height - road.height) // 2))
    assert _grey_differ(a, b) > GREY_SHARE


def test_ships_of_different_seats_differ_without_colour() -> None:
    """Whose ship it is reads from the mark on its sail, not from its hue alone."""
    boats = [boat_sprite(seat(i), 60, 52) for i in range(4)]
    for i, a in enumerate(boats):
        for b in boats[i + 1 :]:
            assert _grey_differ(a, b) > GREY_SHARE * 0.3


def test_the_pirate_is_drawn_on_its_sea_hex_with_its_letter() -> None:
    """The pirate on its sea hex: moving the pirate changes the picture around the
    hexes it left and reached, and nowhere in the panel."""
    view = _view("four_islands", 3)
    public = read_public(view)
    assert public.seafarers is not None and public.seafarers.pirate is not None
    lay = layout(public, 1000)
    here = public.board.hex(public.seafarers.pirate)
    inside = [
        t
        for t in public.board.sea_hexes
        if math.hypot(t.x - here.x, t.y - here.y) > 4
        and lay.s(1) < lay.px(t.x, t.y)[0] < lay.map_box[2] - lay.s(1)
        and lay.s(1) < lay.px(t.x, t.y)[1] < lay.map_box[3] - lay.s(1)
    ]
    there = inside[0]
    moved = copy.deepcopy(view)
    moved["seafarers"]["pirate"] = there.id
    a, b = draw_board(view), draw_board(moved)
    x, y = lay.ipx(there.x, there.y)
    r = lay.s(0.5)
    assert a.crop((x - r, y - r, x + r, y + r)) != b.crop((x - r, y - r, x + r, y + r))
    assert a.crop(lay.panel_box) == b.crop(lay.panel_box)


def test_ship_spots_are_marked_when_prompted() -> None:
    """Ship spots marked when prompted, as the base game marks legal spots: the
    legal ship paths, highlighted, change the picture on each of them."""
    game = sea_games.played("new_shores", 4, MOVES).copy()
    player = sea_games.until_ships(game, 11)
    paths = [
        "-".join(map(str, a.path))  # type: ignore[attr-defined]
        for a in game.legal_actions(player)
        if type(a).__name__ == "BuildShip"
    ]
    assert paths
    view = game.view(None)
    public = read_public(view)
    lay = layout(public, 1000)
    plain, marked = draw_board(view), draw_board(view, highlight=Highlight(paths=paths))
    for path_id in paths:
        path = public.board.paths[path_id]
        a, b = public.board.intersections[path.a], public.board.intersections[path.b]
        x, y = lay.ipx((a.x + b.x) / 2, (a.y + b.y) / 2)
        assert plain.getpixel((x, y)) != marked.getpixel((x, y)), path_id


def _tags(view: dict[str, Any], player: str) -> list[str]:
    public = read_public(view)
    return [text for text, _, _ in seat_tags(public, public.player(player))]


def test_the_panel_names_the_longest_trade_route() -> None:
    """Longest Trade Route holder in the panel: in Seafarers the holder's tag says
    Longest Trade Route, never Longest Road."""
    view = _view("greater_catan")
    holder = view["longest_road"]
    assert holder is not None
    assert "Longest Trade Route" in _tags(view, holder)
    assert "Longest Road" not in _tags(view, holder)


def test_the_panel_names_the_harbormaster() -> None:
    """Harbormaster holder in the panel: the seat holding the Harbormaster has its
    tag; the others do not."""
    view = copy.deepcopy(_view("harbormaster"))
    view["seafarers"]["harbormaster"] = "bob"
    assert "Harbormaster" in _tags(view, "bob")
    assert "Harbormaster" not in _tags(view, "alice")


def test_the_panel_shows_a_gold_choice_and_island_points_beside_the_counts() -> None:
    """A seat's gold to take while the choice is awaited is a tag; its island points are not
    (without Cities & Knights the seat's counts show them, a palm and the number: a seat has
    one line of tags, where they were cut beside the Longest Trade Route)."""
    view = copy.deepcopy(_view("new_shores"))
    view["seafarers"]["island_points"]["carol"] = 2
    view["seafarers"]["choice"] = {"kind": "gold", "player": "carol", "count": 2}
    tags = _tags(view, "carol")
    assert "+2 islands" not in tags
    assert "takes 2 gold" in tags
    assert "takes 2 gold" not in _tags(view, "alice")


@pytest.mark.parametrize("form", FORMS)
def test_same_view_same_bytes(form: Form) -> None:
    """Render contract: the same Seafarers view draws the same bytes."""
    view = _view("fog_island")
    assert render_board(view, form=form) == render_board(view, form=form)


def test_the_warm_up_draws_a_seafarers_board(monkeypatch: pytest.MonkeyPatch) -> None:
    """The warm-up covering Seafarers: a restarted bot's warm-up draws a Seafarers
    board in every form, so its sea, boats and pirate are ready before the first player waits."""
    import render.warm

    drawn: list[tuple[str, str]] = []
    real = render.warm.render_board

    def spy(view: Any, **kw: Any) -> bytes:
        drawn.append((str(view.get("rules")), str(kw.get("form"))))
        return real(view, **kw)

    monkeypatch.setattr(render.warm, "render_board", spy)
    render.warm.warm_up()
    assert {("seafarers", form) for form in FORMS} <= set(drawn)


def _islands_view() -> dict[str, Any]:
    """New Shores for 4 after the builder's moves: everyone at home on the main island."""
    view = copy.deepcopy(sea_games.played("new_shores", 4, MOVES).view(None))
    sea = view["seafarers"]
    assert sea["island_bonus"] == 2 and any(sea["home"].values())
    return view


def _badge_area(view: dict[str, Any], name: str) -> tuple[int, int, int, int]:
    """Where the island `name`'s badge stands in the 1000-pixel phone picture."""
    public = read_public(view)
    assert public.seafarers is not None
    lay = layout(public, 1000)
    tiles = islands.areas_of(public.board, public.seafarers)[name]
    spot = islands.badge_spot(public.board, tiles, public.seafarers.pirate)
    assert spot is not None
    x, y = lay.ipx(*spot)
    half = lay.label(islands.BADGE_SIZE)
    return (x - 2 * half, y - half, x + 2 * half, y + half)


def _crop(view: dict[str, Any], box: tuple[int, int, int, int]) -> Image.Image:
    return Image.open(io.BytesIO(render_board(view, size=1000))).convert("RGB").crop(box)


def test_each_island_is_outlined_off_its_coast() -> None:
    """Islands drawn: each island (the view's `areas`) has a line round its coast:
    every coastal side of an island is outlined, none of the sides inside it; without the
    areas in the view, no line is drawn (the picture differs)."""
    view = _islands_view()
    public = read_public(view)
    assert public.seafarers is not None
    found = islands.areas_of(public.board, public.seafarers)
    assert set(found) == set(view["seafarers"]["areas"].values())
    north = found["north"]
    sides = islands.outline(north)
    assert len(sides) == 6 * len(north) - 2 * (len(north) - 1)  # a row: 2 sides shared each
    plain = copy.deepcopy(view)
    plain["seafarers"]["areas"] = {}
    assert render_board(view) != render_board(plain)


def test_an_island_badge_stands_on_open_sea_clear_of_paths_and_harbors() -> None:
    """Islands drawn, ids readable: each badge stands on the centre of a sea hex
    beside its island, with no harbor and not the pirate there, at least half a hex from the
    middle of every path (where ships and marked spots are drawn)."""
    public = read_public(_islands_view())
    sea = public.seafarers
    assert sea is not None
    board = public.board
    harbors = {(h.sea.x, h.sea.y) for h in board.harbors}
    for tiles in islands.areas_of(board, sea).values():
        spot = islands.badge_spot(board, tiles, sea.pirate)
        assert spot is not None and spot not in harbors
        for path in board.paths.values():
            a, b = board.intersections[path.a], board.intersections[path.b]
            middle = ((a.x + b.x) / 2, (a.y + b.y) / 2)
            assert math.dist(spot, middle) > 0.5, path.id


def test_an_island_badge_shows_its_points_and_who_took_them() -> None:
    """Islands drawn: an island that pays special points has a badge with them above
    it; a seat that settled it adds a dot in its colour, and once no seat can take them any
    more the badge turns grey. Everybody's home island has none."""
    view = _islands_view()
    box = _badge_area(view, "north")
    before = _crop(view, box)
    colours = {c for _, c in before.getcolors(1 << 16) or []}
    assert GOLD in colours
    taken = copy.deepcopy(view)
    players = list(taken["seafarers"]["home"])
    taken["seafarers"]["islands_reached"][players[1]] = ["north"]
    dot = _crop(taken, box)
    assert dot != before
    index = read_public(taken).piece_seats()[players[1]]
    fill = seat(index).fill
    shown = [c for n, c in dot.getcolors(1 << 16) or [] if n > 20]  # the palette's nearest
    assert any(sum(abs(a - b) for a, b in zip(c, fill, strict=True)) < 8 for c in shown)
    closed = copy.deepcopy(view)
    for player in players:
        closed["seafarers"]["islands_reached"][player] = ["north"]
    grey = {c for _, c in _crop(closed, box).getcolors(1 << 16) or []}
    assert GOLD not in grey
    home = copy.deepcopy(view)
    for player in players:
        home["seafarers"]["home"][player] = ["main", "north"]
    assert GOLD not in {c for _, c in _crop(home, box).getcolors(1 << 16) or []}


def test_no_badge_where_a_new_island_pays_nothing() -> None:
    """The Fog Island pays no points for a new island: its islands are outlined but
    carry no badge (the picture equals one whose view says a bonus of nothing)."""
    view = copy.deepcopy(sea_games.played("fog_island", 4, MOVES).view(None))
    assert view["seafarers"]["island_bonus"] == 0
    other = copy.deepcopy(view)
    other["seafarers"]["islands_reached"] = {p: ["upper"] for p in other["seafarers"]["home"]}
    assert render_board(view) == render_board(other)
