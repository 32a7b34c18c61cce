"""The C&K legal list's shortcuts give what the rules as declared give (C&K at least
half as fast as base, with identical results): each card's plays listed in one pass
(cards/plays.py) against its declared refusal and options, and the hand's plan (framework.legal)
against the plays made card by card, at every position of random games where progress cards are
held for the whole game."""

from __future__ import annotations

import pytest

from engine import Game
from engine.rules.cities_knights.cards import framework
from tests.engine import oracles

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
def test_the_hands_plan_lists_what_the_cards_list_one_by_one(
    seed: int, rules: str, options: dict[str, object]
) -> None:
    """CK-13.5: the plays listed through the hand's plan (its cards split by the side of the roll
    they are played on, kept while the hand stands) equal every held card's plays made afresh
    from its playable test and options, before and after the roll."""
    for game in held_positions(seed, rules, **options):
        if game.phase in ("roll", "main"):
            seat = game.current
            assert framework.legal(game, seat) == oracles.progress_plays(game, seat)


def test_the_plan_follows_a_hand_changed_without_a_move() -> None:
    """CK-13.5: a card put in the hand (or taken out) by anything, not only a move, is listed (or
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
    assert listed == oracles.progress_plays(game, seat)
    state(game).progress[(seat + 1) % len(FOUR)].append("bishop")  # someone to spy on
    hand.append("spy")
    assert framework.legal(game, seat) == oracles.progress_plays(game, seat)
    assert [a for a in framework.legal(game, seat) if a.card == "spy"]  # type: ignore[attr-defined]
    hand.remove("spy")
    assert framework.legal(game, seat) == listed
