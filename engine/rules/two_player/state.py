"""The 2-player variant's state of one game, kept in `game.ext["two_player"]` (an `Extension`:
copied with the game, saved under "ext")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import SUPPLY, TOKENS_AT_START

if TYPE_CHECKING:
    from ...game import Game

NAME = "two_player"


class TwoPlayer:
    """Trade tokens (C&K's chips), the two rolls of a turn, and what the current player still
    owes: pieces (knights, promotions) for the neutral players, or cards given back after a
    forced trade. `cashed`: a knight card turned in, or in C&K a knight taken off the board,
    this turn (both once a turn, TP-EARN-1, TP-D16)."""

    __slots__ = (
        "cashed",
        "duties",
        "first",
        "give",
        "give_any",
        "rejected",
        "resume",
        "rolls",
        "supply",
        "token_used",
        "tokens",
    )

    def __init__(self, seated: int) -> None:
        #: Tokens in the supply and per seated player (TP-PART-2/3: they always add up to 20).
        self.supply = SUPPLY - TOKENS_AT_START * seated
        self.tokens = [TOKENS_AT_START] * seated
        #: This turn: a token action made (TP-TOK-1), a knight card turned in (TP-EARN-1).
        self.token_used = False
        self.cashed = False
        #: Rolls accepted this turn (0, 1, 2) and the first one's sum (TP-ROLL-1).
        self.rolls = 0
        self.first = 0
        #: Second rolls set aside because they equalled the first, until the roll's events
        #: are written (TP-ROLL-2).
        self.rejected: list[list[int]] = []
        #: Neutral pieces owed, in order ("road" or "settlement", the triggering piece's kind).
        self.duties: list[str] = []
        #: Cards owed back to the opponent after a forced trade (TP-TOK-3 step 2).
        self.give = 0
        #: The forced trade was made in C&K's "all cards" mode: commodities may be given back
        #: (TP-CK-ACT-2); otherwise resources only.
        self.give_any = False
        #: The phase to return to once nothing is owed any more.
        self.resume = ""

    def copy(self) -> TwoPlayer:
        t = TwoPlayer.__new__(TwoPlayer)
        t.supply = self.supply
        t.tokens = self.tokens[:]
        t.token_used = self.token_used
        t.cashed = self.cashed
        t.rolls = self.rolls
        t.first = self.first
        t.rejected = [r[:] for r in self.rejected]
        t.duties = self.duties[:]
        t.give = self.give
        t.give_any = self.give_any
        t.resume = self.resume
        return t

    def to_dict(self) -> dict[str, Any]:
        return {
            "supply": self.supply,
            "tokens": self.tokens[:],
            "token_used": self.token_used,
            "cashed": self.cashed,
            "rolls": self.rolls,
            "first": self.first,
            "rejected": [r[:] for r in self.rejected],
            "duties": self.duties[:],
            "give": self.give,
            "give_any": self.give_any,
            "resume": self.resume,
        }


def new(g: Game) -> TwoPlayer:
    """The state of a new game."""
    return TwoPlayer(len(g.config.players))


def load(g: Game, d: dict[str, Any]) -> TwoPlayer:
    """The state from a save."""
    t = TwoPlayer(len(g.config.players))
    t.supply = int(d["supply"])
    t.tokens = [int(x) for x in d["tokens"]]
    t.token_used = bool(d["token_used"])
    t.cashed = bool(d["cashed"])
    t.rolls = int(d["rolls"])
    t.first = int(d["first"])
    t.rejected = [[int(a), int(b)] for a, b in d["rejected"]]
    t.duties = [str(x) for x in d["duties"]]
    t.give = int(d["give"])
    t.give_any = bool(d.get("give_any", False))
    t.resume = str(d["resume"])
    return t


def tp(g: Game) -> TwoPlayer:
    """The game's 2-player state."""
    return g.ext[NAME]  # type: ignore[return-value]
