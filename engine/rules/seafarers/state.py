"""The Seafarers state of one game, kept in `game.ext["seafarers"]` (an `Extension`: copied with
the game, saved under "ext"). The fog stacks and the token supply are secret: the view shows
only how many are left."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...game import Game

NAME = "seafarers"

#: A choice being awaited: [kind, seat, data] with kind "gold" (data: how many resources) or
#: "token" (data: the reached hex's index). Kinds are the names of the phases awaiting them.
Pending = list[Any]


class Seafarers:
    """Everything Seafarers adds to the base state."""

    __slots__ = (
        "fog_numbers",
        "fog_stack",
        "harbormaster",
        "home",
        "moved_turn",
        "pending",
        "pirate",
        "reached",
        "resume",
        "ship_nodes",
        "ship_owner",
        "ship_turn",
        "ships",
        "supply",
    )

    def __init__(self, players: int, paths: int) -> None:
        #: Per path, the ship's owner (-1: none); per seat, its ships in the order placed.
        self.ship_owner = [-1] * paths
        self.ships: list[list[int]] = [[] for _ in range(players)]
        #: Path -> the turn its ship was placed (a ship placed this turn may not move, SF-5.2).
        self.ship_turn: dict[int, int] = {}
        #: The turn of the last ship move (one per turn, SF-5.2).
        self.moved_turn = -1
        #: The pirate's hex index (-1: off the board, SF-D6).
        self.pirate = -1
        #: Per seat, its home areas (set-up settlements, SF-3) and the foreign ones it was paid
        #: special points for (SF-9), in the order reached.
        self.home: list[list[str]] = [[] for _ in range(players)]
        self.reached: list[list[str]] = [[] for _ in range(players)]
        #: The Harbormaster's seat (-1: nobody, SF-13.8).
        self.harbormaster = -1
        #: The face-down stacks: fog hexes and their number tokens (SF-10), Greater Catan's token
        #: supply (SF-13.7); drawn from the front.
        self.fog_stack: list[str] = []
        self.fog_numbers: list[int] = []
        self.supply: list[int] = []
        #: Choices awaited, first first, and the phase play returns to after them.
        self.pending: list[Pending] = []
        self.resume = ""
        #: Derived: per seat, the intersections its ships touch.
        self.ship_nodes: list[set[int]] = [set() for _ in range(players)]

    def copy(self) -> Seafarers:
        c = Seafarers.__new__(Seafarers)
        c.ship_owner = self.ship_owner[:]
        c.ships = [x[:] for x in self.ships]
        c.ship_turn = dict(self.ship_turn)
        c.moved_turn = self.moved_turn
        c.pirate = self.pirate
        c.home = [x[:] for x in self.home]
        c.reached = [x[:] for x in self.reached]
        c.harbormaster = self.harbormaster
        c.fog_stack = self.fog_stack[:]
        c.fog_numbers = self.fog_numbers[:]
        c.supply = self.supply[:]
        c.pending = [p[:] for p in self.pending]
        c.resume = self.resume
        c.ship_nodes = [set(x) for x in self.ship_nodes]
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "ships": [x[:] for x in self.ships],
            "ship_turn": [[e, t] for e, t in sorted(self.ship_turn.items())],
            "moved_turn": self.moved_turn,
            "pirate": self.pirate,
            "home": [x[:] for x in self.home],
            "reached": [x[:] for x in self.reached],
            "harbormaster": self.harbormaster,
            "fog_stack": self.fog_stack[:],
            "fog_numbers": self.fog_numbers[:],
            "supply": self.supply[:],
            "pending": [p[:] for p in self.pending],
            "resume": self.resume,
        }


def new(g: Game) -> Seafarers:
    """The state of a new game (the stacks are shuffled by the start hook)."""
    s = Seafarers(len(g.players), g.board.n_edges)
    s.pirate = g.board.pirate_start
    return s


def load(g: Game, d: dict[str, Any]) -> Seafarers:
    """Rebuild from `to_dict`."""
    s = Seafarers(len(g.players), g.board.n_edges)
    s.ships = [[int(e) for e in x] for x in d["ships"]]
    for seat, edges in enumerate(s.ships):
        for e in edges:
            s.ship_owner[e] = seat
    s.ship_turn = {int(e): int(t) for e, t in d["ship_turn"]}
    s.moved_turn = int(d["moved_turn"])
    s.pirate = int(d["pirate"])
    s.home = [[str(a) for a in x] for x in d["home"]]
    s.reached = [[str(a) for a in x] for x in d["reached"]]
    s.harbormaster = int(d["harbormaster"])
    s.fog_stack = [str(t) for t in d["fog_stack"]]
    s.fog_numbers = [int(n) for n in d["fog_numbers"]]
    s.supply = [int(n) for n in d["supply"]]
    s.pending = [list(p) for p in d["pending"]]
    s.resume = str(d["resume"])
    rebuild_nodes(g, s)
    return s


def rebuild_nodes(g: Game, s: Seafarers) -> None:
    """Recompute the intersections each player's ships touch."""
    edge_nodes = g.board.edge_nodes
    s.ship_nodes = [set() for _ in g.players]
    for seat, edges in enumerate(s.ships):
        for e in edges:
            s.ship_nodes[seat].update(edge_nodes[e])


def state(g: Game) -> Seafarers:
    """The game's Seafarers state."""
    ext = g.ext[NAME]
    assert isinstance(ext, Seafarers)
    return ext
