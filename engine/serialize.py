"""Lossless JSON-safe save and load of a game, including the generator's position."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import board_for
from .config import GameConfig
from .maps import map_from_data
from .randomness import Randomness

if TYPE_CHECKING:
    from .game import Game

FORMAT = 1

#: State attributes that are flat lists: saved as they are, copied with a slice.
FLAT_LISTS = (
    "node_owner",
    "node_level",
    "edge_owner",
    "bank",
    "deck",
    "knights",
    "revealed",
    "road_len",
    "setup_order",
    "removed_cards",
)
_SCALARS = (
    "phase",
    "current",
    "turn",
    "first",
    "setup_step",
    "setup_node",
    "robber",
    "road_holder",
    "army_holder",
    "has_rolled",
    "dev_played",
    "built",
    "free_roads",
    "winner_seat",
    "version",
)


def to_dict(g: Game) -> dict[str, Any]:
    """The whole state as plain JSON types."""
    d: dict[str, Any] = {
        "format": FORMAT,
        "config": g.config.to_dict(),
        "map": g.board.spec.to_dict(),
        "rng": g.rng.state,
    }
    for name in _SCALARS:
        d[name] = getattr(g, name)
    for name in FLAT_LISTS:
        d[name] = getattr(g, name)[:]
    d["hands"] = [h[:] for h in g.hands]
    d["devs"] = [[[k, t] for k, t in cards] for cards in g.devs]
    d["pieces"] = [p[:] for p in g.pieces]
    d["roads"] = [r[:] for r in g.roads]
    d["discards"] = [[s, n] for s, n in g.discards.items()]
    d["last_roll"] = list(g.last_roll) if g.last_roll else None
    d["start_rolls"] = [r[:] for r in g.start_rolls]
    o = g.offer
    d["offer"] = (
        None
        if o is None
        else {
            "give": o.give[:],
            "get": o.get[:],
            "to": o.to[:],
            "accepted": o.accepted[:],
            "declined": o.declined[:],
        }
    )
    d["counters"] = [[s, give[:], get[:]] for s, (give, get) in sorted(g.counters.items())]
    return d


def from_dict(cls: type[Game], d: dict[str, Any]) -> Game:
    """Rebuild a game saved by to_dict."""
    from .game import TradeOffer

    if d.get("format") != FORMAT:
        raise ValueError(f"unknown save format {d.get('format')!r}")
    g = cls.__new__(cls)
    g.config = GameConfig.from_dict(d["config"])
    g.sw = g.config.switches()
    g.players = g.config.players
    g.board = board_for(map_from_data(d["map"]))
    g.rng = Randomness(int(d["rng"]))
    for name in _SCALARS:
        setattr(g, name, d[name])
    for name in FLAT_LISTS:
        setattr(g, name, list(d[name]))
    g.hands = [list(h) for h in d["hands"]]
    g.devs = [[(str(k), int(t)) for k, t in cards] for cards in d["devs"]]
    g.pieces = [list(p) for p in d["pieces"]]
    g.roads = [list(r) for r in d["roads"]]
    g.discards = {int(s): int(n) for s, n in d["discards"]}
    g.last_roll = (d["last_roll"][0], d["last_roll"][1]) if d["last_roll"] else None
    g.start_rolls = [list(r) for r in d["start_rolls"]]
    o = d["offer"]
    if o is None:
        g.offer = None
    else:
        g.offer = TradeOffer(list(o["give"]), list(o["get"]), list(o["to"]))
        g.offer.accepted = list(o["accepted"])
        g.offer.declined = list(o["declined"])
    g.counters = {int(s): (list(give), list(get)) for s, give, get in d.get("counters", [])}
    g.rebuild_derived()
    return g
