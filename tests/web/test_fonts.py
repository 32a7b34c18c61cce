"""The web pages' own font: every emoji or arrow a sentence of the catalogue carries (in any
language) is drawn by the small font the pages load from this server, so a browser without an
emoji font shows it rather than a box."""

from __future__ import annotations

import re
from pathlib import Path

from PIL import ImageFont

from words import MESSAGES
from words.languages import LANGUAGES, catalogue

STATIC = Path(__file__).parents[2] / "bot" / "web" / "static"
#: What a system's text font may lack: arrows, technical symbols, dingbats and pictographs (the
#: blocks render/fonts/SymbolaEmoji.ttf keeps).
SYMBOLS = re.compile(
    "[\u2190-\u21ff\u2300-\u23ff\u25a0-\u27bf\u2900-\u297f\u2b00-\u2bff\U0001f000-\U0001faff]"
)


def _catalogue_symbols() -> set[str]:
    """Every such character in any message of any language, each plural form included."""
    found: set[str] = set()
    for code in LANGUAGES:
        words = catalogue(code)
        for message in MESSAGES:
            for count in (None, 1, 2):
                found |= set(SYMBOLS.findall(words.template(message.id, count)))
    return found


def test_every_emoji_of_the_catalogue_is_in_the_pages_own_font() -> None:
    """Each emoji or arrow a sentence carries has a glyph in `static/emoji.ttf` and is in the
    `unicode-range` the style sheet gives it (so the browser fetches the font for it)."""
    symbols = _catalogue_symbols()
    assert "\U0001f3c6" in symbols, "the summary's trophy"
    font = ImageFont.truetype(str(STATIC / "emoji.ttf"), 32)
    assert font.getmask("\ue000").getbbox() is None, "a character it lacks draws nothing"
    css = (STATIC / "style.css").read_text()
    listed = re.search(r"unicode-range:([^;]*);", css)
    assert listed is not None
    ranges = {f"U+{ord(c):04X}" for c in symbols}
    for c in sorted(symbols):
        assert font.getmask(c).getbbox() is not None, f"U+{ord(c):04X} has no glyph"
    assert ranges <= {r.strip() for r in listed.group(1).split(",")}
    assert '"Hexhaven Emoji"' in css.split("body {", 1)[1].split("}", 1)[0]
