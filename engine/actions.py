"""Actions as small frozen values, with a text notation: `Action.parse(str(a)) == a`.

Grammar (one action per line, words separated by spaces, case-insensitive keywords):

    roll | end | buy development | reveal | accept | decline | cancel
    build road A-B | build settlement N | build city N
    play knight | play road_building | play year_of_plenty [R [R]] | play monopoly R
    robber HEX [steal PLAYER]
    discard CARDS
    bank CARDS for CARDS
    offer CARDS for CARDS [to PLAYER ...]
    confirm PLAYER

    CARDS := COUNT RESOURCE [COUNT RESOURCE ...]       e.g. "2 ore 1 grain"
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .errors import IllegalAction
from .records import record
from .resources import INDEX, RESOURCES, Cards, cards
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import ClassVar

#: Reads the words after a keyword: (whole text, words, lower-cased words) -> an action, or None
#: when they make no action (the caller then refuses with the general hint).
Parser = Callable[[str, list[str], list[str]], "Action | None"]

DEVELOPMENT_KINDS = ("knight", "road_building", "year_of_plenty", "monopoly", "victory_point")
PROGRESS_KINDS = ("road_building", "year_of_plenty", "monopoly")


class Action:
    """Base of every action; subclasses are frozen dataclasses (`record`)."""

    __slots__ = ()
    if TYPE_CHECKING:  # (declared for type checkers only, as Event.SECRET in engine/events.py)
        keyword: ClassVar[str]
    keyword = ""

    @staticmethod
    def parse(text: str) -> Action:
        """Read an action in the base game's notation; raises IllegalAction(code='bad_notation').
        A game reads its own rule set's notation with `Game.parse`."""
        return parse_with(BASE_PARSERS, text)


def _fmt_cards(c: Cards) -> str:
    return " ".join(f"{n} {name}" for name, n in c)


@record
class Roll(Action):
    """Roll the dice for production."""

    def __str__(self) -> str:
        return "roll"


@record
class EndTurn(Action):
    """Pass the dice to the next player."""

    def __str__(self) -> str:
        return "end"


@record
class BuildRoad(Action):
    """A road on a path, named by its two intersections (smaller first)."""

    path: tuple[int, int]

    def __str__(self) -> str:
        return f"build road {self.path[0]}-{self.path[1]}"


@record
class BuildSettlement(Action):
    """A settlement on an intersection."""

    intersection: int

    def __str__(self) -> str:
        return f"build settlement {self.intersection}"


@record
class BuildCity(Action):
    """Upgrade one's settlement on an intersection to a city."""

    intersection: int

    def __str__(self) -> str:
        return f"build city {self.intersection}"


@record
class BuyDevelopment(Action):
    """Buy the top card of the development deck."""

    def __str__(self) -> str:
        return "buy development"


@record
class PlayKnight(Action):
    """Play a knight: move the robber and steal."""

    def __str__(self) -> str:
        return "play knight"


@record
class PlayRoadBuilding(Action):
    """Play Road Building: place up to two free roads."""

    def __str__(self) -> str:
        return "play road_building"


@record
class PlayYearOfPlenty(Action):
    """Play Year of Plenty: take up to two resources (sorted) from the bank."""

    resources: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(("play year_of_plenty", *self.resources))


@record
class PlayMonopoly(Action):
    """Play Monopoly on one resource."""

    resource: str

    def __str__(self) -> str:
        return f"play monopoly {self.resource}"


@record
class RevealVictoryPoint(Action):
    """Turn one victory point card face up."""

    def __str__(self) -> str:
        return "reveal"


@record
class MoveRobber(Action):
    """Move the robber to a hex and, when someone there can be robbed, name the victim."""

    hex: str
    victim: str | None = None

    def __str__(self) -> str:
        return f"robber {self.hex}" + (f" steal {self.victim}" if self.victim else "")


@record
class Discard(Action):
    """Give back cards to the bank after a 7."""

    cards: Cards

    def __str__(self) -> str:
        return f"discard {_fmt_cards(self.cards)}"


