"""Longest Road search (B-LR-1): the search may start only where a trail can begin, but
must still find a ring that stands apart from the rest of a player's network."""

from __future__ import annotations

from engine import Game
from engine.roads import trail_length

from .vocab import new_game, place, seat, skip_setup


def ring_paths(game: Game, hex_id: str) -> list[str]:
    """The six sides of a hex as paths 'a-b'."""
    b = game.board
    nodes = b.hex_nodes[b.hex_by_id[hex_id]]
    out = []
    for i in range(6):
        a, c = nodes[i] + 1, nodes[(i + 1) % 6] + 1
        out.append(f"{min(a, c)}-{max(a, c)}")
    return out


def test_a_separate_ring_beside_a_single_road_counts_six() -> None:
    """B-LR-1 and B-17.32: a 6-road ring counts 6, even beside another, shorter network."""
    game = skip_setup(new_game(map="beginner"))
    place(game, "red", roads=ring_paths(game, "A"))
    place(game, "red", road=ring_paths(game, "S")[0])
    assert trail_length(game, seat(game, "red")) == 6


def test_a_ring_broken_by_an_opponent_settlement_counts_from_the_break() -> None:
    """B-LR-1, B-17.33: an opponent's settlement on the ring is an end, never passed through."""
    game = skip_setup(new_game(map="beginner"))
    paths = ring_paths(game, "J")
    place(game, "red", roads=paths)
    first = int(paths[0].split("-")[0])
    place(game, "blue", settlement=first)
    assert trail_length(game, seat(game, "red")) == 6  # the ring is walked from the break round
