"""render_hand: only from the owner's private view; a valid PNG that shows the hand."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image

from render import render_hand
from render.hand import hand_height
from tests.render import games
from tests.render.cases import _game


def test_valid_png() -> None:
    view = _game("late_game", 9).view("carol")
    im = Image.open(io.BytesIO(render_hand(view, "carol")))
    assert im.format == "PNG"
    assert im.size == (800, hand_height(view["you"]["development"]))


def test_only_the_owners_view() -> None:
    played = _game("late_game", 9)
    with pytest.raises(ValueError):
        render_hand(played.view(None), "carol")
    with pytest.raises(ValueError):
        render_hand(played.view("bob"), "carol")


def test_many_cards_and_long_names() -> None:
    view = copy.deepcopy(_game("late_game", 9).view("dave"))
    kinds = ("knight", "road_building", "year_of_plenty", "monopoly", "victory_point")
    view["you"]["development"] = [
        {"card": kind, "playable": i % 2 == 0}
        for i in range(14)
        for kind in kinds[i % 5 : i % 5 + 1]
    ]
    view["you"]["hand"] = {"lumber": 12, "brick": 0, "wool": 3, "grain": 1, "ore": 19}
    data = render_hand(view, "dave", names={"dave": "🐑" * 40}, size=400)
    assert Image.open(io.BytesIO(data)).width == 400


def test_hand_changes_with_the_cards() -> None:
    view = _game("late_game", 9).view("carol")
    more = copy.deepcopy(view)
    more["you"]["hand"]["ore"] += 1
    assert render_hand(view, "carol", names=games.NAMES) != render_hand(more, "carol")
