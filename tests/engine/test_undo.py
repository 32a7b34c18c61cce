"""Taking moves back (engine/undo.py, B-D23): which moves can be undone alone, with consent, or
never, in every rule set, and that an undo gives back exactly the game as it was (the randomness
included, so no later draw changes)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

import pytest

from engine import Action, Event, Game, rule_set
from engine.resources import INDEX
from engine.undo import ALONE, CONSENT, NEVER, QUIET, SHARED, judge, move_kind, taken_back

from .property_sets import RULE_SETS
from .random_play import dump, play

BY_NAME = {r.name: r for r in RULE_SETS}

# What each kind of move is for an undo, in every rule set that has it: the move's class and
# the kinds it may be (a robber moved onto nobody is quiet; one that steals draws a card).
MATRIX: tuple[tuple[str, str, frozenset[str]], ...] = (
    ("BuildRoad", "build a road", frozenset({QUIET})),
    ("BuildSettlement", "build a settlement", frozenset({QUIET})),
    ("BuildCity", "build a city", frozenset({QUIET})),
    ("MaritimeTrade", "trade with the bank", frozenset({QUIET})),
    # In C&K a turn's end may make a player with too many progress cards return one (a card
    # chosen from a hidden hand): never.
    ("EndTurn", "end the turn", frozenset({QUIET, NEVER})),
    ("Roll", "roll the dice", frozenset({NEVER})),
    ("BuyDevelopment", "buy a development card", frozenset({NEVER})),
    ("PlayKnight", "play a knight card", frozenset({NEVER})),
    ("PlayRoadBuilding", "play a card", frozenset({NEVER})),
    ("MoveRobber", "move the robber", frozenset({QUIET, NEVER})),
    ("ConfirmTrade", "a trade with a player", frozenset({SHARED})),
    ("BuildShip", "build a ship", frozenset({QUIET})),
    ("MoveShip", "move a ship", frozenset({QUIET, NEVER})),  # a ship may reach a fog hex
    ("BuildKnight", "build a knight", frozenset({QUIET})),
    ("ActivateKnight", "activate a knight", frozenset({QUIET})),
    ("Improve", "improve a city", frozenset({QUIET})),
    ("PlayProgress", "play a progress card", frozenset({NEVER})),
    ("ForcedTrade", "a forced trade for tokens", frozenset({NEVER})),
    ("PassBuild", "pass in the special building phase", frozenset({QUIET})),
)

# Each case in every rule set that has the move.
CASES = [
    pytest.param(rules.name, move, kinds, id=f"{rules.name}-{move}")
    for rules in RULE_SETS
    for move, _, kinds in MATRIX
    if move in {cls.__name__ for cls in rule_set(rules.name).dispatch}
]


class _Recorder:
    """Called after every move of a random game: records the move's undo kind by its class."""

    def __init__(self, game: Game, seen: dict[str, set[str]]) -> None:
        self.drawn_from = game.rng.state
        self.seen = seen

    def __call__(self, game: Game, player: str, action: Action, events: Sequence[Event]) -> None:
        kind = move_kind(self.drawn_from, action, events, game)
        self.seen.setdefault(type(action).__name__, set()).add(kind)
        self.drawn_from = game.rng.state


@cache
def observed(rules_name: str) -> dict[str, set[str]]:
    """The undo kind of every move of a few random games of the rule set, by the move's class."""
    rules = BY_NAME[rules_name]
    seen: dict[str, set[str]] = {}
    for seed in range(3):
        game = rules.games[0].new(1000 + seed)
        play(game, random.Random(seed), rules.style, max_actions=700, after=_Recorder(game, seen))
    return seen


@pytest.mark.parametrize(("rules_name", "move", "kinds"), CASES)
def test_undo_matrix(rules_name: str, move: str, kinds: frozenset[str]) -> None:
    """Each kind of move is, in every rule set that plays it, what the undo matrix in
    docs/players.md says: quiet moves may be taken back, a trade with a player needs the other
    players' consent, and a move that drew or showed something hidden never."""
    found = observed(rules_name).get(move)
    if found is None:
        pytest.skip(f"{move} was not played in the sample games of {rules_name}")
    assert found <= kinds


def test_every_drawing_move_is_never() -> None:
    """Across every rule set, a move that moved the game's randomness can never be taken back:
    nothing drawn is ever drawn again."""
    for rules in RULE_SETS:
        game = rules.games[0].new(77)
        rnd = random.Random(77)
        for _ in range(400):
            if game.winner is not None:
                break
            player = rnd.choice(game.awaiting())
            action = rnd.choice(game.legal_actions(player))
            before = game.copy()
            events = game.apply(player, action)
            if before.rng.state != game.rng.state or any(e.secret_to() for e in events):
                assert move_kind(before.rng.state, action, events, game) == NEVER, (
                    rules.name,
                    action,
                )


