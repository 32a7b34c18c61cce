"""The neutral players (TP-A2, TP-A4, TP-A5): their start settlements, and the
piece the current player builds for one of them after each road and settlement of their own.

A neutral player is a seat after the seated players (`RuleSet.neutrals`): its pieces stand on
the board like anyone's (they block paths, the distance rule and routes, and it may hold Longest
Road), but it holds no cards, takes no turn and is never awaited; the base engine leaves its
buildings out of production and the robber's victims.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ... import building
from ...building import ROAD, SETTLEMENT
from ...checks import edge_of, node_of, require_turn
from ...errors import ConfigError, IllegalAction
from ...events import Event
from .actions import NeutralRoad, NeutralSettlement
from .events import NeutralLapsed, NeutralOwed
from .state import tp

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game

PHASE = "neutral"
MIRROR = "mirror"
#: Kinds of neutral duty besides "road" and "settlement", each with the generator of its options
#: (C&K for two: "knight" and "promotion", filled by the knights module).
KINDS: dict[str, Callable[[Game], list[Action]]] = {}
#: The refusal of another piece while one of a kind is owed.
OWED = {
    "road": "neutral_road_owed",
    "settlement": "neutral_settlement_owed",
    "knight": "neutral_knight_owed",
    "promotion": "neutral_promotion_owed",
}


def seats(g: Game) -> range:
    """The neutral seats."""
    return range(len(g.config.players), len(g.players))


def place_start(g: Game) -> None:
    """TP-SETUP-2: each neutral's settlement on its configured intersection, before set-up."""
    g.rebuild_derived()  # the board's caches, which placing pieces keeps up to date
    spots = g.sw["neutral_start_vertices"]
    if not isinstance(spots, (list, tuple)) or len(spots) != len(seats(g)):
        raise ConfigError("neutral_start", vertex=str(spots))
    for seat, vertex in zip(seats(g), spots, strict=True):
        n = _vertex_node(g, vertex)
        if n is None or g.blocked[n]:
            raise ConfigError("neutral_start", vertex=str(vertex))
        building._place_settlement(g, seat, n, True, [])


def _vertex_node(g: Game, vertex: object) -> int | None:
    if not isinstance(vertex, (list, tuple)) or len(vertex) != 3:
        return None
    q, r, c = vertex
    if type(q) is not int or type(r) is not int or c not in ("N", "S"):
        return None
    n: int | None = g.board.vertex_index.get((q, r, c))
    return n


# ----- where a neutral may build (TP-NB-3) -------------------------------------------------------


def road_spots(g: Game, seat: int) -> list[int]:
    """Free paths a neutral may take: the base game's road spots for its colour (B-BUILD-1:
    from its settlement or its roads), sorted."""
    if g.pieces[seat][ROAD] <= 0:
        return []
    if not g.rules.road_blockers:
        return building.road_spots(g, seat)
    # In C&K another colour's knight stops a road as a building does (CK-10.7).
    blocked = g.rules.road_blockers(g, seat)
    edge_owner = g.edge_owner
    node_edges = g.board.node_edges
    spots: set[int] = set()
    for n in building.road_ends(g, seat):
        if n not in blocked:
            spots.update(e for e in node_edges[n] if edge_owner[e] < 0)
    return sorted(spots)


def settlement_spots(g: Game, seat: int) -> list[int]:
    """Intersections a neutral may take: on its own road, distance rule (B-BUILD-4/5), and in
    C&K not where any knight stands (CK-10.7: the road blockers of no seat are every knight)."""
    if g.pieces[seat][SETTLEMENT] <= 0:
        return []
    found = building.settlement_spots(g, seat)
    if g.rules.road_blockers is None:
        return found
    knights = g.rules.road_blockers(g, -1)
    return [n for n in found if n not in knights]


def road_options(g: Game) -> list[Action]:
    """Every neutral road, N1's first."""
    edge_nodes = g.board.edge_nodes
    return [
        NeutralRoad(k, (edge_nodes[e][0] + 1, edge_nodes[e][1] + 1))
        for k, seat in enumerate(seats(g), 1)
        for e in road_spots(g, seat)
    ]


def options(g: Game, piece: str) -> list[Action]:
    """Every neutral piece that settles a duty of this kind, N1's first (TP-NB-2/4)."""
    if piece in KINDS:
        return KINDS[piece](g)
    free = g.sw["neutral_build_choice"] != MIRROR
    settlements: list[Action] = []
    if piece == "settlement" or free:
        settlements = [
            NeutralSettlement(k, n + 1)
            for k, seat in enumerate(seats(g), 1)
            for n in settlement_spots(g, seat)
        ]
        if settlements and not free:
            return settlements
    return road_options(g) + settlements


