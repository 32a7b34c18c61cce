"""Trade between players and with the bank: B-9 and B-17.18 to B-17.20."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Game, MaritimeTrade, OfferTrade, cards

from .positions import harbor_scene
from .vocab import (
    PRESETS,
    act,
    assert_conserved,
    bank,
    give,
    hand,
    harbor_at,
    kinds,
    new_game,
    place,
    quiet_dice,
    refused,
    roll,
    skip_setup,
)


def rolled(preset: str = "official", **options: Any) -> Game:
    """Red's first turn after a roll that produced nothing; every player holds a few cards."""
    game = skip_setup(new_game(preset=preset, **options))
    give(game, "red", lumber=1, brick=3, ore=5)
    give(game, "blue", brick=1, wool=2, ore=2)
    give(game, "white", grain=3, ore=1)
    roll(game, "red", *quiet_dice(game))
    assert game.phase == "main"
    return game


@pytest.mark.parametrize("preset", PRESETS)
def test_17_18_domestic_trade_between_two_others_is_refused(preset: str) -> None:
    """B-17.18, B-TRADE-1, B-TURN-1: non-current players may not trade with each other;
    they can only answer or propose to the current player."""
    game = rolled(preset)
    refused(game, "blue", "offer 1 wool for 1 grain to white", code="only_with_current_player")
    act(game, "red", "offer 1 brick for 1 wool to blue")
    refused(game, "white", "accept", code="not_addressed")
    refused(game, "white", "confirm blue", code="not_your_turn")
    act(game, "blue", "accept")
    refused(game, "blue", "confirm blue", code="not_your_turn")
    act(game, "red", "confirm blue")
    assert hand(game, "red")["wool"] == 1 and hand(game, "blue")["brick"] == 2
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_18_gifts_are_refused(preset: str) -> None:
    """B-17.18, B-TRADE-3: each side gives at least one card; a one-sided offer cannot
    even be written, and as an action value it is refused."""
    game = rolled(preset)
    gift = OfferTrade(cards({"brick": 1}), (), ("blue",))
    refused(game, "red", gift, code="no_gifts")
    begging = OfferTrade((), cards({"wool": 1}), ("blue",))
    refused(game, "red", begging, code="no_gifts")
    refused(game, "red", "offer 1 brick for", code="bad_notation")
    refused(game, "red", "offer for 1 wool", code="bad_notation")


@pytest.mark.parametrize("preset", PRESETS)
def test_17_18_trade_before_the_roll_is_refused(preset: str) -> None:
    """B-17.18, B-TRADE-1, B-TRADE-7: no domestic or maritime trade before the roll."""
    game = skip_setup(new_game(preset=preset))
    give(game, "red", brick=1, ore=4)
    give(game, "blue", wool=1)
    refused(game, "red", "offer 1 brick for 1 wool to blue", code="roll_first")
    refused(game, "red", "bank 4 ore for 1 grain", code="roll_first")


@pytest.mark.parametrize("preset", PRESETS)
def test_17_18_same_resource_on_both_sides_is_refused(preset: str) -> None:
    """B-17.18, B-TRADE-4, B-TRADE-8: no '3 ore for 1 ore', with a player or the bank."""
    game = rolled(preset)
    refused(game, "red", "offer 3 ore for 1 ore to blue", code="same_resource")
    refused(game, "red", "offer 1 brick 1 ore for 1 ore to blue", code="same_resource")
    refused(game, "red", "bank 4 ore for 1 ore", code="same_resource")


@pytest.mark.parametrize("preset", PRESETS)
def test_17_18_trade_needs_the_cards_on_both_sides(preset: str) -> None:
    """B-TRADE-3, B-TRADE-5: an offer needs the offered cards, and only a player who
    holds the asked cards can accept; the exchange is immediate and complete."""
    game = rolled(preset)
    refused(game, "red", "offer 1 grain for 1 wool to blue", code="not_in_hand")
    act(game, "red", "offer 3 ore for 2 wool to blue white")
    refused(game, "white", "accept", code="not_in_hand")
    act(game, "white", "decline")
    refused(game, "red", "confirm white", code="not_accepted")
    act(game, "blue", "accept")
    events = act(game, "red", "confirm blue")
    assert "TradeCompleted" in kinds(events)
    assert hand(game, "red") == {"lumber": 1, "brick": 3, "wool": 2, "grain": 0, "ore": 2}
    assert hand(game, "blue") == {"lumber": 0, "brick": 1, "wool": 0, "grain": 0, "ore": 5}
    assert game.view(None)["trade"] is None
    assert_conserved(game)


def test_17_18_trade_offer_to_everyone_and_decline() -> None:
    """B-TRADE-5: an offer with no names goes to every other player; when all decline
    it closes."""
    game = rolled()
    events = act(game, "red", "offer 1 brick for 1 grain")
    assert game.view(None)["trade"]["to"] == ["blue", "white"]
    assert sorted(game.awaiting()) == ["blue", "red", "white"]
    act(game, "blue", "decline")
    events = act(game, "white", "decline")
    assert "TradeCancelled" in kinds(events)
    assert game.view(None)["trade"] is None


