"""Cities & Knights for six in a terminal: `python -m bot local` with six names and
`--rules cities_knights` plays C&K by the 5–6 extension (`cities_knights_five_six`): after each
turn every other seat is prompted in turn to build (knights, walls and improvements among the
builds) or `/pass`. Typed first in process, then piped into the real command, which must reach
the same result."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.local.session import CHANNEL
from bot.service import Service

from .local_script import assert_same_final_scores, piped, play_typed
from .test_local_ck import CHOICES, pick, typed

PLAYERS = ["alice", "bob", "carol", "dave", "erin", "frank"]
SEED = 5
VP = 4
#: What a builder in the special building phase makes first, when it can.
PHASE_BUILDS = ("build city", "improve", "build settlement", "knight", "activate", "wall")


def pick_phase(legal: list[str], rng: random.Random) -> str:
    """In the special building phase the first of `PHASE_BUILDS` it offers, else pass (the
    choice a build leaves open, such as a metropolis, first); in a turn as the C&K script."""
    if "pass" not in legal:
        owed = [m for m in legal if m.split()[0] in CHOICES]
        return rng.choice(owed) if owed else pick(legal, rng)
    for prefix in PHASE_BUILDS:
        found = [m for m in legal if m.startswith(prefix)]
        if found:
            return rng.choice(found)
    return "pass"


async def _choose(service: Service, player: str, rng: random.Random) -> list[str]:
    legal = list(await service.tables.legal(CHANNEL, player))
    return [typed(pick_phase(legal, rng))]


async def test_a_whole_cities_knights_game_of_six_typed_in_the_terminal(tmp_path: Path) -> None:
    """Six seats play C&K to a winner by `cities_knights_five_six`; each turn is followed by
    the special building phase, whose builders are prompted by name, build C&K's pieces there
    (`/knight build`, `/knight activate`, `/wall`, `/improve`) or pass with `/pass`; the same
    lines piped into `python -m bot local` end the same way."""
    options = {"map": "beginner", "rules": "cities_knights", "vp_to_win": VP}
    lines, printed = await play_typed(
        tmp_path / "first", PLAYERS, SEED, options, ["/status"], _choose
    )
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "Rules cities_knights_five_six" in printed and " wins after " in printed
    assert "special building phase for " in printed and "is done building" in printed
    prompted = re.findall(r"➡️ (\w+): (\w+)'s turn is over and it is your turn to build", printed)
    assert prompted and all(builder != turn for builder, turn in prompted)
    # C&K's builds typed by builders while the phase lasts (from a prompt to that builder
    # being done).
    parts = "".join(re.findall(r"your turn to build(.*?)is done building", printed, re.S))
    assert "built a knight at" in parts and "activates" in parts and "improves" in parts
    assert "/pass" in lines
    arguments = [*PLAYERS, "--seed", str(SEED), "--map", "beginner", "--rules", "cities_knights"]
    arguments += ["--vp", str(VP)]
    assert_same_final_scores(printed, piped(lines, arguments, tmp_path, timeout=180))
