"""Tests: computer players finish random-seeded games of every rule set (each
Seafarers scenario too) with only legal moves. One game per table and level here (the strong
level in one seat, the others easy, to keep CI short); COMPUTER_GAMES=n plays n per table, and
COMPUTER_ALL_STRONG=1 puts the strong level in every seat."""

from __future__ import annotations

import os

import pytest

import computer
from engine import Action, Game, OfferTrade

from .positions import GAMES, TABLES, new_game, table_id

#: A game no player has won after this many actions has stalled.
CAP = 6000


def finish(game: Game, levels: dict[str, str], seed: int) -> int:
    """Play a game to its winner with the given levels; every move checked legal first (a
    trade offer, never in the legal list, is checked by the engine taking it, with no other
    offer of the player's open and at most `OFFERS_PER_TURN` in a turn, none made twice).
    A computer whose offer awaits answers waits: the next awaited player moves."""
    actions = 0
    offered: list[Action] = []
    turn = game.view(None)["turn"]
    while game.winner is None:
        assert actions < CAP, f"no winner after {CAP} actions: {game.scores()}"
        if game.view(None)["turn"] != turn:
            turn, offered = game.view(None)["turn"], []
        player = next(p for p in game.awaiting() if not computer.awaits_answers(game, p))
        level = levels.get(player, "easy")
        budget = 0.05 if level == "easy" else 2.0
        current = game.view(None)["current"] == player
        action = computer.choose(
            game, player, level, seed=seed, budget=budget, offered=offered if current else ()
        )
        if isinstance(action, OfferTrade) and current:
            assert game.view(None)["trade"] is None, "a second offer while one is open"
            assert action not in offered and len(offered) < computer.OFFERS_PER_TURN
            offered.append(action)
        else:
            assert action in game.legal_actions(player) or isinstance(action, OfferTrade), (
                player,
                level,
                str(action),
            )
        game.apply(player, action)  # the engine refuses an illegal offer
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


@pytest.mark.parametrize("table", [("base", {}), ("cities_knights", {})], ids=table_id)
def test_hard_finishes_a_game_with_legal_moves(table: tuple[str, dict[str, object]]) -> None:
    """The hard level plays legally to a won game, its offers taken by the engine."""
    game = new_game(*table, 1)
    ids = [p["id"] for p in game.view(None)["players"]]
    finish(game, {ids[0]: "hard", ids[1]: "strong"}, 1)
    assert game.winner is not None
