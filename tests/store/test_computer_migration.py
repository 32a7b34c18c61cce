"""Migration 6 (computer players): a file of schema 5 keeps its seats and their
control (a placeholder seat included) and gains the computer state and level."""

from __future__ import annotations

from pathlib import Path

import aiosqlite

from bot.store import Store, seating
from bot.store import tables as q
from bot.store.migrations import migrate
from bot.store.schema import COMPUTERS, MIGRATIONS, TOURNAMENTS


async def test_a_schema_5_file_keeps_its_seats_and_gains_computer_seats(tmp_path: Path) -> None:
    """The store records computer seats by a migration; older seats are kept as
    they were (a person's seat, a placeholder with its strikes and candidate)."""
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as db:
        upto = MIGRATIONS[: MIGRATIONS.index(TOURNAMENTS) + 1]
        assert await migrate(db, path, upto) == TOURNAMENTS.version
        await db.execute(
            "INSERT INTO game_tables (id, channel, host, status, options, created_at, "
            "started_at) VALUES (1, 'c', 'a', 'playing', '{}', 0, 1)"
        )
        await db.executemany(
            "INSERT INTO seats (table_id, user_id, display_name, seat, joined_at) "
            "VALUES (1, ?, ?, ?, 0)",
            [("a", "Ann", 0), ("b", "Bo", 1)],
        )
        await db.execute(
            "INSERT INTO seat_control (table_id, player, user_id, display_name, state, strikes, "
            "candidate, candidate_name) VALUES (1, 'a', 'a', 'Ann', 'active', 0, NULL, NULL), "
            "(1, 'b', 'b', 'Bo', 'placeholder', 3, 'c', 'Cy')"
        )
    async with await Store.open(path) as store:
        assert store.schema_version == MIGRATIONS[-1].version >= COMPUTERS.version
        async with store.reading() as db:
            seats = await q.seats(db, 1)
            control = await seating.controls(db, 1)
        assert [(s.user_id, s.computer) for s in seats] == [("a", None), ("b", None)]
        assert control == [
            seating.SeatControl("a", "a", "Ann"),
            seating.SeatControl("b", "b", "Bo", seating.PLACEHOLDER, 3, "c", "Cy"),
        ]
        async with store.transaction() as db:
            await seating.hand_to_computer(db, 1, "a", "strong", 2)
            handed = await seating.controls(db, 1)
            assert handed[0].computer and handed[0].level == "strong"
            assert await seating.take_back(db, 1, "a", "a")
            back = (await seating.controls(db, 1))[0]
        assert back.human and back.strikes == 0 and back.level == "strong"
