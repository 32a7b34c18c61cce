"""The service calls the fuzzer found raising something other than a refusal, each
with its exact refusal and nothing written."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.service import Refusal, Service
from tests.service.helpers import ANN, started_table

Call = Callable[[Service], Awaitable[object]]


async def _refused(service: Service, call: Call) -> tuple[str, str]:
    changes = service.store.total_changes
    with pytest.raises(Refusal) as caught:
        await call(service)
    assert service.store.total_changes == changes
    return caught.value.code, caught.value.message


@pytest.mark.parametrize(
    ("call", "code", "message"),
    [
        (
            lambda s: s.tables.record((1, 2)),
            "unknown_table",
            "(1, 2) is not a table number.",
        ),
        (
            lambda s: s.tables.record(2**70),
            "unknown_table",
            f"{2**70} is not a table number.",
        ),
        (
            lambda s: s.tables.log(42, b"\x1f"),
            "bad_count",
            "b'\\x1f' is not a number of moves to show.",
        ),
        (
            lambda s: s.people.start_vacation(ANN, []),
            "bad_time",
            "[] is not a time.",
        ),
        (
            lambda s: s.people.start_vacation(ANN, float("nan")),
            "bad_time",
            "nan is not a time.",
        ),
        (
            lambda s: s.people.set_preference(ANN, 7, True),
            "bad_setting",
            "A setting's name must be text, not 7.",
        ),
        (
            lambda s: s.people.set_preference(ANN, "dm_reminders", b"yes"),
            "bad_setting",
            "The value of 'dm_reminders' must be text, a number, true or false, or a list of them.",
        ),
        (
            lambda s: s.people.set_server_setting(7, None, 3),
            "bad_setting",
            "A setting's name must be text, not None.",
        ),
        (
            lambda s: s.people.set_server_setting(7, "vacation_days", {14}),
            "bad_setting",
            "The value of 'vacation_days' must be text, a number, true or false, or a list of "
            "them.",
        ),
    ],
)
async def test_arguments_of_the_wrong_type_are_refused(
    service: Service, call: Call, code: str, message: str
) -> None:
    """Table numbers, counts, times and preference names and values of the wrong
    type or out of range are refused (they raised `TypeError`, `OverflowError`,
    `ProgrammingError` or `IntegrityError`)."""
    await started_table(service)
    assert await _refused(service, call) == (code, message)
