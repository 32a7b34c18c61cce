"""What one player (or a spectator) may see, as a JSON-safe dict (docs/engine-api.md).

The dicts are typed (`GameView` and the records it holds, engine/view_types.py), so that every
reader above the engine is checked against what the view carries.
"""

from __future__ import annotations

from functools import lru_cache

from .board import Board, hex_centre, vertex_point
from .resources import TERRAIN_RESOURCE, as_dict
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any, cast

    from .game import Game
    from .view_types import (
        BoardView,
        GameView,
        PlayerView,
    )
else:

    def cast(kind: object, value: object) -> object:
        """`typing.cast` (a no-op) without importing `typing` (engine/type_checking.py)."""
        return value


class _Geometry:
    """The parts of a board's view fixed by its layout (shared by every map on the same
    positions), computed once per layout; each view gets its own copies."""

    def __init__(self, board: Board) -> None:
        self.hexes: list[tuple[str, int, int, float, float]] = []
        for i, (q, r) in enumerate(board.hex_pos):
            x, y = hex_centre(q, r)
            self.hexes.append((board.hex_ids[i], q, r, round(x, 4), round(y, 4)))
        self.sea: list[dict[str, Any]] = []
        for q, r in board.sea:
            x, y = hex_centre(q, r)
            self.sea.append({"q": q, "r": r, "x": round(x, 4), "y": round(y, 4)})
        self.intersections: list[dict[str, Any]] = []
        for n, v in enumerate(board.vertices):
            x, y = vertex_point(v)
            self.intersections.append(
                {
                    "id": n + 1,
                    "x": round(x, 4),
                    "y": round(y, 4),
                    "hexes": [board.hex_ids[h] for h in board.node_hexes[n]],
                }
            )
        self.paths: list[dict[str, Any]] = [
            {"id": board.edge_ids[e], "a": a + 1, "b": b + 1}
            for e, (a, b) in enumerate(board.edge_nodes)
        ]


_GEOMETRY: dict[int, tuple[object, _Geometry]] = {}


def _geometry(board: Board) -> _Geometry:
    # Keyed by the layout's identity, the layout kept alive beside it (layouts are few).
    found = _GEOMETRY.get(id(board.layout))
    if found is None or found[0] is not board.layout:
        found = (board.layout, _Geometry(board))
        if len(_GEOMETRY) >= 64:
            _GEOMETRY.clear()
        _GEOMETRY[id(board.layout)] = found
    return found[1]


@lru_cache(maxsize=64)
def _harbor_sea(q: int, r: int, side: str) -> tuple[int, int, float, float]:
    dq, dr = _sea_step(side)
    sq, sr = q + dq, r + dr
    sx, sy = hex_centre(sq, sr)
    return sq, sr, round(sx, 4), round(sy, 4)


def _board_view(board: Board) -> BoardView:
    """The board's view, made of fresh lists and dicts (a reader may change its own view)."""
    geo = _geometry(board)
    terrain, number = board.hex_terrain, board.hex_number
    harbors = []
    for kind, a, b, spec in board.harbors:
        sq, sr, sx, sy = _harbor_sea(spec.q, spec.r, spec.side)
        harbors.append(
            {
                "kind": kind,
                "rate": 3 if kind == "generic" else 2,
                "hex": board.hex_ids[board.hex_by_pos[(spec.q, spec.r)]],
                "side": spec.side,
                "intersections": [a + 1, b + 1],
                "sea": {"q": sq, "r": sr, "x": sx, "y": sy},
            }
        )
    return cast(
        "BoardView",
        {
            "hexes": [
                {
                    "id": hid,
                    "q": q,
                    "r": r,
                    "x": x,
                    "y": y,
                    "terrain": terrain[i],
                    "resource": TERRAIN_RESOURCE.get(terrain[i]),
                    "number": number[i],
                }
                for i, (hid, q, r, x, y) in enumerate(geo.hexes)
            ],
            "sea": [h.copy() for h in geo.sea],
            "harbors": harbors,
            "intersections": [{**n, "hexes": n["hexes"][:]} for n in geo.intersections],
            "paths": [p.copy() for p in geo.paths],
        },
    )


