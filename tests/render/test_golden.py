"""Golden images: each case, drawn from a real engine game, matches its committed picture.

After a deliberate change, redraw them with `python -m tests.render.regenerate` and look at them.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from tests.render.cases import CASES, GOLDEN_DIR

#: A pixel counts as different when one of its channels moves by more than this...
CHANNEL_TOLERANCE = 40
#: ...and a picture fails when more than this share of its pixels differ.
PIXEL_SHARE = 0.002


def _rgb(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_golden(name: str, tmp_path: Path) -> None:
    golden_path = GOLDEN_DIR / f"{name}.png"
    assert golden_path.exists(), f"no golden for {name}: run python -m tests.render.regenerate"
    actual = _rgb(CASES[name]())
    golden = _rgb(golden_path.read_bytes())
    assert actual.size == golden.size
    red, green, blue = ImageChops.difference(actual, golden).split()
    diff = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    changed = sum(diff.point(lambda v: 255 if v > CHANNEL_TOLERANCE else 0).histogram()[255:])
    share = changed / (actual.width * actual.height)
    if share > PIXEL_SHARE:
        out = tmp_path / f"{name}.actual.png"
        actual.save(out)
        pytest.fail(f"{name}: {share:.2%} of pixels differ from the golden; see {out}")


def test_every_piece_type_appears_in_a_golden() -> None:
    from tests.render.cases import _game

    late = _game("late_game", 9).view()
    kinds = {b["kind"] for b in late["buildings"]}
    assert kinds == {"settlement", "city"}
    assert late["roads"]
    assert late["robber"] != "J"  # the robber has left the desert
    assert any(p["longest_road"] for p in late["players"])
    assert any(p["largest_army"] for p in late["players"])
