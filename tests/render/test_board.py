"""render_board: valid PNGs, public data only, highlights, names that never overflow, threads."""

from __future__ import annotations

import copy
import io
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image, ImageChops

from render import Highlight, render_board
from render.board import draw_board
from render.compose import layout
from render.panel_layout import name_span, seat_boxes
from render.view import read_public
from tests.render import games
from tests.render.cases import _game

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
LONG_NAMES = [
    "W" * 32,
    "😀🐑🎲🏰" * 8,
    "東京の長い名前です東京の長い名前です東京の長い名前です東京の",
    "محمد عبد الرحمن الطويل جدا جدا جدا",
    "Zoë Ω Ж ש 한국어 이름 🐑 " * 2,
    "e\u0301" * 32,  # combining accents
    "👩\u200d👩\u200d👧\u200d👦" * 10,  # joined emoji
    "bad\x00name\nwith\tcontrol",
]


def _late() -> dict[str, Any]:
    view: dict[str, Any] = _game("late_game", 9).view()
    return view


def _open(data: bytes) -> Image.Image:
    assert data.startswith(PNG_SIGNATURE)
    im = Image.open(io.BytesIO(data))
    im.verify()
    return Image.open(io.BytesIO(data))


@pytest.mark.parametrize("size", [400, 1000, 1600])
def test_valid_png_of_the_expected_size(size: int) -> None:
    view = _late()
    im = _open(render_board(view, size=size))
    assert im.format == "PNG"
    assert im.width == size
    assert im.height == layout(read_public(view), size).height


def test_same_view_same_bytes() -> None:
    view = _late()
    assert render_board(view) == render_board(copy.deepcopy(view))


def test_refuses_a_private_view() -> None:
    played = _game("late_game", 9)
    for player in games.PLAYERS:
        with pytest.raises(ValueError):
            render_board(played.view(player))


def test_private_parts_never_change_the_picture() -> None:
    """A player's view with its hand taken out draws exactly like the spectator's view."""
    played = _game("late_game", 9)
    public = render_board(played.view(None))
    for player in games.PLAYERS:
        private = played.view(player)
        assert private["you"]["hand"] is not None
        private["you"] = None
        assert render_board(private) == public


@pytest.mark.parametrize("language", ["nl", "de"])
def test_private_parts_never_change_the_picture_in_any_language(language: str) -> None:
    """A board in Dutch or German is still drawn from the public view only (a
    private view is refused; one with its hand taken out draws like the spectator's)."""
    from words.languages import catalogue

    words = catalogue(language)
    played = _game("late_game", 9)
    public = render_board(played.view(None), words=words)
    assert public != render_board(played.view(None))  # its words are the language's
    for player in games.PLAYERS:
        with pytest.raises(ValueError):
            render_board(played.view(player), words=words)
        private = played.view(player)
        private["you"] = None
        assert render_board(private, words=words) == public


def test_highlight_dict_and_dataclass_agree() -> None:
    view = _late()
    as_dict = render_board(view, highlight={"intersections": [2, 7], "paths": ["1-4"]})
    as_class = render_board(view, highlight=Highlight(intersections=(2, 7), paths=("1-4",)))
    assert as_dict == as_class
    assert as_dict != render_board(view)


def test_numbered_highlight_labels() -> None:
    hl = Highlight(intersections=(5, 9), paths=("1-4",), hexes=("A",), numbered=True)
    assert hl.labels() == (["1", "2"], ["3"], ["4"])
    assert Highlight(paths=("1-4",)).labels() == ([], ["1-4"], [])


@pytest.mark.parametrize(
    "bad",
    [{"intersections": [999]}, {"paths": ["1-2-3"]}, {"hexes": ["ZZ"]}, {"spots": [1]}],
)
def test_highlight_refuses_unknown_spots(bad: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        render_board(_late(), highlight=bad)


def test_refuses_silly_sizes() -> None:
    with pytest.raises(ValueError):
        render_board(_late(), size=50)


def test_long_names_stay_in_their_place() -> None:
    """Measured on the picture: a long name only changes pixels inside its own name span."""
    view = _late()
    public = read_public(view)
    lay = layout(public, 1000)
    player = public.players[1]
    row = seat_boxes(lay, len(public.players))[1]
    left, right = name_span(row, lay.unit, player["vp"])
    blank = draw_board(view, names={player["id"]: ""})
    for name in LONG_NAMES:
        drawn = draw_board(view, names={player["id"]: name})
        box = ImageChops.difference(drawn, blank).getbbox()
        assert box is not None, name
        assert left - 1 <= box[0] and box[2] <= right + 1, (name, box, (left, right))
        assert row[1] <= box[1] and box[3] <= row[3], (name, box, row)


def test_many_threads_draw_the_same_picture() -> None:
    views = [_game(which, 11).view() for which in ("after_setup", "mid_game", "robber_move")]
    expected = [render_board(v, names=games.NAMES) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda v: render_board(v, names=games.NAMES), views * 4))
    assert results == expected * 4


def test_later_seats_and_odd_views_do_not_crash() -> None:
    """Five and six seats, a finished game, and a view without a roll all draw."""
    view = _late()
    extra = copy.deepcopy(view["players"][0])
    for seat in (4, 5):
        extra = copy.deepcopy(extra) | {"id": f"guest{seat}", "seat": seat}
        view["players"].append(extra)
    view["last_roll"] = None
    view["winner"] = "carol"
    view["phase"] = "ended"
    im = _open(render_board(view))
    assert im.width == 1000


def test_a_road_sprite_is_drawn_for_its_own_size() -> None:
    """Two roads whose length and width round alike but whose sprites differ in size (the
    island of 30 hexes and a Seafarers map at 400 pixels have such roads) each get a sprite
    of their own size: the first drawn is not handed to the other, whatever was drawn before."""
    from render.palette import seat
    from render.pieces.roads import road_sprite

    longer = road_sprite(seat(0), 30, 21.4, 6.0)
    shorter = road_sprite(seat(0), 30, 21.0, 5.6)
    assert longer.size == (34, 34)
    assert shorter.size == (33, 33)
