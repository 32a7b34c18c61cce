"""Production with commodities (§5): a settlement takes 1 resource; a city 2 resources on hills
and fields, 1 resource + 1 commodity on forest, pasture and mountains; the robber's hex gives
nothing; the bank-shortage rule applies to each card type (DECISION 4); a sabotaged city
(Saboteur, first edition) produces like a settlement."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...events import Event, Produced
from .data import COMMODITIES, TERRAIN_COMMODITY
from .state import NAME, CitiesKnights

if TYPE_CHECKING:
    from ...board import Board
    from ...game import Game

_FIRST_COMMODITY = 5  # commodities follow the five resources in a hand


@lru_cache(maxsize=64)
def hex_commodity(board: Board) -> tuple[int, ...]:
    """Per hex, the card index of the commodity a city there takes (-1: a second resource)."""
    return tuple(
        _FIRST_COMMODITY + COMMODITIES.index(TERRAIN_COMMODITY[t]) if t in TERRAIN_COMMODITY else -1
        for t in board.hex_terrain
    )


def produce(g: Game, total: int, events: list[Event]) -> set[int]:
    """Pay every building next to a hex with that number; returns the seats that received.

    The base game's loop over the board's hexes of this number grouped by resource (ascending),
    each resource paid as soon as its hexes are counted; a city's commodity is counted beside it
    and paid after every resource (commodities follow the resources in a hand, so every card
    kind is paid, and every shortage listed, in the hand's order)."""
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
        if sum(per.values()) > bank[res]:
            _pay_kind(g, res, per, paid, shortage)  # a shortage: the rule's own path
            continue
        # The bank pays everyone (the usual case): `_pay_kind` written out. Every count is at
        # least 1 (a building yields 1 or 2).
        name = names[res]
        for s, n in per.items():
            hands[s][res] += n
            bank[res] -= n
            got = paid[s]
            if got is None:
                paid[s] = [(name, n)]
            else:
                got.append((name, n))
    if commodities is not None:
        for com in sorted(commodities) if len(commodities) > 1 else commodities:
            _pay_kind(g, com, commodities[com], paid, shortage)
    players = g.players
    gains: list[tuple[str, tuple[tuple[str, int], ...]]] = []
    received: set[int] = set()
    for s, got in enumerate(paid):
        if got is not None:
            gains.append((players[s], tuple(got)))
            received.add(s)
    events.append(Produced(tuple(gains), tuple(shortage), tuple(blocked)))
    return received


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
