"""render_profile: a league player's card, phone first: name and rating, the rating after
each rated game as a line, a few facts and the recent games.

800 pixels wide, read at 400 on a phone: no text under 22 pixels here (11 there)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from words import ENGLISH, Catalogue

from . import encode, fonts, palette
from .ranked import wrap

WIDTH = 800
PAD = 20
TOP = 118
CHART = 300
LINE = 34
TEXT = 24
GRID = (70, 76, 88)


@dataclass(frozen=True)
class ProfileCard:
    """What the profile picture shows. `history`: the displayed rating after each rated game,
    oldest first; `facts` and `recent`: lines already worded."""

    name: str
    subtitle: str
    rating: float
    provisional: bool = False
    history: Sequence[float] = field(default_factory=tuple)
    facts: Sequence[str] = field(default_factory=tuple)
    recent: Sequence[str] = field(default_factory=tuple)


def render_profile(card: ProfileCard, *, size: int = WIDTH, words: Catalogue = ENGLISH) -> bytes:
    """PNG of a player's profile."""
    return encode.png(draw_profile(card, size=size, words=words))


def draw_profile(
    card: ProfileCard, *, size: int = WIDTH, words: Catalogue = ENGLISH
) -> Image.Image:
    """`render_profile` before encoding."""
    if not 400 <= size <= 3000:
        raise ValueError("size must be between 400 and 3000 pixels")
    u = size / WIDTH
    text_width = WIDTH - 2 * PAD
    facts = [line for fact in card.facts for line in wrap(fact, TEXT, text_width)]
    recent = [fonts.fit(line, TEXT, text_width) for line in card.recent]
    lines = len(facts) + (len(recent) + 1 if recent else 0)
    tall = TOP + CHART + 24 + LINE * lines + PAD
    im = Image.new("RGB", (size, round(tall * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    _head(d, u, card, words)
    _chart(d, u, (PAD, TOP, WIDTH - PAD, TOP + CHART), card.history, words)
    y = TOP + CHART + 24 + LINE / 2
    for line in facts:
        fonts.draw_text(d, (PAD * u, y * u), line, round(TEXT * u), palette.PANEL_TEXT)
        y += LINE
    if recent:
        title = words.say("league.picture.recent")
        fonts.draw_text(d, (PAD * u, y * u), title, round(TEXT * u), palette.PANEL_MUTED, bold=True)
        y += LINE
        for line in recent:
            fonts.draw_text(d, (PAD * u, y * u), line, round(TEXT * u), palette.PANEL_TEXT)
            y += LINE
    return im


def _head(d: ImageDraw.ImageDraw, u: float, card: ProfileCard, words: Catalogue) -> None:
    rating = f"{card.rating:.1f}" + ("?" if card.provisional else "")
    right = WIDTH - PAD
    shown = fonts.draw_text(
        d, (right * u, 44 * u), rating, round(48 * u), palette.GOLD, bold=True, anchor="rm"
    )
    if card.provisional:
        fonts.draw_text(
            d,
            (right * u, 88 * u),
            words.say("league.picture.provisional"),
            round(22 * u),
            palette.PANEL_MUTED,
            anchor="rm",
        )
    room = (right - PAD - 24) * u - shown
    name = fonts.fit(card.name, round(36 * u), room, bold=True)
    fonts.draw_text(d, (PAD * u, 40 * u), name, round(36 * u), palette.PANEL_TEXT, bold=True)
    subtitle = fonts.fit(card.subtitle, round(TEXT * u), room)
    fonts.draw_text(d, (PAD * u, 86 * u), subtitle, round(TEXT * u), palette.PANEL_MUTED)


def scale(values: Sequence[float]) -> tuple[float, float, float]:
    """(low, high, step) of the chart's vertical axis: whole steps of 1, 2, 5 or 10 that hold
    every value and 0 (a newcomer's rating)."""
    low = min(0.0, *values) if values else 0.0
    high = max(0.0, *values) if values else 1.0
    span = max(high - low, 1.0)
    step = next(s for s in (1, 2, 5, 10, 20, 50) if span / s <= 5)
    return math.floor(low / step) * step, math.ceil(high / step) * step or step, float(step)


def _chart(
    d: ImageDraw.ImageDraw,
    u: float,
    box: tuple[float, float, float, float],
    history: Sequence[float],
    words: Catalogue,
) -> None:
    x0, y0, x1, y1 = box
    fonts.draw_text(
        d,
        (x0 * u, (y0 + 4) * u),
        words.say("league.picture.over_time"),
        round(TEXT * u),
        palette.PANEL_MUTED,
        bold=True,
    )
    top, left, bottom = y0 + 36, x0 + 64, y1 - 8
    low, high, step = scale(history)

    def y_of(value: float) -> float:
        return bottom - (value - low) / (high - low) * (bottom - top)

    tick = low
    while tick <= high + 1e-9:
        y = y_of(tick)
        d.line((left * u, y * u, x1 * u, y * u), fill=GRID, width=max(1, round(2 * u)))
        fonts.draw_text(
            d,
            ((left - 10) * u, y * u),
            f"{tick:g}",
            round(22 * u),
            palette.PANEL_MUTED,
            anchor="rm",
        )
        tick += step
    if not history:
        return
    points = [0.0, *history]  # every player starts at a newcomer's 0.0
    gap = (x1 - left) / max(1, len(points) - 1)
    xy = [((left + i * gap) * u, y_of(v) * u) for i, v in enumerate(points)]
    d.line(xy, fill=palette.GOLD, width=max(2, round(4 * u)), joint="curve")
    dot = 6 * u if len(points) <= 40 else 0
    for x, y in xy[1:] if dot else xy[-1:]:
        r = dot or 6 * u
        d.ellipse((x - r, y - r, x + r, y + r), fill=palette.GOLD)
