"""The hard level chosen for a table's computer seats, the thinking time a table gives its
strong and hard computers, and the end's one-line plan of each computer player."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.service import Refusal, Service
from bot.store import seating
from engine import Action, Game
from tests.service.helpers import ANN
from tests.service.test_computer_seats import (
    CHANNEL,
    computers_until_a_person,
    open_service,
    open_with_bots,
)


async def test_a_table_seats_hard_computer_players(service: Service) -> None:
    """`level: hard` seats hard computers, named by their level like the others."""
    await service.lobby.create_table(CHANNEL, ANN, {"level": "hard"}, guild=7, bots=2)
    info = await service.tables.table_info(CHANNEL)
    assert info is not None
    assert info.names["computer-1"] == "Computer 1 (hard)"
    await service.play.start(CHANNEL, ANN)
    async with service.store.reading() as db:
        control = {c.player: c for c in await seating.controls(db, info.id)}
    assert control["computer-2"].computer and control["computer-2"].level == "hard"


async def test_the_tables_thinking_time_is_the_hard_computers_budget(tmp_path: Path) -> None:
    """A table's `think` seconds are what its strong and hard computers are given per move,
    in place of the bot's own budget (recorded by a stand-in player: no time is measured)."""
    budgets: list[float] = []

    def recording(
        game: Game,
        player: str,
        level: str,
        *,
        seed: int,
        budget: float,
        offered: Sequence[Action] = (),
    ) -> Action:
        budgets.append(budget)
        action = game.default_action(player)
        assert action is not None
        return action

    service = await open_service(tmp_path / "t.db", recording, hard=2.0)
    try:
        await open_with_bots(service, level="hard", think="0.5")
        await computers_until_a_person(service)
        assert budgets and set(budgets) == {0.5}
    finally:
        await service.close()


@pytest.mark.parametrize("value", ["100", "0", "soon"])
async def test_a_thinking_time_out_of_range_is_refused(service: Service, value: str) -> None:
    """The thinking time is from a tenth of a second to ten seconds; anything else is refused
    and no table opens."""
    with pytest.raises(Refusal):
        await service.lobby.create_table(CHANNEL, ANN, {"think": value}, guild=7, bots=1)
    assert await service.tables.table_info(CHANNEL) is None


async def play_out(service: Service) -> int:
    """Ann plays the engine's default moves beside the computers to the end; the table id."""
    for _ in range(3000):
        await computers_until_a_person(service)
        table = await service.core.latest(CHANNEL)
        if table.row.status != "playing":
            return table.id
        game = await service.core.game(table)
        mine = [p for p in game.awaiting() if p == ANN.id]
        assert mine, game.awaiting()
        action = game.default_action(ANN.id)
        assert action is not None
        await service.play.act(CHANNEL, ANN, action)
    raise AssertionError("the game did not end")


async def test_the_end_explains_each_computers_plan(service: Service) -> None:
    """At the end each computer seat gets one line saying what it went for, from its points
    by source and its production (the table's `explain` setting, on by default)."""
    await open_with_bots(service, vp_to_win=5)
    table_id = await play_out(service)
    lines = await service.tables.plans(table_id)
    assert len(lines) == 2
    assert all(" went for " in line for line in lines)
    assert sorted(line.split(" went")[0] for line in lines) == [
        "Computer 1 (easy)",
        "Computer 2 (easy)",
    ]


async def test_no_plan_is_explained_when_the_table_says_so(service: Service) -> None:
    """With `explain: off` the end says nothing about the computers' plans."""
    await open_with_bots(service, vp_to_win=5, explain="off")
    table_id = await play_out(service)
    assert await service.tables.plans(table_id) == ()
