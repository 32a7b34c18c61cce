"""Migration 8: a tournament's tables may seat up to six (the games for five and six). A file
of schema 7 keeps its tournaments, entrants, seats and tables, and their links stay whole."""

from __future__ import annotations

from pathlib import Path

import aiosqlite
import pytest

from bot.store import Store
from bot.store import leagues as league_store
from bot.store import tournaments as q
from bot.store.migrations import migrate
from bot.store.schema import ANNOUNCEMENTS, MIGRATIONS, SIX_SEAT_TOURNAMENTS


async def _tournament(store: Store, size: int) -> int:
    async with store.transaction() as db:
        league = await league_store.add_league(db, "g", "Sixes", {}, "mod", 0.0)
        season = await league_store.open_season(db, league, {}, 0.0, None)
        return await q.add_tournament(
            db, league, season.id, "Cup", "c", 3, size, 100.0, 3600.0, "mod", 0.0
        )


async def test_a_tournament_of_tables_of_six_is_stored(store: Store) -> None:
    """Every store keeps a tournament whose tables seat six, and still refuses seven."""
    made = await _tournament(store, 6)
    async with store.reading() as db:
        found = await q.by_id(db, made)
    assert found is not None and found.table_size == 6
    with pytest.raises(Exception, match=r"(?i)check"):
        async with store.transaction() as db:
            await q.add_tournament(
                db, found.league_id, found.season_id, "Big", "c", 3, 7, 1, 1, "m", 0
            )


async def test_a_schema_7_file_keeps_its_tournaments_and_their_links(tmp_path: Path) -> None:
    """The migration copies the tournaments under the wider check without losing a row of
    theirs or of the tables pointing at them, and deleting a tournament still deletes its
    entrants (the links follow the copy)."""
    path = tmp_path / "old.db"
    async with aiosqlite.connect(path, isolation_level=None) as db:
        await db.execute("PRAGMA foreign_keys = ON")
        upto = MIGRATIONS[: MIGRATIONS.index(ANNOUNCEMENTS) + 1]
        assert await migrate(db, path, upto) == ANNOUNCEMENTS.version
        await db.execute(
            "INSERT INTO leagues (id, guild, name, settings, created_by, created_at) "
            "VALUES (1, 'g', 'L', '{}', 'm', 0)"
        )
        await db.execute(
            "INSERT INTO seasons (id, league_id, number, settings, starts_at) "
            "VALUES (1, 1, 1, '{}', 0)"
        )
        await db.execute(
            "INSERT INTO tournaments (id, league_id, season_id, name, channel, rounds, "
            "table_size, signup_ends, round_time, status, created_by, created_at) "
            "VALUES (1, 1, 1, 'Cup', 'c', 3, 4, 10, 3600, 'running', 'm', 0)"
        )
        await db.executemany(
            "INSERT INTO tournament_entrants (tournament_id, user_id, display_name, joined_at) "
            "VALUES (1, ?, ?, 0)",
            [("a", "Ann"), ("b", "Bo")],
        )
        await db.execute(
            "INSERT INTO tournament_seats (tournament_id, round, table_no, user_id, position) "
            "VALUES (1, 1, 1, 'a', 0)"
        )
    async with await Store.open(path) as store:
        assert store.schema_version == MIGRATIONS[-1].version >= SIX_SEAT_TOURNAMENTS.version
        async with store.reading() as db:
            found = await q.by_id(db, 1)
            entrants = await q.entrants(db, 1)
            seats = await q.seats(db, 1)
        assert found is not None and (found.name, found.table_size) == ("Cup", 4)
        assert entrants == {"a": "Ann", "b": "Bo"}
        assert [(s.user_id, s.table_no) for s in seats] == [("a", 1)]
        async with store.transaction() as db:
            await db.execute("DELETE FROM tournaments WHERE id = 1")
            assert await q.entrants(db, 1) == {}
