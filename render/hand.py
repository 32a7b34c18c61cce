"""render_hand: one player's hand, for a reply only that player sees."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, cast

from PIL import Image, ImageDraw

from engine import GameView, OwnView

from . import encode, fonts, icons, palette, sprite
from .view import read_view

WIDTH = 800
PAD = 24
DEV_TOP = 264  # where the development cards start
ROW = 52
MAX_ROWS = 3
EXTRA_LINE = 28  # each line of pieces left past the first
CARD_NAMES = {
    "knight": "Knight",
    "road_building": "Road Building",
    "year_of_plenty": "Year of Plenty",
    "monopoly": "Monopoly",
    "victory_point": "Victory Point",
}
#: Cities & Knights' progress cards (rules/cities-and-knights.md §13.1), by the engine's code.
PROGRESS_NAMES = {
    "alchemist": "Alchemist",
    "crane": "Crane",
    "engineer": "Engineer",
    "inventor": "Inventor",
    "irrigation": "Irrigation",
    "medicine": "Medicine",
    "mining": "Mining",
    "printer": "Printer",
    "road_building": "Road Building",
    "smith": "Smith",
    "bishop": "Bishop",
    "constitution": "Constitution",
    "deserter": "Deserter",
    "diplomat": "Diplomat",
    "intrigue": "Intrigue",
    "saboteur": "Saboteur",
    "spy": "Spy",
    "warlord": "Warlord",
    "wedding": "Wedding",
    "commercial_harbor": "Commercial Harbor",
    "master_merchant": "Master Merchant",
    "merchant": "Merchant",
    "merchant_fleet": "Merchant Fleet",
    "resource_monopoly": "Resource Monopoly",
    "trade_monopoly": "Trade Monopoly",
}
#: A card in hand as the view gives it: a development card ({"card", "playable"}) or a
#: progress card ({"card", "deck", "playable"}).
Card = Mapping[str, Any]
PLAYABLE = (46, 160, 90)
NOT_NOW = (96, 102, 112)


def render_hand(
    private_view: GameView,
    player: str,
    *,
    names: Mapping[str, str] | None = None,
    size: int = WIDTH,
) -> bytes:
    """PNG of `player`'s hand from `game.view(player)`: resources, development cards (and
    which can be played now), points with hidden ones, and pieces left. `size` is the width.
    In a Cities & Knights game: commodities beside the resources, and progress cards."""
    return encode.png(draw_hand(private_view, player, names=names, size=size))


def draw_hand(
    private_view: GameView,
    player: str,
    *,
    names: Mapping[str, str] | None = None,
    size: int = WIDTH,
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
    cards = _cards(you, ck is not None)
    u = size / WIDTH
    lines = 2 if ck is not None else 1
    im = Image.new("RGB", (size, round(hand_height(cards, lines) * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    pad = PAD * u
    look = palette.seat(me["seat"])
    sprite.paste(im, icons.house(me["seat"], round(40 * u)), (pad + 20 * u, pad + 20 * u))
    total = you.get("victory_points", me["vp"])
    hidden = total - me["vp"]
    points = f"{total} VP" + (f" ({hidden} hidden)" if hidden > 0 else "")
    points_w = fonts.measure(points, round(24 * u), bold=True)
    fonts.draw_text(
        d, (size - pad, pad + 20 * u), points, round(24 * u), palette.GOLD, bold=True, anchor="rm"
    )
    title_x = pad + 52 * u
    name = (names or {}).get(player, player)
    title = fonts.fit(
        f"{name}: your hand", round(26 * u), size - pad - points_w - 20 * u - title_x, bold=True
    )
    fonts.draw_text(d, (title_x, pad + 20 * u), title, round(26 * u), palette.PANEL_TEXT, bold=True)
    d.rectangle((0, 0, round(8 * u), im.height), fill=look.fill)
    kinds = (*palette.RESOURCES, *palette.COMMODITIES) if ck else palette.RESOURCES
    _resources(im, d, u, pad, pad + 58 * u, you.get("hand", {}), kinds)
    _development(im, d, u, pad, DEV_TOP * u, cards, ck is not None)
    left = me["pieces"]
    pieces = "Pieces left: " + ", ".join(
        f"{left.get(k, 0)} {k}{'s' if left.get(k, 0) != 1 else ''}"
        if k != "city"
        else f"{left.get(k, 0)} {'city' if left.get(k, 0) == 1 else 'cities'}"
        for k in ("road", "settlement", "city")
        if k in left
    )
    if ck is not None:  # its own pieces on a line above
        mine = ck.player(player)
        walls = mine.walls_supply
        knights = ", ".join(
            f"{mine.knights_supply.get(k, 0)} {k}" for k in ("basic", "strong", "mighty")
        )
        more = f"Knights left: {knights}; {walls} wall{'s' if walls != 1 else ''}"
        fonts.draw_text(
            d,
            (pad, im.height - pad - EXTRA_LINE * u),
            fonts.fit(more, round(18 * u), size - 2 * pad),
            round(18 * u),
            palette.PANEL_MUTED,
            anchor="ls",
        )
    fonts.draw_text(
        d,
        (pad, im.height - pad),
        fonts.fit(pieces, round(18 * u), size - 2 * pad),
        round(18 * u),
        palette.PANEL_MUTED,
        anchor="ls",
    )
    return im


def _cards(you: OwnView, cities_knights: bool) -> Sequence[Card]:
    """The cards listed under the resources: progress cards in Cities & Knights, development
    cards otherwise."""
    if cities_knights:
        progress: Sequence[Card] = cast(Mapping[str, Any], you).get("progress") or []
        return progress
    return you.get("development", [])


def _groups(
    cards: Sequence[Card],
) -> tuple[Counter[tuple[str, bool]], list[tuple[str, bool]]]:
    """Cards counted by (card, playable), playable ones first."""
    groups = Counter((str(c["card"]), bool(c.get("playable", False))) for c in cards)
    known = [*CARD_NAMES, *PROGRESS_NAMES]
    order = sorted(
        groups, key=lambda g: (not g[1], known.index(g[0]) if g[0] in known else 99, g[0])
    )
    return groups, order


def hand_height(cards: Sequence[Card], lines: int = 1) -> int:
    """The picture's height at width 800: room for the rows of cards it lists and `lines` lines
    of pieces left under them."""
    rows = min(MAX_ROWS, max(1, (len(_groups(cards)[1]) + 1) // 2))
    return round(DEV_TOP + 20 + rows * ROW + 2 * PAD + 16 + (lines - 1) * EXTRA_LINE)


def _resources(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    u: float,
    x0: float,
    y0: float,
    hand: Mapping[str, int],
    kinds: Sequence[str],
) -> None:
    total = sum(int(v) for v in hand.values())
    title = "Resources" if len(kinds) == len(palette.RESOURCES) else "Resources and commodities"
    fonts.draw_text(d, (x0, y0 + 10 * u), f"{title} ({total})", round(18 * u), palette.PANEL_MUTED)
    height = round((96 if len(kinds) <= len(palette.RESOURCES) else 84) * u)
    step = (im.width - 2 * x0) / len(kinds)
    text = round((19 if len(kinds) <= len(palette.RESOURCES) else 17) * u)
    for i, resource in enumerate(kinds):
        count = int(hand.get(resource, 0))
        cx = x0 + step * (i + 0.5)
        cy = y0 + 30 * u + height / 2
        card = icons.card_of(resource, height)
        if count == 0:
            card = _dimmed(card)
        sprite.paste(im, card, (cx, cy))
        colour = palette.PANEL_TEXT if count else palette.PANEL_MUTED
        fonts.draw_text(
            d,
            (cx, cy + height / 2 + 18 * u),
            f"{count} {resource}",
            text,
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
    deck: str | None = None,
) -> None:
    """One kind of card: its name, how many, and whether it can be played now; a progress
    card (with its `deck`) shows that deck's back."""
    x0, y0, x1, y1 = box
    cy = (y0 + y1) / 2
    d.rounded_rectangle(box, radius=round(8 * u), fill=palette.PANEL_ROW)
    if deck is None:
        sprite.paste(im, icons.development_card(round(34 * u)), (x0 + 22 * u, cy))
        label = CARD_NAMES.get(card, card.replace("_", " ").capitalize())
    else:
        sprite.paste(im, icons.progress_card(round(34 * u), deck), (x0 + 22 * u, cy))
        label = PROGRESS_NAMES.get(card, card.replace("_", " ").capitalize())
    if count > 1:
        label = f"{count} × {label}"
    state = "play now" if playable else "not now"
    tag_w = fonts.measure(state, round(15 * u), bold=True) + 16 * u
    label = fonts.fit(label, round(19 * u), x1 - x0 - 60 * u - tag_w, bold=True)
    fonts.draw_text(d, (x0 + 44 * u, cy), label, round(19 * u), palette.PANEL_TEXT, bold=True)
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
    progress: bool = False,
) -> None:
    title = "Progress cards" if progress else "Development cards"
    fonts.draw_text(d, (x0, y0), f"{title} ({len(cards)})", round(18 * u), palette.PANEL_MUTED)
    if not cards:
        fonts.draw_text(d, (x0, y0 + 44 * u), "none", round(20 * u), palette.PANEL_MUTED)
        return
    groups, order = _groups(cards)
    decks = {str(c["card"]): str(c.get("deck", "")) for c in cards} if progress else {}
    columns = 2
    width = (im.width - 2 * x0 - 12 * u) / columns
    for i, (card, playable) in enumerate(order[: MAX_ROWS * columns]):
        cx = x0 + (i % columns) * (width + 12 * u)
        cy = y0 + 20 * u + (i // columns) * ROW * u
        box = (cx, cy, cx + width, cy + (ROW - 8) * u)
        deck = decks.get(card) or None
        _card_tile(im, d, box, u, card, playable, groups[(card, playable)], deck)
    if len(order) > MAX_ROWS * columns:
        more = sum(groups[g] for g in order[MAX_ROWS * columns :])
        fonts.draw_text(
            d, (im.width - x0, y0), f"+{more} more", round(16 * u), palette.PANEL_MUTED, anchor="rm"
        )
