"""Knights (CK-10; CK-21.28 to CK-21.36; CK-T6, CK-T7)."""

from __future__ import annotations

from engine import Game

from .vocab import (
    act,
    assert_conserved,
    give,
    kinds,
    knight,
    levels,
    only,
    place,
    play_round,
    playing,
    refused,
    roll,
    seat,
    state,
    wake_robber,
)


def red_roads() -> Game:
    """Red: settlement 20, roads 20-25, 25-31, 31-37, 31-36; red has rolled (quietly)."""
    g = playing()
    place(g, "red", settlement=20, roads=["20-25", "25-31", "31-37", "31-36"])
    roll(g, "red", 1, 1)
    return g


def knight_at(g: Game, at: int) -> dict[str, object]:
    found = [k for k in g.view(None)["cities_knights"]["knights"] if k["intersection"] == at]
    assert len(found) == 1, f"no knight at {at}"
    return dict(found[0])


def test_21_28_a_knight_needs_an_own_road_and_a_basic_piece() -> None:
    """CK-10.2, CK-21.28: a knight goes, inactive, on a free intersection at the end of one's road
    (a settlement alone is not enough), paying ore and wool; no distance rule; a basic piece
    must be in supply."""
    g = red_roads()
    place(g, "red", settlement=1)
    give(g, "red", ore=3, wool=3)
    refused(g, "red", "knight 4", code="needs_road")
    refused(g, "red", "knight 20", code="intersection_taken")
    events = act(g, "red", "knight 25")
    assert only(events, "Built").to_dict()["piece"] == "knight"
    assert knight_at(g, 25)["active"] is False
    act(g, "red", "knight 31")  # next to the knight at 25: no distance rule
    refused(g, "red", "knight 37", code="no_pieces_left")
    assert g.view(None)["cities_knights"]["players"]["red"]["knights_supply"]["basic"] == 0
    assert_conserved(g)


def test_21_29_promotion_rules() -> None:
    """CK-10.4, CK-21.29: promotion in the turn the knight was built; not twice in a turn; strong to
    mighty only with politics 3; not when both pieces of the next level are on the board."""
    g = red_roads()
    give(g, "red", ore=6, wool=6)
    act(g, "red", "knight 25")
    act(g, "red", "promote 25")
    assert knight_at(g, 25)["level"] == 2
    refused(g, "red", "promote 25", code="promoted_this_turn")
    act(g, "red", "end")
    play_round(g, "red")
    roll(g, "red", 1, 1)
    refused(g, "red", "promote 25", code="needs_fortress")
    levels(g, "red", politics=3)
    knight(g, "red", 36, 3)
    knight(g, "red", 37, 3)
    refused(g, "red", "promote 25", code="no_pieces_left")
    assert_conserved(g)


def test_21_30_t_ck6_a_knight_activated_this_turn_cannot_act() -> None:
    """CK-10.3, CK-10.5, CK-21.30, CK-T6: activated this turn: no action; an action leaves the
    knight inactive; re-activated at once it still cannot act again; a knight active since the turn
    began may act even after being promoted this turn."""
    g = red_roads()
    knight(g, "red", 25, 1, active=False)
    knight(g, "red", 31, 1)
    give(g, "red", grain=2, ore=1, wool=1)
    act(g, "red", "activate 25")
    assert knight_at(g, 25)["fresh"] is True
    refused(g, "red", "move knight 25 20", code="knight_fresh")
    act(g, "red", "promote 31")
    act(g, "red", "move knight 31 37")
    assert knight_at(g, 37)["active"] is False
    act(g, "red", "activate 37")
    refused(g, "red", "move knight 37 36", code="knight_fresh")
    act(g, "red", "end")
    assert knight_at(g, 37)["fresh"] is False


def test_21_31_moves_follow_own_roads_and_opponents_block() -> None:
    """CK-10.5 CK-D10, CK-21.31: a knight moves only along its owner's roads; an opponent's
    settlement or knight on the way blocks it; one's own pieces do not."""
    g = red_roads()
    knight(g, "red", 25, 1)
    legal = {str(a) for a in g.legal_actions("red") if str(a).startswith("move")}
    assert legal == {"move knight 25 31", "move knight 25 37", "move knight 25 36"}
    knight(g, "red", 31, 1, active=False)  # own knight on the way: no block
    legal = {str(a) for a in g.legal_actions("red") if str(a).startswith("move")}
    assert legal == {"move knight 25 37", "move knight 25 36"}
    refused(g, "red", "move knight 25 26", code="knight_cannot_reach")
    g2 = red_roads()
    knight(g2, "red", 25, 1)
    knight(g2, "blue", 31, 1)
    refused(g2, "red", "move knight 25 37", code="knight_cannot_reach")
    g3 = red_roads()
    knight(g3, "red", 25, 1)
    place(g3, "blue", settlement=31)
    refused(g3, "red", "move knight 25 36", code="knight_cannot_reach")


