"""Longest Road (B-12.2) and Largest Army (B-12.1)."""

from __future__ import annotations

from .events import Event, LargestArmyMoved, LongestRoadMoved
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def trail_length(g: Game, seat: int) -> int:
    """Roads in the longest trail of a player's network (B-LR-1).

    A trail uses each road once, may revisit intersections, and may not pass through an
    intersection holding another player's building (it may end there).

    With a rule set's other route pieces (`route_pieces`, Seafarers' ships) the trail runs over
    both kinds, passing from one kind to the other only where the player has a building: each
    intersection without one is split into one node per kind (the second kind's copy numbered
    after the board's intersections), so no trail can change kind there.
    """
    edges = g.roads[seat]
    more = g.rules.route_pieces
    others = more(g, seat) if more is not None else ()
    if not edges and not others:
        return 0
    edge_nodes = g.board.edge_nodes
    adj: dict[int, list[tuple[int, int]]] = {}
    for e in edges:
        a, b = edge_nodes[e]
        adj.setdefault(a, []).append((1 << e, b))
        adj.setdefault(b, []).append((1 << e, a))
    if others:
        n, owner = g.board.n_nodes, g.node_owner
        for e in others:
            a, b = edge_nodes[e]
            ka = a if owner[a] == seat else a + n
            kb = b if owner[b] == seat else b + n
            adj.setdefault(ka, []).append((1 << e, kb))
            adj.setdefault(kb, []).append((1 << e, ka))
    return _longest(g, seat, adj, len(edges) + len(others))


