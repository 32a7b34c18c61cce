"""What a turn timer plays for an absent player: the most conservative legal choice.

Never spends and never trades:
- set-up: the open intersection touching the most production (pips), lowest number on ties,
  then the road from it with the lowest id;
- before the roll: roll; in the main phase: end the turn (which withdraws an open offer);
- a discard: one card at a time from whatever the player holds most of;
- the robber: onto the hex with the most production among those where the mover has no
  building and someone can be robbed, taking from the richest player there (seat order on
  ties); if there is none, the first hex without buildings (reading order);
- free roads from Road Building: the first legal path;
- an open trade offer: decline.
"""

from __future__ import annotations

from .actions import Action, DeclineTrade, Discard, EndTurn, MoveRobber, Roll
from .legal import legal_actions
from .resources import from_vector
from .robber import conservative_discard, victims
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def default_action(g: Game, player: str) -> Action | None:
    """The timer's choice for this player, or None when nothing is awaited of them."""
    if player not in g.awaiting():
        return None
    return g.rules.phases[g.phase].default(g, g.players.index(player))


def discard_phase(g: Game, seat: int) -> Action | None:
    """A discard: one card at a time from whatever the player holds most of."""
    return Discard(
        from_vector(conservative_discard(g.hands[seat], g.discards[seat]), g.rules.cards)
    )


def roll_phase(g: Game, seat: int) -> Action | None:
    """Before the roll: roll."""
    if seat != g.current:
        return DeclineTrade()
    return Roll()


def main_phase(g: Game, seat: int) -> Action | None:
    """The main phase: end the turn; an open offer: decline."""
    if seat != g.current:
        return DeclineTrade()
    return EndTurn()


def robber_phase(g: Game, seat: int) -> Action | None:
    """The robber: see the module's docstring."""
    if seat != g.current:
        return DeclineTrade()
    return _robber(g, seat)


def setup_phase(g: Game, seat: int) -> Action | None:
    """Set-up: the settlement spot with the most production, then the first road."""
    if seat != g.current:
        return DeclineTrade()
    options = legal_actions(g, g.players[seat])
    if g.setup_node < 0:
        pips = g.board.node_pips
        return max(
            options,
            key=lambda a: (pips[getattr(a, "intersection", 1) - 1], -getattr(a, "intersection", 0)),
        )
    return options[0] if options else None


def first_legal(g: Game, seat: int) -> Action | None:
    """The first legal action (free roads from Road Building)."""
    if seat != g.current:
        return DeclineTrade()
    options = legal_actions(g, g.players[seat])
    return options[0] if options else None


def nothing(g: Game, seat: int) -> Action | None:
    """Nothing is awaited (the game is over)."""
    return None


def _robber(g: Game, seat: int) -> Action:
    b = g.board
    best: tuple[int, int, int] | None = None
    land = b.hex_land
    for h in range(b.n_hexes):
        if h == g.robber or not land[h] or any(g.node_owner[n] == seat for n in b.hex_nodes[h]):
            continue
        found = victims(g, seat, h)
        if not found:
            continue
        victim = max(found, key=lambda v: (sum(g.hands[v]), -v))
        key = (b.hex_pips[h], -h, victim)
        if best is None or key[:2] > best[:2]:
            best = key
    if best is not None:
        return MoveRobber(b.hex_ids[-best[1]], g.players[best[2]])
    for h in range(b.n_hexes):
        if h != g.robber and land[h] and not any(g.node_owner[n] >= 0 for n in b.hex_nodes[h]):
            return MoveRobber(b.hex_ids[h])
    h = next(h for h in range(b.n_hexes) if h != g.robber and land[h])
    found = victims(g, seat, h)
    return MoveRobber(b.hex_ids[h], g.players[found[0]] if found else None)
