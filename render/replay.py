"""A game's replay: one frame per turn, drawn from public views, as an animated GIF.

GIF, not WebP or APNG: Discord plays an animated GIF inline in every client (an animated WebP
or APNG attachment often shows as its first frame only), and a board is already drawn in a
palette of at most 256 colours (what every posted board PNG holds), so GIF's palette loses
little. All frames share one palette of 255 colours, learnt from the first and the last frame;
the 256th index is transparent. Each frame after the first stores only the box around what
changed since the frame before, and inside that box every pixel that did not change is
transparent ("leave the frame before in place": disposal 1), so a turn that adds a road costs
a few hundred bytes rather than a whole board. Decoded, every frame is exactly the frame drawn
in the shared palette (`replay_frames`).

Each frame is the board (the phone form, `FRAME_WIDTH` pixels wide) with a strip under it: the
turn, and each player's public points in their seat's colour. A view that carries a hand is
refused, as `render_board` refuses it: a replay is public."""

from __future__ import annotations

import io
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PIL import GifImagePlugin, Image, ImageChops, ImageDraw

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
#: Colours in a replay's palette: one index of the GIF's 256 is kept for "unchanged".
COLOURS = 255


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


@dataclass(frozen=True)
class ReplayGif:
    """A replay as posted: the GIF's bytes, how many views it was drawn from, how many frames
    it holds, and `every`: 1 when it shows every view, 2 when it keeps every second one (and the
    last) to fit the upload limit, 4 every fourth, ..."""

    data: bytes
    views: int
    frames: int
    every: int

    @property
    def shortened(self) -> bool:
        """Whether some turns were left out to fit the limit."""
        return self.every > 1


def replay_frames(
    views: Sequence[GameView],
    names: Mapping[str, str] | None = None,
    *,
    words: Catalogue = ENGLISH,
    maps: MapCache | None = None,
    width: int = FRAME_WIDTH,
) -> list[Image.Image]:
    """The frames of a replay as the GIF shows them: one "P" picture per view, all of one size
    (a map that grows as fog is found keeps the largest size, padded with the background) and
    sharing one palette of at most `COLOURS` colours. Raises ValueError for no views or a view
    with a hand."""
    if not views:
        raise ValueError("a replay needs at least one view")
    shown = dict(names or {})
    drawn = [draw_frame(v, shown, words=words, maps=maps, width=width) for v in views]
    size = (max(f.width for f in drawn), max(f.height for f in drawn))
    sheets = []
    for frame in drawn:
        if frame.size != size:
            sheet = Image.new("RGB", size, BACKGROUND)
            sheet.paste(frame, (0, 0))
            frame = sheet
        sheets.append(frame)
    # The palette is learnt from the first and the last frame side by side (the fog still hidden,
    # and every piece built), on every other pixel each way, as render/calibrate.py does.
    sample = Image.new("RGB", (size[0] * 2, size[1]))
    sample.paste(sheets[0], (0, 0))
    sample.paste(sheets[-1], (size[0], 0))
    sample = sample.resize((size[0], size[1] // 2), Image.Resampling.NEAREST)
    palette = sample.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return [s.quantize(palette=palette, dither=Image.Dither.NONE) for s in sheets]


def draw_replay(
    views: Sequence[GameView],
    names: Mapping[str, str] | None = None,
    *,
    words: Catalogue = ENGLISH,
    maps: MapCache | None = None,
    width: int = FRAME_WIDTH,
    limit: int = UPLOAD_LIMIT,
) -> ReplayGif:
    """The animated GIF of a game: one frame per public view, in order, each shown `FRAME_MS`
    and the last `LAST_FRAME_MS`. A GIF over `limit` bytes keeps every second frame (then every
    fourth, ...) and the last, each shown that much longer, so that it can be posted. Raises
    ValueError for no views or a view with a hand."""
    frames = replay_frames(views, names, words=words, maps=maps, width=width)
    every = 1
    while True:
        kept = frames[:-1:every] + frames[-1:] if len(frames) > 1 else frames
        durations = [FRAME_MS * every] * (len(kept) - 1) + [LAST_FRAME_MS]
        gif = encode_gif(kept, durations)
        if len(gif) <= limit or len(kept) <= 2:
            return ReplayGif(gif, len(views), len(kept), every)
        every *= 2


def render_replay(
    views: Sequence[GameView],
    names: Mapping[str, str] | None = None,
    *,
    words: Catalogue = ENGLISH,
    maps: MapCache | None = None,
    width: int = FRAME_WIDTH,
    limit: int = UPLOAD_LIMIT,
) -> bytes:
    """`draw_replay`'s GIF bytes."""
    return draw_replay(views, names, words=words, maps=maps, width=width, limit=limit).data


def _indices(frame: Image.Image) -> Image.Image:
    """The palette indices of a "P" frame as an "L" picture (to compare frames by index)."""
    return Image.frombytes("L", frame.size, frame.tobytes())


def encode_gif(frames: Sequence[Image.Image], durations: Sequence[int]) -> bytes:
    """An animated GIF, looping, of "P" frames of one size sharing the first one's palette
    (with fewer than 256 colours: the next index is the transparent one), each shown for its
    duration (milliseconds). The first frame is stored whole; each later one as the box of
    pixels that changed, the unchanged ones inside it transparent, over the frame before left in
    place (disposal 1). A frame equal to the one before is stored as one transparent pixel, so
    that every frame keeps its place and its duration."""
    if not frames or len(frames) != len(durations):
        raise ValueError("one duration per frame, and at least one frame")
    first = frames[0]
    width, height = first.size
    colours = first.getpalette() or []
    transparent = len(colours) // 3
    if transparent > 255:
        raise ValueError("a replay's palette keeps one of the 256 colours free")
    table = bytes(colours) + bytes(768 - len(colours))
    out = io.BytesIO()
    # Header, logical screen (a global table of 256 colours), the table, loop for ever.
    out.write(b"GIF89a" + struct.pack("<HHBBB", width, height, 0xF7, 0, 0) + table)
    out.write(b"!\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", 0) + b"\x00")
    previous: Image.Image | None = None
    for frame, ms in zip(frames, durations, strict=True):
        if frame.size != first.size or frame.mode != "P":
            raise ValueError("every frame must be a palette picture of the first one's size")
        if previous is None:
            piece, offset = frame, (0, 0)
            params: dict[str, int] = {"duration": ms, "disposal": 1}
        else:
            piece, offset = _changed(previous, frame, transparent)
            params = {"duration": ms, "disposal": 1, "transparency": transparent}
        piece.load()
        for chunk in GifImagePlugin.getdata(piece, offset=offset, **params):
            out.write(chunk)
        previous = frame
    out.write(b";")
    return out.getvalue()


def _changed(
    previous: Image.Image, frame: Image.Image, transparent: int
) -> tuple[Image.Image, tuple[int, int]]:
    """The box of `frame` that differs from `previous`, its unchanged pixels `transparent`, and
    where it goes."""
    difference = ImageChops.difference(_indices(previous), _indices(frame))
    box = difference.getbbox()
    if box is None:
        return Image.new("P", (1, 1), transparent), (0, 0)
    unchanged = difference.crop(box).point([255] + [0] * 255)
    piece = frame.crop(box)
    piece.paste(transparent, (0, 0), unchanged)
    return piece, (box[0], box[1])
