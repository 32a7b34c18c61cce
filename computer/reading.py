"""What a computer player reads off its own view of the game. Only `game.view(player)` is read
here, never the game's state, so a player can use nothing its human counterpart could not see.

`Board` holds what a view says of the map (read once per choice, from the view before any
action is tried: so an action that would uncover a fog hex is judged on the board as it was);
`Reading` indexes one view's pieces and cards."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: Chance in 36 that two dice show each number (the "pips" printed on a number token).
PIPS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}

#: A hex still under fog (Seafarers) is counted with an average token's pips: it may be land.
FOG_PIPS = 2

#: Terrain whose hex yields any resource the owner picks (Seafarers' gold fields).
GOLD = "gold"


def pips(number: int | None) -> int:
    """The pips of a number token (0 for none, e.g. the desert)."""
    return PIPS.get(number, 0) if number is not None else 0


def path_key(text: str) -> tuple[int, int]:
    """A path id as the view writes it ("12-17") as a pair, smaller first."""
    a, b = (int(x) for x in text.split("-"))
    return (min(a, b), max(a, b))


@dataclass
class Board:
    """The map as a view shows it: production of each hex, intersections around hexes,
    neighbouring intersections, and harbors."""

    #: hex id -> (resource, "gold", "fog" or None; pips)
    hexes: dict[str, tuple[str | None, int]] = field(default_factory=dict)
    #: hex id -> its number token, if any
    numbers: dict[str, int] = field(default_factory=dict)
    #: intersection -> hex ids around it
    around: dict[int, list[str]] = field(default_factory=dict)
    #: intersection -> neighbouring intersections
    neighbours: dict[int, list[int]] = field(default_factory=lambda: defaultdict(list))
    #: intersections at a corner of a hex still under fog (the view lists a corner's hexes
    #: without the fog ones, so the corners are found by position)
    fog_corners: set[int] = field(default_factory=set)
    #: intersection -> (harbor kind, rate) for the harbors it touches
    harbors: dict[int, list[tuple[str, int]]] = field(default_factory=lambda: defaultdict(list))

    @classmethod
    def of(cls, view: Mapping[str, Any]) -> Board:
        board = cls()
        data = view.get("board", {})
        for h in data.get("hexes", []):
            terrain = h.get("terrain")
            if isinstance(h.get("number"), int):
                board.numbers[h["id"]] = h["number"]
            if terrain == "fog":
                board.hexes[h["id"]] = ("fog", FOG_PIPS)
            elif terrain == GOLD:
                board.hexes[h["id"]] = (GOLD, pips(h.get("number")))
            else:
                board.hexes[h["id"]] = (h.get("resource"), pips(h.get("number")))
        fog = [(h["x"], h["y"]) for h in data.get("hexes", []) if h.get("terrain") == "fog"]
        for i in data.get("intersections", []):
            board.around[i["id"]] = list(i.get("hexes", []))
            x, y = i["x"], i["y"]
            # a hex's corners lie one hex unit from its centre
            if any((x - fx) ** 2 + (y - fy) ** 2 < 1.1 for fx, fy in fog):
                board.fog_corners.add(i["id"])
        for p in data.get("paths", []):
            board.neighbours[p["a"]].append(p["b"])
            board.neighbours[p["b"]].append(p["a"])
        for hb in data.get("harbors", []):
            for i in hb.get("intersections", []):
                board.harbors[i].append((hb.get("kind", "generic"), hb.get("rate", 3)))
        return board

    def spot_value(self, intersection: int) -> int:
        """Pips of the hexes around an intersection, plus a bonus per distinct resource."""
        total = 0
        kinds: set[str] = set()
        for h in self.around.get(intersection, []):
            resource, p = self.hexes.get(h, (None, 0))
            if resource is not None and p:
                total += p
                kinds.add(resource)
        return total + 2 * len(kinds)

    def fogged(self, intersection: int) -> bool:
        """Whether a hex at this corner is still under fog."""
        return intersection in self.fog_corners


@dataclass
class Reading:
    """A player's view, indexed for the questions a computer player asks of it."""

    view: Mapping[str, Any]
    me: str
    board: Board
    #: intersection -> (owner, kind)
    buildings: dict[int, tuple[str, str]] = field(default_factory=dict)
    #: path -> owner, roads and ships alike
    routes: dict[tuple[int, int], str] = field(default_factory=dict)
    #: player id -> public victory points
    vp: dict[str, int] = field(default_factory=dict)
    #: player id -> cards in hand (a count only)
    hand_sizes: dict[str, int] = field(default_factory=dict)
    #: player id -> the player's public entry
    players: dict[str, Mapping[str, Any]] = field(default_factory=dict)

    @classmethod
    def of(cls, view: Mapping[str, Any], me: str, board: Board | None = None) -> Reading:
        r = cls(view, me, board if board is not None else Board.of(view))
        for b in view.get("buildings", []):
            r.buildings[b["intersection"]] = (b["owner"], b["kind"])
        for road in view.get("roads", []):
            r.routes[path_key(road["path"])] = road["owner"]
        for ship in (view.get("seafarers") or {}).get("ships", []):
            r.routes[path_key(ship["path"])] = ship["owner"]
        for p in view.get("players", []):
            r.players[p["id"]] = p
            r.vp[p["id"]] = p.get("vp", 0)
            r.hand_sizes[p["id"]] = p.get("resources", 0)
        return r

    @property
    def you(self) -> Mapping[str, Any]:
        you = self.view.get("you")
        return you if isinstance(you, Mapping) else {}

    @property
    def hand(self) -> dict[str, int]:
        """One's own cards (resources, and commodities where the rule set has them)."""
        return dict(self.you.get("hand", {}))

    @property
    def robber(self) -> str | None:
        robber = self.view.get("robber")
        return robber if isinstance(robber, str) else None

    def spot_value(self, intersection: int) -> int:
        return self.board.spot_value(intersection)

    def leader(self, among: list[str] | None = None) -> str | None:
        """The opponent with the most public points (among `among` when given)."""
        others = [p for p in (among if among is not None else list(self.vp)) if p != self.me]
        if not others:
            return None
        return max(others, key=lambda p: (self.vp.get(p, 0), self.hand_sizes.get(p, 0)))

    def hex_harm(self, hex_id: str) -> float:
        """How much blocking a hex hurts the others (more: the leader) rather than oneself."""
        _, p = self.board.hexes.get(hex_id, (None, 0))
        if not p:
            return 0.0
        top = max((v for q, v in self.vp.items() if q != self.me), default=0)
        harm = 0.0
        for spot, (owner, kind) in self.buildings.items():
            if hex_id not in self.board.around.get(spot, ()):
                continue
            size = 1 if kind == "settlement" else 2
            if owner == self.me:
                harm -= 3 * size * p
            else:
                harm += size * p * (2 if self.vp.get(owner, 0) == top else 1)
        return harm


def distance_to_open(reading: Reading) -> dict[int, int]:
    """Per intersection, the roads or ships still needed from it to an open spot, over paths
    nobody holds and past no rival's building (a search from the open spots)."""
    open_spots = [int(n) for n in reading.view.get("open_intersections", ())]
    distance = dict.fromkeys(open_spots, 0)
    frontier = open_spots
    depth = 0
    while frontier:
        depth += 1
        step: list[int] = []
        for n in frontier:
            owner = reading.buildings.get(n, (reading.me, ""))[0]
            if owner != reading.me:
                continue
            for m in reading.board.neighbours.get(n, ()):
                if m in distance or (min(n, m), max(n, m)) in reading.routes:
                    continue
                distance[m] = depth
                step.append(m)
        frontier = step
    return distance