def red_at_harbor(game: Game, intersection: int, road: str) -> None:
    """Red settles a harbor intersection (with a road to it)."""
    place(game, "red", settlement=intersection, road=road)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_19_maritime_four_to_one_without_harbor(preset: str) -> None:
    """B-17.19, B-TRADE-7, B-TRADE-8: 4:1 always; not 3:1 without a harbor; several units
    at once."""
    game = rolled(preset)
    refused(game, "red", "bank 3 ore for 1 grain", code="wrong_rate")
    act(game, "red", "bank 4 ore for 1 grain")
    assert hand(game, "red")["ore"] == 1 and hand(game, "red")["grain"] == 1
    give(game, "red", ore=7)
    act(game, "red", "bank 8 ore for 1 wool 1 grain")
    assert hand(game, "red")["wool"] == 1 and hand(game, "red")["grain"] == 2
    refused(game, "red", "bank 8 brick for 2 grain", code="not_in_hand")
    refused(game, "red", "bank 3 brick for 1 grain", code="wrong_rate")
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_19_maritime_three_to_one_with_generic_harbor(preset: str) -> None:
    """B-17.19, B-TRADE-7: a generic harbor gives 3:1 on every resource, never 2:1."""
    game = rolled(preset)
    assert harbor_at(game, 1) == "generic"
    red_at_harbor(game, 1, "1-5")
    act(game, "red", "bank 3 ore for 1 grain")
    act(game, "red", "bank 3 brick for 1 wool")
    refused(game, "red", "bank 2 ore for 1 grain", code="wrong_rate")
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_19_maritime_two_to_one_only_for_the_matching_resource(preset: str) -> None:
    """B-17.19, B-TRADE-7, B-TRADE-8: the ore harbor gives 2:1 on ore only; other
    resources stay at 4:1 (not 3:1); multi-unit and mixed-rate trades work."""
    game = rolled(preset)
    assert harbor_at(game, 11) == "ore"
    red_at_harbor(game, 11, "7-11")
    act(game, "red", "bank 2 ore for 1 grain")
    refused(game, "red", "bank 3 brick for 1 grain", code="wrong_rate")
    refused(game, "red", "bank 2 brick for 1 grain", code="wrong_rate")
    give(game, "red", brick=1)
    act(game, "red", "bank 2 ore 4 brick for 1 grain 1 wool")
    assert hand(game, "red") == {"lumber": 1, "brick": 0, "wool": 1, "grain": 2, "ore": 1}
    refused(game, "red", "bank 1 ore for 1 grain", code="wrong_rate")
    assert_conserved(game)


@pytest.mark.parametrize("preset", PRESETS)
def test_17_19_empty_bank_stock_blocks_the_trade(preset: str) -> None:
    """B-17.19, B-TRADE-9, B-PROD-4: the bank must hold the card asked for."""
    game = rolled(preset)
    give(game, "blue", grain=16)
    assert bank(game)["grain"] == 0
    refused(game, "red", "bank 4 ore for 1 grain", code="bank_empty")
    act(game, "red", "bank 4 ore for 1 wool")
    assert not any(
        isinstance(a, MaritimeTrade) and a.get == (("grain", 1),) for a in game.legal_actions("red")
    )


@pytest.mark.parametrize("preset", ["official", "tournament"])
def test_17_20_combined_mode_harbor_works_the_turn_it_is_built(preset: str) -> None:
    """B-17.20, B-TRADE-10, B-6, B-D6 (combined_trade_build = true): build a settlement
    on a harbor, then trade at its rate in the same turn."""
    game = harbor_scene(preset)
    refused(game, "red", "bank 3 ore for 1 grain", code="wrong_rate")
    act(game, "red", "build settlement 4")
    act(game, "red", "bank 3 ore for 1 grain")
    act(game, "red", "bank 3 ore for 1 wool")
    assert hand(game, "red") == {"lumber": 0, "brick": 0, "wool": 1, "grain": 1, "ore": 0}


@pytest.mark.parametrize(
    ("preset", "options"),
    [("legacy1995", {}), ("official", {"combined_trade_build": False})],
    ids=["legacy1995", "official-strict"],
)
def test_17_20_strict_mode_forbids_trading_after_building(
    preset: str, options: dict[str, Any]
) -> None:
    """B-17.20, B-6, B-D6 (combined_trade_build = false): trade first, then build; no
    trade after the first build, with the bank or with a player."""
    game = harbor_scene(preset, **options)
    give(game, "blue", wool=1)
    act(game, "red", "bank 4 ore for 1 brick")  # trading before building is fine
    act(game, "red", "build settlement 4")
    refused(game, "red", "bank 3 ore for 1 grain", code="trade_after_build")
    refused(game, "red", "bank 4 ore for 1 grain", code="trade_after_build")
    refused(game, "red", "offer 1 ore for 1 wool to blue", code="trade_after_build")
    assert not any(isinstance(a, MaritimeTrade) for a in game.legal_actions("red"))
