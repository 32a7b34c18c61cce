"""What happened, in the players' own terms. The bot turns events into messages.

A few events carry a secret (the card stolen, the development card bought): `to_dict(viewer)` and
`describe(viewer)` show it only to the players in `secret_to`; everyone else sees None / a
sentence without it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from .resources import describe_cards, describe_vector

Names = Mapping[str, str] | None


def _n(names: Names, player: str | None) -> str:
    if player is None:
        return "nobody"
    return names.get(player, player) if names else player


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event."""

    SECRET: ClassVar[tuple[str, ...]] = ()

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
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in self.SECRET and not show:
                value = None
            out[f.name] = _jsonable(value)
        return out

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        """One English line about the event for that viewer."""
        return self.kind


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


@dataclass(frozen=True, slots=True)
class StartingPlayer(Event):
    """Who begins, after the start roll (ties re-rolled)."""

    player: str
    rolls: tuple[tuple[str, int], ...] = ()

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        if not self.rolls:
            return f"{_n(names, self.player)} places first."
        rolled = ", ".join(f"{_n(names, p)} {n}" for p, n in self.rolls)
        return f"Start roll: {rolled}. {_n(names, self.player)} rolled highest and places first."


@dataclass(frozen=True, slots=True)
class Built(Event):
    """A road, settlement or city was placed (free: during set-up or from Road Building)."""

    player: str
    piece: str
    at: str
    free: bool = False

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        where = f"on {self.at}" if self.piece == "road" else f"at {self.at}"
        return f"{_n(names, self.player)} built a {self.piece} {where}."


@dataclass(frozen=True, slots=True)
class SetupResources(Event):
    """Cards from the second set-up settlement."""

    player: str
    cards: tuple[tuple[str, int], ...]

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} takes {describe_cards(self.cards)}."


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    """The production roll."""

    player: str
    dice: tuple[int, int]
    total: int

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} rolled {self.total} ({self.dice[0]}+{self.dice[1]})."


@dataclass(frozen=True, slots=True)
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

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        parts = [f"{_n(names, p)} gets {describe_cards(c)}" for p, c in self.gains]
        text = "; ".join(parts) + "." if parts else "Nobody produces anything."
        if self.shortage:
            text += f" The bank is short of {', '.join(self.shortage)}: none paid."
        return text


@dataclass(frozen=True, slots=True)
class MustDiscard(Event):
    """Players holding more than 7 cards after a 7, with how many they give back."""

    owed: tuple[tuple[str, int], ...]

    def to_dict(self, viewer: str | None = None) -> dict[str, Any]:
        return {"type": self.kind, "owed": dict(self.owed)}

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        parts = [f"{_n(names, p)} ({n})" for p, n in self.owed]
        return "Discard half your cards: " + ", ".join(parts) + "."


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """Cards given back after a 7 (public, rules/base.md §14)."""

    player: str
    cards: tuple[tuple[str, int], ...]

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} discarded {describe_cards(self.cards)}."


@dataclass(frozen=True, slots=True)
class RobberMoved(Event):
    """The robber's new hex."""

    player: str
    hex: str

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} moved the robber to {self.hex}."


@dataclass(frozen=True, slots=True)
class Stole(Event):
    """A steal; the card is known only to thief and victim (None when the victim had none)."""

    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    thief: str
    victim: str
    card: str | None
    took: bool = True

    def secret_to(self) -> tuple[str, ...]:
        return (self.thief, self.victim)

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        t, v = _n(names, self.thief), _n(names, self.victim)
        if not self.took:
            return f"{t} robbed {v}, who had no cards."
        if self.visible_to(viewer):
            return f"{t} stole 1 {self.card} from {v}."
        return f"{t} stole a card from {v}."


