"""The game for two in a terminal (issue 14): `python -m bot local alice bob` plays the 2-player
variant; a whole game typed as commands (`/neutral`, `/tokens`, `/give` among them), first in
process, then piped into the real command, which must reach the same result."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service

from .test_local import ROOT, pick, typed

PLAYERS = ["alice", "bob"]
SEED = 8


def typed_two(move: str) -> str:
    """A move as typed: the variant's moves are their own commands."""
    head = move.split()[0]
    if head in ("neutral", "tokens", "give"):
        return f"/{move}"
    return typed(move)


def pick_two(legal: list[str], rng: random.Random) -> str:
    """The owed piece or cards first; now and then a token action; a bank trade before ending
    (two players alone produce little); else as the base script."""
    owed = [m for m in legal if m.startswith(("neutral", "give"))]
    if owed:
        return rng.choice(owed)
    tokens = [m for m in legal if m.startswith("tokens")]
    if tokens and rng.random() < 0.3:
        return rng.choice(tokens)
    move = pick(legal, rng)
    banks = [m for m in legal if m.startswith("bank")]
    if move == "end" and banks and rng.random() < 0.7:
        return rng.choice(banks)
    return move


async def _script(tmp_path: Path) -> tuple[list[str], str]:
    tmp_path.mkdir(parents=True, exist_ok=True)
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, tmp_path / "boards")
    await session.open({"map": "beginner", "vp_to_win": 5})
    rng = random.Random(SEED)
    lines = ["/rules two_player", "/status"]
    for line in lines:
        if (command := parse(line)) is not None:
            await session.handle(command)
    while not session.over:
        awaiting = (await service.status(CHANNEL)).awaiting
        if session.acting not in awaiting:
            lines.append(f"/as {awaiting[0]}")
            await session.handle(parse(lines[-1]))  # type: ignore[arg-type]
        legal = await service.legal(CHANNEL, session.acting)
        lines.append(typed_two(pick_two(legal, rng)))
        await session.handle(parse(lines[-1]))  # type: ignore[arg-type]
        assert len(lines) < 4000
    await service.close()
    return lines, out.getvalue()


async def test_a_whole_two_player_game_typed_in_the_terminal(tmp_path: Path) -> None:
    lines, printed = await _script(tmp_path / "first")
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "Rules two_player" in printed and " wins after " in printed
    for command in ("/neutral ", "/tokens ", "/give "):
        assert any(line.startswith(command) for line in lines), command
    assert "Neutral 1 built a road" in printed or "Neutral 2 built a road" in printed
    assert "neutral-" not in printed

    script = tmp_path / "game.txt"
    script.write_text("\n".join(lines) + "\n")
    done = subprocess.run(
        [sys.executable, "-m", "bot", "local", *PLAYERS, "--seed", str(SEED), "--map",
         "beginner", "--vp", "5", "--boards", str(tmp_path / "second")],
        stdin=script.open(),
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=180,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    final = next(line for line in printed.splitlines() if line.startswith("Final scores:"))
    assert final in done.stdout


def test_the_variant_s_commands_become_notation() -> None:
    assert parse("/neutral 1 road 9-13").move == "neutral 1 road 9-13"  # type: ignore[union-attr]
    assert parse("/tokens trade").move == "tokens trade"  # type: ignore[union-attr]
    assert parse("/give 1 ore, wool").move == "give 1 ore 1 wool"  # type: ignore[union-attr]
