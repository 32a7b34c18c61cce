"""render_summary: the end-of-game picture from a GameRecord."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render import GameRecord, PlayerResult, render_summary
from render.summary import dice_bars, dice_box, draw_summary, expected_share, facts, points_scale
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


def _record(target: int | None, history: dict[str, list[int]]) -> GameRecord:
    players = [
        PlayerResult(pid, seat, values[-1]) for seat, (pid, values) in enumerate(history.items())
    ]
    return GameRecord(players=players, vp_history=history, target=target)


def test_points_scale_fits_the_target() -> None:
    """The points chart reaches the game's target, not a fixed 10."""
    assert points_scale(_record(12, {"a": [2, 5, 8], "b": [2, 3]})) == (12, 2)
    assert points_scale(_record(5, {"a": [2, 3, 5]})) == (5, 1)
    assert points_scale(_record(18, {"a": [2, 9]}))[0] == 18


def test_points_scale_reaches_a_score_past_the_target() -> None:
    """Item 11: a last turn that overshoots the target still fits on the chart."""
    assert points_scale(_record(10, {"a": [8, 11]}))[0] == 11


def test_points_scale_without_a_target_fits_the_scores() -> None:
    """Item 11: with no target known, the chart fits the highest score."""
    assert points_scale(_record(None, {"a": [2, 4, 7], "b": [2]}))[0] == 7


def test_real_games_record_their_target() -> None:
    assert _game("finished", 11).record().target == 10


def test_dice_counts_sit_over_their_bars() -> None:
    """Item 11: each count is centred over its own bar, just above its top (not over the fair
    dice mark), for every total."""
    dice = _game("finished", 11).record().dice
    for bar in dice_bars(dice_box(1000), 1.0, dice):
        x0, top, x1, _ = bar.box
        lx, ly = bar.label
        assert lx == pytest.approx((x0 + x1) / 2)
        assert 0 < top - ly <= 16, bar


def test_zero_counts_are_labelled() -> None:
    """Item 11: a total never rolled says 0 over its (empty) bar, measured on the picture."""
    record = GameRecord(players=[PlayerResult("a", 0, 3)], dice=(6, 8, 8, 7), target=10)
    bars = dice_bars(dice_box(1000), 1.0, record.dice)
    assert {bar.total: bar.count for bar in bars}[2] == 0
    im = draw_summary(record)
    for bar in bars:
        lx, ly = bar.label
        label = im.crop((round(lx) - 8, round(ly) - 8, round(lx) + 8, round(ly) + 8))
        lightest = label.convert("L").getextrema()[1]
        assert isinstance(lightest, int) and lightest > 200, bar.total  # light text


def test_fact_lines_use_singular_forms() -> None:
    """Plural forms: "1 turn, 1 roll", "rolled once", never "1 times"."""
    record = GameRecord(players=[PlayerResult("a", 0, 2)], dice=(7,), vp_history={"a": [2]})
    assert facts(record) == [
        "1 turn, 1 roll",
        "7 rolled once (fair dice: 0)",
        "Most rolled: 7 (once)",
    ]
    record = GameRecord(players=[PlayerResult("a", 0, 2)], dice=(6, 6, 8), vp_history={"a": [2, 3]})
    assert facts(record)[1:] == ["7 never rolled (fair dice: 0)", "Most rolled: 6 (twice)"]
