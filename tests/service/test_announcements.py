"""What a table's thread is owed: a stored move is owed from its commit until its posts are
recorded as made; what was missed is told again from the log (on both stores)."""

from __future__ import annotations

import random

from bot.service import Service
from bot.store import announcements as store
from bot.store.deadlines import Shards
from tests.service.conftest import Clock
from tests.service.helpers import ANN, choose, started_table

CHANNEL = 42


async def announced(service: Service, table: int) -> int | None:
    async with service.store.reading() as db:
        return await store.announced(db, table)


async def test_a_start_is_owed_until_its_posts_are_recorded(service: Service) -> None:
    """The start of a game is owed to its thread (-1: before the first version) from the
    start's own transaction; once posted, nothing is owed."""
    started = await started_table(service, CHANNEL)
    assert started.table is not None and started.owed == store.START == -1
    assert [r.table_id for r in await service.announcements.owed()] == [started.table]
    assert await announced(service, started.table) == -1
    await service.announcements.announced(started.table, -1, 0)
    assert await service.announcements.owed() == []


async def test_a_stored_move_is_owed_until_its_posts_are_recorded(service: Service) -> None:
    """A move's commit leaves the table behind its log by one; its outcome says from where
    (`owed`) and to where (`version`) it announces."""
    started = await started_table(service, CHANNEL)
    assert started.table is not None
    await service.announcements.announced(started.table, -1, 0)
    user = (await service.tables.status(CHANNEL)).awaiting[0]
    moved = await service.play.act(
        CHANNEL, user, await choose(service, CHANNEL, user, random.Random(1))
    )
    assert (moved.owed, moved.version) == (0, 1)
    owed = await service.announcements.owed()
    assert [(r.table_id, r.version, r.announced) for r in owed] == [(started.table, 1, 0)]
    await service.announcements.announced(started.table, 0, 1)
    assert await service.announcements.owed() == []


async def test_posts_that_overtake_an_earlier_moves_are_recorded_with_it(
    service: Service,
) -> None:
    """The posts of move 2 accepted before those of move 1 do not record move 1 as told; once
    move 1's are, both are (nothing is posted twice)."""
    started = await started_table(service, CHANNEL)
    table = started.table
    assert table is not None
    await service.announcements.announced(table, -1, 0)
    rng = random.Random(3)
    for _ in range(2):
        user = (await service.tables.status(CHANNEL)).awaiting[0]
        await service.play.act(CHANNEL, user, await choose(service, CHANNEL, user, rng))
    await service.announcements.announced(table, 1, 2)
    assert await announced(service, table) == 0
    await service.announcements.announced(table, 0, 1)
    assert await announced(service, table) == 2
    assert service.core.posted == {}


async def test_a_catch_up_tells_the_missed_moves_the_board_and_whom_it_awaits(
    service: Service,
) -> None:
    """What the thread missed: a line saying so, the start, each missed move's public lines,
    the board, the prompts of everyone awaited and a ping for each of them; after it is
    recorded, nothing more is owed."""
    started = await started_table(service, CHANNEL)
    table = started.table
    assert table is not None
    user = (await service.tables.status(CHANNEL)).awaiting[0]
    moved = await service.play.act(
        CHANNEL, user, await choose(service, CHANNEL, user, random.Random(1))
    )
    missed = await service.announcements.catch_up(table)
    assert missed is not None
    public = [str(line) for line in missed.public]
    assert public[0] == "📣 Missed while the bot was away:"
    assert public[1].startswith("The game begins! Seat order: ")
    assert all(str(line) in public for line in moved.public if str(line))
    assert missed.post_board and missed.view is not None
    assert (missed.owed, missed.version) == (-1, 1)
    assert missed.ping == moved.awaiting == missed.awaiting
    assert [p.player for p in missed.prompts] == list(moved.awaiting)
    await service.announcements.announced(table, missed.owed or 0, missed.version or 0)
    assert await service.announcements.catch_up(table) is None


async def test_a_long_absence_shows_the_latest_moves_and_counts_the_rest(
    service: Service,
) -> None:
    """Over a dozen missed moves: the latest are spelled out, the earlier ones counted (and
    found with /log)."""
    started = await started_table(service, CHANNEL)
    assert started.table is not None
    await service.announcements.announced(started.table, -1, 0)
    rng = random.Random(5)
    for _ in range(16):
        user = (await service.tables.status(CHANNEL)).awaiting[0]
        await service.play.act(CHANNEL, user, await choose(service, CHANNEL, user, rng))
    missed = await service.announcements.catch_up(started.table)
    assert missed is not None
    assert str(missed.public[1]) == "…and 4 earlier moves (see /log)."


async def test_a_move_just_stored_is_left_to_the_one_posting_it(
    service: Service, clock: Clock
) -> None:
    """With `settled`, a table whose newest move is younger than that is not listed (its own
    posts are likely on their way); older ones are."""
    started = await started_table(service, CHANNEL)
    assert started.table is not None
    assert await service.announcements.owed(settled=30) == []
    clock.now += 31
    assert [r.table_id for r in await service.announcements.owed(settled=30)] == [started.table]


async def test_a_process_tells_only_the_tables_of_its_shards(service: Service) -> None:
    """A table belongs to the shard of its server (`(guild >> 22) % total`): the server 7 of
    the test tables is shard 0's of 2."""
    await started_table(service, CHANNEL)
    assert len(await service.announcements.owed(shards=Shards(2, (0,)))) == 1
    assert await service.announcements.owed(shards=Shards(2, (1,))) == []


async def test_a_lobby_and_an_abandoned_game_owe_nothing(service: Service) -> None:
    """Only started games owe announcements; an open table and an abandoned game do not."""
    await service.lobby.create_table(CHANNEL, ANN, guild=7)
    assert await service.announcements.owed() == []
    await started_table(service, CHANNEL + 1)
    await service.lobby.abandon(CHANNEL + 1, ANN)
    assert await service.announcements.owed() == []
