"""Seafarers in the terminal, shared by the test files that play its scenarios (split in two
so that `--dist loadfile` spreads the games over the workers): each scenario's game typed as
the terminal's commands (`/ship build|move`, `/pirate`, `/gold`, `/token` among them), first in
process, then piped into `python -m bot local --rules seafarers --scenario NAME`, which must
reach the same result."""

from __future__ import annotations

import random
from pathlib import Path

from bot.common.choices import Table, rank
from bot.local.session import CHANNEL
from bot.service import Service

from .local_script import assert_same_final_scores, piped, play_typed
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


async def choose_sea(service: Service, player: str, rng: random.Random) -> list[str]:
    return [typed_sea(await pick_sea(service, player, rng))]


async def script_sea(tmp_path: Path, scenario: str) -> tuple[list[str], str]:
    options = {"rules": "seafarers", "scenario": scenario, "vp_to_win": VP}
    opening = ["/rules seafarers", "/status"]
    return await play_typed(tmp_path, PLAYERS, SEED, options, opening, choose_sea)


#: The scenarios played by `test_local_seafarers.py` and by `test_local_seafarers_rest.py`,
#: about the same time each (every scenario for three in one of them).
FIRST = ("four_islands", "through_the_desert", "harbormaster")
REST = ("new_shores", "fog_island", "greater_catan")


async def whole_game(tmp_path: Path, scenario: str) -> None:
    """The scenario started and finished in the terminal without a refusal; the same lines
    piped into the real command reach the same final scores."""
    lines, printed = await script_sea(tmp_path / "first", scenario)
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "Rules seafarers, scenario " in printed and " wins after " in printed
    arguments = [*PLAYERS, "--seed", str(SEED), "--rules", "seafarers", "--scenario", scenario]
    arguments += ["--vp", str(VP)]
    assert_same_final_scores(printed, piped(lines, arguments, tmp_path))
