"""The engine's view dict (docs/engine-api.md) read for drawing.

The board is read once per map into records with float positions and lookups by id (cached by
its content); pieces and players stay the engine's own typed dicts. Only what the view says is
read here; nothing is inferred from the rules.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from engine import BoardView, BuildingView, GameView, OfferView, PlayerView, RoadView

from .cache import LruCache
from .palette import NEUTRAL_SEAT


@dataclass(frozen=True)
class HexTile:
    """A land hex: its letter, position (hex units) and what it produces."""

    id: str
    x: float
    y: float
    terrain: str
    resource: str | None
    number: int | None


@dataclass(frozen=True)
class SeaTile:
    """A sea hex around (or later inside) the land."""

    x: float
    y: float


@dataclass(frozen=True)
class Harbor:
    """A harbor: its kind ('generic' or a resource), rate, and the two intersections it serves."""

    kind: str
    rate: int
    hex: str
    intersections: tuple[int, int]
    sea: SeaTile


@dataclass(frozen=True)
class Intersection:
    """A corner where settlements and cities stand. `open_sea`: only sea around it (Seafarers'
    open water), so its id is shown only where a ship ends or a spot is marked."""

    id: int
    x: float
    y: float
    open_sea: bool = False


@dataclass(frozen=True)
class Path:
    """An edge between two intersections, where roads run."""

    id: str
    a: int
    b: int


@dataclass(frozen=True)
class Board:
    """The fixed part of a game: the map. `key` identifies its content."""

    key: str
    hexes: tuple[HexTile, ...]
    sea: tuple[SeaTile, ...]
    harbors: tuple[Harbor, ...]
    intersections: Mapping[int, Intersection]
    paths: Mapping[str, Path]
    #: Lettered sea hexes (Seafarers: where the pirate may stand), drawn as sea.
    sea_hexes: tuple[HexTile, ...] = ()

    def hex(self, hex_id: str) -> HexTile:
        """The hex with letter `hex_id` (land, fog or lettered sea)."""
        for tile in self.hexes + self.sea_hexes:
            if tile.id == hex_id:
                return tile
        raise ValueError(f"the board has no hex {hex_id!r}")

    @property
    def open_sea(self) -> frozenset[int]:
        """The intersections with only sea around them."""
        return frozenset(i for i, spot in self.intersections.items() if spot.open_sea)


@dataclass(frozen=True)
class Knight:
    """A Cities & Knights knight on an intersection: level 1-3, active or not."""

    intersection: int
    owner: str
    level: int
    active: bool


@dataclass(frozen=True)
class Metropolis:
    """A metropolis: the city it stands on and its track (trade, politics, science)."""

    track: str
    intersection: int
    owner: str


@dataclass(frozen=True)
class CitiesKnightsPlayer:
    """One seat's Cities & Knights counts: improvement levels per track, progress cards held,
    Defender points, and knights (per level) and walls in supply."""

    improvements: Mapping[str, int]
    progress: int
    defender: int
    knights_supply: Mapping[str, int]
    walls_supply: int
    #: Victory point cards laid face up (Printer, Constitution), by code.
    progress_vp: tuple[str, ...] = ()


@dataclass(frozen=True)
class Merchant:
    """The merchant (rules CK-14): the hex it stands on and the player controlling it."""

    hex: str
    owner: str


@dataclass(frozen=True)
class TurnEffects:
    """The current player's progress card effects lasting until the end of the turn: Crane
    discounts left, the card kinds Merchant Fleet trades 2:1, Commercial Harbor in play."""

    crane: int = 0
    fleet: tuple[str, ...] = ()
    harbor: bool = False


@dataclass(frozen=True)
class CitiesKnights:
    """The view's "cities_knights" section, typed (docs/engine-api.md)."""

    position: int
    length: int
    strength: int
    defence: int
    robber_active: bool
    event: str | None
    knights: tuple[Knight, ...]
    walls: frozenset[int]
    metropolises: tuple[Metropolis, ...]
    fallen: frozenset[int]
    decks: Mapping[str, int]
    defender_left: int
    players: Mapping[str, CitiesKnightsPlayer] = field(default_factory=dict)
    merchant: Merchant | None = None
    #: Cities turned by the first edition's Saboteur: they produce like settlements.
    sabotaged: frozenset[int] = frozenset()
    effects: TurnEffects = TurnEffects()

    def player(self, player_id: str) -> CitiesKnightsPlayer:
        """The counts of `player_id` (all zero when the view has none)."""
        return self.players.get(player_id) or CitiesKnightsPlayer({}, 0, 0, {}, 0)


