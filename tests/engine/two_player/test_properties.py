"""Invariants of the 2-player variant under random legal play (rules/two-player.md part A), as
tests/engine/test_properties.py does for the base game: 19 cards per resource and 25
development cards accounted for, 20 trade tokens (supply and both players, none negative), the
neutral players holding nothing and never awaited, every seat's pieces (the neutrals' included)
adding up, points from their sources, Longest Road for every seat, a lossless save and copy, the
notation round trip, timers' default actions being legal, replay determinism, and every listed
action applying while an unlisted one is refused and changes nothing.

`TWO_PLAYER_GAMES=300 python -m pytest tests/engine/two_player/test_properties.py` plays longer.
"""

from __future__ import annotations

import json
import os
import random

import pytest

from engine import Action, Game, GameConfig, IllegalAction
from engine.roads import trail_length

from ..random_play import play
from ..test_properties import reference_trail_length
from ..vocab import worded
from .vocab import N1, N2, PLAYERS, TOKENS_TOTAL, two

GAMES = int(os.environ.get("TWO_PLAYER_GAMES", "16"))
PRESETS = ("official", "legacy1995", "tournament")


def new_game(seed: int, **kw: object) -> Game:
    """A 2-player game on a variable map."""
    return Game.new(GameConfig(players=PLAYERS, seed=seed, rules="two_player", **kw))  # type: ignore[arg-type]


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
    assert accounted == 25  # a knight card turned in for tokens is among the removed cards
    t = two(game)
    assert t.supply + sum(t.tokens) == TOKENS_TOTAL
    assert t.supply >= 0 and min(t.tokens) >= 0
    for s in range(len(game.players)):
        roads = sum(1 for o in game.edge_owner if o == s)
        owned = [n for n, o in enumerate(game.node_owner) if o == s]
        settlements = sum(1 for n in owned if game.node_level[n] == 1)
        cities = sum(1 for n in owned if game.node_level[n] == 2)
        assert roads + game.pieces[s][0] == 15
        assert settlements + game.pieces[s][1] == 5
        assert cities + game.pieces[s][2] == 4
        vp = settlements + 2 * cities + game.revealed[s]
        vp += 2 * (game.road_holder == s) + 2 * (game.army_holder == s)
        assert game.public_vp(s) == vp
        assert game.road_len[s] == trail_length(game, s)
        if roads and game.version % 11 == 0:
            assert game.road_len[s] == reference_trail_length(game, s)
    for neutral in (N1, N2):
        s = game.players.index(neutral)
        assert not any(game.hands[s]) and not game.devs[s] and game.knights[s] == 0
        assert game.pieces[s][2] == 4  # 2P-PART-1: never a city
        assert neutral not in game.awaiting()
    if game.road_holder >= 0:
        assert game.road_len[game.road_holder] >= 5
    if game.winner is None:
        assert game.awaiting()


