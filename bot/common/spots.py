"""Describing intersections, paths and hexes from the public view, for menus and autocomplete.

This is description only: which spots are legal always comes from the engine.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, cast

from bot.service.outcome import Moves
from bot.service.refusal import Refusal, not_your_move
from engine import BuildingView, GameView, HexView
from engine.board import pips
from words import ENGLISH, say
from words.common import listed, resource, terrain
from words.languages import LANGUAGES, catalogue
from words.pickers import dotted


def harbor_text(kind: str) -> str:
    """`3:1 harbor` or `2:1 ore harbor`."""
    if kind == "generic":
        return say("picker.harbor.generic")
    return say("picker.harbor.resource", resource=resource(ENGLISH, kind))


class BoardText:
    """Words and weights for the spots of one public view. Without `reasons`, a spot is only its
    id: what an intersection produces and where a path leads are left out (a move already made
    is said without the reasons to make it)."""

    def __init__(self, view: GameView, *, reasons: bool = True) -> None:
        self.reasons = reasons
        board = view.get("board") or {}
        self.hexes: dict[str, HexView] = {h["id"]: h for h in board.get("hexes", [])}
        self.nodes: dict[int, list[str]] = {
            int(n["id"]): list(n.get("hexes", [])) for n in board.get("intersections", [])
        }
        self.harbors: dict[int, str] = {}
        for harbor in board.get("harbors", []):
            for node in harbor.get("intersections", []):
                self.harbors[int(node)] = str(harbor.get("kind"))
        self.robber = view.get("robber")
        self.buildings: dict[int, BuildingView] = {
            int(b["intersection"]): b for b in view.get("buildings", [])
        }
        self.roads: dict[str, str] = {r["path"]: r["owner"] for r in view.get("roads", [])}
        # Seafarers: ships lead to intersections as roads do.
        sea: Mapping[str, Any] = cast(Mapping[str, Any], view).get("seafarers") or {}
        self.ships: dict[str, str] = {s["path"]: s["owner"] for s in sea.get("ships", [])}
        # The engine says where a settlement may still stand (the distance rule is its call).
        self.open: set[int] = set(view.get("open_intersections", []))
        self._places = {
            int(n["id"]): (float(n["x"]), float(n["y"])) for n in board.get("intersections", [])
        }
        self._corners: dict[str, set[int]] = {}

    def hex_pips(self, hex_id: str) -> int:
        """Dots of a hex's number (0 for the desert)."""
        h = self.hexes.get(hex_id)
        number = h["number"] if h else None
        return pips(number) if isinstance(number, int) else 0

    def hex_text(self, hex_id: str, number: int | None = None) -> str:
        """`8 ore`, or `desert`; with a `number`, the hex with that number token instead of its
        own (as it was before the Inventor swapped them)."""
        h = self.hexes.get(hex_id)
        if h is None:
            return terrain(ENGLISH, "desert")
        shown = h["number"] if number is None else number
        if shown is None or h["resource"] is None:
            return terrain(ENGLISH, h["terrain"])
        return say("picker.hex", number=shown, resource=resource(ENGLISH, h["resource"]))

    def number(self, hex_id: str) -> int | None:
        """A hex's number token (None: none there)."""
        h = self.hexes.get(hex_id)
        return h["number"] if h is not None else None

    def node_pips(self, node: int) -> int:
        """Dots of every hex around an intersection."""
        return sum(self.hex_pips(h) for h in self.nodes.get(node, []))

    def node_produce(self, node: int) -> str:
        """`6 grain, 8 ore` — the producing hexes around an intersection, richest first."""
        around = sorted(self.nodes.get(node, []), key=lambda h: -self.hex_pips(h))
        producing = [self.hex_text(h) for h in around if self.hex_pips(h)]
        return listed(ENGLISH, producing) if producing else ""

    def intersection(self, node: int) -> str:
        """`23 · 6 grain, 8 ore · 3:1 harbor` (`23` without reasons)."""
        if not self.reasons:
            return str(node)
        harbor = harbor_text(self.harbors[node]) if node in self.harbors else ""
        return dotted(ENGLISH, [str(node), self.node_produce(node), harbor])

    def mine(self, player: str) -> set[int]:
        """Intersections a player's roads or buildings touch."""
        touched = {n for n, b in self.buildings.items() if b.get("owner") == player}
        for path, owner in (*self.roads.items(), *self.ships.items()):
            if owner == player:
                touched.update(int(x) for x in path.split("-"))
        return touched

    def corners(self, hex_id: str) -> set[int]:
        """The intersections at a hex's corners. An intersection lists only the land hexes
        around it, so a sea hex's corners are those one hex unit from its centre."""
        found = self._corners.get(hex_id)
        if found is None:
            found = {n for n, hexes in self.nodes.items() if hex_id in hexes}
            h = self.hexes.get(hex_id)
            if not found and h is not None:
                x, y = float(h["x"]), float(h["y"])
                found = {
                    n
                    for n, (nx, ny) in self._places.items()
                    if abs((nx - x) ** 2 + (ny - y) ** 2 - 1) < 0.01
                }
            self._corners[hex_id] = found
        return found

    def ships_beside(self, hex_id: str) -> dict[str, int]:
        """Seafarers: how many ships each player has on the sides of a hex."""
        corners = self.corners(hex_id)
        out: dict[str, int] = {}
        for path, owner in self.ships.items():
            a, b = (int(x) for x in path.split("-"))
            if a in corners and b in corners:
                out[owner] = out.get(owner, 0) + 1
        return out

    def far_end(self, path: str, player: str) -> int | None:
        """The end of a path that leads away from the player's pieces, if just one does and a
        settlement may still be built there."""
        a, b = (int(x) for x in path.split("-"))
        touched = self.mine(player)
        if (a in touched) != (b in touched):
            end = b if a in touched else a
            return end if end in self.open else None
        return None

    def path(self, path: str, player: str) -> str:
        """`12-17 · toward 17 · 6 grain, 8 ore`."""
        return dotted(ENGLISH, [path, *self.toward(path, player)])

    def toward(self, path: str, player: str) -> list[str]:
        """What a path leads to (`toward 17`, `6 grain, 8 ore`, its harbor), if it reaches a
        free end; nothing otherwise (nor without reasons)."""
        end = self.far_end(path, player) if self.reasons else None
        if end is None:
            return []
        harbor = harbor_text(self.harbors[end]) if end in self.harbors else ""
        return [say("picker.toward", end=end), self.node_produce(end), harbor]

    def path_weight(self, path: str, player: str) -> float:
        """How promising a road is: the dots at the end it reaches (free ends only)."""
        end = self.far_end(path, player)
        if end is None:
            return 0.0
        return self.node_pips(end) + (1.0 if end in self.harbors else 0.0)

    def hex_owners(self, hex_id: str) -> dict[str, int]:
        """Weight of each player's buildings on a hex (settlement 1, city 2)."""
        out: dict[str, int] = {}
        for node, building in self.buildings.items():
            if hex_id in self.nodes.get(node, []):
                owner = str(building.get("owner"))
                out[owner] = out.get(owner, 0) + (2 if building.get("kind") == "city" else 1)
        return out


