"""`python -m bot local --replay FILE`: step through a game's record in the terminal.

The record is read and replayed through the engine whole before anything is shown: a file
that does not read, or a move that does not apply, is refused with its line and nothing else
happens. Then `n` (or Enter) shows the next move, `p` the previous one, `j N` jumps to move N,
`s` to the start, `e` to the end, `q` quits; each step prints the move's public lines and the
points, and saves the public board in the boards folder."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from bot.common.summary import points_line
from bot.pictures import Pictures
from bot.service.messages import logged_lines
from bot.service.record_format import Record, RecordError, parse_record
from bot.service.replays import PublicView, replay_steps, start_game
from words import Catalogue, say, speak
from words.languages import catalogue


class Replayer:
    """A record replayed: the public view and lines after each move, and where we stand."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.names = record.names
        self.views: list[PublicView] = [start_game(record).view(None)]
        self.lines: list[list[str]] = [[]]
        for _move, events, game in replay_steps(record):
            self.views.append(game.view(None))
            self.lines.append(logged_lines([e.to_dict(None) for e in events], self.names))
        self.at = 0

    @property
    def total(self) -> int:
        """How many moves the record holds."""
        return len(self.record.moves)

    def go(self, at: int) -> None:
        """Stand after move `at` (0: before the first), kept within the record."""
        self.at = max(0, min(self.total, at))


async def show(replayer: Replayer, out: TextIO, words: Catalogue, boards: Path) -> None:
    """Print where the replay stands, the move's public lines and the points; save the board."""

    def write(line: str) -> None:
        print(speak(line, words), file=out)

    at = replayer.at
    if at == 0:
        write(say("terminal.replay.start", total=replayer.total))
    else:
        move = replayer.record.moves[at - 1]
        name = replayer.names.get(move.player, move.player)
        write(
            say(
                "terminal.replay.at",
                number=at,
                total=replayer.total,
                player=name,
                move=move.notation,
            )
        )
        for line in replayer.lines[at]:
            write(line)
    view = replayer.views[at]
    png = await Pictures().board(view, replayer.names, language=words.language)
    boards.mkdir(parents=True, exist_ok=True)
    path = boards / f"replay-{at}.png"
    path.write_bytes(png)
    print(speak(points_line(view, replayer.names), words) + ".", file=out)
    write(say("terminal.board", path=str(path)))


def step(replayer: Replayer, typed: str) -> bool:
    """Move the replay as typed; False if the command is not one of the replay's."""
    parts = typed.strip().lower().split()
    word = parts[0] if parts else "n"
    if (word == "n" and len(parts) == 1) or not parts:
        replayer.go(replayer.at + 1)
    elif word == "p" and len(parts) == 1:
        replayer.go(replayer.at - 1)
    elif word == "s" and len(parts) == 1:
        replayer.go(0)
    elif word == "e" and len(parts) == 1:
        replayer.go(replayer.total)
    elif word == "j" and len(parts) == 2 and parts[1].isdigit():
        replayer.go(int(parts[1]))
    else:
        return False
    return True


def load(path: Path, words: Catalogue) -> Replayer | None:
    """The replayer of a record file, or None after printing why it cannot be replayed."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        print(
            speak(say("terminal.replay.no_file", path=str(path), why=why), words), file=sys.stderr
        )
        return None
    try:
        return Replayer(parse_record(text))
    except RecordError as error:
        line = say("terminal.replay.bad_record", path=str(path), error=error.message)
        print(speak(line, words), file=sys.stderr)
        return None


async def replay(args: argparse.Namespace, lines: TextIO, out: TextIO) -> int:
    """Step through the record file `args.replay`; the exit code (2: it cannot be replayed)."""
    words = catalogue(getattr(args, "language", "en"))
    replayer = load(Path(args.replay), words)
    if replayer is None:
        return 2
    boards = Path(args.boards)
    print(speak(say("terminal.replay.help"), words), file=out)
    await show(replayer, out, words, boards)
    for typed in lines:
        if typed.strip().lower() == "q":
            break
        if step(replayer, typed):
            await show(replayer, out, words, boards)
        else:
            print(speak(say("terminal.replay.unknown"), words), file=out)
    return 0
