"""render_hand: one player's hand, for a reply only that player sees."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine import GameView, OwnView
from words import ENGLISH, Catalogue
from words import pictures as picture_words
from words.common import resource

from . import ck_hand, encode, fonts, icons, palette, sprite
from .view import read_view

WIDTH = 800
PAD = 24
DEV_TOP = 264  # where the development cards start
ROW = 52
MAX_ROWS = 3
#: The development cards in the order the hand lists them (picture.hand.card.<card>).
CARD_NAMES = ("knight", "road_building", "year_of_plenty", "monopoly", "victory_point")
#: How far a card's name may shrink (of its 19 units) before it is cut ("2 × Overwinningspunt").
NAME_LEAST = 0.8
#: A development card in hand as the view gives it ({"card", "playable"}).
Card = Mapping[str, Any]
PLAYABLE = (46, 160, 90)
NOT_NOW = (96, 102, 112)


def render_hand(
    private_view: GameView,
    player: str,
    *,
    names: Mapping[str, str] | None = None,
    size: int = WIDTH,
    refusals: Mapping[str, str] | None = None,
    words: Catalogue = ENGLISH,
) -> bytes:
    """PNG of `player`'s hand from `game.view(player)`: resources, development cards (and
    which can be played now), points with hidden ones, and pieces left. `size` is the width.

    In a Cities & Knights game: commodities beside the resources, and each progress card with
    its name, deck and effect; a card that cannot be played now is greyed with the reason.
    `refusals` maps a card to the engine's refusal code saying why it cannot be played now
    (cards absent from it are not greyed); without it, each card's own `playable` and `why` in
    the view decide. `words` is the catalogue of the language its words are drawn in."""
    return encode.png(
        draw_hand(private_view, player, names=names, size=size, refusals=refusals, words=words)
    )


def draw_hand(
    private_view: GameView,
    player: str,
    *,
    names: Mapping[str, str] | None = None,
    size: int = WIDTH,
    refusals: Mapping[str, str] | None = None,
    words: Catalogue = ENGLISH,
) -> Image.Image:
    """`render_hand` before encoding."""
    you: OwnView | None = private_view.get("you")
    if you is None or you.get("id") != player:
        raise ValueError(f"this is not {player!r}'s private view: pass game.view({player!r})")
    if not 300 <= size <= 2000:
        raise ValueError("size must be between 300 and 2000 pixels")
    public = read_view(private_view)
    me = public.player(player)
    ck = public.cities_knights
    if ck is not None:
        return ck_hand.draw(public, you, player, names or {}, size, refusals, words)
    cards = you.get("development", [])
    u = size / WIDTH
    im = Image.new("RGB", (size, round(hand_height(cards) * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    pad = PAD * u
    look = palette.seat(me["seat"])
    sprite.paste(im, icons.house(me["seat"], round(40 * u)), (pad + 20 * u, pad + 20 * u))
    total = you.get("victory_points", me["vp"])
    hidden = total - me["vp"]
    points = (
        words.say("picture.hand.points_hidden", count=total, hidden=hidden)
        if hidden > 0
        else words.say("picture.hand.points", count=total)
    )
    points_w = fonts.measure(points, round(24 * u), bold=True)
    fonts.draw_text(
        d, (size - pad, pad + 20 * u), points, round(24 * u), palette.GOLD, bold=True, anchor="rm"
    )
    title_x = pad + 52 * u
    name = (names or {}).get(player, player)
    title = fonts.fit(
        words.say("picture.hand.title", player=name),
        round(26 * u),
        size - pad - points_w - 20 * u - title_x,
        bold=True,
    )
    fonts.draw_text(d, (title_x, pad + 20 * u), title, round(26 * u), palette.PANEL_TEXT, bold=True)
    d.rectangle((0, 0, round(8 * u), im.height), fill=look.fill)
    _resources(im, d, u, pad, pad + 58 * u, you.get("hand", {}), palette.RESOURCES, words)
    _development(im, d, u, pad, DEV_TOP * u, cards, words)
    pieces = picture_words.pieces_left(words, dict(me["pieces"]))
    fonts.draw_text(
        d,
        (pad, im.height - pad),
        fonts.fit(pieces, round(18 * u), size - 2 * pad),
        round(18 * u),
        palette.PANEL_MUTED,
        anchor="ls",
    )
    return im


def _groups(
    cards: Sequence[Card],
) -> tuple[Counter[tuple[str, bool]], list[tuple[str, bool]]]:
    """Cards counted by (card, playable), playable ones first."""
    groups = Counter((str(c["card"]), bool(c.get("playable", False))) for c in cards)
    known = list(CARD_NAMES)
    order = sorted(
        groups, key=lambda g: (not g[1], known.index(g[0]) if g[0] in known else 99, g[0])
    )
    return groups, order


def hand_height(cards: Sequence[Card]) -> int:
    """The picture's height at width 800: room for the rows of cards it lists and the line of
    pieces left under them."""
    rows = min(MAX_ROWS, max(1, (len(_groups(cards)[1]) + 1) // 2))
    return round(DEV_TOP + 20 + rows * ROW + 2 * PAD + 16)


def _resources(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    u: float,
    x0: float,
    y0: float,
    hand: Mapping[str, int],
    kinds: Sequence[str],
    words: Catalogue,
) -> None:
    total = sum(int(v) for v in hand.values())
    only_resources = len(kinds) == len(palette.RESOURCES)
    title = words.say(
        "picture.hand.resources" if only_resources else "picture.hand.resources_commodities",
        count=total,
    )
    fonts.draw_text(d, (x0, y0 + 10 * u), title, round(18 * u), palette.PANEL_MUTED)
    height = round((96 if len(kinds) <= len(palette.RESOURCES) else 84) * u)
    step = (im.width - 2 * x0) / len(kinds)
    text = round((19 if len(kinds) <= len(palette.RESOURCES) else 17) * u)
    for i, kind in enumerate(kinds):
        count = int(hand.get(kind, 0))
        cx = x0 + step * (i + 0.5)
        cy = y0 + 30 * u + height / 2
        card = icons.card_of(kind, height)
        if count == 0:
            card = _dimmed(card)
        sprite.paste(im, card, (cx, cy))
        colour = palette.PANEL_TEXT if count else palette.PANEL_MUTED
        label = words.say("cards.count", count=count, resource=resource(words, kind))
        size = fonts.shrink(label, text, step - 4 * u, bold=bool(count))
        fonts.draw_text(
            d,
            (cx, cy + height / 2 + 18 * u),
            fonts.fit(label, size, step - 4 * u, bold=bool(count)),
            size,
            colour,
            bold=bool(count),
            anchor="mm",
        )


def _card_tile(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    u: float,
    card: str,
    playable: bool,
    count: int,
    words: Catalogue,
) -> None:
    """One kind of card: its name, how many, and whether it can be played now."""
    x0, y0, x1, y1 = box
    cy = (y0 + y1) / 2
    d.rounded_rectangle(box, radius=round(8 * u), fill=palette.PANEL_ROW)
    sprite.paste(im, icons.development_card(round(34 * u)), (x0 + 22 * u, cy))
    key = f"picture.hand.card.{card}"
    label = words.say(key) if key in words else card.replace("_", " ").capitalize()
    if count > 1:
        label = f"{count} × {label}"
    state = words.say("picture.hand.play_now" if playable else "picture.hand.not_now")
    tag_w = fonts.measure(state, round(15 * u), bold=True) + 16 * u
    room = x1 - x0 - 60 * u - tag_w
    size = fonts.shrink(label, round(19 * u), room, bold=True, least=NAME_LEAST)
    label = fonts.fit(label, size, room, bold=True)
    fonts.draw_text(d, (x0 + 44 * u, cy), label, size, palette.PANEL_TEXT, bold=True)
    tag = (x1 - 8 * u - tag_w, y0 + 10 * u, x1 - 8 * u, y1 - 10 * u)
    d.rounded_rectangle(tag, radius=round(12 * u), fill=PLAYABLE if playable else NOT_NOW)
    centre = ((tag[0] + tag[2]) / 2, (tag[1] + tag[3]) / 2)
    fonts.draw_text(d, centre, state, round(15 * u), palette.WHITE, bold=True, anchor="mm")


def _dimmed(card: Image.Image) -> Image.Image:
    faded = card.copy()
    alpha = faded.getchannel("A").point(lambda a: a * 35 // 100)
    faded.putalpha(alpha)
    return faded


def _development(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    u: float,
    x0: float,
    y0: float,
    cards: Sequence[Card],
    words: Catalogue,
) -> None:
    title = words.say("picture.hand.development", count=len(cards))
    fonts.draw_text(d, (x0, y0), title, round(18 * u), palette.PANEL_MUTED)
    if not cards:
        none = words.say("picture.hand.none")
        fonts.draw_text(d, (x0, y0 + 44 * u), none, round(20 * u), palette.PANEL_MUTED)
        return
    groups, order = _groups(cards)
    columns = 2
    width = (im.width - 2 * x0 - 12 * u) / columns
    for i, (card, playable) in enumerate(order[: MAX_ROWS * columns]):
        cx = x0 + (i % columns) * (width + 12 * u)
        cy = y0 + 20 * u + (i // columns) * ROW * u
        box = (cx, cy, cx + width, cy + (ROW - 8) * u)
        _card_tile(im, d, box, u, card, playable, groups[(card, playable)], words)
    if len(order) > MAX_ROWS * columns:
        more = sum(groups[g] for g in order[MAX_ROWS * columns :])
        fonts.draw_text(
            d,
            (im.width - x0, y0),
            words.say("picture.hand.more", count=more),
            round(16 * u),
            palette.PANEL_MUTED,
            anchor="rm",
        )
