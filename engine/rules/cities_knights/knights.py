"""Knights (CK-10): built inactive at the end of one's road, activated for 1 grain, promoted once
per turn (mighty only with the Fortress); an active knight that was active when the turn began
(CK-T6) may move along its owner's roads, displace a weaker opponent's knight (whose owner then
relocates it, CK-10.6) or chase the robber once awake; every action leaves it inactive. A knight
occupies its intersection: no settlement there, an opponent's knight blocks roads through it and
breaks routes for Longest Road (CK-10.7, CK-T7)."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from ... import robber
from ...actions import Action, BuildRoad, BuildSettlement, MoveRobber
from ...building import _pay, build_road, road_end, road_spots
from ...checks import edge_of, hex_of, node_of, require_cards, require_phase
from ...errors import IllegalAction
from ...events import Built, Event
from ...roads import update_longest_road
from . import phases
from .actions import (
    ActivateKnight,
    BuildKnight,
    ChaseRobber,
    DisplaceKnight,
    MoveKnight,
    PromoteKnight,
    RelocateKnight,
)
from .data import ABILITY_LEVEL, ACTIVATE_COST, KNIGHT_COST, KNIGHTS_PER_LEVEL, PROMOTE_COST
from .events import (
    KnightActivated,
    KnightChased,
    KnightDisplaced,
    KnightMoved,
    KnightPromoted,
    KnightRelocated,
)
from .state import NAME, CitiesKnights, Knight, Pending, ck, mark

if TYPE_CHECKING:
    from ...game import Game

POLITICS_TRACK = 1  # TRACKS.index("politics")
_GRAIN = 3
# `activate` pays ACTIVATE_COST written out: 1 grain, nothing else.
assert sum(ACTIVATE_COST) == ACTIVATE_COST[_GRAIN] == 1


# ----- where knights stand and go --------------------------------------------------------------


def foreign(g: Game, seat: int) -> set[int]:
    """Intersections holding another player's knight (they break the player's routes)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    knights = c.knights
    # A comprehension: cheaper than a scan in C through `compress` and `map` for the few knights
    # of a board (int.__ne__ is a wrapper call per knight).
    return {n for n, k in knights.items() if k[0] != seat}  # k.owner


def _free(g: Game, n: int) -> bool:
    return g.node_owner[n] < 0 and n not in ck(g).knights


def network_nodes(g: Game, seat: int) -> set[int]:
    """Intersections at an end of the player's roads and of the rule set's other route pieces
    (Seafarers' ships count as roads for knights, CK-18.3): where a knight is built, the
    Deserter's knight placed, an Intrigue's target reached."""
    more = g.rules.route_pieces
    if more is None:
        return g.road_nodes[seat]
    edge_nodes = g.board.edge_nodes
    out = set(g.road_nodes[seat])
    for e in more(g, seat):
        out.update(edge_nodes[e])
    return out


def may_stand(g: Game, seat: int, n: int) -> bool:
    """Whether a knight of `seat` may be moved to `n`: any intersection with land; one with
    only sea around when exactly one of the player's ships (route pieces) touches it, the
    knight then riding on it (CK-18.6, CK-D34)."""
    if g.board.node_hexes[n]:
        return True
    more = g.rules.route_pieces
    if more is None:
        return False
    return len(set(more(g, seat)).intersection(g.board.node_edges[n])) == 1


def reach(g: Game, seat: int, start: int) -> tuple[set[int], set[int]]:
    """From `start`, along the player's roads (the path rule of CK-10.5): the intersections the
    knight can pass or stop at, and the occupied ones it can reach but not pass (CK-D10:
    other players' pieces block; one's own do not). `start` itself never blocks (CK-D11).
    With other route pieces (Seafarers' ships, CK-18.5) see `_reach_routes`."""
    if g.rules.route_pieces is not None:
        return _reach_routes(g, seat, start)
    links = g.board.node_links
    owner = g.node_owner
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    knights = c.knights
    edge_owner = g.edge_owner
    passable = {start}
    ends: set[int] = set()
    # A stack rather than a queue: the answer is two sets, whatever order they are found in.
    todo = [start]
    while todo:
        n = todo.pop()
        for e, m in links[n]:
            if edge_owner[e] != seat or m in passable or m in ends:
                continue
            o = owner[m]
            if o >= 0 and o != seat:
                ends.add(m)
                continue
            k = knights.get(m)
            if k is not None and k[0] != seat:  # k.owner
                ends.add(m)
            else:
                passable.add(m)
                todo.append(m)
    return passable, ends


