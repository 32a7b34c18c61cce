"""Describing intersections, paths and hexes from the public view, for menus and autocomplete.

This is description only: which spots are legal always comes from the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from engine import BuildingView, GameView, HexView
from engine.board import pips
from words import ENGLISH, say
from words.common import listed, resource, terrain
from words.pickers import dotted


def harbor_text(kind: str) -> str:
    """`3:1 harbor` or `2:1 ore harbor`."""
    if kind == "generic":
        return say("picker.harbor.generic")
    return say("picker.harbor.resource", resource=resource(ENGLISH, kind))


class BoardText:
    """Words and weights for the spots of one public view. Without `reasons`, a spot is only its
    id: what an intersection produces and where a path leads are left out (a move already made
    is said without the reasons to make it)."""

    def __init__(self, view: GameView, *, reasons: bool = True) -> None:
        self.reasons = reasons
        board = view.get("board") or {}
        self.hexes: dict[str, HexView] = {h["id"]: h for h in board.get("hexes", [])}
        self.nodes: dict[int, list[str]] = {
            int(n["id"]): list(n.get("hexes", [])) for n in board.get("intersections", [])
        }
        self.harbors: dict[int, str] = {}
        for harbor in board.get("harbors", []):
            for node in harbor.get("intersections", []):
                self.harbors[int(node)] = str(harbor.get("kind"))
        self.robber = view.get("robber")
        self.buildings: dict[int, BuildingView] = {
            int(b["intersection"]): b for b in view.get("buildings", [])
        }
        self.roads: dict[str, str] = {r["path"]: r["owner"] for r in view.get("roads", [])}
        # Seafarers: ships lead to intersections as roads do.
        sea: Mapping[str, Any] = cast(Mapping[str, Any], view).get("seafarers") or {}
        self.ships: dict[str, str] = {s["path"]: s["owner"] for s in sea.get("ships", [])}
        # The engine says where a settlement may still stand (the distance rule is its call).
        self.open: set[int] = set(view.get("open_intersections", []))
        self._places = {
            int(n["id"]): (float(n["x"]), float(n["y"])) for n in board.get("intersections", [])
        }
        self._corners: dict[str, set[int]] = {}

    def hex_pips(self, hex_id: str) -> int:
        """Dots of a hex's number (0 for the desert)."""
        h = self.hexes.get(hex_id)
        number = h["number"] if h else None
        return pips(number) if isinstance(number, int) else 0

    def hex_text(self, hex_id: str, number: int | None = None) -> str:
        """`8 ore`, or `desert`; with a `number`, the hex with that number token instead of its
        own (as it was before the Inventor swapped them)."""
        h = self.hexes.get(hex_id)
        if h is None:
            return terrain(ENGLISH, "desert")
        shown = h["number"] if number is None else number
        if shown is None or h["resource"] is None:
            return terrain(ENGLISH, h["terrain"])
        return say("picker.hex", number=shown, resource=resource(ENGLISH, h["resource"]))

    def number(self, hex_id: str) -> int | None:
        """A hex's number token (None: none there)."""
        h = self.hexes.get(hex_id)
        return h["number"] if h is not None else None

    def node_pips(self, node: int) -> int:
        """Dots of every hex around an intersection."""
        return sum(self.hex_pips(h) for h in self.nodes.get(node, []))

    def node_produce(self, node: int) -> str:
        """`6 grain, 8 ore` — the producing hexes around an intersection, richest first."""
        around = sorted(self.nodes.get(node, []), key=lambda h: -self.hex_pips(h))
        producing = [self.hex_text(h) for h in around if self.hex_pips(h)]
        return listed(ENGLISH, producing) if producing else ""

    def intersection(self, node: int) -> str:
        """`23 · 6 grain, 8 ore · 3:1 harbor` (`23` without reasons)."""
        if not self.reasons:
            return str(node)
        harbor = harbor_text(self.harbors[node]) if node in self.harbors else ""
        return dotted(ENGLISH, [str(node), self.node_produce(node), harbor])

    def mine(self, player: str) -> set[int]:
        """Intersections a player's roads or buildings touch."""
        touched = {n for n, b in self.buildings.items() if b.get("owner") == player}
        for path, owner in (*self.roads.items(), *self.ships.items()):
            if owner == player:
                touched.update(int(x) for x in path.split("-"))
        return touched

    def corners(self, hex_id: str) -> set[int]:
        """The intersections at a hex's corners. An intersection lists only the land hexes
        around it, so a sea hex's corners are those one hex unit from its centre."""
        found = self._corners.get(hex_id)
        if found is None:
            found = {n for n, hexes in self.nodes.items() if hex_id in hexes}
            h = self.hexes.get(hex_id)
            if not found and h is not None:
                x, y = float(h["x"]), float(h["y"])
                found = {
                    n
                    for n, (nx, ny) in self._places.items()
                    if abs((nx - x) ** 2 + (ny - y) ** 2 - 1) < 0.01
                }
            self._corners[hex_id] = found
        return found

    def ships_beside(self, hex_id: str) -> dict[str, int]:
        """Seafarers: how many ships each player has on the sides of a hex."""
        corners = self.corners(hex_id)
        out: dict[str, int] = {}
        for path, owner in self.ships.items():
            a, b = (int(x) for x in path.split("-"))
            if a in corners and b in corners:
                out[owner] = out.get(owner, 0) + 1
        return out

    def far_end(self, path: str, player: str) -> int | None:
        """The end of a path that leads away from the player's pieces, if just one does and a
        settlement may still be built there."""
        a, b = (int(x) for x in path.split("-"))
        touched = self.mine(player)
        if (a in touched) != (b in touched):
            end = b if a in touched else a
            return end if end in self.open else None
        return None

    def path(self, path: str, player: str) -> str:
        """`12-17 · toward 17 · 6 grain, 8 ore`."""
        return dotted(ENGLISH, [path, *self.toward(path, player)])

    def toward(self, path: str, player: str) -> list[str]:
        """What a path leads to (`toward 17`, `6 grain, 8 ore`, its harbor), if it reaches a
        free end; nothing otherwise (nor without reasons)."""
        end = self.far_end(path, player) if self.reasons else None
        if end is None:
            return []
        harbor = harbor_text(self.harbors[end]) if end in self.harbors else ""
        return [say("picker.toward", end=end), self.node_produce(end), harbor]

    def path_weight(self, path: str, player: str) -> float:
        """How promising a road is: the dots at the end it reaches (free ends only)."""
        end = self.far_end(path, player)
        if end is None:
            return 0.0
        return self.node_pips(end) + (1.0 if end in self.harbors else 0.0)

    def hex_owners(self, hex_id: str) -> dict[str, int]:
        """Weight of each player's buildings on a hex (settlement 1, city 2)."""
        out: dict[str, int] = {}
        for node, building in self.buildings.items():
            if hex_id in self.nodes.get(node, []):
                owner = str(building.get("owner"))
                out[owner] = out.get(owner, 0) + (2 if building.get("kind") == "city" else 1)
        return out
