"""Table settings of the wrong shape (not a mapping, names that are not text, numbers
that `int()` cannot read) are refused with `bad_setting`, never an `AttributeError` or
`ValueError`, and change nothing."""

from __future__ import annotations

import pytest

from bot.service import Refusal, Service
from tests.service.helpers import ANN


async def _refused(service: Service, call: object) -> str:
    changes = service.store.total_changes
    with pytest.raises(Refusal) as caught:
        await call  # type: ignore[misc]
    assert caught.value.code == "bad_setting"
    assert service.store.total_changes == changes
    return caught.value.message


@pytest.mark.parametrize(
    ("options", "kind"), [(["map", "beginner"], "list"), ("map=beginner", "str"), (7, "int")]
)
async def test_create_table_with_options_that_are_not_a_mapping(
    service: Service, options: object, kind: str
) -> None:
    """`create_table` with options that are not a mapping is a refusal."""
    message = await _refused(service, service.lobby.create_table(42, ANN, options))  # type: ignore[arg-type]
    assert message == (
        "Table settings must be given as names with values (such as turn_time: 12h), "
        f"not as {kind}."
    )
    assert await service.tables.table_info(42) is None


async def test_configure_with_changes_that_are_not_a_mapping(service: Service) -> None:
    """`configure` with changes that are not a mapping is a refusal."""
    await service.lobby.create_table(42, ANN)
    message = await _refused(service, service.lobby.configure(42, ANN, [("map", "beginner")]))  # type: ignore[arg-type]
    assert message == (
        "Table settings must be given as names with values (such as turn_time: 12h), not as list."
    )


@pytest.mark.parametrize("key", [7, None, ("map",), b"map"])
async def test_setting_names_that_are_not_text(service: Service, key: object) -> None:
    """A setting name that is not a string is a refusal, in `create_table` and in
    `configure`."""
    expected = f"A table setting's name must be text, not {key!r}."
    assert (
        await _refused(service, service.lobby.create_table(42, ANN, {key: "beginner"})) == expected
    )  # type: ignore[dict-item]
    await service.lobby.create_table(42, ANN)
    assert await _refused(service, service.lobby.configure(42, ANN, {key: "beginner"})) == expected  # type: ignore[dict-item]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"vp": "²"}, "The victory point target '²' is not a whole number."),
        ({"vp": "①"}, "The victory point target '①' is not a whole number."),
        ({"vp": "9" * 5000}, "The victory point target must be between 3 and 30."),
        ({"turn_time": "⁵"}, "Turn time '⁵' is not a duration such as 90m, 12h or 2d."),
        ({"turn_time": "9" * 5000}, "The turn time must be between 5 minutes and 14 days."),
        (
            {"turn_time": "9" * 5000 + "m"},
            f"Turn time '{'9' * 5000}m' is not a duration such as 90m, 12h or 2d.",
        ),
        ({"strikes": "③"}, "Strikes must be a whole number from 1 to 20, not '③'."),
    ],
)
async def test_digits_int_cannot_read_and_huge_numbers(
    service: Service, changes: dict[str, object], message: str
) -> None:
    """Digits that `str.isdigit()` accepts but `int()` does not, and numbers of more
    than 4,300 digits, are refused as bad settings."""
    await service.lobby.create_table(42, ANN)
    said = await _refused(service, service.lobby.configure(42, ANN, changes))
    assert said == message
