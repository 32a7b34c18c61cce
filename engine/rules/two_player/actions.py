"""The actions the 2-player variant adds, with their notation (docs/players.md, "Action notation"):

    neutral 1 road 12-17        neutral 2 settlement 23       (a piece for a neutral player)
    tokens trade                tokens robber                 tokens knight
    give 1 ore 1 wool                                         (after `tokens trade`)

Cities & Knights for two adds (TP-B0 to TP-B9):

    neutral 1 knight 31         neutral 2 promote 31          (a neutral knight, a promotion)
    tokens trade resources      tokens trade all              (the forced trade's two modes)
    tokens knight 31                                          (an own knight removed for chips)

`neutral N` names the neutral player 1 or 2; `tokens trade` is the forced trade (pay, draw two
cards at random from the opponent), answered by `give` with two cards of one's own; `tokens
robber` sends the robber to the desert; `tokens knight` turns a played knight card in for tokens,
and in C&K, where there are no knight cards, `tokens knight N` takes the own knight at N off the
board for chips. The chips of part B are the trade tokens of part A under their C&K name: the
engine calls both tokens.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...actions import Action, Parser, _bad, _cards, _int, _spot
from ...records import record
from ...resources import Cards


@record
class NeutralRoad(Action):
    """A free road for neutral player 1 or 2 (TP-NB-2)."""

    neutral: int
    path: tuple[int, int]

    def __str__(self) -> str:
        return f"neutral {self.neutral} road {self.path[0]}-{self.path[1]}"


@record
class NeutralSettlement(Action):
    """A free settlement for neutral player 1 or 2 (TP-NB-2)."""

    neutral: int
    intersection: int

    def __str__(self) -> str:
        return f"neutral {self.neutral} settlement {self.intersection}"


@record
class NeutralKnight(Action):
    """A basic knight for neutral player 1 or 2 (TP-CK-KN-1)."""

    neutral: int
    intersection: int

    def __str__(self) -> str:
        return f"neutral {self.neutral} knight {self.intersection}"


@record
class NeutralPromote(Action):
    """A neutral player's basic knight promoted to strong (TP-CK-PR-1)."""

    neutral: int
    intersection: int

    def __str__(self) -> str:
        return f"neutral {self.neutral} promote {self.intersection}"


#: The forced trade's modes in C&K (TP-CK-ACT-2); the base game has none ("").
TRADE_MODES = ("resources", "all")


@record
class ForcedTrade(Action):
    """Pay tokens, draw two cards at random from the opponent (TP-TOK-3 step 1); in C&K the
    mode announced first: "resources" (commodities set aside) or "all" (TP-CK-ACT-2)."""

    mode: str = ""

    def __str__(self) -> str:
        return f"tokens trade {self.mode}" if self.mode else "tokens trade"


@record
class RemoveKnight(Action):
    """Take one's own knight at an intersection off the board for chips (TP-CK-CH-3)."""

    intersection: int

    def __str__(self) -> str:
        return f"tokens knight {self.intersection}"


@record
class RobberToDesert(Action):
    """Pay tokens, send the robber to the desert without a steal (TP-TOK-4)."""

    def __str__(self) -> str:
        return "tokens robber"


@record
class CashKnight(Action):
    """Turn one played knight card in for tokens (TP-EARN-1)."""

    def __str__(self) -> str:
        return "tokens knight"


@record
class GiveBack(Action):
    """The cards given to the opponent after a forced trade (TP-TOK-3 step 2)."""

    cards: Cards

    def __str__(self) -> str:
        return "give " + " ".join(f"{n} {name}" for name, n in self.cards)


_TOKENS: dict[str, Action] = {
    "trade": ForcedTrade(),
    "robber": RobberToDesert(),
    "knight": CashKnight(),
}


def parse_neutral(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """neutral N road A-B | neutral N settlement M"""
    if len(rest) != 3:
        return None
    which = _int(lowered[0], text, "not_a_neutral")
    piece, where = lowered[1], lowered[2]
    if piece == "road":
        ends = where.split("-")
        if len(ends) != 2:
            raise _bad(text, "path")
        a, b = (_int(x, text, "not_a_spot") for x in ends)
        return NeutralRoad(which, (min(a, b), max(a, b)))
    if piece == "settlement":
        return NeutralSettlement(which, _spot(where, text))
    if piece == "knight":
        return NeutralKnight(which, _spot(where, text))
    if piece == "promote":
        return NeutralPromote(which, _spot(where, text))
    raise _bad(text, "neutral_piece")


def parse_tokens(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """tokens trade [resources|all] | tokens robber | tokens knight [N]"""
    if len(lowered) == 1 and lowered[0] in _TOKENS:
        return _TOKENS[lowered[0]]
    if len(lowered) == 2 and lowered[0] == "trade" and lowered[1] in TRADE_MODES:
        return ForcedTrade(lowered[1])
    if len(lowered) == 2 and lowered[0] == "knight":
        return RemoveKnight(_spot(rest[1], text))
    raise _bad(text, "tokens")


def give_parser(kinds: Sequence[str]) -> Parser:
    """The parser of `give CARDS` over a rule set's card kinds."""

    def parse_give(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        """give CARDS"""
        return GiveBack(_cards(lowered, text, kinds))

    return parse_give


NOTATION: dict[str, Parser] = {"neutral": parse_neutral, "tokens": parse_tokens}
