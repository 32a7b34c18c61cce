"""The events C&K adds (data only; words/ has their sentences). Registered in EVENT_TYPES so
that an action log read back knows them."""

from __future__ import annotations

from typing import ClassVar

from ...events import EVENT_TYPES, Event
from ...records import record


@record
class EventDieRolled(Event):
    """The event die of a roll: "ship" or the colour of a gate (trade, politics, science)."""

    player: str
    face: str


@record
class BarbariansAdvanced(Event):
    """The ship moved one space (`position` of `length`)."""

    position: int
    length: int


@record
class BarbariansAttacked(Event):
    """The attack (CK-15): barbarian strength (cities) against Catan's defence (active knights);
    who loses a city (barbarians won) or who is rewarded (Catan won; one player: a Defender
    point, several tied: a progress card each)."""

    strength: int
    defence: int
    barbarians_won: bool
    losers: tuple[str, ...] = ()
    defenders: tuple[str, ...] = ()


@record
class CityPillaged(Event):
    """A city reduced to a settlement (`fallen`: laid on its side, no settlement piece left);
    `wall` when the wall under it was lost."""

    player: str
    at: str
    fallen: bool = False
    wall: bool = False


@record
class DefenderAwarded(Event):
    """A Defender of Catan point (`card`: one of the 6 cards, else a tally point)."""

    player: str
    card: bool = True


@record
class ProgressDrawn(Event):
    """A progress card drawn from a deck; its name is known only to the drawer."""

    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    player: str
    deck: str
    card: str | None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player,)


@record
class ProgressRevealed(Event):
    """A victory point progress card, turned face up when drawn (CK-13.2, CK-T5)."""

    player: str
    card: str


@record
class ProgressReturned(Event):
    """A progress card put under its deck (hand limit, CK-13.4); the card only its owner knows."""

    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    player: str
    deck: str
    card: str | None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player,)


@record
class MustReturnProgress(Event):
    """A player holds more progress cards than the limit and must return some (CK-13.4)."""

    player: str
    count: int


@record
class Improved(Event):
    """A city improvement built: the track and its new level."""

    player: str
    track: str
    level: int


@record
class MetropolisPlaced(Event):
    """A track's metropolis put on a city (`previous`: the player who lost it, if any)."""

    player: str
    track: str
    at: str
    previous: str | None = None


@record
class AqueductTaken(Event):
    """The Aqueduct's resource taken after a roll that gave the player nothing (CK-11.4)."""

    player: str
    resource: str


@record
class KnightActivated(Event):
    """A knight activated (it may act from the next turn on)."""

    player: str
    at: str


@record
class KnightPromoted(Event):
    """A knight promoted to `level`."""

    player: str
    at: str
    level: int


@record
class KnightMoved(Event):
    """A knight moved along its owner's roads."""

    player: str
    start: str
    to: str


@record
class KnightDisplaced(Event):
    """A knight moved onto a weaker knight of `victim`, who must relocate it."""

    player: str
    start: str
    to: str
    victim: str


@record
class KnightRelocated(Event):
    """A displaced knight put back on the board (`to`), or returned to supply (None)."""

    player: str
    start: str
    to: str | None


@record
class KnightChased(Event):
    """A knight chased the robber (the move and the steal follow)."""

    player: str
    at: str


@record
class ProgressPlayed(Event):
    """A progress card played (it goes under its deck, CK-13.5); its effect's events follow."""

    player: str
    card: str


@record
class TokensSwapped(Event):
    """Inventor: the number tokens of two hexes swapped (`numbers`: what each hex now shows)."""

    player: str
    hexes: tuple[str, ...]
    numbers: tuple[int, ...]


@record
class BonusTaken(Event):
    """Irrigation or Mining: cards of one resource from the bank (`hexes`: how many hexes)."""

    player: str
    resource: str
    count: int
    hexes: int


@record
class MerchantPlaced(Event):
    """The merchant put on a hex (CK-14); `previous` lost its control (None: nobody)."""

    player: str
    hex: str
    previous: str | None = None


@record
class FleetNamed(Event):
    """Merchant Fleet: the card kind traded 2:1 with the bank until the end of the turn."""

    player: str
    resource: str


@record
class MonopolyTaken(Event):
    """Resource or Trade Monopoly: what each opponent gave (public, as the base Monopoly)."""

    player: str
    resource: str
    taken: tuple[tuple[str, int], ...]


