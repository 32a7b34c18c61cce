"""Tests: computer players finish random-seeded games of every rule set (each
Seafarers scenario too) with only legal moves. One game per table and level here (the strong
level in one seat, the others easy, to keep CI short); COMPUTER_GAMES=n plays n per table, and
COMPUTER_ALL_STRONG=1 puts the strong level in every seat."""

from __future__ import annotations

import os

import pytest

import computer
from engine import Game

from .positions import GAMES, TABLES, new_game, table_id

#: A game no player has won after this many actions has stalled.
CAP = 6000


def finish(game: Game, levels: dict[str, str], seed: int) -> int:
    """Play a game to its winner with the given levels; every move checked legal first."""
    actions = 0
    while game.winner is None:
        assert actions < CAP, f"no winner after {CAP} actions: {game.scores()}"
        player = game.awaiting()[0]
        level = levels.get(player, "easy")
        budget = 2.0 if level == "strong" else 0.05
        action = computer.choose(game, player, level, seed=seed, budget=budget)
        assert action in game.legal_actions(player), (player, level, str(action))
        game.apply(player, action)
        actions += 1
    return actions


@pytest.mark.parametrize("table", TABLES, ids=table_id)
@pytest.mark.parametrize("seed", range(1, 1 + GAMES))
def test_easy_finishes_a_game_with_legal_moves(
    table: tuple[str, dict[str, object]], seed: int
) -> None:
    """The easy level plays every rule set to a winner, legally."""
    game = new_game(*table, seed)
    finish(game, {}, seed)
    assert game.winner is not None


@pytest.mark.parametrize("table", TABLES, ids=table_id)
@pytest.mark.parametrize("seed", range(1, 1 + GAMES))
def test_strong_finishes_a_game_with_legal_moves(
    table: tuple[str, dict[str, object]], seed: int
) -> None:
    """The strong level plays every rule set legally, to a won game."""
    game = new_game(*table, seed)
    ids = [p["id"] for p in game.view(None)["players"]]
    everyone = os.environ.get("COMPUTER_ALL_STRONG") == "1"
    levels = {
        p: "strong" for p in (ids if everyone else ids[seed % len(ids) : seed % len(ids) + 1])
    }
    finish(game, levels, seed)
    assert game.winner is not None
