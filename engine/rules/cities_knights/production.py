"""Production with commodities (§5): a settlement takes 1 resource; a city 2 resources on hills
and fields, 1 resource + 1 commodity on forest, pasture and mountains; the robber's hex gives
nothing; the bank-shortage rule applies to each card type (DECISION 4); a sabotaged city
(Saboteur, first edition) produces like a settlement."""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import TYPE_CHECKING, Any

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
    """`produce` from the buildings: the base game's loop over the board's hexes of this number
    grouped by resource (ascending), each resource paid as soon as its hexes are counted; a
    city's commodity is counted beside it and paid after every resource (commodities follow the
    resources in a hand, so every card kind is paid, and every shortage listed, in the hand's
    order). Without a shortage, what it paid is kept under `key` (>= 0) for `produce`."""
    b = g.board
    owner = g.node_owner
    level = g.node_level
    hex_buildings = g.hex_buildings
    robber = g.robber
    commodity = hex_commodity(b)
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    sabotaged = c.sabotaged
    bank = g.bank
    hands = g.hands
    names = g.rules.cards
    # Per seat its cards as (name, count) pairs, in the hand's order.
    paid: list[list[tuple[str, int]] | None] = [None] * len(g.players)
    shortage: list[str] = []
    blocked: list[str] = []
    commodities: dict[int, dict[int, int]] | None = None  # card index -> seat -> cards
    needs: list[tuple[int, int]] = []  # what is kept for `produce` (below)
    pays: list[tuple[int, int, int]] = []
    built: list[int] = []  # the buildings counted
    for res, hexes in b.number_groups.get(total, ()):
        per: dict[int, int] | None = None  # seat -> cards of this resource
        for h in hexes:
            nodes = hex_buildings[h]
            if not nodes:
                continue
            if h == robber:
                blocked.append(b.hex_ids[h])
                continue
            if per is None:
                per = {}
            built += nodes
            com = commodity[h]
            for node in nodes:
                o = owner[node]
                if sabotaged and node in sabotaged:  # produces like a settlement (T-CK9)
                    per[o] = per.get(o, 0) + 1
                elif level[node] == 2 and com >= 0:
                    per[o] = per.get(o, 0) + 1
                    if commodities is None:
                        commodities = {}
                    extra = commodities.get(com)
                    if extra is None:
                        extra = commodities[com] = {}
                    extra[o] = extra.get(o, 0) + 1
                else:
                    per[o] = per.get(o, 0) + level[node]
        if per is None:
            continue
        need = sum(per.values())
        if need > bank[res]:
            _pay_kind(g, res, per, paid, shortage)  # a shortage: the rule's own path
            continue
        # The bank pays everyone (the usual case): `_pay_kind` written out. Every count is at
        # least 1 (a building yields 1 or 2).
        needs.append((res, need))
        name = names[res]
        for s, n in per.items():
            hands[s][res] += n
            bank[res] -= n
            pays.append((s, res, n))
            got = paid[s]
            if got is None:
                paid[s] = [(name, n)]
            else:
                got.append((name, n))
    if commodities is not None:
        for com in sorted(commodities) if len(commodities) > 1 else commodities:
            per = commodities[com]
            needs.append((com, sum(per.values())))
            pays.extend((s, com, n) for s, n in per.items())
            _pay_kind(g, com, per, paid, shortage)
    players = g.players
    gains: list[tuple[str, tuple[tuple[str, int], ...]]] = []
    received: set[int] = set()
    for s, got in enumerate(paid):
        if got is not None:
            gains.append((players[s], tuple(got)))
            received.add(s)
    event = Produced(tuple(gains), tuple(shortage), tuple(blocked))
    events.append(event)
    out = frozenset(received)
    hexes = b.number_hexes.get(total, ())
    if key >= 0 and not shortage and hexes:
        lists = itemgetter(*hexes)
        getter: Callable[[list[int]], Any] = itemgetter(*built) if built else _nothing
        c.yields[key] = (
            lists,
            getter,
            tuple(needs),
            tuple(pays),
            event,
            out,
            (
                b.number_groups.get(total),
                b.hex_terrain,
                sabotaged[:],
                _copied(lists(hex_buildings)),
                getter(level),
                getter(owner),
            ),
        )
    return out


def _copied(lists: Any) -> Any:
    """The buildings' lists as the getter gives them (one list, or a tuple of lists), copied."""
    if type(lists) is list:
        return lists[:]
    return tuple(map(list.copy, lists))


def _pay_kind(
    g: Game,
    card: int,
    per: dict[int, int],
    paid: list[list[tuple[str, int]] | None],
    shortage: list[str],
) -> None:
    """One card kind from the bank to each seat owed it, with the bank-shortage rule (DECISION
    4: per card type)."""
    bank = g.bank
    name = g.rules.cards[card]
    stock = bank[card]
    if sum(per.values()) > stock:
        shortage.append(name)
        if len(per) > 1 or g.sw["bank_shortage"] != "single_player_exception":
            return
        per = {s: stock for s in per}
    hands = g.hands
    for s, n in per.items():
        if n:
            hands[s][card] += n
            bank[card] -= n
            got = paid[s]
            if got is None:
                paid[s] = [(name, n)]
            else:
                got.append((name, n))
