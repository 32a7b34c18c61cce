"""render_board: the public game as a PNG."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image

from engine import GameView
from words import ENGLISH, Catalogue

from . import encode
from .calibrate import palette_for
from .compose import Label, compose, label_layout, layout
from .fold import unfold
from .geometry import FORMS, Form, Layout
from .highlight import Highlight, HighlightLike
from .map_cache import MapCache
from .view import read_public

DEFAULT_WIDTH = 1000
MIN_WIDTH = 400
MAX_WIDTH = 3000


def render_board(
    view: GameView,
    *,
    highlight: HighlightLike = None,
    size: int = DEFAULT_WIDTH,
    names: Mapping[str, str] | None = None,
    form: Form = "phone",
    maps: MapCache | None = None,
    words: Catalogue = ENGLISH,
) -> bytes:
    """The board picture of a public view (`game.view(None)`) as PNG bytes, `size` pixels wide
    (a folded map at most geometry.FOLD_MAX_WIDTH: see below).

    `highlight` marks spots with badges: a `Highlight` or a dict such as
    {"intersections": [12, 17], "paths": ["12-17"], "hexes": ["J"]}. `names` maps player ids to
    the names shown in the panel (ids are shown otherwise). `form` is "phone" (the map across the
    whole width with larger labels, the panel under it: readable when a phone shrinks the picture
    to 400 pixels; a map too wide for that, such as Greater Catan's, is folded: its west half
    above its east half, at most FOLD_MAX_WIDTH pixels wide) or "wide" (the panel beside the
    map). Raises ValueError for a private view,
    an unknown spot or form, or a size outside 400-3000 pixels. `maps` keeps the work done once
    per map (its drawing and palette) in files, so the first board of a map after a restart is
    read instead of drawn; the bytes are the same with or without it. `words` is the catalogue
    of the language the picture's words are drawn in (the game's: the board is public).
    """
    im, colours = _draw(view, highlight, size, names, form, maps, words)
    return encode.png(im, colours)


def draw_board(
    view: GameView,
    *,
    highlight: HighlightLike = None,
    size: int = DEFAULT_WIDTH,
    names: Mapping[str, str] | None = None,
    form: Form = "phone",
    maps: MapCache | None = None,
    words: Catalogue = ENGLISH,
) -> Image.Image:
    """`render_board` before encoding: the RGB picture."""
    return _draw(view, highlight, size, names, form, maps, words)[0]


def board_labels(
    view: GameView,
    *,
    highlight: HighlightLike = None,
    size: int = DEFAULT_WIDTH,
    form: Form = "phone",
) -> tuple[list[Label], Layout]:
    """Where `render_board` draws each id, tag, hex letter and hex badge players type (pixel
    boxes on the sheet before any fold), and the layout: what tests measure the picture by."""
    public = read_public(view)
    hl = Highlight.coerce(highlight)
    hl.check(public.board)
    lay = layout(public, size, form)
    return label_layout(public, hl, lay), lay


def _draw(
    view: GameView,
    highlight: HighlightLike,
    size: int,
    names: Mapping[str, str] | None,
    form: Form,
    maps: MapCache | None = None,
    words: Catalogue = ENGLISH,
) -> tuple[Image.Image, Image.Image]:
    if not MIN_WIDTH <= size <= MAX_WIDTH:
        raise ValueError(f"size must be between {MIN_WIDTH} and {MAX_WIDTH} pixels")
    if form not in FORMS:
        raise ValueError(f"form must be one of {', '.join(FORMS)}")
    public = read_public(view)
    hl = Highlight.coerce(highlight)
    hl.check(public.board)
    lay = layout(public, size, form)
    im = unfold(compose(public, hl, lay, names or {}, maps, words), lay)
    seats = tuple(public.piece_seats().values())
    colours = palette_for(public.board, lay, seats, maps, public.cities_knights is not None)
    return im, colours