def _passes_to(g: Game, seat: int, start: int, to: int) -> bool:
    """Whether `to` is one of `reach`'s passable intersections from `start`, walked only until
    it is found."""
    if g.rules.route_pieces is not None or to == start:
        return to in reach(g, seat, start)[0]
    links = g.board.node_links
    owner = g.node_owner
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    knights = c.knights
    edge_owner = g.edge_owner
    seen = {start}  # passable or an end: either is looked at once
    todo = [start]
    while todo:
        n = todo.pop()
        for e, m in links[n]:
            if edge_owner[e] != seat or m in seen:
                continue
            seen.add(m)
            o = owner[m]
            if o >= 0 and o != seat:
                continue
            k = knights.get(m)
            if k is not None and k[0] != seat:  # k.owner
                continue
            if m == to:
                return True
            todo.append(m)
    return False


def _reach_routes(g: Game, seat: int, start: int) -> tuple[set[int], set[int]]:
    """`reach` over roads and the rule set's other route pieces (ships): a knight goes along
    either, and from a road onto a ship (or back) only through the player's own settlement or
    city (CK-18.3); where it stands it may take either."""
    assert g.rules.route_pieces is not None
    links = g.board.node_links
    owner = g.node_owner
    knights = ck(g).knights
    edge_owner = g.edge_owner
    ships = set(g.rules.route_pieces(g, seat))
    passable = {start}
    ends: set[int] = set()
    seen = {(start, 0), (start, 1)}
    queue = deque(seen)
    while queue:
        n, came = queue.popleft()
        any_kind = n == start or owner[n] == seat
        for e, m in links[n]:
            kind = 0 if edge_owner[e] == seat else 1 if e in ships else -1
            if kind < 0 or (kind != came and not any_kind) or (m, kind) in seen or m in ends:
                continue
            k = knights.get(m)
            if (owner[m] >= 0 and owner[m] != seat) or (k is not None and k.owner != seat):
                ends.add(m)
            else:
                passable.add(m)
                seen.add((m, kind))
                queue.append((m, kind))
    return passable, ends


def destinations(g: Game, seat: int, start: int) -> list[int]:
    """Free intersections a knight of `seat` at `start` can move to, sorted."""
    passable, _ = reach(g, seat, start)
    return sorted(n for n in passable if n != start and _free(g, n) and may_stand(g, seat, n))


def _routes_through(g: Game, nodes: tuple[int, ...], events: list[Event], owner: int = -1) -> None:
    """Longest Road again for the players whose roads touch these intersections (CK-T7).
    `owner`: the player whose knight alone came or went there; his own knights never break
    his routes, so his length stands."""
    road_nodes = g.road_nodes
    more = g.rules.route_pieces
    if more is None:
        # A knight only breaks a trail passing through its intersection: a player with one
        # road there can only end a trail there, with or without the knight, so his length
        # stands (no search).
        found = _trails_through(g, nodes, owner)
        if found:
            update_longest_road(g, found, events)
        return
    seats = [
        s for s in range(len(g.players)) if s != owner and any(n in road_nodes[s] for n in nodes)
    ]
    # Routes of ships too (Seafarers, CK-18.7).
    edge_nodes = g.board.edge_nodes
    seats += [
        s
        for s in range(len(g.players))
        if s != owner
        and s not in seats
        and any(n in edge_nodes[e] for e in more(g, s) for n in nodes)
    ]
    if seats:
        update_longest_road(g, seats, events)


def _trails_through(g: Game, nodes: tuple[int, ...], owner: int) -> list[int]:
    """The players but `owner` with two roads or more at one of these intersections (in seat
    order): read from the roads there (at most three each), not by asking every player."""
    links = g.board.node_links
    edge_owner = g.edge_owner
    road_nodes = g.road_nodes
    found: list[int] = []
    for n in nodes:
        at = [edge_owner[x] for x, _ in links[n]]
        for s in at:
            if s >= 0 and s != owner and s not in found and at.count(s) > 1 and n in road_nodes[s]:
                found.append(s)
    if len(found) > 1:
        found.sort()
    return found


