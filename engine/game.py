"""The game object: mutable state, `apply`, and the queries other layers rely on."""

from __future__ import annotations

import copy as _copy
from collections.abc import Callable
from typing import Any

from . import building, development, robber, setup, trade, turn
from .actions import (
    AcceptTrade,
    Action,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    CancelTrade,
    ConfirmTrade,
    DeclineTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    RevealVictoryPoint,
    Roll,
)
from .board import Board, board_for
from .config import GameConfig
from .defaults import default_action as _default_action
from .errors import IllegalAction
from .events import Event, GameWon, StartingPlayer
from .legal import legal_actions as _legal_actions
from .maps import beginner_map, map_from_data, variable_map
from .randomness import Randomness, seed_state
from .resources import CARDS_PER_RESOURCE, N_RES
from .serialize import FLAT_LISTS
from .serialize import from_dict as _from_dict
from .serialize import to_dict as _to_dict
from .view import GameView
from .view import view as _view

Handler = Callable[["Game", int, Any, list[Event]], None]

_HANDLERS: dict[type[Action], Handler] = {
    Roll: turn.roll,
    EndTurn: turn.end_turn,
    Discard: robber.discard,
    MoveRobber: robber.move_robber,
    BuildRoad: building.build_road,
    BuildSettlement: building.build_settlement,
    BuildCity: building.build_city,
    BuyDevelopment: development.buy,
    PlayKnight: development.play_knight,
    PlayRoadBuilding: development.play_road_building,
    PlayYearOfPlenty: development.play_year_of_plenty,
    PlayMonopoly: development.play_monopoly,
    RevealVictoryPoint: development.reveal,
    MaritimeTrade: trade.maritime,
    OfferTrade: trade.offer,
    AcceptTrade: trade.accept,
    DeclineTrade: trade.decline,
    ConfirmTrade: trade.confirm,
    CancelTrade: trade.cancel,
}
#: Actions of the current player that leave an open trade offer standing.
_KEEP_OFFER = (OfferTrade, ConfirmTrade, CancelTrade, AcceptTrade, DeclineTrade, RevealVictoryPoint)

DEVELOPMENT_DECK = (
    ("knight",) * 14
    + ("victory_point",) * 5
    + ("road_building",) * 2
    + ("year_of_plenty",) * 2
    + ("monopoly",) * 2
)
PIECES = (15, 5, 4)  # roads, settlements, cities


class TradeOffer:
    """The open domestic trade offer of the current player."""

    __slots__ = ("accepted", "declined", "get", "give", "to")

    def __init__(self, give: list[int], get: list[int], to: list[int]) -> None:
        self.give = give
        self.get = get
        self.to = to
        self.accepted: list[int] = []
        self.declined: list[int] = []

    def copy(self) -> TradeOffer:
        t = TradeOffer(self.give[:], self.get[:], self.to[:])
        t.accepted = self.accepted[:]
        t.declined = self.declined[:]
        return t


