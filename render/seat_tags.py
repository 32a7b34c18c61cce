"""What a seat's block in the panel says besides its counts: tags for the special cards, the
game for two's tokens and neutral pieces owed, C&K's VP cards, merchant and turn effects,
Seafarers' Harbormaster and island points, the choices awaited and the open trade offer. Each
tag is its text and colours, drawn as pills by draw_tags."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine import PlayerView
from words import ENGLISH, Catalogue, cards_text
from words.common import resource

from . import fonts, icons, palette, sprite
from .ck_hand import card_name
from .panel_layout import TAG_LINE
from .view import CitiesKnights, PublicView, Seafarers

RGB = tuple[int, int, int]
#: The fill of an "accepts the offer" tag.
ACCEPTS = (46, 160, 90)
#: A trade token's pill (a seat's tokens, among its tags).
TOKEN_FILL = (214, 178, 90)

Tag = tuple[str, RGB, RGB]  # text, fill, ink


def seat_tags(view: PublicView, player: PlayerView, words: Catalogue = ENGLISH) -> list[Tag]:
    """Cards owed after a 7 or a turn to act (first: what the table waits for), trade tokens
    (2-player variant), special cards held, the open trade."""
    tags: list[Tag] = []
    owed = view.discards.get(player["id"], 0)
    if owed:
        tags.append(
            (words.say("picture.tag.discards", count=owed), palette.TOKEN_HOT, palette.WHITE)
        )
    elif player["id"] in view.awaiting and player["id"] != view.current:
        tags.append((words.say("picture.tag.to_act"), palette.PANEL_TEXT, palette.INK))
    two = view.two_player
    if two is not None:
        count = two.tokens.get(player["id"], 0)
        tags.append((words.say("picture.tag.tokens", count=count), TOKEN_FILL, palette.INK))
        if player["id"] == view.current and two.neutral_owed:
            owed_piece = "piece" if two.neutral_owed == "any" else two.neutral_owed
            key = f"picture.tag.owes_{owed_piece}"
            text = words.say(key) if key in words else f"owes neutral a {owed_piece}"
            tags.append((text, palette.TOKEN_HOT, palette.WHITE))
        if player["id"] == view.current and two.give_back:
            tags.append(
                (
                    words.say("picture.tag.gives_back", count=two.give_back),
                    palette.TOKEN_HOT,
                    palette.WHITE,
                )
            )
    sea = view.seafarers
    if player["longest_road"]:  # Seafarers counts ships too: the Longest Trade Route
        route = words.say(
            "picture.tag.longest_road" if sea is None else "picture.tag.longest_route"
        )
        tags.append((route, palette.GOLD, palette.INK))
    if player["largest_army"]:
        tags.append((words.say("picture.tag.largest_army"), palette.GOLD, palette.INK))
    if view.cities_knights is not None:
        tags += _progress_tags(
            view.cities_knights, player["id"], player["id"] == view.current, words
        )
    if sea is not None:
        # Without Cities & Knights the seat's counts show the island points (one tag line).
        tags += _seafarers_tags(sea, player["id"], words, islands=view.cities_knights is not None)
    return tags + _trade_tags(view, player["id"], words)


def _progress_tags(ck: CitiesKnights, player_id: str, current: bool, words: Catalogue) -> list[Tag]:
    """What progress cards put in front of a player (rules CK-13.5, CK-14): the victory point cards
    lying face up and the merchant, worth a point each; and, for the player whose turn it is,
    the effects lasting until the end of the turn."""
    tags: list[Tag] = [
        (card_name(card, words), palette.GOLD, palette.INK)
        for card in ck.player(player_id).progress_vp
    ]
    if ck.merchant is not None and ck.merchant.owner == player_id:
        tags.append(
            (f"{card_name('merchant', words)} {ck.merchant.hex}", palette.GOLD, palette.INK)
        )
    if current:
        fx = ck.effects
        if fx.crane:
            tags.append(
                (f"{card_name('crane', words)} −{fx.crane}", palette.PANEL_TEXT, palette.INK)
            )
        if fx.fleet:
            fleet = f"{', '.join(resource(words, r) for r in fx.fleet)} 2:1"
            tags.append((fleet, palette.PANEL_TEXT, palette.INK))
        if fx.harbor:
            tags.append((card_name("commercial_harbor", words), palette.PANEL_TEXT, palette.INK))
    return tags


def _seafarers_tags(
    sea: Seafarers, player_id: str, words: Catalogue, *, islands: bool = True
) -> list[Tag]:
    """The Harbormaster, special points from islands (unless `islands` is false: the counts
    show them) and a gold or token choice awaited from this player."""
    tags: list[Tag] = []
    if sea.harbormaster == player_id:
        tags.append((words.say("picture.tag.harbormaster"), palette.GOLD, palette.INK))
    points = sea.island_points.get(player_id, 0) if islands else 0
    if points:
        tags.append(
            (words.say("picture.tag.islands", count=points), palette.PANEL_TEXT, palette.INK)
        )
    choice = sea.choice
    if choice is not None and choice.get("player") == player_id:
        if choice.get("kind") == "gold":
            count = int(choice.get("count", 1))
            text = words.say("picture.tag.takes_gold", count=count)
        else:
            text = words.say("picture.tag.moves_token", hex=choice.get("hex"))
        tags.append((text, palette.TOKEN_HOT, palette.WHITE))
    return tags


def _cards(cards: Mapping[str, int], words: Catalogue) -> str:
    return cards_text({name: n for name, n in cards.items() if n}, words=words)


def _trade_tags(view: PublicView, player_id: str, words: Catalogue) -> list[Tag]:
    """The open trade offer as the table sees it: who offers what, who accepted or declined."""
    trade = view.trade
    if not trade:
        return []
    if trade.get("from") == player_id:
        offer = words.say(
            "picture.tag.offers",
            give=_cards(trade.get("give", {}), words),
            get=_cards(trade.get("get", {}), words),
        )
        return [(offer, palette.PANEL_TEXT, palette.INK)]
    if player_id in trade.get("accepted", ()):
        return [(words.say("picture.tag.accepts"), ACCEPTS, palette.WHITE)]
    if player_id in trade.get("declined", ()):
        return [(words.say("picture.tag.declines"), palette.PANEL_MUTED, palette.INK)]
    return []


def draw_tags(
    im: Image.Image,
    d: ImageDraw.ImageDraw,
    at: tuple[float, float],
    right: float,
    u: float,
    tags: list[Tag],
    *,
    lines: int = 1,
) -> None:
    """Pills left to right, on up to `lines` lines. A pill is drawn whole: one that does not
    fit beside those before it goes to the next line, or on the last line is left out (a later,
    shorter one may still fit); only one wider than a whole line is cut with an ellipsis."""
    x, y = at
    size = round(14 * u)
    line = 1
    for text, fill, ink in tags:
        room = right - x - 16 * u
        full = fonts.measure(text, size, bold=True)
        if full > room and x > at[0]:
            if line == lines:  # no line left for it: left out, never cut beside another
                continue
            line += 1
            x, y = at[0], y + TAG_LINE * u
            room = right - x - 16 * u
        if room < 40 * u:
            continue
        text = fonts.fit(text, size, room, bold=True)
        width = round(fonts.measure(text, size, bold=True) + 16 * u)
        sprite.paste(im, icons.badge(width, round(22 * u), fill), (x + width / 2, y))
        fonts.draw_text(d, (x + width / 2, y), text, size, ink, bold=True, anchor="mm")
        x += width + 6 * u
