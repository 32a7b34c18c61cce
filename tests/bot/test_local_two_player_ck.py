"""Cities & Knights for two in a terminal (issue 14 part B): `python -m bot local --rules
cities_knights alice bob` plays `cities_knights_two_player`; a whole game typed as the terminal's
commands (C&K's `/knight …`, `/improve`, `/choose …`, `/play …` and the variant's `/neutral`,
`/tokens`, `/give`), first in process from the legal moves, then piped into the real command,
which must reach the same result. Sized for CI: a short game to a few points."""

from __future__ import annotations

import io
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL, LocalSession
from bot.service import Service
from tests.bot.test_local_ck import pick, typed

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["alice", "bob"]
SEED = 4
VP = 6
RULES = ["--rules", "cities_knights", "--seed", str(SEED), "--map", "beginner", "--vp", str(VP)]


def typed_two(move: str) -> str:
    """A move as typed: the variant's moves are their own commands, the rest as in C&K."""
    head = move.split()[0]
    if head in ("neutral", "tokens", "give"):
        return f"/{move}"
    return typed(move)


def pick_two(legal: list[str], rng: random.Random) -> str:
    """The owed neutral piece or cards first; a progress card, a token action or a bank
    trade now and then (two players alone produce little); else as the C&K script."""
    owed = [m for m in legal if m.startswith(("neutral", "give"))]
    if owed:
        return rng.choice(owed)
    for prefix, odds in (("play ", 0.5), ("tokens", 0.3)):
        found = [m for m in legal if m.startswith(prefix)]
        if found and rng.random() < odds:
            return rng.choice(found)
    move = pick(legal, rng)
    banks = [m for m in legal if m.startswith("bank")]
    if move == "end" and banks and rng.random() < 0.7:
        return rng.choice(banks)
    return move


async def _script(tmp_path: Path) -> tuple[list[str], str, Counter[str]]:
    """Play the game in process: the lines typed, what was printed, the kinds of move."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    service = await Service.open(tmp_path / "local.db", rng=random.Random(SEED))
    out = io.StringIO()
    session = LocalSession(service, PLAYERS, out, tmp_path / "boards")
    await session.open({"map": "beginner", "vp_to_win": VP, "rules": "cities_knights"})
    rng = random.Random(SEED)
    lines = ["# a scripted game of Cities & Knights for two", "/rules two_player", "/status"]
    for line in lines:
        if (command := parse(line)) is not None:
            await session.handle(command)
    kinds: Counter[str] = Counter()
    while not session.over:
        awaiting = (await service.status(CHANNEL)).awaiting
        if session.acting not in awaiting:
            lines.append(f"/as {awaiting[0]}")
            await session.handle(parse(lines[-1]))  # type: ignore[arg-type]
        legal = await service.legal(CHANNEL, session.acting)
        move = pick_two(legal, rng)
        words = move.split()
        kinds[f"{words[0]} {words[2]}" if words[0] == "neutral" else words[0]] += 1
        lines.append(typed_two(move))
        await session.handle(parse(lines[-1]))  # type: ignore[arg-type]
        assert len(lines) < 5000
    await service.close()
    return lines, out.getvalue(), kinds


async def test_a_whole_c_k_game_for_two_typed_in_the_terminal(tmp_path: Path) -> None:
    """Issue 14 part B: two names and `--rules cities_knights` play C&K for two to a winner
    with the terminal's commands (neutral knights, chips, progress cards among them); the same
    lines piped into `python -m bot local` reach the same final scores."""
    lines, printed, kinds = await _script(tmp_path / "first")
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "cities_knights_two_player" in printed, printed[:2000]
    assert " wins after " in printed and "Final scores:" in printed
    assert "neutral-" not in printed
    assert kinds["neutral knight"] and kinds["tokens"] and kinds["play"], kinds
    for command in ("/neutral ", "/tokens ", "/knight ", "/play "):
        assert any(line.startswith(command) for line in lines), command

    script = tmp_path / "game.txt"
    script.write_text("\n".join(lines) + "\n")
    command = [sys.executable, "-m", "bot", "local", *PLAYERS, *RULES]
    with script.open() as stdin:
        done = subprocess.run(
            [*command, "--boards", str(tmp_path / "second" / "boards")],
            stdin=stdin,
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=300,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        )
    assert done.returncode == 0, done.stderr
    final = next(line for line in printed.splitlines() if line.startswith("Final scores:"))
    assert final in done.stdout
