"""Fonts shipped in render/fonts/, per-character fallback, measuring and truncation.

Text is drawn with DejaVu Sans; characters it lacks (Chinese, Japanese, Korean, emoji) fall back
to the other shipped faces, one run per face. FreeType faces must not be shared between threads,
so each thread keeps its own loaded faces.
"""

from __future__ import annotations

import threading
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from .cache import LruCache

FONT_DIR = Path(__file__).with_name("fonts")
REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
#: Faces tried, in order, for a character the main face does not have.
FALLBACKS = ("DroidSansFallback.ttf", "SymbolaEmoji.ttf")
ELLIPSIS = "…"

Font = ImageFont.FreeTypeFont
RGB = tuple[int, int, int]

_local = threading.local()
_ZERO_WIDTH_CATEGORIES = {"Mn", "Me", "Cf"}


def _layout_engine() -> ImageFont.Layout:
    from PIL import features

    return ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC


_LAYOUT = _layout_engine()


def face(file: str, size: int) -> Font:
    """The face `file` (a name in render/fonts/) at `size` pixels, loaded once per thread."""
    cache: dict[tuple[str, int], Font] | None = getattr(_local, "faces", None)
    if cache is None:
        cache = {}
        _local.faces = cache
    key = (file, size)
    loaded = cache.get(key)
    if loaded is None:
        loaded = ImageFont.truetype(str(FONT_DIR / file), size, layout_engine=_LAYOUT)
        cache[key] = loaded
    return loaded


def font(size: int, *, bold: bool = False) -> Font:
    """The main text face at `size` pixels."""
    return face(BOLD if bold else REGULAR, size)


@lru_cache(maxsize=4096)
def has_glyph(file: str, char: str) -> bool:
    """Whether the face has a glyph of its own for `char` (not its missing-glyph box)."""
    probe = face(file, 24)
    missing = probe.getmask("\uffff")  # a noncharacter: every face draws its .notdef box
    mask = probe.getmask(char)
    if mask.size != missing.size:
        return True
    return bytes(mask) != bytes(missing)


def _face_for(char: str, main: str) -> str:
    for file in (main, *FALLBACKS):
        if (FONT_DIR / file).exists() and has_glyph(file, char):
            return file
    return main


def clean(text: str) -> str:
    """`text` on one line: control characters dropped, runs of white space made one space."""
    kept = "".join(
        " " if c.isspace() else c for c in text if c.isspace() or unicodedata.category(c) != "Cc"
    )
    return " ".join(kept.split())


@dataclass(frozen=True)
class Run:
    """A stretch of text drawn with one face."""

    text: str
    file: str


@lru_cache(maxsize=8192)
def runs(text: str, *, bold: bool = False) -> tuple[Run, ...]:
    """Split `text` into runs, each with the first shipped face that has its characters."""
    main = BOLD if bold else REGULAR
    if text.isascii():
        return (Run(text, main),) if text else ()
    out: list[Run] = []
    current = main
    buf: list[str] = []
    for char in text:
        if unicodedata.category(char) in _ZERO_WIDTH_CATEGORIES and buf:
            buf.append(char)  # marks and joiners stay with the character they modify
            continue
        file = _face_for(char, main)
        if file != current and buf:
            out.append(Run("".join(buf), current))
            buf = []
        current = file
        buf.append(char)
    if buf:
        out.append(Run("".join(buf), current))
    return tuple(out)


@lru_cache(maxsize=8192)
def measure(text: str, size: int, *, bold: bool = False) -> float:
    """The advance width of `text` in pixels, fallback faces included."""
    return sum(_run_width(r, size) for r in runs(text, bold=bold))


@lru_cache(maxsize=8192)
def _run_width(run: Run, size: int) -> float:
    return face(run.file, size).getlength(run.text)


def _graphemes(text: str) -> Iterator[str]:
    """Characters with the marks and joiners that follow them (good enough for cutting)."""
    buf = ""
    for char in text:
        joined = buf.endswith("\u200d")
        if buf and (unicodedata.category(char) in _ZERO_WIDTH_CATEGORIES or joined):
            buf += char
            continue
        if buf:
            yield buf
        buf = char
    if buf:
        yield buf


