"""The base game's state fields, declared once: how each starts, is copied, saved and loaded.

`Game.__slots__`, `Game.new`, `Game.copy`, `to_dict` and `from_dict` all read this table. A rule
module's own state does not go here: it lives in its `Extension` (`game.ext[name]`).
"""

from __future__ import annotations

from collections.abc import Callable

from .records import record
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from .game import Game

#: How a field is copied: "share" (immutable values), "slice" (flat list), "slices" (list of
#: lists), "sets" (list of sets), "dict" (flat dict), "pairs" (dict of two-list tuples), "method"
#: (None or an object with .copy()).
COPY_KINDS = ("share", "slice", "slices", "sets", "dict", "pairs", "method")


def same(v: Any) -> Any:
    """The value itself (the save and load of scalars)."""
    return v


def flat(v: Any) -> Any:
    """A flat list, copied (the save and load of list fields)."""
    return list(v)


def nested(v: Any) -> Any:
    """A list of lists, copied (the save and load of per-seat lists)."""
    return [list(x) for x in v]


@record
class Field:
    """One attribute of the base state.

    `init(game)` gives its value in a new game (None: set by a start hook or derived); `save` and
    `load` convert to and from the saved form (`saved=False`: derived, rebuilt after loading);
    `missing` is the saved value assumed when an older save lacks the key.
    """

    name: str
    copy: str
    init: Callable[[Game], Any] | None = None
    save: Callable[[Any], Any] = same
    load: Callable[[Any], Any] = same
    saved: bool = True
    missing: Any = None


def _save_devs(devs: list[list[tuple[str, int]]]) -> Any:
    return [[[k, t] for k, t in cards] for cards in devs]


def _load_devs(raw: Any) -> list[list[tuple[str, int]]]:
    return [[(str(k), int(t)) for k, t in cards] for cards in raw]


def _save_offer(o: Any) -> Any:
    if o is None:
        return None
    return {
        "give": o.give[:],
        "get": o.get[:],
        "to": o.to[:],
        "accepted": o.accepted[:],
        "declined": o.declined[:],
    }


def _load_offer(o: Any) -> Any:
    from .game import TradeOffer

    if o is None:
        return None
    offer = TradeOffer(list(o["give"]), list(o["get"]), list(o["to"]))
    offer.accepted = list(o["accepted"])
    offer.declined = list(o["declined"])
    return offer


def _per_seat(make: Callable[[Game], Any]) -> Callable[[Game], Any]:
    return lambda g: [make(g) for _ in g.players]


#: The base state in save order. Scalars first, then lists, then the structured fields.
FIELDS: tuple[Field, ...] = (
    Field("phase", "share", lambda g: "setup"),
    Field("current", "share", lambda g: 0),
    Field("turn", "share", lambda g: 0),
    Field("first", "share", lambda g: 0),
    Field("setup_step", "share", lambda g: 0),
    Field("setup_node", "share", lambda g: -1),
    Field("robber", "share", lambda g: g.board.robber_start),
    Field("road_holder", "share", lambda g: -1),
    Field("army_holder", "share", lambda g: -1),
    Field("has_rolled", "share", lambda g: False),
    Field("dev_played", "share", lambda g: 0),
    Field("built", "share", lambda g: False),
    Field("free_roads", "share", lambda g: 0),
    Field("winner_seat", "share", lambda g: -1),
    Field("version", "share", lambda g: 0),
    Field("node_owner", "slice", lambda g: [-1] * g.board.n_nodes, flat, flat),
    Field("node_level", "slice", lambda g: [0] * g.board.n_nodes, flat, flat),
    Field("edge_owner", "slice", lambda g: [-1] * g.board.n_edges, flat, flat),
    Field("bank", "slice", lambda g: [g.rules.bank[r] for r in g.rules.cards], flat, flat),
    Field("deck", "slice", lambda g: list(g.rules.deck), flat, flat),
    Field("knights", "slice", lambda g: [0] * len(g.players), flat, flat),
    Field("revealed", "slice", lambda g: [0] * len(g.players), flat, flat),
    Field("road_len", "slice", lambda g: [0] * len(g.players), flat, flat),
    Field("setup_order", "slice", lambda g: [], flat, flat),
    Field("removed_cards", "slice", lambda g: [], flat, flat),
    Field("hands", "slices", _per_seat(lambda g: [0] * len(g.rules.cards)), nested, nested),
    Field("devs", "slices", _per_seat(lambda g: []), _save_devs, _load_devs),
    Field("pieces", "slices", _per_seat(lambda g: list(g.rules.pieces.values())), nested, nested),
    Field("roads", "slices", _per_seat(lambda g: []), nested, nested),
    Field(
        "discards",
        "dict",
        lambda g: {},
        lambda d: [[s, n] for s, n in d.items()],
        lambda raw: {int(s): int(n) for s, n in raw},
    ),
    Field(
        "last_roll",
        "share",
        lambda g: None,
        lambda v: list(v) if v else None,
        lambda raw: (raw[0], raw[1]) if raw else None,
    ),
    Field("start_rolls", "slices", lambda g: [], nested, nested),
    Field("offer", "method", lambda g: None, _save_offer, _load_offer),
    Field(
        "counters",
        "pairs",
        lambda g: {},
        lambda d: [[s, give[:], get[:]] for s, (give, get) in sorted(d.items())],
        lambda raw: {int(s): (list(give), list(get)) for s, give, get in raw},
        missing=[],
    ),
    # Derived: rebuilt from the above after loading (Game.rebuild_derived), copied with the game.
    Field("seats", "share", saved=False),
    Field("road_nodes", "sets", saved=False),
    Field("blocked", "slice", saved=False),
    Field("rates", "slices", saved=False),
    Field("hex_buildings", "slices", saved=False),
)

#: Everything on a Game besides the fields: set from the config, or by the rule set.
FIXED = ("config", "sw", "rules", "board", "players", "rng", "ext")
SLOTS = tuple(sorted(FIXED + tuple(f.name for f in FIELDS)))

_COPY_EXPR = {
    "share": "s.{0}",
    "slice": "s.{0}[:]",
    "slices": "[x[:] for x in s.{0}]",
    "sets": "[set(x) for x in s.{0}]",
    "dict": "dict(s.{0})",
    "pairs": "{{k: (a[:], b[:]) for k, (a, b) in s.{0}.items()}}",
    "method": "None if s.{0} is None else s.{0}.copy()",
}


def make_copier(cls: type[Game]) -> Callable[[Game], Game]:
    """A copy function for the table, compiled once: one straight assignment per field is the
    fastest way Python offers to copy a slotted object, and `copy` is on the bots' hot path."""
    lines = [
        "def copy_game(s):",
        "    g = new(cls)",
        "    g.config = s.config",
        "    g.sw = s.sw",
        "    g.rules = s.rules",
        "    g.board = s.board",
        "    g.players = s.players",
        "    g.rng = copy_rng(s.rng)",
        "    g.ext = {k: v.copy() for k, v in s.ext.items()} if s.ext else {}",
    ]
    for f in FIELDS:
        lines.append(f"    g.{f.name} = " + _COPY_EXPR[f.copy].format(f.name))
    lines.append("    return g")
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}

    def copy_rng(rng: Any) -> Any:
        # `copy.copy`, imported by the first game copy rather than at start-up (with `weakref`),
        # then called directly (the copier reads `copy_rng` from its namespace each time).
        from copy import copy

        namespace["copy_rng"] = copy
        return copy(rng)

    namespace["copy_rng"] = copy_rng
    exec("\n".join(lines), namespace)
    copier: Callable[[Game], Game] = namespace["copy_game"]
    return copier
