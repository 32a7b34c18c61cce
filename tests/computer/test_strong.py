"""The strong level's choices in arranged positions (it builds, trades with the bank
towards a build and answers domestic offers sensibly)."""

from __future__ import annotations

import computer
from engine import AcceptTrade, BuildCity, DeclineTrade, Game, MaritimeTrade, OfferTrade, cards

from ..engine.vocab import act, give, new_game, quick_setup, quiet_dice, roll


def red_to_move() -> Game:
    """The default set-up played, every hand emptied, red's first turn after a quiet roll."""
    game = new_game()
    quick_setup(game)
    for s, held in enumerate(game.hands):
        for i, n in enumerate(held):
            game.bank[i] += n
            game.hands[s][i] = 0
    roll(game, "red", *quiet_dice(game))
    assert game.phase == "main" and game.current == game.seat_of("red")
    return game


def strong(game: Game, player: str) -> object:
    return computer.choose(game, player, "strong", seed=0, budget=2.0)


def test_strong_builds_a_city_it_can_pay_for() -> None:
    """A city is a point and doubled production: nothing else legal is worth more."""
    game = red_to_move()
    give(game, "red", grain=2, ore=3, lumber=1)
    assert isinstance(strong(game, "red"), BuildCity)


def test_strong_trades_with_the_bank_towards_a_city() -> None:
    """The brief: "bank trades toward a build": four of a card it cannot use buy the ore a
    city lacks."""
    game = red_to_move()
    give(game, "red", grain=2, ore=2, wool=4)
    action = strong(game, "red")
    assert isinstance(action, MaritimeTrade)
    assert action.get == cards({"ore": 1})


def test_strong_accepts_an_offer_that_completes_its_city() -> None:
    """It "answers domestic offers sensibly": one wool of three for the ore its city
    lacks is taken."""
    game = red_to_move()
    give(game, "red", ore=1)
    give(game, "blue", grain=2, ore=2, wool=3)
    act(game, "red", OfferTrade(cards({"ore": 1}), cards({"wool": 1}), ("blue",)))
    assert strong(game, "blue") == AcceptTrade()


def test_strong_declines_an_offer_that_asks_much_for_little() -> None:
    """Four cards for one is a bad trade for the one who answers."""
    game = red_to_move()
    give(game, "red", lumber=1)
    give(game, "blue", grain=2, ore=2, wool=2)
    act(game, "red", OfferTrade(cards({"lumber": 1}), cards({"grain": 2, "ore": 2}), ("blue",)))
    assert strong(game, "blue") == DeclineTrade()
