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

from . import encode, fonts, icons, palette, sprite
from .geometry import Box
from .marks import draw_mark

WIDTH = 1000
HEIGHT = 720
PAD = 24
GRID = (70, 76, 88)
MAX_ROWS = 6


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
    """

    players: Sequence[PlayerResult]
    dice: Sequence[int] = ()
    vp_history: Mapping[str, Sequence[int]] = field(default_factory=dict)
    winner: str | None = None


def expected_share(total: int) -> float:
    """The chance that two fair dice make `total`."""
    return pips(total) / 36


def render_summary(record: GameRecord, *, size: int = WIDTH) -> bytes:
    """PNG of the end of a game: scores, dice histogram, points over turns."""
    return encode.png(draw_summary(record, size=size))


def draw_summary(record: GameRecord, *, size: int = WIDTH) -> Image.Image:
    """`render_summary` before encoding."""
    if not 400 <= size <= 3000:
        raise ValueError("size must be between 400 and 3000 pixels")
    u = size / WIDTH
    im = Image.new("RGB", (size, round(HEIGHT * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    pad = round(PAD * u)
    split = round(400 * u)
    _scores(im, d, (pad, pad, split - pad // 2, im.height - pad), u, record)
    _history(d, (split + pad // 2, pad, size - pad, round(380 * u)), u, record)
    _dice(d, (split + pad // 2, round(410 * u), size - pad, im.height - pad), u, record.dice)
    return im


def _scores(
    im: Image.Image, d: ImageDraw.ImageDraw, box: Box, u: float, record: GameRecord
) -> None:
    x0, y0, x1, _ = box
    fonts.draw_text(
        d, (x0, y0 + 18 * u), "Final scores", round(28 * u), palette.PANEL_TEXT, bold=True
    )
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
            f"{p.public_vp} shown + {p.hidden_vp} hidden" if p.hidden_vp else "no hidden points"
        )
        if winner:
            detail = "Winner · " + detail
        fonts.draw_text(
            d,
            (x0 + 14 * u, cy + 24 * u),
            detail,
            round(16 * u),
            palette.GOLD if winner else palette.PANEL_MUTED,
        )
        y += row
    _facts(d, (x0, round(y + 10 * u), x1, box[3]), u, record)


def facts(record: GameRecord) -> list[str]:
    """A few lines about the game: its length and how the dice fell."""
    turns = max((len(v) for v in record.vp_history.values()), default=0)
    lines = [f"{turns} turns, {len(record.dice)} rolls"]
    if record.dice:
        counts = Counter(record.dice)
        sevens = counts.get(7, 0)
        lines.append(f"7 rolled {sevens} times (fair dice: {len(record.dice) / 6:.0f})")
        most = max(counts.values())
        common = ", ".join(str(t) for t in sorted(counts) if counts[t] == most)
        lines.append(f"Most rolled: {common} ({most} times)")
    return lines


def _facts(d: ImageDraw.ImageDraw, box: Box, u: float, record: GameRecord) -> None:
    x0, y0, x1, y1 = box
    y = y0 + 12 * u
    for line in facts(record):
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


def _history(d: ImageDraw.ImageDraw, box: Box, u: float, record: GameRecord) -> None:
    x0, y0, x1, y1 = box
    fonts.draw_text(
        d, (x0, y0 + 14 * u), "Points after each turn", round(20 * u), palette.PANEL_TEXT, bold=True
    )
    left, top, right, bottom = x0 + 34 * u, y0 + 40 * u, x1 - 8 * u, y1 - 30 * u
    series = [(p, list(record.vp_history.get(p.id, ()))) for p in record.players]
    turns = max((len(s) for _, s in series), default=0)
    top_vp = max([10, *(v for _, s in series for v in s)])
    for vp in range(0, top_vp + 1, 2):
        y = bottom - (bottom - top) * vp / top_vp
        d.line((left, y, right, y), fill=GRID, width=1)
        fonts.draw_text(
            d, (left - 6 * u, y), str(vp), round(13 * u), palette.PANEL_MUTED, anchor="rm"
        )
    fonts.draw_text(
        d,
        ((left + right) / 2, y1 - 8 * u),
        f"turn (1 to {turns})" if turns else "no turns played",
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


def _dice(d: ImageDraw.ImageDraw, box: Box, u: float, dice: Sequence[int]) -> None:
    x0, y0, x1, y1 = box
    fonts.draw_text(
        d,
        (x0, y0 + 14 * u),
        f"Dice rolled ({len(dice)} rolls)",
        round(20 * u),
        palette.PANEL_TEXT,
        bold=True,
    )
    legend_x = x1
    fonts.draw_text(
        d, (legend_x, y0 + 14 * u), "fair dice", round(14 * u), palette.PANEL_MUTED, anchor="rm"
    )
    lw = fonts.measure("fair dice", round(14 * u))
    d.line(
        (legend_x - lw - 34 * u, y0 + 14 * u, legend_x - lw - 8 * u, y0 + 14 * u),
        fill=palette.GOLD,
        width=max(1, round(3 * u)),
    )
    counts = Counter(dice)
    left, top, right, bottom = x0 + 8 * u, y0 + 44 * u, x1 - 8 * u, y1 - 26 * u
    expected = {t: expected_share(t) * len(dice) for t in range(2, 13)}
    peak = max([1.0, *counts.values(), *expected.values()])
    step = (right - left) / 11
    for i, total in enumerate(range(2, 13)):
        cx = left + step * (i + 0.5)
        height = (bottom - top) * counts.get(total, 0) / peak
        colour = palette.TOKEN_HOT if total == 7 else palette.PANEL_TEXT
        d.rectangle(
            (cx - step * 0.34, bottom - height, cx + step * 0.34, bottom),
            fill=palette.mix(palette.PANEL, colour, 0.75),
        )
        ey = bottom - (bottom - top) * expected[total] / peak
        if counts.get(total):
            label_y = min(bottom - height, ey) - 10 * u
            fonts.draw_text(
                d, (cx, label_y), str(counts[total]), round(13 * u), palette.PANEL_TEXT, anchor="mm"
            )
        d.line(
            (cx - step * 0.45, ey, cx + step * 0.45, ey),
            fill=palette.GOLD,
            width=max(1, round(3 * u)),
        )
        fonts.draw_text(
            d, (cx, y1 - 10 * u), str(total), round(15 * u), colour, bold=True, anchor="mm"
        )
