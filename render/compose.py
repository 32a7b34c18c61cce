"""Putting a board picture together: the cached map, the pieces in drawing order, the panel."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine import BuildingView
from words import ENGLISH, Catalogue

from . import fonts, hex_badges, islands, labels, panel, panel_layout, piece_tags
from .barbarians import draw_barbarians
from .geometry import Box, Form, Layout, board_layout, phone_layout
from .highlight import (
    Highlight,
    draw_hex_marks,
    draw_marks,
    draw_path_marks,
)
from .key import KEY_HEIGHT, draw_key, key_rows
from .map_cache import MapCache
from .pieces.buildings import draw_buildings
from .pieces.cities import draw_fallen, draw_metropolises, draw_sabotaged, draw_walls
from .pieces.knights import draw_knights
from .pieces.merchant import draw_merchant, merchant_box
from .pieces.roads import draw_roads
from .pieces.robber import draw_robber, draw_shade
from .pieces.ships import draw_pirate, draw_ships
from .static import map_layer
from .view import Board, PublicView

#: Height (at unit 1) of the strip under the map for the barbarians' track: every rule set with
#: Cities & Knights has it (3-4 players, for two, with Seafarers); the others have no strip.
TRACK_HEIGHT = 90


def track_height(public: PublicView) -> int:
    """The height at unit 1 of the tracks' strip of `public`'s picture: the barbarians' whenever
    the view has a Cities & Knights part, whichever rule set it comes from, and under it the key
    to the C&K pieces on the board (if any: a row for up to three kinds, two for more)."""
    ck = public.cities_knights
    if ck is None:
        return 0
    return TRACK_HEIGHT + KEY_HEIGHT * key_rows(ck)


def split_track(lay: Layout, public: PublicView) -> tuple[Layout, Box]:
    """The layout whose `track_box` is the barbarians' strip, and the key's box under it."""
    x0, y0, x1, y1 = lay.track_box
    total = track_height(public)
    if total == 0:
        return lay, (x0, y1, x1, y1)
    middle = y0 + round((y1 - y0) * TRACK_HEIGHT / total)
    return dataclasses.replace(lay, track_box=(x0, y0, x1, middle)), (x0, middle, x1, y1)


def layout(public: PublicView, size: int, form: Form = "phone") -> Layout:
    """The layout of `public`'s picture at width `size` in `form`."""
    track = track_height(public)
    height = panel_layout.panel_height(len(public.players), form, public.cities_knights is not None)
    if public.two_player is not None:
        height += panel_layout.neutral_height(form)
    if form == "phone":
        return phone_layout(public.board, size, height, track)
    return board_layout(public.board, size, height, track)


def compose(
    public: PublicView,
    hl: Highlight,
    lay: Layout,
    names: Mapping[str, str],
    files: MapCache | None = None,
    words: Catalogue = ENGLISH,
) -> Image.Image:
    """The RGB board picture, its words from `words` (its map layer read from `files` when not
    in memory yet)."""
    hidden = {b["intersection"] for b in _pieces(public)} | set(hl.intersections)
    im = map_layer(public.board, lay, files, words).base(hidden, public.board, lay)
    draw_pieces(im, lay, public, hl, hidden, words)
    panel.draw_panel(im, lay, public, names, words)
    return im


