"""Longest Road (rules/base.md §12.2) and Largest Army (§12.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import Event, LargestArmyMoved, LongestRoadMoved

if TYPE_CHECKING:
    from .game import Game


def trail_length(g: Game, seat: int) -> int:
    """Roads in the longest trail of a player's network (B-LR-1).

    A trail uses each road once, may revisit intersections, and may not pass through an
    intersection holding another player's building (it may end there).
    """
    edges = g.roads[seat]
    if not edges:
        return 0
    edge_nodes = g.board.edge_nodes
    adj: dict[int, list[tuple[int, int]]] = {}
    for e in edges:
        a, b = edge_nodes[e]
        adj.setdefault(a, []).append((1 << e, b))
        adj.setdefault(b, []).append((1 << e, a))
    owner = g.node_owner
    stop = {n for n in adj if owner[n] >= 0 and owner[n] != seat}
    best = 0

    def walk(node: int, used: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and node in stop:
            return
        for bit, nxt in adj[node]:
            if not used & bit:
                walk(nxt, used | bit, length + 1)

    for start in adj:
        walk(start, 0, 0)
        if best == len(edges):
            break
    return best


def update_longest_road(g: Game, seats: list[int] | tuple[int, ...], events: list[Event]) -> None:
    """Recompute the named players' lengths, then apply the transfer rule (B-LR-3)."""
    for s in seats:
        g.road_len[s] = trail_length(g, s)
    lengths = g.road_len
    best = max(lengths)
    holder = g.road_holder
    leaders = [s for s, n in enumerate(lengths) if n == best]
    if best < 5:
        new = -1
    elif (
        holder >= 0
        and lengths[holder] == best
        and (g.sw["longest_road_tie"] == "holder_keeps" or len(leaders) == 1)
    ):
        new = holder
    elif len(leaders) == 1:
        new = leaders[0]
    else:
        new = -1
    if new != holder:
        g.road_holder = new
        events.append(
            LongestRoadMoved(
                None if holder < 0 else g.players[holder],
                None if new < 0 else g.players[new],
                best if new >= 0 else (lengths[holder] if holder >= 0 else 0),
            )
        )


def update_largest_army(g: Game, events: list[Event]) -> None:
    """Apply the Largest Army rule after a knight (B-LA-1..3, switch largest_army_tie)."""
    k = g.knights
    best = max(k)
    holder = g.army_holder
    leaders = [s for s, n in enumerate(k) if n == best]
    if best < 3:
        new = -1
    elif (
        holder >= 0
        and k[holder] == best
        and (g.sw["largest_army_tie"] == "holder_keeps" or len(leaders) == 1)
    ):
        new = holder
    elif len(leaders) == 1:
        new = leaders[0]
    else:
        new = -1
    if new != holder:
        g.army_holder = new
        events.append(
            LargestArmyMoved(
                None if holder < 0 else g.players[holder],
                None if new < 0 else g.players[new],
                best,
            )
        )
