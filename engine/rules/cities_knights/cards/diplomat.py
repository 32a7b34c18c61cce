"""The Diplomat (CK-13.6, CK-21.49, CK-T8), a politics card, declared
with `framework.card` and `framework.step`:

    play diplomat A-B       then (own road)  diplomat A-B | diplomat none
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....actions import Action, _bad, _spot
from ....building import ROAD, _place_road
from ....errors import IllegalAction
from ....events import Event
from ....roads import update_longest_road
from .. import knights, phases
from ..events import (
    RoadRemoved,
)
from ..kept import Inputs
from ..state import NAME, CitiesKnights, Pending
from .framework import Args, Card, Step, card, step

if TYPE_CHECKING:
    from ....game import Game


# ----- Diplomat ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiplomatRoad(Action):
    """Diplomat: where the player places his removed road again (`path` None: back to his
    supply)."""

    path: tuple[int, int] | None = None

    def __str__(self) -> str:
        return "diplomat none" if self.path is None else f"diplomat {self.path[0]}-{self.path[1]}"


def _path(word: str, text: str) -> tuple[int, int]:
    ends = word.split("-")
    if len(ends) != 2:
        raise _bad(text, "path")
    a, b = (int(_spot(x, text)) for x in ends)
    return min(a, b), max(a, b)


def parse_diplomat(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """diplomat A-B | diplomat none"""
    if lowered == ["none"]:
        return DiplomatRoad()
    return DiplomatRoad(_path(rest[0], text)) if len(rest) == 1 else None


def _parse_play_diplomat(text: str, rest: list[str], lowered: list[str]) -> Args | None:
    if len(rest) != 1:
        return None
    a, b = _path(rest[0], text)
    return (f"{a}-{b}",)


def open_road(g: Game, e: int) -> bool:
    """A road with an end holding no other piece of its owner's colour — road, settlement,
    city or knight, and with Seafarers a ship (CK-13.6, CK-T8, CK-18.12); other players' pieces
    there do not matter."""
    edge_owner = g.edge_owner
    o = edge_owner[e]
    b = g.board
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    more = g.rules.route_pieces  # Seafarers' ships keep an end closed too (CK-18.12)
    ships = set(more(g, o)) if more is not None else ()
    for n in b.edge_nodes[e]:
        if g.node_owner[n] == o:
            continue
        k = c.knights.get(n)
        if k is not None and k.owner == o:
            continue
        for f in b.node_edges[n]:
            if f != e and (edge_owner[f] == o or f in ships):
                break
        else:
            return True
    return False


def _open_roads(g: Game) -> list[int]:
    """Every road `open_road` finds open, ascending."""
    return [e for e, o in enumerate(g.edge_owner) if o >= 0 and open_road(g, e)]


def _diplomat_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not _open_roads(g):
        return IllegalAction("no_open_road")
    return None


def _diplomat_playable(g: Game, seat: int) -> bool:
    """`_open_roads` stopping at the first."""
    return any(o >= 0 and open_road(g, e) for e, o in enumerate(g.edge_owner))


def _diplomat_options(g: Game, seat: int) -> list[Args]:
    ids = g.board.edge_ids
    return [(ids[e],) for e in _open_roads(g)]


def _diplomat_inputs(g: Game, seat: int) -> Inputs | None:
    """What the open roads depend on: the roads, buildings and where whose knights stand (not
    their levels or marks, which change far more often); with other route pieces (Seafarers'
    ships, which close a road's end too) the plays are made afresh."""
    if g.rules.route_pieces is not None:
        return None
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    return (g.board, g.edge_owner, g.node_owner, {n: k[0] for n, k in c.knights.items()})


def _diplomat_check(g: Game, seat: int, args: Args) -> int:
    a, b = (int(x) for x in str(args[0]).split("-"))
    e = g.board.edge_by_pair.get((min(a, b), max(a, b)))
    if e is None:
        raise IllegalAction("no_such_path", path=str(args[0]))
    if g.edge_owner[e] < 0:
        raise IllegalAction("no_road_there", path=g.board.edge_ids[e])
    if not open_road(g, e):
        raise IllegalAction("road_not_open", path=g.board.edge_ids[e])
    return e


def _diplomat(g: Game, seat: int, e: int, events: list[Event]) -> None:
    """The road leaves the board for its owner's supply and Longest Road is re-evaluated (S1
    CK-7); one's own road may then be placed again elsewhere (CK-D25)."""
    o = g.edge_owner[e]
    g.edge_owner[e] = -1
    g.roads[o].remove(e)
    g.pieces[o][ROAD] += 1
    edge_nodes = g.board.edge_nodes
    g.road_nodes[o] = {n for f in g.roads[o] for n in edge_nodes[f]}
    events.append(RoadRemoved(g.players[seat], g.players[o], g.board.edge_ids[e]))
    update_longest_road(g, [o], events)
    if o == seat:
        item: Pending = ["diplomat", seat, e]
        if _replace_spots(g, item):
            phases.start(g, [item], "main", events)


def _replace_spots(g: Game, item: Pending) -> list[int]:
    return [e for e in knights.open_road_spots(g, item[1]) if e != item[2]]


def replace_road(g: Game, seat: int, action: DiplomatRoad, events: list[Event]) -> None:
    """One's removed road placed again for free on another legal path, or kept in supply."""
    item = phases.owed(g, seat, "diplomat")
    if action.path is not None:
        e = g.board.edge_by_pair.get(action.path)
        if e is None:
            raise IllegalAction("no_such_path", path=f"{action.path[0]}-{action.path[1]}")
        if e == item[2]:
            raise IllegalAction("diplomat_same_path", path=g.board.edge_ids[e])
        if e not in _replace_spots(g, item):
            raise IllegalAction("road_not_connected")
        _place_road(g, seat, e, True, events)
    phases.done(g, item, events)


def _replace_legal(g: Game, item: Pending) -> list[Action]:
    edge_nodes = g.board.edge_nodes
    out: list[Action] = []
    for e in _replace_spots(g, item):
        a, b = edge_nodes[e]
        out.append(DiplomatRoad((a + 1, b + 1)))
    return [*out, DiplomatRoad()]


def _replace_default(g: Game, item: Pending) -> Action | None:
    """The road stays in supply."""
    return DiplomatRoad()


card(
    Card(
        "diplomat",
        _parse_play_diplomat,
        _diplomat_refusal,
        _diplomat_options,
        _diplomat_check,
        _diplomat,
        playable=_diplomat_playable,
        inputs=_diplomat_inputs,
    )
)
phases.kind(phases.PendingKind("diplomat", _replace_legal, _replace_default))
step(Step(DiplomatRoad, "diplomat", parse_diplomat, replace_road))
