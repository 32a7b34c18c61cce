"""The engine's written-out fast paths give what their general forms give (a faster
engine with identical results; the golden games and the property suite check whole games, these
check each shortcut on its own, including the inputs it must hand back to the full checks)."""

from __future__ import annotations

import copy
import inspect
import itertools
import pickle
from dataclasses import (
    MISSING,
    FrozenInstanceError,
    dataclass,
    field,
    fields,
    is_dataclass,
    replace,
)
from typing import Any

import pytest

from engine import EVENT_TYPES, ConfigError, GameConfig, MaritimeTrade
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
    """The written-out roll draws exactly what two calls of `below(6)` would, so the
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
    """B-SEVEN-2: the discard menu built without recursion lists every way to give
    `owed` cards, in the order a depth-first search gives (most of the first resource first)."""
    every = [
        list(p) for p in itertools.product(*(range(c, -1, -1) for c in cards)) if sum(p) == owed
    ]
    assert list(discard_choices(list(cards), owed)) == every


def test_boards_of_different_maps_share_their_layout_and_premade_actions() -> None:
    """Two random maps on the same positions share the geometry and the pre-made
    actions (built once), while each keeps its own terrain and numbers."""
    a = board_for(variable_map(Randomness(seed_state(1)), "spiral", "ccw"))
    b = board_for(variable_map(Randomness(seed_state(2)), "spiral", "ccw"))
    assert a is not b and a.hex_terrain != b.hex_terrain
    assert a.layout is b.layout and a.edge_nodes is b.edge_nodes
    assert board_actions(a) is board_actions(b)


def test_one_for_one_bank_trade_matches_the_full_checks() -> None:
    """B-TRADE-7: the shortcut for a menu's trade (4 lumber for 1 brick) moves the
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
    """A trade the shortcut does not recognise is refused by the handler's
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
    """An event class's quicker `__init__` takes the same arguments (positional or
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
    """B-DEV-12: the Year of Plenty plays offered for a bank, made once per stock
    counted up to 2, are the choices that bank allows."""
    for stock in itertools.product(range(4), repeat=len(RESOURCES)):
        capped = tuple(c if c < 2 else 2 for c in stock)
        plays = [p.resources for p in _year_of_plenty(capped)]
        assert plays == year_of_plenty_choices(list(stock))


def test_an_equal_looking_malformed_action_is_refused_after_a_well_formed_one() -> None:
    """The shape checks remembered for action objects that passed are kept
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
    """`Game.apply` looks the action's class up before reading text (an
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


def _records() -> list[type]:
    import engine.actions
    import engine.board
    import engine.rules.ruleset
    import engine.rules.two_player.actions
    import engine.rules.two_player.events
    import engine.state

    modules = (
        engine.actions,
        engine.board,
        engine.rules.ruleset,
        engine.state,
        engine.rules.two_player.actions,
        engine.rules.two_player.events,
    )
    found: list[type] = [c for c in EVENT_TYPES.values() if c.__module__ == "engine.events"]
    for module in modules:
        found += [
            cls
            for cls in vars(module).values()
            if isinstance(cls, type) and cls.__module__ == module.__name__ and is_dataclass(cls)
        ]
    return found


def _twin(cls: Any, **methods: Any) -> Any:
    """What `@dataclass(frozen=True, slots=True)` makes of `cls`'s declaration (its fields, with
    their defaults and default factories, and the given methods)."""
    namespace: dict[str, Any] = {
        "__annotations__": {f.name: f.type for f in fields(cls)},
        "__qualname__": cls.__qualname__,
        **methods,
    }
    for f in fields(cls):
        if f.default_factory is not MISSING:
            namespace[f.name] = field(default_factory=f.default_factory)
        elif f.default is not MISSING:
            namespace[f.name] = f.default
    return dataclass(frozen=True, slots=True)(type(cls.__name__, (), namespace))


@pytest.mark.parametrize("cls", _records(), ids=lambda cls: cls.__name__)
def test_records_behave_as_the_standard_frozen_slotted_dataclass(cls: Any) -> None:
    """An event, action, map or rule-set class made by `record` (its methods copied
    from templates for start-up) has the same fields, signature, repr, equality, hash,
    frozenness, slots and copies as `@dataclass(frozen=True, slots=True)` makes of the same
    declaration."""
    own = fields(cls)
    twin = _twin(cls)
    values = [f"v{i}" if i % 2 else (i, "x") for i in range(len(own))]
    ours, theirs = cls(*values), twin(*values)
    assert [(f.name, f.type, f.default) for f in own] == [
        (f.name, f.type, f.default) for f in fields(twin)
    ]
    assert str(inspect.signature(cls)) == str(inspect.signature(twin))
    assert repr(ours) == repr(theirs)
    assert hash(ours) == hash(theirs)
    assert ours == cls(*values)
    assert ours != theirs
    assert cls.__match_args__ == twin.__match_args__
    assert cls.__slots__ == twin.__slots__ and not hasattr(ours, "__dict__")
    assert cls.__dataclass_params__.frozen
    assert pickle.loads(pickle.dumps(ours)) == ours
    assert copy.copy(ours) == ours == copy.deepcopy(ours)
    assert replace(ours) == ours
    for f in own:
        with pytest.raises(FrozenInstanceError):
            setattr(ours, f.name, "changed")
        with pytest.raises(FrozenInstanceError):
            delattr(ours, f.name)


