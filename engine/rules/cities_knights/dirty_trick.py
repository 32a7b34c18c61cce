"""The "dirty trick" variant (CK-17, switch `dirty_trick`): when the barbarians land, the players
decide one after another — the active player first, then clockwise — which of their active
knights fight. Each commitment is public before the next player decides. Only committed knights
count for Catan's defence and for the smallest and highest contributions, and only they turn
inactive afterwards; everything else of CK-15 is unchanged.

    commit N [N ...]        commit none

A player with no active knight has nothing to decide and is not asked. The timer's default
commits every active knight: the attack then goes as without the variant.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from ...actions import Action, _bad, _spot
from ...checks import node_of
from ...errors import IllegalAction
from . import barbarians, phases
from .events import KnightsCommitted
from .progress import turn_order
from .state import Pending, ck

if TYPE_CHECKING:
    from ...events import Event
    from ...game import Game
    from .. import RuleSet


@dataclass(frozen=True, slots=True)
class CommitKnights(Action):
    """The active knights (their intersections) a player sends against the barbarians."""

    intersections: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "commit " + (" ".join(map(str, self.intersections)) or "none")


def parse_commit(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """commit N [N ...] | commit none"""
    if lowered == ["none"]:
        return CommitKnights()
    if not rest:
        return None
    spots = tuple(sorted(_spot(w, text) for w in rest))
    if len(set(spots)) != len(spots):
        raise _bad(text, "repeated_spot")
    return CommitKnights(spots)


def _active(g: Game, seat: int) -> list[int]:
    return sorted(n for n, k in ck(g).knights.items() if k.owner == seat and k.active)


def landing(g: Game, events: list[Event]) -> list[Pending]:
    """The barbarians land: with the variant, the commitments in turn order (the attack follows
    the last one); without it, or when nobody has an active knight, the attack at once."""
    if not g.sw["dirty_trick"]:
        return barbarians.attack(g, events)
    asked: list[Pending] = [["commit", s, []] for s in turn_order(g) if _active(g, s)]
    if not asked:
        return barbarians.attack(g, events, [])
    return asked


def commit(g: Game, seat: int, action: CommitKnights, events: list[Event]) -> None:
    """A player's commitment; after the last one the attack is resolved with the committed
    knights only, and its choices (pillages, tied defenders' draws) take the commitments'
    place."""
    item = phases.owed(g, seat, "commit")
    mine = _active(g, seat)
    nodes: list[int] = []
    for at in action.intersections:
        n = node_of(g, at)
        if n not in mine:
            raise IllegalAction("knight_not_committable", intersection=n + 1)
        nodes.append(n)
    knights = ck(g).knights
    events.append(
        KnightsCommitted(
            g.players[seat],
            tuple(str(n + 1) for n in sorted(nodes)),
            sum(knights[n].level for n in nodes),
        )
    )
    committed = item[2] + sorted(nodes)
    rest = [p for p in ck(g).pending if p[0] == "commit" and p is not item]
    if rest:
        rest[0][2] = committed  # the next player decides knowing everything committed so far
        phases.done(g, item, events)
        return
    phases.done(g, item, events, barbarians.attack(g, events, committed))


def _legal(g: Game, item: Pending) -> list[Action]:
    mine = [n + 1 for n in _active(g, item[1])]
    return [
        CommitKnights(tuple(chosen))
        for size in range(len(mine) + 1)
        for chosen in combinations(mine, size)
    ]


def _default(g: Game, item: Pending) -> Action | None:
    """Every active knight fights (the attack as without the variant)."""
    return CommitKnights(tuple(n + 1 for n in _active(g, item[1])))


phases.kind(phases.PendingKind("commit", _legal, _default))


def register(rules: RuleSet) -> None:
    """The commitment's action and notation."""
    rules.add_action(CommitKnights, commit, keyword="commit", parse=parse_commit)
