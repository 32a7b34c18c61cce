"""The friendly robber (TP-D11, switch `friendly_robber`, off by default): the robber may
not go next to a real player with 2 or fewer public points; with no hex left, only the desert."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...checks import hex_of
from ...errors import IllegalAction
from ...events import Event
from .data import FRIENDLY_ROBBER_VP
from .tokens import deserts

if TYPE_CHECKING:
    from ...actions import Action, MoveRobber
    from ...game import Game
    from .. import Default, Handler, Legal


def allowed(g: Game) -> set[int]:
    """The hexes the robber may be moved to under the friendly robber (all others than its own
    when the switch is off)."""
    b = g.board
    others = [h for h in range(b.n_hexes) if h != g.robber]
    if not g.sw["friendly_robber"]:
        return set(others)
    seated = len(g.config.players)
    spared = {s for s in range(seated) if g.public_vp(s) <= FRIENDLY_ROBBER_VP}
    owner = g.node_owner
    free = {h for h in others if not any(owner[n] in spared for n in b.hex_nodes[h])}
    if free:
        return free
    desert = {h for h in deserts(g) if h != g.robber}
    return desert or set(others)


def moving(move: Handler) -> Handler:
    """The robber handler of the rule set below, refusing a spared hex."""

    def move_robber(g: Game, seat: int, action: MoveRobber, events: list[Event]) -> None:
        if g.sw["friendly_robber"] and g.phase == "robber" and seat == g.current:
            h = hex_of(g, action.hex)
            if h != g.robber and h not in allowed(g):
                raise IllegalAction("friendly_robber", hex=g.board.hex_ids[h])
        move(g, seat, action, events)

    return move_robber


def filtering(legal: Legal) -> Legal:
    """The robber phase's legal moves, without the spared hexes."""

    def robber_legal(g: Game, seat: int) -> list[Action]:
        found = legal(g, seat)
        if not g.sw["friendly_robber"]:
            return found
        ok = {g.board.hex_ids[h] for h in allowed(g)}
        return [a for a in found if getattr(a, "hex", None) in ok]

    return robber_legal


def defaulting(default: Default, legal: Legal) -> Default:
    """The robber phase's timer choice, moved to the first allowed hex if it names a spared one."""

    def robber_default(g: Game, seat: int) -> Action | None:
        choice = default(g, seat)
        if not g.sw["friendly_robber"] or seat != g.current:
            return choice
        found = legal(g, seat)
        return choice if choice in found or not found else found[0]

    return robber_default
