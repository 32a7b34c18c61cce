"""The store's queries: tables, seats, action log, snapshots, deadlines, settings, records."""

from __future__ import annotations

import sqlite3

import pytest

from bot.store import Store, VersionConflict, actions, deadlines, preferences, records, tables


async def _table(store: Store, channel: str = "c1") -> int:
    async with store.transaction() as db:
        return await tables.insert_table(
            db, channel=channel, guild="g", host="1", options={"preset": "official"}, now=1.0
        )


async def test_one_active_table_per_channel_and_finished_ones_are_kept(store: Store) -> None:
    first = await _table(store)
    with pytest.raises(sqlite3.IntegrityError):
        await _table(store)
    async with store.transaction() as db:
        await tables.update_table(db, first, status="finished", ended_at=2.0)
    second = await _table(store)
    async with store.reading() as db:
        latest = await tables.latest_table(db, "c1")
        assert latest is not None and latest.id == second
        old = await tables.table_by_id(db, first)
        assert old is not None and old.status == "finished"
        assert await tables.latest_table(db, "elsewhere") is None
        assert await tables.count_tables(db) == 2


async def test_latest_table_prefers_the_active_one(store: Store) -> None:
    first = await _table(store)
    async with store.transaction() as db:
        await tables.update_table(db, first, status="abandoned")
    await _table(store)
    async with store.transaction() as db:
        await tables.update_table(db, first, status="finished")
    async with store.reading() as db:
        latest = await tables.latest_table(db, "c1")
    assert latest is not None and latest.status == "open"


async def test_update_table_refuses_unknown_columns(store: Store) -> None:
    table = await _table(store)
    async with store.transaction() as db:
        with pytest.raises(ValueError):
            await tables.update_table(db, table, version=5)


async def test_seats_are_unique_and_numbered(store: Store) -> None:
    table = await _table(store)
    async with store.transaction() as db:
        for user in ("1", "2", "3"):
            await tables.add_seat(db, table, user, f"user {user}", 1.0)
    with pytest.raises(sqlite3.IntegrityError):
        async with store.transaction() as db:
            await tables.add_seat(db, table, "2", "again", 1.0)
    async with store.transaction() as db:
        await tables.number_seats(db, table, ["3", "1", "2"])
        await tables.rename_seat(db, table, "3", "Carol")
        await tables.remove_seat(db, table, "2")
    async with store.reading() as db:
        seated = await tables.seats(db, table)
    assert [(s.user_id, s.display_name, s.seat) for s in seated] == [
        ("3", "Carol", 0),
        ("1", "user 1", 1),
    ]


async def test_bump_version_is_an_optimistic_check(store: Store) -> None:
    table = await _table(store)
    async with store.transaction() as db:
        await tables.update_table(db, table, status="playing")
        assert await tables.bump_version(db, table, 0) == 1
    with pytest.raises(VersionConflict):
        async with store.transaction() as db:
            await tables.bump_version(db, table, 0)
    async with store.reading() as db:
        row = await tables.table_by_id(db, table)
    assert row is not None and row.version == 1


async def test_a_move_appended_at_a_stale_version_writes_nothing(store: Store) -> None:
    """Per-table serialisation by the database: the version check and the log's
    line are one step (one statement on PostgreSQL); a move from a version the table has left
    raises `VersionConflict` and leaves no action behind."""
    table = await _table(store)
    async with store.transaction() as db:
        await tables.update_table(db, table, status="playing")
        assert await actions.append_move(db, table, 0, "1", "roll", [{"type": "Rolled"}], 5.0) == 1
    with pytest.raises(VersionConflict):
        async with store.transaction() as db:
            await actions.append_move(db, table, 0, "2", "roll", [], 6.0)
    async with store.reading() as db:
        row = await tables.table_by_id(db, table)
        log = await actions.actions_after(db, table, 0)
    assert row is not None and row.version == 1
    assert [(a.seq, a.player, a.events) for a in log] == [(1, "1", [{"type": "Rolled"}])]


