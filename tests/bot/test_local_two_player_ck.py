"""Cities & Knights for two in a terminal (part B): `python -m bot local --rules
cities_knights alice bob` plays `cities_knights_two_player`; a whole game typed as the terminal's
commands (C&K's `/knight …`, `/improve`, `/choose …`, `/play …` and the variant's `/neutral`,
`/tokens`, `/give`), first in process from the legal moves, then piped into the real command,
which must reach the same result. Sized for CI: a short game to a few points."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from bot.local.session import CHANNEL
from bot.service import Service
from tests.bot.local_script import assert_same_final_scores, piped, play_typed
from tests.bot.test_local_ck import pick, typed

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
    kinds: Counter[str] = Counter()

    async def choose(service: Service, player: str, rng: random.Random) -> list[str]:
        move = pick_two(await service.tables.legal(CHANNEL, player), rng)
        words = move.split()
        kinds[f"{words[0]} {words[2]}" if words[0] == "neutral" else words[0]] += 1
        return [typed_two(move)]

    options = {"map": "beginner", "vp_to_win": VP, "rules": "cities_knights"}
    opening = ["# a scripted game of Cities & Knights for two", "/rules two_player", "/status"]
    lines, printed = await play_typed(tmp_path, PLAYERS, SEED, options, opening, choose, 5000)
    return lines, printed, kinds


async def test_a_whole_c_k_game_for_two_typed_in_the_terminal(tmp_path: Path) -> None:
    """Two names and `--rules cities_knights` play C&K for two to a winner
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

    assert_same_final_scores(printed, piped(lines, [*PLAYERS, *RULES], tmp_path))
