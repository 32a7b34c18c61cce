"""Special victory points: islands and areas reached (SF-9), the Harbormaster (SF-13.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...events import Event
from ...roads import award
from .events import HarbormasterMoved, IslandReached
from .geography import node_areas
from .scenarios import HARBORMASTER_MIN, HARBORMASTER_VP, scenario
from .state import state

if TYPE_CHECKING:
    from ...game import Game
    from .. import Points


def settled(g: Game, seat: int, n: int, events: list[Event]) -> None:
    """A settlement on intersection `n`: in set-up its areas become home (SF-3); later, each
    foreign area it is the player's first settlement on pays the scenario's points (SF-9)."""
    s = state(g)
    areas = node_areas(g.board)[n]
    if g.phase == "setup":
        for a in areas:
            if a not in s.home[seat]:
                s.home[seat].append(a)
        return
    amount = scenario(g).island_vp
    if not amount:
        return
    for a in areas:
        if a not in s.home[seat] and a not in s.reached[seat]:
            s.reached[seat].append(a)
            events.append(IslandReached(g.players[seat], a, amount))


def island_points(g: Game, seat: int) -> int:
    """Special points from foreign areas reached."""
    return len(state(g).reached[seat]) * scenario(g).island_vp


def harbor_points(g: Game, seat: int) -> int:
    """A settlement on a harbor is worth 1, a city 2 (SF-13.8)."""
    harbor = g.board.node_harbor
    return sum(
        g.node_level[n] for n, o in enumerate(g.node_owner) if o == seat and harbor[n] is not None
    )


def update_harbormaster(g: Game, events: list[Event]) -> None:
    """Re-evaluate the title like Longest Road (SF-D24)."""
    if not scenario(g).harbormaster:
        return
    s = state(g)
    values = [harbor_points(g, seat) for seat in range(len(g.players))]
    holder = s.harbormaster
    new = award(values, holder, HARBORMASTER_MIN, "holder_keeps")
    if new != holder:
        s.harbormaster = new
        events.append(
            HarbormasterMoved(
                None if holder < 0 else g.players[holder],
                None if new < 0 else g.players[new],
                max(values),
            )
        )


def extra_vp(previous: Points | None) -> Points:
    """Special points on top of what earlier modules count."""

    def points(g: Game, seat: int) -> int:
        vp = previous(g, seat) if previous is not None else 0
        s = state(g)
        vp += island_points(g, seat)
        if s.harbormaster == seat:
            vp += HARBORMASTER_VP
        return vp

    return points
