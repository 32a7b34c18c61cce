"""What a process that plays base games loads (the engine's whole-process figure
counts interpreter start-up and imports, so the engine's import path carries only what a base
game uses)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: Standard-library modules the engine's start-up does without: `dataclasses` (and `inspect`,
#: `ast`, `dis`, `tokenize` that it imports), made unnecessary by `engine.records`; `typing`
#: (engine/type_checking.py), `re` and `copy`.
NOT_LOADED = ("dataclasses", "inspect", "ast", "dis", "tokenize", "typing", "re", "copy")
#: The modules of engine/rules that a base game uses: the package front's two parts (the
#: `RuleSet` class and the registry) and the base game's module; no expansion's package.
BASE_RULES = {"engine.rules.ruleset", "engine.rules.registry", "engine.rules.base"}

_PLAY = """
import random, sys
import engine
from engine import Game, GameConfig
game = Game.new(GameConfig(players=("a", "b", "c", "d"), seed=1))
pick = random.Random(1).choice
while game.winner is None:
    seat = game.awaiting()[0]
    game.apply(seat, pick(game.legal_actions(seat)))
print(" ".join(sorted(sys.modules)))
"""


def _modules_after(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-S", "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r})\n{code}"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return set(out.splitlines()[-1].split())


def test_importing_the_engine_loads_no_dataclasses_machinery() -> None:
    """`import engine` loads none of `dataclasses`, `inspect`, `ast`, `dis`,
    `tokenize`, `typing`, `re`, `copy`, nor a rule set's package besides the base game's."""
    loaded = _modules_after("import engine, sys; print(' '.join(sorted(sys.modules)))")
    assert not loaded & set(NOT_LOADED)
    assert not {m for m in loaded if m.startswith("engine.rules.")} - BASE_RULES


def test_a_whole_base_game_loads_no_dataclasses_machinery() -> None:
    """Composing the base rule set and playing a base game to its end (every kind of
    action and event made, checked and applied) still loads none of them."""
    loaded = _modules_after(_PLAY)
    assert not loaded & set(NOT_LOADED)
    assert not {m for m in loaded if m.startswith("engine.rules.")} - BASE_RULES
