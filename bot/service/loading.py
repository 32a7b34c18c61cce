"""Rebuilding a game: the latest snapshot, then every later action replayed through the engine."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import Any

from bot.store import Store, actions
from bot.store.actions import Snapshot
from bot.store.base import Db
from engine import Game, IllegalAction


class ReplayError(Exception):
    """A stored action no longer applies: the log and the engine disagree."""


def replay(game: Game, moves: Iterable[tuple[int, str, str]]) -> Game:
    """Apply stored (seq, player, notation) moves in order to `game` and return it; an undo's
    line, and a move taken back (read as one: `actions.moves_after`), are skipped."""
    for seq, player, notation in moves:
        if notation == actions.UNDO:
            continue
        try:
            game.apply(player, game.parse(notation))
        except IllegalAction as exc:
            raise ReplayError(
                f"action {seq} ({player}: {notation}) no longer applies: {exc}"
            ) from exc
    return game


async def load_game(store: Store, table_id: int, version: int) -> Game:
    """The game of a table as it stands after `version` actions (replayed once the read is
    over, so the store is not held meanwhile)."""
    state, moves = await store.read_one(partial(_stored, table_id=table_id, version=version))
    return replay(Game.from_dict(state), moves)


async def game_in(db: Db, table_id: int, version: int) -> Game:
    """`load_game` inside a transaction already open."""
    state, moves = await _stored(db, table_id, version)
    return replay(Game.from_dict(state), moves)


async def _stored(
    db: Db, table_id: int, version: int
) -> tuple[dict[str, Any], list[tuple[int, str, str]]]:
    """The latest snapshot's state at or before `version`, and the moves after it (one
    statement on a server: see `actions.stored_game`)."""
    snapshot, moves = await actions.stored_game(db, table_id, version)
    return _checked(table_id, version, snapshot, moves), moves


def _checked(
    table_id: int, version: int, snapshot: Snapshot | None, moves: list[tuple[int, str, str]]
) -> dict[str, Any]:
    if snapshot is None:
        raise ReplayError(f"table {table_id} has no snapshot to start from")
    if len(moves) != version - snapshot.seq:
        raise ReplayError(
            f"table {table_id} is at version {version} but its log holds "
            f"{snapshot.seq + len(moves)} actions"
        )
    return snapshot.state


def stored_game(
    table_id: int, version: int, snapshot: Snapshot | None, moves: list[tuple[int, str, str]]
) -> Game:
    """The game of a table at `version` from what was read of it: its latest snapshot at or
    before that version and the moves after it (`ReplayError` if they do not make it)."""
    return replay(Game.from_dict(_checked(table_id, version, snapshot, moves)), moves)
