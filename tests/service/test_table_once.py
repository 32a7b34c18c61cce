"""`act` reads the channel's table once, under the lock of the table it expects
there; when another table has opened in the channel since (here, through a second service on
the same database), it reads again under the new table's lock and acts on that table."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service import Refusal, Service
from tests.service.helpers import ANN, started_table


async def _first_placement(service: Service, channel: int) -> tuple[str, str]:
    status = await service.tables.status(channel)
    user = status.awaiting[0]
    return user, (await service.tables.legal(channel, user))[0]


async def test_a_move_acts_on_the_table_that_opened_since(tmp_path: Path) -> None:
    """The remembered table of a channel is only a guess for its lock."""
    here = await Service.open(tmp_path / "t.db")
    there = await Service.open(tmp_path / "t.db")
    try:
        first = await started_table(here, 42)
        user, move = await _first_placement(here, 42)
        await here.play.act(42, user, move)
        await there.lobby.abandon(42, ANN)
        second = await started_table(there, 42)
        assert second.table != first.table
        user, move = await _first_placement(there, 42)
        outcome = await here.play.act(42, user, move)
        assert (outcome.table, outcome.version, outcome.status) == (second.table, 1, "playing")
    finally:
        await here.close()
        await there.close()


async def test_a_button_of_the_earlier_table_is_refused(tmp_path: Path) -> None:
    """`act(table=…)` refuses a move meant for a table no longer the channel's."""
    service = await Service.open(tmp_path / "t.db")
    try:
        first = await started_table(service, 42)
        await service.lobby.abandon(42, ANN)
        await started_table(service, 42)
        user, move = await _first_placement(service, 42)
        with pytest.raises(Refusal) as refused:
            await service.play.act(42, user, move, table=first.table)
        assert refused.value.code == "other_game"
    finally:
        await service.close()
