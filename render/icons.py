"""Icons for the panel, the hand and the summary: cards, dice, knights, roads, houses."""

from __future__ import annotations

from PIL import Image, ImageDraw

from . import palette, sprite
from .glyphs import COMMODITY_GLYPHS, RESOURCE_GLYPHS, card, ship
from .marks import draw_mark
from .pieces.buildings import settlement_sprite

EDGE = (20, 20, 20)
DEV_CARD = (92, 70, 140)
DEV_INK = (236, 226, 255)
CARD_BACK = (120, 92, 60)
CARD_BACK_INK = (222, 200, 160)


def resource_card(resource: str, height: int) -> Image.Image:
    """A card in the resource's terrain colour with its glyph (unknown resources: a card back)."""
    width = round(height * 0.72)
    terrain = palette.RESOURCE_TERRAIN.get(resource)
    if terrain is None:
        fill, ink = CARD_BACK, CARD_BACK_INK
    else:
        look = palette.TERRAINS[terrain]
        fill, ink = look.fill, look.ink
    glyph = RESOURCE_GLYPHS.get(resource, card)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        d.rounded_rectangle(
            (0, 0, w - 1, h - 1),
            radius=w * 0.16,
            fill=fill,
            outline=EDGE,
            width=max(1, round(k * 1.2)),
        )
        glyph(d, w / 2, h / 2, w * 0.7, ink)

    return sprite.cached(("card", resource, height), width, height, paint)


def development_card(height: int) -> Image.Image:
    """A development card's back: purple with a star."""
    width = round(height * 0.72)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        d.rounded_rectangle(
            (0, 0, w - 1, h - 1),
            radius=w * 0.16,
            fill=DEV_CARD,
            outline=EDGE,
            width=max(1, round(k * 1.2)),
        )
        draw_mark(d, "star", w / 2, h / 2, w * 0.3, DEV_INK)

    return sprite.cached(("devcard", height), width, height, paint)


def hand_of_cards(height: int) -> Image.Image:
    """Two face-down cards fanned: 'cards in hand'."""
    width = round(height * 0.95)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        cw = h * 0.68
        for x in (0.0, w - cw):
            d.rounded_rectangle(
                (x, 0, x + cw - 1, h - 1),
                radius=cw * 0.16,
                fill=CARD_BACK,
                outline=EDGE,
                width=max(1, round(k * 1.2)),
            )
        card(d, w - cw / 2, h / 2, h * 0.6, CARD_BACK_INK)

    return sprite.cached(("hand", height), width, height, paint)


def knight(height: int, ink: tuple[int, int, int] = palette.PANEL_TEXT) -> Image.Image:
    """A sword: knights played."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = height * k
        w = max(1, round(s * 0.1))
        d.line((s * 0.2, s * 0.8, s * 0.85, s * 0.15), fill=ink, width=round(w * 1.4))
        d.line((s * 0.12, s * 0.58, s * 0.42, s * 0.88), fill=ink, width=w)
        d.line((s * 0.08, s * 0.92, s * 0.22, s * 0.78), fill=ink, width=round(w * 1.6))

    return sprite.cached(("knight", height, ink), height, height, paint)


def road(height: int, ink: tuple[int, int, int] = palette.PANEL_TEXT) -> Image.Image:
    """A short road bar: road length."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = height * k
        d.polygon(
            [(s * 0.1, s * 0.72), (s * 0.72, s * 0.1), (s * 0.9, s * 0.28), (s * 0.28, s * 0.9)],
            fill=ink,
        )

    return sprite.cached(("roadicon", height, ink), height, height, paint)


def island(height: int, ink: tuple[int, int, int] = palette.PANEL_TEXT) -> Image.Image:
    """A palm on a mound: the points for islands reached (Seafarers)."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = height * k
        w = max(1, round(s * 0.09))
        d.chord((s * 0.05, s * 0.7, s * 0.95, s * 1.15), 180, 360, fill=ink)
        d.line((s * 0.5, s * 0.8, s * 0.56, s * 0.45, s * 0.5, s * 0.22), fill=ink, width=w)
        for x0, y0, x1, y1, start, end in (
            (0.12, 0.14, 0.52, 0.5, 200, 330),
            (0.48, 0.14, 0.9, 0.5, 210, 340),
            (0.2, 0.02, 0.56, 0.36, 190, 300),
            (0.44, 0.02, 0.8, 0.36, 240, 350),
        ):
            d.arc((s * x0, s * y0, s * x1, s * y1), start, end, fill=ink, width=w)

    return sprite.cached(("island", height, ink), height, height, paint)


def house(seat_index: int, height: int) -> Image.Image:
    """The seat's settlement, as its swatch in the panel."""
    return settlement_sprite(palette.seat(seat_index), height)


RED_DIE = (200, 30, 36)


def die(value: int, size: int, *, red: bool = False) -> Image.Image:
    """A white die showing `value` (1-6), or (`red`) the red die with white spots."""
    fill, spot = (RED_DIE, palette.WHITE) if red else (palette.WHITE, EDGE)
    spots = {
        1: ((0.5, 0.5),),
        2: ((0.28, 0.28), (0.72, 0.72)),
        3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
        4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
        5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
        6: ((0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)),
    }

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        d.rounded_rectangle(
            (0, 0, s - 1, s - 1),
            radius=s * 0.18,
            fill=fill,
            outline=EDGE,
            width=max(1, round(k * 1.5)),
        )
        r = s * 0.09
        for x, y in spots.get(value, ()):
            d.ellipse((x * s - r, y * s - r, x * s + r, y * s + r), fill=spot)

    key = ("die", value, size, "red") if red else ("die", value, size)
    return sprite.cached(key, size, size, paint)


