"""Bad input: each refused with a clear sentence and a reason code, and nothing written."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.service import Refusal, Service
from engine import Action, IllegalAction
from words import refusal_line

from .helpers import ANN, BO, CY, DI, EVE, play_to_end, started_table

# The refusals by the game's rules are marked `game_rules` (one store is enough, see
# tests/conftest.py); a stale version, which the store checks, is refused on both.

Call = Callable[[Service], Awaitable[object]]


async def _assert_refused_without_write(service: Service, call: Call, code: str) -> Refusal:
    before = service.store.total_changes
    with pytest.raises(Refusal) as caught:
        await call(service)
    assert caught.value.code == code, caught.value
    message = str(caught.value)
    assert message[0].isupper() and message.endswith("."), message
    assert service.store.total_changes == before
    return caught.value


async def _current(service: Service) -> tuple[str, str]:
    awaiting = (await service.tables.status(42)).awaiting
    other = next(u.id for u in (ANN, BO, CY) if u.id not in awaiting)
    return awaiting[0], other


@pytest.mark.game_rules
async def test_unknown_channel(service: Service) -> None:
    for call in (
        lambda s: s.play.act(999, ANN, "roll"),
        lambda s: s.lobby.join(999, ANN),
        lambda s: s.tables.status(999),
        lambda s: s.tables.hand(999, ANN),
        lambda s: s.tables.board(999),
        lambda s: s.play.start(999, ANN),
        lambda s: s.lobby.abandon(999, ANN),
    ):
        await _assert_refused_without_write(service, call, "unknown_channel")


@pytest.mark.game_rules
async def test_game_not_started(service: Service) -> None:
    await service.lobby.create_table(42, ANN)
    for call in (
        lambda s: s.play.act(42, ANN, "roll"),
        lambda s: s.tables.hand(42, ANN),
        lambda s: s.tables.board(42),
        lambda s: s.tables.log(42),
    ):
        await _assert_refused_without_write(service, call, "not_started")


@pytest.mark.game_rules
async def test_no_game_after_abandon(service: Service) -> None:
    await started_table(service)
    await service.lobby.abandon(42, ANN)
    await _assert_refused_without_write(service, lambda s: s.play.act(42, ANN, "roll"), "game_over")
    await _assert_refused_without_write(service, lambda s: s.lobby.join(42, DI), "no_game")


@pytest.mark.game_rules
async def test_non_seated_user(service: Service) -> None:
    await started_table(service)
    await _assert_refused_without_write(
        service, lambda s: s.play.act(42, EVE, "roll"), "not_seated"
    )
    await _assert_refused_without_write(service, lambda s: s.tables.hand(42, EVE), "not_seated")


@pytest.mark.game_rules
async def test_wrong_turn_names_who_is_awaited(service: Service) -> None:
    await started_table(service)
    current, other = await _current(service)
    refusal = await _assert_refused_without_write(
        service, lambda s: s.play.act(42, other, "build settlement 1"), "not_your_turn"
    )
    names = {ANN.id: "Ann", BO.id: "Bo", CY.id: "Cy"}
    assert names[current] in str(refusal)


async def _engine_says(service: Service, player: str, text: str) -> IllegalAction:
    table = await service.core.latest(42)
    game = (await service.core.game(table)).copy()
    with pytest.raises(IllegalAction) as caught:
        game.apply(player, Action.parse(text))
    return caught.value


@pytest.mark.game_rules
@pytest.mark.parametrize("text", ["fly to the moon", "build settlement 999", "roll", "end"])
async def test_malformed_and_illegal_actions_pass_the_engines_reason(
    service: Service, text: str
) -> None:
    await started_table(service)
    current, _ = await _current(service)
    expected = await _engine_says(service, current, text)
    refusal = await _assert_refused_without_write(
        service, lambda s: s.play.act(42, current, text), expected.code
    )
    names = (await service.core.latest(42)).names
    assert str(refusal) == refusal_line(expected, names)


async def test_stale_version_is_refused(service: Service) -> None:
    await started_table(service)
    current, _ = await _current(service)
    moves = await service.tables.legal(42, current)
    done = await service.play.act(42, current, moves[0], version=0)
    assert done.version == 1
    again, _ = await _current(service)
    later = await service.tables.legal(42, again)
    refusal = await _assert_refused_without_write(
        service, lambda s: s.play.act(42, again, later[0], version=0), "moved_on"
    )
    assert "moved on" in str(refusal)
    await service.play.act(42, again, later[0], version=1)


@pytest.mark.game_rules
async def test_finished_game(service: Service) -> None:
    import random

    await started_table(service, vp_to_win=4)
    played = await play_to_end(service, 42, random.Random(3))
    assert played[-1][2].finished
    await _assert_refused_without_write(service, lambda s: s.play.act(42, ANN, "end"), "game_over")
    await _assert_refused_without_write(service, lambda s: s.lobby.join(42, DI), "no_game")
    assert (await service.tables.board(42)).view is not None
    assert await service.tables.legal(42, ANN) == []
