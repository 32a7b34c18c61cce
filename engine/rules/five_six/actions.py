"""The action the 5–6 extension adds, with its notation (docs/players.md, "Action notation"):

pass        (done building in the special building phase, FS-4.3)
"""

from __future__ import annotations

from ...actions import Action
from ...records import record


@record
class PassBuild(Action):
    """`pass`: the acting player is done in the special building phase (FS-4.3)."""

    def __str__(self) -> str:
        return "pass"


_PASS = PassBuild()


def parse_pass(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    return None if rest else _PASS