#: The pieces whose legal spots a board can mark (`/board spots:`), in the order they are
#: offered, each with the first words of its moves in the engine's notation: a road,
#: settlement or city; a ship (Seafarers); a new knight or a city wall (Cities & Knights).
PIECES: dict[str, tuple[str, ...]] = {
    "road": ("build", "road"),
    "settlement": ("build", "settlement"),
    "city": ("build", "city"),
    "ship": ("build", "ship"),
    "knight": ("knight",),
    "wall": ("wall",),
}
#: The pieces the panel's Build menu builds (a ship moved or a card bought has no spot).
BUILD_PIECES = ("road", "settlement", "city", "ship")
#: The pieces that stand on a path (the others stand on an intersection).
PATH_PIECES = frozenset({"road", "ship"})


def piece_spots(legal: Iterable[str], piece: str) -> dict[str, list[Any]]:
    """Where a piece may go now, from the legal moves (the engine's notation): `paths` for a
    road or ship, `intersections` for the others (the keys a board's highlight takes); empty
    when the piece has no legal spot (or is no piece)."""
    head = PIECES.get(piece)
    if head is None:
        return {}
    found: list[Any] = []
    for move in legal:
        words = move.split()
        if tuple(words[:-1]) != head:
            continue
        spot: Any = words[-1] if piece in PATH_PIECES else int(words[-1])
        if spot not in found:
            found.append(spot)
    if not found:
        return {}
    return {"paths" if piece in PATH_PIECES else "intersections": found}


def buildable(legal: Iterable[str]) -> list[str]:
    """The pieces with at least one legal spot now, in `PIECES` order."""
    moves = list(legal)
    return [piece for piece in PIECES if piece_spots(moves, piece)]


def spot_count(found: Mapping[str, Sequence[Any]]) -> int:
    """How many spots a highlight marks."""
    return sum(len(spots) for spots in found.values())


def piece_named(typed: str) -> str:
    """The piece a user asked for, by its id (`road`) or its name in a language Hexhaven speaks
    (`straat`, `Straße`), or a refusal listing the ids."""
    wanted = typed.strip().lower()
    for piece in PIECES:
        names = {piece, *(catalogue(code).say(f"piece.{piece}").lower() for code in LANGUAGES)}
        if wanted in names:
            return piece
    raise Refusal("bad_piece", say("spots.unknown", piece=typed.strip(), pieces=", ".join(PIECES)))


def asked_spots(moves: Moves, piece: str) -> dict[str, list[Any]]:
    """Where the asker of `moves` may build `piece` now (empty: nowhere). Refused to someone
    without a seat and to a player the game does not await (their spots would be none, and
    saying so would read as if the piece could never go anywhere)."""
    if moves.unseated is not None:
        raise moves.unseated
    if moves.status != "playing" or moves.player not in moves.awaiting:
        raise not_your_move(moves.awaiting, moves.names)
    return piece_spots(moves.legal, piece)


def where(legal: Sequence[str], pieces: Iterable[str]) -> tuple[dict[str, list[Any]], list[str]]:
    """The spots of several pieces marked together (a settlement's spots and a city's never
    meet, nor a road's and a ship's), and a line for each piece that has any: how many, and
    the command that builds there."""
    marked: dict[str, list[Any]] = {}
    lines: list[str] = []
    for piece in pieces:
        found = piece_spots(legal, piece)
        if not found:
            continue
        for key, spots in found.items():
            kept = marked.setdefault(key, [])
            kept += [s for s in spots if s not in kept]
        lines.append(say(f"spots.{piece}", count=spot_count(found)))
    return marked, lines


def none_line(piece: str) -> str:
    """`There is no spot where you may build a road now.`"""
    return say(f"spots.none.{piece}")
