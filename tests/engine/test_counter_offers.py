"""Proposals to the current player (B-TRADE-1, B-TRADE-5): any player may propose or
counter-propose a trade to the current player, who may confirm it."""

from __future__ import annotations

import pytest

from engine import Game, IllegalAction

from .vocab import act, give, hand, new_game, quick_setup, quiet_dice, refused, roll

NONE = {"lumber": 0, "brick": 0, "wool": 0, "grain": 0, "ore": 0}


def rolled() -> Game:
    """Red to play, after a roll that produced nothing, everyone holding a few cards."""
    game = new_game()
    quick_setup(game)
    assert game.players[game.current] == "red"
    roll(game, "red", *quiet_dice(game))
    assert game.phase == "main"
    give(game, "red", brick=2, wool=1)
    give(game, "blue", ore=2, grain=1)
    give(game, "white", ore=1, lumber=1)
    return game


def test_a_counter_offer_answers_the_offer_and_the_current_player_confirms_it() -> None:
    """B-TRADE-5: blue counters red's offer; red confirms blue's terms; cards move at once."""
    game = rolled()
    act(game, "red", "offer 1 brick for 2 ore")
    before_red, before_blue = hand(game, "red"), hand(game, "blue")
    events = game.apply("blue", "offer 1 ore for 1 brick")
    assert [e.kind for e in events] == ["TradeOffered"]
    assert "blue" not in game.awaiting()  # a counter is an answer
    assert game.view(None)["counter_offers"] == [
        {"from": "blue", "give": dict(NONE, ore=1), "get": dict(NONE, brick=1)}
    ]
    events = act(game, "red", "confirm blue")
    assert [e.kind for e in events] == ["TradeCompleted"]
    assert hand(game, "red")["brick"] == before_red["brick"] - 1
    assert hand(game, "red")["ore"] == before_red["ore"] + 1
    assert hand(game, "blue")["ore"] == before_blue["ore"] - 1
    assert game.offer is None and not game.counters


def test_a_proposal_needs_no_open_offer_and_only_goes_to_the_current_player() -> None:
    """B-TRADE-1: every trade involves the current player; others never trade together."""
    game = rolled()
    refused(game, "blue", "offer 1 ore for 1 lumber to white", code="only_with_current_player")
    game.apply("blue", "offer 1 ore for 1 wool to red")
    assert list(game.counters) == [game.seat_of("blue")]


def test_a_proposal_before_the_roll_is_refused() -> None:
    """B-TRADE-1: no trade before the current player's roll."""
    game = new_game()
    quick_setup(game)
    give(game, "blue", ore=1)
    with pytest.raises(IllegalAction) as refusal:
        game.apply("blue", "offer 1 ore for 1 wool")
    assert refusal.value.code == "not_now"


def test_proposals_close_when_the_current_player_does_anything_else() -> None:
    """A proposal stands only while the position it was made in stands."""
    game = rolled()
    game.apply("blue", "offer 1 ore for 1 wool")
    events = act(game, "red", "end")
    assert "TradeCancelled" in [e.kind for e in events]
    assert not game.counters


def test_the_proposer_may_withdraw_and_accepting_replaces_a_proposal() -> None:
    """A proposer's cancel withdraws only their own proposal; accepting the current player's
    offer later replaces it."""
    game = rolled()
    act(game, "red", "offer 1 wool for 1 ore")
    game.apply("blue", "offer 2 ore for 1 wool")
    game.apply("blue", "accept")
    assert not game.counters
    game.apply("white", "offer 1 ore for 1 brick")
    game.apply("white", "cancel")
    assert not game.counters
    assert game.offer is not None  # red's own offer still stands


def test_confirming_a_proposal_the_proposer_can_no_longer_pay_is_refused() -> None:
    """B-TRADE-5: a trade executes only when both still hold the cards."""
    game = rolled()
    game.apply("blue", "offer 2 ore for 1 brick")
    game.hands[game.seat_of("blue")][4] = 0  # arranged: blue lost the ore
    game.bank[4] += 2
    refused(game, "red", "confirm blue", code="partner_lacks")