def _own_knight(g: Game, seat: int, intersection: int) -> tuple[int, Knight]:
    n = node_of(g, intersection)
    k = ck(g).knights.get(n)
    if k is None or k.owner != seat:
        raise IllegalAction("no_own_knight", intersection=n + 1)
    return n, k


def _no_knight_piece() -> IllegalAction:
    return IllegalAction("no_pieces_left", hint="knight", piece="knight", limit=KNIGHTS_PER_LEVEL)


def _acting(g: Game, seat: int, intersection: int) -> tuple[int, Knight]:
    """A knight that may act now: active since the start of the turn (CK-10.5, CK-T6)."""
    if seat != g.current or g.phase != "main":
        require_phase(g, seat, "main")  # the refusal
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    # The player's knight there, without `node_of`'s call (anything but a number of an
    # intersection finds no knight: `_own_knight` then refuses as it says).
    k = c.knights.get(intersection - 1) if type(intersection) is int else None
    if k is None or k[0] != seat:  # k.owner
        n, k = _own_knight(g, seat, intersection)
    else:
        n = intersection - 1
    if not k[2]:  # k.active
        raise IllegalAction("knight_inactive", intersection=n + 1)
    if k[3]:  # k.fresh
        raise IllegalAction("knight_fresh", intersection=n + 1)
    return n, k


# ----- handlers --------------------------------------------------------------------------------


def build_knight(g: Game, seat: int, action: BuildKnight, events: list[Event]) -> None:
    """A basic knight, inactive, on a free intersection at the end of one's road (CK-10.2)."""
    require_phase(g, seat, "main")
    n = node_of(g, action.intersection)
    c = ck(g)
    if not _free(g, n):
        raise IllegalAction("intersection_taken", intersection=n + 1)
    if n not in network_nodes(g, seat):
        raise IllegalAction("needs_road", intersection=n + 1)
    if not g.board.node_hexes[n]:  # CK-D34: never built at sea
        raise IllegalAction("knight_at_sea", intersection=n + 1)
    if c.knight_supply[seat][0] <= 0:
        raise IllegalAction(
            "no_pieces_left", hint="knight", piece="knight", limit=KNIGHTS_PER_LEVEL
        )
    require_cards(g.hands[seat], KNIGHT_COST, "knight")
    _pay(g, seat, KNIGHT_COST)
    g.built = True
    c.knight_supply[seat][0] -= 1
    c.knights[n] = Knight(seat, 1, False)
    events.append(Built(g.players[seat], "knight", str(n + 1)))
    _routes_through(g, (n,), events, seat)


def activate(g: Game, seat: int, action: ActivateKnight, events: list[Event]) -> None:
    """1 grain: the knight is active, but may not act this turn (CK-10.3)."""
    if seat != g.current or g.phase != "main":
        require_phase(g, seat, "main")  # the refusal
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    i = action.intersection
    # The player's knight there, without `node_of`'s call (anything but a number of an
    # intersection finds no knight: `_own_knight` then refuses as it says).
    k = c.knights.get(i - 1) if type(i) is int else None
    if k is None or k[0] != seat:  # k.owner
        n, k = _own_knight(g, seat, i)
    else:
        n = i - 1
    if k[2]:  # k.active
        raise IllegalAction("knight_active", intersection=n + 1)
    hand = g.hands[seat]
    if hand[_GRAIN] < 1:
        require_cards(hand, ACTIVATE_COST, "activation")  # the refusal
    hand[_GRAIN] -= 1  # _pay of ACTIVATE_COST, written out
    g.bank[_GRAIN] += 1
    c.knights[n] = Knight(seat, k[1], True, True, k[4])  # active, fresh (promoted kept)
    c.marked = True  # `mark`, inlined
    events.append(KnightActivated(g.players[seat], str(n + 1)))


