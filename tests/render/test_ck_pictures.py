"""Cities & Knights pictures at a phone's width: the barbarians' strip in every C&K rule set,
knights and walls readable at 400 pixels, the key to the pieces, and every word drawn in the
reader's language."""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from PIL import Image

import engine
from engine.rules import rule_names, rule_set
from render import fonts, palette
from render.barbarians import ship_centre, space_centres
from render.board import draw_board
from render.compose import KEY_HEIGHT, TRACK_HEIGHT, compose, layout, split_track, track_height
from render.fold import rule_height
from render.highlight import Highlight
from render.key import key_kinds
from render.panel import CARD_PHASES, PHASES, phase_text
from render.pieces.buildings import CITY_SIZE
from render.pieces.cities import WALL_HEIGHT, WALL_WIDTH, WALL_Y
from render.pieces.knights import KNIGHT_SIZE, MARK_R, MARK_Y, knight_sprite
from render.view import read_public
from tests.render import ck_positions, sea_games
from tests.render.cases import _ck_two_player
from tests.words.english_left import english_left
from words.languages import LANGUAGES, catalogue

PHONE = 400
#: The C&K rule sets, each with the number of players a game of it is drawn for.
CK_RULES = (
    ("cities_knights", 3),
    ("cities_knights_two_player", 2),
    ("cities_knights_seafarers", 4),
)


@cache
def _played(rules: str, players: int) -> dict[str, Any]:
    """The public view of a short seeded game of `rules` (builds and knights preferred)."""
    if rules == "cities_knights_seafarers":
        return sea_games.with_knights("new_shores").view(None)
    if rules == "cities_knights_two_player":
        return _ck_two_player().view(None)
    game = engine.Game.new(
        engine.GameConfig(
            players=("ann", "ben", "cy", "dot")[:players], seed=3, rules=rules, map="beginner"
        )
    )
    rnd = random.Random(3)
    for _ in range(300):
        player = game.awaiting()[0]
        legal = sorted(game.legal_actions(player), key=str)
        keen = [a for a in legal if str(a).startswith(("build", "knight", "activate"))]
        game.apply(player, rnd.choice(keen or legal))
    return game.view(None)


def _at(rules: str, players: int, position: int) -> dict[str, Any]:
    view = copy.deepcopy(_played(rules, players))
    view["cities_knights"]["barbarians"]["position"] = position
    return view


@pytest.mark.parametrize(("rules", "players"), CK_RULES)
def test_every_ck_rule_set_draws_the_barbarian_track(rules: str, players: int) -> None:
    """Whatever the rule set adding Cities & Knights (3-4 players, for two with the neutrals,
    with Seafarers), the picture keeps the strip under the map for the barbarians' track, and the
    ship is drawn on the space of the view's position (6 of 7 here), not on the start."""
    view = _at(rules, players, 6)
    public = read_public(view)
    assert public.cities_knights is not None and public.cities_knights.position == 6
    assert track_height(public) >= TRACK_HEIGHT
    lay, _ = split_track(layout(public, PHONE), public)
    _, y0, _, y1 = lay.track_box
    assert y1 - y0 >= TRACK_HEIGHT * PHONE / 1000 - 1
    centres = space_centres(lay, public.cities_knights)
    assert len(centres) == 8 and ship_centre(lay, public.cities_knights) == centres[6]
    im = draw_board(view, size=PHONE)

    # A folded map (a wide Seafarers one) stacks its halves: what is under it moves down.
    below = lay.map_box[3] + rule_height(lay) if lay.folded else 0

    def white(spot: tuple[float, float]) -> int:
        cx, cy = round(spot[0]), round(spot[1]) + below
        box = im.crop((cx - 12, cy - 12, cx + 13, cy + 13)).convert("L")
        return sum(1 for v in box.get_flattened_data() if v > 230)

    assert white(centres[6]) > 60  # the ship's white disc
    assert white(centres[0]) == 0  # the start is an empty space


def test_a_game_without_cities_knights_has_no_strip() -> None:
    """The base game draws no strip under its map."""
    game = engine.Game.new(engine.GameConfig(players=("a", "b", "c"), seed=1))
    assert track_height(read_public(game.view(None))) == 0


def _level_rows(picture: Image.Image) -> int:
    """Rows of the shield below its seat mark holding the level number's white."""
    top = round((MARK_Y + MARK_R) * picture.height) + 1
    rows = [
        y
        for y in range(top, picture.height)
        if any(
            min(picture.getpixel((x, y))[:3]) > 235 and picture.getpixel((x, y))[3] == 255
            for x in range(picture.width)
        )
    ]
    return max(rows) - min(rows) + 1 if rows else 0


@pytest.mark.parametrize("width", [PHONE, 1000])
def test_knight_level_reads_at_400_pixels(width: int) -> None:
    """A knight's level is a number at least 8 pixels high once the picture is seen 400 pixels
    wide (a 1000-pixel board shrunk as a phone shrinks it), for every level, active or not,
    in every seat's colours but white (whose filled shield is white itself)."""
    lay = layout(read_public(ck_positions.board_view()), width)
    size = round(KNIGHT_SIZE * lay.scale)
    for index in (0, 1, 3):
        look = palette.seat(index)
        for level in (1, 2, 3):
            for active in (True, False):
                rows = _level_rows(knight_sprite(look, level, active, size))
                assert rows * PHONE / width >= 8, (index, level, active, rows)