def dump(game: Game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


def round_trip_ok(game: Game) -> None:
    text = dump(game)
    assert dump(Game.from_dict(json.loads(text))) == text
    assert dump(game.copy()) == text


@pytest.mark.parametrize("chunk", range(2))
def test_random_two_player_games_keep_every_invariant(chunk: int) -> None:
    """Random 2-player games to a winner, invariants after every action."""
    for seed in range(chunk * GAMES // 2, (chunk + 1) * GAMES // 2):
        game = new_game(seed, preset=PRESETS[seed % 3])
        rnd = random.Random(seed)

        def after(g: Game, player: str, action: Action) -> None:
            assert g.parse(str(action)) == action
            check_invariants(g)
            for p in g.awaiting():  # what a timer plays is always legal
                assert g.default_action(p) in g.legal_actions(p), (g.phase, p)
            if g.version % 53 == 0:
                round_trip_ok(g)
                json.dumps(g.view(player))

        play(game, rnd, offers=0.03, max_actions=20000, after=after)
        assert game.winner is not None, f"seed {seed} did not finish"
        assert game.winner in PLAYERS
        assert game.total_vp(game.seat_of(game.winner)) >= 10
        round_trip_ok(game)


@pytest.mark.parametrize("seed", [3, 17])
def test_replaying_config_and_actions_reproduces_the_state(seed: int) -> None:
    """Same config and same actions (as notation) give the same state, byte for byte."""
    game = new_game(seed)
    log = play(game, random.Random(seed), max_actions=20000)
    replay = new_game(seed)
    for player, action in log:
        replay.apply(player, replay.parse(str(action)))
    assert dump(replay) == dump(game)


def _universe(game: Game) -> list[Action]:
    """Candidate actions, legal or not, for refusal checks."""
    texts = [
        "roll",
        "end",
        "buy development",
        "play knight",
        "play road_building",
        "tokens trade",
        "tokens robber",
        "tokens knight",
        "give 2 ore",
        "give 1 wool 1 grain",
        "discard 1 ore",
        "bank 4 ore for 1 grain",
    ]
    for n in (1, 9, 13, 20, 33, 46, 54):
        texts += [f"build settlement {n}", f"build city {n}"]
        texts += [f"neutral {k} settlement {n}" for k in (1, 2, 3)]
    for path in game.board.edge_ids[::9]:
        texts += [f"build road {path}", f"neutral 1 road {path}", f"neutral 2 road {path}"]
    texts += [f"robber {h}" for h in ("A", "J", "S")]
    texts += [f"robber {h} steal {p}" for h in ("B", "K") for p in (*PLAYERS, N1)]
    return [game.parse(t) for t in texts]


@pytest.mark.parametrize("seed", range(3))
def test_everything_listed_applies_and_everything_else_is_refused_unchanged(seed: int) -> None:
    """The legal list is the truth in the 2-player game too: each listed action applies; an
    unlisted one raises IllegalAction with a worded reason and leaves to_dict() unchanged."""
    game = new_game(seed)
    rnd = random.Random(seed)
    checked = 0

    def after(g: Game, player: str, action: Action) -> None:
        nonlocal checked
        if rnd.random() > 0.08:
            return
        for p in PLAYERS:
            legal = g.legal_actions(p)
            for a in legal:
                g.copy().apply(p, a)
            before = dump(g)
            for a in _universe(g):
                if a in legal:
                    continue
                with pytest.raises(IllegalAction) as refused:
                    g.apply(p, a)
                assert refused.value.code and worded(refused.value), refused.value
                assert dump(g) == before
                checked += 1

    play(game, rnd, max_actions=20000, after=after)
    assert checked > 100


def test_a_neutral_is_nobody_who_may_act_or_be_named() -> None:
    """2P-TURN-1, 2P-NEU-2: a neutral's id acts for nobody and is no trade partner or victim."""
    game = new_game(1)
    before = dump(game)
    for neutral in (N1, N2):
        with pytest.raises(IllegalAction) as refused:
            game.apply(neutral, "roll")
        assert refused.value.code == "not_a_player"
        assert game.legal_actions(neutral) == [] and game.default_action(neutral) is None
    assert dump(game) == before
    assert [p["id"] for p in game.view(None)["players"]] == list(PLAYERS)
    neutrals = game.view(None)["two_player"]["neutrals"]
    assert [n["id"] for n in neutrals] == [N1, N2]


def test_default_actions_alone_finish_a_two_player_game() -> None:
    """Timers only: the defaults are legal, never spend tokens, and the game runs on."""
    for seed in range(3):
        game = new_game(seed)
        for _ in range(600):
            if game.winner:
                break
            player = game.awaiting()[0]
            action = game.default_action(player)
            assert action is not None
            assert action in game.legal_actions(player) or type(action).__name__ == "Discard"
            assert not str(action).startswith("tokens")
            game.apply(player, action)
            check_invariants(game)
