"""The 2-player variant, alone and with Cities & Knights, under random legal play beyond the
invariants every rule set is played for (tests/engine/test_properties.py, with the variant's in
tests/engine/two_player/properties.py): a neutral is nobody who may act or be named, the timers'
defaults alone finish a game, C&K for two is composed of its parts, and every turn rolls the
event die twice (TP-A1 to TP-B9)."""

from __future__ import annotations

import random

import pytest

from engine import IllegalAction
from engine.rules.cities_knights.events import EventDieRolled

from ..random_play import dump, play
from .properties import CK_RULES as RULES
from .properties import CK_STYLE, check_invariants, new_ck_game, new_game
from .vocab import N1, N2, PLAYERS


def test_ck_two_player_rule_set_is_composed() -> None:
    """TP-CK-0: C&K for two is base, cities_knights and two_player composed (not a fork), picked
    for two seats of cities_knights; 13 points to win."""
    from engine.rules import rule_set, rules_for

    assert rules_for("cities_knights", 2) == RULES
    assert rules_for("cities_knights", 3) == "cities_knights"
    rules = rule_set(RULES)
    assert rules.modules == ("base", "cities_knights", "two_player")
    assert rules.vp_target == 13 and rules.seats == (2, 2) and rules.neutrals == (N1, N2)


def test_every_turn_rolls_the_event_die_twice() -> None:
    """TP-CK-DICE-1/3: replaying a random game's log, every turn but the last shows two event
    die results, however often the number dice were rolled again."""
    game = new_ck_game(4)
    log = play(game, random.Random(4), CK_STYLE, max_actions=30000)
    replay = new_ck_game(4)
    per_turn: dict[int, int] = {}
    for player, action in log:
        turn = replay.turn
        events = replay.apply(player, replay.parse(str(action)))
        per_turn[turn] = per_turn.get(turn, 0) + sum(isinstance(e, EventDieRolled) for e in events)
    played = [n for t, n in sorted(per_turn.items()) if n]
    assert played and all(n == 2 for n in played[:-1]), played
    assert game.winner is not None


def test_a_neutral_is_nobody_who_may_act_or_be_named() -> None:
    """TP-TURN-1, TP-NEU-2: a neutral's id acts for nobody and is no trade partner or victim."""
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
