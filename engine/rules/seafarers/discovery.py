"""What a new piece discovers: fog slots revealed (SF-10) and Greater Catan's number tokens for
reached small-island hexes (SF-13.7). Both change the map, so the game gets a new board (the
intersections, paths and hex letters stay; only terrain and numbers change)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...actions import Action
from ...board import DIRECTIONS, HexSpec, board_for
from ...errors import IllegalAction
from ...events import Event
from ...resources import INDEX, TERRAIN_RESOURCE
from . import choices
from .actions import TakeToken
from .events import FogRevealed, TokenPlaced
from .geography import edge_tiles, hex_areas
from .scenarios import scenario
from .state import state

if TYPE_CHECKING:
    from ...game import Game

#: The area whose tokens Greater Catan moves to the small islands (map data names it).
MAIN = "main"


def _set_hex(g: Game, h: int, terrain: str, number: int | None) -> None:
    """Give hex `h` this terrain and number: a new map, a new board, derived caches rebuilt."""
    b = g.board
    spec = b.spec
    pos = b.hex_pos[h]
    hexes = tuple(x for x in spec.hexes if (x.q, x.r) != pos)
    sea = spec.sea
    if terrain == "sea":
        sea = tuple(sorted({*sea, pos}, key=lambda p: (p[1], p[0])))
    else:
        hexes = tuple(
            sorted((*hexes, HexSpec(pos[0], pos[1], terrain, number)), key=lambda x: (x.r, x.q))
        )
    g.board = board_for(replace(spec, hexes=hexes, sea=sea))
    g.rebuild_derived()


def after_path(g: Game, seat: int, e: int, events: list[Event], *, setup: bool = False) -> None:
    """After a road or ship is placed (or a ship moved) on path `e` (`setup`: a set-up piece)."""
    sc = scenario(g)
    if sc.fog:
        b = g.board
        slots = sorted(
            {h for n in b.edge_nodes[e] for h in b.node_tiles[n] if b.hex_terrain[h] == "fog"}
        )
        for h in slots:  # SF-D11: every slot touched, in hex-id order
            reveal(g, seat, h, events, setup=setup)
    if sc.numbers:
        number_hexes(g, seat, edge_tiles(g.board)[e], events)
    choices.start(g)


def after_settlement(g: Game, seat: int, n: int, events: list[Event]) -> None:
    """After a settlement: Greater Catan numbers the un-numbered hexes at its corner."""
    if scenario(g).numbers:
        number_hexes(g, seat, g.board.node_hexes[n], events)
        choices.start(g)


def reveal(g: Game, seat: int, h: int, events: list[Event], *, setup: bool = False) -> None:
    """Turn fog slot `h` over: the top hex of the stack, a token for producing land, and the
    discoverer's reward outside set-up (SF-10, SF-D13 to SF-D15)."""
    s = state(g)
    terrain = s.fog_stack.pop(0) if s.fog_stack else "sea"
    number: int | None = None
    if terrain not in ("sea", "desert") and s.fog_numbers:
        number = s.fog_numbers.pop(0)
    _set_hex(g, h, terrain, number)
    reward: str | None = None
    if not setup:
        resource = TERRAIN_RESOURCE.get(terrain)
        if resource is not None and g.bank[INDEX[resource]] > 0:
            g.bank[INDEX[resource]] -= 1
            g.hands[seat][INDEX[resource]] += 1
            reward = resource
        elif terrain == "gold":
            choices.push(g, "gold", seat, 1)
    events.append(FogRevealed(g.players[seat], g.board.hex_ids[h], terrain, number, reward))


def _needs_number(g: Game, h: int) -> bool:
    b = g.board
    return (
        b.hex_land[h]
        and b.hex_number[h] is None
        and b.hex_terrain[h] not in ("desert", "fog")
        and hex_areas(b)[h] != MAIN
    )


