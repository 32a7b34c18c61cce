"""The actions C&K adds, with their notation (docs/players.md, "Action notation"):

    wall N                      knight N                    activate N          promote N
    move knight N M             displace N M                chase N HEX [steal PLAYER]
    relocate N | relocate none  improve trade|politics|science
    metropolis N                pillage N                   aqueduct RESOURCE
    draw trade|politics|science return CARD

Commodities trade through the base notation (`bank 4 cloth for 1 ore`, `offer 1 coin for ...`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from ...actions import Action, Parser, _bad, _resource, _spot
from .data import CARD_DECK, TRACKS


@dataclass(frozen=True, slots=True)
class BuildWall(Action):
    """A city wall under one's own city (CK-9)."""

    intersection: int

    def __str__(self) -> str:
        return f"wall {self.intersection}"


@dataclass(frozen=True, slots=True)
class BuildKnight(Action):
    """A basic knight, inactive, at the end of one's road (CK-10.2)."""

    intersection: int

    def __str__(self) -> str:
        return f"knight {self.intersection}"


@dataclass(frozen=True, slots=True)
class ActivateKnight(Action):
    """Activate one's knight for 1 grain (CK-10.3)."""

    intersection: int

    def __str__(self) -> str:
        return f"activate {self.intersection}"


@dataclass(frozen=True, slots=True)
class PromoteKnight(Action):
    """Promote one's knight by a level (CK-10.4)."""

    intersection: int

    def __str__(self) -> str:
        return f"promote {self.intersection}"


@dataclass(frozen=True, slots=True)
class MoveKnight(Action):
    """Move an active knight along one's roads to a free intersection (CK-10.5)."""

    start: int
    to: int

    def __str__(self) -> str:
        return f"move knight {self.start} {self.to}"


@dataclass(frozen=True, slots=True)
class DisplaceKnight(Action):
    """Drive away a weaker opponent's knight (CK-10.5)."""

    start: int
    to: int

    def __str__(self) -> str:
        return f"displace {self.start} {self.to}"


@dataclass(frozen=True, slots=True)
class ChaseRobber(Action):
    """An active knight next to the robber chases it to a hex, with the base steal (CK-10.5)."""

    start: int
    hex: str
    victim: str | None = None

    def __str__(self) -> str:
        text = f"chase {self.start} {self.hex}"
        return text + (f" steal {self.victim}" if self.victim else "")


@dataclass(frozen=True, slots=True)
class RelocateKnight(Action):
    """Where one's displaced knight goes (None: no room, it returns to supply; CK-10.6)."""

    intersection: int | None

    def __str__(self) -> str:
        return f"relocate {'none' if self.intersection is None else self.intersection}"


@dataclass(frozen=True, slots=True)
class Improve(Action):
    """Build the next level of an improvement track (CK-11.3)."""

    track: str

    def __str__(self) -> str:
        return f"improve {self.track}"


@dataclass(frozen=True, slots=True)
class PlaceMetropolis(Action):
    """Put the metropolis one has won on one's city (CK-12)."""

    intersection: int

    def __str__(self) -> str:
        return f"metropolis {self.intersection}"


@dataclass(frozen=True, slots=True)
class Pillage(Action):
    """Which of one's cities the barbarians pillage (CK-15.4)."""

    intersection: int

    def __str__(self) -> str:
        return f"pillage {self.intersection}"


@dataclass(frozen=True, slots=True)
class TakeAqueduct(Action):
    """The Aqueduct's resource of choice (CK-11.4)."""

    resource: str

    def __str__(self) -> str:
        return f"aqueduct {self.resource}"


@dataclass(frozen=True, slots=True)
class DrawProgress(Action):
    """A tied defender draws from a deck of choice (CK-15.5)."""

    track: str

    def __str__(self) -> str:
        return f"draw {self.track}"


@dataclass(frozen=True, slots=True)
class ReturnProgress(Action):
    """Put a progress card from one's hand under its deck (CK-13.4)."""

    card: str

    def __str__(self) -> str:
        return f"return {self.card}"


def _one_spot(make: type[Action]) -> Parser:
    def parse(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        if len(rest) != 1:
            return None
        return make(_spot(rest[0], text))  # type: ignore[call-arg]

    return parse


def _two_spots(make: type[Action]) -> Parser:
    def parse(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        if len(rest) != 2:
            return None
        return make(_spot(rest[0], text), _spot(rest[1], text))  # type: ignore[call-arg]

    return parse


def parse_move(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """move knight N M"""
    if len(rest) != 3 or lowered[0] != "knight":
        return None
    return MoveKnight(_spot(rest[1], text), _spot(rest[2], text))


def parse_chase(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """chase N HEX [steal PLAYER]"""
    if len(rest) not in (2, 4):
        return None
    victim = None
    if len(rest) == 4:
        if lowered[2] != "steal":
            raise _bad(text, "robber")
        victim = rest[3]
    return ChaseRobber(_spot(rest[0], text), rest[1].upper(), victim)


def parse_relocate(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """relocate N | relocate none"""
    if len(rest) != 1:
        return None
    return RelocateKnight(None if lowered[0] == "none" else _spot(rest[0], text))


def _track(make: type[Action]) -> Parser:
    def parse(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        if len(rest) != 1:
            return None
        if lowered[0] not in TRACKS:
            raise _bad(text, "not_a_track", word=rest[0])
        return make(lowered[0])  # type: ignore[call-arg]

    return parse


def parse_aqueduct(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """aqueduct RESOURCE"""
    if len(rest) != 1:
        return None
    return TakeAqueduct(_resource(rest[0], text))


def parse_return(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """return CARD"""
    if len(rest) != 1:
        return None
    if lowered[0] not in CARD_DECK:
        raise _bad(text, "not_a_progress_card", word=rest[0])
    return ReturnProgress(lowered[0])


#: keyword -> (action class, parser)
NOTATION: dict[str, tuple[type[Action], Parser]] = {
    "wall": (BuildWall, _one_spot(BuildWall)),
    "knight": (BuildKnight, _one_spot(BuildKnight)),
    "activate": (ActivateKnight, _one_spot(ActivateKnight)),
    "promote": (PromoteKnight, _one_spot(PromoteKnight)),
    "move": (MoveKnight, parse_move),
    "displace": (DisplaceKnight, _two_spots(DisplaceKnight)),
    "chase": (ChaseRobber, parse_chase),
    "relocate": (RelocateKnight, parse_relocate),
    "improve": (Improve, _track(Improve)),
    "metropolis": (PlaceMetropolis, _one_spot(PlaceMetropolis)),
    "pillage": (Pillage, _one_spot(Pillage)),
    "aqueduct": (TakeAqueduct, parse_aqueduct),
    "draw": (DrawProgress, _track(DrawProgress)),
    "return": (ReturnProgress, parse_return),
}


_A = TypeVar("_A", bound=Action)
#: Actions the legal lists offer, made once: they are frozen values, so lists share them, and
#: `Game.apply` checks an object's shape only the first time it sees it.
_MADE: dict[tuple[object, ...], Action] = {}
_MADE_KEPT = 8192


def made(cls: type[_A], *fields: object) -> _A:
    """`cls(*fields)`, the same object every time (while the cache holds it)."""
    key = (cls, *fields)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) >= _MADE_KEPT:
            _MADE.clear()
        found = _MADE[key] = cls(*fields)
    return found  # type: ignore[return-value]
