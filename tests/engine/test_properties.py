"""The property tests of every rule set, one harness for all (tests/engine/random_play.py; the
rule sets and what each keeps true in tests/engine/property_sets.py): random legal games to a
winner with the rule set's invariants after every action, the notation round trip, what a timer
would play being listed, and a lossless save and load along the way; replaying a game's config
and actions reproducing its state byte for byte; every listed action applying and every other
candidate refused with a sentence, changing nothing. Then the base game's own: any seed, preset
and table size playing to a winner (B-2 B-COMP-1..3, B-12, B-13; docs/architecture.md engine),
refusals of a stranger and of malformed notation, the public view, the timers' defaults.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Action, Game, GameConfig, IllegalAction

from .properties import check_invariants
from .property_sets import RULE_SETS
from .random_play import (
    PLAYERS4,
    Games,
    RuleSet,
    Start,
    dump,
    listed_apply_unlisted_refused,
    new_game,
    play,
    round_trip_ok,
)
from .vocab import worded

PRESETS = ("official", "legacy1995", "tournament")

GAME_CASES = [(r, g) for r in RULE_SETS for g in r.games]
REPLAY_CASES = [(r, s) for r in RULE_SETS for s in r.replays]
REFUSAL_CASES = [(r, s) for r in RULE_SETS for s in r.refusals]


def _id(case: object) -> str:
    return case.name if isinstance(case, RuleSet) else str(getattr(case, "id", case))


@pytest.mark.parametrize(("rules", "games"), GAME_CASES, ids=_id)
def test_random_games_keep_every_invariant(rules: RuleSet, games: Games) -> None:
    """Random games of the rule set to a winner, its invariants after every action, the
    notation round trip, the timers' choices listed, the save and load checked along the way
    and at the end. (Where random play may stall below the target, a stalled game is checked
    all the same and the next seed played, until enough finished.)"""
    finished = 0
    style = games.style or rules.style
    limit = games.max_actions or rules.max_actions
    for seed in games.seeds:
        if games.wanted is not None and finished == games.wanted:
            break
        game = games.new(seed)

        def after(g: Game, player: str, action: Action, events: list[object]) -> None:
            assert g.parse(str(action)) == action
            rules.invariants(g)
            if rules.timers and g.version % rules.timers == 0:
                for p in g.awaiting():  # what a timer plays is always legal
                    assert g.default_action(p) in g.legal_actions(p), (g.phase, p)
            if g.version % rules.checkup_every == 0:
                round_trip_ok(g)
                if rules.checkup is not None:
                    rules.checkup(g, player, action, events)  # type: ignore[arg-type]

        log = play(game, random.Random(seed), style, max_actions=limit, after=after)
        round_trip_ok(game)
        if game.winner is not None:
            games.won(game)
            finished += 1
        else:
            assert games.wanted is not None, f"seed {seed} did not finish ({len(log)} actions)"
    assert finished == (len(games.seeds) if games.wanted is None else games.wanted), finished


@pytest.mark.parametrize(("rules", "start"), REPLAY_CASES, ids=_id)
def test_replaying_config_and_actions_reproduces_the_state(rules: RuleSet, start: Start) -> None:
    """docs/architecture.md: the same config and the same actions (as notation) give the same state,
    byte for byte (the dice, the decks, the fog and the token supply drawn from the game's own
    generator)."""
    game = start.new(start.seed)
    limit = start.max_actions or rules.max_actions
    log = play(game, random.Random(start.seed), rules.style, max_actions=limit)
    replay = start.new(start.seed)
    for player, action in log:
        replay.apply(player, replay.parse(str(action)))
    assert dump(replay) == dump(game)


@pytest.mark.parametrize(("rules", "start"), REFUSAL_CASES, ids=_id)
def test_everything_listed_applies_and_everything_else_is_refused_unchanged(
    rules: RuleSet, start: Start
) -> None:
    """The legal list is the truth: at random positions each listed action applies; an unlisted
    candidate raises IllegalAction with a code and a sentence and leaves to_dict() unchanged."""
    assert rules.universe is not None
    universe = rules.universe
    game = start.new(start.seed)
    rnd = random.Random(start.seed)
    checked = 0

    def after(g: Game, player: str, action: Action, events: list[object]) -> None:
        nonlocal checked
        if rnd.random() > start.rate:
            return
        players = None if rules.refusers is None else rules.refusers(g)
        checked += listed_apply_unlisted_refused(g, universe(g), players)

    limit = start.max_actions or rules.max_actions
    play(game, rnd, rules.style, max_actions=limit, after=after)  # type: ignore[arg-type]
    assert checked > 100


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
    play(game, random.Random(seed), after=lambda g, p, a, e: check_invariants(g))
    assert game.winner is not None
    round_trip_ok(game)


def test_same_seed_same_game_different_seed_different_board() -> None:
    """B-MAP-6: the map generator is deterministic for a seed."""
    assert dump(new_game(5)) == dump(new_game(5))
    assert new_game(5).board.spec != new_game(6).board.spec


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
    """B-14: other hands and the deck are counts only."""
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
