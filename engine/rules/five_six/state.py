"""The 5–6 extension's state of one game, kept in `game.ext["five_six"]` (an `Extension`:
copied with the game, saved under "ext"): the special building phase under way, if any."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import NAME

if TYPE_CHECKING:
    from ...game import Game


class FiveSix:
    """`after`: the seat whose turn the phase follows (-1: no phase under way); `queue`: the
    seats still to build in it, in turn order, the first one acting (FS-4.2); `lent`: the
    acting builder holds the game's turn for one of their builds, or for a choice it left open
    (C&K's metropolis), and `built` is the turn's own mark to give back then; `closing`: the
    phase is over and the turn is passing (within one move)."""

    __slots__ = ("after", "built", "closing", "lent", "queue")

    def __init__(self) -> None:
        self.after = -1
        self.queue: list[int] = []
        self.lent = False
        self.built = False
        self.closing = False

    def copy(self) -> FiveSix:
        c = FiveSix()
        c.after = self.after
        c.queue = self.queue[:]
        c.lent = self.lent
        c.built = self.built
        c.closing = self.closing
        return c

    def to_dict(self) -> dict[str, Any]:
        return {"after": self.after, "queue": self.queue[:], "lent": self.lent, "built": self.built}


def new(g: Game) -> FiveSix:
    return FiveSix()


def load(g: Game, saved: dict[str, Any]) -> FiveSix:
    s = FiveSix()
    s.after = int(saved["after"])
    s.queue = [int(x) for x in saved["queue"]]
    s.lent = bool(saved["lent"])
    s.built = bool(saved["built"])
    return s


def five_six(g: Game) -> FiveSix:
    """The game's 5–6 state."""
    return g.ext[NAME]  # type: ignore[return-value]
