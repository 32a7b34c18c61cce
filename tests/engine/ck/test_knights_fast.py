"""The knights' fast paths (engine/rules/cities_knights/knight_moves.py, knights.py) give what
the rules as first written give, at every position of random games of C&K's rule sets with
progress cards played (identical results)."""

from typing import Any

import pytest

from engine import Game
from engine.errors import IllegalAction
from engine.events import Event
from engine.rules.cities_knights import knight_moves, knights
from engine.rules.cities_knights.actions import ActivateKnight
from engine.rules.cities_knights.data import KNIGHTS_PER_LEVEL

from .references import (
    CK_RULE_SETS,
    SEEDS,
    acting_reference,
    activate_reference,
    played_positions,
    routes_seats_reference,
)
from .vocab import saved, state


def _main(seed: int, rules: str, options: dict[str, object]) -> list[tuple[Game, int]]:
    """The main-phase positions (copies) with the current player's seat, every 7th."""
    return [
        (game.copy(), game.current)
        for i, game in enumerate(played_positions(seed, rules, **options))
        if game.phase == "main" and i % 7 == 0
    ]


@pytest.mark.parametrize(("rules", "options"), CK_RULE_SETS)
@pytest.mark.parametrize("seed", SEEDS)
def test_knights_on_the_board_are_the_pieces_out_of_supply_in_the_main_phase(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-10.1: in the main phase each player's knights on the board are its knight
    pieces not in supply (the legal list counts them so, and stops looking once it has found
    them all)."""
    seen = 0
    for game in played_positions(seed, rules, **options):
        if game.phase != "main":
            continue
        c = state(game)
        for s, supply in enumerate(c.knight_supply):
            on_board = sum(1 for k in c.knights.values() if k.owner == s)
            assert on_board == 3 * KNIGHTS_PER_LEVEL - sum(supply)
            seen += on_board
    assert seen


@pytest.mark.parametrize(("rules", "options"), CK_RULE_SETS)
@pytest.mark.parametrize("seed", SEEDS)
def test_own_knights_kept_between_calls_equal_a_scan_of_every_knight(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-10.3 to CK-10.5: the knights' legal list, with the player's knights kept from
    the last call (while each still holds one of them and their number is the player's on the
    board), equals the list with them found again, at every main-phase position of one game
    played on (knights built, moved, displaced, deserted, lost in between)."""
    kept = 0
    for game in played_positions(seed, rules, **options):
        if game.phase != "main":
            continue
        seat = game.current
        listed = knight_moves.legal(game, seat)
        key = knight_moves._OWN_KEYS[seat]
        kept += key in state(game).kept
        again = game.copy()  # a copy keeps nothing: its knights are found again
        assert knight_moves.legal(again, seat) == listed
    assert kept


@pytest.mark.parametrize(("rules", "options"), CK_RULE_SETS)
@pytest.mark.parametrize("seed", SEEDS)
def test_own_knights_kept_stale_are_found_again_as_they_are_walked(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-10.3 to CK-10.5: the knights' legal list made from kept intersections of the
    player's knights that are stale (one of them taken by an intersection without the
    player's knight, their number right) equals the list made with none kept, and the
    intersections are found again, at every 3rd main-phase position (with and without the
    cards a promotion needs: both ways of walking them)."""
    stale = 0
    for i, game in enumerate(played_positions(seed, rules, **options)):
        if game.phase != "main" or i % 3:
            continue
        seat = game.current
        fresh = game.copy()
        listed = knight_moves.legal(fresh, seat)
        key = knight_moves._OWN_KEYS[seat]
        own = state(fresh).kept.get(key)
        if not own:
            continue
        knights_now = state(game).knights
        spare = next(
            n
            for n in range(game.board.n_nodes)
            if n not in own and (n not in knights_now or knights_now[n].owner != seat)
        )
        again = game.copy()
        state(again).kept[key] = sorted([*own[1:], spare])
        assert knight_moves.legal(again, seat) == listed
        assert state(again).kept[key] == own
        stale += 1
    assert stale


@pytest.mark.parametrize(("rules", "options"), CK_RULE_SETS)
@pytest.mark.parametrize("seed", SEEDS)
def test_move_walked_until_its_destination_equals_the_whole_reach(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-10.5 (CK-D10, CK-D11): a move's destination looked for along the
    player's roads until it is found is passable exactly when it is in `reach`'s passable
    intersections, from every knight to every intersection."""
    asked = 0
    for game, _ in _main(seed, rules, options):
        for n, k in state(game).knights.items():
            passable = knights.reach(game, k.owner, n)[0]
            for to in range(game.board.n_nodes):
                assert knights._passes_to(game, k.owner, n, to) == (to in passable)
                asked += to in passable and to != n
    assert asked


@pytest.mark.parametrize(("rules", "options"), CK_RULE_SETS)
@pytest.mark.parametrize("seed", SEEDS)
def test_trails_through_a_knight_read_from_its_roads_equal_every_player_asked(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-T7: the players whose Longest Road a knight coming or going may change
    (two roads or more at its intersection), read from the roads there, are those found by
    asking every player, for every intersection, pair of intersections and owner."""
    found = 0
    for game, _ in _main(seed, rules, options):
        n_nodes = game.board.n_nodes
        for owner in range(-1, len(game.players)):
            for n in range(n_nodes):
                nodes = (n, (n * 7 + 3) % n_nodes)
                seats = knights._trails_through(game, nodes, owner)
                assert seats == routes_seats_reference(game, nodes, owner)
                found += len(seats)
    assert found


def _outcome(game: Game, handler: Any, seat: int, action: object) -> tuple[object, ...]:
    """What a handler does on a copy: its refusal (code and arguments) or its events and the
    saved game after."""
    g = game.copy()
    events: list[Event] = []
    try:
        handler(g, seat, action, events)
    except IllegalAction as exc:
        return ("refused", exc.code, exc.args)
    return ("done", events, saved(g))


def _intersections(game: Game) -> list[Any]:
    """Every knight's intersection, a free one, and numbers that name none."""
    c = state(game)
    free = next(n for n in range(game.board.n_nodes) if n not in c.knights)
    return [n + 1 for n in c.knights] + [free + 1, 0, -1, game.board.n_nodes + 1, True, "3"]


@pytest.mark.parametrize("seed", SEEDS)
def test_activation_looked_up_first_equals_the_checks_one_at_a_time(seed: int) -> None:
    """CK-10.3: activating any knight (the player's, another's, none, a number that
    names no intersection), by the current player or another, with grain or without, is
    refused with the same code or does the same as the checks made one at a time."""
    done = 0
    for game, seat in _main(seed, "cities_knights", {}):
        for s in {seat, (seat + 1) % len(game.players)}:
            for at in _intersections(game):
                action = ActivateKnight(at)
                fast = _outcome(game, knights.activate, s, action)
                assert fast == _outcome(game, activate_reference, s, action)
                done += fast[0] == "done"
    assert done


@pytest.mark.parametrize("seed", SEEDS)
def test_acting_knight_looked_up_first_equals_the_checks_one_at_a_time(seed: int) -> None:
    """CK-10.5, CK-T6: the knight a move, displacement or chase starts from is
    accepted or refused with the same code as the checks made one at a time (another
    player's, none, inactive, activated this turn, not the player's turn, no intersection)."""
    accepted = 0
    for game, seat in _main(seed, "cities_knights", {}):
        for s in {seat, (seat + 1) % len(game.players)}:
            for at in _intersections(game):
                answers: list[object] = []
                for check in (knights._acting, acting_reference):
                    try:
                        answers.append(check(game, s, at))
                    except IllegalAction as exc:
                        answers.append((exc.code, exc.args))
                assert answers[0] == answers[1]
                accepted += type(answers[0][1]) is knights.Knight
    assert accepted
