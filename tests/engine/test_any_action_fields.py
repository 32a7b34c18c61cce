"""Any action of any rule set, with fields of any value, is applied or refused: whoever built an
action object (not the notation), `apply` raises only IllegalAction, with a sentence in the
catalogue, and a refusal leaves the game as it was. C&K's actions whose fields name a card, a
deck or a resource once raised KeyError, IndexError or ValueError on a name or an argument list
their handler did not expect (`DrawProgress('tradexx')`, `TakeAqueduct('gold')`,
`PlayProgress('merchant', ())`, `PlayProgress('diplomat', ('ghost',))`)."""

from __future__ import annotations

import contextlib
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Action, Game, IllegalAction, rule_set
from engine.resources import RESOURCES
from engine.rules.cities_knights.actions import DrawProgress, TakeAqueduct
from engine.rules.cities_knights.cards.framework import CARDS, PlayProgress
from engine.rules.cities_knights.data import COMMODITIES, TRACKS
from engine.rules.cities_knights.state import ck

from . import random_play
from .ck.vocab import empty_hand, knight, levels, place, playing, roll, ship_at
from .test_listed_actions_apply import CASES
from .vocab import worded

#: One game of each rule set (a scenario stands for Seafarers, with and without C&K).
RULE_SETS = (
    "base",
    "cities_knights",
    "two_player",
    "cities_knights_two_player",
    "seafarers:through_the_desert",
    "cities_knights_seafarers:new_shores",
)


class _Enough(Exception):
    """Stops a random game once it has passed through enough phases."""


@cache
def positions(case: str) -> tuple[dict[str, Any], ...]:
    """Saved positions of a random game of the rule set: the first of each phase it passes
    through, and in C&K a main phase where the current player holds one of every progress
    card (so that each card's own check of its arguments is reached)."""
    make, rules = CASES[case]
    saved: dict[str, dict[str, Any]] = {}
    held: list[dict[str, Any]] = []

    def after(g: Game, player: str, action: Action, events: object) -> None:
        saved.setdefault(g.phase, g.to_dict())
        if not held and g.phase == "main" and "cities_knights" in g.config.rules:
            copy = g.copy()
            every_progress_card(copy, copy.current)
            held.append(copy.to_dict())
        if len(saved) >= 8:
            raise _Enough

    with contextlib.suppress(_Enough):
        random_play.play(make(1), random.Random(1), rules.style, after=after)
    return (*saved.values(), *held)


def every_progress_card(g: Game, seat: int) -> None:
    """Move one of each playable progress card still in a deck into the player's hand."""
    c = ck(g)
    for card in CARDS:
        for deck in c.decks.values():
            if card in deck:
                deck.remove(card)
                c.progress[seat].append(card)
                break


WORDS = (
    *CARDS,
    *TRACKS,
    *RESOURCES,
    *COMMODITIES,
    "gold",
    "ghost",
    "none",
    "red",
    "blue",
    "white",
    "orange",
    "A",
    "J",
    "S",
    "",
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 80),
    st.integers(),
    st.text(max_size=10),
    st.sampled_from(WORDS),
)
VALUES = st.one_of(
    SCALARS,
    st.tuples(),
    st.lists(st.one_of(st.sampled_from(WORDS), st.integers(-3, 80)), max_size=4).map(tuple),
    st.lists(st.text(max_size=6), max_size=3).map(tuple),
    st.lists(SCALARS, max_size=3).map(tuple),
)


def fields(cls: type) -> tuple[str, ...]:
    names: tuple[str, ...] = getattr(cls, "__match_args__", ())
    return names


def _classes() -> dict[str, tuple[type, tuple[str, ...]]]:
    """Every action class of every rule set (as `apply` finds them, the rule set's dispatch
    table), with the rule sets that handle it."""
    found: dict[str, tuple[type, tuple[str, ...]]] = {}
    for case in RULE_SETS:
        for cls in rule_set(case.split(":")[0]).dispatch:
            name = f"{cls.__module__}.{cls.__name__}"
            found[name] = (cls, (*found.get(name, (cls, ()))[1], case))
    return found


CLASSES = _classes()


