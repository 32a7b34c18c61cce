"""docs/engine-api.md stays true: its Python examples run as written (each in a fresh
interpreter, so the rule module the "Rule sets" example registers is built there and nowhere
else), and every source file it names exists."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "engine-api.md"
#: A fenced Python example.
EXAMPLE = re.compile(r"```python\n(.*?)```", re.S)
#: A source file named in the text: `engine/state.py`, or several at once,
#: `engine/rules/cities_knights/cards/{science,trade}.py`.
SOURCE = re.compile(r"(?<![\w/])((?:engine|tests|bot|words|render)/[\w/]*?)(\{[\w,]+\}|\w+)\.py\b")
#: Run after each example: every rule set registered by then is built (a module's `build`
#: calls only what exists, with the arguments it takes).
BUILD_ALL = (
    "\nfrom engine import rule_names, rule_set\nfor _name in rule_names():\n    rule_set(_name)\n"
)


def examples() -> list[str]:
    return EXAMPLE.findall(DOC.read_text())


def test_the_doc_has_its_examples() -> None:
    """The examples checked below are found (the check cannot pass on none): the game's
    driving and the rule module's composition."""
    found = examples()
    assert len(found) >= 2
    assert any("register_module(" in code for code in found)


@pytest.mark.parametrize("index", range(len(examples())))
def test_each_python_example_runs(index: int) -> None:
    """Polish item 3: each example of docs/engine-api.md runs as written: every name it imports
    or calls exists (the "Rule sets" example composes C&K's knights from
    engine/rules/cities_knights/knight_moves.py, where their legal moves are), and the rule set
    it registers builds."""
    code = examples()[index] + BUILD_ALL
    ran = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert ran.returncode == 0, ran.stderr


def test_every_source_file_the_doc_names_exists() -> None:
    """Polish item 3: every `.py` file docs/engine-api.md names is in the repository."""
    root = DOC.parents[1]
    named = []
    for folder, stem in SOURCE.findall(DOC.read_text()):
        stems = stem.strip("{}").split(",")
        named += [f"{folder}{s}.py" for s in stems]
    assert named
    missing = [path for path in named if not (root / path).is_file()]
    assert missing == []
