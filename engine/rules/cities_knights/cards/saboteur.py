"""The Saboteur (CK-13.6, CK-21.50, CK-T9), a politics card in two
editions (the switch `saboteur_edition`), declared with `framework.card`: the later edition
makes every other player with at least as many points and 2 cards or more give up half of
them (each victim's discard awaited at once), the first turns an opponent's ordinary city
upside down until its owner repairs it.

    play saboteur                   (later edition)  then  discard CARDS          (each victim)
    play saboteur N                 (first edition)  later  repair N              (the owner)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....actions import Action, Discard, _spot, card_parsers
from ....building import _pay
from ....checks import node_of, require_cards, require_phase
from ....errors import IllegalAction
from ....events import Event
from ....legal import discard_menu
from ....resources import RESOURCES, from_vector
from ....robber import conservative_discard, return_cards
from .. import dice, phases
from ..barbarians import ordinary_cities
from ..data import COMMODITIES
from ..events import CityRepaired, CitySabotaged, MustGiveUpHalf
from ..points import points_now, public_points
from ..state import NAME, CitiesKnights, Pending, ck
from .framework import Args, Card, Step, card, opponents, spots, step

if TYPE_CHECKING:
    from ....game import Game

_KINDS = RESOURCES + COMMODITIES
#: First edition: the repair, 1 lumber + 1 ore (CK-13.6, CK-T9).
REPAIR_COST = (1, 0, 0, 0, 1)
#: Later edition: victims need at least this many cards to lose any (⌊n ÷ 2⌋).
_HALF_OF_AT_LEAST = 2


def _first(g: Game) -> bool:
    return bool(g.sw["saboteur_edition"] == "first")


def _sabotage_targets(g: Game, seat: int) -> list[int]:
    """Opponents' ordinary cities not sabotaged yet (CK-D15: never a metropolis)."""
    done = ck(g).sabotaged
    return sorted(n for s in opponents(g, seat) for n in ordinary_cities(g, s) if n not in done)


def _half_owed(g: Game, seat: int) -> dict[int, int]:
    """Later edition: every other player with at least as many VP and 2 cards or more loses
    half his cards, rounded down (CK-13.6, CK-21.50)."""
    points = public_points(g)
    mine = points[seat]
    out: dict[int, int] = {}
    for s in opponents(g, seat):
        held = sum(g.hands[s])
        if points[s] >= mine and held >= _HALF_OF_AT_LEAST:
            out[s] = held // 2
    return out


def _saboteur_refusal(g: Game, seat: int) -> IllegalAction | None:
    if _first(g):
        if not _sabotage_targets(g, seat):
            return IllegalAction("no_city_to_sabotage")
    elif not _half_owed(g, seat):
        return IllegalAction("no_saboteur_victim")
    return None


def _saboteur_playable(g: Game, seat: int) -> bool:
    """Later edition: the hands are looked at first, the points (kept: `points_now`) only for
    2 cards or more."""
    if _first(g):
        return bool(_sabotage_targets(g, seat))
    hands = g.hands
    points: list[int] | None = None
    for s in range(len(hands)):
        if s != seat and sum(hands[s]) >= _HALF_OF_AT_LEAST:
            if points is None:
                points = points_now(g)
            if points[s] >= points[seat]:
                return True
    return False


def _saboteur_options(g: Game, seat: int) -> list[Args]:
    if _first(g):
        return [(n + 1,) for n in _sabotage_targets(g, seat)]
    return [()]


def _saboteur_check(g: Game, seat: int, args: Args) -> int | None:
    if not _first(g):
        if args:
            raise IllegalAction("saboteur_takes_no_city")
        return None
    if not args:
        raise IllegalAction("saboteur_needs_city")
    n = node_of(g, int(args[0]))
    if n not in _sabotage_targets(g, seat):
        raise IllegalAction("not_a_sabotage_target", intersection=n + 1)
    return n


def _saboteur(g: Game, seat: int, n: int | None, events: list[Event]) -> None:
    """First edition: the city is turned upside down. Later edition: the discards, every
    victim choosing at once; the cards go to the bank (CK-D26)."""
    if n is not None:
        ck(g).sabotaged.append(n)
        events.append(CitySabotaged(g.players[seat], g.players[g.node_owner[n]], str(n + 1)))
        return
    owed = _half_owed(g, seat)
    events.append(
        MustGiveUpHalf(g.players[seat], tuple((g.players[s], k) for s, k in owed.items()))
    )
    phases.start(g, [["saboteur", s, k] for s, k in owed.items()], "main", events)


def discard(g: Game, seat: int, action: Discard, events: list[Event]) -> None:
    """A discard: the Saboteur's (later edition) while one is owed, else a 7's (dice)."""
    if g.phase != "saboteur":
        dice.discard(g, seat, action, events)
        return
    item = phases.owed(g, seat, "saboteur")
    return_cards(g, seat, action, item[2], events)
    phases.done(g, item, events)


def _saboteur_legal(g: Game, item: Pending) -> list[Action]:
    """The discard menu of a 7 (its menus kept per hand)."""
    return list(discard_menu(g.hands[item[1]], item[2], g.rules.cards))


def _saboteur_default(g: Game, item: Pending) -> Action | None:
    """One card at a time from whatever the player holds most of (as a 7's timer)."""
    return Discard(from_vector(conservative_discard(g.hands[item[1]], item[2]), g.rules.cards))


@dataclass(frozen=True, slots=True)
class RepairCity(Action):
    """Saboteur (first edition): repair one's sabotaged city for 1 lumber + 1 ore."""

    intersection: int

    def __str__(self) -> str:
        return f"repair {self.intersection}"


def parse_repair(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """repair N"""
    return RepairCity(_spot(rest[0], text)) if len(rest) == 1 else None


def repair(g: Game, seat: int, action: RepairCity, events: list[Event]) -> None:
    """On one's own turn, after the roll: the city produces as a city again from the next roll
    on (CK-T9)."""
    require_phase(g, seat, "main")
    n = node_of(g, action.intersection)
    c = ck(g)
    if n not in c.sabotaged or g.node_owner[n] != seat:
        raise IllegalAction("not_sabotaged", intersection=n + 1)
    require_cards(g.hands[seat], REPAIR_COST, "repair")
    _pay(g, seat, REPAIR_COST)
    c.sabotaged.remove(n)
    events.append(CityRepaired(g.players[seat], str(n + 1)))


def _repair_legal(g: Game, seat: int) -> list[Action]:
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]  # ck(g), inlined: hot path
    if not c.sabotaged or seat != g.current:
        return []
    hand = g.hands[seat]
    if any(h < need for h, need in zip(hand, REPAIR_COST, strict=False)):
        return []
    return [RepairCity(n + 1) for n in sorted(c.sabotaged) if g.node_owner[n] == seat]


card(
    Card(
        "saboteur",
        spots(0, 1),
        _saboteur_refusal,
        _saboteur_options,
        _saboteur_check,
        _saboteur,
        playable=_saboteur_playable,
    )
)
phases.kind(phases.PendingKind("saboteur", _saboteur_legal, _saboteur_default, simultaneous=True))
step(Step(Discard, "discard", card_parsers(_KINDS)["discard"], discard))
step(Step(RepairCity, "repair", parse_repair, repair, legal={"main": _repair_legal}))
