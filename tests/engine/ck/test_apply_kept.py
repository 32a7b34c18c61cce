"""Values the C&K engine keeps while applying moves instead of making them again, each against
the rules as first written (C&K at least half as fast as base, with identical
results): a number's production kept with the inputs it was made from, whether a knight may
carry a once-per-turn mark kept by the moves that mark one, and the Inventor's board made from
the board it changes. Each is compared with
its slow reference at every position of random games of C&K, C&K for two and C&K with
Seafarers (odd seeds: the dirty-trick variant), and of C&K with the first edition's Saboteur,
so a kept value that outlives a change of what it was made from fails here by name."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from engine import Action, Game, GameConfig
from engine.actions import Roll
from engine.board import Board, MapSpec, with_tokens_swapped
from engine.events import Event
from engine.rules.cities_knights import production
from engine.rules.cities_knights.cards import science
from engine.rules.cities_knights.state import NAME

from . import references
from .test_apply_fast_paths import FOUR, RULES, SEEDS
from .test_apply_fast_paths import positions as rule_set_positions

#: The games played: each of C&K's rule sets, and C&K whose Saboteur turns cities upside down
#: (CK-T9: they produce like a settlement until repaired).
GAMES = [*RULES, "saboteur_first"]


def moves(games: str, seed: int) -> Iterator[tuple[Game, str, Action]]:
    """Every position of a random game of `games` with the move played from it."""
    if games in RULES:
        yield from rule_set_positions(games, seed)
        return
    yield from references.moves(seed, saboteur_edition="first")


def paid_as_counted(fast: Game, slow: Game, total: int, yields: dict[int, Any]) -> bool:
    """Asserts that `total`'s production on `fast` (kept or made) gives what counting the
    buildings gives on `slow`, its equal copy; whether it was paid as kept (its events are
    those kept in `yields`)."""
    found = yields.get(total)
    events: list[Event] = []
    expected: list[Event] = []
    assert production.produce(fast, total, events) == references.produce_reference(
        slow, total, expected
    )
    assert events == expected
    assert (fast.hands, fast.bank) == (slow.hands, slow.bank)
    return found is not None and bool(events) and events[0] is found[4]


@pytest.mark.parametrize("games", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_production_kept_with_its_inputs_pays_what_counting_the_buildings_pays(
    games: str, seed: int
) -> None:
    """CK-5, CK-D4 (bank shortage per card type), CK-T9 (a sabotaged city): a
    number's production kept since an earlier roll (of this game or a copy: copies share what
    is kept) and paid again while its inputs are equal gives the cards, events and receiving
    seats that counting the buildings gives, for every number before every roll, with the bank
    as it is and with every kind down to one card (shortages)."""
    kept = counted = 0
    for game, _, action in moves(games, seed):
        if not isinstance(action, Roll):
            continue
        yields = game.ext[NAME].yields  # type: ignore[attr-defined]
        for short in (False, True):
            for total in range(2, 13):
                fast, slow = game.copy(), game.copy()
                if short:
                    fast.bank[:] = slow.bank[:] = [min(n, 1) for n in game.bank]
                kept += paid_as_counted(fast, slow, total, yields)
                counted += 1
    assert kept > counted // 4  # the kept path is what these positions mostly take


@pytest.mark.parametrize("seed", SEEDS)
def test_production_kept_on_a_board_pays_after_an_inventor_swap_what_counting_pays(
    seed: int,
) -> None:
    """CK-5, CK-13.6 (Inventor): a number's production kept on the board before two
    tokens are swapped pays, on the board after the swap, the cards, events and receiving seats
    that counting the buildings gives: made again for the two numbers that moved, paid again
    as kept for every other number (what it reads of the board is the number's hexes and the
    terrain, not the board itself)."""
    kept = 0
    for game, _, action in moves("cities_knights", seed):
        if not isinstance(action, Roll) or game.turn % 5:
            continue
        board = game.board
        numbered = [h for h, n in enumerate(board.hex_number) if n is not None]
        a = numbered[game.turn % len(numbered)]
        b = next(h for h in numbered if board.hex_number[h] != board.hex_number[a])
        moved = {board.hex_number[a], board.hex_number[b]}
        yields = game.ext[NAME].yields  # type: ignore[attr-defined]
        for total in range(2, 13):  # every number kept on the board before the swap
            production.produce(game.copy(), total, [])
        swapped = with_tokens_swapped(board, a, b)
        for total in range(2, 13):
            fast, slow = game.copy(), game.copy()
            fast.board = slow.board = swapped
            paid_kept = paid_as_counted(fast, slow, total, yields)
            assert not (paid_kept and total in moved)
            kept += paid_kept
    assert kept > 0


@pytest.mark.parametrize("games", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_knight_carries_a_once_per_turn_mark_only_while_the_game_says_one_may(
    games: str, seed: int
) -> None:
    """CK-10.3, CK-10.4: the end of a turn visits the knights only when a move marked
    one (`marked`, set by every move that marks a knight fresh or promoted): at every position
    a knight with a mark is one the flag announces, and a game read back from its save (the
    flag is not saved) announces exactly the marks it holds."""
    for game, _, _ in moves(games, seed):
        c = game.ext[NAME]
        marks = any(k.fresh or k.promoted for k in c.knights.values())  # type: ignore[attr-defined]
        assert c.marked or not marks  # type: ignore[attr-defined]
        assert Game.from_dict(game.to_dict()).ext[NAME].marked == marks  # type: ignore[attr-defined]
        assert game.copy().ext[NAME].marked == c.marked  # type: ignore[attr-defined]


def swapped_map_reference(game: Game, a: int, b: int) -> MapSpec:
    """The game's map with the number tokens of hexes `a` and `b` swapped, hex by hex."""
    spec = game.board.spec
    at = {
        game.board.hex_pos[a]: game.board.hex_number[b],
        game.board.hex_pos[b]: game.board.hex_number[a],
    }
    return replace(
        spec,
        hexes=tuple(
            replace(h, number=at[(h.q, h.r)]) if (h.q, h.r) in at else h for h in spec.hexes
        ),
    )


