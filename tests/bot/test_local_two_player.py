"""The game for two in a terminal: `python -m bot local alice bob` plays the 2-player
variant; a whole game typed as commands (`/neutral`, `/tokens`, `/give` among them), first in
process, then piped into the real command, which must reach the same result."""

from __future__ import annotations

import random
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL
from bot.service import Service

from .local_script import assert_same_final_scores, piped, play_typed
from .test_local import pick, typed

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


async def _choose(service: Service, player: str, rng: random.Random) -> list[str]:
    legal = await service.tables.legal(CHANNEL, player)
    return [typed_two(pick_two(legal, rng))]


async def _script(tmp_path: Path) -> tuple[list[str], str]:
    options = {"map": "beginner", "vp_to_win": 5}
    opening = ["/rules two_player", "/status"]
    return await play_typed(tmp_path, PLAYERS, SEED, options, opening, _choose)


async def test_a_whole_two_player_game_typed_in_the_terminal(tmp_path: Path) -> None:
    lines, printed = await _script(tmp_path / "first")
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "Rules two_player" in printed and " wins after " in printed
    for command in ("/neutral ", "/tokens ", "/give "):
        assert any(line.startswith(command) for line in lines), command
    assert "Neutral 1 built a road" in printed or "Neutral 2 built a road" in printed
    assert "neutral-" not in printed

    arguments = [*PLAYERS, "--seed", str(SEED), "--map", "beginner", "--vp", "5"]
    assert_same_final_scores(printed, piped(lines, arguments, tmp_path, timeout=180))


def test_the_variant_s_commands_become_notation() -> None:
    assert parse("/neutral 1 road 9-13").move == "neutral 1 road 9-13"  # type: ignore[union-attr]
    assert parse("/tokens trade").move == "tokens trade"  # type: ignore[union-attr]
    assert parse("/give 1 ore, wool").move == "give 1 ore 1 wool"  # type: ignore[union-attr]
