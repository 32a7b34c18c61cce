"""The barbarian attack (CK-15), resolved completely when the ship lands: barbarian strength (cities
and metropolises on the board) against Catan's defence (active knights of every player). The
barbarians win only when stronger: the eligible players (with an ordinary city) of the smallest
contribution each lose a city of their choice (all at once, CK-D29). Otherwise the single
top contributor gets a Defender of Catan point, or the tied top contributors each draw a progress
card from a deck of their choice in turn order (CK-D30); a contribution of 0 earns nothing
(CK-D31). Afterwards every knight is inactive, the ship is back at 0 and the robber awake."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...building import CITY, SETTLEMENT
from ...checks import node_of
from ...errors import IllegalAction
from ...events import Event
from . import buildings, phases
from .actions import Pillage
from .events import BarbariansAttacked, CityPillaged, DefenderAwarded
from .progress import turn_order
from .state import Knight, Pending, ck

if TYPE_CHECKING:
    from ...actions import Action
    from ...game import Game


def strength(g: Game) -> int:
    """Cities on the board, metropolises included; a city laid on its side is a settlement."""
    return g.node_level.count(2)  # counted in C (level 2: a city)


def contributions(g: Game, committed: list[int] | None = None) -> list[int]:
    """Per seat, the levels of that player's active knights added up (with the dirty-trick
    variant, CK-17: of the knights at the `committed` intersections only)."""
    out = [0] * len(g.players)
    knights = ck(g).knights
    if committed is not None:
        for n in committed:
            k = knights[n]
            out[k.owner] += k.level
        return out
    for k in knights.values():
        if k.active:
            out[k.owner] += k.level
    return out


def ordinary_cities(g: Game, seat: int) -> list[int]:
    """The player's cities that carry no metropolis (the ones barbarians can pillage)."""
    metropolis = set(ck(g).metropolis.values())
    return [n for n in buildings.cities(g, seat) if n not in metropolis]


def attack(g: Game, events: list[Event], committed: list[int] | None = None) -> list[Pending]:
    """Resolve the landing; returns the choices it leaves (pillages, tied defenders' draws).
    `committed`: with the dirty-trick variant (CK-17), the intersections of the knights that
    fight — only they count and only they turn inactive."""
    c = ck(g)
    barbarians = strength(g)
    contributed = contributions(g, committed)
    defence = sum(contributed)
    order = turn_order(g)
    choices: list[Pending] = []
    if barbarians > defence:
        eligible = [s for s in order if ordinary_cities(g, s)]
        losers: list[int] = []
        if eligible:
            weakest = min(contributed[s] for s in eligible)
            losers = [s for s in eligible if contributed[s] == weakest]
        events.append(
            BarbariansAttacked(
                barbarians, defence, True, losers=tuple(g.players[s] for s in losers)
            )
        )
        choices = [["pillage", s] for s in losers]
    else:
        best = max(contributed)
        leaders = [s for s in order if contributed[s] == best] if best > 0 else []
        events.append(
            BarbariansAttacked(
                barbarians, defence, False, defenders=tuple(g.players[s] for s in leaders)
            )
        )
        if len(leaders) == 1:
            (s,) = leaders
            c.defender[s] += 1
            card = c.defender_left > 0
            if card:
                c.defender_left -= 1
            events.append(DefenderAwarded(g.players[s], card))
        else:
            choices = [["defender_draw", s] for s in leaders]
    # Only the active knights change, each made directly (`_replace` costs twice as much): the
    # inactive ones stay as they are.
    knights = c.knights
    for n in [n for n, k in knights.items() if k[2]] if committed is None else committed:
        k = knights[n]
        knights[n] = Knight(k[0], k[1], False, k[3], k[4])
    c.barbarians = 0
    c.attacks += 1
    return choices


def pillage(g: Game, seat: int, action: Pillage, events: list[Event]) -> None:
    """The losing player's choice of city (CK-15.4)."""
    item = phases.owed(g, seat, "pillage")
    n = node_of(g, action.intersection)
    if n not in ordinary_cities(g, seat):
        raise IllegalAction("not_an_ordinary_city", intersection=n + 1)
    reduce_city(g, seat, n, events)
    phases.done(g, item, events)


def reduce_city(g: Game, seat: int, n: int, events: list[Event]) -> None:
    """A city becomes a settlement: its wall returns to supply; with no settlement piece left
    the city is laid on its side (a settlement for every rule until rebuilt)."""
    c = ck(g)
    if n in c.sabotaged:  # pillage ends the sabotage (CK-D26)
        c.sabotaged.remove(n)
    wall = n in c.walls
    if wall:
        c.walls.remove(n)
        c.wall_supply[seat] += 1
    pieces = g.pieces[seat]
    fallen = pieces[SETTLEMENT] <= 0
    if fallen:
        c.fallen.append(n)
    else:
        pieces[SETTLEMENT] -= 1
        pieces[CITY] += 1
    g.node_level[n] = 1
    events.append(CityPillaged(g.players[seat], str(n + 1), fallen, wall))


def _pillage_legal(g: Game, item: Pending) -> list[Action]:
    return [Pillage(n + 1) for n in ordinary_cities(g, item[1])]


def _pillage_default(g: Game, item: Pending) -> Action | None:
    """The city with the least production (the lowest number on ties)."""
    options = ordinary_cities(g, item[1])
    if not options:
        return None
    pips = g.board.node_pips
    return Pillage(min(options, key=lambda n: (pips[n], n)) + 1)


def _pillage_void(g: Game, item: Pending) -> bool:
    return not ordinary_cities(g, item[1])


phases.kind(
    phases.PendingKind(
        "pillage", _pillage_legal, _pillage_default, simultaneous=True, void=_pillage_void
    )
)
