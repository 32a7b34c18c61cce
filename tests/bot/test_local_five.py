"""A game of five in a terminal: `python -m bot local` with five names plays the game for five
and six, its special building phase included: after each turn every other seat is prompted in
turn to build or `/pass`. Typed first in process, then piped into the real command, which must
reach the same result."""

from __future__ import annotations

import random
import re
from pathlib import Path

from bot.local.commands import parse
from bot.local.session import CHANNEL
from bot.service import Service

from .local_script import assert_same_final_scores, piped, play_typed
from .test_local import pick, typed

PLAYERS = ["alice", "bob", "carol", "dave", "erin"]
SEED = 9


def pick_five(legal: list[str], rng: random.Random) -> str:
    """In the special building phase a settlement or city when there is one, else pass; in a
    turn as the base script, a bank trade now and then before ending."""
    if "pass" in legal:
        builds = [m for m in legal if m.startswith(("build city", "build settlement"))]
        return rng.choice(builds) if builds else "pass"
    move = pick(legal, rng)
    banks = [m for m in legal if m.startswith("bank")]
    if move == "end" and banks and rng.random() < 0.5:
        return rng.choice(banks)
    return move


async def _choose(service: Service, player: str, rng: random.Random) -> list[str]:
    legal = await service.tables.legal(CHANNEL, player)
    return [typed(pick_five(legal, rng))]


async def test_a_whole_five_player_game_typed_in_the_terminal(tmp_path: Path) -> None:
    """Five seats play the game for five and six to a winner; each turn is followed by the
    special building phase, whose awaited seat is prompted by name (after whose turn) and
    passes with `/pass`; the same lines piped into `python -m bot local` end the same way."""
    options = {"map": "beginner", "vp_to_win": 3}
    lines, printed = await play_typed(
        tmp_path / "first", PLAYERS, SEED, options, ["/status"], _choose
    )
    assert "✗" not in printed, printed[printed.index("✗") - 300 :][:600]
    assert "Rules five_six" in printed and " wins after " in printed
    assert "special building phase for " in printed and "is done building" in printed
    prompted = re.findall(r"➡️ (\w+): (\w+)'s turn is over and it is your turn to build", printed)
    assert prompted and all(builder != turn for builder, turn in prompted)
    # The turn's summary names the player whose turn it was, not the last to pass.
    first = prompted[0][1]
    assert f"{first}'s turn is over (rolled " in printed
    assert any(line == "/pass" for line in lines)
    arguments = [*PLAYERS, "--seed", str(SEED), "--map", "beginner", "--vp", "3"]
    assert_same_final_scores(printed, piped(lines, arguments, tmp_path, timeout=180))


def test_pass_is_typed_as_a_command() -> None:
    """`/pass` in the terminal is the special building phase's `pass`."""
    assert parse("/pass").move == "pass"  # type: ignore[union-attr]
