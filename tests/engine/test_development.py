"""Development cards: B-11 and B-17.25 to B-17.29."""

from __future__ import annotations

import pytest

from engine import BuyDevelopment, Game, OfferTrade, PlayKnight

from .vocab import (
    PRESETS,
    act,
    assert_conserved,
    bank,
    cards_in_hand,
    dev,
    give,
    hand,
    kinds,
    neighbours,
    new_game,
    only,
    place,
    play_to,
    public_vp,
    quiet_dice,
    refused,
    road_chain,
    roll,
    said,
    skip_setup,
    top_of_deck,
    total_vp,
)

DEVELOPMENT = {"wool": 1, "grain": 1, "ore": 1}


def red_rolled(preset: str = "official") -> Game:
    """An empty board, red's turn after a roll that produced nothing."""
    game = skip_setup(new_game(preset=preset))
    roll(game, "red", *quiet_dice(game))
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_17_25_card_bought_this_turn_cannot_be_played(preset: str) -> None:
    """B-17.25, B-DEV-1, B-DEV-3: a knight bought this turn cannot be played this turn,
    and can be from the next turn on (before the roll too)."""
    game = red_rolled(preset)
    give(game, "red", **DEVELOPMENT)
    top_of_deck(game, "knight")
    events = act(game, "red", "buy development")
    bought = only(events, "BoughtDevelopment")
    assert bought.to_dict("red")["card"] == "knight" and bought.to_dict("blue")["card"] is None
    assert bank(game)["ore"] == 19 and cards_in_hand(game, "red") == 0
    err = refused(game, "red", "play knight", code="bought_this_turn")
    assert "next turn" in said(err)
    assert game.view("red")["you"]["development"] == [{"card": "knight", "playable": False}]
    play_to(game, "red")
    assert game.view("red")["you"]["development"] == [{"card": "knight", "playable": True}]
    act(game, "red", "play knight")
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_25_victory_point_card_counts_at_once_and_can_win_at_once(preset: str) -> None:
    """B-17.25, B-DEV-13, B-VP-3: a victory point card bought at 9 points makes 10 at once
    and the game ends; the hidden card counted before anyone saw it, and is revealed at the end."""
    game = red_rolled(preset)
    for spot in (1, 12, 22, 39):
        place(game, "red", city=spot)
    place(game, "red", settlement=48, road="44-48")
    assert total_vp(game, "red") == 9
    give(game, "red", **DEVELOPMENT)
    top_of_deck(game, "victory_point")
    events = act(game, "red", "buy development")
    assert "GameWon" in kinds(events)
    assert game.winner == "red" and game.phase == "ended"
    assert total_vp(game, "red") == 10
    assert public_vp(game, "red") == 10  # B-VP-3: revealed when the game ends
    assert only(events, "GameWon").to_dict(None)["scores"]["red"] == 10


@pytest.mark.parametrize("preset", PRESETS)
def test_17_26_one_card_per_turn_including_before_the_roll(preset: str) -> None:
    """B-17.26, B-DEV-4, B-DEV-5, B-DEV-13: a knight played before the roll uses the turn's
    one play; after the roll another knight or a progress card is refused; victory point reveals
    are unlimited."""
    game = skip_setup(new_game(preset=preset))
    for kind in ("knight", "knight", "monopoly", "road_building", "victory_point", "victory_point"):
        dev(game, "red", kind)
    place(game, "red", settlement=9, road="9-13")
    act(game, "red", "play knight")
    act(game, "red", "robber K")
    assert game.phase == "roll"
    refused(game, "red", "play knight", code="one_card_per_turn")
    roll(game, "red", *quiet_dice(game))
    refused(game, "red", "play knight", code="one_card_per_turn")
    refused(game, "red", "play monopoly ore", code="one_card_per_turn")
    refused(game, "red", "play road_building", code="one_card_per_turn")
    act(game, "red", "reveal")
    act(game, "red", "reveal")
    refused(game, "red", "reveal", code="no_vp_card")
    assert public_vp(game, "red") == 3
    assert game.view(None)["dev_played_this_turn"] is True
    play_to(game, "red")
    act(game, "red", "play monopoly ore")
    refused(game, "red", "play knight", code="one_card_per_turn")


