"""Exports and replays of a game, from its action log (docs/record-format.md).

- `played_moves` is the one place the action log is read for a record or a replay: what it
  returns is the game's history as exports and replays show it (`recent_moves`, the latest
  of it, for a running game's page).
- `public_notation` keeps a move's text out of a running game's record when the text would
  tell a secret (the card returned, given or taken).
- `game_record` makes a table's `Record`: a finished (or abandoned) game's is whole and carries
  its seed, so it replays to the end; a running game's is its public record only: no seed, and
  the secret moves' texts withheld, so it cannot be replayed at all.
- `replay_record` and `replay_steps` play a record through the engine; `public_turns` gives the
  public view after each turn (the frames of `/game replay`).
- `export_text` and `history_views` are what `/game export` and `/game replay` make of a table's
  history: the service reads the history from the store and calls them, nothing else.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.service.record_format import WITHHELD, Move, Record, RecordError, write_record
from bot.store import actions
from bot.store.actions import ActionRow
from bot.store.base import Db
from engine import ConfigError, Event, Game, GameConfig, GameView, IllegalAction
from words import Phrase, refusal_line

#: The public view of a game (what replays are drawn from), for the adapters.
PublicView = GameView


def played_moves(rows: Sequence[ActionRow]) -> list[ActionRow]:
    """The moves of a table's action log that make its game, in order: every stored action
    but those taken back (`/undo`) and the undos' own lines. Exports, replays and the web's
    game pages read the log only through this function."""
    return [row for row in rows if row.played]


async def recent_moves(db: Db, table_id: int, count: int) -> list[ActionRow]:
    """The latest of a table's played moves, oldest first: the log's latest `count` rows
    through `played_moves`, so that a running game's recent log (its web page) leaves out what
    replays and exports leave out. Whether a move is marked taken back on its row or by a later
    one, the latest rows hold the mark whenever they hold the move."""
    return played_moves(await actions.last_actions(db, table_id, count))


def _atoms(value: Any) -> Iterator[str]:
    """Every word in a (JSON-safe) value: strings, and the strings inside lists and dicts."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _atoms(item)
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from _atoms(key)
            yield from _atoms(item)


def secrets_of(events: Iterable[Event]) -> set[str]:
    """The words the events keep secret from the public (the card stolen, bought, returned,
    given or taken), as those who may see them see them."""
    found: set[str] = set()
    for event in events:
        holders = event.secret_to()
        if not holders:
            continue
        seen = event.to_dict(holders[0])
        for field in type(event).SECRET:
            found.update(_atoms(seen.get(field)))
    return found


def public_notation(notation: str, events: Iterable[Event]) -> str:
    """The move's text as a running game's record shows it: whole, unless it names something
    one of its events keeps secret (`return printer`, `give 1 ore`); then its first word and
    `?` (`return ?`)."""
    secret = secrets_of(events)
    if secret and secret & set(notation.split()):
        return f"{notation.split()[0]} {WITHHELD}"
    return notation


@dataclass(frozen=True)
class TableHistory:
    """What a record or a replay is made from: the game as it started (snapshot 0), the
    played moves, and the table's facts."""

    table: int
    status: str
    start: Mapping[str, Any]
    moves: tuple[ActionRow, ...]
    names: Mapping[str, str]
    seed: int | None
    winner: str | None


def _status(status: str) -> str:
    return "playing" if status == "playing" else status


def game_record(history: TableHistory) -> Record:
    """The table's record: whole with its seed once the game is over, else its public part."""
    game = Game.from_dict(dict(history.start))
    config = game.config
    over = history.status != "playing"
    moves = []
    for number, row in enumerate(history.moves, start=1):
        events = game.apply(row.player, game.parse(row.notation))
        text = row.notation if over else public_notation(row.notation, events)
        moves.append(Move(number, row.player, text))
    return Record(
        status=_status(history.status),
        rules=config.rules,
        preset=config.preset,
        map=config.map if isinstance(config.map, str) else "custom",
        options=dict(config.options),
        seats=tuple((p, history.names.get(p, p)) for p in config.players),
        moves=tuple(moves),
        vp_to_win=config.vp_to_win,
        seed=history.seed if over else None,
        winner=history.winner if over else None,
        table=history.table,
    )


def record_config(record: Record) -> GameConfig:
    """The engine's configuration of a record (`RecordError` if it has none to replay)."""
    if record.seed is None:
        raise RecordError(0, "not_replayable")
    try:
        return GameConfig(
            players=tuple(p for p, _ in record.seats),
            seed=record.seed,
            rules=record.rules,
            preset=record.preset,
            map=record.map,
            vp_to_win=record.vp_to_win,
            options=dict(record.options),
        )
    except (ConfigError, TypeError) as exc:
        raise RecordError(record.line_of("Rules"), "bad_settings", why=_why(exc, {})) from None


def _why(exc: Exception, names: Mapping[str, str]) -> str:
    if isinstance(exc, (IllegalAction, ConfigError)):
        return Phrase(lambda w: refusal_line(exc, names, words=w))
    return str(exc)


def start_game(record: Record) -> Game:
    """The record's game before its first move."""
    config = record_config(record)
    try:
        return Game.new(config)
    except (ConfigError, ValueError) as exc:
        raise RecordError(record.line_of("Rules"), "bad_settings", why=_why(exc, {})) from None


def replay_steps(record: Record) -> Iterator[tuple[Move, list[Event], Game]]:
    """Each move of the record applied in turn: the move, its events and the game after it
    (the same object, moved on). `RecordError` at the first move that does not apply."""
    game = start_game(record)
    for move in record.moves:
        try:
            events = game.apply(move.player, game.parse(move.notation))
        except IllegalAction as exc:
            raise RecordError(
                move.line, "move_refused", move=move.notation, why=_why(exc, record.names)
            ) from None
        yield move, events, game


def replay_record(record: Record) -> Game:
    """The record's game after all its moves (checked through the engine before anything is
    shown: a record that does not replay raises `RecordError`)."""
    game = start_game(record)
    for _move, _events, played in replay_steps(record):
        game = played
    return game


@dataclass(frozen=True)
class Frame:
    """The public view of a game after `seq` of its moves."""

    seq: int
    view: GameView


def public_turns(start: Game, moves: Iterable[tuple[str, str]]) -> list[Frame]:
    """The public view (`view(None)`: counts of hidden cards only) of the game as it starts,
    each time the turn passes, and after its last move: `start` (not changed) played on with
    (player, notation) moves. The frames of `/game replay` and of the web's game pages."""
    game = start.copy()
    frames = [Frame(0, game.view(None))]
    turn = frames[0].view.get("turn")
    seq = 0
    for seq, (player, notation) in enumerate(moves, start=1):
        game.apply(player, game.parse(notation))
        now = game.view(None)
        if now.get("turn") != turn:
            frames.append(Frame(seq, now))
            turn = now.get("turn")
    if frames[-1].seq != seq:
        frames.append(Frame(seq, game.view(None)))
    return frames


def export_text(history: TableHistory) -> str:
    """The text of `/game export` (its record, written)."""
    return write_record(game_record(history))


def history_views(history: TableHistory) -> list[GameView]:
    """The views `/game replay` draws: `public_turns` of the table's played moves."""
    start = Game.from_dict(dict(history.start))
    return [f.view for f in public_turns(start, ((m.player, m.notation) for m in history.moves))]
