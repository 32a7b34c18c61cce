"""The hard level's play-out of its own turn: after its roll the best few moves are each
followed by the rest of the turn as the strong level plays it, on a copy, within the budget;
and its own weights (production counts more than at the strong level)."""

from __future__ import annotations

import random

import computer
from computer import hard
from computer.reading import Reading
from computer.value import STRONG, Costs, production, production_value, value
from engine import Game, rules_data

from ..engine.vocab import give
from .test_strong import red_to_move
from .test_trading import FakeClock


def with_builds() -> Game:
    """Red's turn after its roll, with the cards of a road and of a settlement's first half:
    several builds and bank trades to order."""
    game = red_to_move()
    give(game, "red", lumber=3, brick=3, wool=1, grain=2)
    return game


def a_road(game: Game) -> object:
    return next(a for a in game.legal_actions("red") if type(a).__name__ == "BuildRoad")


def test_a_turn_played_out_is_judged_on_a_copy() -> None:
    """A move played out to the turn's end is given a worth, and the game is left as it was:
    the hard level's choice stays pure."""
    game = with_builds()
    before = game.to_dict()
    worth = hard.play_out(
        game, "red", a_road(game), random.Random(0), deadline=1e9, clock=FakeClock(1e-6)
    )
    assert worth is not None and worth > float("-inf")
    assert game.to_dict() == before


def test_a_turn_played_out_stops_at_the_deadline() -> None:
    """Once the clock has passed the deadline no further move is played out: the play-out
    gives up (and the one-move look's choice stands), whatever the position."""
    game = with_builds()
    clock = FakeClock(0.1)
    worth = hard.play_out(game, "red", a_road(game), random.Random(0), deadline=50.0, clock=clock)
    assert worth is None
    assert clock.reads == 1


def test_the_play_out_keeps_to_the_budget() -> None:
    """On a clock that moves a tenth of a second at every look, a one-second budget ends the
    hard level's search and play-out after a handful of looks, with a legal move; on a clock
    that barely moves, the play-out looks at much more (no real time is measured)."""
    game = with_builds()
    short = FakeClock(0.1)
    action = computer.choose(game, "red", "hard", seed=0, budget=1.0, clock=short, trading=False)
    assert action in game.legal_actions("red")
    assert short.now - 100.0 <= 1.0 + short.step
    ample = FakeClock(1e-6)
    action = computer.choose(game, "red", "hard", seed=0, budget=1.0, clock=ample, trading=False)
    assert action in game.legal_actions("red")
    assert ample.reads > 10 * short.reads


def test_the_hard_level_weighs_production_higher_than_the_strong_level() -> None:
    """Hard judges a position with its own weights: the same position is worth more to it by
    exactly its production counted at its higher pip (nothing else changes), and its search
    uses those weights."""
    game = red_to_move()
    here = Reading.of(game.view("red"), "red")
    data = rules_data(game.rules)
    costs = Costs(data["costs"], tuple(data["cards"]))
    prod = production(here, "red")
    assert hard.HARD.pip > STRONG.pip and prod
    gained = production_value(prod, hard.HARD.pip) - production_value(prod, STRONG.pip)
    worth = value(here, costs, weights=hard.HARD) - value(here, costs, weights=STRONG)
    assert gained > 0 and abs(worth - gained) < 1e-9
    search = hard.HardSearch(game, "red", random.Random(0), deadline=1e9)
    assert search.base == value(search.here, costs, weights=hard.HARD)