@dataclass(frozen=True)
class Neutral:
    """A neutral player of the 2-player variant: id, number (1, 2), road length, whether it
    holds Longest Road, and its roads and settlements still in supply."""

    id: str
    number: int
    road_length: int
    longest_road: bool
    roads: int
    settlements: int


@dataclass(frozen=True)
class TwoPlayer:
    """The view's "two_player" section, typed (docs/engine-api.md): the neutral players, trade
    tokens per player and in the supply, the neutral piece owed now, cards owed back after a
    forced trade, and the rolls made this turn."""

    neutrals: tuple[Neutral, ...]
    tokens: Mapping[str, int]
    supply: int
    neutral_owed: str | None
    give_back: int
    rolls: int = 0


@dataclass(frozen=True)
class Ship:
    """A Seafarers ship on a path."""

    path: str
    owner: str


@dataclass(frozen=True)
class Seafarers:
    """The view's "seafarers" section, typed (docs/engine-api.md): the scenario, ships, the
    pirate's hex, special points per player, the Harbormaster, what is left of the fog and the
    token supply, and the choice awaited (kind, player, count or hex)."""

    scenario: str
    ships: tuple[Ship, ...]
    pirate: str | None
    ships_left: Mapping[str, int]
    island_points: Mapping[str, int]
    harbor_points: Mapping[str, int] | None
    harbormaster: str | None
    fog_left: int
    supply_left: int
    choice: Mapping[str, Any] | None
    #: The island (or area) of each land hex in sight, by letter; each player's home islands
    #: and those they have settled since; what a new island pays (0: nothing).
    areas: Mapping[str, str] = field(default_factory=dict)
    home: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    islands_reached: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    island_bonus: int = 0


@dataclass(frozen=True)
class PublicView:
    """The public view of a game, typed."""

    rules: str
    vp_to_win: int
    board: Board
    robber: str | None
    buildings: tuple[BuildingView, ...]
    roads: tuple[RoadView, ...]
    players: tuple[PlayerView, ...]
    current: str | None
    turn: int
    phase: str
    setup_round: int | None
    awaiting: tuple[str, ...]
    last_roll: tuple[int, ...] | None
    bank: Mapping[str, int]
    development_deck: int
    longest_road: str | None
    largest_army: str | None
    discards: Mapping[str, int]
    free_roads: int
    winner: str | None
    trade: OfferView | None
    cities_knights: CitiesKnights | None = None
    two_player: TwoPlayer | None = None
    seafarers: Seafarers | None = None

    def piece_seats(self) -> dict[str, int]:
        """Every owner of pieces on the board and the seat index of its look: the players',
        and the neutral players' (palette.NEUTRAL_SEAT on)."""
        seats = {p["id"]: p["seat"] for p in self.players}
        if self.two_player is not None:
            for n in self.two_player.neutrals:
                seats[n.id] = NEUTRAL_SEAT + n.number - 1
        return seats

    def player(self, player_id: str) -> PlayerView:
        """The seat of `player_id`."""
        for p in self.players:
            if p["id"] == player_id:
                return p
        raise ValueError(f"no player {player_id!r} in this game")

    def seat_of(self, player_id: str) -> int:
        """The seat index of `player_id` (its colour and mark)."""
        return self.player(player_id)["seat"]


#: The terrain of a lettered sea hex in the view (Seafarers).
SEA_TERRAIN = "sea"

_boards: LruCache[str, Board] = LruCache(32)


