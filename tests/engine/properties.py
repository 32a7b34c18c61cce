"""The base game as the property tests play it (B-2 B-COMP-1..3, B-12, B-13): 19
cards of each resource between bank and hands, 25 development cards accounted for, piece limits,
public points adding up, Longest Road lengths matching a fresh computation.

`BASE_GAMES=300` plays more than the suite's 60 games (.ci/run's longer tier does)."""

from __future__ import annotations

import os

from engine import Action, Game
from engine.roads import trail_length

from .random_play import (
    Games,
    RuleSet,
    Start,
    Style,
    new_game,
    random_offer,
    reference_trail_length,
)

#: Random 4-player games to a winner, in six chunks (seeds 0 up).
GAMES = int(os.environ.get("BASE_GAMES", "60"))
CHUNK = -(-GAMES // 6)
#: Any listed action alike, and now and then a trade offer or a counter-offer.
STYLE = Style(offer=random_offer, counter=True, spend=None)


def check_invariants(game: Game) -> None:
    """Every conservation law and derived value of the state."""
    rules = game.rules
    for i, resource in enumerate(rules.resources):  # 19 each (the 5–6 extension: 24, FS-2.1)
        assert game.bank[i] + sum(h[i] for h in game.hands) == rules.bank[resource]
    assert all(c >= 0 for h in game.hands for c in h)
    accounted = (
        len(game.deck)
        + sum(len(d) for d in game.devs)
        + sum(game.knights)
        + sum(game.revealed)
        + len(game.removed_cards)
    )
    assert accounted == len(rules.deck)  # 25 (the 5–6 extension: 34, FS-2.2)
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


def universe(game: Game) -> list[Action]:
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


def won(game: Game) -> None:
    """The winner holds the ten points the base game asks."""
    assert game.winner is not None
    assert game.total_vp(game.seat_of(game.winner)) >= 10


RULE_SET = RuleSet(
    name="base",
    style=STYLE,
    invariants=check_invariants,
    games=tuple(
        Games(str(k), new_game, range(k * CHUNK, min(GAMES, k * CHUNK + CHUNK)), won=won)
        for k in range(6)
    ),
    replays=tuple(Start(str(seed), new_game, seed) for seed in (3, 17, 101)),
    checkup_every=97,
    timers=0,
    universe=universe,
    refusals=tuple(Start(str(seed), new_game, seed, rate=0.08) for seed in range(8)),
    max_actions=6000,
    listed=(("base", new_game),),
)
