"""The standings and profile pictures, phone first."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import ProfileCard, StandingRow, StandingsTable, render_profile, render_standings
from render.profile import scale
from render.standings import ROW, draw_standings


def test_a_page_of_standings_grows_with_its_rows() -> None:
    """Brief item 3: a row per player of the page, 800 wide (read at 400 on a phone)."""
    one = draw_standings(StandingsTable("L", [StandingRow(1, "a", 1.0)]))
    three = draw_standings(StandingsTable("L", [StandingRow(i, "a", 1.0) for i in (1, 2, 3)]))
    assert one.width == three.width == 800
    assert three.height - one.height == 2 * ROW


def test_empty_standings_draw() -> None:
    """A season with no games yet still has a picture."""
    im = Image.open(io.BytesIO(render_standings(StandingsTable("L"), size=400)))
    assert im.width == 400


def test_a_profile_without_history_draws() -> None:
    """A player whose only games were void has no rating line, but a card."""
    im = Image.open(io.BytesIO(render_profile(ProfileCard("a", "L", 0.0, True))))
    assert im.format == "PNG" and im.width == 800


def test_the_chart_scale_holds_every_rating_and_zero() -> None:
    """The rating axis includes 0 (a newcomer) and every rating, in whole steps."""
    assert scale([1.2, 8.5]) == (0, 10, 2.0)
    assert scale([-3.5, 2.0]) == (-4, 2, 2.0)
    assert scale([]) == (0, 1, 1.0)


def test_sizes_outside_the_range_are_refused() -> None:
    with pytest.raises(ValueError):
        render_standings(StandingsTable("L"), size=100)
