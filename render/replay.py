"""A game's replay: one frame per turn, drawn from public views, as an animated GIF.

GIF, not WebP or APNG: Discord plays an animated GIF inline in every client (an animated WebP
or APNG attachment often shows as its first frame only), and a board is already drawn in a
palette of at most 256 colours (what every posted board PNG holds), so GIF's palette loses
nothing the posted boards show. All frames share one palette and each frame after the first
stores only the box that changed, which keeps a long game's replay small.

Each frame is the board (the phone form, `FRAME_WIDTH` pixels wide) with a strip under it: the
turn, and each player's public points in their seat's colour. A view that carries a hand is
refused, as `render_board` refuses it: a replay is public."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine import GameView
from words import ENGLISH, Catalogue

from .board import draw_board
from .fonts import draw_text, measure
from .map_cache import MapCache
from .palette import seat

#: Width of a frame in pixels (the phone form stays readable at this size).
FRAME_WIDTH = 640
#: How long each frame shows, and the last one (milliseconds).
FRAME_MS = 700
LAST_FRAME_MS = 4000
STRIP = 44
TEXT_SIZE = 20
#: Discord's upload limit for a bot's attachment (bytes).
UPLOAD_LIMIT = 8 * 1024 * 1024
BACKGROUND = (250, 247, 240)
INK = (30, 30, 30)


def _caption(view: GameView, words: Catalogue) -> str:
    turn = int(view.get("turn") or 0)
    if view.get("phase") == "setup" or turn == 0:
        return words.say("picture.panel.setup")
    return words.say("picture.panel.turn", turn=turn)


def points_strip(
    view: GameView, names: Mapping[str, str], width: int, words: Catalogue = ENGLISH
) -> Image.Image:
    """The strip under a frame: `Turn 12   ● Ann 5   ● Bo 3` (public points only)."""
    strip = Image.new("RGB", (width, STRIP), BACKGROUND)
    draw = ImageDraw.Draw(strip)
    y = STRIP / 2
    x = 12.0
    x += draw_text(draw, (x, y), _caption(view, words), TEXT_SIZE, INK, bold=True) + 18
    for player in view["players"]:
        look = seat(int(player["seat"]))
        name = names.get(player["id"], player["id"])
        label = f"{name} {int(player['vp'])}"
        if x + 22 + measure(label, TEXT_SIZE) > width - 6:
            label = f"{int(player['vp'])}"
        draw.ellipse((x, y - 8, x + 16, y + 8), fill=look.fill, outline=INK)
        x += 22
        x += draw_text(draw, (x, y), label, TEXT_SIZE, INK) + 16
    return strip


def draw_frame(
    view: GameView,
    names: Mapping[str, str],
    *,
    words: Catalogue = ENGLISH,
    maps: MapCache | None = None,
    width: int = FRAME_WIDTH,
) -> Image.Image:
    """One frame: the public board of `view` with the points strip under it (RGB)."""
    if view.get("you") is not None:
        raise ValueError("a replay is public: draw its frames from public views")
    board = draw_board(view, size=width, names=names, maps=maps, words=words)
    frame = Image.new("RGB", (board.width, board.height + STRIP), BACKGROUND)
    frame.paste(board, (0, 0))
    frame.paste(points_strip(view, names, board.width, words), (0, board.height))
    return frame


def render_replay(
    views: Sequence[GameView],
    names: Mapping[str, str] | None = None,
    *,
    words: Catalogue = ENGLISH,
    maps: MapCache | None = None,
    width: int = FRAME_WIDTH,
    limit: int = UPLOAD_LIMIT,
) -> bytes:
    """The animated GIF of a game: one frame per public view, in order; the last one stays
    longer. A GIF over `limit` bytes keeps every second frame (then every fourth, ...) so that
    it can be posted. Raises ValueError for no views or a view with a hand."""
    if not views:
        raise ValueError("a replay needs at least one view")
    shown = dict(names or {})
    frames = [draw_frame(v, shown, words=words, maps=maps, width=width) for v in views]
    size = (max(f.width for f in frames), max(f.height for f in frames))
    sheets = []
    for frame in frames:
        if frame.size != size:  # a map that grows (fog found) keeps the first size
            sheet = Image.new("RGB", size, BACKGROUND)
            sheet.paste(frame, (0, 0))
            frame = sheet
        sheets.append(frame)
    palette = sheets[-1].quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    indexed = [s.quantize(palette=palette, dither=Image.Dither.NONE) for s in sheets]
    every = 1
    while True:
        # Over the limit: every second frame (then every fourth, ...), the last one kept.
        kept = indexed[:-1:every] + indexed[-1:] if len(indexed) > 1 else indexed
        gif = _gif(kept, FRAME_MS * every)
        if len(gif) <= limit or len(kept) <= 2:
            return gif
        every *= 2


def _gif(frames: Sequence[Image.Image], frame_ms: int) -> bytes:
    durations = [frame_ms] * (len(frames) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    frames[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=list(frames[1:]),
        duration=durations,
        loop=0,
        optimize=False,
        disposal=1,
    )
    return out.getvalue()
