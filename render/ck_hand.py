"""The Cities & Knights hand: resources and commodities, then one row per progress card with
its name, its deck's colour and glyph, its effect in one line and, when it cannot be played now,
the reason (CK-13, pictures).

Drawn to be read at 400 pixels wide on a phone: every text is at least 22 pixels at the
picture's 800-pixel width (11 at 400), and every card gets its own full-width row, so nothing is
cut however many cards the hand holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, cast

from PIL import Image, ImageDraw

from engine import OwnView
from words import ENGLISH, Catalogue, cards_text
from words import pictures as picture_words
from words import progress as progress_words
from words.common import resource

from . import fonts, icons, palette, sprite
from .view import PublicView

WIDTH = 800
PAD = 24
#: The smallest text, at width 800: 11 pixels when a phone shows the picture 400 wide.
SMALL = 22
NAME = 27
TITLE = 30
RESOURCES_TOP = 92
CARD_HEIGHT = 76
#: Heights of a progress card's row (a greyed one has a line more, for the reason), and the gap.
ROW = 96
ROW_GREYED = 126
GAP = 10
LINE = 32
PLAYABLE = (46, 160, 90)
REASON = (236, 170, 90)  # amber on the dark panel: the reason reads apart from the effect
GREYED_ROW = (42, 46, 54)
FADE = 0.4


def card_name(card: str, words: Catalogue = ENGLISH) -> str:
    """A progress card's name from the catalogue (its code, spaced, for an unknown card)."""
    return progress_words.name(words, card)


#: A row of the progress cards: the card, its deck, how many, and why it cannot be played now
#: (None: it can, or nothing says it cannot).
Row = tuple[str, str, int, str | None]


def rows(
    cards: Sequence[Mapping[str, Any]],
    refusals: Mapping[str, str] | None,
    words: Catalogue = ENGLISH,
) -> list[Row]:
    """The progress cards as rows, one per kind and reason, playable ones first.

    `refusals` (card -> refusal code) decides which cards are greyed; without it the view's own
    `playable` and `why` do."""
    counts: Counter[tuple[str, str, str | None]] = Counter()
    for c in cards:
        card = str(c["card"])
        deck = str(c.get("deck") or "")
        if refusals is not None:
            code = refusals.get(card)
            greyed = code is not None
        else:
            greyed = not bool(c.get("playable", False))
            code = c.get("why")
        why = progress_words.why(words, code, card_name(card, words)) if greyed else None
        counts[(card, deck, why)] += 1
    decks = tuple(palette.TRACKS)
    order = sorted(
        counts,
        key=lambda k: (
            k[2] is not None,
            decks.index(k[1]) if k[1] in decks else len(decks),
            card_name(k[0], words),
            k[2] or "",
        ),
    )
    return [(card, deck, counts[(card, deck, why)], why) for card, deck, why in order]


def face_up(public: PublicView, player: str, words: Catalogue = ENGLISH) -> list[str]:
    """The player's victory point cards lying face up (Printer, Constitution), by name."""
    ck = public.cities_knights
    return [] if ck is None else [card_name(c, words) for c in ck.player(player).progress_vp]


def height(table: Sequence[Row], lines: int) -> int:
    """The picture's height at width 800 for these rows and `lines` lines of text under them."""
    cards = sum(ROW_GREYED if r[3] is not None else ROW for r in table) + GAP * len(table)
    if not table:
        cards = LINE + GAP
    return round(_progress_top() + LINE + cards + lines * LINE + PAD)


def _progress_top() -> float:
    return RESOURCES_TOP + LINE + CARD_HEIGHT + 2 * LINE + 14


