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
    """Pay every building next to a hex with that number; returns the seats that received."""
    b = g.board
    owner = g.node_owner
    level = g.node_level
    hex_buildings = g.hex_buildings
    robber = g.robber
    commodity = hex_commodity(b)
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    sabotaged = c.sabotaged
    owed: dict[int, dict[int, int]] = {}
    blocked: list[str] = []
    for h in b.number_hexes.get(total, ()):
        nodes = hex_buildings[h]
        if not nodes:
            continue
        if h == robber:
            blocked.append(b.hex_ids[h])
            continue
        res = b.hex_resource[h]
        com = commodity[h]
        per = owed.get(res)
        if per is None:
            per = owed[res] = {}
        for node in nodes:
            o = owner[node]
            if sabotaged and node in sabotaged:  # produces like a settlement (T-CK9)
                per[o] = per.get(o, 0) + 1
            elif level[node] == 2 and com >= 0:
                per[o] = per.get(o, 0) + 1
                extra = owed.get(com)
                if extra is None:
                    extra = owed[com] = {}
                extra[o] = extra.get(o, 0) + 1
            else:
                per[o] = per.get(o, 0) + level[node]
    kinds = g.rules.cards
    gains: dict[int, list[int]] = {}
    shortage: list[str] = []
    bank = g.bank
    hands = g.hands
    for card in sorted(owed) if len(owed) > 1 else owed:
        per = owed[card]
        stock = bank[card]
        if sum(per.values()) > stock:
            shortage.append(kinds[card])
            if len(per) > 1 or g.sw["bank_shortage"] != "single_player_exception":
                continue
            per = {s: stock for s in per}
        for s, n in per.items():
            if n:
                gain = gains.get(s)
                if gain is None:
                    gains[s] = gain = [0] * len(kinds)
                gain[card] += n
                hands[s][card] += n
                bank[card] -= n
    players = g.players
    paid: list[tuple[str, tuple[tuple[str, int], ...]]] = []
    for s in sorted(gains) if len(gains) > 1 else gains:
        cards: list[tuple[str, int]] = []
        for i, n in enumerate(gains[s]):
            if n:
                cards.append((kinds[i], n))
        paid.append((players[s], tuple(cards)))
    events.append(Produced(tuple(paid), tuple(shortage), tuple(blocked)))
    return set(gains)
