"""Sharding: `HEXHAVEN_SHARDS` and `HEXHAVEN_SHARD_IDS=a-b` name the shards a process
serves; its timers fire for its own servers' tables only."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import Settings, SettingsError
from bot.store import Store, deadlines
from bot.store.deadlines import Shards

# Discord's shard of a server is (id >> 22) % shards: these two servers are on shards 0 and 1
# of 2.
ON_0 = str(2 << 22)
ON_1 = str(3 << 22)


def test_shard_settings_name_a_range_of_shards() -> None:
    """`HEXHAVEN_SHARD_IDS=a-b` is the shards a..b of `HEXHAVEN_SHARDS`."""
    settings = Settings.from_env({"HEXHAVEN_SHARDS": "8", "HEXHAVEN_SHARD_IDS": "4-7"})
    assert (settings.shards, settings.shard_ids) == (8, (4, 5, 6, 7))
    alone = Settings.from_env({"HEXHAVEN_SHARDS": "4"})
    assert alone.shard_ids == (0, 1, 2, 3)
    assert Settings.from_env({}).shards is None


@pytest.mark.parametrize(
    "env",
    [
        {"HEXHAVEN_SHARD_IDS": "0-1"},
        {"HEXHAVEN_SHARDS": "two"},
        {"HEXHAVEN_SHARDS": "2", "HEXHAVEN_SHARD_IDS": "1-2"},
        {"HEXHAVEN_SHARDS": "2", "HEXHAVEN_SHARD_IDS": "a-b"},
    ],
)
def test_malformed_shard_settings_are_refused(env: dict[str, str]) -> None:
    """Shard ids without a count, a count that is no number, ids past the count."""
    with pytest.raises(SettingsError):
        Settings.from_env(env)


def test_a_servers_shard_is_discords() -> None:
    """(guild_id >> 22) % shards; a table without a server is shard 0's."""
    assert Shards(2, (0,)).owns(ON_0) and not Shards(2, (0,)).owns(ON_1)
    assert Shards(2, (1,)).owns(ON_1)
    assert Shards(2, (0,)).owns(None)


async def test_a_process_fires_only_its_shards_timers(database: str | Path) -> None:
    """Each process handles its own servers' timers: `due` and `next_due` of a
    process on shard 0 of 2 see the deadlines of shard 0's servers only."""
    store = await Store.open(database)
    async with store.transaction() as db:
        for n, guild in enumerate((ON_0, ON_1)):
            await db.execute(
                "INSERT INTO game_tables (channel, guild, host, status, options, created_at) "
                "VALUES (?, ?, 'h', 'playing', '{}', 0)",
                (f"c{n}", guild),
            )
            await deadlines.add_deadline(db, n + 1, "p", "roll", 10.0 + n, 0.0)
    async with store.reading() as db:
        mine = await deadlines.due(db, 100.0, shards=Shards(2, (0,)))
        theirs = await deadlines.due(db, 100.0, shards=Shards(2, (1,)))
        everyone = await deadlines.due(db, 100.0)
        assert [r.table_id for r in mine] == [1]
        assert [r.table_id for r in theirs] == [2]
        assert len(everyone) == 2
        assert await deadlines.next_due(db, Shards(2, (1,))) == 11.0
    await store.close()
