"""render_summary: the end-of-game picture, from a `GameRecord` the game service builds.

It shows the final scores with hidden points revealed, the dice rolled against what two fair
dice give on average, and every player's points turn by turn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from engine.board import pips
from words import ENGLISH, Catalogue
from words.pictures import times

from . import encode, fonts, icons, palette, sprite
from .geometry import Box
from .marks import draw_mark

WIDTH = 1000
HEIGHT = 720
PAD = 24
GRID = (70, 76, 88)
MAX_ROWS = 6
COUNT_GAP = 11  # from a dice bar's top to the middle of its count


@dataclass(frozen=True)
class PlayerResult:
    """One seat's final result.

    `public_vp` is what the table saw; `hidden_vp` the victory point cards nobody saw until the
    end. `name` is the name to show (the id when None).
    """

    id: str
    seat: int
    public_vp: int
    hidden_vp: int = 0
    name: str | None = None

    @property
    def total(self) -> int:
        """All the seat's points."""
        return self.public_vp + self.hidden_vp


@dataclass(frozen=True)
class GameRecord:
    """What the end-of-game picture needs.

    - `players`: every seat's result, in seat order.
    - `dice`: the total of every production roll, in order (2 to 12).
    - `vp_history`: for each player id, their points (hidden ones included) after each turn,
      turn 1 first; lists may be empty for a game that ended in its setup.
    - `winner`: the winner's id, or None for a game that was abandoned.
    - `target`: the points needed to win (the view's `vp_to_win`); None when unknown, and the
      points chart then fits the highest score reached.
    """

    players: Sequence[PlayerResult]
    dice: Sequence[int] = ()
    vp_history: Mapping[str, Sequence[int]] = field(default_factory=dict)
    winner: str | None = None
    target: int | None = None


def points_scale(record: GameRecord) -> tuple[int, int]:
    """The top of the points chart and the step between its grid lines: the game's target (or
    any higher score reached), with at most seven lines."""
    reached = [v for values in record.vp_history.values() for v in values]
    reached += [p.total for p in record.players]
    top = max([record.target or 0, *reached, 1])
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100) if top / s <= 6 or s == 100)
    return top, step


def expected_share(total: int) -> float:
    """The chance that two fair dice make `total`."""
    return pips(total) / 36


def render_summary(record: GameRecord, *, size: int = WIDTH, words: Catalogue = ENGLISH) -> bytes:
    """PNG of the end of a game: scores, dice histogram, points over turns (its words from
    `words`: the game's language)."""
    return encode.png(draw_summary(record, size=size, words=words))


