"""docs/writing-a-rule-module.md stays true: its Python examples, run together as written in a
fresh interpreter (the module they register exists there and nowhere else), compose the new rule
set onto the base game and onto Cities & Knights, and play it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "writing-a-rule-module.md"
EXAMPLE = re.compile(r"```python\n(.*?)```", re.S)
#: Run after the examples: the festival, held, is paid for, counted and saved, in both rule sets.
CHECK = """
import json
from engine import Game, GameConfig, rule_names

assert {"festival", "cities_knights_festival"} <= set(rule_names())
for name in ("festival", "cities_knights_festival"):
    g = Game.new(GameConfig(players=("ann", "bob", "cy"), seed=3, rules=name))
    while not (g.phase == "main" and "festival" in map(str, g.legal_actions(g.players[g.current]))):
        p = g.awaiting()[0]
        g.apply(p, g.legal_actions(p)[0])
    who = g.players[g.current]
    before = g.public_vp(g.current)
    [held] = g.apply(who, "festival")
    assert held.to_dict() == {"type": "FestivalHeld", "player": who, "points": 1}, held
    assert g.view()["festival"][who] and g.public_vp(g.current) == before + 1
    again = Game.from_dict(json.loads(json.dumps(g.to_dict())))
    assert again.to_dict() == g.to_dict()
    try:
        g.apply(who, "festival")
    except Exception as refused:
        assert refused.code == "festival_held", refused.code
    else:
        raise AssertionError("a second festival was held")
print("ok")
"""


def test_the_rule_module_examples_run_and_compose() -> None:
    """The worked example registers a module that composes onto the base game and onto Cities &
    Knights: its action is listed and applies, its event, view field and points follow, it
    saves and loads, and a second festival is refused with the module's own code."""
    code = "\n".join(EXAMPLE.findall(DOC.read_text(encoding="utf-8")))
    assert "register_module(" in code and "festival" in code
    done = subprocess.run(
        [sys.executable, "-c", code + CHECK],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("ok"), done.stdout