def board_key(board: BoardView) -> str:
    """A digest of the board's content: equal maps share one key."""
    text = json.dumps(board, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def _board(data: BoardView) -> Board:
    key = board_key(data)
    return _boards.get(key, lambda: _read_board(key, data))


def _read_board(key: str, data: BoardView) -> Board:
    tiles = tuple(
        HexTile(
            id=str(h["id"]),
            x=float(h["x"]),
            y=float(h["y"]),
            terrain=str(h["terrain"]),
            resource=h.get("resource"),
            number=h.get("number"),
        )
        for h in data["hexes"]
    )
    hexes = tuple(t for t in tiles if t.terrain != SEA_TERRAIN)
    sea_hexes = tuple(t for t in tiles if t.terrain == SEA_TERRAIN)
    sea = tuple(SeaTile(float(s["x"]), float(s["y"])) for s in data.get("sea", ()))
    harbors = tuple(
        Harbor(
            kind=str(h["kind"]),
            rate=int(h["rate"]),
            hex=str(h["hex"]),
            intersections=(int(h["intersections"][0]), int(h["intersections"][1])),
            sea=SeaTile(float(h["sea"]["x"]), float(h["sea"]["y"])),
        )
        for h in data.get("harbors", ())
    )
    intersections = {
        int(i["id"]): Intersection(
            int(i["id"]),
            float(i["x"]),
            float(i["y"]),
            # a map without listed sea (the base game's) has none: every corner is ashore
            open_sea=bool(sea_hexes or sea) and not _ashore(float(i["x"]), float(i["y"]), hexes),
        )
        for i in data["intersections"]
    }
    paths = {str(p["id"]): Path(str(p["id"]), int(p["a"]), int(p["b"])) for p in data["paths"]}
    return Board(key, hexes, sea, harbors, intersections, paths, sea_hexes)


def _ashore(x: float, y: float, hexes: tuple[HexTile, ...]) -> bool:
    """Whether the corner (x, y) is a corner of a land or fog hex (circumradius 1)."""
    return any(
        abs(x - h.x) < 1.01 and abs(y - h.y) < 1.01 and math.hypot(x - h.x, y - h.y) < 1.01
        for h in hexes
    )


def _roll(value: Sequence[int] | None) -> tuple[int, ...] | None:
    return None if value is None else tuple(int(d) for d in value)


def read_public(view: GameView) -> PublicView:
    """Type a public view; refuses a player's private view so no hand can leak into a picture."""
    if view.get("you") is not None:
        raise ValueError("only the public view may be drawn here: pass game.view(None)")
    return read_view(view)


def read_view(view: GameView) -> PublicView:
    """Type the public part of any view (a private view's "you" is ignored here)."""
    return PublicView(
        rules=str(view.get("rules", "base")),
        vp_to_win=int(view.get("vp_to_win") or 10),
        board=_board(view["board"]),
        robber=view.get("robber"),
        buildings=tuple(view.get("buildings", ())),
        roads=tuple(view.get("roads", ())),
        players=tuple(view["players"]),
        current=view.get("current"),
        turn=int(view.get("turn", 0)),
        phase=str(view.get("phase", "")),
        setup_round=view.get("setup_round"),
        awaiting=tuple(str(a) for a in view.get("awaiting", ())),
        last_roll=_roll(view.get("last_roll")),
        bank=dict(view.get("bank", {})),
        development_deck=int(view.get("development_deck", 0)),
        longest_road=view.get("longest_road"),
        largest_army=view.get("largest_army"),
        discards=dict(view.get("discards") or {}),
        free_roads=int(view.get("free_roads") or 0),
        winner=view.get("winner"),
        trade=view.get("trade"),
        cities_knights=read_cities_knights(cast(Mapping[str, Any], view).get("cities_knights")),
        two_player=read_two_player(cast(Mapping[str, Any], view).get("two_player")),
        seafarers=read_seafarers(cast(Mapping[str, Any], view).get("seafarers")),
    )


def read_seafarers(data: Mapping[str, Any] | None) -> Seafarers | None:
    """Type a view's "seafarers" section (None for a game without it)."""
    if data is None:
        return None
    harbor = data.get("harbor_points")
    return Seafarers(
        scenario=str(data.get("scenario", "")),
        ships=tuple(Ship(str(s["path"]), str(s["owner"])) for s in data.get("ships", ())),
        pirate=data.get("pirate"),
        ships_left={str(k): int(v) for k, v in (data.get("ships_left") or {}).items()},
        island_points={str(k): int(v) for k, v in (data.get("island_points") or {}).items()},
        harbor_points=None if harbor is None else {str(k): int(v) for k, v in harbor.items()},
        harbormaster=data.get("harbormaster"),
        fog_left=int(data.get("fog_left", 0)),
        supply_left=int(data.get("supply_left", 0)),
        choice=data.get("choice"),
        areas={str(k): str(v) for k, v in (data.get("areas") or {}).items()},
        home={str(k): tuple(map(str, v)) for k, v in (data.get("home") or {}).items()},
        islands_reached={
            str(k): tuple(map(str, v)) for k, v in (data.get("islands_reached") or {}).items()
        },
        island_bonus=int(data.get("island_bonus") or 0),
    )


def read_two_player(data: Mapping[str, Any] | None) -> TwoPlayer | None:
    """Type a view's "two_player" section (None for a game without it)."""
    if data is None:
        return None
    return TwoPlayer(
        neutrals=tuple(
            Neutral(
                id=str(n["id"]),
                number=int(n["number"]),
                road_length=int(n.get("road_length", 0)),
                longest_road=bool(n.get("longest_road", False)),
                roads=int((n.get("pieces") or {}).get("road", 0)),
                settlements=int((n.get("pieces") or {}).get("settlement", 0)),
            )
            for n in data.get("neutrals", ())
        ),
        tokens={str(k): int(v) for k, v in (data.get("tokens") or {}).items()},
        supply=int(data.get("token_supply", 0)),
        neutral_owed=data.get("neutral_owed"),
        give_back=int(data.get("give_back", 0)),
        rolls=int(data.get("rolls", 0)),
    )


def read_cities_knights(data: Mapping[str, Any] | None) -> CitiesKnights | None:
    """Type a view's "cities_knights" section (None for a game without it)."""
    if data is None:
        return None
    barbarians = data.get("barbarians") or {}
    players = {
        str(pid): CitiesKnightsPlayer(
            improvements={str(k): int(v) for k, v in (p.get("improvements") or {}).items()},
            progress=int(p.get("progress", 0)),
            defender=int(p.get("defender", 0)),
            knights_supply={str(k): int(v) for k, v in (p.get("knights_supply") or {}).items()},
            walls_supply=int(p.get("walls_supply", 0)),
            progress_vp=tuple(str(c) for c in p.get("progress_vp") or ()),
        )
        for pid, p in (data.get("players") or {}).items()
    }
    return CitiesKnights(
        position=int(barbarians.get("position", 0)),
        length=int(barbarians.get("length", 7)),
        strength=int(barbarians.get("strength", 0)),
        defence=int(barbarians.get("defence", 0)),
        robber_active=bool(data.get("robber_active", True)),
        event=data.get("event"),
        knights=tuple(
            Knight(int(k["intersection"]), str(k["owner"]), int(k["level"]), bool(k["active"]))
            for k in data.get("knights", ())
        ),
        walls=frozenset(int(w["intersection"]) for w in data.get("walls", ())),
        metropolises=tuple(
            Metropolis(str(m["track"]), int(m["intersection"]), str(m["owner"]))
            for m in data.get("metropolises", ())
        ),
        fallen=frozenset(int(i) for i in data.get("fallen", ())),
        decks={str(k): int(v) for k, v in (data.get("decks") or {}).items()},
        defender_left=int(data.get("defender_left", 0)),
        players=players,
        merchant=_merchant(data.get("merchant")),
        sabotaged=frozenset(int(i) for i in data.get("sabotaged") or ()),
        effects=_effects(data.get("effects")),
    )


def _merchant(data: Mapping[str, Any] | None) -> Merchant | None:
    return None if not data else Merchant(str(data["hex"]), str(data["owner"]))


def _effects(data: Mapping[str, Any] | None) -> TurnEffects:
    if not data:
        return TurnEffects()
    return TurnEffects(
        crane=int(data.get("crane", 0)),
        fleet=tuple(str(k) for k in data.get("fleet") or ()),
        harbor=bool(data.get("harbor", False)),
    )
