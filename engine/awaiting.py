"""Who must act now, per phase (the base game's phases)."""

from __future__ import annotations

from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def nobody(g: Game) -> list[str]:
    """Nobody: the game is over."""
    return []


def discarding(g: Game) -> list[str]:
    """Everyone who still owes cards after a 7, in seat order."""
    return [g.players[s] for s in sorted(g.discards)]


def current_and_answers(g: Game) -> list[str]:
    """The current player, then those addressed by an open offer who have not answered."""
    out = [g.players[g.current]]
    if g.offer is not None:
        answered = set(g.offer.accepted) | set(g.offer.declined)
        out += [g.players[s] for s in g.offer.to if s not in answered]
    return out
