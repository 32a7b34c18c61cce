"""Progress cards and the merchant in the pictures (pictures): each card in hand with
its name, deck colour and one-line effect, greyed with the reason when it cannot be played now;
the victory point cards face up, the merchant and the turn's effects in the panel; the merchant
figure and the Saboteur's turned cities on the map; and no hidden card in a public picture.

Positions are real C&K games (tests/engine/ck/vocab.py) or the dressed view of
tests/render/ck_positions.py; texts are read by recording what the pictures draw.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image, ImageChops

from engine import Game
from engine.rules.cities_knights.data import CARD_DECK, VP_CARDS
from render import fonts, render_board, render_hand
from render.board import draw_board
from render.ck_hand import SMALL, WIDTH, card_name
from render.compose import layout
from render.hand import draw_hand
from render.palette import TRACKS, seat
from render.panel_layout import seat_boxes
from render.pieces.buildings import CITY_SIZE, city_sprite
from render.pieces.cities import sabotaged_sprite
from render.pieces.merchant import MERCHANT_HEIGHT, MERCHANT_X, merchant_sprite
from render.terrain import TOKEN_Y
from render.view import read_public
from tests.engine.ck.vocab import act, give, place, playing, progress_cards, roll
from words import ENGLISH, cards_text
from words import progress as progress_words
from words.refusals import MESSAGES as REFUSALS

from . import ck_positions
from .pixels import shows

PHONE = 400
#: Every refusal code a progress card's "playable when" test gives (engine cards/*.py, CK-13.6).
CARD_REFUSALS = (
    "needs_city",
    "no_city_without_wall",
    "no_pieces_left",
    "no_tokens_to_swap",
    "no_settlement_to_upgrade",
    "no_road_spot",
    "no_knight_to_promote",
    "no_terrain_next_to_you",
    "no_merchant_hex",
    "fleet_named_all",
    "harbor_open",
    "harbor_partners_used",
    "no_resource_in_hand",
    "no_richer_opponent",
    "robber_asleep",
    "no_opponent_knights",
    "no_open_road",
    "no_knight_to_intrigue",
    "no_city_to_sabotage",
    "no_saboteur_victim",
    "no_progress_to_spy",
    "no_inactive_knight",
    "not_your_turn",
    "progress_after_roll",
    "progress_before_roll",
)
HAND_CARDS = [c for c in CARD_DECK if c not in VP_CARDS]


class Drawn:
    """The texts a picture drew: (text, size in pixels, anchor point, width)."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, int, tuple[float, float], float, str]] = []
        self.cut: list[str] = []

    @property
    def texts(self) -> list[str]:
        return [c[0] for c in self.calls]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """Record every text drawn and every text cut with an ellipsis."""
    record = Drawn()
    draw_text, fit = fonts.draw_text, fonts.fit

    def drawing(d: Any, xy: tuple[float, float], text: str, size: int, *a: Any, **k: Any) -> float:
        width = draw_text(d, xy, text, size, *a, **k)
        record.calls.append((text, size, xy, width, str(k.get("anchor", "lm"))))
        return width

    def fitting(text: str, size: int, max_width: float, **k: Any) -> str:
        out = fit(text, size, max_width, **k)
        if out != fonts.clean(text):
            record.cut.append(text)
        return out

    monkeypatch.setattr(fonts, "draw_text", drawing)
    monkeypatch.setattr(fonts, "fit", fitting)
    yield record


def _ck(view: dict[str, Any]) -> dict[str, Any]:
    section: dict[str, Any] = view["cities_knights"]
    return section


# ----- the hand --------------------------------------------------------------------------------


def test_every_card_in_hand_has_a_name_and_a_one_line_effect() -> None:
    """Rules CK-13.1: each of the 24 kinds of card has its name and effect in
    the catalogue, and the effect fits its line of the hand picture uncut."""
    room = WIDTH - 2 * 24 - 92 - 12
    for card in CARD_DECK:
        effect = progress_words.effect(ENGLISH, card)
        assert f"card.{card}" in ENGLISH, card
        assert effect is not None, card
        assert fonts.measure(effect, SMALL) <= room, (card, effect)


def test_each_card_shows_its_name_effect_and_deck_colour(drawn: Drawn) -> None:
    """A card's row holds its name and its effect in words, and its deck's
    colour (science green, trade yellow, politics blue)."""
    view = ck_positions.hand_view("carol")
    for card in HAND_CARDS:
        view["you"]["progress"] = [
            {"card": card, "deck": CARD_DECK[card], "playable": True, "why": None}
        ]
        drawn.calls.clear()
        im = draw_hand(view, "carol")
        assert card_name(card) in drawn.texts, card
        assert progress_words.effect(ENGLISH, card) in drawn.texts, card
        colours = {c for _, c in im.getcolors(1 << 16) or []}
        assert TRACKS[CARD_DECK[card]].fill in colours, card


