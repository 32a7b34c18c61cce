"""Shared refusals: whose turn it is and what the current phase allows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .errors import IllegalAction
from .resources import INDEX, RESOURCES, Cards, counts
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game

_PHASE_REFUSAL = {
    "setup": "setup",
    "roll": "roll_first",
    "discard": "waiting_for_discards",
    "robber": "move_robber_first",
    "road_building": "place_free_roads",
    "main": "already_rolled",
    "ended": "game_over",
}


def require_turn(g: Game, seat: int) -> None:
    """Refuse anyone but the current player."""
    if seat != g.current:
        raise IllegalAction("not_your_turn", current=g.players[g.current])


def phase_refusal(g: Game) -> IllegalAction:
    """The refusal of an action the current phase does not allow (what the phase awaits), with
    the hint the rule set gives it in this game."""
    code = g.rules.phases[g.phase].refusal
    hint = g.rules.phase_hints.get(g.phase)
    said = hint(g) if hint is not None else None
    return IllegalAction(code, hint=said) if said else IllegalAction(code)


def require_phase(g: Game, seat: int, *phases: str) -> None:
    """Refuse unless it is this player's turn and the game is in one of these phases."""
    require_turn(g, seat)
    if g.phase not in phases:
        raise phase_refusal(g)


def require_cards(
    hand: list[int],
    cost: list[int] | tuple[int, ...],
    what: str,
    kinds: Sequence[str] = RESOURCES,
) -> None:
    """Refuse when a hand cannot pay; say what is missing. `what` names the purchase (a piece
    kind or 'development'); `kinds` names the cost's indices (the rule set's card kinds when the
    cost names commodities)."""
    for c, h in zip(cost, hand, strict=False):  # the usual case, a hand that pays: no lists
        if c > h:
            break
    else:
        return
    missing = [max(0, c - h) for c, h in zip(cost, hand, strict=False)]
    if any(missing):
        have = {kinds[i]: hand[i] for i, c in enumerate(cost) if c}
        raise IllegalAction(
            "cannot_afford",
            item=what,
            cost=counts(cost, kinds),
            have=have,
            missing=counts(missing, kinds),
        )


def node_of(g: Game, intersection: int) -> int:
    """Internal index of an intersection number, or a refusal."""
    if not isinstance(intersection, int) or not 1 <= intersection <= g.board.n_nodes:
        raise IllegalAction("no_such_intersection", intersection=intersection, last=g.board.n_nodes)
    return intersection - 1


def edge_of(g: Game, path: tuple[int, int]) -> int:
    """Internal index of a path 'a-b', or a refusal."""
    e = g.board.edge_by_pair.get((min(path), max(path)))
    if e is None:
        raise IllegalAction("no_such_path", path=f"{path[0]}-{path[1]}")
    return e


def hex_of(g: Game, hex_id: str) -> int:
    """Internal index of a hex letter, or a refusal."""
    h = g.board.hex_by_id.get(hex_id.upper())
    if h is None:
        raise IllegalAction("no_such_hex", hex=hex_id)
    return h


def seat_named(g: Game, player: str) -> int:
    """Seat of a player named in an action, or a refusal."""
    seat = g.seats.get(player) if isinstance(player, str) else None
    if seat is None:  # neutral seats are nobody's to name (no cards, no trades)
        raise IllegalAction("no_such_player", player=player)
    return seat


def card_vector(c: Cards, what: str = "cards", index: Mapping[str, int] = INDEX) -> list[int]:
    """Counts of a card list from an action, refusing unknown names and counts below 1. `what`
    names the action the cards are for ('trade', 'discard'), a refusal parameter; `index` is
    the rule set's card kinds (`rules.card_index`)."""
    vec = [0] * len(index)
    try:
        for name, count in c:
            i = index.get(name)
            if i is None:
                raise IllegalAction("bad_cards", hint="not_a_resource", word=str(name), item=what)
            if type(count) is not int and (not isinstance(count, int) or isinstance(count, bool)):
                raise IllegalAction("bad_cards", hint="count", item=what)
            if count < 1:
                raise IllegalAction("bad_cards", hint="count", item=what)
            vec[i] += count
    except (TypeError, ValueError) as exc:
        if isinstance(exc, IllegalAction):
            raise
        raise IllegalAction("bad_cards", hint="unreadable", item=what) from None
    return vec


def resource_index(name: str) -> int:
    """Index of a named resource, or a refusal."""
    if name not in INDEX:
        raise IllegalAction("bad_cards", hint="not_a_resource", word=str(name), item="cards")
    return INDEX[name]