def draw_pieces(
    im: Image.Image,
    lay: Layout,
    public: PublicView,
    hl: Highlight,
    hidden: set[int],
    words: Catalogue = ENGLISH,
) -> None:
    """Everything on the map that changes during a game, bottom layer first, then the strip
    under the map (its words from `words`)."""
    seats = public.piece_seats()  # the neutral players' pieces have their own look
    board = public.board
    ck = public.cities_knights
    asleep = ck is not None and not ck.robber_active
    if not asleep:  # an asleep robber blocks nothing
        draw_shade(im, lay, board, public.robber)
    if public.robber is not None and not asleep:  # the shade must not dim its letter
        labels.draw_letter(ImageDraw.Draw(im), lay, board.hex(public.robber))
    sea = public.seafarers
    ships = sea.ships if sea is not None else ()
    if sea is not None:
        islands.draw_outlines(im, lay, board, sea)
    draw_roads(im, lay, board, public.roads, seats)
    draw_ships(im, lay, board, ships, seats)
    draw_path_marks(im, lay, board, hl)
    labels.draw_ids(im, lay, board, hidden | (set(board.intersections) - shown_ids(public, hl)))
    pieces = _pieces(public)
    where = places(public, hl, lay)
    points = where.tags
    piece_tags.draw_leaders(im, lay, board, pieces, points)
    if ck is None:
        draw_buildings(im, lay, board, public.buildings, seats)
    else:
        draw_walls(im, lay, board, ck.walls)
        owners = {b["intersection"]: b["owner"] for b in public.buildings}
        # a metropolis or a fallen city is never sabotaged; drawn as such if a view says both
        sabotaged = (ck.sabotaged & set(owners)) - ck.fallen
        special = {m.intersection for m in ck.metropolises} | ck.fallen | sabotaged
        draw_buildings(im, lay, board, public.buildings, seats, special)
        draw_metropolises(im, lay, board, ck.metropolises, seats)
        draw_fallen(im, lay, board, ck.fallen & set(owners), owners, seats)
        draw_sabotaged(
            im, lay, board, sabotaged - {m.intersection for m in ck.metropolises}, owners, seats
        )
        draw_knights(im, lay, board, ck.knights, seats)
    labels.draw_covered_letters(im, lay, board, pieces)
    draw_robber(im, lay, board, public.robber, asleep=asleep)
    if ck is not None:
        draw_merchant(im, lay, board, ck.merchant, seats)
    if sea is not None and sea.pirate is not None:
        draw_pirate(im, lay, board, sea.pirate)
    if sea is not None:
        islands.draw_badges(im, lay, board, sea, seats)
    if public.robber is not None:  # neither the shade nor the pawn may hide the ids around it
        labels.draw_ids(im, lay, board, hidden, board.hex(public.robber))
    if hl.hexes:
        draw_hex_marks(im, lay, hl, where.badges, where.small)
    piece_tags.draw_tags(im, lay, board, pieces, seats, set(hl.intersections), points)
    built = {b["intersection"]: b["kind"] for b in pieces}
    draw_marks(im, lay, board, hl, built, points)
    if ck is not None:
        strip, key = split_track(lay, public)
        draw_barbarians(im, strip, ck, words)
        owners = {b["intersection"]: b["owner"] for b in public.buildings}
        draw_key(im, key, ck, seats, owners, words, narrow=lay.form != "phone")


def shown_ids(public: PublicView, hl: Highlight) -> set[int]:
    """The intersections whose id chips are drawn (again) over the roads, ships and coast lines
    (those built on or badged left out later): the ends of roads, ships and highlighted paths
    (on open water the only ids shown otherwise), and with Seafarers every id on land or coast
    (the island outlines run across them) and every open-water spot one path away from a
    building or a ship's end (the far end of each path a new ship could take: `build ship`
    names it)."""
    board = public.board
    sea = public.seafarers
    ships = sea.ships if sea is not None else ()
    ends = {end for road in public.roads for end in _ends(board, road["path"])}
    ends.update(end for ship in ships for end in _ends(board, ship.path))
    ends.update(end for path in hl.paths for end in _ends(board, path))
    if sea is None:
        return ends
    shown = ends | (set(board.intersections) - board.open_sea)
    sources = {end for ship in ships for end in _ends(board, ship.path)}
    sources.update(b["intersection"] for b in public.buildings)
    for path in board.paths.values():
        if path.a in sources or path.b in sources:
            shown.update((path.a, path.b))
    return shown


def _pieces(public: PublicView) -> tuple[BuildingView, ...]:
    """Everything standing on an intersection: the buildings, and the knights (whose ids are
    tagged beside them as a building's are)."""
    ck = public.cities_knights
    if ck is None:
        return public.buildings
    knights = tuple(
        BuildingView(intersection=k.intersection, kind="knight", owner=k.owner) for k in ck.knights
    )
    return public.buildings + knights


def _ends(board: Board, path_id: str) -> tuple[int, int]:
    path = board.paths[path_id]
    return (path.a, path.b)


def _piece_boxes(
    board: Board,
    lay: Layout,
    pieces: tuple[BuildingView, ...],
    boats: tuple[tuple[float, float], ...],
) -> list[labels.PixelBox]:
    """The pixel squares the pieces on intersections and the ships' boats take."""
    out = []
    for p in pieces:
        spot = board.intersections[p["intersection"]]
        half = piece_tags.PIECE_HALF.get(p["kind"], piece_tags.PIECE_HALF["city"]) * lay.scale
        cx, cy = lay.px(spot.x, spot.y)
        out.append((cx - half, cy - half, cx + half, cy + half))
    for x, y in boats:
        cx, cy = lay.px(x, y)
        half = piece_tags.BOAT_HALF * lay.scale
        out.append((cx - half, cy - half, cx + half, cy + half))
    return out


def _middle(board: Board, path_id: str) -> tuple[float, float]:
    path = board.paths[path_id]
    a, b = board.intersections[path.a], board.intersections[path.b]
    return ((a.x + b.x) / 2, (a.y + b.y) / 2)


@dataclass(frozen=True)
class Label:
    """A label a player reads to type a move: `kind` ("id": an intersection's chip, "tag": a
    built one's beside its piece, "letter": a hex's, "badge": a highlighted hex's), its `text`,
    its pixel `box` (left, top, right, bottom) on the sheet the map is drawn on (before a fold)
    and its type `size` in pixels."""

    kind: str
    text: str
    box: tuple[float, float, float, float]
    size: int


