"""The engine's written-out fast paths give what their general forms give (issue 10: a faster
engine with identical results; the golden games and the property suite check whole games, these
check each shortcut on its own, including the inputs it must hand back to the full checks)."""

from __future__ import annotations

import itertools
from dataclasses import (
    MISSING,
    FrozenInstanceError,
    fields,
)

import pytest

from engine import EVENT_TYPES, MaritimeTrade
from engine.board import board_for
from engine.development import year_of_plenty_choices
from engine.errors import IllegalAction
from engine.legal import ROLL, _year_of_plenty, board_actions
from engine.maps import variable_map
from engine.randomness import Randomness, seed_state
from engine.resources import RESOURCES
from engine.robber import discard_choices
from engine.rules import rule_names, rule_set

from .vocab import FOUR, give, hand, new_game, roll, skip_setup


@pytest.mark.parametrize("seed", range(50))
def test_dice_are_two_draws_of_a_die(seed: int) -> None:
    """Issue 10: the written-out roll draws exactly what two calls of `below(6)` would, so the
    same seed still plays the same game."""
    fast, slow = Randomness(seed_state(seed)), Randomness(seed_state(seed))
    for _ in range(200):
        assert fast.dice() == (slow.below(6) + 1, slow.below(6) + 1)
        assert fast.state == slow.state


@pytest.mark.parametrize(
    ("cards", "owed"),
    [((4, 0, 3, 1, 2), 5), ((0, 0, 0, 0, 8), 4), ((2, 2, 2, 2, 2), 5), ((1, 1), 3), ((3, 5), 0)],
)
def test_discard_choices_are_every_pick_most_of_the_first_resource_first(
    cards: tuple[int, ...], owed: int
) -> None:
    """Issue 10, B-SEVEN-2: the discard menu built without recursion lists every way to give
    `owed` cards, in the order a depth-first search gives (most of the first resource first)."""
    every = [
        list(p) for p in itertools.product(*(range(c, -1, -1) for c in cards)) if sum(p) == owed
    ]
    assert list(discard_choices(list(cards), owed)) == every


def test_boards_of_different_maps_share_their_layout_and_premade_actions() -> None:
    """Issue 10: two random maps on the same positions share the geometry and the pre-made
    actions (built once), while each keeps its own terrain and numbers."""
    a = board_for(variable_map(Randomness(seed_state(1)), "spiral", "ccw"))
    b = board_for(variable_map(Randomness(seed_state(2)), "spiral", "ccw"))
    assert a is not b and a.hex_terrain != b.hex_terrain
    assert a.layout is b.layout and a.edge_nodes is b.edge_nodes
    assert board_actions(a) is board_actions(b)


def test_one_for_one_bank_trade_matches_the_full_checks() -> None:
    """Issue 10, B-TRADE-7: the shortcut for a menu's trade (4 lumber for 1 brick) moves the
    same cards as the full checks would."""
    game = skip_setup(new_game(FOUR), "red")
    roll(game, "red", 1, 1)
    give(game, "red", lumber=5)
    before = hand(game, "red")
    game.apply("red", MaritimeTrade((("lumber", 4),), (("brick", 1),)))
    after = hand(game, "red")
    assert after["lumber"] == before["lumber"] - 4 and after["brick"] == before["brick"] + 1


@pytest.mark.parametrize(
    ("give_cards", "get_cards", "code"),
    [
        ((("lumber", 4),), (("brick", True),), "bad_cards"),
        ((("lumber", 3),), (("brick", 1),), "wrong_rate"),
        ((("lumber", 4),), (("lumber", 1),), "same_resource"),
        ((("lumber", 8),), (("brick", 1),), "wrong_rate"),
        ((("wood", 4),), (("brick", 1),), "bad_cards"),
        ((("lumber",),), (("brick", 1),), "bad_cards"),
    ],
)
def test_one_for_one_bank_trade_leaves_odd_trades_to_the_full_checks(
    give_cards: object, get_cards: object, code: str
) -> None:
    """Issue 10, issue 11: a trade the shortcut does not recognise is refused by the handler's
    full checks exactly as before (here called directly, past the shape checks of `apply`)."""
    from engine.trade import maritime

    game = skip_setup(new_game(FOUR), "red")
    roll(game, "red", 1, 1)
    give(game, "red", lumber=9)
    before = hand(game, "red")
    action = MaritimeTrade(give_cards, get_cards)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as caught:
        maritime(game, game.seats["red"], action, [])
    assert caught.value.code == code
    assert hand(game, "red") == before


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_events_are_made_as_their_dataclass_declares(kind: str) -> None:
    """Issue 10: an event class's quicker `__init__` takes the same arguments (positional or
    by name, the same defaults) and makes the same frozen value."""
    cls = EVENT_TYPES[kind]
    own = fields(cls)
    values = [f"v{i}" for i in range(len(own))]
    by_position = cls(*values)
    by_name = cls(**{f.name: v for f, v in zip(own, values, strict=True)})
    assert by_position == by_name
    assert [getattr(by_position, f.name) for f in own] == values
    required = [f for f in own if f.default is MISSING]
    bare = cls(*values[: len(required)])
    for f in own[len(required) :]:
        assert getattr(bare, f.name) == f.default
    if required:
        with pytest.raises(TypeError):
            cls(*values[: len(required) - 1])
    with pytest.raises(FrozenInstanceError):
        setattr(by_position, own[0].name, "changed")


