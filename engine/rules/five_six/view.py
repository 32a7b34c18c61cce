"""What the 5–6 extension adds to the view (`view["special_build"]`): the special building phase
under way, public to everyone (docs/engine-api.md, "The 5–6 player extension")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from .state import five_six

if TYPE_CHECKING:
    from ...game import Game


class SpecialBuildView(TypedDict):
    """The phase after `after`'s turn (FS-4): `builder` builds now, then `waiting` in this
    order (the builder first)."""

    after: str
    builder: str
    waiting: list[str]


def add_view(g: Game, player: str | None, out: dict[str, Any]) -> None:
    """`view["special_build"]`: the phase under way, or None between phases."""
    s = five_six(g)
    phase: SpecialBuildView | None = None
    if s.after >= 0 and s.queue:
        phase = {
            "after": g.players[s.after],
            "builder": g.players[s.queue[0]],
            "waiting": [g.players[x] for x in s.queue],
        }
    out["special_build"] = phase