def test_the_three_decks_look_different_without_colour() -> None:
    """The deck reads from the card's glyph too, not from its colour alone."""
    view = ck_positions.hand_view("carol")
    pictures = []
    for card in ("alchemist", "bishop", "merchant"):  # science, politics, trade
        view["you"]["progress"] = [
            {"card": "crane", "deck": CARD_DECK[card], "playable": True, "why": None}
        ]
        pictures.append(draw_hand(view, "carol").convert("L"))
    for a, b in ((0, 1), (1, 2), (0, 2)):
        assert ImageChops.difference(pictures[a], pictures[b]).getbbox() is not None


def test_a_card_that_cannot_be_played_is_greyed_with_the_reason(drawn: Drawn) -> None:
    """`refusals` maps a card to its refusal code; the card is greyed and
    the reason, worded by the catalogue, is drawn under its effect."""
    view = ck_positions.hand_view("carol")
    view["you"]["progress"] = [{"card": "warlord", "deck": "politics", "playable": True}]
    plain = draw_hand(view, "carol", refusals={})
    assert "not now" not in drawn.texts
    drawn.calls.clear()
    greyed = draw_hand(view, "carol", refusals={"warlord": "no_inactive_knight"})
    reason = progress_words.why(ENGLISH, "no_inactive_knight", "Warlord")
    assert f"✗ {reason}" in drawn.texts and "not now" in drawn.texts
    assert greyed.tobytes() != plain.tobytes()


def test_a_card_absent_from_the_refusals_is_not_greyed(drawn: Drawn) -> None:
    """Cards absent from `refusals` are drawn playable, whatever else the
    view says; only those named are greyed."""
    view = ck_positions.hand_view("carol")
    view["you"]["progress"] = [
        {"card": "warlord", "deck": "politics", "playable": False, "why": "no_inactive_knight"},
        {"card": "spy", "deck": "politics", "playable": False, "why": "no_progress_to_spy"},
    ]
    draw_hand(view, "carol", refusals={"spy": "no_progress_to_spy"})
    assert drawn.texts.count("play now") == 1 and drawn.texts.count("not now") == 1
    assert "✗ " + progress_words.why(ENGLISH, "no_progress_to_spy", "Spy") in drawn.texts


def test_without_refusals_the_views_own_reasons_grey_the_cards(drawn: Drawn) -> None:
    """Engine view contract (`you.progress[].why`): with no `refusals` given, each card's own
    `playable` and `why` decide, so a hand drawn from the view alone is right."""
    view = ck_positions.hand_view("carol")
    draw_hand(view, "carol")
    reasons = [t for t in drawn.texts if t.startswith("✗ ")]
    assert reasons == [
        "✗ " + progress_words.why(ENGLISH, "no_inactive_knight", "Warlord"),
        "✗ " + progress_words.why(ENGLISH, "progress_before_roll", "Alchemist"),
    ]


@pytest.mark.parametrize("code", CARD_REFUSALS)
def test_every_refusal_of_a_card_is_worded_in_a_few_words(code: str) -> None:
    """Rules CK-13.5 to CK-13.6 (CK-D19): every reason a card may not be played has a short line
    that fits the card's row at a phone's width, with no placeholder left."""
    text = progress_words.why(ENGLISH, code, "Spy")
    assert "{" not in text and text != ENGLISH.say("progress.why.unknown"), code
    assert fonts.measure("✗ " + text, SMALL) <= WIDTH - 2 * 24 - 92 - 12, text


def test_any_other_refusal_is_worded_without_placeholders() -> None:
    """A refusal code the short lines do not know (a phase's, say) falls back to its full
    sentence with the card named, or to "not playable now"; never a raw placeholder."""
    for message in REFUSALS:
        code = message.id.removeprefix("refusal.")
        assert "{" not in progress_words.why(ENGLISH, code, "Spy"), code
    assert progress_words.why(ENGLISH, "roll_first", "Spy") == ENGLISH.say("refusal.roll_first")
    assert progress_words.why(ENGLISH, None, "Spy") == ENGLISH.say("progress.why.unknown")


