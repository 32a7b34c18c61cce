"""Production with commodities (CK-5): a settlement takes 1 resource; a city 2 resources on hills
and fields, 1 resource + 1 commodity on forest, pasture and mountains; the robber's hex gives
nothing; the bank-shortage rule applies to each card type (CK-D4); a sabotaged city
(Saboteur, first edition) produces like a settlement."""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ... import turn
from ...events import Event, Produced
from .data import COMMODITIES, TERRAIN_COMMODITY
from .state import NAME, CitiesKnights

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...board import Board
    from ...game import Game

    #: What a number pays when the bank pays every kind in full, kept in
    #: `CitiesKnights.yields` by `produce_afresh`: the getter of its hexes' building lists
    #: (`g.hex_buildings`) and the getter of the buildings counted (their levels and owners);
    #: per card kind paid, the cards it takes from the bank; each payment (seat, kind, n); the
    #: event; the seats that received; and the inputs it was made from besides the robber's hex
    #: (in the key when it is one of the number's): the board's hexes of the number by resource
    #: and its terrain, the sabotaged cities, the lists, and the levels and owners of the
    #: buildings counted (copies).
    Yield = tuple[
        itemgetter[Any],
        Callable[[list[int]], Any],
        tuple[tuple[int, int], ...],
        tuple[tuple[int, int, int], ...],
        Produced,
        frozenset[int],
        tuple[Any, ...],
    ]

_FIRST_COMMODITY = 5  # commodities follow the five resources in a hand


@lru_cache(maxsize=64)
def hex_commodity(board: Board) -> tuple[int, ...]:
    """Per hex, the card index of the commodity a city there takes (-1: a second resource)."""
    return tuple(
        _FIRST_COMMODITY + COMMODITIES.index(TERRAIN_COMMODITY[t]) if t in TERRAIN_COMMODITY else -1
        for t in board.hex_terrain
    )


def _nothing(values: object) -> None:
    """The getter of no building's owner or level."""
    return None


def produce(g: Game, total: int, events: list[Event]) -> frozenset[int]:
    """Pay every building next to a hex with that number; returns the seats that received.

    A number's production is kept (`CitiesKnights.yields`, one per number and robber's hex
    among its hexes) with the inputs it was made from, and paid again while they are all equal
    and the bank holds every kind it takes: most rolls change none of them (buildings change a
    few dozen times a game, and a robber elsewhere does not matter). Otherwise it is made
    afresh (`produce_afresh`)."""
    b = g.board
    robber = g.robber
    key = total + 16 * (robber + 1) if robber in b.number_hexes.get(total, ()) else total
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    kept: Yield | None = c.yields.get(key)
    if kept is not None:
        lists, nodes, needs, pays, event, received, inputs = kept
        # Every input compared in one comparison of tuples (in C). Of the board, what the
        # payment reads: the number's hexes by resource and the terrain (a city's commodity),
        # so a board with two other tokens swapped (the Inventor) keeps this number's payment.
        if inputs == (
            b.number_groups.get(total),
            b.hex_terrain,
            c.sabotaged,
            lists(g.hex_buildings),
            nodes(g.node_level),
            nodes(g.node_owner),
        ):
            bank = g.bank
            for card, need in needs:
                if need > bank[card]:
                    break  # a shortage: the rule's own path
            else:
                hands = g.hands
                for s, card, n in pays:
                    hands[s][card] += n
                    bank[card] -= n
                events.append(event)
                return received
    return produce_afresh(g, total, events, key)


def produce_afresh(g: Game, total: int, events: list[Event], key: int = -1) -> frozenset[int]:
    """`produce` from the buildings: the base game's production (turn.produce) with each
    hex's commodity for a city and the sabotaged cities producing like settlements. Without a
    shortage, what it paid is kept under `key` (>= 0) for `produce`."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    sabotaged = c.sabotaged
    commodity = hex_commodity(g.board)
    if key < 0:
        return turn.produce(g, total, events, commodity, sabotaged)
    owed, blocked = turn.owed_cards(g, total, commodity, sabotaged)
    out = turn.pay(g, owed, blocked, events)
    event = events[-1]
    b = g.board
    hexes = b.number_hexes.get(total, ())
    if isinstance(event, Produced) and not event.shortage and hexes:
        hex_buildings = g.hex_buildings
        built = [
            n
            for _, group in b.number_groups.get(total, ())
            for h in group
            if h != g.robber
            for n in hex_buildings[h]
        ]
        lists = itemgetter(*hexes)
        getter: Callable[[list[int]], Any] = itemgetter(*built) if built else _nothing
        c.yields[key] = (
            lists,
            getter,
            tuple((card, sum(per.values())) for card, per in owed),
            tuple((s, card, n) for card, per in owed for s, n in per.items()),
            event,
            out,
            (
                b.number_groups.get(total),
                b.hex_terrain,
                sabotaged[:],
                _copied(lists(hex_buildings)),
                getter(g.node_level),
                getter(g.node_owner),
            ),
        )
    return out


def _copied(lists: Any) -> Any:
    """The buildings' lists as the getter gives them (one list, or a tuple of lists), copied."""
    if type(lists) is list:
        return lists[:]
    return tuple(map(list.copy, lists))