def promote(g: Game, seat: int, action: PromoteKnight, events: list[Event]) -> None:
    """1 ore + 1 wool: one level up, once per turn per knight, a piece of the next level from
    supply; strong to mighty needs politics 3 (CK-10.4)."""
    require_phase(g, seat, "main")
    n, k = _own_knight(g, seat, action.intersection)
    refused = _promotion_refusal(g, seat, n, k)
    if refused is not None:
        raise refused
    _pay(g, seat, PROMOTE_COST)
    supply = ck(g).knight_supply[seat]
    supply[k.level - 1] += 1
    supply[k.level] -= 1
    mark(ck(g), n, Knight(k.owner, k.level + 1, k.active, k.fresh, True))
    events.append(KnightPromoted(g.players[seat], str(n + 1), k.level + 1))


def _promotion_refusal(g: Game, seat: int, n: int, k: Knight) -> IllegalAction | None:
    if k.level >= 3:
        return IllegalAction("knight_mighty", intersection=n + 1)
    if k.promoted:
        return IllegalAction("promoted_this_turn", intersection=n + 1)
    if k.level == 2 and ck(g).levels[seat][POLITICS_TRACK] < ABILITY_LEVEL:
        return IllegalAction("needs_fortress")
    if ck(g).knight_supply[seat][k.level] <= 0:
        return IllegalAction(
            "no_pieces_left", hint="knight", piece="knight", limit=KNIGHTS_PER_LEVEL
        )
    try:
        require_cards(g.hands[seat], PROMOTE_COST, "promotion")
    except IllegalAction as exc:
        return exc
    return None


def move(g: Game, seat: int, action: MoveKnight, events: list[Event]) -> None:
    """Move along one's roads to a free intersection; the knight turns inactive."""
    n, k = _acting(g, seat, action.start)
    to = node_of(g, action.to)
    # One of `destinations` (tested alone: the list is not made).
    if to == n or not _free(g, to) or not _passes_to(g, seat, n, to) or not may_stand(g, seat, to):
        raise IllegalAction("knight_cannot_reach", intersection=to + 1)
    c = ck(g)
    del c.knights[n]
    c.knights[to] = Knight(seat, k[1], False, k[3], k[4])  # inactive (level, marks kept)
    events.append(KnightMoved(g.players[seat], str(n + 1), str(to + 1)))
    _routes_through(g, (n, to), events, seat)


def displace(g: Game, seat: int, action: DisplaceKnight, events: list[Event]) -> None:
    """Drive a strictly weaker opponent's knight away; its owner relocates it (CK-10.5, CK-10.6)."""
    n, k = _acting(g, seat, action.start)
    to = node_of(g, action.to)
    c = ck(g)
    other = c.knights.get(to)
    if other is None or other.owner == seat:
        raise IllegalAction("no_opponent_knight", intersection=to + 1)
    if other.level >= k.level:
        raise IllegalAction("knight_not_weaker", intersection=to + 1)
    if to not in reach(g, seat, n)[1] or not may_stand(g, seat, to):
        raise IllegalAction("knight_cannot_reach", intersection=to + 1)
    del c.knights[n]
    c.knights[to] = Knight(k.owner, k.level, False, k.fresh, k.promoted)
    events.append(KnightDisplaced(g.players[seat], str(n + 1), str(to + 1), g.players[other.owner]))
    _routes_through(g, (n, to), events)
    phases.start(g, [relocation(g, to, other)], "main", events)


def relocation(g: Game, n: int, k: Knight) -> Pending:
    """The choice of a new place for knight `k` driven from `n`: [relocate, chooser, n, level,
    active, owner]. Its owner chooses; a neutral seat's knight (the 2-player variant) is placed
    by the current player (TP-D15)."""
    chooser = k.owner if k.owner < len(g.config.players) else g.current
    return ["relocate", chooser, n, k.level, k.active, k.owner]


def knight_owner(item: Pending) -> int:
    """The relocated knight's owner (saves before the owner was recorded: the chooser)."""
    return int(item[5]) if len(item) > 5 else int(item[1])