class Game:
    """One game of Catan: its configuration, board and state. Mutable; `copy()` is cheap."""

    __slots__ = (
        "army_holder",
        "bank",
        "blocked",
        "board",
        "built",
        "config",
        "counters",
        "current",
        "deck",
        "dev_played",
        "devs",
        "discards",
        "edge_owner",
        "first",
        "free_roads",
        "hands",
        "has_rolled",
        "hex_buildings",
        "knights",
        "last_roll",
        "node_level",
        "node_owner",
        "offer",
        "phase",
        "pieces",
        "players",
        "rates",
        "removed_cards",
        "revealed",
        "rng",
        "road_holder",
        "road_len",
        "road_nodes",
        "roads",
        "robber",
        "seats",
        "setup_node",
        "setup_order",
        "setup_step",
        "start_rolls",
        "sw",
        "turn",
        "version",
        "winner_seat",
    )

    # State attributes (see serialize.py for the saved form).
    config: GameConfig
    sw: dict[str, Any]
    board: Board
    players: tuple[str, ...]
    rng: Randomness
    phase: str
    current: int
    turn: int
    first: int
    setup_order: list[int]
    setup_step: int
    setup_node: int
    node_owner: list[int]
    node_level: list[int]
    edge_owner: list[int]
    robber: int
    hands: list[list[int]]
    bank: list[int]
    deck: list[str]
    devs: list[list[tuple[str, int]]]
    knights: list[int]
    revealed: list[int]
    pieces: list[list[int]]
    roads: list[list[int]]
    road_len: list[int]
    road_holder: int
    army_holder: int
    has_rolled: bool
    dev_played: int
    built: bool
    discards: dict[int, int]
    free_roads: int
    offer: TradeOffer | None
    counters: dict[int, tuple[list[int], list[int]]]
    last_roll: tuple[int, int] | None
    winner_seat: int
    version: int
    start_rolls: list[list[int]]
    removed_cards: list[str]
    # Derived, rebuilt on load.
    seats: dict[str, int]
    road_nodes: list[set[int]]
    blocked: list[bool]
    rates: list[list[int]]
    hex_buildings: list[list[int]]

    @classmethod
    def new(cls, config: GameConfig, randomness: Randomness | None = None) -> Game:
        """A new game in its set-up phase."""
        g = cls.__new__(cls)
        g.config = config
        g.sw = config.switches()
        g.players = config.players
        g.rng = randomness if randomness is not None else Randomness(seed_state(config.seed))
        if config.map == "beginner":
            spec = beginner_map()
        elif config.map == "variable":
            spec = variable_map(g.rng, g.sw["number_placement"], g.sw["spiral_direction"])
        else:
            assert not isinstance(config.map, str)
            spec = map_from_data(config.map)
        g.board = board_for(spec)
        n = len(g.players)
        b = g.board
        g.node_owner = [-1] * b.n_nodes
        g.node_level = [0] * b.n_nodes
        g.edge_owner = [-1] * b.n_edges
        g.robber = b.robber_start
        g.hands = [[0] * N_RES for _ in range(n)]
        g.bank = [CARDS_PER_RESOURCE] * N_RES
        g.deck = list(DEVELOPMENT_DECK)
        g.rng.shuffle(g.deck)
        g.devs = [[] for _ in range(n)]
        g.knights = [0] * n
        g.revealed = [0] * n
        g.pieces = [list(PIECES) for _ in range(n)]
        g.roads = [[] for _ in range(n)]
        g.road_len = [0] * n
        g.road_holder = -1
        g.army_holder = -1
        g.has_rolled = False
        g.dev_played = 0
        g.built = False
        g.discards = {}
        g.free_roads = 0
        g.offer = None
        g.counters = {}
        g.last_roll = None
        g.winner_seat = -1
        g.version = 0
        g.turn = 0
        g.removed_cards = []
        g.first, g.start_rolls = setup.choose_first(g)
        g.setup_order = setup.snake_order(g.first, n)
        g.setup_step = 0
        g.setup_node = -1
        g.current = g.first
        g.phase = "setup"
        g.rebuild_derived()
        return g

    def opening_events(self) -> list[Event]:
        """What happened when the game was created: the start roll (ties re-rolled)."""
        rolls = tuple(
            (self.players[s], total)
            for rolled in self.start_rolls
            for s, total in enumerate(rolled)
            if total
        )
        return [StartingPlayer(self.players[self.first], rolls)]

    def rebuild_derived(self) -> None:
        """Recompute caches that follow from the players and the pieces on the board."""
        b = self.board
        self.seats = {p: s for s, p in enumerate(self.players)}
        self.rates = [trade.harbor_rates(self, s) for s in range(len(self.players))]
        self.road_nodes = [set() for _ in self.players]
        for seat, edges in enumerate(self.roads):
            for e in edges:
                a, c = b.edge_nodes[e]
                self.road_nodes[seat].add(a)
                self.road_nodes[seat].add(c)
        self.blocked = [False] * b.n_nodes
        self.hex_buildings = [[] for _ in range(b.n_hexes)]
        for node, owner in enumerate(self.node_owner):
            if owner >= 0:
                for h in b.node_hexes[node]:
                    self.hex_buildings[h].append(node)
                self.blocked[node] = True
                for nb in b.node_neighbors[node]:
                    self.blocked[nb] = True

    # ----- queries -------------------------------------------------------------------------

    def seat_of(self, player: str) -> int:
        """The seat index of a player id; IllegalAction for a stranger."""
        seat = self.seats.get(player)
        if seat is None:
            raise IllegalAction("not_a_player", player=player)
        return seat

    def awaiting(self) -> list[str]:
        """Player ids who must act now (several at once during discards and trade answers)."""
        if self.phase == "ended":
            return []
        if self.phase == "discard":
            return [self.players[s] for s in sorted(self.discards)]
        out = [self.players[self.current]]
        if self.offer is not None:
            answered = set(self.offer.accepted) | set(self.offer.declined)
            out += [self.players[s] for s in self.offer.to if s not in answered]
        return out

    def legal_actions(self, player: str) -> list[Action]:
        """Every legal action of that player now, except domestic trade offers."""
        return _legal_actions(self, player)

    def default_action(self, player: str) -> Action | None:
        """The conservative choice for an absent player (None if nothing is awaited of them)."""
        return _default_action(self, player)

    def view(self, player: str | None = None) -> GameView:
        """What that player (None: a spectator) may see, JSON-safe."""
        return _view(self, player)

    def to_dict(self) -> dict[str, Any]:
        """Lossless JSON-safe state, including the generator's position."""
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Game:
        """Inverse of to_dict."""
        return _from_dict(cls, d)

    @property
    def winner(self) -> str | None:
        """The winner's id once the game is over."""
        return None if self.winner_seat < 0 else self.players[self.winner_seat]

    def hidden_vp(self, seat: int) -> int:
        """Victory point cards not yet revealed."""
        return sum(1 for kind, _ in self.devs[seat] if kind == "victory_point")

    def public_vp(self, seat: int) -> int:
        """Points everyone can see (rules/base.md B-VP-2)."""
        p = self.pieces[seat]
        vp = (PIECES[1] - p[1]) + 2 * (PIECES[2] - p[2]) + self.revealed[seat]
        if self.road_holder == seat:
            vp += 2
        if self.army_holder == seat:
            vp += 2
        return vp

    def total_vp(self, seat: int) -> int:
        """Points including hidden victory point cards (B-VP-1)."""
        vp = self.public_vp(seat)
        if self.sw["vp_cards_count_hidden"]:
            vp += self.hidden_vp(seat)
        return vp

    def scores(self) -> dict[str, dict[str, int]]:
        """Visible and total points per player."""
        return {
            p: {"public": self.public_vp(s), "total": self.public_vp(s) + self.hidden_vp(s)}
            for s, p in enumerate(self.players)
        }

    def copy(self) -> Game:
        """An independent copy (the board is shared: it is immutable)."""
        g = _copy.copy(self)
        g.rng = _copy.copy(self.rng)
        for name in FLAT_LISTS:
            setattr(g, name, getattr(self, name)[:])
        g.hands = [h[:] for h in self.hands]
        g.devs = [d[:] for d in self.devs]
        g.pieces = [p[:] for p in self.pieces]
        g.roads = [r[:] for r in self.roads]
        g.road_nodes = [set(r) for r in self.road_nodes]
        g.blocked = self.blocked[:]
        g.rates = [r[:] for r in self.rates]
        g.hex_buildings = [h[:] for h in self.hex_buildings]
        g.discards = dict(self.discards)
        g.offer = self.offer.copy() if self.offer is not None else None
        g.counters = {s: (a[:], b[:]) for s, (a, b) in self.counters.items()}
        g.start_rolls = [r[:] for r in self.start_rolls]
        return g

    # ----- applying actions ----------------------------------------------------------------

    def apply(self, player: str, action: Action | str) -> list[Event]:
        """Apply one action; returns its events. Raises IllegalAction and changes nothing."""
        if isinstance(action, str):
            action = Action.parse(action)
        seat = self.seats.get(player)
        if seat is None:
            raise IllegalAction("not_a_player", player=player)
        if self.phase == "ended":
            raise IllegalAction("game_over")
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction("bad_notation", hint="not_an_action")
        events: list[Event] = []
        handler(self, seat, action, events)
        if (
            (self.offer is not None or self.counters)
            and seat == self.current
            and self.phase != "ended"
            and not isinstance(action, _KEEP_OFFER)
        ):
            trade.close_offer(self, "withdrawn", events)
        self.version += 1
        if self.phase != "ended":
            self.check_victory(events)
        return events

    def check_victory(self, events: list[Event]) -> None:
        """End the game when a player has reached the target when they may win (B-VP-3/4)."""
        if self.turn < 1:
            return
        target = self.sw["victory_points"]
        if self.sw["win_only_on_own_turn"]:
            if self.public_vp(self.current) + len(self.devs[self.current]) < target:
                return  # cannot have reached the target even if every card is a VP card
            seats = [self.current]
        else:
            seats = [self.current] + [s for s in range(len(self.players)) if s != self.current]
        for s in seats:
            if self.total_vp(s) >= target:
                self.winner_seat = s
                self.phase = "ended"
                self.offer = None
                self.counters = {}
                hidden = tuple((p, self.hidden_vp(i)) for i, p in enumerate(self.players))
                for seat, devs in enumerate(self.devs):  # B-VP-3, B-DEV-13: all reveal at the end
                    self.revealed[seat] += sum(1 for k, _ in devs if k == "victory_point")
                    devs[:] = [d for d in devs if d[0] != "victory_point"]
                scores = tuple((p, self.public_vp(i)) for i, p in enumerate(self.players))
                events.append(GameWon(self.players[s], scores, hidden))
                return