# ----- the duty --------------------------------------------------------------------------------


def owe(g: Game, piece: str, events: list[Event]) -> None:
    """After a real player's road or settlement (TP-NB-1): a neutral piece is owed before
    anything else; with nowhere to put one, the duty lapses at once (TP-NB-4)."""
    if g.phase == "ended":
        return
    t = tp(g)
    player = g.players[g.current]
    shown = piece if g.sw["neutral_build_choice"] == MIRROR or piece in KINDS else "any"
    if not options(g, piece):
        events.append(NeutralLapsed(player, shown))
        return
    t.duties.append(piece)
    if g.phase != PHASE:
        t.resume = g.phase
        g.phase = PHASE
    events.append(NeutralOwed(player, shown))


def legal(g: Game, seat: int) -> list[Action]:
    """The neutral pieces the current player may build now."""
    t = tp(g)
    if seat != g.current or not t.duties:
        return []
    return options(g, t.duties[0])


def default(g: Game, seat: int) -> Action | None:
    """A timer's choice: the first legal piece (N1 before N2, lowest path or intersection)."""
    found = legal(g, seat)
    return found[0] if found else None


def build_road(g: Game, seat: int, action: NeutralRoad, events: list[Event]) -> None:
    """A free road for a neutral, settling the owed piece."""
    neutral, piece = owed(g, seat, action.neutral)
    e = edge_of(g, action.path)
    if g.edge_owner[e] >= 0:
        raise IllegalAction("path_taken", path=g.board.edge_ids[e])
    if piece == "promotion":
        raise IllegalAction("neutral_promotion_owed")
    if piece == "knight" or (piece == "settlement" and g.sw["neutral_build_choice"] == MIRROR):
        found = options(g, piece)
        if found and not isinstance(found[0], NeutralRoad):
            raise IllegalAction(OWED[piece])
    if g.pieces[neutral][ROAD] <= 0:
        raise IllegalAction("no_pieces_left", hint="road", piece="road", limit=15)
    if e not in road_spots(g, neutral):
        raise IllegalAction("neutral_road_not_connected", neutral=action.neutral)
    building._place_road(g, neutral, e, True, events)
    settled(g, events)


def build_settlement(g: Game, seat: int, action: NeutralSettlement, events: list[Event]) -> None:
    """A free settlement for a neutral, settling the owed piece."""
    neutral, piece = owed(g, seat, action.neutral)
    if piece in KINDS:  # never a settlement for a knight or a promotion (TP-CK-KN-3)
        raise IllegalAction(OWED[piece])
    if piece == "road" and g.sw["neutral_build_choice"] == MIRROR:
        raise IllegalAction("neutral_road_owed")
    n = node_of(g, action.intersection)
    if g.node_owner[n] >= 0:
        raise IllegalAction("intersection_taken", intersection=n + 1)
    if g.blocked[n]:
        raise IllegalAction("too_close", intersection=n + 1)
    if g.pieces[neutral][SETTLEMENT] <= 0:
        raise IllegalAction("no_pieces_left", hint="settlement", piece="settlement", limit=5)
    if n not in g.road_nodes[neutral]:
        raise IllegalAction("neutral_needs_road", neutral=action.neutral, intersection=n + 1)
    building._place_settlement(g, neutral, n, True, events)
    settled(g, events)


def owed(g: Game, seat: int, which: int) -> tuple[int, str]:
    """The neutral's seat and the piece owed; refusals when nothing is owed or no such one."""
    require_turn(g, seat)
    t = tp(g)
    if g.phase != PHASE or not t.duties:
        raise IllegalAction("no_neutral_owed")
    if not 1 <= which <= len(seats(g)):
        raise IllegalAction("no_such_neutral", neutral=which, last=len(seats(g)))
    return seats(g)[which - 1], t.duties[0]


def settled(g: Game, events: list[Event]) -> None:
    """One duty done; the next one (if any still has somewhere to go), else back to play."""
    t = tp(g)
    t.duties.pop(0)
    player = g.players[g.current]
    while t.duties and not options(g, t.duties[0]):
        events.append(NeutralLapsed(player, t.duties.pop(0)))
    if not t.duties:
        g.phase = t.resume
        t.resume = ""
