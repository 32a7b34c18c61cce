"""What the adapters show for a call the database could not serve: the service's one sentence,
privately on Discord and after a ✗ in the terminal, never "Something went wrong"."""

from __future__ import annotations

import io
import random
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from tests.service.helpers import fill_the_disk, free_the_disk

from .world import open_table, world

NOT_SAVED = (
    "That was not saved: the server's disk is full. Nothing changed; please try again later."
)


async def test_discord_says_a_refused_call_privately_in_one_sentence(tmp_path: Path) -> None:
    """With the disk full, opening a table on Discord answers the host with the sentence as
    an ephemeral reply, not as an unexpected error; with room again the table opens."""
    async with world(tmp_path / "bot.db") as w:
        await fill_the_disk(w.service)
        host = w.players[0]
        refused = await host.slash(w.channel, "game new", map="beginner")
        assert refused.ephemeral and refused.response is not None
        assert refused.response.content == NOT_SAVED
        await free_the_disk(w.service)
        await open_table(w)


async def test_the_terminal_prints_a_refused_move_in_one_sentence(tmp_path: Path) -> None:
    """With the disk full, a move typed in the terminal prints the same sentence after a ✗
    (the session goes on); with room again the same move is played."""
    service = await Service.open(tmp_path / "local.db", rng=random.Random(5))
    try:
        out = io.StringIO()
        session = LocalSession(service, ["ann", "bo", "cy"], out, tmp_path / "boards")
        await session.open({"map": "beginner"})
        move = (await service.tables.legal(CHANNEL, session.acting))[0]
        command = parse(f"/{move}")
        assert command is not None
        await fill_the_disk(service)
        shown = len(out.getvalue())
        await session.handle(command)
        assert out.getvalue()[shown:] == f"✗ {NOT_SAVED}\n"
        await free_the_disk(service)
        shown = len(out.getvalue())
        await session.handle(command)
        assert "✗" not in out.getvalue()[shown:]
        info = await service.tables.table_info(CHANNEL)
        assert info is not None and info.version == 1
    finally:
        await service.close()