def relocate(g: Game, seat: int, action: RelocateKnight, events: list[Event]) -> None:
    """The displaced knight's owner puts it on a free intersection reachable from where it was
    driven away, in the same state; with none, it returns to supply (CK-10.6)."""
    item = phases.owed(g, seat, "relocate")
    start, level, active = item[2], item[3], item[4]
    owner = knight_owner(item)
    spots = destinations(g, owner, start)
    c = ck(g)
    if action.intersection is None:
        if spots:
            raise IllegalAction("must_relocate")
        c.knight_supply[owner][level - 1] += 1
        events.append(KnightRelocated(g.players[owner], str(start + 1), None))
    else:
        n = node_of(g, action.intersection)
        if n not in spots:
            raise IllegalAction("knight_cannot_reach", intersection=n + 1)
        c.knights[n] = Knight(owner, level, active)
        events.append(KnightRelocated(g.players[owner], str(start + 1), str(n + 1)))
        _routes_through(g, (n,), events, owner)
    phases.done(g, item, events)


def chase(g: Game, seat: int, action: ChaseRobber, events: list[Event]) -> None:
    """A knight on a corner of the robber's hex chases it away (once the robber is awake),
    with the base game's steal; the knight turns inactive (CK-10.5, CK-6.1)."""
    n, k = _acting(g, seat, action.start)
    if not ck(g).robber_active:
        raise IllegalAction("robber_asleep")
    if n not in g.board.hex_nodes[g.robber]:
        raise IllegalAction("not_next_to_robber", intersection=n + 1)
    hex_of(g, action.hex)
    phase = g.phase
    g.phase = "robber"
    moved: list[Event] = []
    try:
        robber.move_robber(g, seat, MoveRobber(action.hex, action.victim), moved)
    except IllegalAction:
        g.phase = phase
        raise
    ck(g).knights[n] = Knight(k.owner, k.level, False, k.fresh, k.promoted)
    events.append(KnightChased(g.players[seat], str(n + 1)))
    events += moved


def build_settlement_check(g: Game, seat: int, action: BuildSettlement) -> None:
    """No settlement where a knight stands; one's own must move away first (CK-10.7)."""
    if ck(g).knights:
        n = node_of(g, action.intersection)
        if n in ck(g).knights:
            raise IllegalAction("knight_there", intersection=n + 1)


def road(g: Game, seat: int, action: BuildRoad, events: list[Event]) -> None:
    """The base road, not through an opponent's knight (CK-10.7)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    knights = c.knights
    if knights and g.phase != "setup":
        e = edge_of(g, action.path)
        if g.edge_owner[e] < 0 and not _open_past_knights(g, seat, e, knights):
            raise IllegalAction("road_not_connected")
    build_road(g, seat, action, events)
    if g.phase == "road_building" and not open_road_spots(g, seat):
        # Road Building ends when knights leave no open spot (CK-D23).
        g.free_roads = 0
        g.phase = "main" if g.has_rolled else "roll"


def open_road_spots(g: Game, seat: int) -> list[int]:
    """Paths where the player may build a road now: the base spots, not through an opponent's
    knight (CK-10.7)."""
    spots = road_spots(g, seat)
    if not ck(g).knights:
        return spots
    blocked = foreign(g, seat)
    return [e for e in spots if road_open(g, seat, e, blocked)]


def _open_past_knights(g: Game, seat: int, e: int, knights: dict[int, Knight]) -> bool:
    """`road_open` with `foreign`'s knights asked at the road's two ends only (no set of every
    other player's knight made for one road)."""
    for n in g.board.edge_nodes[e]:
        if road_end(g, seat, n):
            k = knights.get(n)
            if k is None or k[0] == seat:  # k.owner
                return True
    return False


def road_open(g: Game, seat: int, e: int, blocked: set[int]) -> bool:
    """Whether a road may leave one end of path `e`: a `road_end` that no knight in `blocked`
    holds."""
    return any(road_end(g, seat, n) and n not in blocked for n in g.board.edge_nodes[e])


def _relocate_legal(g: Game, item: Pending) -> list[Action]:
    spots = destinations(g, knight_owner(item), item[2])
    return [RelocateKnight(n + 1) for n in spots] if spots else [RelocateKnight(None)]


def _relocate_default(g: Game, item: Pending) -> Action | None:
    """The first free intersection it can reach (none: back to supply)."""
    return _relocate_legal(g, item)[0]


phases.kind(phases.PendingKind("relocate", _relocate_legal, _relocate_default))
