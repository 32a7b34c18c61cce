"""The start: who begins (B-SETUP-1) and the snake order of the set-up rounds (B-SETUP-2/3)."""

from __future__ import annotations

from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


def choose_first(g: Game) -> tuple[int, list[list[int]]]:
    """Everyone rolls two dice; the highest begins and only tied players re-roll.

    Returns the first seat and the rounds of rolls (each round lists the sum per seat, 0 for
    seats that did not roll).
    """
    n = len(g.config.players)  # the seated players (no neutral seat rolls)
    if g.sw["start_player"] == "first_seat":
        return 0, []
    rolling = list(range(n))
    rounds: list[list[int]] = []
    while True:
        sums = [0] * n
        for s in rolling:
            d1, d2 = g.rng.dice()
            sums[s] = d1 + d2
        rounds.append(sums)
        best = max(sums[s] for s in rolling)
        rolling = [s for s in rolling if sums[s] == best]
        if len(rolling) == 1:
            return rolling[0], rounds


def snake_order(first: int, n: int) -> list[int]:
    """Seats in set-up order: 1, 2, ..., n, n, ..., 2, 1 from the first player."""
    forward = [(first + i) % n for i in range(n)]
    return forward + forward[::-1]


def advance(g: Game) -> bool:
    """Move set-up on after a road; True when the first regular turn begins."""
    g.setup_step += 1
    g.setup_node = -1
    if g.setup_step >= len(g.setup_order):
        g.phase = "roll"
        g.turn = 1
        g.current = g.first
        return True
    g.current = g.setup_order[g.setup_step]
    return False