@pytest.mark.parametrize("preset", PRESETS)
def test_17_27_knight_before_roll_then_seven_moves_robber_twice(preset: str) -> None:
    """B-17.27, B-DEV-6, B-SEVEN-2, B-SEVEN-3: a knight before the roll moves the robber
    without discards; a 7 then makes players with more than 7 cards discard and the robber moves
    again."""
    game = skip_setup(new_game(preset=preset))
    dev(game, "red", "knight")
    give(game, "blue", ore=9)
    events = act(game, "red", "play knight")
    assert game.phase == "robber" and game.view(None)["discards"] == {}
    events += act(game, "red", "robber K")
    assert cards_in_hand(game, "blue") == 9 and game.phase == "roll"
    events += roll(game, "red", 3, 4)
    assert only(events, "MustDiscard").to_dict(None)["owed"] == {"blue": 4}
    events += act(game, "blue", "discard 4 ore")
    events += act(game, "red", "robber A")
    assert kinds(events).count("RobberMoved") == 2
    assert game.view(None)["robber"] == "A" and game.phase == "main"
    assert game.knights[0] == 1
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_28_monopoly_takes_every_card_of_the_type(preset: str) -> None:
    """B-17.28, B-DEV-9, B-14: every other player hands over all cards of the named
    resource (a player with none gives nothing); the amounts are public."""
    game = red_rolled(preset)
    dev(game, "red", "monopoly")
    give(game, "red", ore=1)
    give(game, "blue", ore=3, wool=1)
    give(game, "white", ore=2, grain=2)
    events = act(game, "red", "play monopoly ore")
    assert hand(game, "red")["ore"] == 6
    assert hand(game, "blue") == {"lumber": 0, "brick": 0, "wool": 1, "grain": 0, "ore": 0}
    assert hand(game, "white") == {"lumber": 0, "brick": 0, "wool": 0, "grain": 2, "ore": 0}
    assert only(events, "Monopoly").to_dict(None)["taken"] == {"blue": 3, "white": 2}
    events = []
    play_to(game, "red")
    dev(game, "red", "monopoly")
    events = act(game, "red", "play monopoly lumber")
    assert only(events, "Monopoly").to_dict(None)["taken"] == {}
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_28_year_of_plenty_is_capped_by_bank_stock(preset: str) -> None:
    """B-17.28, B-DEV-8, B-DEV-12: two cards of one's choice, only of types the bank
    still has."""
    game = red_rolled(preset)
    dev(game, "red", "year_of_plenty")
    give(game, "blue", grain=19, ore=18)
    refused(game, "red", "play year_of_plenty grain grain", code="bank_empty")
    refused(game, "red", "play year_of_plenty grain lumber", code="bank_empty")
    refused(game, "red", "play year_of_plenty ore ore", code="bank_empty")
    act(game, "red", "play year_of_plenty ore lumber")
    assert hand(game, "red") == {"lumber": 1, "brick": 0, "wool": 0, "grain": 0, "ore": 1}
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_28_year_of_plenty_with_one_card_left_takes_it(preset: str) -> None:
    """B-17.28, B-DEV-12: with fewer than 2 cards in the bank, the player takes what is
    there."""
    game = red_rolled(preset)
    dev(game, "red", "year_of_plenty")
    give(game, "blue", lumber=19, brick=19, wool=19, grain=19, ore=18)
    assert sum(bank(game).values()) == 1
    act(game, "red", "play year_of_plenty ore")
    assert hand(game, "red")["ore"] == 1 and sum(bank(game).values()) == 0
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_28_road_building_with_one_road_left_places_one(preset: str) -> None:
    """B-17.28, B-DEV-7 and B-D11: with one road piece left the card places one
    road and the turn goes on."""
    game = red_rolled(preset)
    place(game, "red", settlement=1)
    road_chain(game, "red", [1, 4, 8, 12, 17, 22, 28, 34, 39, 44, 48, 52, 49, 53, 50])
    assert game.pieces[0][0] == 1
    dev(game, "red", "road_building")
    act(game, "red", "play road_building")
    assert game.phase == "road_building" and game.view(None)["free_roads"] == 1
    act(game, "red", "build road 50-54")
    assert game.phase == "main" and game.pieces[0][0] == 0
    assert game.view(None)["free_roads"] == 0
    act(game, "red", "end")


