"""The game object: mutable state, `apply`, and the queries other layers rely on."""

from __future__ import annotations

from . import trade
from .actions import Action
from .board import Board, board_for
from .config import GameConfig
from .defaults import default_action as _default_action
from .errors import IllegalAction
from .events import Event, GameWon, StartingPlayer
from .maps import map_from_data
from .randomness import Randomness, seed_state
from .rules import RuleSet, rule_set
from .serialize import from_dict as _from_dict
from .serialize import to_dict as _to_dict
from .state import FIELDS, SLOTS, make_copier
from .type_checking import TYPE_CHECKING
from .view import view as _view

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from .rules.extension import Extension
    from .view_types import GameView

#: Action objects that passed their shape check, by id (the object is kept, so its id cannot be
#: reused while it is here). An action is a frozen value whose checked fields are tuples of
#: ints and strings, so it passes for good: the menus' pre-made actions are checked once, not on
#: every move.
_WELL_SHAPED: dict[int, Action] = {}
_WELL_SHAPED_KEPT = 4096


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

    # The state is declared once, in state.FIELDS; the annotations below are for type checking.
    __slots__ = SLOTS

    config: GameConfig
    rules: RuleSet
    ext: dict[str, Extension]
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
        g.rules = rules = rule_set(config.rules)
        g.sw = config.switches()
        g.players = config.players + rules.neutrals
        g.rng = randomness if randomness is not None else Randomness(seed_state(config.seed))
        if isinstance(config.map, str):
            spec = rules.maps[config.map](g)
        else:
            spec = map_from_data(config.map)
        g.board = board_for(spec)
        for f in FIELDS:
            if f.init is not None:
                setattr(g, f.name, f.init(g))
        g.ext = {name: ext.new(g) for name, ext in rules.extensions.items()}
        for start in rules.starts:
            start(g)
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
        seated = len(self.config.players)
        # Only seated players act: a neutral seat's id is no player's (`seat_of` refuses it).
        self.seats = {p: s for s, p in enumerate(self.players[:seated])}
        self.rates = [self.rules.bank_rates(self, s) for s in range(len(self.players))]
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
                if owner < seated:  # the buildings that yield and can be robbed
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
        return self.rules.awaiting[self.phase](self)

    def parse(self, text: str) -> Action:
        """Read an action in this game's rule set's notation (IllegalAction 'bad_notation')."""
        return self.rules.parse(text)

    def legal_actions(self, player: str) -> list[Action]:
        """Every legal action of that player now, except domestic trade offers."""
        seat = self.seats.get(player)
        if seat is None:
            return []
        return self.rules.legal[self.phase](self, seat)  # legal.legal_actions, one call less

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
        """Points everyone can see (B-VP-2)."""
        p = self.pieces[seat]
        settlements, per_settlement, cities, per_city, road, army = self.rules.vp_pieces
        vp = (
            (settlements - p[1]) * per_settlement + (cities - p[2]) * per_city + self.revealed[seat]
        )
        if self.road_holder == seat:
            vp += road
        if self.army_holder == seat:
            vp += army
        if self.rules.extra_vp is not None:
            vp += self.rules.extra_vp(self, seat)
        return vp

    def total_vp(self, seat: int) -> int:
        """Points including hidden victory point cards (B-VP-1)."""
        vp = self.public_vp(seat)
        if self.sw["vp_cards_count_hidden"]:
            vp += self.hidden_vp(seat)
        return vp

    def scores(self) -> dict[str, dict[str, int]]:
        """Visible and total points per seated player (neutral seats never score)."""
        return {
            p: {"public": self.public_vp(s), "total": self.public_vp(s) + self.hidden_vp(s)}
            for s, p in enumerate(self.config.players)
        }

    def copy(self) -> Game:
        """An independent copy (the board is shared: it is immutable)."""
        return _copy_game(self)

    # ----- applying actions ----------------------------------------------------------------

    def apply(self, player: str, action: Action | str) -> list[Event]:
        """Apply one action; returns its events. Raises IllegalAction and changes nothing."""
        rules = self.rules
        if isinstance(action, str):
            action = rules.parse(action)
        seat = self.seats.get(player)
        if seat is None:
            raise IllegalAction("not_a_player", player=player)
        if self.phase == "ended":
            raise IllegalAction("game_over")
        # The handler and the shape check of the action's class, looked up once.
        found = rules.dispatch.get(type(action))
        if found is None:
            raise IllegalAction("bad_notation", hint="not_an_action")
        handler, shape = found
        if shape is not None and _WELL_SHAPED.get(id(action)) is not action:
            if not shape(action):
                raise IllegalAction("bad_notation", hint="malformed")
            if len(_WELL_SHAPED) >= _WELL_SHAPED_KEPT:
                _WELL_SHAPED.clear()
            _WELL_SHAPED[id(action)] = action
        events: list[Event] = []
        handler(self, seat, action, events)
        if (
            (self.offer is not None or self.counters)
            and seat == self.current
            and self.phase != "ended"
            and not isinstance(action, rules.keeps_offer)
        ):
            trade.close_offer(self, "withdrawn", events)
        self.version += 1
        if self.phase != "ended" and self.turn >= 1:
            # The bound of check_victory (the rule set's, composed once: it runs after every
            # move): the current player cannot have reached the target even if every card is
            # a VP card.
            sw = self.sw
            if sw["win_only_on_own_turn"] and rules.points_bound(self) < sw["victory_points"]:
                return events
            self.check_victory(events)
        return events

    def check_victory(self, events: list[Event]) -> None:
        """End the game when a player has reached the target when they may win (B-VP-3/4)."""
        if self.turn < 1:
            return
        sw = self.sw
        target = sw["victory_points"]
        if sw["win_only_on_own_turn"]:
            current = self.current
            if self.public_vp(current) + len(self.devs[current]) < target:
                return  # cannot have reached the target even if every card is a VP card
            seats = [current]
        else:
            seated = range(len(self.config.players))
            seats = [self.current] + [s for s in seated if s != self.current]
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


def _first_copy(g: Game) -> Game:
    """The first `Game.copy` of the process compiles the copier (engine/state.py), which then
    replaces this function: a process that never copies a game (most play, a few bots) does
    not compile it at start-up."""
    global _copy_game
    _copy_game = make_copier(Game)
    return _copy_game(g)


_copy_game: Callable[[Game], Game] = _first_copy
