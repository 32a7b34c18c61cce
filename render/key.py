"""The key to Cities & Knights' pieces: a row under the barbarians' strip naming the pieces on the
board whose look is not self-evident (active and inactive knights, walls, metropolises, pillaged
and sabotaged cities), each drawn as on the map beside its word. Only the kinds on the board are
named; a board without any has no row.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from words import ENGLISH, Catalogue

from . import fonts, palette, sprite
from .geometry import Box
from .pieces.buildings import CITY_SIZE, city_sprite
from .pieces.cities import (
    FALLEN_SIZE,
    METROPOLIS_SIZE,
    WALL_HEIGHT,
    WALL_WIDTH,
    WALL_Y,
    fallen_sprite,
    metropolis_sprite,
    sabotaged_sprite,
    wall_sprite,
)
from .pieces.knights import KNIGHT_SIZE, knight_sprite
from .view import CitiesKnights

#: The row's height at unit 1 (beside the barbarians' strip's 90).
KEY_HEIGHT = 60
#: The kinds the key may name, in its order (picture.key.<kind>).
KINDS = ("active", "inactive", "wall", "metropolis", "fallen", "sabotaged")


def key_kinds(ck: CitiesKnights) -> tuple[str, ...]:
    """The kinds of piece on the board the key names, in KINDS' order."""
    present = {
        "active": any(k.active for k in ck.knights),
        "inactive": any(not k.active for k in ck.knights),
        "wall": bool(ck.walls),
        "metropolis": bool(ck.metropolises),
        "fallen": bool(ck.fallen),
        "sabotaged": bool(ck.sabotaged - ck.fallen),
    }
    return tuple(kind for kind in KINDS if present[kind])


def _owner(ck: CitiesKnights, kind: str) -> str | None:
    """The owner of one piece of `kind` (the key shows a real piece's colours), if known."""
    if kind in ("active", "inactive"):
        return next(k.owner for k in ck.knights if k.active == (kind == "active"))
    if kind == "metropolis":
        return ck.metropolises[0].owner
    return None


def _picture(
    kind: str,
    ck: CitiesKnights,
    seats: Mapping[str, int],
    owners: Mapping[int, str],
    scale: float,
) -> Image.Image:
    """The piece of `kind` as the map draws it at hex radius `scale`."""
    owner = _owner(ck, kind)
    look = palette.seat(seats.get(owner, 0) if owner is not None else 0)
    if kind in ("active", "inactive"):
        level = next(k.level for k in ck.knights if k.active == (kind == "active"))
        return knight_sprite(look, level, kind == "active", round(KNIGHT_SIZE * scale))
    if kind == "wall":
        return _walled(look, scale)
    if kind == "metropolis":
        track = ck.metropolises[0].track
        return metropolis_sprite(look, track, round(METROPOLIS_SIZE * scale))
    spots = sorted(ck.fallen if kind == "fallen" else ck.sabotaged - ck.fallen)
    look = palette.seat(seats.get(owners.get(spots[0], ""), 0))
    if kind == "fallen":
        return fallen_sprite(look, round(FALLEN_SIZE * scale))
    return sabotaged_sprite(look, round(CITY_SIZE * scale))


def _walled(look: palette.Seat, scale: float) -> Image.Image:
    """A city on its wall, as a walled city stands on the map."""
    wall = wall_sprite(round(WALL_WIDTH * scale), round(WALL_HEIGHT * scale))
    city = city_sprite(look, round(CITY_SIZE * scale))
    height = round((CITY_SIZE / 2 + WALL_Y + WALL_HEIGHT / 2) * scale) + 2
    im = Image.new("RGBA", (wall.width, height), (0, 0, 0, 0))
    top = city.height / 2
    sprite.paste(im, wall, (wall.width / 2, top + WALL_Y * scale))
    sprite.paste(im, city, (wall.width / 2, top))
    return im


def draw_key(
    im: Image.Image,
    box: Box,
    ck: CitiesKnights,
    seats: Mapping[str, int],
    owners: Mapping[int, str],
    words: Catalogue = ENGLISH,
    *,
    narrow: bool = False,
) -> list[tuple[str, tuple[float, float, float, float]]]:
    """The key in `box`, its words from `words` (`narrow`: the wide form's strip, only as wide as
    the map, where the row's parts are sized by its width); returns each kind named with its
    entry's box."""
    x0, y0, x1, y1 = box
    kinds = key_kinds(ck)
    if y1 <= y0 or not kinds:
        return []
    d = ImageDraw.Draw(im)
    d.rectangle((x0, y0, x1 - 1, y1 - 1), fill=palette.PANEL)
    h = min(y1 - y0, (x1 - x0) / 26) if narrow else y1 - y0
    cy = (y0 + y1) / 2
    pad = h * 0.3
    gap = h * 0.15
    pictures = []
    for kind in kinds:
        picture = _picture(kind, ck, seats, owners, h * 0.85 / 0.66)
        if picture.height > h - 2:  # a tall piece (a walled city) shrunk to the row
            k = (h - 2) / picture.height
            shrunk = (max(1, round(picture.width * k)), max(1, round(picture.height * k)))
            picture = picture.resize(shrunk, Image.Resampling.LANCZOS)
        pictures.append(picture)
    texts = [words.say(f"picture.key.{kind}") for kind in kinds]
    room = x1 - x0 - 2 * pad - sum(p.width + gap for p in pictures) - pad * (len(kinds) - 1)
    size = max(6, round(h * 0.5))
    # the type gives way a little first, then each word is cut to an equal share
    size = fonts.shrink(" ".join(texts), size, room, bold=True, least=0.8)
    if sum(fonts.measure(t, size, bold=True) for t in texts) > room:
        share = room / len(texts)
        texts = [fonts.fit(t, size, share, bold=True) for t in texts]
    x = x0 + pad
    placed: list[tuple[str, tuple[float, float, float, float]]] = []
    for kind, picture, text in zip(kinds, pictures, texts, strict=True):
        left = x
        sprite.paste(im, picture, (x + picture.width / 2, cy))
        x += picture.width + gap
        x += fonts.draw_text(d, (x, cy), text, size, palette.PANEL_TEXT, bold=True, anchor="lm")
        placed.append((kind, (left, y0, x, y1)))
        x += pad
    return placed
