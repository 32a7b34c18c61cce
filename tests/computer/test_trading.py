"""Computer players' domestic trades: the offers they propose on their own turn (from the
rule set's costs and their own hand, each taken by the engine), the offers they answer or
counter, whom they never offer to, and the hard level's budget."""

from __future__ import annotations

import computer
from computer import trading
from computer.reading import Board, Reading
from computer.value import Costs
from engine import Action, DeclineTrade, Game, OfferTrade, cards, rules_data

from ..engine.vocab import act, give
from .test_strong import red_to_move


def choose(
    game: Game, player: str, offered: tuple[Action, ...] = (), level: str = "strong"
) -> Action:
    return computer.choose(game, player, level, seed=0, budget=2.0, offered=offered)


def lacking_ore() -> Game:
    """Red's turn: two grain and two ore (a city lacks one ore), three lumber to spare (not
    enough for a bank trade; nothing else to build), and every other player holding cards."""
    game = red_to_move()
    give(game, "red", grain=2, ore=2, lumber=3)
    for other in ("blue", "white"):
        give(game, other, ore=1, wool=1)
    return game


def test_strong_offers_a_spare_card_for_the_one_its_city_lacks() -> None:
    """B-TRADE-1: on its own turn the current player may offer cards to the others. The
    computer asks for the ore its city lacks and gives lumber it can spare; the engine takes
    the offer."""
    game = lacking_ore()
    action = choose(game, "red")
    assert isinstance(action, OfferTrade), action
    assert dict(action.get) == {"ore": 1}
    assert set(dict(action.give)) == {"lumber"}
    game.apply("red", action)  # legal: the engine takes it
    assert game.view(None)["trade"]["from"] == "red"


def test_the_offering_computer_waits_for_the_answers() -> None:
    """While its offer awaits an answer the computer is not asked to move (any move of the
    current player would withdraw the offer); once all have answered, it moves on."""
    game = lacking_ore()
    game.apply("red", choose(game, "red"))
    assert computer.awaits_answers(game, "red")
    for other in game.view(None)["trade"]["to"]:
        act(game, other, DeclineTrade())
    assert not computer.awaits_answers(game, "red")


def test_a_declined_offer_is_not_made_again_in_the_turn() -> None:
    """The offers made this turn are passed back: the same terms are never proposed twice,
    and after `OFFERS_PER_TURN` offers the computer proposes no more that turn."""
    game = lacking_ore()
    first = choose(game, "red")
    assert isinstance(first, OfferTrade)
    second = choose(game, "red", (first,))
    assert not (isinstance(second, OfferTrade) and trading.key_of(second) == trading.key_of(first))
    made = (first, second) if isinstance(second, OfferTrade) else (first, first)
    assert not isinstance(choose(game, "red", made), OfferTrade)


def test_no_trades_when_trading_is_off() -> None:
    """With trading off (the benchmark's comparison) the computer proposes nothing."""
    game = lacking_ore()
    action = computer.choose(game, "red", "strong", seed=0, budget=2.0, trading=False)
    assert not isinstance(action, OfferTrade)


def near_win(game: Game, player: str, points: int) -> None:
    """Give a player revealed victory points (public) so as to reach `points`."""
    seat = game.seat_of(player)
    game.revealed[seat] += points - game.public_vp(seat)


def test_a_computer_never_offers_to_a_player_close_to_winning() -> None:
    """A player two points or fewer short of the target gets no offer from a computer."""
    game = lacking_ore()
    near_win(game, "blue", 8)
    action = choose(game, "red")
    assert isinstance(action, OfferTrade)
    assert "blue" not in action.to and action.to


def test_a_computer_offers_to_a_player_close_to_winning_when_it_wins_more() -> None:
    """Unless the trade pays for its city at once and it is level with that player or
    ahead: then it wins more from the trade than the other does."""
    game = lacking_ore()
    near_win(game, "blue", 8)
    near_win(game, "red", 8)
    action = choose(game, "red")
    assert isinstance(action, OfferTrade)
    assert "blue" in action.to


def test_a_computer_does_not_take_an_offer_from_a_player_close_to_winning() -> None:
    """An offer from a player close to winning is declined, good or not."""
    game = red_to_move()
    give(game, "red", ore=1)
    give(game, "blue", grain=2, ore=2, wool=3)
    near_win(game, "red", 8)
    act(game, "red", OfferTrade(cards({"ore": 1}), cards({"wool": 1}), ("blue",)))
    assert choose(game, "blue") == DeclineTrade()


def test_strong_counters_an_offer_it_would_not_take() -> None:
    """B-TRADE-5: a player answering an offer may propose another trade to the current
    player. Asked four cards for one, the computer proposes one card the offering player
    asked for against one it offers, which its settlement lacks; the engine takes it."""
    game = red_to_move()
    give(game, "red", lumber=2)
    give(game, "blue", brick=1, wool=1, grain=3, ore=2)
    act(game, "red", OfferTrade(cards({"lumber": 1}), cards({"grain": 2, "ore": 2}), ("blue",)))
    action = choose(game, "blue")
    assert isinstance(action, OfferTrade), action
    assert action.to == ("red",)
    assert dict(action.get) == {"lumber": 1}
    assert set(dict(action.give)) <= {"grain", "ore"}
    game.apply("blue", action)
    assert game.view(None)["counter_offers"][0]["from"] == "blue"


def test_offers_follow_the_rule_sets_own_costs() -> None:
    """The candidates come from the engine's costs: in Cities & Knights a knight (wool and
    ore) is among the builds an offer aims at; no cost is written in computer/."""
    from .positions import new_game

    game = new_game("cities_knights", {}, 1)
    data = rules_data(game.rules)
    costs = Costs(data["costs"], tuple(data["cards"]))
    view = game.view("red")
    reading = Reading.of(view, "red", Board.of(view))
    assert "knight" in trading.wanted(reading, costs)
    assert costs.resources[-3:] == ("paper", "cloth", "coin")


class FakeClock:
    """A clock that moves on a fixed step each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 100.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.now += self.step
        self.reads += 1
        return self.now


def test_the_hard_level_keeps_to_its_budget() -> None:
    """The hard level looks deeper only while its budget lasts: on a clock that moves a tenth
    of a second at every look, a one-second budget ends the search after a handful of looks,
    with a legal move (no real time is measured)."""
    game = lacking_ore()
    give(game, "red", lumber=2, brick=2)
    clock = FakeClock(0.1)
    action = computer.choose(game, "red", "hard", seed=0, budget=1.0, clock=clock)
    assert action in game.legal_actions("red") or isinstance(action, OfferTrade)
    assert clock.now - 100.0 <= 1.0 + clock.step
    generous = FakeClock(1e-6)
    computer.choose(game, "red", "hard", seed=0, budget=1.0, clock=generous)
    assert generous.reads > clock.reads  # more time, more looked at