@pytest.mark.parametrize(
    ("rules", "options"),
    [("cities_knights", {}), ("cities_knights_seafarers", {"scenario": "new_shores"})],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_inventor_board_made_from_the_board_equals_the_board_of_the_swapped_map(
    rules: str, options: dict[str, object], seed: int
) -> None:
    """CK-13.6 (Inventor): the board after a swap, made from the game's board with
    only what follows from the tokens made again, is in every attribute the board built from
    the map with the two tokens swapped, for every pair of numbered hexes."""
    game = Game.new(GameConfig(players=FOUR, seed=seed, rules=rules, options=options))
    numbered = [h for h, n in enumerate(game.board.hex_number) if n is not None]
    for i, a in enumerate(numbered):
        for b in numbered[i + 1 :]:
            swapped = game.copy()
            science._inventor(swapped, 0, (a, b), [])
            assert vars(swapped.board) == vars(Board(swapped_map_reference(game, a, b)))


@pytest.mark.parametrize(
    ("rules", "options"),
    [("cities_knights", {}), ("cities_knights_seafarers", {"scenario": "new_shores"})],
)
@pytest.mark.parametrize("seed", SEEDS)
def test_inventor_boards_swapped_one_after_another_equal_the_board_of_the_map(
    rules: str, options: dict[str, object], seed: int
) -> None:
    """CK-13.6 (Inventor): the intersections' weights after a swap are the previous
    board's changed around the two hexes only, so swaps made one after another (each from the
    board the last one made) give in every attribute the board built from the map of the game
    at that point."""
    game = Game.new(GameConfig(players=FOUR, seed=seed, rules=rules, options=options))
    numbered = [h for h, n in enumerate(game.board.hex_number) if n is not None]
    for a, b in zip(numbered, reversed(numbered), strict=True):
        if a < b:
            science._inventor(game, 0, (a, b), [])
            assert vars(game.board) == vars(Board(game.board.spec))
