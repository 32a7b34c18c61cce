"""What a computer player reads off its own view of the game: production figures of the board,
hands, scores. Only `game.view(player)` is read here, never the game's hidden state, so a
player can use nothing its human counterpart could not see."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: Chance in 36 that two dice show each number (the "pips" printed on a number token).
PIPS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


def pips(number: int | None) -> int:
    """The pips of a number token (0 for none, e.g. the desert or an undiscovered hex)."""
    return PIPS.get(number, 0) if number is not None else 0


@dataclass
class Reading:
    """A player's view, indexed for the questions a computer player asks of it."""

    view: Mapping[str, Any]
    me: str
    #: hex id -> (resource or None, pips)
    hexes: dict[str, tuple[str | None, int]] = field(default_factory=dict)
    #: intersection -> hex ids around it
    around: dict[int, list[str]] = field(default_factory=dict)
    #: intersection -> (owner, kind)
    buildings: dict[int, tuple[str, str]] = field(default_factory=dict)
    #: player id -> public victory points
    vp: dict[str, int] = field(default_factory=dict)
    #: player id -> cards in hand (a count only)
    hand_sizes: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, view: Mapping[str, Any], me: str) -> Reading:
        r = cls(view, me)
        board = view.get("board", {})
        for h in board.get("hexes", []):
            r.hexes[h["id"]] = (h.get("resource"), pips(h.get("number")))
        for i in board.get("intersections", []):
            r.around[i["id"]] = list(i.get("hexes", []))
        for b in view.get("buildings", []):
            r.buildings[b["intersection"]] = (b["owner"], b["kind"])
        for p in view.get("players", []):
            r.vp[p["id"]] = p.get("vp", 0)
            r.hand_sizes[p["id"]] = p.get("resources", 0)
        return r

    @property
    def hand(self) -> dict[str, int]:
        """One's own cards (resources, and commodities where the rule set has them)."""
        you = self.view.get("you") or {}
        return dict(you.get("hand", {}))

    @property
    def robber(self) -> str | None:
        robber = self.view.get("robber")
        return robber if isinstance(robber, str) else None

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

    def leader(self, among: list[str] | None = None) -> str | None:
        """The opponent with the most public points (among `among` when given)."""
        others = [p for p in (among if among is not None else list(self.vp)) if p != self.me]
        if not others:
            return None
        return max(others, key=lambda p: (self.vp.get(p, 0), self.hand_sizes.get(p, 0)))

    def hex_harm(self, hex_id: str) -> float:
        """How much blocking a hex hurts the others (more: the leader) rather than oneself."""
        _, p = self.hexes.get(hex_id, (None, 0))
        if not p:
            return 0.0
        top = max((v for q, v in self.vp.items() if q != self.me), default=0)
        harm = 0.0
        for spot, hexes in self.around.items():
            if hex_id not in hexes or spot not in self.buildings:
                continue
            owner, kind = self.buildings[spot]
            size = 1 if kind == "settlement" else 2
            if owner == self.me:
                harm -= 3 * size * p
            else:
                harm += size * p * (2 if self.vp.get(owner, 0) == top else 1)
        return harm