def number_hexes(g: Game, seat: int, hexes: tuple[int, ...], events: list[Event]) -> None:
    """Greater Catan: each reached un-numbered hex gets a token, in hex-id order (SF-D23)."""
    s = state(g)
    for h in sorted(hexes):
        if not _needs_number(g, h) or any(p[0] == "token" and p[2] == h for p in s.pending):
            continue
        if s.supply:
            number = s.supply.pop(0)
            _set_hex(g, h, g.board.hex_terrain[h], number)
            events.append(TokenPlaced(g.players[seat], g.board.hex_ids[h], number))
            continue
        options = token_sources(g, seat, h)
        if len(options) == 1:
            _move_token(g, seat, options[0], h, events)
        elif options:
            choices.push(g, "token", seat, h)
        # SF-D23: no main-island token left, the hex stays blank


def token_sources(g: Game, seat: int, target: int) -> list[int]:
    """Main-island hexes whose token may move to `target`, conditions (1)-(3) of SF-13.7 dropped
    one by one in that order while none meets them."""
    b = g.board
    areas = hex_areas(b)
    main = [h for h in range(b.n_hexes) if areas[h] == MAIN and b.hex_number[h] is not None]
    if not main:
        return []
    owner = g.node_owner
    near_target = _neighbours(g, target)

    def own_near(h: int) -> bool:
        return any(owner[n] == seat for n in b.hex_nodes[h])

    def keeps_everyone(h: int) -> bool:
        for n, o in enumerate(owner):
            if o < 0:
                continue
            touching = [x for x in b.node_hexes[n] if areas[x] == MAIN]
            if touching and not any(x != h and b.hex_number[x] is not None for x in touching):
                return False
        return True

    def no_red_pair(h: int) -> bool:
        if b.hex_number[h] not in (6, 8):
            return True
        return not any(b.hex_number[x] in (6, 8) for x in near_target)

    for tests in (
        (own_near, keeps_everyone, no_red_pair),
        (keeps_everyone, no_red_pair),
        (no_red_pair,),
        (),
    ):
        found = [h for h in main if all(t(h) for t in tests)]
        if found:
            return found
    return []


def _neighbours(g: Game, h: int) -> list[int]:
    b = g.board
    q, r = b.hex_pos[h]
    out = []
    for dq, dr in DIRECTIONS.values():
        x = b.hex_by_pos.get((q + dq, r + dr))
        if x is not None:
            out.append(x)
    return out


def _move_token(g: Game, seat: int, source: int, target: int, events: list[Event]) -> None:
    b = g.board
    number = b.hex_number[source]
    assert number is not None
    _set_hex(g, source, b.hex_terrain[source], None)
    _set_hex(g, target, g.board.hex_terrain[target], number)
    events.append(
        TokenPlaced(g.players[seat], g.board.hex_ids[target], number, g.board.hex_ids[source])
    )


def take_token(g: Game, seat: int, action: TakeToken, events: list[Event]) -> None:
    """The active player's choice of the main-island token (SF-13.7 step 3)."""
    s = state(g)
    if g.phase != "token" or not s.pending or s.pending[0][1] != seat:
        raise IllegalAction("no_token_owed")
    target = int(s.pending[0][2])
    h = g.board.hex_by_id.get(action.hex.upper())
    if h is None:
        raise IllegalAction("no_such_hex", hex=action.hex)
    options = token_sources(g, seat, target)
    if h not in options:
        raise IllegalAction(
            "token_source", hex=action.hex, choices=[g.board.hex_ids[x] for x in options]
        )
    _move_token(g, seat, h, target, events)
    choices.done(g)


def token_legal(g: Game, seat: int) -> list[Action]:
    s = state(g)
    if not s.pending or s.pending[0][1] != seat:
        return []
    target = int(s.pending[0][2])
    return [TakeToken(g.board.hex_ids[h]) for h in token_sources(g, seat, target)]


def token_default(g: Game, seat: int) -> Action | None:
    """The timer's pick: the first allowed hex (lowest letter)."""
    options = token_legal(g, seat)
    return options[0] if options else None
