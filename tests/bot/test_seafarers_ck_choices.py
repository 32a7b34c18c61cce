"""C&K with Seafarers in the bot's words (CK-18): a knight's chase of the pirate,
a knight at sea and one beside the pirate are worded from the public view, and only legal
moves are offered (no game through Discord here)."""

from __future__ import annotations

from bot.common.choices import Table, rank
from bot.common.spots import BoardText
from engine import Game
from engine.rules.cities_knights.actions import ChaseRobber, MoveKnight
from engine.rules.cities_knights.state import ck
from engine.rules.seafarers.state import state
from tests.engine.seafarers.helpers import coastal_node, give, settle, ship_line
from tests.engine.seafarers.test_with_cities_knights import knight, playing

NAMES = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}


def _table(g: Game, player: str = "ann") -> tuple[Table, list[str]]:
    legal = [str(a) for a in g.legal_actions(player)]
    return Table(g.view(None), NAMES, player), legal


def _awake_pirate(g: Game) -> int:
    """An own active knight on a corner of the pirate's hex that has land beside it."""
    ck(g).attacks = 1
    corner = next(n for n in g.board.hex_nodes[state(g).pirate] if g.board.node_hexes[n])
    knight(g, corner)
    return corner


def test_a_chase_to_a_sea_hex_is_worded_as_the_pirates() -> None:
    """CK-18.8: `chase N HEX` to a sea hex chases the pirate; its label says so (and whom it
    robs), never the robber's words."""
    g = playing()
    corner = _awake_pirate(g)
    s = coastal_node(g, skip=3)
    settle(g, 1, s)
    ship_line(g, 1, s, 1)
    give(g, 1, brick=1)
    table, legal = _table(g)
    chases = rank(legal, table, ("chase",))
    sea = {h["id"] for h in g.view(None)["board"]["hexes"] if h["terrain"] == "sea"}
    at_sea = [c for c in chases if c.value.split()[2] in sea]
    assert at_sea and {c.value for c in chases} <= set(legal)
    for choice in at_sea:
        assert choice.label.startswith(f"Chase the pirate with the knight at {corner + 1} to ")
        assert "robber" not in choice.label
    assert any(c.label.endswith(" · steal from Bo") for c in at_sea)


def test_the_pirates_corners_and_ships_beside_are_read_from_the_view() -> None:
    """A sea hex's corners (the view lists only land hexes at an intersection) are
    found from the board's geometry, so the pirate's choices count the ships beside it."""
    g = playing()
    s = coastal_node(g, skip=3)
    settle(g, 1, s)
    (e,), _ = ship_line(g, 1, s, 1)
    spots = BoardText(g.view(None))
    b = g.board
    for h in (h for h in range(b.n_hexes) if b.hex_terrain[h] == "sea"):
        assert spots.corners(b.hex_ids[h]) == {n + 1 for n in b.hex_nodes[h]}
        beside = spots.ships_beside(b.hex_ids[h])
        assert beside == ({"bo": 1} if e in b.hex_edges[h] else {}), b.hex_ids[h]


def test_a_knight_at_sea_and_one_beside_the_pirate_say_where_they_stand() -> None:
    """CK-18.6, CK-18.8: a knight's move to a corner of the pirate's hex says it is next to the
    pirate; a move out to sea, along a ship, says it rides one there."""
    g = playing()
    s = coastal_node(g)
    settle(g, 0, s)
    ships, far = ship_line(g, 0, s, 3)
    knight(g, s)
    table, legal = _table(g)
    moves = {c.value: c.label for c in rank(legal, table, ("move",))}
    b = g.board
    out = [
        m for m in moves if m.startswith("move knight") and not b.node_hexes[int(m.split()[3]) - 1]
    ]
    assert out, moves
    for move in out:
        assert moves[move].endswith("· at sea, on a ship"), moves[move]
    pirate = state(g).pirate
    near = [
        m
        for m in moves
        if m.startswith("move knight") and int(m.split()[3]) - 1 in b.hex_nodes[pirate]
    ]
    for move in near:
        assert moves[move].endswith(f"· next to {b.hex_ids[pirate]} (pirate)"), moves[move]
    assert all(isinstance(g.parse(m), MoveKnight) for m in moves)
    assert far >= 0 and ships


def test_no_chase_is_offered_while_the_pirate_sleeps() -> None:
    """CK-18.8: before the first attack no chase of the pirate is listed, so none is
    offered."""
    g = playing()
    corner = next(n for n in g.board.hex_nodes[state(g).pirate] if g.board.node_hexes[n])
    knight(g, corner)
    table, legal = _table(g)
    assert not rank(legal, table, ("chase",))
    assert not any(isinstance(g.parse(m), ChaseRobber) for m in legal)
