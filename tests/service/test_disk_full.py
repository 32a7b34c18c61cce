"""A full disk (SQLite): every call that writes is refused with one sentence, changes nothing
and succeeds once there is room again; reads still answer; the operator's log says it once."""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.service import Outcome, Refusal, Service, User
from tests.service.helpers import (
    ANN,
    BO,
    CY,
    PLAYERS,
    contents,
    fill_the_disk,
    free_the_disk,
    started_table,
)

NOT_SAVED = (
    "That was not saved: the server's disk is full. Nothing changed; please try again later."
)

Step = Callable[[Service], Awaitable[object]]


async def _nothing(service: Service) -> None:
    del service


async def _open(service: Service, *seated: User) -> None:
    """A table in channel 42 hosted by Ann, with `seated` joined."""
    await service.lobby.create_table(42, ANN, guild=7)
    for user in seated:
        await service.lobby.join(42, user)


async def _started(service: Service) -> None:
    await started_table(service)


async def _league(service: Service) -> None:
    await service.leagues.create(7, ANN, "Autumn", admin=True)


async def _act(service: Service) -> Outcome:
    """The first legal move of the first seat awaited."""
    user = (await service.tables.status(42)).awaiting[0]
    return await service.play.act(42, user, (await service.tables.legal(42, user))[0])


@dataclass(frozen=True)
class Case:
    """A call that writes, and what must be there before it can be made."""

    name: str
    before: Step
    call: Step


CASES = [
    Case("act", _started, _act),
    Case("create_table", _nothing, lambda s: s.lobby.create_table(42, ANN, guild=7)),
    Case("join", _open, lambda s: s.lobby.join(42, BO)),
    Case("leave", lambda s: _open(s, BO), lambda s: s.lobby.leave(42, BO)),
    Case("configure", _open, lambda s: s.lobby.configure(42, ANN, {"vp_to_win": 8})),
    Case("kick", lambda s: _open(s, BO), lambda s: s.lobby.kick(42, ANN, BO)),
    Case("start", lambda s: _open(s, BO, CY), lambda s: s.play.start(42, ANN)),
    Case("abandon", _started, lambda s: s.lobby.abandon(42, ANN)),
    Case("set_preference", _nothing, lambda s: s.people.set_preference(ANN, "dm", True)),
    Case("set_language", _nothing, lambda s: s.people.set_language(ANN, "nl")),
    Case("create_league", _nothing, lambda s: s.leagues.create(7, ANN, "Autumn", admin=True)),
    Case("start_season", _league, lambda s: s.leagues.start_season(7, ANN, "Autumn", admin=True)),
]


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[Service]:
    """A service on a SQLite file of its own (the disk that fills up)."""
    opened = await Service.open(tmp_path / "full.db", rng=random.Random(3))
    yield opened
    await opened.close()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_a_full_disk_refuses_the_call_and_changes_nothing_until_there_is_room(
    service: Service, case: Case
) -> None:
    """With no room left, each call that writes is refused with `not_saved` and its one
    sentence (never an unexpected error); read back once there is room again, nothing
    changed; then the same call succeeds, with no restart."""
    await case.before(service)
    await fill_the_disk(service)
    before = await contents(service)
    with pytest.raises(Refusal) as caught:
        await case.call(service)
    assert (caught.value.code, caught.value.message) == ("not_saved", NOT_SAVED)
    await free_the_disk(service)
    assert await contents(service) == before
    await case.call(service)
    assert await contents(service) != before


async def test_a_full_disk_still_answers_status(service: Service) -> None:
    """A full disk stops writes, not reads: `status` (which writes nothing) answers as
    before, while a move is refused."""
    await started_table(service)
    answered = await service.tables.status(42)
    await fill_the_disk(service)
    assert (await service.tables.status(42)).public == answered.public
    with pytest.raises(Refusal):
        await _act(service)


async def test_a_full_disk_is_logged_once_and_its_end_once(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    """Calls refused for a full disk log one error and no traceback, however many there
    are; the first write that succeeds afterwards logs one line that it answers again."""
    await started_table(service)
    await fill_the_disk(service)
    caplog.set_level(logging.INFO, logger="hexhaven")
    for call in (
        _act,
        _act,
        lambda s: s.lobby.create_table(43, BO),
        lambda s: s.lobby.join(42, PLAYERS[0]),
    ):
        with pytest.raises(Refusal):
            await call(service)
    await free_the_disk(service)
    await _act(service)
    await _act(service)
    said = [(r.levelno, r.getMessage()) for r in caplog.records if r.name == "hexhaven.store"]
    assert [level for level, _ in said] == [logging.ERROR, logging.INFO]
    assert "the disk is full" in said[0][1] and "answers again" in said[1][1]
    assert all(r.exc_info is None for r in caplog.records)


async def test_moves_acknowledged_before_a_full_disk_survive_a_restart(tmp_path: Path) -> None:
    """A move refused for a full disk loses none of the moves acknowledged before it: once
    there is room, play goes on, and a new process finds every acknowledged move."""
    service = await Service.open(
        tmp_path / "full.db", rng=random.Random(3), snapshot_every=1, snapshot_gap=1
    )
    try:
        await started_table(service)
        await _act(service)
        await fill_the_disk(service)
        with pytest.raises(Refusal):
            await _act(service)
        table = await service.tables.table_info(42)
        assert table is not None and table.version == 1
        await free_the_disk(service)
        assert (await _act(service)).version == 2
    finally:
        await service.close()
    reopened = await Service.open(tmp_path / "full.db")
    try:
        info = await reopened.tables.table_info(42)
        assert info is not None and info.version == 2
    finally:
        await reopened.close()
