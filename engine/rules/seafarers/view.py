"""Seafarers' part of the view: ships, the pirate, special points, the Harbormaster, what is
left of the fog and the token supply (counts only: their order is secret), and the choice
awaited."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .geography import hex_areas
from .points import harbor_points, island_points
from .scenarios import scenario
from .ships import ship_index
from .state import state

if TYPE_CHECKING:
    from ...game import Game


def add_view(g: Game, player: str | None, view: dict[str, Any]) -> None:
    s = state(g)
    b = g.board
    names = g.players
    ships = ship_index(g)
    choice: dict[str, Any] | None = None
    if s.pending:
        kind, seat, data = s.pending[0]
        choice = {"kind": kind, "player": names[int(seat)]}
        if kind == "gold":
            choice["count"] = int(data)
        else:
            choice["hex"] = b.hex_ids[int(data)]
    view["seafarers"] = {
        "scenario": g.sw["scenario"],
        "ships": [
            {"path": b.edge_ids[e], "owner": names[seat]}
            for seat, edges in enumerate(s.ships)
            for e in sorted(edges)
        ],
        "pirate": b.hex_ids[s.pirate] if s.pirate >= 0 else None,
        "ships_left": {p: g.pieces[i][ships] for i, p in enumerate(names)},
        "ship_moved": s.moved_turn == g.turn,
        "home": {p: list(s.home[i]) for i, p in enumerate(names)},
        "islands_reached": {p: list(s.reached[i]) for i, p in enumerate(names)},
        # The island (or declared area) of each land hex in sight, by hex letter: the names
        # `home` and `islands_reached` use (a fog hex joins one only once discovered).
        "areas": {b.hex_ids[h]: area for h, area in enumerate(hex_areas(b)) if area is not None},
        "island_points": {p: island_points(g, i) for i, p in enumerate(names)},
        # What a player's first settlement on a foreign island pays in this scenario (0: none).
        "island_bonus": scenario(g).island_vp,
        "harbor_points": (
            {p: harbor_points(g, i) for i, p in enumerate(names)}
            if scenario(g).harbormaster
            else None
        ),
        "harbormaster": names[s.harbormaster] if s.harbormaster >= 0 else None,
        "fog_left": len(s.fog_stack),
        "supply_left": len(s.supply),
        "choice": choice,
    }
