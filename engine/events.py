"""What happened, as data: the catalogue outside the engine (words/) turns an event's dict
form into a sentence, so a live event and one read back from the action log are worded alike.

A few events carry a secret (the card stolen, the development card bought): `to_dict(viewer)`
shows it only to the players in `secret_to`; everyone else sees None in its place.
"""

from __future__ import annotations

from .records import field, record
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any, ClassVar


class Event:
    """Base of every event; subclasses are frozen dataclasses (`record`)."""

    __slots__ = ()
    # Declared for type checkers only: an annotation naming `ClassVar` at run time would leave
    # `typing.get_type_hints` of every event unreadable (`typing` is not imported, see
    # engine/type_checking.py); subclasses assign SECRET without annotating it.
    if TYPE_CHECKING:  # every subclass is a dataclass
        __dataclass_fields__: ClassVar[dict[str, Any]]
        __match_args__: ClassVar[tuple[str, ...]]
        SECRET: ClassVar[tuple[str, ...]]

    SECRET = ()

    @property
    def kind(self) -> str:
        """The event's type name, e.g. 'Rolled'."""
        return type(self).__name__

    def secret_to(self) -> tuple[str, ...]:
        """Players who may see the secret fields (empty: the event has no secret)."""
        return ()

    def visible_to(self, viewer: str | None) -> bool:
        """Whether this viewer sees the secret part."""
        return viewer is not None and viewer in self.secret_to()

    def to_dict(self, viewer: str | None = None) -> dict[str, Any]:
        """The event as that viewer may see it (None: the public)."""
        out: dict[str, Any] = {"type": self.kind}
        show = self.visible_to(viewer)
        for name in self.__match_args__:  # the fields in order (not `fields()`: see records.py)
            value = getattr(self, name)
            if name in self.SECRET and not show:
                value = None
            out[name] = _jsonable(value)
        return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        if value and all(
            isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str) and isinstance(x[1], int)
            for x in value
        ):
            return dict(value)
        return [_jsonable(x) for x in value]
    if isinstance(value, list):
        return [_jsonable(x) for x in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


@record
class StartingPlayer(Event):
    """Who begins, after the start roll (ties re-rolled)."""

    player: str
    rolls: tuple[tuple[str, int], ...] = ()


@record
class Built(Event):
    """A road, settlement or city was placed (free: during set-up or from Road Building)."""

    player: str
    piece: str
    at: str
    free: bool = False


@record
class SetupResources(Event):
    """Cards from the second set-up settlement."""

    player: str
    cards: tuple[tuple[str, int], ...]


@record
class Rolled(Event):
    """The production roll."""

    player: str
    dice: tuple[int, int]
    total: int


@record
class Produced(Event):
    """Cards paid out for a roll; `shortage` names resources the bank could not pay."""

    gains: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]
    shortage: tuple[str, ...] = ()
    blocked: tuple[str, ...] = ()

    def to_dict(self, viewer: str | None = None) -> dict[str, Any]:
        return {
            "type": self.kind,
            "gains": {p: dict(c) for p, c in self.gains},
            "shortage": list(self.shortage),
            "blocked": list(self.blocked),
        }


@record
class MustDiscard(Event):
    """Players holding more than 7 cards after a 7, with how many they give back."""

    owed: tuple[tuple[str, int], ...]

    def to_dict(self, viewer: str | None = None) -> dict[str, Any]:
        return {"type": self.kind, "owed": dict(self.owed)}


@record
class Discarded(Event):
    """Cards given back after a 7 (public, B-14)."""

    player: str
    cards: tuple[tuple[str, int], ...]


@record
class RobberMoved(Event):
    """The robber's new hex."""

    player: str
    hex: str


@record
class Stole(Event):
    """A steal; the card is known only to thief and victim (None when the victim had none)."""

    SECRET = ("card",)
    thief: str
    victim: str
    card: str | None
    took: bool = True

    def secret_to(self) -> tuple[str, ...]:
        return (self.thief, self.victim)


@record
class BoughtDevelopment(Event):
    """A development card bought; its kind is known only to the buyer."""

    SECRET = ("card",)
    player: str
    card: str | None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player,)


@record
class PlayedDevelopment(Event):
    """A knight or progress card played."""

    player: str
    card: str


@record
class YearOfPlenty(Event):
    """Cards taken with Year of Plenty."""

    player: str
    cards: tuple[tuple[str, int], ...]


@record
class Monopoly(Event):
    """Cards taken with Monopoly (public: the resource and the amounts, B-14)."""

    player: str
    resource: str
    taken: tuple[tuple[str, int], ...]

    def to_dict(self, viewer: str | None = None) -> dict[str, Any]:
        return {
            "type": self.kind,
            "player": self.player,
            "resource": self.resource,
            "taken": dict(self.taken),
        }


@record
class RevealedVictoryPoint(Event):
    """A victory point card turned face up."""

    player: str


@record
class TradeOffered(Event):
    """An offer from the current player (`to` empty: to everyone)."""

    player: str
    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]
    to: tuple[str, ...]


@record
class TradeAnswered(Event):
    """A player accepted or declined the open offer."""

    player: str
    accepted: bool


@record
class TradeCompleted(Event):
    """Cards exchanged between the current player and a partner."""

    player: str
    partner: str
    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]


@record
class TradeCancelled(Event):
    """The open offer is closed without a trade."""

    player: str
    reason: str = "withdrawn"


@record
class MaritimeTraded(Event):
    """A trade with the bank."""

    player: str
    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]


@record
class LongestRoadMoved(Event):
    """The Longest Road card changed hands (None: set aside); `card` names it as the rule set
    does (Seafarers: `longest_trade_route`)."""

    previous: str | None
    holder: str | None
    length: int
    card: str = "longest_road"


@record
class LargestArmyMoved(Event):
    """The Largest Army card changed hands (None: set aside)."""

    previous: str | None
    holder: str | None
    knights: int


@record
class TurnEnded(Event):
    """A player passed the dice."""

    player: str


@record
class TurnStarted(Event):
    """A new turn begins."""

    player: str
    turn: int


@record
class GameWon(Event):
    """The end: the winner and everyone's final points, hidden cards included; `revealed`:
    how many victory point cards each player had kept hidden until the end."""

    player: str
    scores: tuple[tuple[str, int], ...] = field(default=())
    revealed: tuple[tuple[str, int], ...] = field(default=())

    def to_dict(self, viewer: str | None = None) -> dict[str, Any]:
        return {
            "type": self.kind,
            "player": self.player,
            "scores": dict(self.scores),
            "revealed": dict(self.revealed),
        }


EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls
    for cls in (
        StartingPlayer,
        Built,
        SetupResources,
        Rolled,
        Produced,
        MustDiscard,
        Discarded,
        RobberMoved,
        Stole,
        BoughtDevelopment,
        PlayedDevelopment,
        YearOfPlenty,
        Monopoly,
        RevealedVictoryPoint,
        TradeOffered,
        TradeAnswered,
        TradeCompleted,
        TradeCancelled,
        MaritimeTraded,
        LongestRoadMoved,
        LargestArmyMoved,
        TurnEnded,
        TurnStarted,
        GameWon,
    )
}


__all__ = ["EVENT_TYPES", "Event"]