def draw(
    public: PublicView,
    you: OwnView,
    player: str,
    names: Mapping[str, str],
    size: int,
    refusals: Mapping[str, str] | None,
    words: Catalogue = ENGLISH,
) -> Image.Image:
    """The whole picture, `size` pixels wide, its words from `words`."""
    me = public.player(player)
    ck = public.cities_knights
    assert ck is not None
    cards: Sequence[Mapping[str, Any]] = cast(Mapping[str, Any], you).get("progress") or []
    table = rows(cards, refusals, words)
    texts = _shown(you, names, words) + _holdings(public, player, words)
    u = size / WIDTH
    im = Image.new("RGB", (size, round(height(table, len(texts)) * u)), palette.PANEL)
    d = ImageDraw.Draw(im)
    pad = PAD * u
    name = names.get(player, player)
    _header(im, d, u, me["seat"], name, int(you.get("victory_points", 0)), words)
    _hand(im, d, u, you.get("hand", {}), words)
    top = _progress_top() * u
    title = words.say("picture.hand.progress", count=len(cards))
    fonts.draw_text(d, (pad, top), title, round(SMALL * u), palette.PANEL_MUTED)
    y = top + LINE * u * 0.7
    if not table:
        none = words.say("picture.hand.none")
        fonts.draw_text(d, (pad, y + LINE * u / 2), none, round(SMALL * u), palette.PANEL_MUTED)
    for row in table:
        tall = ROW_GREYED if row[3] is not None else ROW
        _card_row(im, d, u, (pad, y, size - pad, y + tall * u), row, words)
        y += (tall + GAP) * u
    base = im.height - pad - (len(texts) - 1) * LINE * u
    for i, (text, ink) in enumerate(texts):
        fonts.draw_text(
            d,
            (pad, base + i * LINE * u),
            fonts.fit(text, round(SMALL * u), size - 2 * pad),
            round(SMALL * u),
            ink,
            anchor="ls",
        )
    return im


Line = tuple[str, tuple[int, int, int]]


def _shown(you: OwnView, names: Mapping[str, str], words: Catalogue) -> list[Line]:
    """The hand this player is shown while choosing from it (Spy: the progress cards; Master
    Merchant: the resources and commodities), wrapped to the picture's width."""
    shown = cast(Mapping[str, Any], you).get("shown")
    if not shown:
        return []
    who = names.get(str(shown["player"]), str(shown["player"]))
    if shown.get("progress") is not None:
        separator = words.say("list.separator")
        held = separator.join(card_name(str(c), words) for c in shown["progress"])
        held = held or words.say("picture.hand.none")
        text = words.say("picture.hand.shown_progress", player=who, cards=held)
    else:
        held = cards_text(shown.get("cards") or {}, words=words)
        text = words.say("picture.hand.shown_hand", player=who, cards=held)
    return [(line, palette.PANEL_TEXT) for line in _wrap(text)]


def _holdings(public: PublicView, player: str, words: Catalogue) -> list[Line]:
    """The VP cards face up, then the knights, walls and pieces left in supply."""
    me = public.player(player)
    ck = public.cities_knights
    assert ck is not None
    mine = ck.player(player)
    separator = words.say("list.separator")
    walls = words.say("picture.hand.walls", count=mine.walls_supply)
    knights = separator.join(
        words.say(f"picture.hand.knight_{k}", count=mine.knights_supply.get(k, 0))
        for k in ("basic", "strong", "mighty")
    )
    up = face_up(public, player, words)
    texts = (
        [words.say("picture.hand.face_up", cards=separator.join(up), count=len(up))] if up else []
    )
    texts += [
        words.say("picture.hand.knights_left", knights=knights, walls=walls),
        picture_words.pieces_left(words, dict(me["pieces"])),
    ]
    return [(text, palette.PANEL_MUTED) for text in texts]


def _wrap(text: str) -> list[str]:
    """`text` in lines that fit the picture at width 800 (the same lines at every size)."""
    room = WIDTH - 2 * PAD
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and fonts.measure(trial, SMALL) > room:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]


def _header(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    u: float,
    seat: int,
    name: str,
    total: int,
    words: Catalogue,
) -> None:
    pad = PAD * u
    cy = pad + 22 * u
    sprite.paste(im, icons.house(seat, round(44 * u)), (pad + 22 * u, cy))
    points = words.say("picture.hand.points", count=total)
    size = round(TITLE * u)
    points_w = fonts.measure(points, size, bold=True)
    fonts.draw_text(d, (im.width - pad, cy), points, size, palette.GOLD, bold=True, anchor="rm")
    x = pad + 56 * u
    title = fonts.fit(
        words.say("picture.hand.title", player=name),
        size,
        im.width - pad - points_w - 20 * u - x,
        bold=True,
    )
    fonts.draw_text(d, (x, cy), title, size, palette.PANEL_TEXT, bold=True)
    d.rectangle((0, 0, round(8 * u), im.height), fill=palette.seat(seat).fill)


