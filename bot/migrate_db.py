"""`python -m bot migrate-db --from sqlite:///hexhaven.db --to postgresql://…`: move a community
from its SQLite file to a PostgreSQL server.

The bot is stopped first. Every table is copied in one transaction of the server (which must
hold no game yet); then every table's rows are counted on both sides and every started game is
replayed from its first snapshot through its whole log, which must reach the table's version
and the state of its latest snapshot."""

from __future__ import annotations

from pathlib import Path

from bot.service.loading import ReplayError, load_game, replay
from bot.store import actions
from bot.store.config import database_target, describe
from bot.store.connection import SqliteStore
from bot.store.errors import DatabaseFileError
from bot.store.postgres import PostgresStore
from bot.store.transfer import copy_database
from engine import Game


class MigrationFailed(Exception):
    """The copy was refused, or does not match its source; says why in one line."""


async def migrate_db(source: str, target: str) -> str:
    """Copy the SQLite database `source` into the PostgreSQL database `target` and verify it;
    a one-line summary. Raises `MigrationFailed` (or `DatabaseFileError`) if it cannot."""
    file = database_target(source)
    url = database_target(target)
    if not isinstance(file, Path):
        raise MigrationFailed(f"--from must name a SQLite file (sqlite:///…), not {source}")
    if not isinstance(url, str):
        raise MigrationFailed(f"--to must be a postgresql:// URL, not {target}")
    if not file.is_file():
        raise DatabaseFileError(file, "there is no database there")
    sqlite = await SqliteStore.open_file(file)
    try:
        postgres = await PostgresStore.connect(url)
        try:
            try:
                copied = await copy_database(sqlite, postgres)
            except ValueError as exc:
                raise MigrationFailed(str(exc)) from None
            games = await verify(sqlite, postgres, copied.rows)
        finally:
            await postgres.close()
    finally:
        await sqlite.close()
    rows = sum(copied.rows.values())
    return (
        f"copied {rows} rows of {len(copied.rows)} tables from {file} to {describe(url)}; "
        f"{games} games replayed to their versions"
    )


async def verify(source: SqliteStore, target: PostgresStore, rows: dict[str, int]) -> int:
    """Each table's row count on both sides, and each started game replayed in the target;
    the number of games replayed."""
    for table, count in rows.items():
        async with target.reading() as db:
            held = int(next(iter(await db.execute_fetchall(f"SELECT count(*) FROM {table}")))[0])
        if held != count:
            raise MigrationFailed(f"table {table}: {count} rows in the file, {held} copied")
    async with target.reading() as db:
        started = [
            (int(r[0]), int(r[1]))
            for r in await db.execute_fetchall(
                "SELECT id, version FROM game_tables WHERE started_at IS NOT NULL ORDER BY id"
            )
        ]
    for table_id, version in started:
        async with target.reading() as db:
            shots = await actions.snapshots(db, table_id)
            moves = await actions.moves_after(db, table_id, 0, version)
        try:
            if not shots or shots[0].seq != 0:
                raise ReplayError(f"table {table_id} has no first snapshot")
            game = replay(Game.from_dict(shots[0].state), moves)
            loaded = await load_game(target, table_id, version)
        except ReplayError as exc:
            raise MigrationFailed(f"game {table_id} does not replay: {exc}") from None
        if game.version != loaded.version or game.to_dict() != loaded.to_dict():
            raise MigrationFailed(f"game {table_id}: its log does not reach its stored state")
    return len(started)
