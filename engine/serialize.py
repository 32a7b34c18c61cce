"""Lossless JSON-safe save and load of a game, including the generator's position.

Format 2 (written now): the config, the map, the generator's state, every saved field of
state.FIELDS under its name, and each rule module's own state under "ext". Format 1 (written before
rule sets) is the same without "ext"; it still loads.
"""

from __future__ import annotations

from .board import board_for
from .config import GameConfig
from .maps import map_from_data
from .randomness import Randomness
from .rules import rule_set
from .state import FIELDS, flat, nested, same
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from .game import Game

FORMAT = 2
READABLE = (1, 2)

_SAVED = tuple(f for f in FIELDS if f.saved)
# Saved as they are (scalars and tuples), and the rest with their converters: split once, since
# saving and loading are on the service's path for every move.
_PLAIN = tuple(f.name for f in _SAVED if f.save is same and f.load is same)
_FLAT = tuple(f.name for f in _SAVED if f.save is flat and f.load is flat)
_NESTED = tuple(f.name for f in _SAVED if f.save is nested and f.load is nested)
_CONVERTED = tuple(f for f in _SAVED if f.name not in _PLAIN + _FLAT + _NESTED)


def to_dict(g: Game) -> dict[str, Any]:
    """The whole state as plain JSON types."""
    d: dict[str, Any] = {
        "format": FORMAT,
        "config": g.config.to_dict(),
        "map": g.board.spec.to_dict(),
        "rng": g.rng.state,
    }
    for name in _PLAIN:
        d[name] = getattr(g, name)
    for name in _FLAT:
        d[name] = getattr(g, name)[:]
    for name in _NESTED:
        d[name] = [x[:] for x in getattr(g, name)]
    for f in _CONVERTED:
        d[f.name] = f.save(getattr(g, f.name))
    d["ext"] = {name: ext.to_dict() for name, ext in g.ext.items()}
    return d


def from_dict(cls: type[Game], d: dict[str, Any]) -> Game:
    """Rebuild a game saved by to_dict (this format or an older one)."""
    if d.get("format") not in READABLE:
        raise ValueError(f"unknown save format {d.get('format')!r}")
    g = cls.__new__(cls)
    g.config = GameConfig.from_dict(d["config"])
    g.rules = rules = rule_set(g.config.rules)
    g.sw = g.config.switches()
    g.players = g.config.players + rules.neutrals
    g.board = board_for(map_from_data(d["map"]))
    g.rng = Randomness(int(d["rng"]))
    for name in _PLAIN:
        setattr(g, name, d[name])
    for name in _FLAT:
        setattr(g, name, list(d[name]))
    for name in _NESTED:
        setattr(g, name, [list(x) for x in d[name]])
    for f in _CONVERTED:
        setattr(g, f.name, f.load(d.get(f.name, f.missing)))
    saved_ext = d.get("ext") or {}
    g.ext = {}
    for name, ext in rules.extensions.items():
        g.ext[name] = ext.load(g, saved_ext[name]) if name in saved_ext else ext.new(g)
    g.rebuild_derived()
    return g
