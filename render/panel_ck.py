"""The panel's Cities & Knights parts: a seat's counts (commodities in the hand, progress cards,
Defender points) and pieces in supply, the Defender cards left, and the bank with commodities and
the progress decks."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine import PlayerView
from words import Catalogue

from . import fonts, icons, palette, sprite
from .geometry import Box
from .icon_row import icon_row
from .panel_layout import PAD
from .pieces.cities import wall_sprite
from .pieces.knights import knight_sprite
from .view import CitiesKnights, PublicView

KNIGHT_LEVELS = ("basic", "strong", "mighty")


def defenders_left(
    d: ImageDraw.ImageDraw,
    at: tuple[float, float],
    right: float,
    u: float,
    ck: CitiesKnights,
    words: Catalogue,
) -> None:
    """The Defender of Catan cards left."""
    line = words.say("picture.panel.defenders_left", count=ck.defender_left)
    text = fonts.fit(line, round(16 * u), right - at[0])
    fonts.draw_text(d, at, text, round(16 * u), palette.PANEL_MUTED)


def ck_counts(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    at: tuple[float, float],
    u: float,
    player: PlayerView,
    ck: CitiesKnights,
) -> None:
    """Cards in hand (commodities included), progress cards, Defender points, road length."""
    icon = round(26 * u)
    mine = ck.player(player["id"])
    entries = [
        (icons.hand_of_cards(icon), player["resources"]),
        (icons.progress_card(icon), mine.progress),
        (icons.shield(icon), mine.defender),
        (icons.road(icon), player["road_length"]),
    ]
    icon_row(im, d, at, u, entries)


def supply(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    at: tuple[float, float],
    u: float,
    player: PlayerView,
    ck: CitiesKnights,
) -> None:
    """Knights of each level and walls still in the seat's supply."""
    look = palette.seat(player["seat"])
    mine = ck.player(player["id"])
    size = round(24 * u)
    entries = [
        (knight_sprite(look, level, True, size), mine.knights_supply.get(name, 0))
        for level, name in enumerate(KNIGHT_LEVELS, start=1)
    ]
    entries.append((wall_sprite(round(30 * u), round(12 * u)), mine.walls_supply))
    icon_row(im, d, at, u, entries, size=18, fill=palette.PANEL_MUTED, gap=4, space=12)


def bank_heading(d: ImageDraw.ImageDraw, box: Box, u: float, words: Catalogue, rule: bool) -> int:
    """The bank's heading at the top of its box (every rule set's), a line above it if `rule`
    (parting it from the seats); returns the box's inner margin."""
    x0, y0, x1, _ = box
    pad = round(PAD * u)
    if rule:
        d.line((x0 + pad, y0, x1 - pad, y0), fill=palette.PANEL_ROW, width=max(1, round(2 * u)))
    bank = words.say("picture.panel.bank")
    fonts.draw_text(d, (x0 + pad, y0 + 18 * u), bank, round(16 * u), palette.PANEL_MUTED)
    return pad


def ck_bank(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: Box,
    u: float,
    view: PublicView,
    words: Catalogue,
    *,
    rule: bool = True,
) -> None:
    """The bank with commodities beside resources, then the progress decks left."""
    x0, y0, x1, _ = box
    pad = bank_heading(d, box, u, words, rule)
    height = round(28 * u)
    kinds = (*palette.RESOURCES, *palette.COMMODITIES)
    step = (x1 - x0 - 2 * pad) / len(kinds)
    for i, kind in enumerate(kinds):
        cx = x0 + pad + step * (i + 0.5)
        sprite.paste(im, icons.card_of(kind, height), (cx, y0 + 48 * u))
        text = str(view.bank.get(kind, 0))
        fonts.draw_text(
            d, (cx, y0 + 76 * u), text, round(16 * u), palette.PANEL_TEXT, bold=True, anchor="mm"
        )
    ck = view.cities_knights
    if ck is None:
        return
    cy = y0 + 112 * u
    # the three decks need room for their counts: the label gives way (cut) before they do
    decks = len(palette.TRACKS) * (height * 0.75 + 30 * u)
    label = fonts.fit(words.say("picture.panel.progress"), round(16 * u), x1 - x0 - 2 * pad - decks)
    fonts.draw_text(d, (x0 + pad, cy), label, round(16 * u), palette.PANEL_MUTED)
    left = x0 + pad + fonts.measure(label, round(16 * u)) + 10 * u
    step = (x1 - pad - left) / len(palette.TRACKS)
    for i, track in enumerate(palette.TRACKS):
        x = left + step * i
        picture = icons.progress_card(height, track)
        sprite.paste(im, picture, (x + picture.width / 2, cy))
        fonts.draw_text(
            d,
            (x + picture.width + 5 * u, cy),
            str(ck.decks.get(track, 0)),
            round(17 * u),
            palette.PANEL_TEXT,
            bold=True,
        )
