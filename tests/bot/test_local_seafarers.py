"""Seafarers in the terminal: for each scenario, a whole game typed as the terminal's
commands (`/ship build|move`, `/pirate`, `/gold`, `/token` among them), first in process, then
piped into `python -m bot local --rules seafarers --scenario NAME`, which must reach the same
result; a wrong scenario on the command line is refused with a sentence."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from bot.common.choices import Table, rank
from bot.local.commands import parse
from bot.local.session import CHANNEL
from bot.service import Service
from bot.service.options import scenarios

from .local_script import ROOT, assert_same_final_scores, piped, play_typed
from .test_local import pick, typed

PLAYERS = ["alice", "bob", "carol"]
SEED = 4
VP = 4


def typed_sea(move: str) -> str:
    """A move as typed: ships, the pirate, gold and tokens are their own commands."""
    words = move.split()
    if words[1:2] == ["ship"]:
        verb = "build" if words[0] == "build" else "move"
        return f"/ship {verb} {' '.join(words[2:])}"
    if words[0] in ("pirate", "gold", "token"):
        return f"/{move}"
    return typed(move)


async def pick_sea(service: Service, player: str, rng: random.Random) -> str:
    """The choice owed first; settlements where autocomplete ranks them best; a ship toward a
    spot for one, or now and then anywhere; the pirate half the time; else as the base script."""
    moves = await service.tables.moves(CHANNEL, player)
    legal = list(moves.legal)
    owed = [m for m in legal if m.startswith(("gold", "token"))]
    if owed:
        return rng.choice(owed)
    table = Table(moves.view, moves.names, player, moves.hand)
    settle = rank(legal, table, ("city", "settlement"))
    if settle:
        return settle[0].value
    pirates = [m for m in legal if m.startswith("pirate")]
    if pirates and rng.random() < 0.5:
        return rng.choice(pirates)
    ships = rank(legal, table, ("ship", "sail"))
    if ships and (ships[0].weight > 0 or rng.random() < 0.6):
        return ships[0].value if ships[0].weight > 0 else rng.choice(ships).value
    return pick([m for m in legal if not m.startswith("pirate")] or legal, rng)


async def _choose(service: Service, player: str, rng: random.Random) -> list[str]:
    return [typed_sea(await pick_sea(service, player, rng))]


async def _script(tmp_path: Path, scenario: str) -> tuple[list[str], str]:
    options = {"rules": "seafarers", "scenario": scenario, "vp_to_win": VP}
    opening = ["/rules seafarers", "/status"]
    return await play_typed(tmp_path, PLAYERS, SEED, options, opening, _choose)


@pytest.mark.parametrize("scenario", scenarios(3))
async def test_a_whole_seafarers_game_typed_in_the_terminal(tmp_path: Path, scenario: str) -> None:
    """Each scenario started and finished in the terminal; the same lines piped
    into the real command reach the same final scores."""
    lines, printed = await _script(tmp_path / "first", scenario)
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "Rules seafarers, scenario " in printed and " wins after " in printed
    arguments = [*PLAYERS, "--seed", str(SEED), "--rules", "seafarers", "--scenario", scenario]
    arguments += ["--vp", str(VP)]
    assert_same_final_scores(printed, piped(lines, arguments, tmp_path))


def test_a_wrong_scenario_on_the_command_line_is_refused_with_a_sentence(tmp_path: Path) -> None:
    """`--scenario` names one of the engine's scenarios, or the terminal says which."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "local", *PLAYERS, "--rules", "seafarers", "--scenario",
         "atlantis"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert done.returncode == 2
    assert "There is no scenario 'atlantis'" in done.stderr and "fog_island" in done.stderr


def test_the_seafarers_commands_become_notation() -> None:
    """The terminal's Seafarers commands are written in the engine's notation."""
    assert parse("/ship build 12-17").move == "build ship 12-17"  # type: ignore[union-attr]
    assert parse("/ship move 12-17 17-23").move == "move ship 12-17 17-23"  # type: ignore[union-attr]
    assert parse("/pirate AB steal bob").move == "pirate AB steal bob"  # type: ignore[union-attr]
    assert parse("/gold wheat, ore").move == "gold grain ore"  # type: ignore[union-attr]
    assert parse("/token K").move == "token K"  # type: ignore[union-attr]
