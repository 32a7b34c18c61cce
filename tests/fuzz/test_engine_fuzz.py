"""Issue 11, the engine under arbitrary input: the notation and `Game.apply` only refuse.

Skipped until the engine's fixes land: today `Action.parse` raises `ValueError` for digits that
`str.isdigit()` accepts but `int()` does not (`build settlement ²`, `discard ① ore`) and for
numbers of more than 4,300 digits, and `Game.apply` raises `IndexError`, `TypeError` or
`AttributeError` for actions built with fields of the wrong shape (`BuildRoad((1,))`,
`BuildRoad(None)`, `MoveRobber(None, None)`). `python -m tests.fuzz --engine` shows them.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Action
from tests.fuzz.engine_props import AWAITED, PLAYERS, apply_only_refuses, parse_only_refuses
from tests.fuzz.strategies import malformed_action, notation

PENDING = pytest.mark.skip(
    reason="engine crashes listed in issue 11 (unicode digits, huge numbers, malformed "
    "actions): to be fixed in the engine after the rule-set and refusal-code work lands"
)
QUICK = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PENDING
@QUICK
@given(notation)
def test_the_notation_only_refuses(text: str) -> None:
    """Issue 11: `Action.parse` of any text returns an action or raises `IllegalAction`."""
    parse_only_refuses(text)


@PENDING
@QUICK
@given(
    st.integers(0, 9),
    st.sampled_from((AWAITED, *PLAYERS)),
    st.one_of(malformed_action, notation),
)
def test_apply_only_refuses_and_changes_nothing(
    position: int, player: str, action: Action | str
) -> None:
    """Issue 11: `Game.apply` with an action of any shape returns events or raises
    `IllegalAction` with the game unchanged."""
    apply_only_refuses(position, player, action)
