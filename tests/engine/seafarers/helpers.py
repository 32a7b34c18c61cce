"""Positions for the Seafarers tests: a scenario's game with pieces put straight on the board
(through the engine's own placing functions, so every cache follows), and the spots a test
needs found on the map by what they are (a coastal intersection of the main island, a sea path
beside it, ...), not by number."""

from __future__ import annotations

import json

import pytest

from engine import Game, GameConfig, IllegalAction
from engine.board import COAST, LAND, SEA
from engine.building import _place_road, _place_settlement
from engine.events import Event
from engine.rules.seafarers import points, ships
from engine.rules.seafarers.geography import hex_areas, node_areas, setup_spots
from engine.rules.seafarers.state import Seafarers, state

PLAYERS = ("ann", "bo", "cy", "di")


def new(scenario: str, players: int = 3, seed: int = 1, **options: object) -> Game:
    """A game of the scenario in its set-up phase, the first seat to place."""
    return Game.new(
        GameConfig(
            players=PLAYERS[:players],
            seed=seed,
            rules="seafarers",
            options={"scenario": scenario, "start_player": "first_seat", **options},
        )
    )


def playing(scenario: str, players: int = 3, seed: int = 1, **options: object) -> Game:
    """A game past set-up (nothing on the board), seat 0 to act in its main phase."""
    g = new(scenario, players, seed, **options)
    g.setup_step = len(g.setup_order)
    g.setup_node = -1
    g.turn = 3
    g.current = 0
    g.phase = "main"
    g.has_rolled = True
    return g


def sf(g: Game) -> Seafarers:
    return state(g)


def settle(g: Game, seat: int, node: int, city: bool = False) -> list[Event]:
    """Put a settlement (or city) of `seat` on intersection index `node`, free."""
    events: list[Event] = []
    _place_settlement(g, seat, node, True, events)
    points.settled(g, seat, node, events)
    if city:
        g.node_level[node] = 2
        g.pieces[seat][2] -= 1
        g.pieces[seat][1] += 1
    return events


def road(g: Game, seat: int, e: int) -> None:
    events: list[Event] = []
    _place_road(g, seat, e, True, events)


def ship(g: Game, seat: int, e: int, turn: int = -1) -> None:
    """A ship of `seat` on path index `e`, placed on an earlier turn unless `turn` says."""
    events: list[Event] = []
    ships.place(g, seat, e, True, events)
    state(g).ship_turn[e] = turn


def give(g: Game, seat: int, **cards: int) -> None:
    from engine.resources import INDEX

    for name, n in cards.items():
        g.hands[seat][INDEX[name]] += n
        g.bank[INDEX[name]] -= n


def path(g: Game, e: int) -> str:
    return g.board.edge_ids[e]


def hexes_of(g: Game, area: str) -> list[int]:
    areas = hex_areas(g.board)
    return [h for h in range(g.board.n_hexes) if areas[h] == area]


def coastal_node(g: Game, area: str = "main", skip: int = 0) -> int:
    """An intersection of `area` on its coast with a sea path leaving it (the `skip`-th)."""
    b = g.board
    spots = setup_spots(b)
    found = [
        n
        for n in range(b.n_nodes)
        if b.node_kind[n] == COAST
        and node_areas(b)[n] == (area,)
        and any(b.edge_kind[e] == SEA for e in b.node_edges[n])
        and (n in spots or not b.spec.setup)
    ]
    return found[skip]


def inland_node(g: Game, area: str = "main") -> int:
    b = g.board
    return next(
        n for n in range(b.n_nodes) if b.node_kind[n] == LAND and node_areas(b)[n] == (area,)
    )


def sea_path_from(g: Game, node: int, skip: int = 0) -> int:
    """A sea path (sea on both sides) leaving intersection `node`."""
    b = g.board
    return [e for e in b.node_edges[node] if b.edge_kind[e] == SEA][skip]


def other_end(g: Game, e: int, node: int) -> int:
    a, c = g.board.edge_nodes[e]
    return c if a == node else a


def onward(g: Game, node: int, came: int, kind: str = SEA) -> int:
    """A path of `kind` leaving `node`, other than `came`."""
    b = g.board
    return next(e for e in b.node_edges[node] if e != came and b.edge_kind[e] == kind)


def ship_line(g: Game, seat: int, start: int, length: int) -> tuple[list[int], int]:
    """`length` ships of `seat` from intersection `start` out over sea paths; returns them and
    the intersection at the far end."""
    node = start
    placed: list[int] = []
    came = -1
    for _ in range(length):
        e = _next_sea(g, node, came)
        ship(g, seat, e)
        placed.append(e)
        came = e
        node = other_end(g, e, node)
    return placed, node


def _next_sea(g: Game, node: int, came: int) -> int:
    b = g.board
    for kind in (SEA, COAST):
        for e in b.node_edges[node]:
            if (
                e != came
                and b.edge_kind[e] == kind
                and sf(g).ship_owner[e] < 0
                and g.node_owner[other_end(g, e, node)] < 0
            ):
                return e
    raise AssertionError("no sea path onward")


def coast_walk(g: Game, start: int, steps: int, area: str = "main") -> tuple[list[int], list[int]]:
    """Walk `steps` coastal paths along `area`'s shore from `start`: the paths and the
    intersections reached (start first)."""
    b = g.board
    nodes = [start]
    paths: list[int] = []
    for _ in range(steps):
        here = nodes[-1]
        e = next(
            e
            for e in b.node_edges[here]
            if b.edge_kind[e] == COAST
            and e not in paths
            and other_end(g, e, here) not in nodes
            and area in node_areas(b)[other_end(g, e, here)]
        )
        paths.append(e)
        nodes.append(other_end(g, e, here))
    return paths, nodes


def land_path(g: Game, node: int) -> int:
    b = g.board
    return next(e for e in b.node_edges[node] if b.edge_kind[e] == LAND)


def dump(game: Game) -> str:
    """The game's state as canonical JSON (equal text: equal state)."""
    return json.dumps(game.to_dict(), sort_keys=True)


def refused(g, player: str, action: object) -> str:  # type: ignore[no-untyped-def]
    """Apply an action that must be refused: its refusal code, the game unchanged."""
    before = g.to_dict()
    with pytest.raises(IllegalAction) as caught:
        g.apply(player, action)
    assert g.to_dict() == before
    return str(caught.value.code)


def pair(g, e: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """A path's two intersections as the notation numbers them (from 1)."""
    a, b = g.board.edge_nodes[e]
    return (a + 1, b + 1)
