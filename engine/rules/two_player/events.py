"""The events the 2-player variant adds (data only; words/ has their sentences). Registered in
EVENT_TYPES so that an action log read back knows them."""

from __future__ import annotations

from typing import ClassVar

from ...events import EVENT_TYPES, Event
from ...records import record


@record
class SecondRollRepeated(Event):
    """A second roll equal to the first, set aside and rolled again (TP-ROLL-2)."""

    player: str
    dice: tuple[int, ...]
    total: int


@record
class NeutralOwed(Event):
    """The current player must now build a piece for a neutral player (TP-NB-2): `piece` is
    the kind owed ("road", "settlement"; "any" when the table lets the player choose)."""

    player: str
    piece: str


@record
class NeutralLapsed(Event):
    """No neutral player could take the piece owed: the duty lapses (TP-NB-4)."""

    player: str
    piece: str


@record
class TokensEarned(Event):
    """Trade tokens from the supply: `reason` is "desert", "coast", "desert_coast" or
    "knight"; `count` what was taken, `due` what the rule gives (less when the supply ran
    short, TP-PART-3)."""

    player: str
    count: int
    due: int
    reason: str


@record
class TokensSpent(Event):
    """A token action paid: `action` is "trade" or "robber" (TP-TOK-2)."""

    player: str
    count: int
    action: str


@record
class KnightCashed(Event):
    """A played knight card turned in (TP-EARN-1); the player's army is now `knights`."""

    player: str
    knights: int


@record
class CardsDrawn(Event):
    """A forced trade's draw from the opponent: how many, and which (seen by the two)."""

    SECRET: ClassVar[tuple[str, ...]] = ("cards",)

    player: str
    victim: str
    count: int
    cards: tuple[tuple[str, int], ...] | None = None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player, self.victim)


@record
class CardsGivenBack(Event):
    """The forced trade's cards given to the opponent: how many, and which (seen by the two)."""

    SECRET: ClassVar[tuple[str, ...]] = ("cards",)

    player: str
    victim: str
    count: int
    cards: tuple[tuple[str, int], ...] | None = None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player, self.victim)


@record
class KnightRemoved(Event):
    """C&K for two: the player took their own knight of rank `level` off the board for chips
    (TP-CK-CH-3)."""

    player: str
    at: str
    level: int


TWO_PLAYER_EVENTS: tuple[type[Event], ...] = (
    SecondRollRepeated,
    NeutralOwed,
    NeutralLapsed,
    TokensEarned,
    TokensSpent,
    KnightCashed,
    CardsDrawn,
    CardsGivenBack,
    KnightRemoved,
)

EVENT_TYPES.update({cls.__name__: cls for cls in TWO_PLAYER_EVENTS})
