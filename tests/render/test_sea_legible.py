"""Seafarers pictures whole and legible on a phone: nothing a move can name falls off the
picture, every spot a legal move names shows its id, and every id reads at 400 pixels wide
with no label under another label or a line.

Measured on the renderer's own label layout (`render.board.board_labels`: where each id, tag,
hex letter and hex badge is drawn), and on the finished picture for what is drawn over them.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

import engine
from bot.service.prompts import PLACING_CHOICES, PLACING_PHASES, spots
from render import fonts
from render.board import board_labels, draw_board
from render.compose import Label
from render.geometry import HARBOR_RADIUS, PHONE_WIDTH, Layout, harbor_point, hex_corners, on_map
from render.hex_badges import digits_box
from render.labels import id_chip, meets_harbor, overlap
from render.piece_tags import HARBOR_MIDDLE
from render.view import read_public
from tests.render import sea_games
from tests.render.pixels import shows

#: Digits this tall (pixels, once the picture is shrunk to a phone's width) read without zooming.
READABLE_CAP = 9
#: Every scenario for 4, Cities & Knights with Seafarers (Heading for New Shores), and each
#: 5–6 map played by six (SF-17.2).
GAMES = [(s, "seafarers") for s in sea_games.SCENARIOS] + [
    ("new_shores", "cities_knights_seafarers")
]
GAMES += [(s, "seafarers_five_six") for s in sea_games.FIVE_SIX]
IDS = [f"{s}-{r}" for s, r in GAMES]
#: Random positions: this many moves between two looks, this many looks per game.
STRIDE = 45
LOOKS = 6


def _highlight(game: engine.Game, player: str) -> dict[str, list[Any]] | None:
    """The spots the bot marks on the board for `player` (a placement pending), else None."""
    phase = game.phase
    current = game.view(None)["current"]
    choosing = phase in PLACING_CHOICES or (phase in PLACING_PHASES and player == current)
    return spots(game, player) if choosing else None


#: A position: the public view, the player awaited, the bot's highlight, his legal moves.
Position = tuple[dict[str, Any], str, Any, tuple[str, ...]]


@cache
def _positions(
    scenario: str, rules: str
) -> tuple[tuple[dict[str, Any], str, Any, tuple[str, ...]], ...]:
    """Positions of a seeded random game (the builder of sea_games, with a random move one time
    in three), one in the set-up and one at the first robber: (public view, player awaited,
    the bot's highlight, his legal actions)."""
    game = sea_games.new(scenario, _seats(rules), 3, rules)
    rnd = random.Random(3)
    out = []
    robber = False  # one look at the first robber's (or pirate's) prompt
    for look in range(LOOKS):
        for _ in range(STRIDE if look else 5):  # the first look in the set-up
            if game.winner is not None:
                break
            if game.phase == "robber" and not robber:
                robber = True
                break
            player = game.awaiting()[0]
            legal = sorted(game.legal_actions(player), key=str)
            keen = [a for a in legal if str(a).startswith(sea_games.KEEN)]
            game.apply(player, rnd.choice(keen if keen and rnd.random() < 0.67 else legal))
        player = game.awaiting()[0]
        legal = tuple(str(a) for a in game.legal_actions(player))
        out.append((dict(game.view(None)), player, _highlight(game, player), legal))
    return tuple(out)


def _seats(rules: str) -> int:
    """Six for the 5–6 maps, else four."""
    return 6 if rules.endswith("five_six") else 4


def _late(scenario: str, rules: str) -> dict[str, Any]:
    if rules != "cities_knights_seafarers":
        return dict(sea_games.played(scenario, _seats(rules), 500).view(None))
    return dict(sea_games.with_knights(scenario).view(None))


def _views(scenario: str, rules: str) -> Iterator[tuple[dict[str, Any], Any]]:
    yield _late(scenario, rules), None
    for view, _, hl, _ in _positions(scenario, rules):
        yield view, hl


def _picture_width(lay: Layout) -> int:
    """The width of the picture sent (a folded sheet is cut to the panel's width)."""
    return lay.panel_box[2] - lay.panel_box[0]


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_everything_a_move_can_name_lies_inside_the_picture(scenario: str, rules: str) -> None:
    """Every hex (land and lettered sea, whole), every piece (building, knight, ship) and every
    id, tag, letter and badge the renderer lays out lies inside the picture: a ship on the
    map's outer row, an id at its edge, a pirate's letter badge at the top or bottom included."""
    for view, hl in _views(scenario, rules):
        labels, lay = board_labels(view, highlight=hl)
        for label in labels:
            assert on_map(lay, label.box), (scenario, label)
        public = read_public(view)
        board = public.board
        for tile in board.hexes + board.sea_hexes:
            xs, ys = zip(*(lay.px(x, y) for x, y in hex_corners(tile.x, tile.y)), strict=True)
            assert on_map(lay, (min(xs), min(ys), max(xs), max(ys))), (scenario, tile.id)
        spots_held = [b["intersection"] for b in public.buildings]
        if public.cities_knights is not None:
            spots_held += [k.intersection for k in public.cities_knights.knights]
        points = [(board.intersections[i].x, board.intersections[i].y) for i in spots_held]
        for ship in public.seafarers.ships if public.seafarers else ():
            path = board.paths[ship.path]
            a, b = board.intersections[path.a], board.intersections[path.b]
            points.append(((a.x + b.x) / 2, (a.y + b.y) / 2))
        half = 0.4 * lay.scale  # a piece's half width, at most
        for x, y in points:
            cx, cy = lay.px(x, y)
            assert on_map(lay, (cx - half, cy - half, cx + half, cy + half)), (scenario, x, y)


#: Moves whose numbers are counts, not spots.
COUNTING = frozenset({"bank", "discard", "offer", "trade", "counter", "gold", "buy", "roll"})


def _named(action: str, letters: set[str]) -> tuple[set[int], set[str]]:
    """The intersection ids and hex letters a move names (a path names both its ends)."""
    nodes: set[int] = set()
    hexes: set[str] = set()
    words = action.split()
    if words[0] in COUNTING:
        return nodes, hexes
    for word in words[1:]:
        if word.isdigit():
            nodes.add(int(word))
        elif re.fullmatch(r"\d+-\d+", word):
            nodes.update(int(n) for n in word.split("-"))
        elif word in letters:
            hexes.add(word)
    return nodes, hexes


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_every_spot_a_legal_move_names_is_labelled(scenario: str, rules: str) -> None:
    """In random positions of a seeded game, every intersection (alone or as a path's end) and
    every hex a legal move of the player awaited names is labelled in the picture the bot sends
    (the spots marked when a placement is pending), and inside it: `build ship 210-216` with
    210 and 216 on open water shows both ids."""
    for view, player, hl, legal in _positions(scenario, rules):
        labels, _ = board_labels(view, highlight=hl)
        board = read_public(view).board
        letters = {t.id for t in board.hexes + board.sea_hexes}
        shown = {label.text: label for label in labels}
        marked = hl is not None and hl.get("intersections")
        for action in legal:
            nodes, hexes = _named(action, letters)
            for node in nodes:
                # a marked spot's badge may show a number in a menu; the bot shows ids
                assert str(node) in shown or marked, (scenario, player, action, node)
            for tile in hexes:
                assert tile in shown, (scenario, player, action, tile)


def _cap_height(label: Label) -> int:
    top, bottom = fonts.font(label.size, bold=True).getbbox("0")[1::2]
    return bottom - top


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_every_label_reads_at_400_pixels(scenario: str, rules: str) -> None:
    """Every id, tag, letter and badge's digits stand at least 9 pixels tall once the picture
    is shrunk to 400 pixels wide (a phone in Discord)."""
    for view, hl in _views(scenario, rules):
        labels, lay = board_labels(view, highlight=hl)
        k = PHONE_WIDTH / _picture_width(lay)
        for label in labels:
            assert _cap_height(label) * k >= READABLE_CAP, (scenario, label)


def _overlap(a: Label, b: Label) -> bool:
    return min(a.box[2], b.box[2]) - max(a.box[0], b.box[0]) > 0.5 and (
        min(a.box[3], b.box[3]) - max(a.box[1], b.box[1]) > 0.5
    )


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_no_label_lies_on_another(scenario: str, rules: str) -> None:
    """No two labels (ids, tags, letters, badges) overlap, so none hides another's digits."""
    for view, hl in _views(scenario, rules):
        labels, _ = board_labels(view, highlight=hl)
        for i, a in enumerate(labels):
            for b in labels[i + 1 :]:
                assert not _overlap(a, b), (scenario, a, b)


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_every_hex_badge_lies_on_its_hex_and_off_every_number(scenario: str, rules: str) -> None:
    """A badged hex's badge (the robber's and the pirate's prompts), wherever it had to go to
    keep off the ids, has its centre on its own hex, so it reads as that hex's, and covers no
    number token's number: whoever moves the robber still reads every number."""
    badged = 0
    for view, hl in _views(scenario, rules):
        if not hl or not hl.get("hexes"):
            continue
        labels, lay = board_labels(view, highlight=hl)
        board = read_public(view).board
        numbers = [box for box in (digits_box(lay, tile) for tile in board.hexes) if box]
        for label in labels:
            if label.kind != "badge":
                continue
            badged += 1
            tile = board.hex(label.text)
            x0, y0, x1, y1 = label.box
            hx, hy = lay.px(tile.x, tile.y)
            inner = lay.scale * math.sqrt(3) / 2  # the hex's inner radius
            assert math.hypot((x0 + x1) / 2 - hx, (y0 + y1) / 2 - hy) <= inner, (scenario, label)
            assert not any(overlap(label.box, number) for number in numbers), (scenario, label)
    assert badged


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_no_line_or_piece_is_drawn_over_an_id(scenario: str, rules: str) -> None:
    """In the late game's picture, every free spot's id shows whole as its chip is drawn: no
    island outline, ship, boat or piece runs over it."""
    view = _late(scenario, rules)
    labels, lay = board_labels(view)
    im = draw_board(view)
    sheet = im if not lay.folded else None
    for label in labels:
        if label.kind != "id" or sheet is None:  # tags are drawn last of all
            continue
        x0, y0, x1, y1 = label.box
        chip = id_chip(label.text, label.size)
        assert shows(sheet, chip, ((x0 + x1) / 2, (y0 + y1) / 2)), (scenario, label)


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_no_harbor_badge_covers_a_sea_letter(scenario: str, rules: str) -> None:
    """A sea hex's letter (which `/pirate` names) stands clear of every harbor's badge: where
    the badge of a coast above the hex would cover it near the top, it stands near the bottom
    (the 5–6 maps have such coasts)."""
    for view, hl in _views(scenario, rules):
        labels, lay = board_labels(view, highlight=hl)
        board = read_public(view).board
        sea = {t.id for t in board.sea_hexes}
        for label in labels:
            if label.kind == "letter" and label.text in sea:
                assert not meets_harbor(board, lay, label.box), (scenario, label)


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_no_tag_covers_a_number(scenario: str, rules: str) -> None:
    """An owner's tag beside its piece never lies on a number token's number: on a crowded
    map of six at 400 pixels the tag moves off it (Through the Desert's 5–6 map had a tag on
    a token's number)."""
    for view, hl in _views(scenario, rules):
        labels, lay = board_labels(view, highlight=hl)
        board = read_public(view).board
        numbers = [(t.id, box) for t in board.hexes if (box := digits_box(lay, t))]
        for label in labels:
            if label.kind == "tag":
                hit = [h for h, box in numbers if overlap(label.box, box)]
                assert not hit, (scenario, label, hit)


@pytest.mark.parametrize(("scenario", "rules"), GAMES, ids=IDS)
def test_no_harbor_badge_lies_under_a_tag(scenario: str, rules: str) -> None:
    """Tags are drawn over the harbors' round badges: no tag lies on the middle of a badge,
    where its rate and glyph are (it moves off it as it moves off a label; touching the rim
    is allowed)."""
    for view, hl in _views(scenario, rules):
        labels, lay = board_labels(view, highlight=hl)
        board = read_public(view).board
        r = HARBOR_RADIUS * lay.zoom * lay.scale * HARBOR_MIDDLE
        middles = [lay.px(*harbor_point(board, h)) for h in board.harbors]
        for label in labels:
            if label.kind == "tag":
                hit = [
                    (x, y) for x, y in middles if overlap(label.box, (x - r, y - r, x + r, y + r))
                ]
                assert not hit, (scenario, label)