def _hand(
    im: Image.Image, d: ImageDraw.ImageDraw, u: float, hand: Mapping[str, int], words: Catalogue
) -> None:
    """Resources then commodities: each card, its count in bold under it, then its name."""
    pad = PAD * u
    kinds = (*palette.RESOURCES, *palette.COMMODITIES)
    total = sum(int(v) for v in hand.values())
    top = RESOURCES_TOP * u
    title = words.say("picture.hand.resources_commodities", count=total)
    fonts.draw_text(d, (pad, top), title, round(SMALL * u), palette.PANEL_MUTED)
    step = (im.width - 2 * pad) / len(kinds)
    card_h = round(CARD_HEIGHT * u)
    cy = top + LINE * u * 0.7 + card_h / 2
    for i, kind in enumerate(kinds):
        count = int(hand.get(kind, 0))
        cx = pad + step * (i + 0.5)
        card = icons.card_of(kind, card_h)
        if count == 0:
            card = _dimmed(kind, card)
        sprite.paste(im, card, (cx, cy))
        ink = palette.PANEL_TEXT if count else palette.PANEL_MUTED
        below = cy + card_h / 2
        fonts.draw_text(
            d, (cx, below + 20 * u), str(count), round(28 * u), ink, bold=True, anchor="mm"
        )
        # a long name (German "Getreide") is set a little smaller before it is cut
        label = resource(words, kind)
        label_size = fonts.shrink(label, round(SMALL * u), step - 4 * u)
        label = fonts.fit(label, label_size, step - 4 * u)
        fonts.draw_text(d, (cx, below + 50 * u), label, label_size, ink, anchor="mm")


def _dimmed(kind: str, card: Image.Image) -> Image.Image:
    """A card the hand holds none of, faded."""
    return sprite.derived(("dimmed", kind, card.size), lambda: sprite.faded(card, 0.35))


def _card_row(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    u: float,
    box: tuple[float, float, float, float],
    row: Row,
    words: Catalogue,
) -> None:
    """One kind of progress card: the deck's strip and card, the name (and how many), the play
    state, the effect, and the reason when it cannot be played now."""
    card, deck, count, why = row
    x0, y0, x1, y1 = box
    greyed = why is not None
    d.rounded_rectangle(box, radius=round(10 * u), fill=GREYED_ROW if greyed else palette.PANEL_ROW)
    style = palette.TRACKS.get(deck)
    strip = style.fill if style is not None else palette.PANEL_MUTED
    if greyed:
        strip = _mix(strip, GREYED_ROW, FADE)
    d.rounded_rectangle((x0, y0, x0 + 10 * u, y1), radius=round(5 * u), fill=strip)
    picture = icons.progress_card(round(66 * u), deck if style is not None else None)
    if greyed:
        picture = sprite.derived(
            ("greyed", deck, picture.size), lambda: sprite.faded(picture, FADE)
        )
    sprite.paste(im, picture, (x0 + 48 * u, y0 + 48 * u))
    text_x = x0 + 92 * u
    right = x1 - 12 * u
    state = words.say("picture.hand.not_now" if greyed else "picture.hand.play_now")
    tag_size = round(SMALL * u)
    tag_w = fonts.measure(state, tag_size, bold=True) + 20 * u
    name = card_name(card, words)
    if count > 1:
        name = f"{count} × {name}"
    name_size = round(NAME * u)
    ink = palette.PANEL_MUTED if greyed else palette.PANEL_TEXT
    line1 = y0 + 26 * u
    name = fonts.fit(name, name_size, right - tag_w - 12 * u - text_x, bold=True)
    fonts.draw_text(d, (text_x, line1), name, name_size, ink, bold=True)
    tag = (right - tag_w, line1 - 15 * u, right, line1 + 15 * u)
    d.rounded_rectangle(tag, radius=round(15 * u), fill=palette.PANEL if greyed else PLAYABLE)
    fonts.draw_text(
        d,
        ((tag[0] + tag[2]) / 2, line1),
        state,
        tag_size,
        palette.PANEL_MUTED if greyed else palette.WHITE,
        bold=True,
        anchor="mm",
    )
    effect = progress_words.effect(words, card)
    small = round(SMALL * u)
    if effect is not None:
        text = fonts.fit(effect, small, right - text_x)
        fonts.draw_text(d, (text_x, y0 + 64 * u), text, small, ink)
    if why is not None:
        text = fonts.fit(f"✗ {why}", small, right - text_x)
        fonts.draw_text(d, (text_x, y0 + 96 * u), text, small, REASON)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], share: float) -> tuple[int, int, int]:
    """`share` of colour `a` over colour `b`."""
    return (
        round(a[0] * share + b[0] * (1 - share)),
        round(a[1] * share + b[1] * (1 - share)),
        round(a[2] * share + b[2] * (1 - share)),
    )
