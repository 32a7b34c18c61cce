"""Invariants of Cities & Knights for two under random legal play (rules/two-player.md part B),
as tests/engine/ck/test_properties.py does for C&K: every card kind, progress card, knight,
wall and piece accounted for (the neutral players' included), 20 tokens (chips) between the
supply and the two players, the neutrals holding nothing, never awaited, their knights never
active and never past strong, points from their sources, Longest Road with knights breaking
routes, a lossless save and copy, the notation round trip, timers' default actions being legal,
every turn making two rolls and the event die rolled twice, and replay determinism.

`CK_TWO_PLAYER_GAMES=100 python -m pytest tests/engine/two_player/test_ck_properties.py` plays
longer.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Callable

import pytest

from engine import Action, Game, GameConfig, IllegalAction
from engine.rules.cities_knights.events import EventDieRolled
from engine.rules.cities_knights.state import ck

from ..ck.test_properties import check_invariants as ck_invariants
from ..ck.test_properties import dump, random_offer, round_trip_ok
from ..ck.vocab import assert_conserved
from .vocab import N1, N2, PLAYERS, TOKENS_TOTAL, two

GAMES = int(os.environ.get("CK_TWO_PLAYER_GAMES", "6"))
RULES = "cities_knights_two_player"


def new_game(seed: int, **kw: object) -> Game:
    """A C&K game for two on a variable map."""
    return Game.new(GameConfig(players=PLAYERS, seed=seed, rules=RULES, **kw))  # type: ignore[arg-type]


def play(
    game: Game,
    rnd: random.Random,
    *,
    max_actions: int = 30000,
    after: Callable[[Game, str, Action], None] | None = None,
) -> list[tuple[str, Action]]:
    """Random legal play as the C&K suite's, preferring to spend, with token actions taken one
    time in ten they are offered (a knight taken off and recruited again, over and over, makes
    games long without testing more)."""
    log: list[tuple[str, Action]] = []
    while game.winner is None and len(log) < max_actions:
        player = rnd.choice(game.awaiting())
        action: Action | None = None
        if game.phase == "main" and rnd.random() < 0.03:
            action = random_offer(game, player, rnd)
            if action is not None:
                try:
                    game.apply(player, action)
                except IllegalAction:
                    action = None
        if action is None:
            legal = game.legal_actions(player)
            calm = [a for a in legal if not str(a).startswith("tokens") or rnd.random() < 0.1]
            spend = [a for a in calm if str(a) != "end"]
            action = rnd.choice(spend if spend and rnd.random() < 0.8 else calm or legal)
            game.apply(player, action)
        log.append((player, action))
        if after is not None:
            after(game, player, action)
    return log


def check_invariants(game: Game) -> None:
    """C&K's invariants for every seat (conservation after every action, the rest of them
    after one action in five), the chips, and the neutral players' limits."""
    assert_conserved(game)
    if game.version % 5 == 0:
        ck_invariants(game)
    t = two(game)
    assert t.supply + sum(t.tokens) == TOKENS_TOTAL
    assert t.supply >= 0 and min(t.tokens) >= 0
    c = ck(game)
    for neutral in (N1, N2):
        s = game.players.index(neutral)
        assert not any(game.hands[s]) and not c.progress[s] and not c.progress_vp[s]
        assert game.pieces[s][2] == 4  # never a city (2P-PART-1)
        assert c.knight_supply[s][2] == 2  # never mighty (2CK-PR-2)
        assert neutral not in game.awaiting()
        for k in c.knights.values():
            if k.owner == s:
                assert not k.active and k.level <= 2  # 2CK-KN-4, 2CK-PR-2


def test_ck_two_player_rule_set_is_composed() -> None:
    """2CK-0: C&K for two is base, cities_knights and two_player composed (not a fork), picked
    for two seats of cities_knights; 13 points to win."""
    from engine.rules import rule_set, rules_for

    assert rules_for("cities_knights", 2) == RULES
    assert rules_for("cities_knights", 3) == "cities_knights"
    rules = rule_set(RULES)
    assert rules.modules == ("base", "cities_knights", "two_player")
    assert rules.vp_target == 13 and rules.seats == (2, 2) and rules.neutrals == (N1, N2)


@pytest.mark.parametrize("chunk", range(2))
def test_random_ck_two_player_games_keep_every_invariant(chunk: int) -> None:
    """Random C&K games for two to a winner, invariants after every action."""
    for seed in range(chunk * GAMES // 2, (chunk + 1) * GAMES // 2):
        game = new_game(seed, options={"dirty_trick": seed % 3 == 2})
        rnd = random.Random(seed)

        def after(g: Game, player: str, action: Action) -> None:
            assert g.parse(str(action)) == action
            check_invariants(g)
            for p in g.awaiting():  # what a timer plays is always legal
                assert g.default_action(p) in g.legal_actions(p), (g.phase, p)
            if g.version % 67 == 0:
                round_trip_ok(g)
                json.dumps(g.view(player))

        log = play(game, rnd, max_actions=30000, after=after)
        assert game.winner is not None, f"seed {seed} did not finish ({len(log)} actions)"
        assert game.winner in PLAYERS
        assert game.public_vp(game.seat_of(game.winner)) >= 13
        round_trip_ok(game)


def test_every_turn_rolls_the_event_die_twice() -> None:
    """2CK-DICE-1/3: replaying a random game's log, every turn but the last shows two event
    die results, however often the number dice were rolled again."""
    game = new_game(4)
    log = play(game, random.Random(4), max_actions=30000)
    replay = new_game(4)
    per_turn: dict[int, int] = {}
    for player, action in log:
        turn = replay.turn
        events = replay.apply(player, replay.parse(str(action)))
        per_turn[turn] = per_turn.get(turn, 0) + sum(isinstance(e, EventDieRolled) for e in events)
    played = [n for t, n in sorted(per_turn.items()) if n]
    assert played and all(n == 2 for n in played[:-1]), played
    assert game.winner is not None


@pytest.mark.parametrize("seed", [3, 11])
def test_replaying_config_and_actions_reproduces_the_state(seed: int) -> None:
    """Same config and same actions (as notation) give the same state, byte for byte."""
    game = new_game(seed)
    log = play(game, random.Random(seed), max_actions=30000)
    replay = new_game(seed)
    for player, action in log:
        replay.apply(player, replay.parse(str(action)))
    assert dump(replay) == dump(game)