@lru_cache(maxsize=4096)
def shrink(
    text: str, size: int, max_width: float, *, bold: bool = False, least: float = 0.7
) -> int:
    """The largest type size from `size` down to `least` of it at which `text` fits in
    `max_width` pixels (the smallest one if none does: `fit` then cuts it). A label that has
    to be read whole (a long German word) gives up a little size before it loses letters."""
    floor = max(1, round(size * least))
    while size > floor and measure(text, size, bold=bold) > max_width:
        size -= 1
    return size


def fit(text: str, size: int, max_width: float, *, bold: bool = False) -> str:
    """`text` cleaned, cut to at most `max_width` pixels with an ellipsis if it is too long."""
    text = clean(text)
    if measure(text, size, bold=bold) <= max_width:
        return text
    pieces = list(_graphemes(text))
    lo, hi = 0, len(pieces)
    while lo < hi:  # the longest prefix that still fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if measure("".join(pieces[:mid]).rstrip() + ELLIPSIS, size, bold=bold) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return "".join(pieces[:lo]).rstrip() + ELLIPSIS if lo else ELLIPSIS


Masks = tuple[Image.Image, Image.Image | None, tuple[int, int]]
_masks_cache: LruCache[tuple[str, int, bool, str, int], Masks] = LruCache(8192)


def _masks(text: str, size: int, bold: bool, anchor: str, stroke: int) -> Masks:
    """`text` in one face drawn once as coverage masks (the letters, and with `stroke` the
    outline around them) and where their corner goes from the anchor point; pictures then
    stamp the masks in any colour, far faster than laying the text out again."""
    key = (text, size, bold, anchor, stroke)
    return _masks_cache.get(key, lambda: _draw_masks(*key))


def _draw_masks(text: str, size: int, bold: bool, anchor: str, stroke: int) -> Masks:
    face_ = font(size, bold=bold)
    left, top, right, bottom = (
        round(v) for v in face_.getbbox(text, anchor=anchor, stroke_width=stroke)
    )
    box = (max(1, right - left), max(1, bottom - top))
    inner = Image.new("L", box, 0)
    ImageDraw.Draw(inner).text((-left, -top), text, font=face_, fill=255, anchor=anchor)
    outer = None
    if stroke:
        outer = Image.new("L", box, 0)
        ImageDraw.Draw(outer).text(
            (-left, -top),
            text,
            font=face_,
            fill=255,
            anchor=anchor,
            stroke_width=stroke,
            stroke_fill=255,
        )
    return inner, outer, (left, top)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    *,
    bold: bool = False,
    anchor: str = "lm",
    stroke: int = 0,
    stroke_fill: RGB | None = None,
) -> float:
    """Draw `text` anchored at `xy` (anchor: l/m/r then a/m/s/d as in Pillow); returns its width.

    Runs in different faces share the main face's baseline, so mixed scripts line up.
    """
    pieces = runs(text, bold=bold)
    if not pieces:
        return 0.0
    main = font(size, bold=bold)
    if len(pieces) == 1 and pieces[0].file == (BOLD if bold else REGULAR):
        inner, outer, (dx, dy) = _masks(text, size, bold, anchor, stroke)
        at = (round(xy[0]) + dx, round(xy[1]) + dy)
        if outer is not None:
            draw.bitmap(at, outer, fill=stroke_fill)
        draw.bitmap(at, inner, fill=fill)
        return measure(text, size, bold=bold)
    widths = [_run_width(r, size) for r in pieces]
    total = sum(widths)
    x, y = xy
    x -= {"l": 0.0, "m": total / 2, "r": total}[anchor[0]]
    ascent, descent = main.getmetrics()
    baseline = y + {"a": ascent, "m": (ascent - descent) / 2, "s": 0, "d": -descent}[anchor[1]]
    for run, width in zip(pieces, widths, strict=True):
        draw.text(
            (x, baseline),
            run.text,
            font=face(run.file, size),
            fill=fill,
            anchor="ls",
            stroke_width=stroke,
            stroke_fill=stroke_fill,
        )
        x += width
    return total