def test_the_largest_hand_has_no_text_under_11_pixels_at_400(drawn: Drawn) -> None:
    """Judged at 400 pixels wide, no text of the hand is under 11 pixels,
    for the largest hand too."""
    draw_hand(
        ck_positions.largest_hand_view(),
        "carol",
        size=PHONE,
        refusals=ck_positions.LARGEST_REFUSALS,
    )
    small = [(text, size) for text, size, *_ in drawn.calls if size < 11]
    assert not small


def test_nothing_is_clipped_in_the_largest_hand(drawn: Drawn) -> None:
    """With every kind of card row and two-digit counts, no name, effect,
    reason or count is cut, and every text lies inside the picture."""
    view = ck_positions.largest_hand_view()
    names = {"carol": "Carol"}
    im = draw_hand(view, "carol", size=PHONE, names=names, refusals=ck_positions.LARGEST_REFUSALS)
    assert not drawn.cut
    for text, size, (x, y), width, anchor in drawn.calls:
        left = {"l": x, "m": x - width / 2, "r": x - width}[anchor[0]]
        assert left >= 0 and left + width <= im.width, text
        assert y - size / 2 >= 0 and y + size / 2 <= im.height, text
    for card in {c["card"] for c in view["you"]["progress"]}:
        assert any(card_name(card) in t for t in drawn.texts), card
    assert "Face up: Printer, Constitution (2 VP)" in drawn.texts


def test_a_card_of_a_later_edition_still_draws() -> None:
    """A code the catalogue does not know yet is drawn by its spaced code, with no effect
    line, and neither crashes nor hides the other cards."""
    view = ck_positions.hand_view("carol")
    view["you"]["progress"].append({"card": "new_card", "deck": "trade", "playable": True})
    assert render_hand(view, "carol", size=PHONE)


# ----- the board -------------------------------------------------------------------------------


def _merchant_at(view: dict[str, Any], size: int = 1000) -> tuple[Image.Image, Any]:
    im = draw_board(view, size=size)
    public = read_public(view)
    lay = layout(public, size)
    return im, (public, lay)


def test_the_merchant_stands_on_its_hex_in_its_owners_colours() -> None:
    """Rules CK-14: the merchant figure is drawn on its hex, right of the
    number token, in the colours and mark of the player controlling it."""
    view = ck_positions.board_view()
    im, (public, lay) = _merchant_at(view)
    merchant = _ck(view)["merchant"]
    tile = public.board.hex(merchant["hex"])
    look = seat(public.seat_of(merchant["owner"]))
    figure = merchant_sprite(look, round(MERCHANT_HEIGHT * lay.scale))
    assert shows(im, figure, lay.px(tile.x + MERCHANT_X, tile.y + TOKEN_Y))
    other = copy.deepcopy(view)
    _ck(other)["merchant"]["owner"] = next(
        p["id"] for p in view["players"] if p["id"] != merchant["owner"]
    )
    assert not shows(draw_board(other), figure, lay.px(tile.x + MERCHANT_X, tile.y + TOKEN_Y))


def test_merchant_figures_of_different_seats_differ_without_colour() -> None:
    """Carried over: each seat's merchant carries the seat's mark."""
    figures = [_grey(merchant_sprite(seat(i), 60)) for i in range(4)]
    for i in range(4):
        for j in range(i + 1, 4):
            assert ImageChops.difference(figures[i], figures[j]).getbbox() is not None


def _grey(picture: Image.Image) -> Image.Image:
    ground = Image.new("RGBA", picture.size, (128, 128, 128, 255))
    ground.alpha_composite(picture)
    return ground.convert("L")


def test_without_a_merchant_nothing_is_drawn_for_it() -> None:
    """Rules CK-14: the merchant enters play only with a Merchant card; before that the board
    shows no figure, and the only change the merchant makes is on the map and its owner's
    block."""
    view = ck_positions.board_view()
    none = copy.deepcopy(view)
    _ck(none)["merchant"] = None
    a, b = draw_board(view), draw_board(none)
    box = ImageChops.difference(a, b).getbbox()
    assert box is not None
    public = read_public(view)
    lay = layout(public, 1000)
    tile = public.board.hex(_ck(view)["merchant"]["hex"])
    x, y = lay.px(tile.x + MERCHANT_X, tile.y + TOKEN_Y)
    owner = [p["id"] for p in view["players"]].index(_ck(view)["merchant"]["owner"])
    block = seat_boxes(lay, len(view["players"]), True)[owner]
    map_part = ImageChops.difference(
        a.crop((0, 0, a.width, lay.panel_box[1])), b.crop((0, 0, a.width, lay.panel_box[1]))
    ).getbbox()
    assert map_part is not None
    assert map_part[0] <= x <= map_part[2] and map_part[1] <= y <= map_part[3]
    panel = ImageChops.difference(
        a.crop((0, lay.panel_box[1], a.width, a.height)),
        b.crop((0, lay.panel_box[1], a.width, a.height)),
    ).getbbox()
    assert panel is not None
    top = lay.panel_box[1]
    assert block[0] <= panel[0] and panel[2] <= block[2]
    assert block[1] <= panel[1] + top and panel[3] + top <= block[3]


