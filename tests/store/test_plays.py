"""A player's move stored in one statement on PostgreSQL (`plays.commit_play`),
decided from one earlier read of the table. Every part of the statement (the move, the
snapshot, the record's roll and points, the deadlines) is written only if the version check
passes and what the move was decided from still stands; else nothing is."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import replace
from functools import partial

import pytest

from bot.service import Service
from bot.service.commit import Step, plan_play
from bot.store import VersionConflict, deadlines, plays, seating, vacations
from bot.store.base import Db
from bot.store.deadlines import NewDeadline
from bot.store.plays import Play
from tests.service.conftest import Clock
from tests.service.helpers import ANN, contents, first_move, pick

CHANNEL = 42


@pytest.fixture
async def service(postgres_url: str) -> AsyncIterator[Service]:
    opened = await Service.open(postgres_url, rng=random.Random(7), clock=Clock())
    yield opened
    await opened.close()


async def _next_play(service: Service) -> Play:
    """The statement of the next move, as a move plans it from its one read; the game in
    memory is left as it was (the move is not stored)."""
    core = service.core
    table = await core.latest(CHANNEL, clocks_at=core.clock(), game=True)
    game = (await core.game(table)).copy()
    before = list(game.awaiting())
    user = before[0]
    move = game.parse(pick(game, user, random.Random(3)))
    step = Step(user, str(move), tuple(game.apply(user, move)))
    play = plan_play(core, table, game, step, before).play
    other = next(d.player for d in table.clocks.pending if d.player != user)  # type: ignore[union-attr]
    # Every part of the statement present: a roll, a turn's points, a stale deadline, a
    # relabelled one and a new one.
    return replace(
        play,
        roll=[2, 5],
        scores={ANN.id: {"public": 2, "total": 2}},
        stale=[user],
        relabel=[(other, "decision")],
        new=[NewDeadline(user, "decision", play.now + 600, play.now, play.now + 300, 0)],
    )


async def _started(service: Service) -> None:
    """A started game with one move made (a log, a snapshot and deadlines to change)."""
    table, game = await first_move(service, CHANNEL)
    # A second player with a pending deadline (as when a trade offer awaits answers).
    other = next(s.user_id for s in table.seats if s.user_id not in game.awaiting())
    now = service.core.clock()
    await _run(
        service, lambda db: deadlines.add_deadline(db, table.id, other, "trade", now + 9, now)
    )


async def _run(service: Service, work: Callable[[Db], Awaitable[object]]) -> None:
    async with service.store.transaction() as db:
        await work(db)


@pytest.mark.parametrize("gap", [1, 8])
async def test_a_play_stores_the_move_snapshot_records_and_deadlines(
    service: Service, gap: int
) -> None:
    """The statement, applied, writes each of its parts: the action and the version, the
    snapshot when one is due (`Core.snapshot_due`: every `gap` actions), the roll and the
    turn's points, and the deadlines dropped, relabelled, made."""
    service.core.snapshot_gap = gap
    await _started(service)
    play = await _next_play(service)
    assert await service.store.write_one(partial(plays.commit_play, play=play))
    after = await contents(service)
    seq = play.seen + 1
    assert next(r for r in after["game_tables"] if r[0] == play.table_id)[7] == seq
    assert any(r[1] == seq and r[3] == play.notation for r in after["actions"])
    assert any(r[1] == seq for r in after["snapshots"]) is (seq % gap == 0)
    assert (play.state is not None) is (seq % gap == 0)
    assert any(r[1] == seq and r[4] == 7 for r in after["dice_rolls"])
    assert any(r[1] == seq for r in after["turn_scores"])
    async with service.store.reading() as db:
        pending = await deadlines.pending_for_table(db, play.table_id)
    mine = [d for d in pending if d.player == play.player]
    assert [(d.kind, d.due_at) for d in mine] == [("decision", play.now + 600)]
    for player, kind in play.relabel:
        assert [d.kind for d in pending if d.player == player] == [kind]


async def test_a_play_at_a_stale_version_writes_nothing(service: Service) -> None:
    """The table moved on after the read: `VersionConflict`, and no part is written (not the
    move, not the snapshot, not the records, not the deadlines)."""
    await _started(service)
    play = await _next_play(service)
    table = await service.core.latest(CHANNEL)
    game = await service.core.game(table)
    user = game.awaiting()[0]
    await service.play.act(CHANNEL, user, pick(game, user, random.Random(1)))
    before = await contents(service)
    with pytest.raises(VersionConflict):
        await service.store.write_one(partial(plays.commit_play, play=play))
    assert await contents(service) == before


async def _unchanged_after(service: Service, play: Play) -> None:
    before = await contents(service)
    assert not await service.store.write_one(partial(plays.commit_play, play=play))
    assert await contents(service) == before


async def test_a_play_whose_deadline_a_timer_fired_since_writes_nothing(service: Service) -> None:
    """A timer marked a pending deadline fired after the read (no version moved): the
    statement writes nothing, and says so (the move is then stored by a transaction)."""
    await _started(service)
    play = await _next_play(service)
    fired = play.pending[0]
    await _run(service, lambda db: deadlines.mark_fired(db, fired))
    await _unchanged_after(service, play)


async def test_a_play_whose_player_went_away_since_writes_nothing(service: Service) -> None:
    """A seat's user started a vacation after the read (their new clock would start when
    they come back): nothing is written."""
    await _started(service)
    play = await _next_play(service)
    user = play.users[0]
    await _run(service, lambda db: vacations.add_vacation(db, user, play.now - 1, play.now + 9e4))
    await _unchanged_after(service, play)


async def test_a_play_whose_seat_changed_hands_since_writes_nothing(service: Service) -> None:
    """A seat was left open for a substitute after the read (the timer plays it now): nothing
    is written."""
    await _started(service)
    play = await _next_play(service)
    seat = play.control[0].player
    await _run(
        service, lambda db: seating.set_state(db, play.table_id, seat, seating.PLACEHOLDER, 0)
    )
    await _unchanged_after(service, play)


async def test_a_move_whose_deadline_fired_since_its_read_is_stored_by_a_transaction(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The service's move, when its statement finds a deadline fired since the read, is
    stored by a transaction that reads the deadlines again: one pending deadline for each
    awaited player."""
    await _started(service)
    original = plays.commit_play

    async def fired_first(db: Db, play: Play) -> bool:
        await _run(service, lambda tx: deadlines.mark_fired(tx, play.pending[0]))
        return await original(db, play)

    monkeypatch.setattr(plays, "commit_play", fired_first)
    table = await service.core.latest(CHANNEL)
    game = await service.core.game(table)
    user = game.awaiting()[0]
    outcome = await service.play.act(CHANNEL, user, pick(game, user, random.Random(1)))
    assert outcome.version == table.row.version + 1
    async with service.store.reading() as db:
        pending = await deadlines.pending_for_table(db, table.id)
    assert sorted(d.player for d in pending) == sorted(outcome.awaiting)