def test_year_of_plenty_plays_are_made_once_per_stock_counted_up_to_two() -> None:
    """Issue 10, B-DEV-12: the Year of Plenty plays offered for a bank, made once per stock
    counted up to 2, are the choices that bank allows."""
    for stock in itertools.product(range(4), repeat=len(RESOURCES)):
        capped = tuple(c if c < 2 else 2 for c in stock)
        plays = [p.resources for p in _year_of_plenty(capped)]
        assert plays == year_of_plenty_choices(list(stock))


def test_an_equal_looking_malformed_action_is_refused_after_a_well_formed_one() -> None:
    """Issue 10, issue 11: the shape checks remembered for action objects that passed are kept
    per object, not per value: `("brick", True)` equals `("brick", 1)` but is still refused."""
    game = skip_setup(new_game(FOUR), "red")
    roll(game, "red", 1, 1)
    give(game, "red", lumber=8)
    well = MaritimeTrade((("lumber", 4),), (("brick", 1),))
    game.apply("red", well)
    odd = MaritimeTrade((("lumber", 4),), (("brick", True),))
    assert odd == well
    with pytest.raises(IllegalAction) as caught:
        game.apply("red", odd)
    assert caught.value.code == "bad_notation" and caught.value.params["hint"] == "malformed"
    game.apply("red", well)  # the same object again: still a legal trade
    assert hand(game, "red")["lumber"] == 0


def test_apply_refuses_in_the_order_text_player_game_over_then_action() -> None:
    """Issue 10, issue 11: `Game.apply` looks the action's class up before reading text (an
    action object is never text), yet refuses in the order it did: unreadable text first, then
    a stranger, then a game over, then an object that is no action of the rule set."""
    game = skip_setup(new_game(FOUR), "red")
    for player, action, code in [
        ("carol", "build settlement ²", "bad_notation"),
        ("carol", "roll", "not_a_player"),
        ("carol", ROLL, "not_a_player"),
        ("carol", object(), "not_a_player"),
        ("red", object(), "bad_notation"),
    ]:
        with pytest.raises(IllegalAction) as caught:
            game.apply(player, action)  # type: ignore[arg-type]
        assert caught.value.code == code
    assert game.apply("red", "roll") and game.has_rolled  # text read as its action
    game.phase = "ended"
    for player, action, code in [
        ("red", "build settlement ²", "bad_notation"),
        ("red", "end", "game_over"),
        ("red", object(), "game_over"),
    ]:
        with pytest.raises(IllegalAction) as caught:
            game.apply(player, action)  # type: ignore[arg-type]
        assert caught.value.code == code


@pytest.mark.parametrize(
    "player",
    [
        *("a", "", "a\n", "\n", "a" * 64, "a" * 65, "a" * 64 + "\n", "a b", "é", "x-y.z_1"),
        *("a\n\n", "A9", "a\r", "a/b", "\na", 5, None, ("a",)),
    ],
)
def test_player_ids_are_checked_as_the_pattern_did(player: object) -> None:
    """Issue 10: the player-id check written out (no `re` at start-up) accepts exactly what the
    pattern `^[A-Za-z0-9_.\\-]{1,64}$` matched (a final newline included, as `$` allows)."""
    import re

    from engine.config import is_player_id

    pattern = re.compile(r"^[A-Za-z0-9_.\-]{1,64}$")
    assert is_player_id(player) == (isinstance(player, str) and bool(pattern.match(player)))


@pytest.mark.parametrize("rules", rule_names())
def test_shape_checks_read_the_annotations_typing_reads(rules: str) -> None:
    """Issue 10: the shape checks read each action field's annotation without compiling it
    (engine/shapes.py's reader, for start-up), to the value `typing.get_type_hints` gives."""
    import typing

    from engine.shapes import _hints

    for cls in rule_set(rules).actions:
        names = cls.__match_args__
        hints = typing.get_type_hints(cls)
        assert _hints(cls, names) == [hints[name] for name in names], cls.__name__