def test_a_sabotaged_city_is_turned_upside_down() -> None:
    """Rules CK-13.6 (first-edition Saboteur): the turned city is drawn upside down, as the card
    says, and unlike a city or a fallen one."""
    view = ck_positions.board_view()
    spot_id = _ck(view)["sabotaged"][0]
    public = read_public(view)
    lay = layout(public, 1000)
    spot = public.board.intersections[spot_id]
    owner = next(b["owner"] for b in view["buildings"] if b["intersection"] == spot_id)
    look = seat(public.seat_of(owner))
    size = round(CITY_SIZE * lay.scale)
    im = draw_board(view)
    turned = sabotaged_sprite(look, size)
    assert _mostly_shows(im, turned, lay.px(spot.x, spot.y))
    repaired = copy.deepcopy(view)
    _ck(repaired)["sabotaged"] = []
    assert _mostly_shows(draw_board(repaired), city_sprite(look, size), lay.px(spot.x, spot.y))
    assert not _mostly_shows(draw_board(repaired), turned, lay.px(spot.x, spot.y))


def _mostly_shows(im: Image.Image, picture: Image.Image, centre: tuple[float, float]) -> bool:
    """At least 90% of `picture`'s opaque pixels show unchanged (an id's leader line may cross
    a piece's edge)."""
    x = round(centre[0] - picture.width / 2)
    y = round(centre[1] - picture.height / 2)
    crop = im.crop((x, y, x + picture.width, y + picture.height)).convert("RGB").load()
    pixels = picture.load()
    assert crop is not None and pixels is not None
    opaque = same = 0
    for j in range(picture.height):
        for i in range(picture.width):
            value = pixels[i, j]
            assert isinstance(value, tuple)
            if value[3] == 255:
                opaque += 1
                same += crop[i, j] == value[:3]
    return same >= 0.9 * opaque


def test_vp_cards_face_up_show_in_their_owners_block(drawn: Drawn) -> None:
    """Rules CK-13.2, CK-13.5 (VP cards face up): Printer and Constitution lying in
    front of a player show in that player's block of the panel, and nowhere else."""
    view = ck_positions.board_view()
    owner = view["players"][1]["id"]
    for p in _ck(view)["players"].values():
        p["progress_vp"] = []
    before = draw_board(view)
    _ck(view)["players"][owner]["progress_vp"] = ["printer", "constitution"]
    drawn.calls.clear()
    after = draw_board(view)
    assert {"Printer", "Constitution"} <= set(drawn.texts)
    lay = layout(read_public(view), 1000)
    block = seat_boxes(lay, len(view["players"]), True)[1]
    box = ImageChops.difference(before, after).getbbox()
    assert box is not None
    assert block[0] <= box[0] and block[1] <= box[1] and box[2] <= block[2] and box[3] <= block[3]


def test_the_turns_effects_show_in_the_current_players_block(drawn: Drawn) -> None:
    """Rules CK-13.6 (Crane, Merchant Fleet, Commercial Harbor last until the end of the turn):
    the current player's block says which are in play."""
    view = ck_positions.board_view()
    _ck(view)["merchant"] = None
    _ck(view)["players"][view["current"]]["progress_vp"] = []
    _ck(view)["effects"] = {"crane": 1, "fleet": ["ore"], "harbor": True, "harbor_partners": []}
    draw_board(view)
    assert {"Crane −1", "ore 2:1", "Commercial Harbor"} <= set(drawn.texts)
    drawn.calls.clear()
    _ck(view)["effects"] = {"crane": 0, "fleet": [], "harbor": False, "harbor_partners": []}
    draw_board(view)
    assert not {"Crane −1", "ore 2:1", "Commercial Harbor"} & set(drawn.texts)


# ----- real games, hidden information ----------------------------------------------------------