def network_trail_length(g: Game, seat: int, e: int) -> int:
    """Roads in the longest trail of the piece of a player's network that holds road `e`.

    After a road is built, the player's longest trail is the longer of the one before and this
    one: the pieces the road joins are all inside this piece, and no other piece changed.
    """
    links = g.board.node_links
    edge_owner = g.edge_owner
    adj: dict[int, list[tuple[int, int]]] = {}
    stack = list(g.board.edge_nodes[e])
    ends = 0
    while stack:
        node = stack.pop()
        if node in adj:
            continue
        out = [(1 << x, y) for x, y in links[node] if edge_owner[x] == seat]
        adj[node] = out
        ends += len(out)
        for _, y in out:
            if y not in adj:
                stack.append(y)
    return _longest(g, seat, adj, ends // 2)


def _longest(g: Game, seat: int, adj: dict[int, list[tuple[int, int]]], roads: int) -> int:
    """The longest trail over `adj` (intersection -> (road bit, other end)), of `roads` roads."""
    owner = g.node_owner
    n_nodes = g.board.n_nodes  # a key past the intersections is a split one's copy (above)
    stop = {n for n in adj if 0 <= owner[n % n_nodes] != seat}
    more = g.rules.road_blockers
    if more is not None:  # a rule set's other pieces that break a route (C&K: knights)
        blockers = more(g, seat)
        stop |= {n for n in adj if n % n_nodes in blockers}
    best = 0
    for start in _starts(adj, stop):
        length = _walk(adj, stop, start, 0)
        if length > best:
            best = length
            if best == roads:
                break
    return best


def _walk_from(g: Game, seat: int, node: int, used: int, stop: set[int] | frozenset[int]) -> int:
    """The most roads of the player a trail leaving `node` can add without the roads in `used`
    (walked over the board's links: no network is built first); a trail ends at another
    player's building and at an intersection in `stop` (the rule set's road blockers)."""
    links = g.board.node_links
    edge_owner = g.edge_owner
    owner = g.node_owner

    def walk(node: int, used: int) -> int:
        best = 0
        for x, nxt in links[node]:
            if edge_owner[x] == seat:
                bit = 1 << x
                if not used & bit:
                    o = owner[nxt]
                    length = 1 if 0 <= o != seat or nxt in stop else 1 + walk(nxt, used | bit)
                    if length > best:
                        best = length
        return best

    return walk(node, used)


def _walk(adj: dict[int, list[tuple[int, int]]], stop: set[int], node: int, used: int) -> int:
    """The most roads a trail leaving `node` can add without the roads in `used`."""
    best = 0
    for bit, nxt in adj[node]:
        if not used & bit:
            length = 1 if nxt in stop else 1 + _walk(adj, stop, nxt, used | bit)
            if length > best:
                best = length
    return best


def award(values: list[int], holder: int, minimum: int, tie_rule: str) -> int:
    """Who holds a special card after a change (B-LR-3, B-LA-1..3); -1 when it is set aside.

    Below `minimum` nobody holds it. The holder keeps it while still at the top; with
    `return_to_supply` only while alone at the top. Otherwise a single leader takes it, and a
    tie among others sets it aside.
    """
    best = max(values)
    if best < minimum:
        return -1
    leaders = [s for s, n in enumerate(values) if n == best]
    if holder >= 0 and values[holder] == best and (tie_rule == "holder_keeps" or len(leaders) == 1):
        return holder
    return leaders[0] if len(leaders) == 1 else -1


def _starts(adj: dict[int, list[tuple[int, int]]], stop: set[int]) -> list[int]:
    """Where longest trails need to be searched from.

    A longest trail can always start where its piece of network has a degree other than 2, or
    at an intersection it may not pass through: a trail starting elsewhere could be extended by
    the start's unused road (or, if it returns there, turned into the same circuit started at
    another point). A piece that is a plain ring has no such point: any of its points will do.
    """
    starts = [n for n, out in adj.items() if len(out) != 2 or n in stop]
    seen: set[int] = set(starts)
    for n in starts:  # everything reachable from a start is covered
        _flood(adj, n, seen)
    for n in adj:
        if n not in seen:  # a ring of its own
            starts.append(n)
            _flood(adj, n, seen)
    return starts


def _flood(adj: dict[int, list[tuple[int, int]]], node: int, seen: set[int]) -> None:
    stack = [node]
    seen.add(node)
    while stack:
        for _, nxt in adj[stack.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)


def update_longest_road(g: Game, seats: list[int] | tuple[int, ...], events: list[Event]) -> None:
    """Recompute the named players' lengths, then apply the transfer rule (B-LR-3)."""
    for s in seats:
        g.road_len[s] = trail_length(g, s)
    _transfer_longest_road(g, events)


def road_built(g: Game, seat: int, e: int, events: list[Event]) -> None:
    """After `seat` built road `e`: its length can only grow, and only in the piece of network
    that holds the new road (searched alone), then the transfer rule (B-LR-3)."""
    more = g.rules.route_pieces
    if more is not None and more(g, seat):
        # Other pieces extend a route (Seafarers: ships): the full search.
        update_longest_road(g, (seat,), events)
        return
    # Pieces that break the player's routes (C&K: other players' knights) stop a trail as
    # another player's building does; building a road moves none of them.
    blockers = g.rules.road_blockers
    stop = _NO_STOP if blockers is None else blockers(g, seat)
    a, b = g.board.edge_nodes[e]
    links = g.board.node_links
    edge_owner = g.edge_owner
    at_a = at_b = False  # whether the player has other roads there
    for x, _ in links[a]:
        if x != e and edge_owner[x] == seat:
            at_a = True
            break
    for x, _ in links[b]:
        if x != e and edge_owner[x] == seat:
            at_b = True
            break
    if at_a and at_b:
        length = network_trail_length(g, seat, e)  # joins pieces or closes a ring
    elif at_a or at_b:
        # A road out to a new end: a trail that uses it ends with it, so the longest is this
        # road plus the longest trail onwards from its other end (unless that end is blocked).
        inner = a if at_a else b
        o = g.node_owner[inner]
        if 0 <= o != seat or inner in stop:
            length = 1
        else:
            length = 1 + _walk_from(g, seat, inner, 1 << e, stop)
    else:
        length = 1
    if length <= g.road_len[seat]:
        return  # no length changed, so neither can the holder
    g.road_len[seat] = length
    _transfer_longest_road(g, events)


_NO_STOP: frozenset[int] = frozenset()


def _transfer_longest_road(g: Game, events: list[Event]) -> None:
    holder = g.road_holder
    new = award(g.road_len, holder, g.rules.longest_road_min, g.sw["longest_road_tie"])
    if new != holder:
        g.road_holder = new
        length = g.road_len[new] if new >= 0 else (g.road_len[holder] if holder >= 0 else 0)
        events.append(
            LongestRoadMoved(
                None if holder < 0 else g.players[holder],
                None if new < 0 else g.players[new],
                length,
                g.rules.route_card,
            )
        )


def update_largest_army(g: Game, events: list[Event]) -> None:
    """Apply the Largest Army rule after a knight (B-LA-1..3, switch largest_army_tie)."""
    holder = g.army_holder
    new = award(g.knights, holder, g.rules.largest_army_min, g.sw["largest_army_tie"])
    if new != holder:
        g.army_holder = new
        events.append(
            LargestArmyMoved(
                None if holder < 0 else g.players[holder],
                None if new < 0 else g.players[new],
                max(g.knights),
            )
        )
