"""Seafarers in the terminal: for each scenario, a whole game typed as the terminal's
commands (`/ship build|move`, `/pirate`, `/gold`, `/token` among them), first in process, then
piped into `python -m bot local --rules seafarers --scenario NAME`, which must reach the same
result (half the scenarios here, the others in `test_local_seafarers_rest.py`; the game itself
in `local_seafarers.py`); a wrong scenario on the command line is refused with a sentence."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.local.commands import parse
from bot.service.options import scenarios

from .local_script import ROOT
from .local_seafarers import FIRST, PLAYERS, REST, whole_game


@pytest.mark.parametrize("scenario", FIRST)
async def test_a_whole_seafarers_game_typed_in_the_terminal(tmp_path: Path, scenario: str) -> None:
    """Each scenario started and finished in the terminal; the same lines piped
    into the real command reach the same final scores (the other scenarios in
    `test_local_seafarers_rest.py`)."""
    await whole_game(tmp_path, scenario)


def test_every_scenario_is_played_in_one_of_the_two_files() -> None:
    """The two files' scenarios are every scenario for three, each once."""
    assert sorted(FIRST + REST) == sorted(scenarios(3))


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
