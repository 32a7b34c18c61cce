"""The actions Seafarers adds, with their notation (docs/players.md, "Action notation"):

    build ship A-B              move ship A-B C-D           pirate HEX [steal PLAYER]
    gold RESOURCE [RESOURCE ...]                            token HEX

`build` and `move` keep the meanings earlier modules give them (`build road 12-17`, C&K's
`move knight N M`): the parsers here read their own words and hand anything else on.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...actions import Action, Parser, _bad, _int, _resource
from ...resources import INDEX


@dataclass(frozen=True, slots=True)
class BuildShip(Action):
    """A ship on a sea or coastal path (SF-4)."""

    path: tuple[int, int]

    def __str__(self) -> str:
        return f"build ship {self.path[0]}-{self.path[1]}"


@dataclass(frozen=True, slots=True)
class MoveShip(Action):
    """Move one's foremost ship from one path to another (SF-5.2)."""

    source: tuple[int, int]
    target: tuple[int, int]

    def __str__(self) -> str:
        a, b = self.source
        c, d = self.target
        return f"move ship {a}-{b} {c}-{d}"


@dataclass(frozen=True, slots=True)
class MovePirate(Action):
    """Move the pirate to a sea hex and, when a ship owner there can be robbed, name him (SF-7)."""

    hex: str
    victim: str | None = None

    def __str__(self) -> str:
        return f"pirate {self.hex}" + (f" steal {self.victim}" if self.victim else "")


@dataclass(frozen=True, slots=True)
class ChooseGold(Action):
    """The resources a player takes for gold (SF-8, SF-10), in resource order."""

    resources: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(("gold", *self.resources))


@dataclass(frozen=True, slots=True)
class TakeToken(Action):
    """Greater Catan: the main-island hex whose number token moves to the reached hex (SF-13.7)."""

    hex: str

    def __str__(self) -> str:
        return f"token {self.hex}"


def _path(word: str, text: str) -> tuple[int, int]:
    ends = word.split("-")
    if len(ends) != 2:
        raise _bad(text, "path")
    a, b = (_int(x, text, "not_a_spot") for x in ends)
    return (min(a, b), max(a, b))


def build_parser(previous: Parser | None) -> Parser:
    """`build ship A-B`, and every other `build` as the earlier modules read it."""

    def parse(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        if len(rest) == 2 and lowered[0] == "ship":
            return BuildShip(_path(lowered[1], text))
        return previous(text, rest, lowered) if previous is not None else None

    return parse


def move_parser(previous: Parser | None) -> Parser:
    """`move ship A-B C-D`, and every other `move` as the earlier modules read it."""

    def parse(text: str, rest: list[str], lowered: list[str]) -> Action | None:
        if lowered[:1] == ["ship"]:
            if len(rest) != 3:
                raise _bad(text, "move_ship")
            return MoveShip(_path(lowered[1], text), _path(lowered[2], text))
        return previous(text, rest, lowered) if previous is not None else None

    return parse


def parse_pirate(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """pirate HEX [steal PLAYER]"""
    if len(rest) in (1, 3):
        victim = None
        if len(rest) == 3:
            if lowered[1] != "steal":
                raise _bad(text, "robber")
            victim = rest[2]
        return MovePirate(rest[0].upper(), victim)
    return None


def parse_gold(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """gold RESOURCE [RESOURCE ...]"""
    if not rest:
        return None
    picked = [_resource(w, text) for w in lowered]
    return ChooseGold(tuple(sorted(picked, key=INDEX.__getitem__)))


def parse_token(text: str, rest: list[str], lowered: list[str]) -> Action | None:
    """token HEX"""
    if len(rest) == 1:
        return TakeToken(rest[0].upper())
    return None
