"""The politics cards that strike roads and cities (CK-13.6; CK-21.46, CK-21.50; CK-T8, CK-T9):
the Diplomat's open roads and what it does to an opponent's road or one's own, the Saboteur in
both editions and the repair of a sabotaged city. The cards that take cards or move knights are
in test_cards_politics.py."""

from __future__ import annotations

from engine import Game
from engine.rules.cities_knights.barbarians import strength

from ..vocab import neighbours
from .test_cards_politics import playable, red_roads
from .vocab import (
    act,
    assert_conserved,
    empty_hand,
    give,
    hand,
    kinds,
    knight,
    metropolis,
    only,
    place,
    play_round,
    playing,
    progress_cards,
    refused,
    roll,
    seat,
    state,
    vp,
)

# ----- Diplomat ----------------------------------------------------------------------------------


def test_t_ck8_diplomat_open_road_test() -> None:
    """CK-T8, CK-21.49: a road whose only open end touches an opponent's settlement is open; a
    road with pieces of its colour at both ends (a road, a settlement, a knight) is not."""
    g = red_roads("diplomat")
    place(g, "blue", settlement=42)
    options = {str(a) for a in g.legal_actions("red") if str(a).startswith("play diplomat")}
    # 31-37 ends at 37, next to blue's settlement only: open. 20-25: the settlement at 20 and
    # the road 25-31: not open. 31-36: open at 36.
    assert "play diplomat 31-37" in options and "play diplomat 31-36" in options
    assert "play diplomat 20-25" not in options and "play diplomat 25-31" not in options
    refused(g, "red", "play diplomat 20-25", code="road_not_open")
    refused(g, "red", "play diplomat 41-46", code="no_road_there")
    knight(g, "red", 36)
    refused(g, "red", "play diplomat 31-36", code="road_not_open")


def test_21_46_diplomat_refused_with_no_open_road() -> None:
    """CK-13.6, CK-21.46: the Diplomat needs an open road somewhere."""
    g = playing()
    place(g, "red", settlement=20, city=31, roads=["20-25", "25-31"])
    progress_cards(g, "red", "diplomat")
    roll(g, "red", 1, 1)
    assert playable(g, "red", "diplomat") == (False, "no_open_road")


def test_t_ck8_diplomat_removes_an_opponents_road_and_builds_nothing() -> None:
    """CK-T8, CK-21.49: an opponent's road goes back to its owner's supply, nothing is placed;
    Longest Road is re-evaluated and returns to the bank when nobody has 5."""
    g = red_roads("diplomat")
    place(g, "blue", settlement=1, roads=["1-4", "4-8", "8-12", "12-17", "17-22"])
    from engine.roads import update_longest_road

    update_longest_road(g, (0, 1, 2), [])
    assert g.road_holder == seat(g, "blue")
    roads_before = g.pieces[seat(g, "blue")][0]
    events = act(g, "red", "play diplomat 17-22")
    assert "RoadRemoved" in kinds(events) and "LongestRoadMoved" in kinds(events)
    assert g.road_holder == -1
    assert g.pieces[seat(g, "blue")][0] == roads_before + 1
    assert g.phase == "main"
    assert_conserved(g)


def test_diplomat_own_road_is_placed_again_elsewhere_or_kept() -> None:
    """CK-13.6, CK-D25: one's own removed road may be placed again at once, on another path;
    declining keeps it in supply."""
    g = red_roads("diplomat", "diplomat")
    act(g, "red", "play diplomat 31-36")
    assert g.phase == "diplomat"
    refused(g, "red", "diplomat 31-36", code="diplomat_same_path")
    act(g, "red", "diplomat 37-42")
    assert g.edge_owner[g.board.edge_by_pair[(37, 42)]] == seat(g, "red")
    assert g.phase == "main"
    act(g, "red", "play diplomat 37-42")
    pieces = g.pieces[seat(g, "red")][0]
    act(g, "red", "diplomat none")
    assert g.pieces[seat(g, "red")][0] == pieces
    assert_conserved(g)


