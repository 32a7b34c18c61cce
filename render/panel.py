"""The panel: turn and dice, one block per seat, and the bank (its measurements in
panel_layout.py, its C&K parts in panel_ck.py, the 2-player strip in panel_neutrals.py).

In the wide form it is one column beside the map; in the phone form it sits under the map in two
columns (turn and dice beside the bank, then the seats two by two), each column laid out as the
wide form's at the panel's unit.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine import PlayerView
from words import ENGLISH, Catalogue

from . import fonts, icons, palette, sprite
from .ck_hand import card_name
from .geometry import Box, Layout
from .icon_row import icon_row
from .improvements import draw_improvements
from .panel_ck import bank_heading, ck_bank, ck_counts, defenders_left, supply
from .panel_layout import (
    BANK,
    CK_BANK,
    CK_HEADER,
    COLUMN,
    HEADER,
    PAD,
    name_span,
    neutral_height,
    seat_boxes,
)
from .panel_neutrals import neutrals
from .seat_tags import draw_tags, seat_tags
from .view import PublicView, Seafarers

#: The phases the header names (picture.phase.<phase>); any other is shown by its code.
PHASES = frozenset(
    (
        "setup",
        "roll",
        "discard",
        "robber",
        "main",
        "road_building",
        "neutral",
        "give_back",
        "gold",
        "token",
        "ended",
        "commit",  # the dirty-trick variant (rules CK-17)
        "special_build",  # the 5–6 extension (rules FS-4)
        # Cities & Knights' phases awaiting one player's choice
        "aqueduct",
        "defender_draw",
        "metropolis",
        "pillage",
        "progress_return",
        "relocate",
    )
)
#: How far the phase's type may shrink (of its 17 units) before it is cut.
PHASE_LEAST = 0.75
#: Phases in which a progress card awaits players' choices (rules CK-13.6): named after the card.
CARD_PHASES = {
    "desert": "deserter",
    "desert_neutral": "deserter",  # C&K for two: a neutral's knight deserts
    "deserter": "deserter",
    "diplomat": "diplomat",
    "harbor": "commercial_harbor",
    "master_merchant": "master_merchant",
    "saboteur": "saboteur",
    "spy": "spy",
    "wedding": "wedding",
}


def draw_panel(
    im: Image.Image,
    lay: Layout,
    view: PublicView,
    names: Mapping[str, str],
    words: Catalogue = ENGLISH,
) -> None:
    """Draw the panel into `lay.panel_box` of `im`, its words from `words`."""
    d = ImageDraw.Draw(im)
    x0, y0, x1, y1 = lay.panel_box
    d.rectangle(lay.panel_box, fill=palette.PANEL)
    u = lay.unit
    ck = view.cities_knights
    header = CK_HEADER if ck else HEADER
    bank = _bank if ck is None else ck_bank
    if lay.form == "phone":
        middle = x0 + round(COLUMN * u)
        _header(im, d, (x0, y0, middle, y0 + round(header * u)), u, view, names, words)
        bank(
            im,
            d,
            (middle, y0 + round(6 * u), x1, y0 + round(header * u)),
            u,
            view,
            words,
            rule=False,
        )
    else:
        _header(im, d, (x0, y0, x1, y0 + round(header * u)), u, view, names, words)
        bank(im, d, (x0, y1 - round((CK_BANK if ck else BANK) * u), x1, y1), u, view, words)
    boxes = seat_boxes(lay, len(view.players), ck is not None)
    for player, row in zip(view.players, boxes, strict=True):
        _seat(im, d, row, u, view, player, names, words)
    if view.two_player is not None and boxes:
        bottom = max(b[3] for b in boxes)
        strip = (x0, bottom, x1, bottom + round(neutral_height(lay.form) * u))
        knights = None
        if ck is not None:  # C&K for two: each neutral's knights on the board
            knights = {n.id: 0 for n in view.two_player.neutrals}
            for k in ck.knights:
                if k.owner in knights:
                    knights[k.owner] += 1
        neutrals(
            im, d, strip, u, view.two_player, words, stacked=lay.form != "phone", knights=knights
        )


def phase_text(view: PublicView, words: Catalogue, names: Mapping[str, str] | None = None) -> str:
    """The header's phase line: the phase's name in `words` (a progress card's phase by the
    card's name; a phase no catalogue names yet by its code), the round or roads left beside;
    in the special building phase, whose building turn it is (by `names`)."""
    if view.winner is not None:
        return words.say("picture.phase.ended")
    if view.phase == "special_build" and view.awaiting:
        builder = view.awaiting[0]
        shown = (names or {}).get(builder, builder)
        return words.say("picture.panel.special_build", player=shown)
    if view.phase in CARD_PHASES:
        text = card_name(CARD_PHASES[view.phase], words)
    elif view.phase in PHASES:
        text = words.say(f"picture.phase.{view.phase}")
    else:
        text = view.phase.replace("_", " ").capitalize()
    if view.phase == "roll" and view.two_player is not None and view.two_player.rolls == 1:
        text = words.say("picture.panel.second_roll")
    if view.phase == "setup" and view.setup_round:
        text = words.say("picture.panel.setup_round", phase=text, round=view.setup_round)
    if view.free_roads:
        text = words.say("picture.panel.roads_left", phase=text, count=view.free_roads)
    return text


def _header(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: Box,
    u: float,
    view: PublicView,
    names: Mapping[str, str],
    words: Catalogue,
) -> None:
    x0, y0, x1, _ = box
    pad = round(PAD * u)
    left = x0 + pad
    title = (
        words.say("picture.panel.setup")
        if view.phase == "setup"
        else words.say("picture.panel.turn", turn=view.turn)
    )
    title_w = fonts.draw_text(
        d, (left, y0 + 24 * u), title, round(24 * u), palette.PANEL_TEXT, bold=True
    )
    # the phase, right-aligned, gives way to the title: a long one is set smaller, then cut
    room = x1 - pad - left - max(100 * u, title_w + 12 * u)
    phase = phase_text(view, words, names)
    phase_size = fonts.shrink(phase, round(17 * u), room, least=PHASE_LEAST)
    phase = fonts.fit(phase, phase_size, room)
    fonts.draw_text(d, (x1 - pad, y0 + 24 * u), phase, phase_size, palette.PANEL_MUTED, anchor="rm")
    cy = y0 + 72 * u
    ck = view.cities_knights
    if ck is not None:
        defenders_left(d, (left, y0 + 112 * u), x1 - pad, u, ck, words)
    if view.winner is not None:
        name = names.get(view.winner, view.winner)
        text = fonts.fit(
            words.say("picture.panel.winner", player=name),
            round(22 * u),
            x1 - pad - left,
            bold=True,
        )
        fonts.draw_text(d, (left, cy), text, round(22 * u), palette.GOLD, bold=True)
        return
    label = words.say("picture.panel.last_roll")
    if view.last_roll is None:
        none = words.say("picture.panel.no_roll")
        none_w = fonts.measure(none, round(17 * u))
        label = fonts.fit(label, round(17 * u), x1 - pad - left - none_w - 8 * u)
        fonts.draw_text(d, (left, cy), label, round(17 * u), palette.PANEL_MUTED)
        fonts.draw_text(d, (x1 - pad, cy), none, round(17 * u), palette.PANEL_MUTED, anchor="rm")
        return
    size = round((34 if ck else 40) * u)
    total = sum(view.last_roll)
    tx = x1 - pad
    width = fonts.draw_text(
        d,
        (tx, cy),
        f"= {total}",
        round(30 * u),
        palette.TOKEN_HOT if total == 7 else palette.PANEL_TEXT,
        bold=True,
        anchor="rm",
    )
    x = tx - width - 10 * u - size / 2
    dice = len(view.last_roll) + (1 if ck is not None and ck.event is not None else 0)
    room = x + size / 2 - dice * (size + 8 * u) - left
    # beside three dice (Cities & Knights) a long label is set a little smaller, then cut
    label_size = fonts.shrink(label, round(17 * u), room, least=0.85)
    label = fonts.fit(label, label_size, room)
    fonts.draw_text(d, (left, cy), label, label_size, palette.PANEL_MUTED)
    if ck is None:
        for value in reversed(view.last_roll):
            sprite.paste(im, icons.die(value, size), (x, cy))
            x -= size + 8 * u
        return
    # white, red, then the event die's face on the left of them
    for i, value in reversed(list(enumerate(view.last_roll))):
        sprite.paste(im, icons.die(value, size, red=i == 1), (x, cy))
        x -= size + 6 * u
    if ck.event is not None:
        sprite.paste(im, icons.die_event(ck.event, size), (x - 4 * u, cy))


def _seat(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: Box,
    u: float,
    view: PublicView,
    player: PlayerView,
    names: Mapping[str, str],
    words: Catalogue,
) -> None:
    """One seat's block: name and points, counts, then special cards and pending duties."""
    x0, y0, x1, y1 = box
    pad = round(PAD * u)
    current = player["id"] == view.current
    inner = (x0 + pad // 2, y0 + round(4 * u), x1 - pad // 2, y1 - round(4 * u))
    fill = palette.PANEL_CURRENT if current else palette.PANEL_ROW
    d.rounded_rectangle(inner, radius=round(10 * u), fill=fill)
    bar = (inner[0], inner[1] + round(10 * u), inner[0] + round(6 * u), inner[3] - round(10 * u))
    d.rectangle(bar, fill=palette.seat(player["seat"]).fill)
    if current:
        d.rounded_rectangle(
            inner, radius=round(10 * u), outline=palette.GOLD, width=max(2, round(3 * u))
        )
    left = inner[0] + round(14 * u)
    _title(im, d, box, inner, u, player, names, words)
    ck = view.cities_knights
    if ck is None:
        _counts(im, d, (left, inner[1] + 62 * u), u, player, view.seafarers, inner[2] - pad)
        draw_tags(
            im, d, (left, inner[1] + 96 * u), inner[2] - pad, u, seat_tags(view, player, words)
        )
        return
    ck_counts(im, d, (left, inner[1] + 58 * u), u, player, ck)
    draw_improvements(
        im, (left, inner[1] + 91 * u), inner[2] - pad, u, ck.player(player["id"]).improvements
    )
    supply(im, d, (left, inner[1] + 122 * u), u, player, ck)
    draw_tags(
        im,
        d,
        (left, inner[1] + 150 * u),
        inner[2] - pad,
        u,
        seat_tags(view, player, words),
        lines=2,
    )


def _title(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    row: Box,
    inner: Box,
    u: float,
    player: PlayerView,
    names: Mapping[str, str],
    words: Catalogue,
) -> None:
    """The seat's swatch, its name cut to fit, and its points."""
    top = inner[1]
    swatch = round(34 * u)
    left = inner[0] + round(14 * u)
    sprite.paste(im, icons.house(player["seat"], swatch), (left + swatch / 2, top + 24 * u))
    right = inner[2] - round(PAD * u)
    vp_size = round(34 * u)
    vp_w = fonts.measure(str(player["vp"]), vp_size, bold=True)
    vp_label_w = fonts.measure(words.say("picture.panel.vp"), round(13 * u))
    fonts.draw_text(
        d,
        (right, top + 26 * u),
        str(player["vp"]),
        vp_size,
        palette.PANEL_TEXT,
        bold=True,
        anchor="rm",
    )
    fonts.draw_text(
        d,
        (right - vp_w - 4 * u, top + 33 * u),
        words.say("picture.panel.vp"),
        round(13 * u),
        palette.PANEL_MUTED,
        anchor="rs",
    )
    name_x, name_right = name_span(row, u, player["vp"])
    name_right = min(name_right, right - vp_w - 4 * u - vp_label_w - 6 * u)
    name = fonts.fit(
        names.get(player["id"], player["id"]), round(21 * u), name_right - name_x, bold=True
    )
    fonts.draw_text(d, (name_x, top + 24 * u), name, round(21 * u), palette.PANEL_TEXT, bold=True)


def _counts(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    at: tuple[float, float],
    u: float,
    player: PlayerView,
    sea: Seafarers | None = None,
    right: float | None = None,
) -> None:
    """Cards in hand, development cards, knights played, road length; in Seafarers, the points
    for islands reached, if any (a palm and the number: a tag would be cut beside the Longest
    Trade Route on a phone's single line of tags)."""
    icon = round(26 * u)
    entries = [
        (icons.hand_of_cards(icon), player["resources"]),
        (icons.development_card(icon), player["development"]),
        (icons.knight(icon), player["knights"]),
        (icons.road(icon), player["road_length"]),
    ]
    islands = sea.island_points.get(player["id"], 0) if sea is not None else 0
    if islands:
        entries.append((icons.island(icon), islands))
    space = 14  # closer together when the row would run past the block's `right` edge
    while right is not None and space > 4 and at[0] + _row_width(entries, u, space) > right:
        space -= 2
    icon_row(im, d, at, u, entries, space=space)


def _row_width(entries: list[tuple[Image.Image, int]], u: float, space: int) -> float:
    """How wide `icon_row` draws `entries` (its default sizes, `space` after each count)."""
    return (
        sum(
            picture.width + 5 * u + fonts.measure(str(count), round(20 * u), bold=True) + space * u
            for picture, count in entries
        )
        - space * u
    )


def _bank(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    box: Box,
    u: float,
    view: PublicView,
    words: Catalogue,
    *,
    rule: bool = True,
) -> None:
    """The bank's cards and the development deck; `rule`: a line above, parting it from seats."""
    x0, y0, x1, _ = box
    pad = bank_heading(d, box, u, words, rule)
    dev = fonts.fit(words.say("picture.panel.dev"), round(16 * u), (x1 - x0) / 2 - pad)
    fonts.draw_text(
        d, (x1 - pad, y0 + 18 * u), dev, round(16 * u), palette.PANEL_MUTED, anchor="rm"
    )
    height = round(30 * u)
    entries = [(icons.resource_card(r, height), view.bank.get(r, 0)) for r in palette.RESOURCES]
    entries.append((icons.development_card(height), view.development_deck))
    step = (x1 - x0 - 2 * pad) / len(entries)
    for i, (picture, count) in enumerate(entries):
        cx = x0 + pad + step * (i + 0.5)
        sprite.paste(im, picture, (cx, y0 + 48 * u))
        fonts.draw_text(
            d,
            (cx, y0 + 78 * u),
            str(count),
            round(17 * u),
            palette.PANEL_TEXT,
            bold=True,
            anchor="mm",
        )
