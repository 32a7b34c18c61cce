"""Shared refusals: whose turn it is and what the current phase allows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import IllegalAction
from .resources import INDEX, N_RES, RESOURCES, Cards, describe_vector

if TYPE_CHECKING:
    from .game import Game

_PHASE_HINT = {
    "setup": ("setup", "During set-up you place a settlement and then a road, for free."),
    "roll": ("roll_first", "Roll the dice first."),
    "discard": (
        "waiting_for_discards",
        "Wait until everyone with more than 7 cards has discarded.",
    ),
    "robber": ("move_robber_first", "Move the robber first."),
    "road_building": ("place_free_roads", "Place your free roads first."),
    "main": ("already_rolled", "You have already rolled this turn."),
    "ended": ("game_over", "The game is over."),
}


def require_turn(g: Game, seat: int) -> None:
    """Refuse anyone but the current player."""
    if seat != g.current:
        raise IllegalAction("not_your_turn", f"It is {g.players[g.current]}'s turn, not yours.")


def require_phase(g: Game, seat: int, *phases: str) -> None:
    """Refuse unless it is this player's turn and the game is in one of these phases."""
    require_turn(g, seat)
    if g.phase not in phases:
        code, text = _PHASE_HINT[g.phase]
        raise IllegalAction(code, text)


def require_cards(hand: list[int], cost: list[int] | tuple[int, ...], what: str) -> None:
    """Refuse when a hand cannot pay; say what is missing."""
    missing = [max(0, c - h) for c, h in zip(cost, hand, strict=False)]
    if any(missing):
        have = ", ".join(f"{hand[i]} {RESOURCES[i]}" for i, c in enumerate(cost) if c)
        raise IllegalAction(
            "cannot_afford",
            f"You need {describe_vector(cost)} for {what}; you have {have}. "
            f"Missing: {describe_vector(missing)}.",
        )


def node_of(g: Game, intersection: int) -> int:
    """Internal index of an intersection number, or a refusal."""
    if not isinstance(intersection, int) or not 1 <= intersection <= g.board.n_nodes:
        raise IllegalAction(
            "no_such_intersection",
            f"There is no intersection {intersection}; they are numbered 1 to {g.board.n_nodes}.",
        )
    return intersection - 1


def edge_of(g: Game, path: tuple[int, int]) -> int:
    """Internal index of a path 'a-b', or a refusal."""
    e = g.board.edge_by_pair.get((min(path), max(path)))
    if e is None:
        raise IllegalAction(
            "no_such_path",
            f"{path[0]}-{path[1]} is not a path: a path joins two neighbouring intersections.",
        )
    return e


def hex_of(g: Game, hex_id: str) -> int:
    """Internal index of a hex letter, or a refusal."""
    h = g.board.hex_by_id.get(hex_id.upper())
    if h is None:
        raise IllegalAction("no_such_hex", f"There is no hex {hex_id}.")
    return h


def seat_named(g: Game, player: str) -> int:
    """Seat of a player named in an action, or a refusal."""
    if player not in g.players:
        raise IllegalAction("no_such_player", f"{player} is not playing in this game.")
    return g.players.index(player)


def card_vector(c: Cards, what: str = "cards") -> list[int]:
    """Counts of a card list from an action, refusing unknown names and counts below 1."""
    vec = [0] * N_RES
    try:
        for name, count in c:
            if name not in INDEX:
                raise IllegalAction(
                    "bad_cards",
                    f"{name} is not a resource you can use for {what} ({', '.join(RESOURCES)}).",
                )
            if not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise IllegalAction(
                    "bad_cards", f"Counts of {what} must be whole numbers of 1 or more."
                )
            vec[INDEX[name]] += count
    except (TypeError, ValueError) as exc:
        if isinstance(exc, IllegalAction):
            raise
        raise IllegalAction("bad_cards", f"I can't read those {what}.") from None
    return vec


def resource_index(name: str) -> int:
    """Index of a named resource, or a refusal."""
    if name not in INDEX:
        raise IllegalAction("bad_cards", f"{name} is not a resource ({', '.join(RESOURCES)}).")
    return INDEX[name]
