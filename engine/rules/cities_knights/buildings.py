"""A player's settlements and cities, found without scanning every intersection in Python:
`list.count` and `list.index` walk `node_owner` in C (the rules ask for them on every move)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...game import Game


def owned(g: Game, seat: int) -> list[int]:
    """The intersections of the player's settlements and cities, ascending."""
    owner = g.node_owner
    out: list[int] = []
    n = -1
    for _ in range(owner.count(seat)):
        n = owner.index(seat, n + 1)
        out.append(n)
    return out


def cities(g: Game, seat: int) -> list[int]:
    """The player's cities (metropolises included; a city on its side is a settlement),
    ascending."""
    owner = g.node_owner
    level = g.node_level
    out: list[int] = []
    n = -1
    for _ in range(owner.count(seat)):  # owned(), written out: asked on most moves
        n = owner.index(seat, n + 1)
        if level[n] == 2:
            out.append(n)
    return out


def settlements(g: Game, seat: int) -> list[int]:
    """The player's settlements (cities on their side included), ascending."""
    level = g.node_level
    return [n for n in owned(g, seat) if level[n] == 1]
