"""The engine under arbitrary input: the notation and `Game.apply` only refuse.

The cases the fuzzer first found have tests of their own in tests/engine/test_malformed.py;
`python -m tests.fuzz --minutes N --engine` is the longer run by hand.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Action
from tests.fuzz.engine_props import AWAITED, PLAYERS, apply_only_refuses, parse_only_refuses
from tests.fuzz.strategies import malformed_action, notation

QUICK = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@QUICK
@given(notation)
def test_the_notation_only_refuses(text: str) -> None:
    """`Action.parse` of any text returns an action or raises `IllegalAction`."""
    parse_only_refuses(text)


@QUICK
@given(
    st.integers(0, 9),
    st.sampled_from((AWAITED, *PLAYERS)),
    st.one_of(malformed_action, notation),
)
def test_apply_only_refuses_and_changes_nothing(
    position: int, player: str, action: Action | str
) -> None:
    """`Game.apply` with an action of any shape returns events or raises
    `IllegalAction` with the game unchanged."""
    apply_only_refuses(position, player, action)
