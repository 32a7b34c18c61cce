"""The Cities & Knights state of one game, kept in `game.ext["cities_knights"]` (an
`Extension`: copied with the game, saved under "ext")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .data import DECKS, DEFENDER_CARDS, KNIGHTS_PER_LEVEL, TRACKS, WALLS_PER_PLAYER

if TYPE_CHECKING:
    from ...game import Game

NAME = "cities_knights"


class Knight(NamedTuple):
    """A knight on an intersection: owner seat, level 1..3, active, activated this turn
    (`fresh`: it may not act this turn, CK-10.3), promoted this turn (CK-10.4). The handlers make
    a changed knight with `Knight(...)` rather than `_replace` (several times cheaper: knights
    change on many moves)."""

    owner: int
    level: int
    active: bool
    fresh: bool = False
    promoted: bool = False


#: A choice being awaited: [kind, seat, *data] (JSON-safe lists). Kinds are the names of the
#: phases that await them (engine/rules/cities_knights/phases.py).
Pending = list[Any]


class CitiesKnights:
    """Everything C&K adds to the base state."""

    __slots__ = (
        "attacks",
        "barbarians",
        "decks",
        "defender",
        "defender_left",
        "effects",
        "event",
        "fallen",
        "kept",
        "knight_supply",
        "knights",
        "levels",
        "made",
        "marked",
        "merchant",
        "metropolis",
        "pending",
        "progress",
        "progress_vp",
        "resume",
        "sabotaged",
        "wall_supply",
        "walls",
        "yields",
    )

    def __init__(self, players: int) -> None:
        #: The ship's position 0..7 and the attacks so far (the robber wakes after the first).
        self.barbarians = 0
        self.attacks = 0
        #: Intersection -> knight.
        self.knights: dict[int, Knight] = {}
        #: Whether a knight may carry a once-per-turn mark (fresh or promoted, CK-10.3, CK-10.4):
        #: set by every move that marks one (`mark`), cleared with the marks at the end of the turn,
        #: which then visits the knights only when it is set. Never saved (rebuilt from the
        #: knights on load); copied.
        self.marked = False
        #: Per seat, knight pieces in supply per level (index 0 = basic).
        self.knight_supply = [[KNIGHTS_PER_LEVEL] * 3 for _ in range(players)]
        #: Intersections of cities carrying a wall (the city's owner owns the wall).
        self.walls: list[int] = []
        self.wall_supply = [WALLS_PER_PLAYER] * players
        #: Per seat, the level of each track (TRACKS order).
        self.levels = [[0] * len(TRACKS) for _ in range(players)]
        #: Track -> intersection of the city carrying its metropolis.
        self.metropolis: dict[str, int] = {}
        #: Cities laid on their side (a settlement for every rule, CK-15.4).
        self.fallen: list[int] = []
        #: The progress decks, top card first.
        self.decks: dict[str, list[str]] = {t: list(DECKS[t]) for t in TRACKS}
        #: Per seat, progress cards in hand in the order drawn, and face-up VP cards.
        self.progress: list[list[str]] = [[] for _ in range(players)]
        self.progress_vp: list[list[str]] = [[] for _ in range(players)]
        #: Per seat, Defender of Catan cards and tally points; cards left.
        self.defender = [0] * players
        self.defender_left = DEFENDER_CARDS
        #: The event die of the last roll ("ship", "trade", "politics", "science").
        self.event: str | None = None
        #: Choices awaited, in order, and what happens once none is left (phases.resume).
        self.pending: list[Pending] = []
        self.resume = ""
        #: The merchant (CK-14): [hex, owner seat], or None before the first Merchant card.
        self.merchant: list[int] | None = None
        #: Effects of progress cards lasting until the end of the turn (cards/__init__.py):
        #: "crane" (discounts left), "fleet" (card kinds traded 2:1), "harbor" (partner seats
        #: already traded with), "harbor_open" (Commercial Harbor played this turn).
        self.effects: dict[str, Any] = {}
        #: Cities turned upside down by the first edition's Saboteur: they produce like a
        #: settlement until repaired (CK-13.6, CK-T9).
        self.sabotaged: list[int] = []
        #: Answers of the legal list kept with the inputs they were made from (kept.py): never
        #: saved nor copied.
        self.kept: dict[Any, Any] = {}
        #: Events of a roll made once per game and handed out again (dice.py): records are
        #: frozen values, so one object serves every roll that makes an equal event. Never
        #: saved; shared by copies (an entry is the same value whichever game made it).
        self.made: dict[Any, Any] = {}
        #: Per number (and robber's hex among its hexes), what it pays with the inputs it was
        #: made from (production.py): never saved; shared by copies (an entry is given again
        #: only while the game reading it has equal inputs, whichever game made it).
        self.yields: dict[int, Any] = {}

    def copy(self) -> CitiesKnights:
        c = CitiesKnights.__new__(CitiesKnights)
        c.barbarians = self.barbarians
        c.attacks = self.attacks
        c.knights = dict(self.knights)
        c.marked = self.marked
        c.knight_supply = [x[:] for x in self.knight_supply]
        c.walls = self.walls[:]
        c.wall_supply = self.wall_supply[:]
        c.levels = [x[:] for x in self.levels]
        c.metropolis = dict(self.metropolis)
        c.fallen = self.fallen[:]
        c.decks = {k: v[:] for k, v in self.decks.items()}
        c.progress = [x[:] for x in self.progress]
        c.progress_vp = [x[:] for x in self.progress_vp]
        c.defender = self.defender[:]
        c.defender_left = self.defender_left
        c.event = self.event
        c.pending = [x[:] for x in self.pending]
        c.resume = self.resume
        c.merchant = None if self.merchant is None else self.merchant[:]
        c.effects = {k: v[:] if isinstance(v, list) else v for k, v in self.effects.items()}
        c.sabotaged = self.sabotaged[:]
        c.kept = {}
        c.made = self.made
        c.yields = self.yields
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "barbarians": self.barbarians,
            "attacks": self.attacks,
            "knights": [[n, *k] for n, k in sorted(self.knights.items())],
            "knight_supply": [x[:] for x in self.knight_supply],
            "walls": self.walls[:],
            "wall_supply": self.wall_supply[:],
            "levels": [x[:] for x in self.levels],
            "metropolis": dict(self.metropolis),
            "fallen": self.fallen[:],
            "decks": {k: v[:] for k, v in self.decks.items()},
            "progress": [x[:] for x in self.progress],
            "progress_vp": [x[:] for x in self.progress_vp],
            "defender": self.defender[:],
            "defender_left": self.defender_left,
            "event": self.event,
            "pending": [x[:] for x in self.pending],
            "resume": self.resume,
            "merchant": None if self.merchant is None else self.merchant[:],
            "effects": {k: v[:] if isinstance(v, list) else v for k, v in self.effects.items()},
            "sabotaged": self.sabotaged[:],
        }

    @property
    def robber_active(self) -> bool:
        """The robber wakes once the first attack has been resolved (CK-6.1, CK-T2)."""
        return self.attacks >= 1


def new(g: Game) -> CitiesKnights:
    """The state of a new game (the decks are shuffled by the start hook)."""
    return CitiesKnights(len(g.players))


def load(g: Game, d: dict[str, Any]) -> CitiesKnights:
    """The state from a save."""
    c = CitiesKnights(len(g.players))
    c.barbarians = int(d["barbarians"])
    c.attacks = int(d["attacks"])
    c.knights = {
        int(n): Knight(int(o), int(lv), bool(a), bool(f), bool(p))
        for n, o, lv, a, f, p in d["knights"]
    }
    c.marked = any(k.fresh or k.promoted for k in c.knights.values())
    c.knight_supply = [list(x) for x in d["knight_supply"]]
    c.walls = list(d["walls"])
    c.wall_supply = list(d["wall_supply"])
    c.levels = [list(x) for x in d["levels"]]
    c.metropolis = {str(k): int(v) for k, v in d["metropolis"].items()}
    c.fallen = list(d["fallen"])
    c.decks = {str(k): list(v) for k, v in d["decks"].items()}
    c.progress = [list(x) for x in d["progress"]]
    c.progress_vp = [list(x) for x in d["progress_vp"]]
    c.defender = list(d["defender"])
    c.defender_left = int(d["defender_left"])
    c.event = d["event"]
    c.pending = [list(x) for x in d["pending"]]
    c.resume = str(d["resume"])
    merchant = d.get("merchant")
    c.merchant = None if merchant is None else [int(x) for x in merchant]
    effects = d.get("effects", {})
    c.effects = {str(k): list(v) if isinstance(v, list) else v for k, v in effects.items()}
    c.sabotaged = [int(n) for n in d.get("sabotaged", ())]
    return c


def mark(c: CitiesKnights, n: int, knight: Knight) -> None:
    """Put a knight carrying a once-per-turn mark (fresh or promoted) on intersection `n`: the
    end of the turn clears it (`CitiesKnights.marked`)."""
    c.knights[n] = knight
    c.marked = True


def ck(g: Game) -> CitiesKnights:
    """The game's C&K state."""
    # No cast() call: this runs many times per move.
    return g.ext[NAME]  # type: ignore[return-value]