def _main_phase(rules_name: str, seed: int) -> tuple[Game, list[tuple[str, Action]]]:
    """A game of the rule set played at random into a turn in which its player has rolled and
    can build a road or end the turn (the log of how it got there)."""
    rules = BY_NAME[rules_name]
    game = rules.games[0].new(seed)
    rnd = random.Random(seed)
    log: list[tuple[str, Action]] = []
    while True:
        player = game.awaiting()[0]
        texts = [str(a) for a in game.legal_actions(player)]
        if game.phase == "main" and game.has_rolled and "end" in texts and len(log) > 40:
            return game, log
        pool = [a for a in game.legal_actions(player) if str(a) != "end" or rnd.random() < 0.5]
        action = rnd.choice(pool or game.legal_actions(player))
        game.apply(player, action)
        log.append((player, action))


@pytest.mark.parametrize("rules_name", [r.name for r in RULE_SETS])
def test_end_turn_alone_gives_back_the_same_game(rules_name: str) -> None:
    """A player who ended their turn, while nobody has acted since, takes it back alone: the
    game is then byte for byte what it was, its randomness too, so the next roll is the same."""
    game, _ = _main_phase(rules_name, 5)
    player = game.awaiting()[0]
    start = game.copy()
    moves: list[tuple[str, Action | str]] = [(player, "end")]
    verdict = judge(start, moves, player)
    assert verdict.kind == ALONE
    assert dump(taken_back(start, moves, verdict)) == dump(start)


@pytest.mark.parametrize("rules_name", [r.name for r in RULE_SETS])
def test_undo_refused_after_a_roll(rules_name: str) -> None:
    """Once the next player rolled, the turn's end before it cannot be taken back, even with
    consent: the roll drew from the randomness."""
    game, _ = _main_phase(rules_name, 5)
    player = game.awaiting()[0]
    start = game.copy()
    game.apply(player, "end")
    nxt = game.awaiting()[0]
    rolls = [a for a in game.legal_actions(nxt) if str(a) == "roll"]
    if not rolls:
        pytest.skip("the next player does not roll first here")
    verdict = judge(start, [(player, "end"), (nxt, "roll")], player)
    assert verdict.kind == NEVER
    assert verdict.reason == "revealed"
    assert verdict.blocking == "roll"


def _give_brick(game: Game, player: str) -> None:
    """One brick from the bank to the player, to offer."""
    game.hands[game.seats[player]][INDEX["brick"]] += 1
    game.bank[INDEX["brick"]] -= 1


def test_undo_needs_consent_when_another_player_moved() -> None:
    """A player's move followed by another player's quiet move (a trade answer) can only be
    taken back with the others' consent."""
    game, _ = _main_phase("base", 9)
    player = game.awaiting()[0]
    other = next(p for p in game.players if p != player)
    _give_brick(game, player)
    start = game.copy()
    offer = f"offer 1 brick for 1 grain to {other}"
    verdict = judge(start, [(player, offer), (other, "decline")], player)
    assert verdict.kind == CONSENT
    assert verdict.others == (other,)


def test_the_other_player_cannot_undo_alone_what_followed() -> None:
    """The other player's own last move (their answer) is the last move: they may take it
    back alone, which leaves the offer standing."""
    game, _ = _main_phase("base", 9)
    player = game.awaiting()[0]
    other = next(p for p in game.players if p != player)
    _give_brick(game, player)
    start = game.copy()
    moves: list[tuple[str, Action | str]] = [
        (player, f"offer 1 brick for 1 grain to {other}"),
        (other, "decline"),
    ]
    verdict = judge(start, moves, other)
    assert verdict.kind == ALONE
    assert taken_back(start, moves, verdict).offer is not None


def test_nothing_to_undo_without_an_own_move() -> None:
    """A player with no move among those given has nothing to take back."""
    game, _ = _main_phase("base", 9)
    player = game.awaiting()[0]
    other = next(p for p in game.players if p != player)
    verdict = judge(game, [(player, "end")], other)
    assert (verdict.kind, verdict.reason) == (NEVER, "nothing_to_undo")


def test_a_trade_with_a_player_needs_consent() -> None:
    """A trade confirmed with another player moved that player's cards: even as the last move,
    with nobody acting since, it can only be taken back with the others' consent."""
    game, _ = _main_phase("base", 9)
    player = game.awaiting()[0]
    other = next(p for p in game.players if p != player)
    _give_brick(game, player)
    game.hands[game.seats[other]][INDEX["grain"]] += 1
    game.bank[INDEX["grain"]] -= 1
    game.apply(player, f"offer 1 brick for 1 grain to {other}")
    game.apply(other, "accept")
    start = game.copy()
    moves: list[tuple[str, Action | str]] = [(player, f"confirm {other}")]
    verdict = judge(start, moves, player)
    assert (verdict.kind, verdict.reason) == (CONSENT, "others_cards")
    assert dump(taken_back(start, moves, verdict)) == dump(start)
