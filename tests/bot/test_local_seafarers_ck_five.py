"""Cities & Knights with Seafarers for five in a terminal: `python -m bot local` with five
names, `--rules cities_knights_seafarers --scenario new_shores` plays Heading for New Shores by
`cities_knights_seafarers_five_six`: after each turn every other seat is prompted in turn to
build (ships, knights, walls and improvements among the builds) or `/pass`. Typed first in
process, then piped into the real command, which must reach the same result."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.local.session import CHANNEL
from bot.service import Service

from .local_script import assert_same_final_scores, piped, play_typed
from .test_local_ck_six import pick_phase
from .test_local_seafarers_ck import RULES, typed
from .test_local_seafarers_ck import _choose as choose_turn

PLAYERS = ["alice", "bob", "carol", "dave", "erin"]
SCENARIO = "new_shores"
SEED = 6
VP = 4


async def _choose(service: Service, player: str, rng: random.Random) -> list[str]:
    """In the special building phase C&K's builds first, else a ship now and then, else
    pass; in a turn as the combination's script."""
    legal = list(await service.tables.legal(CHANNEL, player))
    if "pass" not in legal:
        return await choose_turn(service, player, rng)
    move = pick_phase(legal, rng)
    ships = [m for m in legal if m.startswith("build ship")]
    if move == "pass" and ships and rng.random() < 0.5:
        move = rng.choice(ships)
    return [typed(move)]


async def test_a_whole_game_of_the_combination_for_five_typed_in_the_terminal(
    tmp_path: Path,
) -> None:
    """Five seats play Heading for New Shores to a winner by
    `cities_knights_seafarers_five_six`; each turn is followed by the special building phase,
    whose builders are prompted by name and build C&K's pieces and ships there or pass with
    `/pass`; the same lines piped into `python -m bot local` end the same way."""
    options = {"rules": RULES, "scenario": SCENARIO, "vp_to_win": VP}
    lines, printed = await play_typed(
        tmp_path / "first", PLAYERS, SEED, options, ["/status"], _choose
    )
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert f"Rules {RULES}_five_six, scenario " in printed and " wins after " in printed
    assert "special building phase for " in printed and "is done building" in printed
    prompted = re.findall(r"➡️ (\w+): (\w+)'s turn is over and it is your turn to build", printed)
    assert prompted and all(builder != turn for builder, turn in prompted)
    parts = "".join(re.findall(r"your turn to build(.*?)is done building", printed, re.S))
    assert "built a knight at" in parts and "improves" in parts, parts[:3000]
    assert "built a ship on" in parts, parts[:3000]
    assert "/pass" in lines
    arguments = [*PLAYERS, "--seed", str(SEED), "--rules", RULES, "--scenario", SCENARIO]
    arguments += ["--vp", str(VP)]
    assert_same_final_scores(printed, piped(lines, arguments, tmp_path, timeout=180))
