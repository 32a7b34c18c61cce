"""The knights' legal moves (CK-10): where the player may build, activate and promote knights,
which of its active knights may move, displace or chase the robber (CK-T6), and the base
game's road and settlement moves filtered by the knights standing in their way (CK-10.7).
The handlers are in knights.py."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...actions import Action, BuildRoad, BuildSettlement
from .actions import (
    ActivateKnight,
    BuildKnight,
    ChaseRobber,
    DisplaceKnight,
    MoveKnight,
    PromoteKnight,
    made,
)
from .data import ABILITY_LEVEL, KNIGHTS_PER_LEVEL
from .knights import POLITICS_TRACK, foreign, may_stand, network_nodes, reach, road_open
from .state import NAME, CitiesKnights, Knight, ck

if TYPE_CHECKING:
    from ...game import Game

_WOOL, _GRAIN, _ORE = 2, 3, 4
_PIECES = 3 * KNIGHTS_PER_LEVEL  # a player's knights: basic, strong, mighty


def filter_main(g: Game, seat: int, actions: list[Action]) -> list[Action]:
    """Drop the base game's roads through opponents' knights and settlements on knights."""
    knights = ck(g).knights
    if not knights or seat != g.current:
        return actions
    blocked = foreign(g, seat)
    by_pair = g.board.edge_by_pair
    out: list[Action] = []
    for a in actions:
        if isinstance(a, BuildRoad):
            if not road_open(g, seat, by_pair[(a.path[0], a.path[1])], blocked):
                continue
        elif isinstance(a, BuildSettlement) and a.intersection - 1 in knights:
            continue
        out.append(a)
    return out


@cache
def _per_node(n_nodes: int) -> tuple[list[BuildKnight], list[ActivateKnight], list[PromoteKnight]]:
    """The build, activate and promote actions of each intersection, made once per board size
    (the legal lists share them)."""
    return (
        [BuildKnight(n + 1) for n in range(n_nodes)],
        [ActivateKnight(n + 1) for n in range(n_nodes)],
        [PromoteKnight(n + 1) for n in range(n_nodes)],
    )


def legal(g: Game, seat: int) -> list[Action]:
    """Knights the current player may build, activate, promote or act with now."""
    if seat != g.current:
        return []
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    hand = g.hands[seat]
    supply = c.knight_supply[seat]
    wool_ore = hand[_WOOL] and hand[_ORE]
    out = _builds(g, seat, c) if supply[0] and wool_ore else []
    # The player's knights on the board: its pieces not in supply (a displaced knight is off
    # the board only while its owner relocates it, never in the main phase).
    left = _PIECES - supply[0] - supply[1] - supply[2]
    if not left:
        return out
    knights = c.knights
    # Their intersections, in order, kept from the last call while each still holds one of
    # the player's knights and there are as many as the player has on the board (then they
    # are all of them, wherever the others' knights went); else found again.
    key = _OWN_KEYS[seat]
    own: list[int] | None = c.kept.get(key)
    if own is None or len(own) != left:
        own = _found(c, seat, key)
    grain = hand[_GRAIN]
    # What stops a promotion whatever the knight: no wool and ore, no piece of the next level.
    promote = wool_ore and (supply[1] or supply[2])
    _, activations, promotions = _PER_NODE[g.board.n_nodes]
    if not promote:
        # Most calls: an inactive knight may only be activated, an active one only act. The
        # kept intersections are checked as they are walked; with one that lost the player's
        # knight, they are found again and the list made below.
        start = len(out)
        for n in own:
            k = knights.get(n)
            if k is None or k[0] != seat:  # k.owner
                break
            if not k[2]:  # k.active
                if grain:
                    out.append(activations[n])
            elif not k[3]:  # k.fresh
                out += _knight_actions(g, seat, n, k)
        else:
            return out
        del out[start:]
        own = _found(c, seat, key)
    else:
        for n in own:
            k = knights.get(n)
            if k is None or k[0] != seat:  # k.owner
                own = _found(c, seat, key)
                break
    fortress = c.levels[seat][POLITICS_TRACK] >= ABILITY_LEVEL
    for n in own:
        k = knights[n]
        _, level, active, fresh, promoted = k
        if not active and grain:
            out.append(activations[n])
        if promote and level < 3 and not promoted and supply[level] and (level == 1 or fortress):
            out.append(promotions[n])
        if active and not fresh:
            # Made afresh: an acting knight's moves change with every road, building and knight
            # anywhere on the board, and most are asked once a turn (kept, 3 in 4 were missed).
            out += _knight_actions(g, seat, n, k)
    return out


def _found(c: CitiesKnights, seat: int, key: tuple[str, int]) -> list[int]:
    """The intersections of the player's knights, in order, found again and kept under `key`.
    A plain loop: cheaper than a scan in C through `compress` and `map` for the few knights of
    a board (int.__eq__ is a wrapper call per knight)."""
    own = []
    for n, k in c.knights.items():
        if k[0] == seat:  # k.owner
            own.append(n)
    own.sort()
    c.kept[key] = own
    return own


#: `legal`'s keys of the player's knights' intersections in `CitiesKnights.kept`, by seat.
_OWN_KEYS = tuple(("own_knights", s) for s in range(16))


def _builds(g: Game, seat: int, c: CitiesKnights) -> list[Action]:
    """Where the player may build a knight (it has the cards and a basic knight)."""
    owner = g.node_owner
    knights = c.knights
    spots = g.road_nodes[seat] if g.rules.route_pieces is None else network_nodes(g, seat)
    land = g.board.node_hexes
    builds = _PER_NODE[g.board.n_nodes][0]
    return [builds[n] for n in sorted(spots) if owner[n] < 0 and n not in knights and land[n]]


class _PerNode(dict[int, tuple[list[BuildKnight], list[ActivateKnight], list[PromoteKnight]]]):
    """`_per_node` by board size, looked up without a call (the legal list asks on most
    moves); a board size not seen yet makes its actions."""

    def __missing__(
        self, n_nodes: int
    ) -> tuple[list[BuildKnight], list[ActivateKnight], list[PromoteKnight]]:
        made = self[n_nodes] = _per_node(n_nodes)
        return made


_PER_NODE = _PerNode()


def _knight_actions(g: Game, seat: int, n: int, k: Knight) -> list[Action]:
    """The moves, displacements and chases of the acting knight `k` at `n`."""
    if g.rules.route_pieces is not None:
        return _knight_actions_routes(g, seat, n, k)
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    knights = c.knights
    owner = g.node_owner
    links = g.board.node_links
    edge_owner = g.edge_owner
    land = g.board.node_hexes
    level = k[1]  # k.level
    # `reach` (knights.py) walked here, each intersection taken as a move or a displacement as
    # it is found (no sets handed back and filtered again). One set for both of reach's: an
    # intersection is passable or an end whichever road leads there.
    seen = {n}
    stops: list[int] = []
    ends: list[int] = []
    todo = [n]
    while todo:
        x = todo.pop()
        for e, m in links[x]:
            if edge_owner[e] != seat or m in seen:
                continue
            seen.add(m)
            o = owner[m]
            other = knights.get(m)
            if (o >= 0 and o != seat) or (other is not None and other[0] != seat):
                if other is not None and other[1] < level and land[m]:
                    ends.append(m)
                continue
            todo.append(m)
            if o < 0 and other is None and land[m]:
                stops.append(m)
    if not stops and not ends and c.attacks < 1:
        return []
    tables = _FROM.get(n)  # `_from`, without its call
    moves, displaces = tables if tables is not None else _from(n)
    out: list[Action] = []
    if stops:
        if len(stops) > 1:
            stops.sort()
        for m in stops:
            act = moves.get(m)
            out.append(act if act is not None else _made_from(moves, MoveKnight, n, m))
    if ends:
        if len(ends) > 1:
            ends.sort()
        for m in ends:
            act = displaces.get(m)
            out.append(act if act is not None else _made_from(displaces, DisplaceKnight, n, m))
    if c.attacks >= 1 and n in g.board.hex_nodes[g.robber]:  # c.robber_active, inlined
        _chases(g, seat, n, out)
    return out


def _knight_actions_routes(g: Game, seat: int, n: int, k: Knight) -> list[Action]:
    """`_knight_actions` with the rule set's other route pieces (Seafarers' ships): `reach`
    and `may_stand` over them."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    knights = c.knights
    owner = g.node_owner
    passable, ends = reach(g, seat, n)
    land = g.board.node_hexes
    moves, displaces = _from(n)
    out: list[Action] = []
    for m in sorted(passable):
        if m != n and owner[m] < 0 and m not in knights and (land[m] or may_stand(g, seat, m)):
            act = moves.get(m)
            out.append(act if act is not None else _made_from(moves, MoveKnight, n, m))
    if ends:
        level = k[1]  # k.level
        for m in sorted(ends):
            other = knights.get(m)
            if other is not None and other[1] < level and (land[m] or may_stand(g, seat, m)):
                act = displaces.get(m)
                out.append(act if act is not None else _made_from(displaces, DisplaceKnight, n, m))
    if c.attacks >= 1 and n in g.board.hex_nodes[g.robber]:  # c.robber_active, inlined
        _chases(g, seat, n, out)
    return out


