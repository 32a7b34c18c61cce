"""`Extension`: what a rule module's own state offers the engine (`game.ext[module name]`).

A module apart from engine/rules/ruleset.py because the engine needs the protocol only in
annotations: a process that plays games never imports it (nor `typing`, engine/type_checking.py);
`engine.Extension` imports it on first use.
"""

from __future__ import annotations

from typing import Any, Protocol


class Extension(Protocol):
    """A rule module's own state, kept in `game.ext[module name]`."""

    def copy(self) -> Extension:
        """An independent copy (for `Game.copy`)."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form (saved under the module's name in the save's "ext")."""
        ...