def draw_summary(
    record: GameRecord, *, size: int = WIDTH, words: Catalogue = ENGLISH
) -> Image.Image:
    """`render_summary` before encoding."""
    if not 400 <= size <= 3000:
        raise ValueError("size must be between 400 and 3000 pixels")
    u = size / WIDTH
    im = Image.new("RGB", (size, round(HEIGHT * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    pad = round(PAD * u)
    split = round(400 * u)
    _scores(im, d, (pad, pad, split - pad // 2, im.height - pad), u, record, words)
    _history(d, (split + pad // 2, pad, size - pad, round(380 * u)), u, record, words)
    _dice(d, dice_box(size), u, record.dice, words)
    return im


def dice_box(size: int) -> Box:
    """Where the dice chart goes in a summary `size` pixels wide."""
    u = size / WIDTH
    pad = round(PAD * u)
    return (round(400 * u) + pad // 2, round(410 * u), size - pad, round(HEIGHT * u) - pad)


def _scores(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: Box,
    u: float,
    record: GameRecord,
    words: Catalogue,
) -> None:
    x0, y0, x1, _ = box
    title = fonts.fit(words.say("picture.summary.title"), round(28 * u), x1 - x0, bold=True)
    fonts.draw_text(d, (x0, y0 + 18 * u), title, round(28 * u), palette.PANEL_TEXT, bold=True)
    ranked = sorted(record.players, key=lambda p: (-p.total, p.seat))
    row = 96 * u
    y = y0 + 52 * u
    for p in ranked[:MAX_ROWS]:
        winner = p.id == record.winner
        d.rounded_rectangle(
            (x0, y, x1, y + row - 10 * u),
            radius=round(10 * u),
            fill=palette.PANEL_CURRENT if winner else palette.PANEL_ROW,
            outline=palette.GOLD if winner else None,
            width=max(2, round(3 * u)),
        )
        cy = y + (row - 10 * u) / 2
        sprite.paste(im, icons.house(p.seat, round(34 * u)), (x0 + 30 * u, cy - 12 * u))
        total = str(p.total)
        total_w = fonts.draw_text(
            d,
            (x1 - 14 * u, cy - 10 * u),
            total,
            round(38 * u),
            palette.GOLD if winner else palette.PANEL_TEXT,
            bold=True,
            anchor="rm",
        )
        name_x = x0 + 56 * u
        name = fonts.fit(p.name or p.id, round(21 * u), x1 - 24 * u - total_w - name_x, bold=True)
        fonts.draw_text(
            d, (name_x, cy - 12 * u), name, round(21 * u), palette.PANEL_TEXT, bold=True
        )
        detail = (
            words.say("picture.summary.shown_hidden", shown=p.public_vp, hidden=p.hidden_vp)
            if p.hidden_vp
            else words.say("picture.summary.no_hidden")
        )
        if winner:
            detail = words.say("picture.summary.winner", detail=detail)
        fonts.draw_text(
            d,
            (x0 + 14 * u, cy + 24 * u),
            fonts.fit(detail, round(16 * u), x1 - x0 - 28 * u),
            round(16 * u),
            palette.GOLD if winner else palette.PANEL_MUTED,
        )
        y += row
    _facts(d, (x0, round(y + 10 * u), x1, box[3]), u, record, words)


def facts(record: GameRecord, words: Catalogue = ENGLISH) -> list[str]:
    """A few lines about the game: its length and how the dice fell."""
    turns = max((len(v) for v in record.vp_history.values()), default=0)
    lines = [
        words.say(
            "picture.summary.length",
            turns=words.say("picture.summary.turns", count=turns),
            rolls=words.say("picture.summary.rolls", count=len(record.dice)),
        )
    ]
    if record.dice:
        counts = Counter(record.dice)
        sevens = counts.get(7, 0)
        fair = f"{len(record.dice) / 6:.0f}"
        if sevens:
            lines.append(words.say("picture.summary.sevens", times=times(words, sevens), fair=fair))
        else:
            lines.append(words.say("picture.summary.no_sevens", fair=fair))
        most = max(counts.values())
        common = ", ".join(str(t) for t in sorted(counts) if counts[t] == most)
        lines.append(
            words.say("picture.summary.most_rolled", number=common, times=times(words, most))
        )
    return lines


def _facts(
    d: ImageDraw.ImageDraw, box: Box, u: float, record: GameRecord, words: Catalogue
) -> None:
    x0, y0, x1, y1 = box
    y = y0 + 12 * u
    for line in facts(record, words):
        if y > y1:
            break
        fonts.draw_text(
            d,
            (x0 + 4 * u, y),
            fonts.fit(line, round(17 * u), x1 - x0 - 8 * u),
            round(17 * u),
            palette.PANEL_MUTED,
        )
        y += 28 * u


def _history(
    d: ImageDraw.ImageDraw, box: Box, u: float, record: GameRecord, words: Catalogue
) -> None:
    x0, y0, x1, y1 = box
    title = fonts.fit(words.say("picture.summary.points_chart"), round(20 * u), x1 - x0, bold=True)
    fonts.draw_text(d, (x0, y0 + 14 * u), title, round(20 * u), palette.PANEL_TEXT, bold=True)
    left, top, right, bottom = x0 + 34 * u, y0 + 40 * u, x1 - 8 * u, y1 - 30 * u
    series = [(p, list(record.vp_history.get(p.id, ()))) for p in record.players]
    turns = max((len(s) for _, s in series), default=0)
    top_vp, step = points_scale(record)
    ticks = set(range(0, top_vp + 1, step))
    if record.target is not None:
        ticks.add(record.target)
    for vp in sorted(ticks):
        y = bottom - (bottom - top) * vp / top_vp
        goal = vp == record.target
        d.line(
            (left, y, right, y),
            fill=palette.GOLD if goal else GRID,
            width=max(1, round(2 * u)) if goal else 1,
        )
        fonts.draw_text(
            d,
            (left - 6 * u, y),
            str(vp),
            round(13 * u),
            palette.GOLD if goal else palette.PANEL_MUTED,
            bold=goal,
            anchor="rm",
        )
    fonts.draw_text(
        d,
        ((left + right) / 2, y1 - 8 * u),
        words.say("picture.summary.turn_axis", turns=turns)
        if turns
        else words.say("picture.summary.no_turns"),
        round(14 * u),
        palette.PANEL_MUTED,
        anchor="mm",
    )
    if turns == 0:
        return
    span = max(turns - 1, 1)
    every = max(1, turns // 8)
    for p, values in series:
        look = palette.seat(p.seat)
        points = [
            (left + (right - left) * i / span, bottom - (bottom - top) * v / top_vp)
            for i, v in enumerate(values)
        ]
        if len(points) > 1:
            d.line(points, fill=look.outline, width=max(1, round(5 * u)), joint="curve")
            d.line(points, fill=look.fill, width=max(1, round(3 * u)), joint="curve")
        for i, (x, y) in enumerate(points):  # the seat's mark along the line, for colour-blind eyes
            if i % every == 0 or i == len(points) - 1:
                draw_mark(d, look.mark, x, y, 7 * u, look.outline)
                draw_mark(d, look.mark, x, y, 5 * u, look.fill)


def _dice(
    d: ImageDraw.ImageDraw, box: Box, u: float, dice: Sequence[int], words: Catalogue
) -> None:
    x0, y0, x1, y1 = box
    fair = words.say("picture.summary.fair_dice")
    # the title gives way to the legend on its right (the legend's swatch: about 30 units)
    room = x1 - x0 - fonts.measure(fair, round(14 * u)) - 40 * u
    fonts.draw_text(
        d,
        (x0, y0 + 14 * u),
        fonts.fit(
            words.say("picture.summary.dice_chart", count=len(dice)), round(20 * u), room, bold=True
        ),
        round(20 * u),
        palette.PANEL_TEXT,
        bold=True,
    )
    legend_x = x1
    fonts.draw_text(
        d, (legend_x, y0 + 14 * u), fair, round(14 * u), palette.PANEL_MUTED, anchor="rm"
    )
    lw = fonts.measure(fair, round(14 * u))
    d.line(
        (legend_x - lw - 34 * u, y0 + 14 * u, legend_x - lw - 8 * u, y0 + 14 * u),
        fill=palette.GOLD,
        width=max(1, round(3 * u)),
    )
    bars = dice_bars(box, u, dice)
    for bar in bars:
        colour = palette.TOKEN_HOT if bar.total == 7 else palette.PANEL_TEXT
        d.rectangle(bar.box, fill=palette.mix(palette.PANEL, colour, 0.75))
        d.line(bar.fair, fill=palette.GOLD, width=max(1, round(3 * u)))
        fonts.draw_text(
            d,
            (bar.label[0], y1 - 10 * u),
            str(bar.total),
            round(15 * u),
            colour,
            bold=True,
            anchor="mm",
        )
    size = round(13 * u)
    for bar in bars:  # over the fair-dice marks: each count sits on its own bar
        text = str(bar.count)
        cx, cy = bar.label
        half_w = fonts.measure(text, size) / 2 + 3 * u
        d.rectangle((cx - half_w, cy - 8 * u, cx + half_w, cy + 8 * u), fill=palette.PANEL)
        fonts.draw_text(d, (cx, cy), text, size, palette.PANEL_TEXT, anchor="mm")


@dataclass(frozen=True)
class DiceBar:
    """One total's bar in the dice chart: its box, the fair-dice mark (a line), and the centre
    of its count's label."""

    total: int
    count: int
    box: tuple[float, float, float, float]
    fair: tuple[float, float, float, float]
    label: tuple[float, float]


def dice_bars(box: Box, u: float, dice: Sequence[int]) -> list[DiceBar]:
    """The bars of the dice chart drawn in `box`, 2 to 12; every count is labelled, zero too."""
    x0, y0, x1, y1 = box
    counts = Counter(dice)
    left, top, right, bottom = x0 + 8 * u, y0 + 44 * u, x1 - 8 * u, y1 - 26 * u
    expected = {t: expected_share(t) * len(dice) for t in range(2, 13)}
    peak = max([1.0, *counts.values(), *expected.values()])
    step = (right - left) / 11
    bars = []
    for i, total in enumerate(range(2, 13)):
        cx = left + step * (i + 0.5)
        count = counts.get(total, 0)
        bar_top = bottom - (bottom - top) * count / peak
        ey = bottom - (bottom - top) * expected[total] / peak
        bars.append(
            DiceBar(
                total,
                count,
                (cx - step * 0.34, bar_top, cx + step * 0.34, bottom),
                (cx - step * 0.45, ey, cx + step * 0.45, ey),
                (cx, bar_top - COUNT_GAP * u),
            )
        )
    return bars
