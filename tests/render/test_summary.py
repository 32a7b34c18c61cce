"""render_summary: the end-of-game picture from a GameRecord."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import GameRecord, PlayerResult, render_summary
from render.summary import expected_share, facts
from tests.render.cases import _game


def test_record_from_a_real_game() -> None:
    record = _game("finished", 11).record()
    assert record.winner is not None
    assert all(2 <= total <= 12 for total in record.dice)
    assert {len(v) for v in record.vp_history.values()} == {
        max(map(len, record.vp_history.values()))
    }
    im = Image.open(io.BytesIO(render_summary(record)))
    assert im.format == "PNG" and im.width == 1000


def test_expected_distribution() -> None:
    assert sum(expected_share(t) for t in range(2, 13)) == pytest.approx(1.0)
    assert expected_share(7) == pytest.approx(6 / 36)
    assert expected_share(1) == 0


def test_empty_game_draws() -> None:
    record = GameRecord(players=[PlayerResult("a", 0, 2), PlayerResult("b", 1, 2, 1, "Bé 🐑")])
    im = Image.open(io.BytesIO(render_summary(record, size=500)))
    assert im.width == 500
    assert facts(record) == ["0 turns, 0 rolls"]


def test_hidden_points_count_in_the_total() -> None:
    assert PlayerResult("a", 0, public_vp=8, hidden_vp=2).total == 10