def label_layout(public: PublicView, hl: Highlight, lay: Layout) -> list[Label]:
    """Where `compose` draws each id, tag, hex letter and hex badge of `public` with `hl` in
    `lay` (a highlighted spot's badge in place of its id or tag)."""
    return places(public, hl, lay).labels


@dataclass(frozen=True)
class Places:
    """Where the labels go: every label (`labels`), each tag's point in hex units (`tags`,
    by intersection), each hex badge's centre in pixels (`badges`, by hex letter) and the hexes
    whose badge is the small one (`small`, see `highlight.hex_badge`)."""

    labels: list[Label]
    tags: dict[int, tuple[float, float]]
    badges: dict[str, tuple[float, float]]
    small: frozenset[str] = frozenset()


def places(public: PublicView, hl: Highlight, lay: Layout) -> Places:
    """Where `compose` draws each label of `public` with `hl` in `lay`: the ids on their spots,
    then each hex's letter (a sea hex's off the ids beside it) or badge (off the ids, letters
    and badges placed before it, and if it can off the tags and pieces: see
    `hex_badges.place_badge`), then the tags beside their pieces, each moved off any label
    placed before it (see `piece_tags.settle_tags`)."""
    board = public.board
    size = lay.label(labels.ID_SIZE)
    pieces = _pieces(public)
    built = {p["intersection"] for p in pieces}
    marked = dict(zip(hl.intersections, hl.labels()[0], strict=True))
    out: list[Label] = []

    def box_of(text: str, cx: float, cy: float) -> tuple[float, float, float, float]:
        im = labels.id_chip(text, size)
        return (cx - im.width / 2, cy - im.height / 2, cx + im.width / 2, cy + im.height / 2)

    free = (set(board.intersections) - board.open_sea) | shown_ids(public, hl)
    for spot_id in sorted(free - built):
        spot = board.intersections[spot_id]
        text = marked.get(spot_id, str(spot_id))
        out.append(Label("id", text, box_of(text, *labels.chip_point(board, lay, spot)), size))
    letter = lay.label(labels.LETTER_SIZE)
    badges = dict(zip(hl.hexes, hl.labels()[2], strict=True))
    tiles = board.hexes + board.sea_hexes
    letters: dict[str, Label] = {}
    for tile in tiles:  # a land hex's letter, or a sea hex's (Seafarers: where the pirate may go)
        if tile in board.sea_hexes:
            cx, cy = labels.sea_letter_point(board, lay, tile)
        else:
            cx, cy = lay.px(tile.x, tile.y + labels.letter_y(lay))
        left, top, right, bottom = fonts.font(letter, bold=True).getbbox(tile.id, anchor="mm")
        letters[tile.id] = Label(
            "letter", tile.id, (cx + left, cy + top, cx + right, cy + bottom), letter
        )
    # the map prints every letter: a badge moved off its letter leaves it in sight
    ids = [label.box for label in out]
    taken = ids + [label.box for label in letters.values()]
    ck = public.cities_knights
    sea = public.seafarers
    boats = tuple(_middle(board, ship.path) for ship in (sea.ships if sea is not None else ()))
    points = piece_tags.tag_points(board, lay, pieces, merchant_box(board, ck), boats)
    texts = {spot: marked.get(spot, str(spot)) for spot in (p["intersection"] for p in pieces)}
    spots: dict[str, hex_badges.BadgeSpot] = {}
    if badges:  # the tags where they stand without the badges, which keep off them if they can
        points = piece_tags.settle_tags(board, lay, pieces, points, texts, taken, boats)
        tags = [box_of(texts[spot], *lay.px(*point)) for spot, point in points.items()]
        tags += _piece_boxes(board, lay, pieces, boats)
        numbers = [box for box in (hex_badges.digits_box(lay, t) for t in board.hexes) if box]
        for tile in tiles:
            if tile.id in badges:
                others = [label.box for hex_id, label in letters.items() if hex_id != tile.id]
                placed = [spot.box for spot in spots.values()]
                spots[tile.id] = hex_badges.place_badge(
                    lay, tile, badges[tile.id], ids + others + placed, numbers, tags
                )
        taken += [spot.box for spot in spots.values()]
    for tile in tiles:
        if tile.id in spots:
            out.append(Label("badge", badges[tile.id], spots[tile.id].box, letter))
        else:
            out.append(letters[tile.id])
    points = piece_tags.settle_tags(board, lay, pieces, points, texts, taken, boats)
    for p in pieces:
        spot_id = p["intersection"]
        text = texts[spot_id]
        out.append(Label("tag", text, box_of(text, *lay.px(*points[spot_id])), size))
    centres = {hex_id: spot.centre for hex_id, spot in spots.items()}
    small = frozenset(hex_id for hex_id, spot in spots.items() if spot.small)
    return Places(out, points, centres, small)