def test_active_and_inactive_knights_differ_in_shape() -> None:
    """An active knight's shield is filled with its owner's colour, an inactive one's is hollow
    (the colour only in a ring): in the shield's left third, beside the seat mark and the
    number, the inactive shield shows under 55% of the active one's area of that colour, so the two
    read apart without telling colours apart."""
    size = round(KNIGHT_SIZE * layout(read_public(ck_positions.board_view()), PHONE).scale)
    side = (0, 0, round(size / 3), round(size * 0.6))
    for index in range(4):
        look = palette.seat(index)

        def filled(active: bool, look: palette.Seat = look) -> int:
            picture = knight_sprite(look, 2, active, size).crop(side)
            fill = look.fill
            return sum(
                1
                for p in picture.get_flattened_data()
                if p[3] == 255 and max(abs(p[i] - fill[i]) for i in range(3)) < 30
            )

        assert filled(False) < filled(True) * 0.55, (index, filled(False), filled(True))


def test_walls_show_around_a_city_at_400_pixels() -> None:
    """A city's wall shows at least 6 pixels on each side of the city and below it on a board
    400 pixels wide."""
    scale = layout(read_public(ck_positions.board_view()), PHONE).scale
    assert (WALL_WIDTH - CITY_SIZE) / 2 * scale >= 6
    assert (WALL_Y + WALL_HEIGHT / 2 - CITY_SIZE / 2) * scale >= 6


def test_the_key_names_the_pieces_on_the_board() -> None:
    """The key under the barbarians' strip names every kind of C&K piece on the board (active
    and inactive knights, walls, metropolises, a pillaged and a sabotaged city) and takes room
    in the picture only then."""
    public = read_public(ck_positions.board_view())
    assert public.cities_knights is not None
    kinds = key_kinds(public.cities_knights)
    assert kinds == ("active", "inactive", "wall", "metropolis", "fallen", "sabotaged")
    assert track_height(public) == TRACK_HEIGHT + KEY_HEIGHT
    _, key = split_track(layout(public, PHONE), public)
    assert key[3] - key[1] >= KEY_HEIGHT * PHONE / 1000 - 1


def test_the_key_leaves_out_pieces_not_on_the_board() -> None:
    """No walls, metropolises, fallen or sabotaged cities and only active knights: the key names
    active knights alone; with no C&K piece on the board there is no key."""
    view = ck_positions.board_view()
    ck = view["cities_knights"]
    ck.update(walls=[], metropolises=[], fallen=[], sabotaged=[])
    ck["knights"] = [k for k in ck["knights"] if k["active"]]
    public = read_public(view)
    assert public.cities_knights is not None
    assert key_kinds(public.cities_knights) == ("active",)
    ck["knights"] = []
    public = read_public(view)
    assert public.cities_knights is not None
    assert key_kinds(public.cities_knights) == ()
    assert track_height(public) == TRACK_HEIGHT


def _drawn(view: dict[str, Any], language: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the board picture of `view` draws in `language` (the picture alone: not the
    colour calibration drawn once per map, which no player sees)."""
    seen: list[str] = []
    real = fonts.draw_text

    def record(d: Any, xy: Any, text: str, *args: Any, **kwargs: Any) -> float:
        seen.append(text)
        return real(d, xy, text, *args, **kwargs)

    public = read_public(view)
    with monkeypatch.context() as m:
        m.setattr(fonts, "draw_text", record)
        compose(public, Highlight(), layout(public, PHONE), {}, None, catalogue(language))
    return seen


def _phases() -> Iterator[tuple[str, str]]:
    for name in rule_names():
        for phase in rule_set(name).phases:
            yield name, phase


def test_every_phase_of_every_rule_set_is_named_in_the_catalogue() -> None:
    """Every phase of every rule set is named by the picture's catalogue (or, a progress card's,
    by the card's name), never shown as its code."""
    missing = sorted({p for _, p in _phases() if p not in PHASES and p not in CARD_PHASES})
    assert missing == []
    for language in LANGUAGES:
        words = catalogue(language)
        for phase in PHASES:
            assert words.say(f"picture.phase.{phase}")


@pytest.mark.parametrize("language", ["nl", "de"])
def test_no_phase_is_english_in_dutch_or_german(language: str) -> None:
    """Each phase's header line in Dutch or German holds no English word."""
    public = read_public(_played("cities_knights", 3))
    for _, phase in _phases():
        public = dataclasses.replace(public, phase=phase)
        text = phase_text(public, catalogue(language))
        assert not english_left(text, language), (phase, text)


@pytest.mark.parametrize("language", ["nl", "de"])
@pytest.mark.parametrize(("rules", "players"), CK_RULES)
def test_no_english_label_on_a_ck_picture(
    rules: str, players: int, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every label a C&K picture draws in Dutch or German (the barbarians' strip, the key, the
    panel) is in that language: no English word among them, players' names aside."""
    view = _at(rules, players, 6)
    names = [p["id"] for p in view["players"]]
    drawn = _drawn(view, language, monkeypatch)
    assert catalogue(language).say("picture.barbarians.knights", count=0).split()[0] in " ".join(
        drawn
    )
    left = {t: english_left(t, language, names) for t in drawn}
    assert {t: w for t, w in left.items() if w} == {}
