"""Taking moves back in the terminal: `/undo`, and `/agree` or `/refuse` to answer a request."""

from __future__ import annotations

import io
import random
from pathlib import Path

from bot.local.commands import Command, parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service

PLAYERS = ["alice", "bob", "carol"]


def _typed(line: str) -> Command:
    command = parse(line)
    assert command is not None
    return command


async def _session(tmp_path: Path) -> tuple[Service, LocalSession, io.StringIO]:
    service = await Service.open(tmp_path / "local.db", rng=random.Random(5))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, tmp_path / "boards")
    await session.open({"map": "beginner"})
    return service, session, out


async def test_undo_in_the_terminal_takes_back_a_settlement(tmp_path: Path) -> None:
    """`/undo` right after a set-up settlement takes it back, and the same seat places again."""
    service, session, out = await _session(tmp_path)
    first = session.acting
    spot = (await service.tables.legal(CHANNEL, first))[0].split()[-1]
    await session.handle(_typed(f"/build settlement {spot}"))
    await session.handle(_typed("/undo"))
    assert f"{first} took back their last move." in out.getvalue()
    assert f"build settlement {spot}" in await service.tables.legal(CHANNEL, first)
    await service.close()


async def test_consent_in_the_terminal(tmp_path: Path) -> None:
    """After the next seat moved, `/undo` asks; each other seat agrees with `/as` and `/agree`,
    and the moves are taken back. `/refuse` with no request standing is refused."""
    service, session, out = await _session(tmp_path)
    first = session.acting
    for _ in range(3):  # a settlement and a road, then the next seat's settlement
        legal = await service.tables.legal(CHANNEL, session.acting)
        kind, _, spot = legal[0].rpartition(" ")
        await session.handle(_typed(f"/build {kind.split()[-1]} {spot}"))
    await session.handle(_typed(f"/as {first}"))
    await session.handle(_typed("/undo"))
    assert "asks to take back" in out.getvalue()
    for other in (p for p in PLAYERS if p != first):
        await session.handle(_typed(f"/as {other}"))
        await session.handle(_typed("/agree"))
    assert "With everyone's consent" in out.getvalue()
    assert (await service.tables.status(CHANNEL)).awaiting == (first,)
    printed = len(out.getvalue())
    await session.handle(_typed("/refuse"))
    assert out.getvalue()[printed:].startswith("✗ No request")
    await service.close()
