"""Shared pieces of the service tests: users, a seated table, and a random player."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.service import Outcome, Refusal, Service, User
from bot.service.core import Table
from bot.store import SqliteStore
from engine import RESOURCES, Game

ANN = User("100000000000000001", "Ann")
BO = User("100000000000000002", "Bo")
CY = User("100000000000000003", "Cy")
DI = User("100000000000000004", "Di")
EVE = User("100000000000000005", "Eve")
PLAYERS = (ANN, BO, CY)
BY_ID = {u.id: u for u in (ANN, BO, CY, DI, EVE)}
DEV_CARDS = (
    "knight",
    "road building",
    "road_building",
    "year of plenty",
    "year_of_plenty",
    "monopoly",
    "victory point",
    "victory_point",
)


async def started_table(
    service: Service, channel: int | str = 42, players: Sequence[User] = PLAYERS, **options: object
) -> Outcome:
    """Open a table, seat the players and start; returns the start outcome."""
    await service.lobby.create_table(channel, players[0], options or None, guild=7)
    for user in players[1:]:
        await service.lobby.join(channel, user)
    return await service.play.start(channel, players[0])


async def first_move(service: Service, channel: int | str = 42) -> tuple[Table, Game]:
    """A started table with its first move made (a log and a snapshot stored): the table and
    its game as they were before the move."""
    await started_table(service, channel)
    table = await service.core.latest(channel)
    game = await service.core.game(table)
    user = game.awaiting()[0]
    await service.play.act(channel, user, pick(game, user, random.Random(1)))
    return table, game


async def hand_of(service: Service, channel: int | str, user: str) -> dict[str, int]:
    """A player's resource cards."""
    view = (await service.tables.hand(channel, user)).view
    assert view is not None
    return dict(view["you"]["hand"])


async def contents(service: Service) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table (rolled-back writes still count in `total_changes`)."""
    listing = (
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        if isinstance(service.store, SqliteStore)
        else "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1"
    )
    async with service.store.reading() as db:
        names = [str(r[0]) for r in await db.execute_fetchall(listing)]
        return {
            n: [tuple(r) for r in await db.execute_fetchall(f"SELECT * FROM {n}")] for n in names
        }


#: Kinds of move a random player favours, with the chance of taking one when it is legal.
BIAS = (
    ("build city", 0.9),
    ("build settlement", 0.9),
    ("buy", 0.5),
    ("play", 0.3),
    ("build road", 0.3),
    ("bank", 0.3),
    ("reveal", 0.5),
)


def biased(moves: Sequence[str], rng: random.Random) -> str | None:
    """A favoured move drawn by `BIAS` (building first, so that games end), or None."""
    for prefix, chance in BIAS:
        picks = [m for m in moves if m.startswith(prefix)]
        if picks and rng.random() < chance:
            return rng.choice(picks)
    return None


def pick(game: Game, user: str, rng: random.Random) -> str:
    """A random legal move, biased towards building so that games end, with some trade offers."""
    moves = [str(a) for a in game.legal_actions(user)]
    favoured = biased(moves, rng)
    if favoured is not None:
        return favoured
    if "end" in moves and rng.random() < 0.08:
        hand = game.view(user)["you"]["hand"]
        have = [r for r in RESOURCES if hand.get(r, 0) > 0]
        if have:
            want = rng.choice([r for r in RESOURCES if r != have[0]])
            return f"offer 1 {have[0]} for 1 {want}"
    if "end" in moves and rng.random() < 0.7:
        return "end"
    return rng.choice(moves)


async def choose(service: Service, channel: int | str, user: str, rng: random.Random) -> str:
    """`pick` on the table's current game."""
    table = await service.core.latest(channel)
    return pick(await service.core.game(table), user, rng)


async def play_one(
    service: Service, channel: int | str, rng: random.Random
) -> tuple[str, str, Outcome] | None:
    """One random move by one of the awaited players; None when nobody is awaited."""
    table = await service.core.latest(channel)
    game = await service.core.game(table)
    if table.row.status != "playing" or not game.awaiting():
        return None
    user = rng.choice(game.awaiting())
    move = pick(game, user, rng)
    try:
        return user, move, await service.play.act(channel, user, move)
    except Refusal as refusal:
        # A random trade offer may be refused (e.g. an offer nobody can take).
        assert move.startswith("offer"), (move, refusal)
        return user, move, Outcome()


async def play_to_end(
    service: Service, channel: int | str, rng: random.Random, limit: int = 5000
) -> list[tuple[str, str, Outcome]]:
    """Random moves until the game ends (or `limit` moves)."""
    played = []
    for _ in range(limit):
        step = await play_one(service, channel, rng)
        if step is None:
            break
        played.append(step)
    return played


async def fill_the_disk(service: Service) -> None:
    """Leave a SQLite file no room: the file may grow no further (`PRAGMA max_page_count`,
    which SQLite reports exactly as a full disk: SQLITE_FULL), and every write needs room (a
    temporary trigger on each table, of this connection only, adds a row larger than a page
    to a table of its own), as on a disk where not even the write-ahead log can grow. The
    file's free pages (a migration that copies a table frees the old one's) are taken first,
    so that no write finds room inside the file either."""
    async with service.store.transaction() as db:
        await db.execute("CREATE TABLE IF NOT EXISTS test_room (filler BLOB)")
        (free,) = next(iter(await db.execute_fetchall("PRAGMA freelist_count")))
        (size,) = next(iter(await db.execute_fetchall("PRAGMA page_size")))
        if free:
            await db.execute("INSERT INTO test_room VALUES (zeroblob(?))", (int(free) * int(size),))
    async with service.store.reading() as db:
        rows = await db.execute_fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' "
            "AND name NOT LIKE 'sqlite%' AND name <> 'test_room'"
        )
        for (table,) in rows:
            for event in ("INSERT", "UPDATE", "DELETE"):
                await db.execute(
                    f"CREATE TEMP TRIGGER test_room_{table}_{event} AFTER {event} ON "
                    f"main.{table} BEGIN INSERT INTO test_room VALUES (zeroblob(5000)); END"
                )
        (pages,) = next(iter(await db.execute_fetchall("PRAGMA page_count")))
        await db.execute(f"PRAGMA max_page_count = {int(pages)}")


async def free_the_disk(service: Service) -> None:
    """Give a file `fill_the_disk` filled its room again."""
    async with service.store.reading() as db:
        triggers = await db.execute_fetchall(
            "SELECT name FROM sqlite_temp_master WHERE type = 'trigger' AND name LIKE 'test_room_%'"
        )
        for (trigger,) in triggers:
            await db.execute(f"DROP TRIGGER temp.{trigger}")
        await db.execute("PRAGMA max_page_count = 1073741823")