def _merchant_game() -> Game:
    """Red has rolled, holds three cards and has put the merchant on G (rules CK-14)."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "merchant", "warlord", "spy", "crane")
    act(g, "red", "play merchant G")
    return g


def test_a_real_games_merchant_and_greyed_cards_draw() -> None:
    """From a real game, the merchant stands on G in red's colours, and red's hand
    greys the cards the engine refuses with the engine's own reasons."""
    g = _merchant_game()
    view: dict[str, Any] = g.view(None)  # type: ignore[assignment]
    public = read_public(view)  # type: ignore[arg-type]
    lay = layout(public, 1000)
    tile = public.board.hex("G")
    figure = merchant_sprite(seat(public.seat_of("red")), round(MERCHANT_HEIGHT * lay.scale))
    assert shows(draw_board(view), figure, lay.px(tile.x + MERCHANT_X, tile.y + TOKEN_Y))  # type: ignore[arg-type]
    own: dict[str, Any] = g.view("red")  # type: ignore[assignment]
    refused = {c["card"]: c["why"] for c in own["you"]["progress"] if not c["playable"]}
    assert refused  # the Warlord: red has no knight
    assert render_hand(own, "red") == render_hand(own, "red", refusals=refused)  # type: ignore[arg-type]


def test_the_public_board_never_shows_a_hands_progress_cards() -> None:
    """Rules CK-13.5 (cards in hand are secret): two games alike but for which
    progress cards a player holds draw the same public board, byte for byte."""
    one, two = _merchant_game(), _merchant_game()
    progress_cards(one, "red", "mining")
    progress_cards(two, "red", "irrigation")
    progress_cards(one, "blue", "spy", "saboteur")
    progress_cards(two, "blue", "bishop", "wedding")
    assert one.view("blue") != two.view("blue")  # the hands do differ
    assert render_board(one.view(None)) == render_board(two.view(None))


def test_a_hand_picture_shows_only_its_owners_cards(drawn: Drawn) -> None:
    """Red's hand picture names red's cards and none of blue's; the public board
    refuses a private view (which carries a hand)."""
    g = _merchant_game()
    progress_cards(g, "blue", "bishop", "wedding")
    render_hand(g.view("red"), "red")
    texts = " ".join(drawn.texts)
    assert "Warlord" in texts and "Bishop" not in texts and "Wedding" not in texts
    with pytest.raises(ValueError):
        render_board(g.view("red"))


def test_a_cards_choice_names_the_card_and_who_must_answer(drawn: Drawn) -> None:
    """Cards that make other players choose: while a Wedding awaits its givers, the
    header names the card and each player still to answer carries "to act"; the VP cards face
    up show in their owners' blocks."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    place(g, "white", city=45, roads=["45-49"])
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "wedding")
    progress_cards(g, "blue", "printer")
    progress_cards(g, "white", "constitution")
    give(g, "blue", lumber=3)
    give(g, "white", ore=2)
    act(g, "red", "play wedding")
    view = g.view(None)
    assert view["awaiting"] == ["blue", "white"]
    draw_board(view)
    assert "Wedding" in drawn.texts
    assert drawn.texts.count("to act") == 2
    assert {"Printer", "Constitution"} <= set(drawn.texts)


def test_the_spy_sees_the_hand_it_chooses_from_and_no_one_else_does(drawn: Drawn) -> None:
    """Rules CK-13.6 (Spy): while
    red's Spy chooses, red's hand picture lists blue's progress cards; white's hand and the
    public board name none of them."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    place(g, "white", city=45, roads=["45-49"])
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "spy")
    progress_cards(g, "blue", "bishop", "master_merchant")
    act(g, "red", "play spy blue")
    render_hand(g.view("red"), "red")
    assert "blue's progress cards: Bishop, Master Merchant" in drawn.texts
    drawn.calls.clear()
    render_hand(g.view("white"), "white")
    render_board(g.view(None))
    assert not any("Bishop" in t or "Master Merchant" in t for t in drawn.texts)


def test_the_master_merchant_sees_the_cards_it_takes_from(drawn: Drawn) -> None:
    """Rules CK-13.6 (Master Merchant): while choosing, the player's hand picture lists the
    richer opponent's resources and commodities, worded by the catalogue."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "master_merchant")
    progress_cards(g, "blue", "printer")  # blue is richer
    give(g, "blue", lumber=2, coin=1)
    act(g, "red", "play master_merchant blue")
    shown = g.view("red")["you"].get("shown")  # type: ignore[typeddict-item]
    assert shown is not None and shown["cards"]
    render_hand(g.view("red"), "red", names={"blue": "Bea"})
    expected = "Bea's hand: " + cards_text(shown["cards"])
    assert expected in drawn.texts
