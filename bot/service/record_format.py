"""A game's record as a text file (docs/record-format.md): tags, then one move a line.

`write_record` writes one and `parse_record` reads one strictly: anything it does not expect
raises `RecordError` with the line number and what was wrong, and nothing else happens. The
engine is not asked here: `replays.replay_record` plays a parsed record through it."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from words import say

#: The first tag of every record and the version of this format.
FORMAT = "hexhaven-record 1"
#: A move whose text was secret when the record was written (a running game's, only).
WITHHELD = "?"
STATUSES = ("playing", "finished", "abandoned")
#: Every tag, in the order they are written (SeatN and NameN stand for Seat1, Name1, ...).
TAGS = ("Format", "Table", "Status", "Rules", "Preset", "Map", "VictoryPoints", "Options")
LATE_TAGS = ("Seed", "Winner", "Moves")
REQUIRED = ("Format", "Status", "Rules", "Preset", "Map", "Options", "Moves")

_TAG = re.compile(r'\[([A-Za-z][A-Za-z0-9]*) "((?:[^"\\]|\\["\\])*)"\]')
_SEAT_TAG = re.compile(r"(Seat|Name)([1-9][0-9]?)")
_PLAYER = re.compile(r"[A-Za-z0-9_.\-]{1,64}")
_WHOLE = re.compile(r"0|-?[1-9][0-9]*")


class RecordError(ValueError):
    """A record file that cannot be read or replayed: `line` (1-based; 0: the whole file),
    `code` (a short reason, `service.record.error.<code>` words it) and `params`."""

    def __init__(self, line: int, code: str, **params: object) -> None:
        super().__init__(f"line {line}: {code} {params}")
        self.line = line
        self.code = code
        self.params = params

    @property
    def message(self) -> str:
        """The sentence for the user, as a phrase: `Line 4: ...`."""
        reason = say(f"service.record.error.{self.code}", **self.params)
        return say("service.record.error.line", line=self.line, reason=reason)


@dataclass(frozen=True)
class Move:
    """One move of a record: its number, the seat's player id and the engine's notation
    (`WITHHELD` after the keyword when its text was secret), and the line it was read from."""

    number: int
    player: str
    notation: str
    line: int = 0

    @property
    def withheld(self) -> bool:
        """Whether the move's text was kept back (a running game's secret)."""
        return self.notation.endswith(" " + WITHHELD)


@dataclass(frozen=True)
class Record:
    """A game's record: its settings, its seats (player id, display name) in seat order, the
    seed (finished games only), the winner and the moves."""

    status: str
    rules: str
    preset: str
    map: str
    options: Mapping[str, Any]
    seats: tuple[tuple[str, str], ...]
    moves: tuple[Move, ...]
    vp_to_win: int | None = None
    seed: int | None = None
    winner: str | None = None
    table: int | None = None
    #: Line of each tag as read (for errors found when the record is replayed).
    lines: Mapping[str, int] | None = None

    @property
    def names(self) -> dict[str, str]:
        """Display name of each seat's player id."""
        return dict(self.seats)

    def line_of(self, tag: str) -> int:
        """The line a tag was read from (0 if the record was not read from a file)."""
        return (self.lines or {}).get(tag, 0)


def _quote(value: str) -> str:
    clean = "".join(" " if ord(c) < 32 or c == "\x7f" else c for c in value)
    return '"' + clean.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_record(record: Record) -> str:
    """The record as text (docs/record-format.md)."""
    tags: list[tuple[str, str]] = [("Format", FORMAT)]
    if record.table is not None:
        tags.append(("Table", str(record.table)))
    tags += [
        ("Status", record.status),
        ("Rules", record.rules),
        ("Preset", record.preset),
        ("Map", record.map),
    ]
    if record.vp_to_win is not None:
        tags.append(("VictoryPoints", str(record.vp_to_win)))
    tags.append(
        ("Options", json.dumps(dict(record.options), sort_keys=True, separators=(",", ":")))
    )
    for seat, (player, name) in enumerate(record.seats, start=1):
        tags += [(f"Seat{seat}", player), (f"Name{seat}", name)]
    if record.seed is not None:
        tags.append(("Seed", str(record.seed)))
    if record.winner is not None:
        tags.append(("Winner", record.winner))
    tags.append(("Moves", str(len(record.moves))))
    lines = [f"[{tag} {_quote(value)}]" for tag, value in tags]
    lines.append("")
    lines += [f"{m.number} {m.player} {m.notation}" for m in record.moves]
    return "\n".join(lines) + "\n"


def _whole(text: str, line: int, tag: str) -> int:
    if not _WHOLE.fullmatch(text) or len(text) > 20:
        raise RecordError(line, "not_a_number", tag=tag, value=text)
    return int(text)