@pytest.mark.parametrize("preset", PRESETS)
def test_road_building_places_two_free_roads_the_second_on_the_first(preset: str) -> None:
    """B-DEV-7: two roads for free, right away; the second may build on the first."""
    game = red_rolled(preset)
    place(game, "red", settlement=9, road="9-13")
    dev(game, "red", "road_building")
    act(game, "red", "play road_building")
    refused(game, "red", "end", code="place_free_roads")
    act(game, "red", "build road 13-18")
    act(game, "red", "build road 18-23")
    assert game.phase == "main" and cards_in_hand(game, "red") == 0
    assert bank(game) == dict.fromkeys(("lumber", "brick", "wool", "grain", "ore"), 19)


@pytest.mark.parametrize("preset", PRESETS)
def test_road_building_with_no_place_for_a_road_is_refused(preset: str) -> None:
    """B-DEV-7, B-D11: the card may be played only if at least one road can be
    placed."""
    game = red_rolled(preset)
    place(game, "red", settlement=1, road="1-4")
    place(game, "blue", settlement=8, roads=["4-8", "8-13", "9-13", "5-9", "1-5"])
    assert neighbours(game, 1) == {4, 5} and neighbours(game, 4) == {1, 8}
    dev(game, "red", "road_building")
    refused(game, "red", "play road_building", code="no_road_spot")


@pytest.mark.parametrize(
    ("preset", "where"),
    [("official", "removed"), ("tournament", "removed"), ("legacy1995", "bottom_of_deck")],
)
def test_played_progress_cards_leave_the_game_or_go_under_the_deck(preset: str, where: str) -> None:
    """B-11, B-D12 (played_progress_cards), B-COMP-3: removed by default, under the deck
    in legacy1995."""
    game = red_rolled(preset)
    dev(game, "red", "monopoly")
    deck = len(game.deck)
    act(game, "red", "play monopoly ore")
    if where == "removed":
        assert game.removed_cards == ["monopoly"] and len(game.deck) == deck
    else:
        assert game.removed_cards == [] and game.deck[0] == "monopoly"
        assert len(game.deck) == deck + 1
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_29_no_purchase_from_an_empty_deck(preset: str) -> None:
    """B-17.29, B-DEV-1: when the deck is empty no more cards can be bought."""
    game = red_rolled(preset)
    for kind in list(game.deck):
        dev(game, "white", kind)
    assert game.view(None)["development_deck"] == 0
    give(game, "red", **DEVELOPMENT)
    refused(game, "red", "buy development", code="deck_empty")
    assert BuyDevelopment() not in game.legal_actions("red")
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_29_development_cards_cannot_be_traded(preset: str) -> None:
    """B-17.29, B-DEV-2, B-TRADE-2: only resource cards may be traded; an offer naming a
    development card is refused, written or as an action value."""
    game = red_rolled(preset)
    dev(game, "red", "knight")
    give(game, "blue", ore=1)
    err = refused(game, "red", "offer 1 knight for 1 ore to blue", code="bad_notation")
    assert "resource" in said(err)
    refused(game, "blue", "offer 1 ore for 1 knight to red", code="bad_notation")
    assert PlayKnight() in game.legal_actions("red")


@pytest.mark.parametrize("preset", PRESETS)
def test_17_29_offer_value_naming_a_development_card_is_refused(preset: str) -> None:
    """B-17.29, B-DEV-2, B-TRADE-2; docs/engine-api.md (apply raises IllegalAction and
    changes nothing): an OfferTrade value built in code that names a knight is refused."""
    game = red_rolled(preset)
    dev(game, "red", "knight")
    give(game, "blue", ore=1)
    value = OfferTrade((("knight", 1),), (("ore", 1),), ("blue",))
    refused(game, "red", value, code=None)
