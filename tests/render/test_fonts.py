"""Text: shipped faces only, fallback for other scripts and emoji, cutting by measured width."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from render import fonts
from tests.render.test_board import LONG_NAMES


def test_fonts_ship_with_their_licences() -> None:
    for name in (fonts.REGULAR, fonts.BOLD, *fonts.FALLBACKS):
        assert (fonts.FONT_DIR / name).is_file()
    licences = {p.name for p in fonts.FONT_DIR.glob("LICENSE*")}
    assert {"LICENSE-DejaVu.txt", "LICENSE-Apache-2.0.txt", "LICENSE-Symbola.txt"} <= licences


@pytest.mark.parametrize("name", LONG_NAMES)
@pytest.mark.parametrize("width", [20, 60, 150, 400])
def test_fit_never_exceeds_the_width(name: str, width: int) -> None:
    cut = fonts.fit(name, 21, width, bold=True)
    assert fonts.measure(cut, 21, bold=True) <= width or cut == fonts.ELLIPSIS
    if cut != fonts.clean(name):
        assert cut.endswith(fonts.ELLIPSIS)


def test_short_names_are_kept_whole() -> None:
    assert fonts.fit("Alice", 21, 200) == "Alice"
    assert fonts.fit("  two\n lines ", 21, 200) == "two lines"


def test_fallback_faces_cover_other_scripts() -> None:
    runs = fonts.runs("Ann 東京 🐑")
    assert [r.file for r in runs] == [
        fonts.REGULAR,
        "DroidSansFallback.ttf",
        fonts.REGULAR,
        "SymbolaEmoji.ttf",
    ]
    assert "".join(r.text for r in runs) == "Ann 東京 🐑"


def test_missing_glyphs_do_not_crash() -> None:
    im = Image.new("RGB", (300, 40))
    width = fonts.draw_text(
        ImageDraw.Draw(im), (0, 20), "ไทย \U0010fffd \ufffd", 18, (255, 255, 255)
    )
    assert width > 0