def badge(text_width: int, height: int, fill: tuple[int, int, int]) -> Image.Image:
    """A rounded pill behind a short text such as a special card's name."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (0, 0, text_width * k - 1, height * k - 1), radius=height * k / 2, fill=fill
        )

    return sprite.cached(("pill", text_width, height, fill), text_width, height, paint)


def commodity_card(commodity: str, height: int) -> Image.Image:
    """A commodity card (Cities & Knights): its track's colour and the commodity's glyph."""
    style = palette.TRACKS[palette.COMMODITY_TRACK[commodity]]
    width = round(height * 0.72)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        d.rounded_rectangle(
            (0, 0, w - 1, h - 1),
            radius=w * 0.16,
            fill=style.fill,
            outline=EDGE,
            width=max(1, round(k * 1.2)),
        )
        d.rectangle((w * 0.12, h * 0.08, w * 0.88, h * 0.14), fill=style.ink)  # a commodity's band
        COMMODITY_GLYPHS[commodity](d, w / 2, h / 2, w * 0.62, style.ink)

    return sprite.cached(("commodity", commodity, height), width, height, paint)


def card_of(kind: str, height: int) -> Image.Image:
    """The card picture of any card kind in a bank or hand: a resource or a commodity."""
    if kind in palette.COMMODITY_TRACK:
        return commodity_card(kind, height)
    return resource_card(kind, height)


def progress_card(height: int, deck: str | None = None) -> Image.Image:
    """A progress card's back: its deck's colour and glyph, or (`deck` None, any deck) the
    three decks' colours in bands."""
    width = round(height * 0.72)
    style = palette.TRACKS.get(deck) if deck else None

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        w, h = width * k, height * k
        edge = max(1, round(k * 1.2))
        d.rounded_rectangle((0, 0, w - 1, h - 1), radius=w * 0.16, fill=EDGE)
        if style is None:
            bands = list(palette.TRACKS.values())
            for i, band in enumerate(bands):
                top, bottom = h * i / len(bands), h * (i + 1) / len(bands)
                d.rectangle(
                    (edge, max(top, edge), w - 1 - edge, min(bottom, h - 1 - edge)), fill=band.fill
                )
            draw_mark(d, "diamond", w / 2, h / 2, w * 0.22, palette.WHITE)
            d.rounded_rectangle((0, 0, w - 1, h - 1), radius=w * 0.16, outline=EDGE, width=edge)
            return
        d.rounded_rectangle(
            (0, 0, w - 1, h - 1), radius=w * 0.16, fill=style.fill, outline=EDGE, width=edge
        )
        d.rounded_rectangle(
            (w * 0.14, h * 0.1, w * 0.86, h * 0.9),
            radius=w * 0.1,
            outline=style.ink,
            width=max(1, round(k * 1.2)),
        )
        COMMODITY_GLYPHS[style.commodity](d, w / 2, h / 2, w * 0.5, style.ink)

    return sprite.cached(("progress", deck, height), width, height, paint)


def track_badge(track: str, size: int) -> Image.Image:
    """A track's badge: a rounded square in its colour with its commodity's glyph."""
    style = palette.TRACKS[track]

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        d.rounded_rectangle(
            (0, 0, s - 1, s - 1), radius=s * 0.2, fill=style.fill, outline=EDGE, width=round(k)
        )
        COMMODITY_GLYPHS[style.commodity](d, s / 2, s / 2, s * 0.66, style.ink)

    return sprite.cached(("track", track, size), size, size, paint)


def shield(height: int, ink: tuple[int, int, int] = palette.PANEL_TEXT) -> Image.Image:
    """A shield with a star: Defender of Catan points."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = height * k
        w = s * 0.84
        x0 = (s - w) / 2
        d.polygon(
            [
                (x0, s * 0.04),
                (x0 + w, s * 0.04),
                (x0 + w, s * 0.5),
                (s / 2, s * 0.97),
                (x0, s * 0.5),
            ],
            fill=ink,
        )
        draw_mark(d, "star", s / 2, s * 0.4, s * 0.24, palette.PANEL)

    return sprite.cached(("shield", height, ink), height, height, paint)


def die_event(face: str, size: int) -> Image.Image:
    """The event die's face: the barbarians' black ship, or a gate in a track's colour with the
    track's commodity glyph in it (the glyph names the track without colour)."""
    style = palette.TRACKS.get(face)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        s = size * k
        d.rounded_rectangle(
            (0, 0, s - 1, s - 1),
            radius=s * 0.18,
            fill=palette.WHITE,
            outline=EDGE,
            width=max(1, round(k * 1.5)),
        )
        if style is None:
            ship(d, s / 2, s / 2, s * 0.7, EDGE)
            return
        left, right, top, bottom = s * 0.16, s * 0.84, s * 0.12, s * 0.88
        d.rounded_rectangle(
            (left, top, right, bottom),
            radius=(right - left) / 2,
            fill=style.fill,
            outline=EDGE,
            width=max(1, round(k)),
        )
        d.rectangle(
            (left, (top + bottom) / 2, right, bottom),
            fill=style.fill,
            outline=EDGE,
            width=max(1, round(k)),
        )
        d.rectangle(
            (
                left + k * 1.2,
                (top + bottom) / 2 - k * 2,
                right - k * 1.2,
                (top + bottom) / 2 + k * 0.5,
            ),
            fill=style.fill,
        )
        COMMODITY_GLYPHS[style.commodity](d, s / 2, s * 0.56, s * 0.42, style.ink)

    return sprite.cached(("event die", face, size), size, size, paint)
