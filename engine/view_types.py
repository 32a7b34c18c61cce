"""The shapes of a view (docs/engine-api.md): `GameView` and the records it holds, as TypedDicts,
so that every reader above the engine is checked against what the view carries. Keys spelt as
Python words (`from`) use the functional TypedDict form.

engine/view.py makes these dicts. This module is apart from it because the engine itself needs
the shapes only in annotations: a process that plays games never imports it (nor `typing`);
`engine.GameView` and the other names import it on first use.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules.cities_knights.view import CitiesKnightsView, ProgressCardView
    from .rules.five_six.view import SpecialBuildView
    from .rules.two_player.view import TwoPlayerView


class HexView(TypedDict):
    """A land hex: letter, axial position, centre (hex units), terrain, resource, number."""

    id: str
    q: int
    r: int
    x: float
    y: float
    terrain: str
    resource: str | None
    number: int | None


class SeaView(TypedDict):
    """A sea hex: axial position and centre."""

    q: int
    r: int
    x: float
    y: float


class HarborView(TypedDict):
    """A harbor: kind ('generic' or a resource), rate, the land hex and side it lies on, the
    two intersections it serves, and the sea hex it is drawn on."""

    kind: str
    rate: int
    hex: str
    side: str
    intersections: list[int]
    sea: SeaView


class IntersectionView(TypedDict):
    """An intersection: its number, position and the land hexes around it."""

    id: int
    x: float
    y: float
    hexes: list[str]


class PathView(TypedDict):
    """A path ('12-17') between intersections a and b."""

    id: str
    a: int
    b: int


class BoardView(TypedDict):
    """The map: fixed for the whole game."""

    hexes: list[HexView]
    sea: list[SeaView]
    harbors: list[HarborView]
    intersections: list[IntersectionView]
    paths: list[PathView]


class PiecesView(TypedDict):
    """Pieces a player still has in supply."""

    road: int
    settlement: int
    city: int


class PlayerView(TypedDict):
    """What everyone sees of a player."""

    id: str
    seat: int
    vp: int
    resources: int
    development: int
    knights: int
    revealed_vp: int
    road_length: int
    longest_road: bool
    largest_army: bool
    pieces: PiecesView


class BuildingView(TypedDict):
    """A settlement or city on an intersection."""

    intersection: int
    kind: str
    owner: str


class RoadView(TypedDict):
    """A road on a path."""

    path: str
    owner: str


#: The open offer of the current player: cards given and asked ({resource: n}, zeros included),
#: to whom, and the answers so far.
OfferView = TypedDict(
    "OfferView",
    {
        "from": str,
        "give": dict[str, int],
        "get": dict[str, int],
        "to": list[str],
        "accepted": list[str],
        "declined": list[str],
    },
)

#: A proposal made to the current player by another (cards from the proposer's side).
CounterOfferView = TypedDict(
    "CounterOfferView", {"from": str, "give": dict[str, int], "get": dict[str, int]}
)


class DevelopmentCardView(TypedDict):
    """One of a player's own development cards, and whether it may be played now."""

    card: str
    playable: bool


class OwnView(TypedDict):
    """A player's own secrets: hand, development cards, points with hidden ones, trade rates."""

    id: str
    hand: dict[str, int]
    development: list[DevelopmentCardView]
    victory_points: int
    rates: dict[str, int]
    #: Cities & Knights: one's progress cards in hand.
    progress: NotRequired[list[ProgressCardView]]


class GameView(TypedDict):
    """The whole view: public state, plus `you` for a seated player (None for the public)."""

    rules: str
    preset: str
    vp_to_win: int
    board: BoardView
    robber: str
    buildings: list[BuildingView]
    open_intersections: list[int]
    roads: list[RoadView]
    players: list[PlayerView]
    current: str | None
    turn: int
    phase: str
    setup_round: int | None
    awaiting: list[str]
    last_roll: list[int] | None
    dev_played_this_turn: bool
    bank: dict[str, int]
    development_deck: int
    longest_road: str | None
    largest_army: str | None
    trade: OfferView | None
    counter_offers: list[CounterOfferView]
    discards: dict[str, int]
    free_roads: int
    winner: str | None
    you: OwnView | None
    #: Cities & Knights: barbarians, knights, walls, metropolises, improvements, progress cards.
    cities_knights: NotRequired[CitiesKnightsView]
    #: The 2-player variant: neutral players, trade tokens, the turn's rolls, what is owed.
    two_player: NotRequired[TwoPlayerView]
    #: The 5–6 extension: the special building phase under way (None between phases).
    special_build: NotRequired[SpecialBuildView | None]
