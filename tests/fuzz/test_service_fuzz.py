"""The service under arbitrary input: every public call with arbitrary text,
numbers, unicode and values of the wrong type returns or refuses, and a refusal writes nothing.
Sized to run in seconds; `python -m tests.fuzz --minutes N` runs it for longer."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from tests.fuzz.service_props import Call, calls, only_refusals


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
@given(calls)
def test_service_calls_only_refuse_and_a_refusal_writes_nothing(sequence: list[Call]) -> None:
    """Only `Refusal`, never another exception, and the database unchanged by it."""
    only_refusals(sequence)
