"""Invariants under random legal play (rules/base.md §2 B-COMP-1..3, §12, §13; DESIGN.md engine).

Complete games (120 in the suite; `BASE_GAMES=300` for more), with every invariant checked after
every action: 19 cards of each resource between bank and hands, 25 development cards accounted
for, piece limits, public points adding up, Longest Road lengths matching a fresh computation,
lossless save/load, the notation round trip, and replay determinism.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Action, Game, GameConfig, IllegalAction
from engine.roads import trail_length

from .random_play import PLAYERS4, new_game, play
from .vocab import worded

PRESETS = ("official", "legacy1995", "tournament")
#: Random 4-player games to a winner, in six chunks (seeds 0 up); more by hand.
GAMES = int(os.environ.get("BASE_GAMES", "120"))
CHUNK = -(-GAMES // 6)


def reference_trail_length(game: Game, seat: int) -> int:
    """B-LR-1 by brute force: the longest trail from every intersection, no shortcuts."""
    edges = game.roads[seat]
    ends = {e: game.board.edge_nodes[e] for e in edges}

    def walk(node: int, used: frozenset[int]) -> int:
        if used and game.node_owner[node] not in (-1, seat):
            return 0
        best = 0
        for e, (a, b) in ends.items():
            if e not in used and node in (a, b):
                best = max(best, 1 + walk(b if node == a else a, used | {e}))
        return best

    nodes = {n for pair in ends.values() for n in pair}
    return max((walk(n, frozenset()) for n in nodes), default=0)


def check_invariants(game: Game) -> None:
    """Every conservation law and derived value of the state."""
    for i in range(5):
        assert game.bank[i] + sum(h[i] for h in game.hands) == 19
    assert all(c >= 0 for h in game.hands for c in h)
    accounted = (
        len(game.deck)
        + sum(len(d) for d in game.devs)
        + sum(game.knights)
        + sum(game.revealed)
        + len(game.removed_cards)
    )
    assert accounted == 25
    for s in range(len(game.players)):
        roads = sum(1 for o in game.edge_owner if o == s)
        settlements = sum(
            1 for n, o in enumerate(game.node_owner) if o == s and game.node_level[n] == 1
        )
        cities = sum(1 for n, o in enumerate(game.node_owner) if o == s and game.node_level[n] == 2)
        assert roads + game.pieces[s][0] == 15
        assert settlements + game.pieces[s][1] == 5
        assert cities + game.pieces[s][2] == 4
        vp = settlements + 2 * cities + game.revealed[s]
        vp += 2 * (game.road_holder == s) + 2 * (game.army_holder == s)
        assert game.public_vp(s) == vp
        assert game.road_len[s] == trail_length(game, s)
        if roads and game.version % 5 == 0:
            assert game.road_len[s] == reference_trail_length(game, s)
    if game.road_holder >= 0:
        assert game.road_len[game.road_holder] >= 5
    if game.army_holder >= 0:
        assert game.knights[game.army_holder] >= 3
    if game.winner is None:
        assert game.awaiting()


def dump(game: Game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


def round_trip_ok(game: Game) -> None:
    text = dump(game)
    again = Game.from_dict(json.loads(text))
    assert dump(again) == text
    assert dump(game.copy()) == text


@pytest.mark.parametrize("chunk", range(6))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    """`GAMES` random 4-player games (six chunks) to a winner, invariants after every action."""
    for seed in range(chunk * CHUNK, min(GAMES, chunk * CHUNK + CHUNK)):
        game = new_game(seed)
        rnd = random.Random(seed)
        steps = 0

        def after(g: Game, player: str, action: Action) -> None:
            nonlocal steps
            steps += 1
            assert Action.parse(str(action)) == action
            check_invariants(g)
            if steps % 97 == 0:
                round_trip_ok(g)

        play(game, rnd, after=after)
        assert game.winner is not None, f"seed {seed} did not finish"
        assert game.total_vp(game.seat_of(game.winner)) >= 10
        round_trip_ok(game)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**62),
    preset=st.sampled_from(PRESETS),
    players=st.sampled_from([PLAYERS4, PLAYERS4[:3]]),
    placement=st.sampled_from(["spiral", "random_no_adjacent_red"]),
)
def test_any_seed_preset_and_table_size_plays_to_a_winner(
    seed: int, preset: str, players: tuple[str, ...], placement: str
) -> None:
    """Random legal play under every preset, 3 or 4 players, either number placement."""
    game = Game.new(
        GameConfig(
            players=players, seed=seed, preset=preset, options={"number_placement": placement}
        )
    )
    play(game, random.Random(seed), after=lambda g, p, a: check_invariants(g))
    assert game.winner is not None
    round_trip_ok(game)


@pytest.mark.parametrize("seed", [3, 17, 101])
def test_replaying_config_and_actions_reproduces_the_state(seed: int) -> None:
    """DESIGN.md: same config + same actions ⇒ same state, byte for byte."""
    game = new_game(seed)
    log = play(game, random.Random(seed))
    replay = new_game(seed)
    for player, action in log:
        replay.apply(player, Action.parse(str(action)))
    assert dump(replay) == dump(game)


def test_same_seed_same_game_different_seed_different_board() -> None:
    """B-MAP-6: the map generator is deterministic for a seed."""
    assert dump(new_game(5)) == dump(new_game(5))
    assert new_game(5).board.spec != new_game(6).board.spec


def _universe(game: Game) -> list[Action]:
    """A broad pool of candidate actions, legal or not, for refusal checks."""
    texts = [
        "roll",
        "end",
        "buy development",
        "reveal",
        "accept",
        "decline",
        "cancel",
        "play knight",
        "play road_building",
        "play monopoly ore",
        "play year_of_plenty grain ore",
        "discard 1 ore",
        "discard 4 grain",
        "bank 4 ore for 1 grain",
        "bank 2 wool for 1 brick",
        "bank 3 lumber for 1 ore",
    ]
    texts += [f"confirm {p}" for p in game.players]
    texts += [f"build settlement {n}" for n in (1, 9, 20, 33, 54)]
    texts += [f"build city {n}" for n in (1, 9, 20, 33, 54)]
    texts += [f"build road {p}" for p in game.board.edge_ids[::7]]
    texts += [f"robber {h}" for h in ("A", "J", "S")]
    texts += [f"robber {h} steal {p}" for h in ("B", "K") for p in game.players]
    return [Action.parse(t) for t in texts]


@pytest.mark.parametrize("seed", range(8))
def test_everything_listed_applies_and_everything_else_is_refused_unchanged(seed: int) -> None:
    """The legal list is the truth: each listed action applies; an unlisted one raises
    IllegalAction with a reason and leaves to_dict() byte-identical."""
    game = new_game(seed)
    rnd = random.Random(seed)
    checked = 0

    def after(g: Game, player: str, action: Action) -> None:
        nonlocal checked
        if rnd.random() > 0.08:
            return
        for p in g.players:
            legal = g.legal_actions(p)
            for a in legal:
                g.copy().apply(p, a)
            before = dump(g)
            for a in _universe(g):
                if a in legal:
                    continue
                with pytest.raises(IllegalAction) as refused:
                    g.apply(p, a)
                assert refused.value.code and worded(refused.value)
                assert dump(g) == before
                checked += 1

    play(game, rnd, after=after)
    assert checked > 100


def test_a_stranger_is_refused_and_nothing_changes() -> None:
    """Only seated players act."""
    game = new_game(1)
    before = dump(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply("mallory", "roll")
    assert refused.value.code == "not_a_player"
    assert dump(game) == before


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly",
        "build castle 3",
        "build road 3",
        "discard ore",
        "bank 4 ore 1 grain",
        "play monopoly gold",
        "offer 1 ore",
        "robber J rob bob",
        "build settlement x",
        "discard 0 ore",
    ],
)
def test_malformed_notation_is_refused_with_a_reason(text: str) -> None:
    """Action.parse refuses text it cannot read, saying how to write it."""
    with pytest.raises(IllegalAction) as refused:
        Action.parse(text)
    assert refused.value.code == "bad_notation"
    assert worded(refused.value)


def test_public_view_hides_hands_and_cards_and_is_json() -> None:
    """rules/base.md §14: other hands and the deck are counts only."""
    game = new_game(2)
    play(game, random.Random(2), max_actions=400)
    public = game.view(None)
    assert public["you"] is None
    text = json.dumps(public)
    for forbidden in (
        '"knight"',
        "monopoly",
        "year_of_plenty",
        "road_building",
        "victory_point",
        '"hand"',
        '"deck"',
    ):
        assert forbidden not in text
    mine = game.view("red")
    assert set(mine["you"]["hand"]) == {"lumber", "brick", "wool", "grain", "ore"}
    json.dumps(mine)


def test_default_action_is_always_legal_and_games_finish_on_timers_alone() -> None:
    """default_action never spends or trades, and is one of the legal actions."""
    for seed in range(5):
        game = new_game(seed)
        for _ in range(3000):
            if game.winner:
                break
            player = game.awaiting()[0]
            action = game.default_action(player)
            assert action is not None
            assert action in game.legal_actions(player) or type(action).__name__ == "Discard"
            before = [sum(h) for h in game.hands]
            game.apply(player, action)
            check_invariants(game)
            assert type(action).__name__ not in ("MaritimeTrade", "BuyDevelopment", "OfferTrade")
            del before
