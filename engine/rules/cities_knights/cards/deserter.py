"""The Deserter (CK-13.6, CK-21.48, CK-T10), a politics card with two
further choices, declared with `framework.card` and `framework.step`:

    play deserter PLAYER    then  desert N                  (the opponent's knight that leaves)
                            then  deserter N LEVEL | deserter none   (the player's new knight)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....actions import Action, _int, _spot
from ....checks import node_of
from ....errors import IllegalAction
from ....events import Event
from .. import knights, phases
from ..events import (
    DeserterPlaced,
    KnightDeserted,
)
from ..state import Knight, Pending, ck, mark
from .framework import Args, Card, Step, card, opponent, opponents, player, step

if TYPE_CHECKING:
    from ....game import Game


# ----- Deserter ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DesertKnight(Action):
    """Deserter: the opponent's choice of which of his knights leaves the board."""

    intersection: int

    def __str__(self) -> str:
        return f"desert {self.intersection}"


@dataclass(frozen=True, slots=True)
class PlaceDeserter(Action):
    """Deserter: the card's player places a knight of `level` at `intersection` for free, or
    none (`intersection` None)."""

    intersection: int | None = None
    level: int = 0

    def __str__(self) -> str:
        if self.intersection is None:
            return "deserter none"
        return f"deserter {self.intersection} {self.level}"


def parse_desert(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """desert N"""
    return DesertKnight(_spot(rest[0], text)) if len(rest) == 1 else None


def parse_deserter(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """deserter N LEVEL | deserter none"""
    if lowered == ["none"]:
        return PlaceDeserter()
    if len(rest) == 2:
        return PlaceDeserter(_spot(rest[0], text), _int(rest[1], text))
    return None


def _knights_of(g: Game, seat: int) -> list[int]:
    return sorted(n for n, k in ck(g).knights.items() if k.owner == seat)


def _deserter_refusal(g: Game, seat: int) -> IllegalAction | None:
    if not any(_knights_of(g, s) for s in opponents(g, seat)):
        return IllegalAction("no_opponent_knights")
    return None


def _deserter_options(g: Game, seat: int) -> list[Args]:
    """Each opponent with a knight on the board."""
    return [(g.players[s],) for s in opponents(g, seat) if _knights_of(g, s)]


def _deserter_check(g: Game, seat: int, args: Args) -> int:
    target = opponent(g, seat, str(args[0]))
    if not _knights_of(g, target):
        raise IllegalAction("no_knights_of", player=g.players[target])
    return target


def _deserter(g: Game, seat: int, target: int, events: list[Event]) -> None:
    """The opponent chooses the knight he loses (no choice with a single knight)."""
    only = _knights_of(g, target)
    if len(only) == 1:
        phases.start(g, _desert(g, target, only[0], seat, events), "main", events)
        return
    phases.start(g, [["desert", target, seat]], "main", events)


def _desert(g: Game, seat: int, n: int, actor: int, events: list[Event]) -> list[Pending]:
    """The knight returns to its owner's supply; the card's player may place one of his own."""
    c = ck(g)
    k = c.knights.pop(n)
    c.knight_supply[seat][k.level - 1] += 1
    events.append(KnightDeserted(g.players[seat], str(n + 1), k.level))
    knights._routes_through(g, (n,), events, seat)
    item: Pending = ["deserter", actor, k.level, k.active]
    if not _deserter_spots(g, item):
        events.append(DeserterPlaced(g.players[actor], None))  # the opponent still loses his
        return []
    return [item]


def desert(g: Game, seat: int, action: DesertKnight, events: list[Event]) -> None:
    """The opponent removes a knight of his choice."""
    item = phases.owed(g, seat, "desert")
    n = node_of(g, action.intersection)
    k = ck(g).knights.get(n)
    if k is None or k.owner != seat:
        raise IllegalAction("no_own_knight", intersection=n + 1)
    phases.done(g, item, events, _desert(g, seat, n, item[2], events))


def _deserter_levels(g: Game, item: Pending) -> list[int]:
    """The same level or any weaker one the player has in supply (S1 CK-10, CK-D24); a
    mighty knight needs no Fortress here (CK-T10)."""
    supply = ck(g).knight_supply[item[1]]
    return [lv for lv in range(item[2], 0, -1) if supply[lv - 1] > 0]


def _deserter_spots(g: Game, item: Pending) -> list[int]:
    if not _deserter_levels(g, item):
        return []
    seat = item[1]
    c = ck(g)
    owner = g.node_owner
    land = g.board.node_hexes  # like a new knight: never at sea (CK-D34)
    return sorted(
        n for n in knights.network_nodes(g, seat) if owner[n] < 0 and n not in c.knights and land[n]
    )


def place_deserter(g: Game, seat: int, action: PlaceDeserter, events: list[Event]) -> None:
    """A free knight at the end of one's road, in the removed knight's state; an active one
    arrives fresh and cannot act this turn (CK-D8)."""
    item = phases.owed(g, seat, "deserter")
    if action.intersection is None:
        events.append(DeserterPlaced(g.players[seat], None))
        phases.done(g, item, events)
        return
    n = node_of(g, action.intersection)
    if n not in _deserter_spots(g, item):
        if n in ck(g).knights or g.node_owner[n] >= 0:
            raise IllegalAction("intersection_taken", intersection=n + 1)
        raise IllegalAction("needs_road", intersection=n + 1)
    if action.level not in _deserter_levels(g, item):
        raise IllegalAction("deserter_level", level=action.level, removed=item[2])
    active = bool(item[3])
    c = ck(g)
    c.knight_supply[seat][action.level - 1] -= 1
    if active:  # activated this turn (CK-10.3)
        mark(c, n, Knight(seat, action.level, True, fresh=True))
    else:
        c.knights[n] = Knight(seat, action.level, False)
    events.append(DeserterPlaced(g.players[seat], str(n + 1), action.level, active))
    knights._routes_through(g, (n,), events, seat)
    phases.done(g, item, events)


def _desert_legal(g: Game, item: Pending) -> list[Action]:
    return [DesertKnight(n + 1) for n in _knights_of(g, item[1])]


def _desert_default(g: Game, item: Pending) -> Action | None:
    """The weakest knight, an inactive one first (the lowest intersection on ties)."""
    c = ck(g)
    mine = _knights_of(g, item[1])
    if not mine:
        return None
    return DesertKnight(min(mine, key=lambda n: (c.knights[n].level, c.knights[n].active, n)) + 1)


def _deserter_legal(g: Game, item: Pending) -> list[Action]:
    spots_ = _deserter_spots(g, item)
    out: list[Action] = [
        PlaceDeserter(n + 1, lv) for lv in _deserter_levels(g, item) for n in spots_
    ]
    return [*out, PlaceDeserter()]


def _deserter_default(g: Game, item: Pending) -> Action | None:
    """No knight placed (nothing is done on an absent player's behalf)."""
    return PlaceDeserter()


def _deserter_playable(g: Game, seat: int) -> bool:
    return any(k.owner != seat for k in ck(g).knights.values())


card(
    Card(
        "deserter",
        player,
        _deserter_refusal,
        _deserter_options,
        _deserter_check,
        _deserter,
        playable=_deserter_playable,
    )
)
phases.kind(phases.PendingKind("desert", _desert_legal, _desert_default))
phases.kind(phases.PendingKind("deserter", _deserter_legal, _deserter_default))
step(Step(DesertKnight, "desert", parse_desert, desert))
step(Step(PlaceDeserter, "deserter", parse_deserter, place_deserter))
