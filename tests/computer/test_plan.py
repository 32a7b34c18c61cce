"""The line that explains a computer player's game: measured on the game's view (its points
by source, its production by resource), never canned text."""

from __future__ import annotations

import computer
from engine import Game
from words.languages import catalogue
from words.service import computers as computer_words

from .positions import new_game


def played(seed: int) -> Game:
    """A game the easy level plays to its end."""
    game = new_game("base", {}, seed)
    while game.winner is None:
        player = game.awaiting()[0]
        game.apply(player, computer.choose(game, player, "easy", seed=seed, budget=0.05))
    return game


def test_the_plan_counts_points_by_source() -> None:
    """Every public point is counted once, by where it came from: the sources add up to the
    player's points."""
    game = played(1)
    view = game.view(None)
    for p in view["players"]:
        measured = computer.plan(view, p["id"])
        assert sum(measured.points.values()) == p["vp"]
        assert measured.sources  # every player has its set-up settlements at least


def test_two_games_give_two_different_plans() -> None:
    """The plan is derived from what each game measured: two games end in different lines
    for the winner."""
    lines = set()
    for seed in (1, 2, 3):
        game = played(seed)
        view = game.view(None)
        winner = str(game.winner)
        measured = computer.plan(view, winner)
        lines.add(str(computer_words.plan_line("Computer 1", measured.sources, measured.resource)))
    assert len(lines) >= 2, lines


def test_the_plan_line_is_said_in_dutch_and_german() -> None:
    """The line is a phrase the adapters say in the game's language."""
    line = computer_words.plan_line("Computer 1", ("largest_army", "cities"), "ore")
    assert str(line) == "Computer 1 went for Largest Army and cities on ore."
    nl = line.in_language(catalogue("nl"))
    de = line.in_language(catalogue("de"))
    assert "Grootste Riddermacht" in nl and "steden" in nl and "erts" in nl
    assert "Größte Rittermacht" in de and "Städte" in de and "Erz" in de