def _header(lines: Sequence[str]) -> tuple[dict[str, str], dict[str, int], int]:
    """The tags (name -> value), their lines, and the index of the blank line after them."""
    tags: dict[str, str] = {}
    where: dict[str, int] = {}
    for index, text in enumerate(lines):
        number = index + 1
        if text == "":
            if not tags:
                raise RecordError(number, "no_header")
            return tags, where, index
        match = _TAG.fullmatch(text)
        if match is None:
            raise RecordError(number, "bad_tag_line", text=text[:60])
        name, value = match.group(1), re.sub(r"\\(.)", r"\1", match.group(2))
        if name not in TAGS + LATE_TAGS and not _SEAT_TAG.fullmatch(name):
            raise RecordError(number, "unknown_tag", tag=name)
        if name in tags:
            raise RecordError(number, "repeated_tag", tag=name)
        if not tags and name != "Format":
            raise RecordError(number, "not_a_record")
        tags[name], where[name] = value, number
    raise RecordError(len(lines), "no_moves_part")


def _seats(tags: Mapping[str, str], where: Mapping[str, int]) -> tuple[tuple[str, str], ...]:
    seats = []
    count = sum(1 for t in tags if t.startswith("Seat"))
    for seat in range(1, count + 1):
        for tag in (f"Seat{seat}", f"Name{seat}"):
            if tag not in tags:
                raise RecordError(0, "missing_tag", tag=tag)
        player = tags[f"Seat{seat}"]
        if not _PLAYER.fullmatch(player):
            raise RecordError(where[f"Seat{seat}"], "bad_player", value=player)
        seats.append((player, tags[f"Name{seat}"]))
    extra = [t for t in tags if _SEAT_TAG.fullmatch(t) and int(t[4:]) > count]
    if extra:
        raise RecordError(where[extra[0]], "unknown_tag", tag=extra[0])
    if not seats:
        raise RecordError(0, "missing_tag", tag="Seat1")
    if len({p for p, _ in seats}) != len(seats):
        raise RecordError(where["Seat1"], "repeated_player")
    return tuple(seats)


def _moves(lines: Sequence[str], start: int, players: set[str], status: str) -> list[Move]:
    moves: list[Move] = []
    end = len(lines)
    while end > start and lines[end - 1] == "":
        end -= 1  # blank lines at the very end are no moves
    for index in range(start, end):
        number = index + 1
        parts = lines[index].split(" ", 2)
        if len(parts) < 3 or not parts[2].strip() or parts[2] != parts[2].strip():
            raise RecordError(number, "bad_move_line", text=lines[index][:60])
        seq, player, notation = parts
        if seq != str(len(moves) + 1):
            raise RecordError(number, "move_number", expected=len(moves) + 1, value=seq[:20])
        if player not in players:
            raise RecordError(number, "not_a_seat", value=player[:64])
        move = Move(len(moves) + 1, player, notation, number)
        if move.withheld and status != "playing":
            raise RecordError(number, "withheld_in_finished")
        moves.append(move)
    return moves


def parse_record(text: str) -> Record:
    """Read a record strictly; `RecordError` says where and what was wrong."""
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    if not text.strip():
        raise RecordError(0, "empty")
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    tags, where, blank = _header(lines)
    for tag in REQUIRED:
        if tag not in tags:
            raise RecordError(0, "missing_tag", tag=tag)
    if tags["Format"] != FORMAT:
        raise RecordError(where["Format"], "format", value=tags["Format"][:40], expected=FORMAT)
    status = tags["Status"]
    if status not in STATUSES:
        raise RecordError(where["Status"], "bad_status", value=status[:20])
    try:
        options = json.loads(tags["Options"])
    except ValueError:
        options = None
    if not isinstance(options, dict):
        raise RecordError(where["Options"], "bad_options")
    seed = None
    if "Seed" in tags:
        if status == "playing":
            raise RecordError(where["Seed"], "seed_while_playing")
        seed = _whole(tags["Seed"], where["Seed"], "Seed")
    seats = _seats(tags, where)
    winner = tags.get("Winner")
    if winner is not None and winner not in dict(seats):
        raise RecordError(where["Winner"], "not_a_seat", value=winner[:64])
    vp = tags.get("VictoryPoints")
    moves = _moves(lines, blank + 1, {p for p, _ in seats}, status)
    count = _whole(tags["Moves"], where["Moves"], "Moves")
    if count != len(moves):
        raise RecordError(where["Moves"], "move_count", expected=count, found=len(moves))
    return Record(
        status=status,
        rules=tags["Rules"],
        preset=tags["Preset"],
        map=tags["Map"],
        options=options,
        seats=seats,
        moves=tuple(moves),
        vp_to_win=None if vp is None else _whole(vp, where["VictoryPoints"], "VictoryPoints"),
        seed=seed,
        winner=winner,
        table=None if "Table" not in tags else _whole(tags["Table"], where["Table"], "Table"),
        lines=where,
    )