def _sea_step(side: str) -> tuple[int, int]:
    return {"NE": (1, -1), "E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1)}[
        side
    ]


def view(g: Game, player: str | None) -> GameView:
    """The public state plus, for a seated player, their own hand under "you"."""
    b = g.board
    players: list[PlayerView] = []
    for s, p in enumerate(g.config.players):  # neutral seats: their rule module's view field
        players.append(
            {
                "id": p,
                "seat": s,
                "vp": g.public_vp(s),
                "resources": sum(g.hands[s]),
                "development": len(g.devs[s]),
                "knights": g.knights[s],
                "revealed_vp": g.revealed[s],
                "road_length": g.road_len[s],
                "longest_road": g.road_holder == s,
                "largest_army": g.army_holder == s,
                "pieces": {
                    "road": g.pieces[s][0],
                    "settlement": g.pieces[s][1],
                    "city": g.pieces[s][2],
                },
            }
        )
    o = g.offer
    out: GameView = {
        "rules": g.config.rules,
        "preset": g.config.preset,
        "vp_to_win": g.sw["victory_points"],
        "board": _board_view(b),
        "robber": b.hex_ids[g.robber],
        "buildings": [
            {
                "intersection": n + 1,
                "kind": "city" if g.node_level[n] == 2 else "settlement",
                "owner": g.players[owner],
            }
            for n, owner in enumerate(g.node_owner)
            if owner >= 0
        ],
        # Where a settlement may still stand one day: free, with no building next to it.
        "open_intersections": [n + 1 for n, blocked in enumerate(g.blocked) if not blocked],
        "roads": [
            {"path": b.edge_ids[e], "owner": g.players[owner]}
            for e, owner in enumerate(g.edge_owner)
            if owner >= 0
        ],
        "players": players,
        "current": None if g.phase == "ended" else g.players[g.current],
        "turn": g.turn,
        "phase": g.phase,
        "setup_round": (1 if g.setup_step < len(g.config.players) else 2)
        if g.phase == "setup"
        else None,
        "awaiting": g.awaiting(),
        "last_roll": list(g.last_roll) if g.last_roll else None,
        "dev_played_this_turn": g.dev_played > 0,
        "bank": as_dict(g.bank, g.rules.cards),
        "development_deck": len(g.deck),
        "longest_road": None if g.road_holder < 0 else g.players[g.road_holder],
        "largest_army": None if g.army_holder < 0 else g.players[g.army_holder],
        "trade": None
        if o is None
        else {
            "from": g.players[g.current],
            "give": as_dict(o.give, g.rules.cards),
            "get": as_dict(o.get, g.rules.cards),
            "to": [g.players[s] for s in o.to],
            "accepted": [g.players[s] for s in o.accepted],
            "declined": [g.players[s] for s in o.declined],
        },
        "counter_offers": [
            {
                "from": g.players[s],
                "give": as_dict(give, g.rules.cards),
                "get": as_dict(get, g.rules.cards),
            }
            for s, (give, get) in sorted(g.counters.items())
        ],
        "discards": {g.players[s]: n for s, n in sorted(g.discards.items())},
        "free_roads": g.free_roads,
        "winner": g.winner,
        "you": None,
    }
    if player is not None and player in g.seats:
        s = g.seats[player]
        from .development import play_refusal

        out["you"] = {
            "id": player,
            "hand": as_dict(g.hands[s], g.rules.cards),
            "development": [
                {
                    "card": k,
                    "playable": k != "victory_point"
                    and play_refusal(g, s, k) is None
                    and (t != g.turn or g.sw["play_card_on_purchase_turn"]),
                }
                for k, t in g.devs[s]
            ],
            "victory_points": g.public_vp(s) + g.hidden_vp(s),
            "rates": as_dict(g.rates[s], g.rules.cards),
        }
    for hook in g.rules.view_hooks:  # rule modules' own fields, beyond the base game's GameView
        hook(g, player, cast("dict[str, Any]", out))
    return out
