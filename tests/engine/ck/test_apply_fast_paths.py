"""The C&K engine's written-out fast paths of applying a move give what the rules as first
written give (C&K at least half as fast as base, with identical results). Each
shortcut is compared with a slow reference at every position of random games of C&K, C&K for
two and C&K with Seafarers, so a shortcut that drifts from its rule fails here by name."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

import pytest

from engine import Action, Game, GameConfig
from engine import turn as base_turn
from engine.actions import EndTurn, Roll
from engine.checks import node_of
from engine.errors import IllegalAction
from engine.events import Event
from engine.randomness import Randomness, ScriptedRandomness
from engine.roads import trail_length
from engine.rules.cities_knights import cards, dice, knights, turn
from engine.rules.cities_knights.actions import (
    ActivateKnight,
    ChaseRobber,
    DisplaceKnight,
    MoveKnight,
    PromoteKnight,
)
from engine.rules.cities_knights.state import NAME

FOUR = ("red", "blue", "white", "orange")
#: The rule sets C&K is played in, with their players and options.
RULES: dict[str, tuple[tuple[str, ...], dict[str, object]]] = {
    "cities_knights": (FOUR, {}),
    "cities_knights_two_player": (FOUR[:2], {}),
    "cities_knights_seafarers": (FOUR, {"scenario": "new_shores"}),
}
#: Random games per rule set whose positions the fast paths are compared in (more in .ci/run's
#: longer tier: `HEXHAVEN_FAST_PATH_GAMES=6`).
SEEDS = range(int(os.environ.get("HEXHAVEN_FAST_PATH_GAMES", "2")))


def positions(rules: str, seed: int) -> Iterator[tuple[Game, str, Action]]:
    """Every position of a random game of these rules (odd seeds: the dirty-trick variant) with
    the move played from it, to the winner (or 4,000 moves)."""
    players, options = RULES[rules]
    game = Game.new(
        GameConfig(
            players=players,
            seed=seed,
            rules=rules,
            options={"dirty_trick": seed % 2 == 1, **options},
        )
    )
    pick = random.Random(seed).choice
    for _ in range(4000):
        if game.winner is not None:
            return
        player = game.awaiting()[0]
        action = pick(game.legal_actions(player))
        yield game, player, action
        game.apply(player, action)


# ----- slow references: the rules as first written ------------------------------------------------


def roll_reference(g: Game, seat: int, events: list[Event]) -> None:
    """The production dice (the rule set's), then the event die and its resolution in order."""
    white, red = g.rules.roll_dice(g)
    dice.resolve_roll(g, seat, white, red, events)


def end_of_turn_marks_reference(knights: dict[int, object]) -> dict[int, object]:
    """Every knight's fresh and promoted marks cleared, one knight at a time."""
    return {n: k._replace(fresh=False, promoted=False) for n, k in knights.items()}  # type: ignore[attr-defined]


# ----- the tests ---------------------------------------------------------------------------


def test_three_dice_in_one_loop_are_the_production_dice_then_the_event_die() -> None:
    """CK-4.1 step 3: `three_dice` draws what `dice` and then `event_die` draw, and
    leaves the generator where they leave it."""
    for seed in range(2000):
        fast, slow = Randomness(seed * 7919), Randomness(seed * 7919)
        white, red = slow.dice()
        assert fast.three_dice() == (white, red, slow.event_die())
        assert fast.state == slow.state


def test_three_dice_of_a_scripted_generator_take_its_queued_dice_and_faces() -> None:
    """A replay's queued dice and event faces come first, as with `dice` and `event_die`."""
    rng = ScriptedRandomness(5, dice=[(3, 4)], events=[6])
    assert rng.three_dice() == (3, 4, 6)
    plain = Randomness(5)
    white, red = plain.dice()
    assert rng.three_dice() == (white, red, plain.event_die())


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_roll_in_one_pass_equals_production_dice_then_the_event_die_resolved(
    rules: str, seed: int
) -> None:
    """CK-4.1: the roll with its three dice drawn at once and resolved without a call
    per step leaves the game and the events the dice rolled and resolved one after another
    leave (the C&K handler, under the 2-player variant's second roll too)."""
    for game, player, action in positions(rules, seed):
        if not isinstance(action, Roll):
            continue
        fast, slow = game.copy(), game.copy()
        seat = game.seat_of(player)
        events: list[Event] = []
        dice.roll(fast, seat, action, events)  # the C&K handler, below any variant's wrapper
        expected: list[Event] = []
        roll_reference(slow, seat, expected)
        assert events == expected
        assert fast.to_dict() == slow.to_dict()


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_end_of_turn_scanning_marks_in_c_clears_them_as_one_knight_at_a_time(
    rules: str, seed: int
) -> None:
    """CK-10.3, CK-10.4: after the end of a turn no knight is fresh or promoted, and
    every knight is otherwise as before."""
    for game, player, action in positions(rules, seed):
        if not isinstance(action, EndTurn):
            continue
        before = end_of_turn_marks_reference(game.ext[NAME].knights)  # type: ignore[attr-defined]
        after = game.copy()
        after.apply(player, action)
        if after.phase == "ended" or after.current == game.current:
            continue  # a choice awaited first (progress cards over the limit)
        assert after.ext[NAME].knights == before  # type: ignore[attr-defined]


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_longest_road_after_knights_and_roads_equals_a_full_search(rules: str, seed: int) -> None:
    """CK-T7: Longest Road searched again only for the players a knight can cut
    (two of their roads meet where it came or went), and incrementally after a road with other
    players' knights stopping a trail, stays equal to a full search for every player."""
    for game, _, _ in positions(rules, seed):
        for s in range(len(game.players)):
            assert game.road_len[s] == trail_length(game, s)


def end_turn_reference(g: Game, seat: int, events: list[Event]) -> None:
    """The end of a turn with nothing to return nor await, as first written: marks and turn
    effects cleared, then the base game's end of turn."""
    c = g.ext[NAME]
    c.resume = ""  # type: ignore[attr-defined]
    c.knights = end_of_turn_marks_reference(c.knights)  # type: ignore[attr-defined]
    if c.effects:  # type: ignore[attr-defined]
        cards.end_of_turn(g)
    g.phase = "main"
    base_turn.end_turn(g, seat, EndTurn(), events)


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_end_of_turn_written_out_equals_marks_cleared_then_the_base_end_of_turn(
    rules: str, seed: int
) -> None:
    """CK-10.3, CK-10.4, CK-13.6: the end of a turn with the base game's written out
    leaves the game and the events the steps one after another leave."""
    for game, player, action in positions(rules, seed):
        if not isinstance(action, EndTurn) or game.phase != "main":
            continue
        seat = game.seat_of(player)
        c = game.ext[NAME]
        if len(c.progress[seat]) > 4 or c.pending:  # type: ignore[attr-defined]
            continue  # returns owed first: the choices' own path
        fast, slow = game.copy(), game.copy()
        events: list[Event] = []
        turn.end_turn(fast, seat, action, events)
        expected: list[Event] = []
        end_turn_reference(slow, seat, expected)
        assert events == expected
        assert fast.to_dict() == slow.to_dict()


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_knight_move_tested_alone_is_refused_exactly_off_its_destinations(
    rules: str, seed: int
) -> None:
    """CK-10.5: a knight's move checked against its one destination is accepted
    exactly when that destination is among `destinations`, for every free intersection."""
    checked = 0
    for game, player, _ in positions(rules, seed):
        if game.phase != "main":
            continue
        seat = game.seat_of(player)
        for n, k in list(game.ext[NAME].knights.items()):  # type: ignore[attr-defined]
            if k.owner != seat or not k.active or k.fresh:
                continue
            allowed = set(knights.destinations(game, seat, n))
            for to in range(game.board.n_nodes):
                trial = game.copy()
                try:
                    knights.move(trial, seat, MoveKnight(n + 1, to + 1), [])
                except IllegalAction:
                    assert to not in allowed
                else:
                    assert to in allowed
                checked += 1
            break
    assert checked


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_foreign_knights_scanned_in_c_are_the_intersections_of_other_players_knights(
    rules: str, seed: int
) -> None:
    """CK-10.7, CK-T7: the intersections that break a player's roads, scanned in C,
    are those of every knight another player owns."""
    for game, _, _ in positions(rules, seed):
        held = game.ext[NAME].knights  # type: ignore[attr-defined]
        for s in range(len(game.players)):
            assert knights.foreign(game, s) == {n for n, k in held.items() if k.owner != s}


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_knights_made_directly_equal_the_knight_with_its_fields_replaced(
    rules: str, seed: int
) -> None:
    """CK-10.3 to CK-10.5: after activating, promoting, moving, displacing with or
    chasing with a knight, the knight is the one before with exactly its changed fields
    replaced (`_replace`, the rules as first written)."""
    changes: dict[type, dict[str, object]] = {
        ActivateKnight: {"active": True, "fresh": True},
        PromoteKnight: {"promoted": True},
        MoveKnight: {"active": False},
        DisplaceKnight: {"active": False},
        ChaseRobber: {"active": False},
    }
    checked = 0
    for game, player, action in positions(rules, seed):
        fields = changes.get(type(action))
        if fields is None:
            continue
        start = node_of(game, getattr(action, "start", getattr(action, "intersection", 0)))
        end = node_of(game, action.to) if hasattr(action, "to") else start
        before = game.ext[NAME].knights[start]  # type: ignore[attr-defined]
        if isinstance(action, PromoteKnight):
            fields = {**fields, "level": before.level + 1}
        after = game.copy()
        after.apply(player, action)
        assert after.ext[NAME].knights[end] == before._replace(**fields)  # type: ignore[attr-defined]
        checked += 1
    assert checked