@record
class HarborTraded(Event):
    """Commercial Harbor: `player` gave `partner` one resource for one commodity of the
    partner's choice; `commodity` None when the partner had none (the trade is void)."""

    player: str
    partner: str
    resource: str
    commodity: str | None


@record
class HarborOffered(Event):
    """Commercial Harbor: `player` offers `partner` a resource; the partner chooses a commodity."""

    player: str
    partner: str
    resource: str


@record
class CardsTaken(Event):
    """Master Merchant: cards taken from a richer player's hand; the cards are known only to
    the two of them."""

    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    player: str
    victim: str
    count: int
    cards: tuple[tuple[str, int], ...] | None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player, self.victim)


CK_EVENTS: tuple[type[Event], ...] = (
    EventDieRolled,
    BarbariansAdvanced,
    BarbariansAttacked,
    CityPillaged,
    DefenderAwarded,
    ProgressDrawn,
    ProgressRevealed,
    ProgressReturned,
    MustReturnProgress,
    Improved,
    MetropolisPlaced,
    AqueductTaken,
    KnightActivated,
    KnightPromoted,
    KnightMoved,
    KnightDisplaced,
    KnightRelocated,
    KnightChased,
    ProgressPlayed,
    TokensSwapped,
    BonusTaken,
    MerchantPlaced,
    FleetNamed,
    MonopolyTaken,
    HarborTraded,
    HarborOffered,
    CardsTaken,
)

EVENT_TYPES.update({cls.__name__: cls for cls in CK_EVENTS})


# ----- the politics deck and the dirty-trick variant ---------------------------------------------


@record
class KnightDeserted(Event):
    """Deserter: `player` removed his knight at `at` (level `level`) from the board."""

    player: str
    at: str
    level: int


@record
class DeserterPlaced(Event):
    """Deserter: the card's player placed a knight of `level` at `at` for free, in the removed
    knight's state (`at` None: he placed none)."""

    player: str
    at: str | None
    level: int = 0
    active: bool = False


@record
class RoadRemoved(Event):
    """Diplomat: `player` removed `owner`'s open road on `path` (it returns to its owner's
    supply unless the owner, being the player, places it again)."""

    player: str
    owner: str
    path: str


@record
class KnightIntrigued(Event):
    """Intrigue: `player` drove `victim`'s knight away from `at` (its owner relocates it)."""

    player: str
    victim: str
    at: str


@record
class CitySabotaged(Event):
    """Saboteur, first edition: `victim`'s city at `at` produces like a settlement until
    repaired."""

    player: str
    victim: str
    at: str


@record
class CityRepaired(Event):
    """A sabotaged city repaired (1 lumber + 1 ore): it produces as a city again."""

    player: str
    at: str


@record
class MustGiveUpHalf(Event):
    """Saboteur, later edition: each listed player discards this many cards."""

    player: str
    owed: tuple[tuple[str, int], ...]


@record
class ProgressTaken(Event):
    """Spy: `player` took a progress card from `victim`; the card is known only to the two."""

    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    player: str
    victim: str
    card: str | None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player, self.victim)


@record
class WeddingGifts(Event):
    """Wedding: how many cards each richer player must give the card's player."""

    player: str
    owed: tuple[tuple[str, int], ...]


@record
class CardsGiven(Event):
    """Wedding: a gift of cards chosen by the giver; the cards are known only to the two."""

    SECRET: ClassVar[tuple[str, ...]] = ("cards",)
    player: str
    to: str
    count: int
    cards: tuple[tuple[str, int], ...] | None

    def secret_to(self) -> tuple[str, ...]:
        return (self.player, self.to)


@record
class KnightsCommitted(Event):
    """Dirty trick (CK-17): the knights a player sends against the barbarians, public."""

    player: str
    at: tuple[str, ...]
    strength: int


POLITICS_EVENTS: tuple[type[Event], ...] = (
    KnightDeserted,
    DeserterPlaced,
    RoadRemoved,
    KnightIntrigued,
    CitySabotaged,
    CityRepaired,
    MustGiveUpHalf,
    ProgressTaken,
    WeddingGifts,
    CardsGiven,
    KnightsCommitted,
)

EVENT_TYPES.update({cls.__name__: cls for cls in POLITICS_EVENTS})