#: Per intersection a knight starts from: its moves and displacements by destination, made once
#: (frozen values the legal lists share; `made`'s lookup, without its call).
_FROM: dict[int, tuple[dict[int, Action], dict[int, Action]]] = {}


def _from(n: int) -> tuple[dict[int, Action], dict[int, Action]]:
    found = _FROM.get(n)
    if found is None:
        found = _FROM[n] = ({}, {})
    return found


def _made_from(
    table: dict[int, Action], cls: type[MoveKnight] | type[DisplaceKnight], n: int, m: int
) -> Action:
    act = table[m] = made(cls, n + 1, m + 1)
    return act


def _chases(g: Game, seat: int, n: int, out: list[Action]) -> None:
    """The knight at `n` chasing the robber to every other hex, robbing each other player with
    a building there (`robber.victims`, from the buildings kept per hex as the base robber's
    moves are: no scan of every hex's corners)."""
    ids = g.board.hex_ids
    players = g.players
    owner = g.node_owner
    start = g.robber
    table = _CHASES.get((n, players))
    if table is None:
        if len(_CHASES) >= _CHASES_KEPT:
            _CHASES.clear()
        table = _CHASES[(n, players)] = {}
    for h, nodes in enumerate(g.hex_buildings):
        if h == start:
            continue
        owners: list[int] = []
        for m in nodes:
            o = owner[m]
            if o != seat and o not in owners:
                owners.append(o)
        if not owners:
            owners.append(-1)
        elif len(owners) > 1:
            owners.sort()
        for o in owners:
            act = table.get((ids[h], o))
            if act is None:
                victim = players[o] if o >= 0 else None
                act = table[(ids[h], o)] = made(ChaseRobber, n + 1, ids[h], victim)
            out.append(act)


#: Per knight's intersection and players, its chases by hex and victim seat (-1: nobody), made
#: once.
_CHASES: dict[tuple[int, tuple[str, ...]], dict[tuple[str, int], Action]] = {}
_CHASES_KEPT = 1024