@record
class MaritimeTrade(Action):
    """Trade with the bank at 4:1 or a harbor's rate; several units at once are allowed."""

    give: Cards
    get: Cards

    def __str__(self) -> str:
        return f"bank {_fmt_cards(self.give)} for {_fmt_cards(self.get)}"


@record
class OfferTrade(Action):
    """The current player offers cards to some (or, with no names, all) other players."""

    give: Cards
    get: Cards
    to: tuple[str, ...] = ()

    def __str__(self) -> str:
        text = f"offer {_fmt_cards(self.give)} for {_fmt_cards(self.get)}"
        return text + (" to " + " ".join(self.to) if self.to else "")


@record
class AcceptTrade(Action):
    """Accept the open offer (it happens when the offering player confirms)."""

    def __str__(self) -> str:
        return "accept"


@record
class DeclineTrade(Action):
    """Decline the open offer."""

    def __str__(self) -> str:
        return "decline"


@record
class ConfirmTrade(Action):
    """The offering player completes the trade with one player who accepted."""

    partner: str

    def __str__(self) -> str:
        return f"confirm {self.partner}"


@record
class CancelTrade(Action):
    """The offering player withdraws the open offer."""

    def __str__(self) -> str:
        return "cancel"


_SIMPLE: dict[str, Action] = {
    "roll": Roll(),
    "end": EndTurn(),
    "reveal": RevealVictoryPoint(),
    "accept": AcceptTrade(),
    "decline": DeclineTrade(),
    "cancel": CancelTrade(),
}


#: Longest number and text quoted back in a refusal (a pasted novel is not repeated in full).
_QUOTE = 40
#: Digits in a number the notation reads: more can be no count or spot of any board.
_DIGITS = 6


def _quoted(text: str) -> str:
    return text if len(text) <= _QUOTE else text[: _QUOTE - 1] + "…"


def _bad(text: str, hint: str, **params: object) -> IllegalAction:
    """A notation refusal: `hint` says what is wrong (one sentence each in the catalogue)."""
    quoted = {k: _quoted(v) if isinstance(v, str) else v for k, v in params.items()}
    return IllegalAction("bad_notation", hint=hint, text=_quoted(text), **quoted)


def _digits(word: str) -> bool:
    """Plain ASCII digits, few enough for a count or a spot: `str.isdigit` alone also accepts
    '²' and '①', which `int` cannot read."""
    return word.isascii() and word.isdigit() and len(word) <= _DIGITS


def _int(word: str, text: str, hint: str = "not_a_count") -> int:
    if not _digits(word):
        raise _bad(text, hint, word=word)
    return int(word)


def _spot(word: str, text: str) -> int:
    """An intersection number as written; a signed one is read so that the game can refuse it
    with the board's range (it knows the board, the parser does not)."""
    if word.startswith("-") and _digits(word[1:]):
        return -int(word[1:])
    return _int(word, text, "not_a_spot")


def _resource(word: str, text: str) -> str:
    w = word.lower()
    if w not in INDEX:
        raise _bad(text, "not_a_resource", word=word)
    return w


def _cards(words: list[str], text: str, kinds: Sequence[str] = RESOURCES) -> Cards:
    """COUNT CARD pairs, each card one of `kinds` (the rule set's card kinds)."""
    if not words or len(words) % 2:
        raise _bad(text, "card_pairs")
    if kinds is RESOURCES:
        pairs = [
            (_resource(words[i + 1], text), _int(words[i], text)) for i in range(0, len(words), 2)
        ]
    else:
        pairs = []
        for i in range(0, len(words), 2):
            if words[i + 1] not in kinds:
                raise _bad(text, "not_a_resource", word=words[i + 1])
            pairs.append((words[i + 1], _int(words[i], text)))
    if any(n == 0 for _, n in pairs):
        raise _bad(text, "count_zero")
    return cards(pairs, kinds)


def _split_for(words: list[str], text: str) -> tuple[list[str], list[str]]:
    if "for" not in words:
        raise _bad(text, "give_for_get")
    i = words.index("for")
    return words[:i], words[i + 1 :]


