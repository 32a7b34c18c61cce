"""The part of a board picture that only changes with the map, drawn once and cached.

Sea, hexes, number tokens, harbors and hex letters, in two versions: with every intersection's id
and without. A picture starts from the first and copies patches of the second over the ids of
intersections that are built on or badged, so pieces never sit on half-hidden ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from words import ENGLISH, Catalogue

from . import harbors, labels, palette, terrain, tokens
from .cache import LruCache
from .geometry import Layout
from .map_cache import MapCache
from .view import Board

SUPERSAMPLE = 2


@dataclass(frozen=True)
class MapLayer:
    """The map of a board in one layout: `with_ids` and `plain` (never modify them)."""

    with_ids: Image.Image
    plain: Image.Image

    def base(self, hidden: set[int], board: Board, lay: Layout) -> Image.Image:
        """A fresh copy of the map showing the ids of all intersections but `hidden`."""
        im = self.with_ids.copy()
        for spot_id in hidden:
            box = labels.chip_box(board, lay, board.intersections[spot_id])
            im.paste(self.plain.crop(box), box[:2])
        return im


_layers: LruCache[tuple[str, Layout, str], MapLayer] = LruCache(16)


def layer_language(lay: Layout, words: Catalogue) -> str:
    """The language a map layer is drawn in: only the wide form writes words on the map (what
    each hex produces, a 3:1 harbor's "ANY"); the phone form's map has none, so every language
    shares it ("")."""
    return words.language if lay.form == "wide" else ""


def map_layer(
    board: Board, lay: Layout, files: MapCache | None = None, words: Catalogue = ENGLISH
) -> MapLayer:
    """The cached map pictures of `board` in `lay` (its words in `words`' language), read from
    `files` or drawn (and then kept there) the first time in this process."""
    language = layer_language(lay, words)
    return _layers.get((board.key, lay, language), lambda: _load_or_build(board, lay, files, words))


def _load_or_build(board: Board, lay: Layout, files: MapCache | None, words: Catalogue) -> MapLayer:
    if files is None:
        return _build(board, lay, words)
    language = layer_language(lay, words)
    # English keeps the key it always had, so maps already stored stay valid
    key = files.key("layer", board.key, lay, "" if language in ("", "en") else language)
    stored = files.load_images(key, 2, (lay.width, lay.height), palette.PANEL)
    if stored is not None:
        return MapLayer(stored[0], stored[1])
    layer = _build(board, lay, words)
    files.save_images(key, [layer.with_ids, layer.plain], palette.PANEL)
    return layer


def _build(board: Board, lay: Layout, words: Catalogue) -> MapLayer:
    plain = _draw(board, lay, words)
    with_ids = plain.copy()
    labels.draw_ids(with_ids, lay, board, set(board.open_sea))  # open water: ids only on demand
    return MapLayer(with_ids, plain)


def _draw(board: Board, lay: Layout, words: Catalogue) -> Image.Image:
    big = lay.scaled(SUPERSAMPLE)
    _, _, map_w, map_h = big.map_box  # the map's box starts at the top left corner
    im = Image.new("RGB", (map_w, map_h), palette.SEA)
    d = ImageDraw.Draw(im)
    _waves(d, big)
    if board.sea_hexes:  # Seafarers: the sea's hexes outlined, so a ship's path can be read
        for tile in board.sea_hexes:
            terrain.draw_sea(d, big, tile)
    for harbor in board.harbors:
        harbors.draw_harbor(d, big, board, harbor, words)
    for tile in board.hexes:
        terrain.draw_shore(d, big, tile)
    for tile in board.hexes:
        terrain.draw_land(d, big, tile, words)
        tokens.draw_token(d, big, tile)
        labels.draw_letter(d, big, tile)
    for tile in board.sea_hexes:  # Seafarers: the pirate goes to a sea hex named by its letter
        drop = labels.sea_letter_drop(board, lay, tile)
        away = labels.sea_letter_away(board, lay, tile)
        labels.draw_letter(d, big, tile, sea=board, drop=drop, away=away)
    picture = Image.new("RGB", (lay.width, lay.height), palette.PANEL)
    picture.paste(im.reduce(SUPERSAMPLE), (0, 0))
    return picture


def _waves(d: ImageDraw.ImageDraw, lay: Layout) -> None:
    """A faint pattern of wave marks on the open sea."""
    step = lay.scale * 0.9
    width = lay.s(0.025)
    x0, y0, x1, y1 = lay.map_box
    row = 0
    y = y0 + step / 2
    while y < y1:
        x = x0 + (step / 2 if row % 2 else 0.0)
        while x < x1:
            r = step * 0.18
            d.arc((x - r, y - r, x + r, y + r), 200, 340, fill=palette.SEA_WAVE, width=width)
            x += step
        y += step * 0.6
        row += 1