async def test_action_log_numbers_are_unique(store: Store) -> None:
    table = await _table(store)
    async with store.transaction() as db:
        await actions.append_action(db, table, 1, "1", "roll", [{"type": "Rolled"}], 5.0)
        await actions.append_action(db, table, 2, "1", "end", [], 6.0)
    with pytest.raises(sqlite3.IntegrityError):
        async with store.transaction() as db:
            await actions.append_action(db, table, 2, "1", "end", [], 7.0)
    async with store.reading() as db:
        assert await actions.action_count(db, table) == (2, 2)
        log = await actions.actions_after(db, table, 0)
        assert [(a.seq, a.notation, a.events) for a in log] == [
            (1, "roll", [{"type": "Rolled"}]),
            (2, "end", []),
        ]
        assert [a.seq for a in await actions.last_actions(db, table, 1)] == [2]
        assert await actions.moves_after(db, table, 1, 2) == [(2, "1", "end")]


async def test_actions_need_an_existing_table(store: Store) -> None:
    with pytest.raises(sqlite3.IntegrityError):
        async with store.transaction() as db:
            await actions.append_action(db, 999, 1, "1", "roll", [], 1.0)


async def test_latest_snapshot_at_or_before(store: Store) -> None:
    table = await _table(store)
    async with store.transaction() as db:
        for seq in (0, 20, 40):
            await actions.save_snapshot(db, table, seq, {"at": seq}, 1.0)
    async with store.reading() as db:
        latest = await actions.latest_snapshot(db, table)
        middle = await actions.latest_snapshot(db, table, upto=39)
        assert latest is not None and latest.state == {"at": 40}
        assert middle is not None and middle.seq == 20
        assert [s.seq for s in await actions.snapshots(db, table)] == [0, 20, 40]


async def test_deadlines_pending_due_and_fired(store: Store) -> None:
    table = await _table(store)
    async with store.transaction() as db:
        first = await deadlines.add_deadline(db, table, "1", "roll", 100.0, 1.0)
        await deadlines.add_deadline(db, table, "2", "discard", 50.0, 1.0)
    async with store.reading() as db:
        assert await deadlines.next_due(db) == 50.0
        assert [d.player for d in await deadlines.due(db, 60.0)] == ["2"]
    async with store.transaction() as db:
        assert await deadlines.mark_fired(db, first)
        assert not await deadlines.mark_fired(db, first)
        await deadlines.clear_pending(db, table, ["2"])
    async with store.reading() as db:
        assert await deadlines.pending_for_table(db, table) == []
        assert await deadlines.next_due(db) is None


async def test_fire_due_fires_a_pending_due_deadline_once_and_gives_its_kind(
    store: Store,
) -> None:
    """Timers: an expiry reads and fires its deadline in one statement; a deadline
    not due yet, already fired or gone is left alone (someone got there first)."""
    table = await _table(store)
    async with store.transaction() as db:
        made = await deadlines.add_deadline(db, table, "1", "roll", 100.0, 1.0)
        await deadlines.relabel(db, table, "1", "main")
    async with store.transaction() as db:
        assert await deadlines.fire_due(db, made, 99.0) is None
        assert await deadlines.fire_due(db, made, 100.0) == "main"
        assert await deadlines.fire_due(db, made, 100.0) is None
        assert await deadlines.fire_due(db, made + 1, 100.0) is None
    async with store.reading() as db:
        fired = await deadlines.deadline(db, made)
        assert fired is not None and fired.fired