@dataclass(frozen=True, slots=True)
class BoughtDevelopment(Event):
    """A development card bought; its kind is known only to the buyer."""

    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    player: str
    card: str | None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player,)

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        if self.visible_to(viewer):
            return f"You bought a {self.card.replace('_', ' ') if self.card else 'card'} card."
        return f"{_n(names, self.player)} bought a development card."


@dataclass(frozen=True, slots=True)
class PlayedDevelopment(Event):
    """A knight or progress card played."""

    player: str
    card: str

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} played {self.card.replace('_', ' ')}."


@dataclass(frozen=True, slots=True)
class YearOfPlenty(Event):
    """Cards taken with Year of Plenty."""

    player: str
    cards: tuple[tuple[str, int], ...]

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} took {describe_cards(self.cards)} from the bank."


@dataclass(frozen=True, slots=True)
class Monopoly(Event):
    """Cards taken with Monopoly (public: the resource and the amounts, §14)."""

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

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        total = sum(n for _, n in self.taken)
        return f"{_n(names, self.player)} took every {self.resource}: {total} card(s)."


@dataclass(frozen=True, slots=True)
class RevealedVictoryPoint(Event):
    """A victory point card turned face up."""

    player: str

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} revealed a victory point card."


@dataclass(frozen=True, slots=True)
class TradeOffered(Event):
    """An offer from the current player (`to` empty: to everyone)."""

    player: str
    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]
    to: tuple[str, ...]

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        whom = ", ".join(_n(names, p) for p in self.to)
        return (
            f"{_n(names, self.player)} offers {describe_cards(self.give)} for "
            f"{describe_cards(self.get)} to {whom}."
        )


@dataclass(frozen=True, slots=True)
class TradeAnswered(Event):
    """A player accepted or declined the open offer."""

    player: str
    accepted: bool

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} {'accepts' if self.accepted else 'declines'} the offer."


@dataclass(frozen=True, slots=True)
class TradeCompleted(Event):
    """Cards exchanged between the current player and a partner."""

    player: str
    partner: str
    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return (
            f"{_n(names, self.player)} traded {describe_cards(self.give)} to "
            f"{_n(names, self.partner)} for {describe_cards(self.get)}."
        )


@dataclass(frozen=True, slots=True)
class TradeCancelled(Event):
    """The open offer is closed without a trade."""

    player: str
    reason: str = "withdrawn"

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)}'s offer is closed ({self.reason})."


@dataclass(frozen=True, slots=True)
class MaritimeTraded(Event):
    """A trade with the bank."""

    player: str
    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return (
            f"{_n(names, self.player)} traded {describe_cards(self.give)} with the bank for "
            f"{describe_cards(self.get)}."
        )


@dataclass(frozen=True, slots=True)
class LongestRoadMoved(Event):
    """The Longest Road card changed hands (None: set aside)."""

    previous: str | None
    holder: str | None
    length: int

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        if self.holder is None:
            return f"The Longest Road card is set aside (was {_n(names, self.previous)}'s)."
        return f"{_n(names, self.holder)} takes the Longest Road ({self.length} roads)."


@dataclass(frozen=True, slots=True)
class LargestArmyMoved(Event):
    """The Largest Army card changed hands (None: set aside)."""

    previous: str | None
    holder: str | None
    knights: int

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        if self.holder is None:
            return f"The Largest Army card is set aside (was {_n(names, self.previous)}'s)."
        return f"{_n(names, self.holder)} takes the Largest Army ({self.knights} knights)."


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """A player passed the dice."""

    player: str

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"{_n(names, self.player)} ended their turn."


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """A new turn begins."""

    player: str
    turn: int

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        return f"Turn {self.turn}: {_n(names, self.player)} to play."


@dataclass(frozen=True, slots=True)
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

    def describe(self, viewer: str | None = None, names: Names = None) -> str:
        table = ", ".join(f"{_n(names, p)} {s}" for p, s in self.scores)
        return f"{_n(names, self.player)} wins! Final points: {table}."


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

__all__ = ["EVENT_TYPES", "Event", "describe_vector"]
