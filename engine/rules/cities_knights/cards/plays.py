"""The legal plays of the cards most often held, each listed in one pass (`Card.plays`).

The legal list asks every held card on every move of its holder (the cards are kept in hand for
the right moment, four at most): through the card's declaration, a play costs a playable test,
its options as argument tuples, then the plays looked up one by one. Here each card's test and
options are one function returning the plays themselves, made once and shared (`one_play`,
`aimed`). Each is the card's declared test and options written out: the fast-path tests compare
them at every position of random games (tests/engine/ck/test_legal_fast.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .. import knights
from ..data import ABILITY_LEVEL
from ..points import points_now
from ..state import NAME, CitiesKnights
from . import deserter, politics, saboteur, science, trade  # noqa: F401  (every card declared first)
from .framework import CARDS, Args, PlayProgress, aimed, any_richer, one_play, plays

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ....game import Game

    Plays = Callable[[Game, int], Sequence[PlayProgress]]

_NONE: tuple[PlayProgress, ...] = ()
_POLITICS = 1  # TRACKS.index("politics")


def _spy(g: Game, seat: int) -> Sequence[PlayProgress]:
    """Each opponent holding progress cards (politics._spy_options)."""
    progress = g.ext[NAME].progress  # type: ignore[attr-defined]
    return [play for s, play in aimed(g, "spy")[seat] if progress[s]]


def _deserter(g: Game, seat: int) -> Sequence[PlayProgress]:
    """Each opponent with a knight (deserter._deserter_options)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]
    if not c.knights:
        return _NONE
    owners = {k[0] for k in c.knights.values()}  # k.owner
    return [play for s, play in aimed(g, "deserter")[seat] if s in owners]


def _master_merchant(g: Game, seat: int) -> Sequence[PlayProgress]:
    """Each opponent with more points holding a card (trade._richer); the points counted only
    once an opponent holds a card."""
    hands = g.hands
    points: list[int] | None = None
    out: list[PlayProgress] = []
    for s, play in aimed(g, "master_merchant")[seat]:
        if any(hands[s]):
            if points is None:
                points = points_now(g)
            if points[s] > points[seat]:
                out.append(play)
    return out


def _wedding(g: Game, seat: int) -> Sequence[PlayProgress]:
    return one_play("wedding") if any_richer(g, seat) else _NONE


def _saboteur(g: Game, seat: int) -> Sequence[PlayProgress]:
    """First edition: each opponent's ordinary city not sabotaged yet; later edition: the one
    play when someone with at least as many points loses cards (saboteur._saboteur_playable
    and _saboteur_options)."""
    if saboteur._first(g):
        targets = saboteur._sabotage_targets(g, seat)
        return plays("saboteur", [(n + 1,) for n in targets]) if targets else _NONE
    return one_play("saboteur") if saboteur._saboteur_playable(g, seat) else _NONE


def _warlord(g: Game, seat: int) -> Sequence[PlayProgress]:
    """An inactive knight of the player's (politics._warlord_playable)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]
    for k in c.knights.values():
        if k[0] == seat and not k[2]:  # k.owner, k.active
            return one_play("warlord")
    return _NONE


def _intrigue(g: Game, seat: int) -> Sequence[PlayProgress]:
    """Opponents' knights at an end of the player's roads (politics._intrigue_options)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]
    if not c.knights:
        return _NONE
    mine = knights.network_nodes(g, seat)
    targets = [n for n, k in c.knights.items() if k[0] != seat and n in mine]
    if not targets:
        return _NONE
    targets.sort()
    return plays("intrigue", [(n + 1,) for n in targets])


def _commercial_harbor(g: Game, seat: int) -> Sequence[PlayProgress]:
    return one_play("commercial_harbor") if trade._harbor_playable(g, seat) else _NONE


def _road_building(g: Game, seat: int) -> Sequence[PlayProgress]:
    return one_play("road_building") if science._rb_playable(g, seat) else _NONE


def _bishop(g: Game, seat: int) -> Sequence[PlayProgress]:
    """Every hex but the robber's once the robber is awake (its options kept per board and
    robber, their plays per options)."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]
    if c.attacks < 1:  # c.robber_active
        return _NONE
    return plays("bishop", politics._bishop_options(g, seat))


def _smith(g: Game, seat: int) -> Sequence[PlayProgress]:
    """Each knight of the player's that may be promoted now, then each pair of them the supply
    lets both be promoted (science._smith_options): promoting a knight of level L takes a
    piece of level L + 1 and gives back one of level L, so only two knights of the same level
    compete, for that one kind of piece."""
    c: CitiesKnights = g.ext[NAME]  # type: ignore[assignment]
    supply = c.knight_supply[seat]
    if not c.knights or not (supply[1] or supply[2]):
        return _NONE
    fortress = c.levels[seat][_POLITICS] >= ABILITY_LEVEL
    found: list[tuple[int, int]] = []  # (intersection, level)
    for n, k in c.knights.items():  # science._smith_knights, written out
        level = k[1]
        if k[0] == seat and level < 3 and not k[4] and (level != 2 or fortress) and supply[level]:
            found.append((n, level))
    if not found:
        return _NONE
    found.sort()
    options: list[Args] = [(n + 1,) for n, _ in found]
    for i, (a, level_a) in enumerate(found):
        for b, level_b in found[i + 1 :]:
            if level_a != level_b or supply[level_a] >= 2:
                options.append((a + 1, b + 1))
    return plays("smith", options)


#: The cards listed here, by name.
PLAYS: dict[str, Plays] = {
    "spy": _spy,
    "deserter": _deserter,
    "master_merchant": _master_merchant,
    "wedding": _wedding,
    "saboteur": _saboteur,
    "warlord": _warlord,
    "intrigue": _intrigue,
    "commercial_harbor": _commercial_harbor,
    "road_building": _road_building,
    "bishop": _bishop,
    "smith": _smith,
}

for _name, _plays in PLAYS.items():
    CARDS[_name] = replace(CARDS[_name], plays=_plays)

__all__ = ["PLAYS"]