@pytest.mark.parametrize("name", sorted(CLASSES))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_action_with_any_fields_is_applied_or_refused_unchanged(
    name: str, data: st.DataObject
) -> None:
    """Every action class a rule set handles, built with arbitrary field values (text,
    numbers, tuples, None) and applied by any player in a phase of a random game of a rule
    set that handles it, is applied or refused with IllegalAction in words; a refusal changes
    nothing."""
    cls, cases = CLASSES[name]
    case = data.draw(st.sampled_from(cases))
    saved = data.draw(st.sampled_from(positions(case)))
    game = Game.from_dict(saved)
    action = cls(*(data.draw(VALUES) for _ in fields(cls)))
    player = data.draw(st.sampled_from((*game.awaiting(), *game.config.players)))
    try:
        game.apply(player, action)
    except IllegalAction as refused:
        assert worded(refused), str(refused)
        assert game.to_dict() == saved, f"refused {action!r} changed the game"


CK_RULE_SETS = tuple(case for case in RULE_SETS if case.startswith("cities_knights"))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(CK_RULE_SETS),
    st.sampled_from(sorted(CARDS)),
    st.one_of(VALUES, st.lists(st.sampled_from(WORDS), max_size=3).map(tuple)),
    st.data(),
)
def test_any_progress_card_with_any_arguments_is_applied_or_refused_unchanged(
    case: str, card: str, args: Any, data: st.DataObject
) -> None:
    """The same for the card plays themselves, each card in hand, in the main phase: its
    arguments, of any kind and number, are applied or refused in words, and a refusal changes
    nothing (the card stays in hand)."""
    saved = positions(case)[-1]
    game = Game.from_dict(saved)
    player = data.draw(st.sampled_from(game.config.players))
    try:
        game.apply(player, PlayProgress(card, args))
    except IllegalAction as refused:
        assert worded(refused), str(refused)
        assert game.to_dict() == saved, f"refused play {card} {args!r} changed the game"


MALFORMED_PLAYS = [
    *(
        (card, ())
        for card in (
            "merchant",
            "resource_monopoly",
            "merchant_fleet",
            "trade_monopoly",
            "engineer",
            "inventor",
            "alchemist",
            "diplomat",
            "medicine",
            "bishop",
            "spy",
            "deserter",
        )
    ),
    ("diplomat", ("ghost",)),
    ("merchant", (5,)),
    ("resource_monopoly", ("cloth",)),
    ("spy", (3,)),
    ("alchemist", ("one", "two")),
]


@pytest.mark.parametrize(("card", "args"), MALFORMED_PLAYS, ids=repr)
def test_a_progress_card_with_arguments_not_of_its_notation_is_refused(
    card: str, args: tuple[Any, ...]
) -> None:
    """A progress card's arguments must be what its notation reads (`play merchant HEX`, ...):
    missing, extra or of the wrong kind, the play is refused as notation before the card looks
    at them, and the card stays in hand."""
    for rules in ("cities_knights", "cities_knights_seafarers:new_shores"):
        saved = positions(rules)[-1]  # the main phase with every progress card in hand
        game = Game.from_dict(saved)
        player = game.players[game.current]
        if card not in ck(game).progress[game.current]:
            continue
        with pytest.raises(IllegalAction) as caught:
            game.apply(player, PlayProgress(card, args))
        assert caught.value.code in ("bad_notation", "not_before_roll", "progress_before_roll")
        assert worded(caught.value)
        assert game.to_dict() == saved


def test_a_tied_defender_drawing_from_no_deck_is_refused() -> None:
    """A tied defender's draw names one of the three decks; any other name is refused as
    notation and the draw is still owed."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    place(g, "white", city=45, roads=["45-49"])
    knight(g, "blue", 47, 2)
    knight(g, "white", 49, 2)
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")
    assert g.phase == "defender_draw" and g.awaiting() == ["blue"]
    before = g.to_dict()
    with pytest.raises(IllegalAction) as caught:
        g.apply("blue", DrawProgress("tradexx"))
    assert caught.value.code == "bad_notation" and worded(caught.value)
    assert g.to_dict() == before


@pytest.mark.parametrize("resource", ["gold", "cloth", "", "ORE"])
def test_the_aqueduct_names_a_resource(resource: str) -> None:
    """The Aqueduct gives one resource of choice: a name that is no resource (a commodity
    among them) is refused as notation, and the choice is still owed."""
    g = playing()
    place(g, "blue", city=20, roads=["20-25"])
    levels(g, "blue", science=3)
    empty_hand(g, "blue")
    roll(g, "red", 1, 1)
    assert g.phase == "aqueduct"
    before = g.to_dict()
    with pytest.raises(IllegalAction) as caught:
        g.apply("blue", TakeAqueduct(resource))
    assert caught.value.code == "bad_notation" and worded(caught.value)
    assert g.to_dict() == before