def parse_with(parsers: Mapping[str, Parser], text: str) -> Action:
    """Read an action with a rule set's parsers: the first word picks the parser."""
    if not isinstance(text, str):
        raise IllegalAction("bad_notation", hint="not_text")
    words = text.split()
    if not words:
        raise _bad(text, "empty")
    head = words[0].lower()
    rest = words[1:]
    parse = parsers.get(head)
    if parse is not None:
        action = parse(text, rest, [w.lower() for w in rest])
        if action is not None:
            return action
    raise _bad(text, "unknown")


def _simple(action: Action) -> Parser:
    """The parser of a one-word action."""

    def parse(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        return None if rest else action

    return parse


def parse_build(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """build road A-B | build settlement N | build city N"""
    if len(rest) == 2:
        piece, where = lowered
        if piece == "road":
            ends = where.split("-")
            if len(ends) != 2:
                raise _bad(text, "path")
            a, b = (_int(x, text, "not_a_spot") for x in ends)
            return BuildRoad((min(a, b), max(a, b)))
        if piece == "settlement":
            return BuildSettlement(_spot(where, text))
        if piece == "city":
            return BuildCity(_spot(where, text))
        raise _bad(text, "piece")
    return None


def parse_buy(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """buy development"""
    if lowered in (["development"], ["dev"], ["card"]):
        return BuyDevelopment()
    return None


def parse_play(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """play knight | play road_building | play year_of_plenty [R [R]] | play monopoly R"""
    if rest:
        card = lowered[0]
        if card == "knight" and len(rest) == 1:
            return PlayKnight()
        if card == "road_building" and len(rest) == 1:
            return PlayRoadBuilding()
        if card == "year_of_plenty" and len(rest) <= 3:
            picked = [_resource(w, text) for w in lowered[1:]]
            return PlayYearOfPlenty(tuple(sorted(picked, key=INDEX.__getitem__)))
        if card == "monopoly" and len(rest) == 2:
            return PlayMonopoly(_resource(lowered[1], text))
        raise _bad(text, "play")
    return None


def parse_robber(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """robber HEX [steal PLAYER]"""
    if len(rest) in (1, 3):
        victim = None
        if len(rest) == 3:
            if lowered[1] != "steal":
                raise _bad(text, "robber")
            victim = rest[2]
        return MoveRobber(rest[0].upper(), victim)
    return None


def card_parsers(kinds: Sequence[str]) -> dict[str, Parser]:
    """The parsers of the actions that name cards (`discard`, `bank`, `offer`) for a rule set
    whose card kinds are `kinds` (`rules.cards`): a module adding card kinds registers these."""

    def parse_discard(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        """discard CARDS"""
        return Discard(_cards(lowered, text, kinds))

    def parse_bank(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        """bank CARDS for CARDS"""
        give, get = _split_for(lowered, text)
        return MaritimeTrade(_cards(give, text, kinds), _cards(get, text, kinds))

    def parse_offer(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        """offer CARDS for CARDS [to PLAYER ...]"""
        give, tail = _split_for(lowered, text)
        to: tuple[str, ...] = ()
        if "to" in tail:
            i = tail.index("to")
            names = rest[len(give) + 1 + i + 1 :]
            if not names:
                raise _bad(text, "offer_to")
            to = tuple(names)
            tail = tail[:i]
        return OfferTrade(_cards(give, text, kinds), _cards(tail, text, kinds), to)

    return {"discard": parse_discard, "bank": parse_bank, "offer": parse_offer}


def parse_confirm(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """confirm PLAYER"""
    if len(rest) == 1:
        return ConfirmTrade(rest[0])
    return None


#: The base game's notation: first word -> parser (the base rule module registers these).
BASE_PARSERS: dict[str, Parser] = {
    **{word: _simple(action) for word, action in _SIMPLE.items()},
    "build": parse_build,
    "buy": parse_buy,
    "play": parse_play,
    "robber": parse_robber,
    **card_parsers(RESOURCES),
    "confirm": parse_confirm,
}
