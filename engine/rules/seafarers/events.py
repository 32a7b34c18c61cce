"""The events Seafarers adds (data only; words/ has their sentences). Registered in EVENT_TYPES so
that an action log read back knows them. A ship placed is the base game's `Built` with the piece
"ship"."""

from __future__ import annotations

from dataclasses import dataclass

from ...events import EVENT_TYPES, Event


@dataclass(frozen=True, slots=True)
class ShipMoved(Event):
    """A ship moved from one path to another (SF-5.2)."""

    player: str
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class PirateMoved(Event):
    """The pirate's new sea hex (SF-7)."""

    player: str
    hex: str


@dataclass(frozen=True, slots=True)
class PirateChased(Event):
    """With Cities & Knights: a knight on a corner of the pirate's hex chased it (the pirate's
    move and steal follow; CK-18.8)."""

    player: str
    at: str


@dataclass(frozen=True, slots=True)
class GoldOwed(Event):
    """Players who take resources of their choice, and how many each (SF-8, SF-10)."""

    owed: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class GoldTaken(Event):
    """The resources a player chose for gold."""

    player: str
    cards: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class FogRevealed(Event):
    """A fog slot discovered: its terrain and number; the discoverer's reward card, if any
    (SF-10; gold is chosen afterwards)."""

    player: str
    hex: str
    terrain: str
    number: int | None
    reward: str | None = None


@dataclass(frozen=True, slots=True)
class IslandReached(Event):
    """A player's first settlement on a foreign island or area: its special victory points
    (SF-9)."""

    player: str
    area: str
    points: int


@dataclass(frozen=True, slots=True)
class TokenPlaced(Event):
    """Greater Catan: a number token put on a reached small-island hex, from the supply or taken
    from a main-island hex (`source`) (SF-13.7)."""

    player: str
    hex: str
    number: int
    source: str | None = None


@dataclass(frozen=True, slots=True)
class HarbormasterMoved(Event):
    """The Harbormaster title changed hands (None: the bank) (SF-13.8)."""

    previous: str | None
    holder: str | None
    points: int


for _cls in (
    ShipMoved,
    PirateMoved,
    PirateChased,
    GoldOwed,
    GoldTaken,
    FogRevealed,
    IslandReached,
    TokenPlaced,
    HarbormasterMoved,
):
    EVENT_TYPES[_cls.__name__] = _cls
