"""Every intersection's id chip and every harbor's badge read whole on the same map.

A chip at its spot may touch a badge's rim (every coast spot's chip does on the phone form's
larger labels), but not its middle, where the rate and the glyph are; a chip that would (the
three-digit ids next to the badges of the Seafarers maps) moves to the nearest place around
its spot clear of every badge, on the map and off every other chip and letter. Measured on
every map the renderer draws for each rule set, at the widths the bot sends (the default and a
phone's 400 pixels) in both forms, for every intersection (any chip may be shown during a game).
"""

from __future__ import annotations

import math
from functools import cache

import pytest

import engine
from render.board import board_labels
from render.compose import layout
from render.geometry import FORMS, Form, Layout, on_map
from render.labels import HARBOR_MIDDLE, chip_box, chip_point, meets_harbor, overlap
from render.view import Board, read_public
from tests.render import sea_games

#: Every map the renderer draws for each rule set and seat count that has its own map: every
#: Seafarers scenario for 3 and 4 (Cities & Knights with Seafarers: the scenarios it allows),
#: the 5–6 maps (five and six share each), and the base game's island for 4 and for 5–6.
MAPS = (
    [("seafarers", s, n) for s in sea_games.SCENARIOS for n in (3, 4)]
    + [
        ("cities_knights_seafarers", s, n)
        for s in ("new_shores", "through_the_desert", "greater_catan")
        for n in (3, 4)
    ]
    + [("seafarers_five_six", s, 6) for s in sea_games.FIVE_SIX]
    + [("base", None, 4), ("five_six", None, 6)]
)
IDS = [f"{r}-{s or 'island'}-{n}" for r, s, n in MAPS]
#: The widths the bot sends: a phone's, and the default.
WIDTHS = (400, 1000)
#: How far (hex units) a moved chip's centre may go from its spot: it still reads as that
#: spot's (less than half the distance to the next spot).
REACH = 0.5


@cache
def _view(rules: str, scenario: str | None, players: int) -> engine.GameView:
    options = {"scenario": scenario} if scenario is not None else {}
    game = engine.Game.new(
        engine.GameConfig(
            players=sea_games.PLAYERS[:players],
            seed=5,
            rules=rules,
            map="beginner",
            options=options,
        )
    )
    return game.view(None)


def _layouts(rules: str, scenario: str | None, players: int) -> list[tuple[Board, Layout, str]]:
    """The board and its layout at each width the bot sends, in both forms."""
    public = read_public(_view(rules, scenario, players))
    out = []
    for width in WIDTHS:
        for form in FORMS:
            out.append((public.board, layout(public, width, form), f"{width}-{form}"))
    return out


def _at_spot(board: Board, lay: Layout, spot_id: int) -> bool:
    spot = board.intersections[spot_id]
    x, y = chip_point(board, lay, spot)
    sx, sy = lay.px(spot.x, spot.y)
    return math.hypot(x - sx, y - sy) < 0.5


@pytest.mark.parametrize(("rules", "scenario", "players"), MAPS, ids=IDS)
def test_no_id_chip_covers_the_middle_of_a_harbor_badge(
    rules: str, scenario: str | None, players: int
) -> None:
    """No intersection's chip lies on the middle of a harbor's badge (HARBOR_MIDDLE of its
    radius), where its rate and glyph are: both read whole."""
    for board, lay, where in _layouts(rules, scenario, players):
        for spot in board.intersections.values():
            box = chip_box(board, lay, spot)
            assert not meets_harbor(board, lay, box, HARBOR_MIDDLE), (where, spot.id)


@pytest.mark.parametrize(("rules", "scenario", "players"), MAPS, ids=IDS)
def test_a_moved_chip_lies_on_the_map_off_every_other_label(
    rules: str, scenario: str | None, players: int
) -> None:
    """A chip moved off a badge's middle lies whole on the map (in one half of a folded one),
    covers no other chip and no hex letter, and stays next to its spot (its centre less than
    half the way to the next spot)."""
    view = _view(rules, scenario, players)
    for board, lay, where in _layouts(rules, scenario, players):
        size, form = where.split("-")
        letters = [
            label.box
            for label in board_labels(view, size=int(size), form=_form(form))[0]
            if label.kind == "letter"
        ]
        boxes = {i: chip_box(board, lay, s) for i, s in board.intersections.items()}
        for spot_id, box in boxes.items():
            if _at_spot(board, lay, spot_id):
                continue
            assert on_map(lay, box), (where, spot_id)
            assert not any(overlap(box, b) for i, b in boxes.items() if i != spot_id), (
                where,
                spot_id,
            )
            assert not any(overlap(box, b) for b in letters), (where, spot_id)
            spot = board.intersections[spot_id]
            x, y = chip_point(board, lay, spot)
            sx, sy = lay.px(spot.x, spot.y)
            assert math.hypot(x - sx, y - sy) <= REACH * lay.scale, (where, spot_id)


def _form(text: str) -> Form:
    return next(f for f in FORMS if f == text)


@pytest.mark.parametrize(("rules", "scenario", "players"), MAPS, ids=IDS)
def test_a_chip_clear_of_every_badge_middle_stays_on_its_spot(
    rules: str, scenario: str | None, players: int
) -> None:
    """Only a chip that would cover a badge's middle moves: every other chip (one touching a
    badge's rim included) stays centred on its spot, so maps without the problem look as
    before."""
    for board, lay, where in _layouts(rules, scenario, players):
        for spot in board.intersections.values():
            cx, cy = lay.px(spot.x, spot.y)
            x0, y0, x1, y1 = chip_box(board, lay, spot)
            left, top = round(cx - (x1 - x0) / 2), round(cy - (y1 - y0) / 2)
            at_spot = (left, top, left + x1 - x0, top + y1 - y0)  # as pasted on the spot
            if not meets_harbor(board, lay, at_spot, HARBOR_MIDDLE):
                assert _at_spot(board, lay, spot.id), (where, spot.id)
