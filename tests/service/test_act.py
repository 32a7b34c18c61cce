"""Applying actions: the log, the version, snapshots, deadlines, pings, board posts, records."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.service import Service
from bot.service.loading import load_game
from bot.service.messages import logged_lines
from bot.store import actions, deadlines, tables
from engine import Action

from .conftest import Clock
from .helpers import ANN, BY_ID, PLAYERS, play_one, play_to_end, started_table


async def test_an_action_is_logged_with_its_events(service: Service, clock: Clock) -> None:
    started = await started_table(service, turn_time="2h")
    user = started.awaiting[0]
    move = (await service.tables.legal(42, user))[0]
    clock.now += 10
    done = await service.play.act(42, BY_ID[user], move)
    assert done.version == 1 and done.public and not done.private
    assert BY_ID[user].name in done.public[0] and user not in done.public[0]
    assert started.table is not None
    async with service.store.reading() as db:
        row = await tables.table_by_id(db, started.table)
        log = await actions.actions_after(db, started.table, 0)
        pending = await deadlines.pending_for_table(db, started.table)
    assert row is not None and row.version == 1
    assert [(a.seq, a.player, a.notation) for a in log] == [(1, user, move)]
    # The log keeps the events' data, no English; the lines are worded from it.
    assert log[0].events[0]["type"] == "Built" and "line" not in log[0].events[0]
    assert logged_lines(log[0].events, {u.id: u.name for u in PLAYERS}) == list(done.public)
    assert {d.player for d in pending} == set(done.awaiting)


async def test_actions_may_be_given_as_engine_actions(service: Service) -> None:
    started = await started_table(service)
    user = started.awaiting[0]
    move = Action.parse((await service.tables.legal(42, user))[0])
    assert (await service.play.act(42, user, move)).version == 1


async def test_deadlines_follow_the_awaited_players(service: Service, clock: Clock) -> None:
    started = await started_table(service, turn_time="2h")
    assert [(d.user, d.kind, d.due) for d in started.deadlines] == [
        (started.awaiting[0], "setup", clock.now + 7200)
    ]
    rng = random.Random(5)
    for _ in range(60):
        clock.now += 60
        step = await play_one(service, 42, rng)
        assert step is not None
        outcome = step[2]
        if not outcome.awaiting:
            continue
        assert set(outcome.ping) <= set(outcome.awaiting)
        assert {d.user for d in outcome.deadlines} == set(outcome.ping)
        assert all(d.due == clock.now + 7200 for d in outcome.deadlines)
        assert started.table is not None
        async with service.store.reading() as db:
            pending = await deadlines.pending_for_table(db, started.table)
        assert sorted(d.player for d in pending) == sorted(outcome.awaiting)


async def test_turn_ends_post_the_board(service: Service) -> None:
    await started_table(service)
    rng = random.Random(11)
    posts = 0
    for _ in range(80):
        step = await play_one(service, 42, rng)
        assert step is not None
        outcome = step[2]
        if any("ended their turn" in line for line in outcome.public):
            assert outcome.post_board and outcome.view is not None
            posts += 1
        if outcome.post_board:
            assert (outcome.view is not None and "you" not in outcome.view) or (
                outcome.view is not None and outcome.view.get("you") is None
            )
    assert posts > 0


def kept_snapshots(version: int, gap: int = 8, every: int = 20, end: bool = False) -> list[int]:
    """The snapshots a table of one-move commits holds at `version` (ended there if `end`):
    one stored every `gap` actions (and at the end), each replacing the latest before it
    unless that one is the first at or after a multiple of `every` (or the one at 0)."""
    held = [0]
    for new in range(1, version + 1):
        if new % gap == 0 or (end and new == version):
            passing = held[-1]
            before = held[-2] if len(held) > 1 else -1
            if passing // every == before // every:
                held.pop()
            held.append(new)
    return held


@pytest.mark.parametrize(
    ("seen", "new", "finished", "due"),
    [
        (0, 1, False, False),
        (6, 7, False, False),
        (7, 8, False, True),
        (8, 9, False, False),
        (6, 9, False, True),  # a commit of several moves passing a multiple
        (9, 10, True, True),  # the game's end
    ],
)
def test_a_snapshot_is_due_every_eighth_action_and_at_the_end(
    service: Service, seen: int, new: int, finished: bool, due: bool
) -> None:
    """A commit stores the game's state when it reaches or passes a multiple of
    `snapshot_gap` (8) actions, or ends the game."""
    assert service.core.snapshot_due(seen, new, finished) is due


async def test_a_game_in_play_has_a_snapshot_within_a_few_moves_of_its_version(
    service: Service,
) -> None:
    """And 19: a game not in the cache is loaded from its latest snapshot, taken at
    most `snapshot_gap - 1` moves before its version, and those moves replayed; the snapshot
    a new one replaces goes, the first at or after each multiple of twenty actions stays."""
    started = await started_table(service)
    rng = random.Random(4)
    for _ in range(45):
        await play_one(service, 42, rng)
    assert started.table is not None
    table = await service.core.latest(42)
    version = table.row.version
    async with service.store.reading() as db:
        seqs = [s.seq for s in await actions.snapshots(db, started.table)]
        latest = await actions.latest_snapshot(db, started.table, upto=version)
    assert seqs == kept_snapshots(version)
    assert latest is not None and 0 <= version - latest.seq < service.core.snapshot_gap
    game = await service.core.game(table)
    cold = await load_game(service.store, table.id, version)
    assert cold.to_dict() == game.to_dict()


async def test_snapshots_every_twenty_actions_and_at_the_end(service: Service) -> None:
    """And 19: a finished game's final state is stored (its record and board are read
    without a replay), beside those kept every twenty actions."""
    started = await started_table(service, vp_to_win=5)
    played = await play_to_end(service, 42, random.Random(2))
    final = played[-1][2]
    assert final.finished and final.winner is not None and final.version is not None
    assert started.table is not None
    async with service.store.reading() as db:
        seqs = [s.seq for s in await actions.snapshots(db, started.table)]
        row = await tables.table_by_id(db, started.table)
        pending = await deadlines.pending_for_table(db, started.table)
    assert seqs == kept_snapshots(final.version, end=True)
    assert row is not None and row.status == "finished" and row.winner == final.winner
    assert pending == []


async def test_the_record_of_a_finished_game(service: Service) -> None:
    started = await started_table(service, vp_to_win=5)
    played = await play_to_end(service, 42, random.Random(4))
    assert started.table is not None
    record = await service.tables.record(started.table)
    assert record is not None and record.outcome == "won"
    table = await service.core.latest(42)
    game = await service.core.game(table)
    assert record.final_scores == game.scores()
    assert record.winner == game.winner == played[-1][2].winner
    assert [r.won for r in record.results].count(True) == 1
    turn_ends = sum(1 for *_, o in played for line in o.public if "ended their turn" in line)
    assert len(record.turn_scores) == turn_ends + 1 == record.turns
    assert [t for t, _ in record.turn_scores] == list(range(1, record.turns + 1))
    rolled = [line for *_, o in played for line in o.public if " rolled " in line]
    assert len(record.rolls) == len(rolled)
    for (_, _, dice), line in zip(record.rolls, rolled, strict=True):
        assert f"rolled {sum(dice)} ({dice[0]}+{dice[1]})" in line
    assert record.actions == played[-1][2].version


async def test_hand_status_board_log(service: Service) -> None:
    await started_table(service)
    await play_to_end(service, 42, random.Random(8), limit=30)
    hand = await service.tables.hand(42, ANN)
    assert not hand.public and list(hand.private) == [ANN.id]
    assert hand.private[ANN.id][0].startswith("Your hand:")
    assert hand.view is not None and hand.view["you"]["id"] == ANN.id
    status = await service.tables.status(42)
    assert status.public[0].startswith("Table 1 is playing")
    assert any(line.startswith("Points: ") for line in status.public)
    board = await service.tables.board(42)
    assert board.post_board and board.view is not None and board.view["you"] is None
    log = await service.tables.log(42, 5)
    assert len(log.public) == 5 and log.public[-1].startswith("30. ")


async def test_a_small_cache_still_serves_every_table(tmp_path: Path) -> None:
    service = await Service.open(tmp_path / "small.db", rng=random.Random(1), cache_size=2)
    for channel in range(5):
        await started_table(service, channel, players=PLAYERS)
    rng = random.Random(3)
    for _ in range(150):
        await play_one(service, rng.randrange(5), rng)
        assert len(service.core.cache) <= 2
    for channel in range(5):
        table = await service.core.latest(channel)
        service.core.cache.drop(table.id)
        game = await service.core.game(table)
        assert game.version == table.row.version
    await service.close()
