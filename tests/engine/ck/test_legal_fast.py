"""The C&K legal list's shortcuts give what the rules as declared give (issue 12 §4: C&K at least
half as fast as base, with identical results): each card's plays listed in one pass
(cards/plays.py) against its declared refusal and options, and the hand's plan (framework.legal)
against the plays made card by card, at every position of random games where progress cards are
held for the whole game."""

from __future__ import annotations

import pytest

from engine import Game
from engine.rules.cities_knights.cards import diplomat, framework, plays

from .references import FOUR, held_positions
from .vocab import state

SEEDS = range(3)
RULES = [
    ("cities_knights", {}),
    ("cities_knights", {"saboteur_edition": "first"}),
    ("cities_knights", {"dirty_trick": True}),
    ("cities_knights_two_player", {}),
    ("cities_knights_seafarers", {"scenario": "new_shores"}),
]


def declared(game: Game, seat: int, name: str) -> list[framework.PlayProgress]:
    """The card's plays as its declaration words them: none when it is refused, else one per
    option."""
    spec = framework.CARDS[name]
    if spec.refusal(game, seat) is not None:
        return []
    return [framework.PlayProgress(name, args) for args in spec.options(game, seat)]


@pytest.mark.parametrize(("rules", "options"), RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_each_cards_plays_in_one_pass_equal_its_refusal_and_options(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """§13.6, DECISION 19, issue 12 §4: for every card listed in one pass, its plays equal its
    declared refusal and options at every main-phase position, for the current player, whether
    or not the card is held (both Saboteur editions, the dirty-trick variant, C&K for two and
    with Seafarers' ships)."""
    playable: set[str] = set()
    refused: set[str] = set()
    for game in held_positions(seed, rules, **options):
        if game.phase != "main":
            continue
        seat = game.current
        for name, listed in plays.PLAYS.items():
            made = list(listed(game, seat))
            assert made == declared(game, seat, name), (name, game.version)
            (playable if made else refused).add(name)
    # Both answers seen for most cards (a few wait for a rare position in a given game).
    assert len(playable) >= len(plays.PLAYS) - 3
    assert len(refused) >= len(plays.PLAYS) - 3


@pytest.mark.parametrize(("rules", "options"), RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_hands_plan_lists_what_the_cards_list_one_by_one(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """§13.5: the plays listed through the hand's plan (its cards split by the side of the roll
    they are played on, kept while the hand stands) equal every held card's plays made afresh
    from its playable test and options, before and after the roll."""
    for game in held_positions(seed, rules, **options):
        if game.phase in ("roll", "main"):
            seat = game.current
            assert framework.legal(game, seat) == framework.legal_reference(game, seat)


def test_the_plan_follows_a_hand_changed_without_a_move() -> None:
    """§13.5: a card put in the hand (or taken out) by anything, not only a move, is listed (or
    not) at once: the plan is kept with a copy of the hand it was made from."""
    for game in held_positions(0, "cities_knights"):
        if game.phase == "main" and game.turn > 8:
            break
    seat = game.current
    hand = state(game).progress[seat]
    hand[:] = []
    assert framework.legal(game, seat) == []
    hand.append("warlord")
    listed = framework.legal(game, seat)
    assert listed == framework.legal_reference(game, seat)
    state(game).progress[(seat + 1) % len(FOUR)].append("bishop")  # someone to spy on
    hand.append("spy")
    assert framework.legal(game, seat) == framework.legal_reference(game, seat)
    assert [a for a in framework.legal(game, seat) if a.card == "spy"]  # type: ignore[attr-defined]
    hand.remove("spy")
    assert framework.legal(game, seat) == listed


@pytest.mark.parametrize(("rules", "options"), RULES)
@pytest.mark.parametrize("seed", SEEDS)
def test_open_roads_by_counted_ends_equal_the_rule_per_road(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """§13.6 (Diplomat), T-CK8: the open roads found from each player's roads' ends counted in
    one pass equal `open_road` asked of every road, at every position of games where the cards
    stay in hand (C&K for two's neutral roads and Seafarers' ships included)."""
    for game in held_positions(seed, rules, **options):
        assert diplomat._open_roads(game) == diplomat.open_roads_reference(game)