def test_game_config_behaves_as_the_standard_frozen_slotted_dataclass() -> None:
    """`GameConfig`, made by `record` (a default factory and a `__post_init__`), is
    made, compared, shown, copied and refused as `@dataclass(frozen=True, slots=True)` makes it:
    a fresh options dict per config, the players normalised and checked last."""
    twin = _twin(GameConfig, __post_init__=GameConfig.__post_init__, switches=GameConfig.switches)
    ours, theirs = GameConfig(["a", "b", "c"], seed=3), twin(["a", "b", "c"], seed=3)
    assert str(inspect.signature(GameConfig)) == str(inspect.signature(twin))
    assert repr(ours) == repr(theirs)
    assert ours.players == theirs.players == ("a", "b", "c")
    assert ours.options == {} and ours.options is not GameConfig(("a", "b", "c")).options
    assert ours == GameConfig(("a", "b", "c"), 3) != GameConfig(("a", "b", "c"), 4)
    with pytest.raises(TypeError):
        hash(ours)  # an options dict, as the standard one
    with pytest.raises(TypeError):
        hash(theirs)
    assert replace(ours, seed=4) == GameConfig(("a", "b", "c"), 4)
    assert pickle.loads(pickle.dumps(ours)) == ours == copy.deepcopy(ours)
    with pytest.raises(ConfigError):
        GameConfig(("a", "a", "b"))
    with pytest.raises(ConfigError):
        twin(("a", "a", "b"))
    with pytest.raises(FrozenInstanceError):
        ours.seed = 5  # type: ignore[misc]


def test_record_refuses_what_the_standard_decorator_refuses() -> None:
    """`record` raises where `@dataclass` raises (a required field after a defaulted
    one, a mutable default) and where it does not copy the standard decorator (a dataclass
    base, the standard `field()`)."""
    from engine.records import record

    with pytest.raises(TypeError):
        record(type("Late", (), {"__annotations__": {"a": "int", "b": "int"}, "a": 1}))
    with pytest.raises(ValueError, match="mutable default"):
        record(type("Shared", (), {"__annotations__": {"a": "list[int]"}, "a": []}))
    with pytest.raises(TypeError):
        record(type("Child", (GameConfig,), {"__annotations__": {"b": "int"}}))
    with pytest.raises(TypeError):
        record(type("Standard", (), {"__annotations__": {"a": "int"}, "a": field(default=1)}))


@pytest.mark.parametrize(
    "player",
    [
        *("a", "", "a\n", "\n", "a" * 64, "a" * 65, "a" * 64 + "\n", "a b", "é", "x-y.z_1"),
        *("a\n\n", "A9", "a\r", "a/b", "\na", 5, None, ("a",)),
    ],
)
def test_player_ids_are_checked_as_the_pattern_did(player: object) -> None:
    """The player-id check written out (no `re` at start-up) accepts exactly what the
    pattern `^[A-Za-z0-9_.\\-]{1,64}$` matched (a final newline included, as `$` allows)."""
    import re

    from engine.config import is_player_id

    pattern = re.compile(r"^[A-Za-z0-9_.\-]{1,64}$")
    assert is_player_id(player) == (isinstance(player, str) and bool(pattern.match(player)))


@pytest.mark.parametrize("rules", rule_names())
def test_shape_checks_read_the_annotations_typing_reads(rules: str) -> None:
    """The shape checks read each action field's annotation without compiling it
    (engine/shapes.py's reader, for start-up), to the value `typing.get_type_hints` gives."""
    import typing

    from engine.shapes import _hints

    for cls in rule_set(rules).actions:
        names = cls.__match_args__
        hints = typing.get_type_hints(cls)
        assert _hints(cls, names) == [hints[name] for name in names], cls.__name__


def test_the_record_templates_module_is_what_records_writes() -> None:
    """Engine/record_templates.py (the records' method templates, a module so that
    their bytecode is cached) is exactly what engine/records.py generates; after a change there,
    `python -c "from engine.records import write_templates; write_templates()"` rewrites it."""
    from pathlib import Path

    from engine import records

    written = Path(records.__file__).with_name("record_templates.py").read_text()
    assert written == records.templates_module()


def test_a_record_with_more_fields_than_the_templates_hold_is_made_too() -> None:
    """A record with more fields than engine/record_templates.py has templates for
    gets its methods from a template compiled on the spot, and behaves as the standard one."""
    from engine.records import TEMPLATE_FIELDS, record

    names = [f"x{i}" for i in range(TEMPLATE_FIELDS + 2)]
    wide: Any = record(type("Wide", (), {"__annotations__": dict.fromkeys(names, "int")}))
    twin = _twin(wide)
    values = list(range(len(names)))
    assert str(inspect.signature(wide)) == str(inspect.signature(twin))
    assert repr(wide(*values)) == repr(twin(*values))
    assert hash(wide(*values)) == hash(twin(*values))
    assert wide(*values) == wide(*values) != wide(*values[:-1], -1)