def test_21_32_displace_only_strictly_weaker_opponents() -> None:
    """CK-10.5, CK-21.32: a knight displaces only a strictly weaker opponent's knight; equal levels
    and one's own knights are refused."""
    g = red_roads()
    knight(g, "red", 25, 2)
    knight(g, "blue", 31, 2)
    refused(g, "red", "displace 25 31", code="knight_not_weaker")
    knight(g, "red", 37, 1)
    refused(g, "red", "displace 25 37", code="no_opponent_knight")


def test_21_33_the_displaced_owner_relocates_keeping_the_state() -> None:
    """CK-10.6 CK-D11, CK-21.33: the displaced knight's owner chooses among free intersections
    reachable along his roads from where it stood; it keeps level and state; with nowhere to
    go it returns to supply."""
    g = red_roads()
    place(g, "blue", settlement=42, roads=["37-42"])
    knight(g, "red", 25, 2)
    knight(g, "blue", 37, 1)
    events = act(g, "red", "displace 25 37")
    assert only(events, "KnightDisplaced").to_dict()["victim"] == "blue"
    assert g.phase == "relocate" and g.awaiting() == ["blue"]
    assert [str(a) for a in g.legal_actions("blue")] == ["relocate none"]
    act(g, "blue", "relocate none")
    assert state(g).knight_supply[seat(g, "blue")][0] == 2 and g.phase == "main"
    assert_conserved(g)
    g = red_roads()
    place(g, "blue", settlement=47, roads=["42-47", "37-42"])
    knight(g, "red", 25, 2)
    knight(g, "blue", 37, 1)
    act(g, "red", "displace 25 37")
    assert [str(a) for a in g.legal_actions("blue")] == ["relocate 42"]
    act(g, "blue", "relocate 42")
    assert knight_at(g, 42) == {
        "intersection": 42,
        "owner": "blue",
        "level": 1,
        "active": True,
        "fresh": False,
    }
    assert knight_at(g, 37)["owner"] == "red" and knight_at(g, 37)["active"] is False
    assert_conserved(g)


def test_21_34_chase_the_robber_next_to_it_after_the_first_attack() -> None:
    """CK-10.5, CK-6.1, CK-21.34: only a knight on a corner of the robber's hex, only once the
    robber is awake; the chase moves the robber and steals as in the base game."""
    g = red_roads()
    place(g, "blue", settlement=42)
    give(g, "blue", ore=1)
    knight(g, "red", 25, 1)  # 25 is a corner of J, the desert
    refused(g, "red", "chase 25 P steal blue", code="robber_asleep")
    wake_robber(g)
    knight(g, "red", 36, 1)
    refused(g, "red", "chase 37 P steal blue", code="no_own_knight")
    events = act(g, "red", "chase 25 P steal blue")
    assert kinds(events) == ["KnightChased", "RobberMoved", "Stole"]
    assert g.board.hex_ids[g.robber] == "P" and knight_at(g, 25)["active"] is False
    assert sum(g.hands[seat(g, "red")]) == 1


def test_21_35_a_knight_on_a_building_spot_must_move_first() -> None:
    """CK-10.7, CK-21.35: no settlement where a knight stands, even one's own; when the knight can
    move away, the spot is free again; when it cannot, the settlement stays impossible."""
    g = red_roads()
    give(g, "red", lumber=2, brick=2, wool=2, grain=2)
    knight(g, "red", 37, 1)
    refused(g, "red", "build settlement 37", code="knight_there")
    act(g, "red", "move knight 37 36")
    act(g, "red", "build settlement 37")
    g = red_roads()
    give(g, "red", lumber=1, brick=1, wool=1, grain=1)
    knight(g, "red", 37, 1, active=False)
    refused(g, "red", "build settlement 37", code="knight_there")


def test_21_36_t_ck7_an_opponent_knight_breaks_routes_and_blocks_roads() -> None:
    """CK-10.7, CK-21.36, CK-T7: an opponent's knight on a route breaks it for Longest Road and no
    road may be built through its intersection."""
    g = playing()
    place(g, "red", settlement=20, roads=["20-25", "25-31", "31-37", "37-42", "42-47"])
    place(g, "red", road="47-43")
    assert g.view(None)["players"][0]["road_length"] == 6
    assert g.view(None)["longest_road"] == "red"
    roll(g, "red", 1, 1)
    act(g, "red", "end")
    roll(g, "blue", 1, 1)
    place(g, "blue", settlement=36, road="31-36")
    give(g, "blue", ore=1, wool=1)
    events = act(g, "blue", "knight 31")
    assert g.view(None)["players"][0]["road_length"] == 4
    assert "LongestRoadMoved" in kinds(events) and g.view(None)["longest_road"] is None
    g = playing()
    place(g, "red", settlement=20, road="20-25")
    knight(g, "blue", 25, 1, active=False)
    roll(g, "red", 1, 1)
    give(g, "red", lumber=2, brick=2)
    refused(g, "red", "build road 25-31", code="road_not_connected")
    act(g, "red", "build road 20-26")