def stripped_settlement() -> Game:
    """Red: settlement 20 and one road, 20-25, which red's own Diplomat has just removed (kept
    in supply): no road of red's touches the settlement any more."""
    g = playing()
    place(g, "red", settlement=20, road="20-25")
    progress_cards(g, "red", "diplomat", "road_building")
    roll(g, "red", 1, 1)
    act(g, "red", "play diplomat 20-25")
    if g.phase == "diplomat":  # (the road may go back at once: kept instead)
        act(g, "red", "diplomat none")
    assert g.roads[seat(g, "red")] == [] and g.phase == "main"
    return g


def paths_from(g: Game, node: int, but: str = "") -> set[str]:
    return {f"{min(node, n)}-{max(node, n)}" for n in neighbours(g, node)} - {but}


def test_diplomat_own_only_road_at_a_settlement_may_be_placed_again() -> None:
    """CK-13.6, CK-D25 with B-BUILD-1: the owner of a removed road may place it again at
    once wherever a road may go; a road may leave one's own settlement, so the only road at a
    settlement may go back on another path from it."""
    g = playing()
    place(g, "red", settlement=20, road="20-25")
    progress_cards(g, "red", "diplomat")
    roll(g, "red", 1, 1)
    act(g, "red", "play diplomat 20-25")
    assert g.phase == "diplomat" and g.awaiting() == ["red"]
    offered = {str(a).removeprefix("diplomat ") for a in g.legal_actions("red")}
    assert offered == paths_from(g, 20, but="20-25") | {"none"}
    path = min(paths_from(g, 20, but="20-25"))
    act(g, "red", f"diplomat {path}")
    a, b = (int(n) for n in path.split("-"))
    assert g.edge_owner[g.board.edge_by_pair[(a, b)]] == seat(g, "red")
    assert_conserved(g)


def test_a_settlement_whose_road_the_diplomat_took_may_start_a_road() -> None:
    """B-BUILD-1: a settlement left without a road of its owner is not stranded: a road may be
    built from it, and bought roads and Road Building's free roads leave from it."""
    g = stripped_settlement()
    paths = paths_from(g, 20)
    give(g, "red", lumber=1, brick=1)
    built = {str(a).removeprefix("build road ") for a in g.legal_actions("red")}
    assert paths <= built
    act(g, "red", f"build road {min(paths)}")
    act(g, "red", "play road_building")
    assert g.phase == "road_building"
    act(g, "red", f"build road {max(paths)}")
    assert_conserved(g)


def test_road_building_from_a_settlement_whose_road_the_diplomat_took() -> None:
    """B-BUILD-1 with CK-13.6: with no road of his on the board, a player's settlement is where
    Road Building's free roads start (the card is offered and played)."""
    g = stripped_settlement()
    assert "play road_building" in {str(a) for a in g.legal_actions("red")}
    act(g, "red", "play road_building")
    free = {str(a).removeprefix("build road ") for a in g.legal_actions("red")}
    assert free == paths_from(g, 20)
    act(g, "red", f"build road {min(free)}")
    assert g.phase == "road_building"
    assert_conserved(g)


# ----- Saboteur ----------------------------------------------------------------------------------


def test_21_50_saboteur_later_ties_included_and_rounding_down() -> None:
    """CK-13.6, CK-21.50, CK-D26: every other player with at least as many VP discards half
    his cards rounded down, to the bank, all at once; a poorer player loses nothing."""
    g = red_roads("saboteur")
    place(g, "blue", settlement=1)  # 1 VP, as red
    place(g, "white", settlement=54)
    give(g, "blue", ore=3, wool=2)
    give(g, "red", ore=5)
    place(g, "red", settlement=3)  # red 2 VP: white (1 VP) is poorer ...
    place(g, "blue", settlement=5)  # ... blue ties at 2
    give(g, "white", grain=6)
    assert vp(g, "red") == vp(g, "blue") == 2 and vp(g, "white") == 1
    events = act(g, "red", "play saboteur")
    owed = only(events, "MustGiveUpHalf").to_dict(None)["owed"]
    assert owed == {"blue": 2}
    assert g.phase == "saboteur" and g.awaiting() == ["blue"]
    refused(g, "blue", "discard 1 ore", code="wrong_discard_count")
    act(g, "blue", "discard 2 ore")
    assert hand(g, "blue")["ore"] == 1 and hand(g, "white")["grain"] == 6
    assert g.phase == "main"
    assert_conserved(g)