@pytest.mark.parametrize(
    ("before", "seq", "kept"),
    [
        (None, 1, True),  # the first after 0 (a table whose set-up snapshot is gone)
        (0, 1, False),
        (0, 19, False),
        (0, 20, True),
        (19, 20, True),
        (20, 21, False),
        (21, 40, True),
        (21, 41, True),  # the first at or after 40
        (41, 42, False),
    ],
)
async def test_drop_passing_snapshot_keeps_the_first_at_or_after_each_multiple(
    store: Store, before: int | None, seq: int, kept: bool
) -> None:
    """The snapshot a commit replaces (the latest before the new one, here `seq`
    replaced by one a few actions later) is dropped unless it is the first at or after a
    multiple of `every` (one statement; SQLite's division truncates, Python's floors)."""
    table = await _table(store)
    async with store.transaction() as db:
        if before is not None:
            await actions.save_snapshot(db, table, before, {}, 1.0)
        await actions.save_snapshot(db, table, seq, {}, 1.0)
        await actions.drop_passing_snapshot(db, table, seq + 5, 20)
    async with store.reading() as db:
        seqs = [s.seq for s in await actions.snapshots(db, table)]
    assert (seq in seqs) is kept


@pytest.mark.parametrize(
    ("earlier", "before", "new", "kept"),
    [
        ((0,), 19, 20, False),
        ((0,), 20, 21, True),
        ((0, 20), 21, 22, False),
        ((0,), 8, 16, False),  # a snapshot every 8 actions: the one at 8 goes
        ((0,), 16, 24, False),
        ((0,), 24, 32, True),  # the first at or after 20 stays
        ((0, 24), 32, 41, False),
        ((0, 24), 41, 48, True),  # after a commit of several moves: the first after 40
    ],
)
async def test_replacing_a_snapshot_drops_the_passing_one_unless_kept(
    store: Store, earlier: tuple[int, ...], before: int, new: int, kept: bool
) -> None:
    """And 19: a commit's new snapshot and the drop of the one it replaces, the latest
    before it (one statement on PostgreSQL), keep the same snapshots as `save_snapshot` then
    `drop_passing_snapshot`; the earlier ones are never touched."""
    table = await _table(store)
    async with store.transaction() as db:
        for seq in earlier:
            await actions.save_snapshot(db, table, seq, {}, 1.0)
        await actions.save_snapshot(db, table, before, {"at": before}, 1.0)
        await actions.replace_snapshot(db, table, new, {"at": new}, 2.0, 20)
    async with store.reading() as db:
        found = {s.seq: s.state for s in await actions.snapshots(db, table)}
    assert found[new] == {"at": new}
    assert (before in found) is kept
    assert all(seq in found for seq in earlier)


async def test_preferences_and_server_settings(store: Store) -> None:
    async with store.transaction() as db:
        await preferences.set_preference(db, "1", "dm", True, 1.0)
        await preferences.set_preference(db, "1", "dm", False, 2.0)
        await preferences.set_preference(db, "1", "colour", "blue", 2.0)
        await preferences.set_server_setting(db, "g", "preset", "tournament", 1.0)
        await preferences.delete_preference(db, "1", "colour")
    async with store.reading() as db:
        assert await preferences.preferences(db, "1") == {"dm": False}
        assert await preferences.server_settings(db, "g") == {"preset": "tournament"}
    async with store.transaction() as db:
        await preferences.delete_server_setting(db, "g", "preset")
    async with store.reading() as db:
        assert await preferences.server_settings(db, "g") == {}


async def test_game_record_with_turns_and_rolls(store: Store) -> None:
    table = await _table(store)
    scores = {"1": {"public": 10, "total": 11}, "2": {"public": 4, "total": 4}}
    async with store.transaction() as db:
        await records.add_roll(db, table, 3, "1", [3, 4])
        await records.add_turn_scores(db, table, 5, 1, scores)
        await records.save_record(
            db,
            table_id=table,
            outcome="won",
            winner="1",
            final_scores=scores,
            seats=[("1", "Ann", 0), ("2", "Bo", 1)],
            actions=5,
            turns=1,
            now=9.0,
        )
    async with store.reading() as db:
        record = await records.game_record(db, table)
        mine = await records.results_of_user(db, "1")
        assert await records.game_record(db, 999) is None
    assert record is not None
    assert record.rolls == [(3, "1", [3, 4])]
    assert record.turn_scores == [(1, scores)]
    assert [(r.user_id, r.total_vp, r.won) for r in record.results] == [
        ("1", 11, True),
        ("2", 4, False),
    ]
    assert mine == [(table, True, 11)]
