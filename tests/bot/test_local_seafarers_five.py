"""Seafarers for five in a terminal (SF-17): `python -m bot local` with five names,
`--rules seafarers --scenario four_islands` plays the Six Islands by the rule set of Seafarers
and the 5–6 extension: after each turn every other seat is prompted in turn to build (ships
among the builds) or `/pass`. Typed first in process, then piped into the real command, which
must reach the same result."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.common.choices import Table, rank
from bot.local.session import CHANNEL
from bot.service import Service

from .local_script import assert_same_final_scores, piped, play_typed
from .local_seafarers import pick_sea, typed_sea

PLAYERS = ["alice", "bob", "carol", "dave", "erin"]
SCENARIO = "four_islands"
SEED = 6
VP = 5


async def _pick(service: Service, player: str, rng: random.Random) -> str:
    """In the special building phase a settlement or city where autocomplete ranks best, else
    a ship, else pass; in a turn as the Seafarers script."""
    moves = await service.tables.moves(CHANNEL, player)
    legal = list(moves.legal)
    if "pass" not in legal:
        return await pick_sea(service, player, rng)
    table = Table(moves.view, moves.names, player, moves.hand)
    builds = rank(legal, table, ("city", "settlement")) or rank(legal, table, ("ship",))
    return builds[0].value if builds else "pass"


async def _choose(service: Service, player: str, rng: random.Random) -> list[str]:
    return [typed_sea(await _pick(service, player, rng))]


async def test_a_whole_seafarers_game_of_five_typed_in_the_terminal(tmp_path: Path) -> None:
    """SF-17: five seats play the Six Islands to a winner by `seafarers_five_six`; each turn is
    followed by the special building phase, whose builders are prompted by name and build
    ships there with `/ship build` or pass with `/pass`; the same lines piped into
    `python -m bot local` end the same way."""
    options = {"rules": "seafarers", "scenario": SCENARIO, "vp_to_win": VP}
    lines, printed = await play_typed(
        tmp_path / "first", PLAYERS, SEED, options, ["/status"], _choose
    )
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "Rules seafarers_five_six, scenario " in printed and " wins after " in printed
    assert "special building phase for " in printed and "is done building" in printed
    prompted = re.findall(r"➡️ (\w+): (\w+)'s turn is over and it is your turn to build", printed)
    assert prompted and all(builder != turn for builder, turn in prompted)
    # A ship typed by a builder in the phase: the line after `/as NAME` of an awaited
    # builder, while the phase lasts, is found in what the session printed after the prompt.
    assert re.search(r"your turn to build[^➡]*?built a ship on \d+-\d+\.", printed)
    assert "/pass" in lines
    arguments = [*PLAYERS, "--seed", str(SEED), "--rules", "seafarers", "--scenario", SCENARIO]
    arguments += ["--vp", str(VP)]
    assert_same_final_scores(printed, piped(lines, arguments, tmp_path, timeout=180))
