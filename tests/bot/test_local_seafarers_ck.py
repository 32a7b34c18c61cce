"""Cities & Knights with Seafarers in the terminal (CK-18): a whole game of Heading
for New Shores typed as the terminal's commands (the Seafarers ones, `/ship`, `/pirate`,
`/gold`, and the C&K ones, `/knight`, `/improve`, `/choose`, `/play`), first in process, then
piped into `python -m bot local --rules cities_knights_seafarers --scenario new_shores`, which
must reach the same result; a scenario the combination does not offer is refused."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from bot.local.session import CHANNEL
from bot.service import Service

from .local_script import ROOT, assert_same_final_scores, piped, play_typed
from .local_seafarers import pick_sea, typed_sea
from .test_local_ck import CHOICES
from .test_local_ck import pick as ck_pick
from .test_local_ck import typed as ck_typed

PLAYERS = ["alice", "bob", "carol"]
RULES = "cities_knights_seafarers"
SEED = 6
VP = 6
SEA = ("build ship", "move ship", "pirate", "gold", "token")


def typed(move: str) -> str:
    """Seafarers' moves as their own commands, C&K's as theirs."""
    return typed_sea(move) if move.startswith(SEA) else ck_typed(move)


async def _choose(service: Service, player: str, rng: random.Random) -> list[str]:
    """The choice owed first (C&K's or gold); then Seafarers' picks or C&K's, half each."""
    legal = list(await service.tables.legal(CHANNEL, player))
    owed = [m for m in legal if m.split()[0] in (*CHOICES, "gold", "token")]
    if owed:
        return [typed(rng.choice(owed))]
    if rng.random() < 0.5:
        return [typed(await pick_sea(service, player, rng))]
    return [typed(ck_pick(legal, rng))]


async def test_a_whole_game_of_the_combination_typed_in_the_terminal(tmp_path: Path) -> None:
    """C&K with Seafarers started and finished in the terminal; the same lines piped
    into the real command reach the same final scores."""
    options = {"rules": RULES, "scenario": "new_shores", "vp_to_win": VP}
    opening = ["/rules seafarers_ck", "/status"]
    lines, printed = await play_typed(tmp_path / "first", PLAYERS, SEED, options, opening, _choose)
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert f"Rules {RULES}, scenario Heading for New Shores" in printed
    assert " wins after " in printed and "event die:" in printed
    assert any(line.startswith("/ship build") for line in lines)
    assert any(line.startswith("/knight build") for line in lines)
    assert "/knight chase 23 AB" in printed  # /rules seafarers_ck
    arguments = [*PLAYERS, "--seed", str(SEED), "--rules", RULES, "--scenario", "new_shores"]
    arguments += ["--vp", str(VP)]
    assert_same_final_scores(printed, piped(lines, arguments, tmp_path))


def test_a_scenario_the_combination_does_not_offer_is_refused(tmp_path: Path) -> None:
    """CK-18.1 (CK-D33): `--scenario fog_island` with the combination is refused with a
    sentence naming the three it offers."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "local", *PLAYERS, "--rules", RULES, "--scenario",
         "fog_island"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert done.returncode == 2
    assert "fog_island" in done.stderr and "greater_catan" in done.stderr, done.stderr
    assert "four_islands" not in done.stderr.split("choose one of")[-1], done.stderr
