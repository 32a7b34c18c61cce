"""GameConfig with a field of the wrong type: refused with ConfigError('wrong_type') naming the
field, before any rule reads it (a wrongly typed seed once started a game and a wrongly typed
options field raised TypeError); a well-typed config still starts a game."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import ConfigError, Game, GameConfig
from words import refusal_line

PLAYERS = ("ann", "bo", "cy")

WRONG: list[tuple[str, Any]] = [
    ("players", None),
    ("players", "ann"),
    ("players", 3),
    ("seed", None),
    ("seed", 2.5),
    ("seed", "3"),
    ("seed", True),
    ("rules", None),
    ("rules", ["base"]),
    ("preset", None),
    ("preset", ["official"]),
    ("map", None),
    ("map", 3),
    ("map", ["variable"]),
    ("vp_to_win", "10"),
    ("vp_to_win", 10.0),
    ("vp_to_win", True),
    ("options", None),
    ("options", "vp=3"),
    ("options", ["vp=3"]),
    ("options", 3),
    ("options", {3: "x"}),
]


@pytest.mark.parametrize(("name", "value"), WRONG, ids=repr)
def test_a_field_of_the_wrong_type_is_refused_as_configuration(name: str, value: Any) -> None:
    """Each field has a type (players a list or tuple, seed and vp_to_win whole numbers, rules
    and preset text, map text or a mapping, options a mapping of names): any other value is a
    ConfigError naming the field, and a bool is no number (`seed=True` is refused)."""
    fields: dict[str, Any] = {"players": PLAYERS, name: value}
    with pytest.raises(ConfigError) as caught:
        GameConfig(**fields)
    assert caught.value.code == "wrong_type"
    assert caught.value.params == {"setting": name}


def test_a_wrongly_typed_field_is_worded() -> None:
    """The refusal has a sentence naming the setting."""
    with pytest.raises(ConfigError) as caught:
        GameConfig(players=PLAYERS, seed="3")  # type: ignore[arg-type]
    assert "seed" in refusal_line(caught.value, {})


ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(("base", "seafarers", "official", "variable", "beginner", "3")),
    st.lists(st.text(max_size=4), max_size=4),
    st.tuples(st.sampled_from(PLAYERS), st.sampled_from(PLAYERS), st.sampled_from(PLAYERS)),
    st.dictionaries(st.one_of(st.text(max_size=8), st.integers()), st.integers(), max_size=3),
    st.dictionaries(
        st.sampled_from(("vp", "robber_rule", "hexes", "victory_points")),
        st.one_of(st.none(), st.integers(), st.text(max_size=4), st.lists(st.integers())),
        max_size=2,
    ),
)
FIELDS = ("players", "seed", "rules", "preset", "map", "vp_to_win", "options")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIELDS), ANYTHING)
def test_any_value_of_a_field_gives_a_configuration_error_or_a_game(name: str, value: Any) -> None:
    """Whatever one field holds, GameConfig and Game.new either start a game or raise
    ConfigError: never another exception."""
    fields: dict[str, Any] = {"players": PLAYERS, name: value}
    try:
        game = Game.new(GameConfig(**fields))
    except ConfigError as refused:
        assert refused.code
        return
    assert game.awaiting()