def test_saboteur_later_refused_without_a_victim() -> None:
    """CK-13.6, CK-21.46: some opponent with VP ≥ yours must hold 2 cards or more."""
    g = red_roads("saboteur")
    place(g, "blue", settlement=1)
    give(g, "blue", ore=1)
    assert playable(g, "red", "saboteur") == (False, "no_saboteur_victim")


def test_t_ck9_saboteur_first_sabotaged_city_produces_like_a_settlement_until_repaired() -> None:
    """CK-T9, CK-21.50: a sabotaged city on a forest yields 1 lumber and no paper; still 2 VP and
    still a city for the barbarians; repaired only on its owner's turn for 1 lumber + 1 ore, it
    produces normally from the next roll on."""
    g = red_roads("saboteur", saboteur_edition="first")
    place(g, "blue", city=26)  # on K, the forest 3
    before = (vp(g, "blue"), strength(g))
    refused(g, "red", "play saboteur", code="saboteur_needs_city")
    act(g, "red", "play saboteur 26")
    assert (vp(g, "blue"), strength(g)) == before
    assert g.view(None)["cities_knights"]["sabotaged"] == [26]
    give(g, "blue", ore=1)
    refused(g, "blue", "repair 26", code="not_your_turn")
    act(g, "red", "end")
    roll(g, "blue", 1, 2)
    assert hand(g, "blue")["lumber"] == 1 and hand(g, "blue")["paper"] == 0
    act(g, "blue", "repair 26")
    assert hand(g, "blue")["lumber"] == 0 and hand(g, "blue")["ore"] == 0
    assert g.view(None)["cities_knights"]["sabotaged"] == []
    refused(g, "blue", "repair 26", code="not_sabotaged")
    act(g, "blue", "end")
    play_round(g, "blue")
    roll(g, "blue", 1, 2)
    assert hand(g, "blue")["lumber"] == 1 and hand(g, "blue")["paper"] == 1
    assert_conserved(g)


def test_saboteur_first_targets_only_ordinary_cities_not_sabotaged() -> None:
    """CK-13.6, CK-D15: not a metropolis, not a city already sabotaged."""
    g = red_roads("saboteur", "saboteur", saboteur_edition="first")
    place(g, "blue", city=26)
    place(g, "white", city=1)
    metropolis(g, "trade", 1)
    refused(g, "red", "play saboteur 1", code="not_a_sabotage_target")
    act(g, "red", "play saboteur 26")
    assert playable(g, "red", "saboteur") == (False, "no_city_to_sabotage")


def test_saboteur_first_pillage_ends_the_sabotage() -> None:
    """CK-D26: a pillaged sabotaged city is a settlement, no longer sabotaged."""
    g = red_roads("saboteur", saboteur_edition="first")
    place(g, "blue", city=26)
    act(g, "red", "play saboteur 26")
    from engine.rules.cities_knights.barbarians import reduce_city

    reduce_city(g, seat(g, "blue"), 25, [])
    assert state(g).sabotaged == []


def test_t_ck9_tournament_preset_plays_the_first_edition_saboteur() -> None:
    """CK-T9: the tournament preset selects `saboteur_edition = first`; the official one the
    later edition, which names no city."""
    g = red_roads("saboteur", preset="tournament")
    place(g, "blue", city=26)
    assert g.sw["saboteur_edition"] == "first"
    assert [str(a) for a in g.legal_actions("red") if str(a).startswith("play saboteur")] == [
        "play saboteur 26"
    ]
    g = red_roads("saboteur")
    place(g, "blue", city=26)
    give(g, "blue", ore=2)
    refused(g, "red", "play saboteur 26", code="saboteur_takes_no_city")


def test_t_ck9_repair_costs_one_lumber_and_one_ore_after_the_roll() -> None:
    """CK-T9, CK-13.6: the repair is paid (1 lumber + 1 ore) during the owner's own turn, after
    the roll like every build."""
    g = red_roads("saboteur", saboteur_edition="first")
    place(g, "blue", city=26)
    act(g, "red", "play saboteur 26")
    act(g, "red", "end")
    give(g, "blue", lumber=1, ore=1)
    refused(g, "blue", "repair 26", code="roll_first")
    roll(g, "blue", 1, 1)
    empty_hand(g, "blue")
    give(g, "blue", lumber=1)
    refused(g, "blue", "repair 26", code="cannot_afford")
    give(g, "blue", ore=1)
    act(g, "blue", "repair 26")
    assert_conserved(g)
