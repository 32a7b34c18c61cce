"""docs/architecture.md's table of imports is the code's: for each package it lists, the
packages of ours that its files import are exactly those the table names."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "architecture.md"
#: A row of the table: `| `package/` | imports of ours | from outside |`.
ROW = re.compile(r"^\| `([\w/]+)/` \| ([^|]*) \|", re.M)
#: The units the table speaks of: the top packages, and bot's subpackages and modules.
OURS = ("engine", "words", "render", "computer", "bot")


def unit(module: str) -> str | None:
    """`bot.store.records` -> `bot/store`; `engine.rules` -> `engine`; None if not ours."""
    parts = module.split(".")
    if parts[0] not in OURS:
        return None
    return "/".join(parts[:2]) if parts[0] == "bot" and len(parts) > 1 else parts[0]


def imports_of(package: str) -> set[str]:
    """The units of ours that the files of `package` import, itself left out."""
    found: set[str] = set()
    for path in (ROOT / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            found.update(u for u in map(unit, names) if u is not None)
    return found - {package}


def test_the_table_of_imports_is_true() -> None:
    """Each package's imports of ours, as the table lists them (`nothing` for none)."""
    rows = ROW.findall(DOC.read_text(encoding="utf-8"))
    assert len(rows) >= 10
    for package, listed in rows:
        named = set(re.findall(r"`([\w/]+)`", listed))
        assert imports_of(package) == named, package
