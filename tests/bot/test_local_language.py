"""Languages: `python -m bot local --language nl` speaks Dutch: a short set-up typed
with Dutch piece names, piped into the real command, printed in Dutch."""

from __future__ import annotations

import io
import random
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from tests.words.english_left import english_left

from .local_script import piped

PLAYERS = ["ann", "bo", "cy"]
SEED = 5
#: The notation's pieces as a Dutch player types them.
DUTCH = {"build settlement": "/build dorp", "build road": "/build straat"}


async def _typed_setup(path: Path) -> list[str]:
    """The first two set-up placements, worded with the Dutch piece names, from the legal
    moves of the same seed in process (the piped run must then accept them)."""
    path.mkdir(parents=True, exist_ok=True)
    service = await Service.open(path / "local.db", rng=random.Random(SEED))
    try:
        session = LocalSession(service, PLAYERS, io.StringIO(), path / "boards", language="nl")
        await session.open({"map": "variable"})
        lines = ["/hand"]
        for _ in range(2):
            move = (await service.tables.legal(CHANNEL, session.acting))[0]
            head = " ".join(move.split()[:2])
            lines.append(f"{DUTCH[head]} {move.split()[2]}")
            command = parse(lines[-1])
            assert command is not None and command.move == move
            await session.handle(command)
    finally:
        await service.close()
    return [*lines, "/status"]


async def test_a_short_game_piped_in_dutch_is_printed_in_dutch(tmp_path: Path) -> None:
    """The terminal in a language: the greeting, the start, the prompts, the hand,
    the board's summary and the status are Dutch, and no English prompt or hand line is left."""
    lines = await _typed_setup(tmp_path / "first")
    done = piped(lines, [*PLAYERS, "--seed", str(SEED), "--language", "nl"], tmp_path)
    assert done.returncode == 0, done.stderr
    printed = done.stdout
    for dutch in (
        "Typ /help voor de commando's.",
        "Het spel begint! Zitvolgorde:",
        "Plaats een dorp op een van de gemarkeerde plekken",
        "Plaats een straat vanaf je nieuwe dorp",
        "Je hand: geen kaarten.",
        "Ontwikkelingskaarten: geen.",
        "Startfase, ronde 1. Punten:",
        "Aan tafel",
    ):
        assert dutch in printed, (dutch, printed)
    for english in ("Type /help", "Place a settlement", "Your hand", "Set-up, round", "Points:"):
        assert english not in printed, (english, printed)


async def test_the_terminals_moves_are_described_in_its_language(tmp_path: Path) -> None:
    """The terminal in a language: `/moves` lists the legal moves as typed (notation)
    beside their description in the terminal's language (the pickers' words, as Discord's
    menus show them), not in English."""
    out = io.StringIO()
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED))
    try:
        session = LocalSession(service, PLAYERS, out, tmp_path / "boards", language="de")
        await session.open({"map": "variable"})
        out.truncate(0)
        await session.moves()
    finally:
        await service.close()
    listed = [line for line in out.getvalue().splitlines() if "build settlement" in line]
    assert listed, out.getvalue()
    for line in listed:
        description = line.split(maxsplit=3)[3]
        assert english_left(description, "de") == set(), line
