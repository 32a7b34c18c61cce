"""The science deck played (CK-13.5, CK-13.6 science table; CK-21.3,
CK-21.45, CK-21.46, CK-21.54; CK-D19 to CK-D23). Beginner map: red's city 20 borders F (pasture 4),
G (hills 10) and K (forest 3); intersection 23 borders D and H (fields) and I (forest)."""

from __future__ import annotations

import json

from engine import Game

from .vocab import (
    act,
    assert_conserved,
    event_face,
    give,
    hand,
    kinds,
    knight,
    levels,
    new_game,
    only,
    place,
    playing,
    progress_cards,
    refused,
    roll,
    seat,
    skip_setup,
    state,
    top_card,
    wall,
)


def after_roll(**cards: int) -> Game:
    """Red (city 20, road 20-25) has rolled; blue has a city at 42."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    roll(g, "red", 1, 1)
    return g


def view_progress(g: Game, player: str) -> list[tuple[str, bool, str | None]]:
    mine = g.view(player)["you"]["progress"]  # type: ignore[typeddict-item]
    return [(p["card"], p["playable"], p["why"]) for p in mine]


# ----- Alchemist ---------------------------------------------------------------------------------


def test_21_3_alchemist_sets_white_and_red_and_rolls_only_the_event_die() -> None:
    """CK-13.6 Alchemist, CK-21.3: the chosen values are the roll; only the event die is rolled."""
    g = playing()
    place(g, "red", city=20)
    progress_cards(g, "red", "alchemist")
    event_face(g, "ship")
    events = act(g, "red", "play alchemist 1 3")
    rolled = only(events, "Rolled")
    assert rolled.dice == (1, 3)  # type: ignore[attr-defined]
    assert g.last_roll == (1, 3)
    assert state(g).barbarians == 1
    assert g.phase == "main"
    assert hand(g, "red")["wool"] == 1  # F (pasture 4) produced for the city: wool and cloth
    assert hand(g, "red")["cloth"] == 1


def test_21_3_alchemist_chosen_red_decides_progress_draws() -> None:
    """CK-21.3: the chosen red value decides the gate's draws (level 1: red 1 or 2)."""
    g = playing()
    levels(g, "red", trade=1)
    levels(g, "blue", trade=1)
    progress_cards(g, "red", "alchemist")
    top_card(g, "trade", "merchant")
    event_face(g, "trade")
    events = act(g, "red", "play alchemist 4 2")
    drawn = [e for e in events if e.kind == "ProgressDrawn"]
    assert [e.player for e in drawn] == ["red", "blue"]  # type: ignore[attr-defined]
    g2 = playing()
    levels(g2, "red", trade=1)
    progress_cards(g2, "red", "alchemist")
    event_face(g2, "trade")
    assert "ProgressDrawn" not in kinds(act(g2, "red", "play alchemist 2 3"))


def test_21_3_alchemist_chosen_seven_resolves_the_event_die_first() -> None:
    """CK-21.3 with CK-21.7: a chosen 7 on a gate: the draws first, then the discards."""
    g = playing()
    levels(g, "blue", science=2)
    give(g, "blue", ore=8)
    progress_cards(g, "red", "alchemist")
    event_face(g, "science")
    events = act(g, "red", "play alchemist 4 3")
    names = kinds(events)
    assert names.index("ProgressDrawn") < names.index("MustDiscard")
    assert g.phase == "discard"


def test_alchemist_refuses_a_die_outside_one_to_six() -> None:
    """CK-13.6 Alchemist: each die is chosen from 1 to 6."""
    g = playing()
    progress_cards(g, "red", "alchemist")
    refused(g, "red", "play alchemist 7 1", code="alchemist_die")
    refused(g, "red", "play alchemist 0 3", code="alchemist_die")


def test_alchemist_only_before_the_roll() -> None:
    """CK-13.5: the Alchemist is the only card before the roll and is refused after it."""
    g = after_roll()
    progress_cards(g, "red", "alchemist")
    refused(g, "red", "play alchemist 3 3", code="progress_before_roll")
    assert view_progress(g, "red") == [("alchemist", False, "progress_before_roll")]


def test_21_2_only_the_alchemist_is_played_before_the_roll() -> None:
    """CK-21.2: before the roll, no other card is legal."""
    g = playing()
    place(g, "red", city=20)
    progress_cards(g, "red", "crane", "alchemist")
    plays = [str(a) for a in g.legal_actions("red") if str(a).startswith("play")]
    assert plays and all(p.startswith("play alchemist") for p in plays)
    refused(g, "red", "play crane", code="progress_after_roll")


# ----- CK-21.45
# ------------------------------------------------------------------------------------


def test_21_45_a_card_drawn_on_this_turns_roll_is_played_this_turn() -> None:
    """CK-13.5, CK-21.45: a card received this turn may be played this turn."""
    g = playing()
    place(g, "red", city=20)
    levels(g, "red", science=1)
    top_card(g, "science", "crane")
    roll(g, "red", 1, 1, "science")
    assert state(g).progress[0] == ["crane"]
    act(g, "red", "play crane")


# ----- Crane -------------------------------------------------------------------------------------


def test_crane_makes_a_level_one_improvement_free() -> None:
    """CK-13.6 Crane: one commodity less; level 1 costs nothing."""
    g = after_roll()
    progress_cards(g, "red", "crane")
    act(g, "red", "play crane")
    assert g.view("red")["cities_knights"]["effects"]["crane"] == 1  # type: ignore[typeddict-item]
    act(g, "red", "improve trade")
    assert state(g).levels[0][0] == 1
    assert hand(g, "red")["cloth"] == 0
    assert_conserved(g)


def test_crane_discounts_one_improvement_only() -> None:
    """CK-13.6 Crane: one Crane reduces one improvement; the next one pays in full."""
    g = after_roll()
    progress_cards(g, "red", "crane")
    give(g, "red", cloth=1)
    act(g, "red", "play crane")
    act(g, "red", "improve trade")  # level 1 free
    refused(g, "red", "improve trade", code="cannot_afford")  # level 2: 2 cloth in full
    assert hand(g, "red")["cloth"] == 1


def test_two_cranes_do_not_combine_on_one_improvement() -> None:
    """CK-13.6 Crane (S4): two Cranes cannot be combined on the same improvement."""
    g = after_roll()
    levels(g, "red", science=1)
    progress_cards(g, "red", "crane", "crane")
    give(g, "red", paper=0)
    act(g, "red", "play crane")
    act(g, "red", "play crane")
    refused(g, "red", "improve science", code="cannot_afford")  # level 2 needs 1 paper
    give(g, "red", paper=1)
    act(g, "red", "improve science")
    assert hand(g, "red")["paper"] == 0
    assert state(g).effects["crane"] == 1


def test_crane_discount_expires_at_the_end_of_the_turn() -> None:
    """CK-D20: an unused Crane discount ends with the turn."""
    g = after_roll()
    progress_cards(g, "red", "crane")
    act(g, "red", "play crane")
    act(g, "red", "end")
    assert state(g).effects == {}
    assert g.view("red")["cities_knights"]["effects"]["crane"] == 0  # type: ignore[typeddict-item]


def test_crane_refused_without_a_city() -> None:
    """CK-13.6 Crane playable when: you own a city."""
    g = playing()
    place(g, "red", settlement=20)
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "crane")
    refused(g, "red", "play crane", code="needs_city")
    assert view_progress(g, "red") == [("crane", False, "needs_city")]


# ----- Engineer ----------------------------------------------------------------------------------


def test_engineer_builds_a_free_wall() -> None:
    """CK-13.6 Engineer: one city wall for free."""
    g = after_roll()
    progress_cards(g, "red", "engineer")
    act(g, "red", "play engineer 20")
    assert 19 in state(g).walls
    assert state(g).wall_supply[0] == 2
    assert sum(g.hands[0]) == 0
    assert_conserved(g)


def test_21_46_engineer_refused_when_every_city_has_a_wall() -> None:
    """CK-21.46: Engineer with all walls built is not playable."""
    g = after_roll()
    wall(g, 20)
    progress_cards(g, "red", "engineer")
    refused(g, "red", "play engineer 20", code="no_city_without_wall")


def test_engineer_refused_with_no_wall_in_supply() -> None:
    """CK-13.6 Engineer playable when: a wall piece in supply."""
    g = after_roll()
    state(g).wall_supply[0] = 0
    progress_cards(g, "red", "engineer")
    refused(g, "red", "play engineer 20", code="no_pieces_left")


def test_engineer_refused_on_someone_elses_city() -> None:
    """CK-9: a wall goes under one's own city."""
    g = after_roll()
    progress_cards(g, "red", "engineer")
    refused(g, "red", "play engineer 42", code="needs_own_city")


# ----- Inventor ----------------------------------------------------------------------------------


def test_inventor_swaps_two_tokens() -> None:
    """CK-13.6 Inventor: the two hexes' numbers are swapped, and production follows them."""
    g = after_roll()
    progress_cards(g, "red", "inventor")
    events = act(g, "red", "play inventor K A")  # K (3) <-> A (10)
    swapped = only(events, "TokensSwapped")
    assert swapped.hexes == ("A", "K")  # type: ignore[attr-defined]
    assert swapped.numbers == (3, 10)  # type: ignore[attr-defined]
    b = g.board
    assert b.hex_number[b.hex_by_id["K"]] == 10
    assert b.hex_number[b.hex_by_id["A"]] == 3
    act(g, "red", "end")
    roll(g, "blue", 5, 5)  # 10: K now produces for red's city (1 lumber, 1 paper)
    assert hand(g, "red")["lumber"] == 1


def test_inventor_survives_a_save() -> None:
    """The swapped tokens are part of the saved game."""
    g = after_roll()
    progress_cards(g, "red", "inventor")
    act(g, "red", "play inventor K A")
    back = Game.from_dict(json.loads(json.dumps(g.to_dict())))
    assert back.board.hex_number[back.board.hex_by_id["K"]] == 10


def test_21_54_inventor_refuses_2_6_8_12() -> None:
    """CK-21.54: tokens 2, 6, 8 and 12 never move."""
    g = after_roll()
    progress_cards(g, "red", "inventor")
    for hex_ in ("B", "E", "L", "D"):  # 2, 6, 8, 12
        refused(g, "red", f"play inventor {hex_} A", code="token_fixed")
    refused(g, "red", "play inventor J A", code="token_fixed")  # the desert has none


def test_21_54_inventor_allows_the_robbers_hex() -> None:
    """CK-21.54: a token under the robber may be swapped."""
    g = after_roll()
    g.robber = g.board.hex_by_id["K"]
    progress_cards(g, "red", "inventor")
    act(g, "red", "play inventor K C")


def test_inventor_refuses_the_same_hex_twice() -> None:
    """CK-D21: the two hexes differ."""
    g = after_roll()
    progress_cards(g, "red", "inventor")
    refused(g, "red", "play inventor K K", code="same_hex")


# ----- Irrigation, Mining ------------------------------------------------------------------------


def test_irrigation_gives_two_grain_per_fields_hex() -> None:
    """CK-13.6 Irrigation: 2 grain per fields hex next to one's buildings; a city does not double
    it; the robber does not block it (CK-D22)."""
    g = playing()
    place(g, "red", city=23)  # D and H are fields
    g.robber = g.board.hex_by_id["H"]
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "irrigation")
    events = act(g, "red", "play irrigation")
    assert hand(g, "red")["grain"] == 4
    assert only(events, "BonusTaken").hexes == 2  # type: ignore[attr-defined]


def test_irrigation_refused_without_a_fields_hex() -> None:
    """CK-13.6 Irrigation playable when: at least one such hex."""
    g = after_roll()
    progress_cards(g, "red", "irrigation")
    refused(g, "red", "play irrigation", code="no_terrain_next_to_you")


def test_mining_gives_two_ore_per_mountains_hex() -> None:
    """CK-13.6 Mining: 2 ore per mountains hex next to one's buildings (21: L mountains)."""
    g = playing()
    place(g, "red", settlement=21)  # G hills, L mountains
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "mining")
    act(g, "red", "play mining")
    assert hand(g, "red")["ore"] == 2


def test_mining_refused_without_a_mountains_hex() -> None:
    """CK-13.6 Mining playable when: as Irrigation."""
    g = after_roll()
    progress_cards(g, "red", "mining")
    refused(g, "red", "play mining", code="no_terrain_next_to_you")


# ----- Medicine ----------------------------------------------------------------------------------


def test_medicine_upgrades_for_two_ore_and_one_grain() -> None:
    """CK-13.6 Medicine: a settlement becomes a city for 2 ore + 1 grain."""
    g = after_roll()
    place(g, "red", settlement=25)
    give(g, "red", ore=2, grain=1)
    progress_cards(g, "red", "medicine")
    act(g, "red", "play medicine 25")
    assert g.node_level[24] == 2
    assert sum(g.hands[0]) == 0
    assert_conserved(g)


def test_medicine_refused_when_unaffordable() -> None:
    """CK-13.6 Medicine playable when: you can pay."""
    g = after_roll()
    place(g, "red", settlement=25)
    give(g, "red", ore=1, grain=1)
    progress_cards(g, "red", "medicine")
    refused(g, "red", "play medicine 25", code="cannot_afford")


def test_21_46_medicine_refused_with_no_city_piece() -> None:
    """CK-21.46: Medicine with no city piece in supply."""
    g = after_roll()
    place(g, "red", settlement=25)
    g.pieces[0][2] = 0
    give(g, "red", ore=2, grain=1)
    progress_cards(g, "red", "medicine")
    refused(g, "red", "play medicine 25", code="no_settlement_to_upgrade")


def test_medicine_refused_on_a_city() -> None:
    """Medicine upgrades a settlement only."""
    g = after_roll()
    place(g, "red", settlement=25)
    give(g, "red", ore=2, grain=1)
    progress_cards(g, "red", "medicine")
    refused(g, "red", "play medicine 20", code="needs_own_settlement")


# ----- Road Building -----------------------------------------------------------------------------


def test_road_building_places_two_free_roads_while_resolving() -> None:
    """CK-13.6 Road Building, CK-D23: both roads are placed at once, for free."""
    g = after_roll()
    progress_cards(g, "red", "road_building")
    act(g, "red", "play road_building")
    assert g.phase == "road_building"
    act(g, "red", "build road 25-31")
    act(g, "red", "build road 31-36")
    assert g.phase == "main"
    assert sum(g.hands[0]) == 0
    assert_conserved(g)


def test_road_building_places_one_when_only_one_fits() -> None:
    """CK-D23: if only one can be placed, one is placed."""
    g = after_roll()
    g.pieces[0][0] = 1
    progress_cards(g, "red", "road_building")
    act(g, "red", "play road_building")
    act(g, "red", "build road 25-31")
    assert g.phase == "main"


def test_road_building_ends_when_knights_leave_no_open_spot() -> None:
    """CK-10.7 with CK-D23: roads do not pass a foreign knight; when the first free road
    leaves no open spot, the card ends with one road."""
    g = playing()
    place(g, "red", settlement=1, roads=["1-5"])
    for n in (4, 5):
        knight(g, "blue", n)
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "road_building")
    act(g, "red", "play road_building")
    assert [str(a) for a in g.legal_actions("red")] == ["build road 1-4"]
    act(g, "red", "build road 1-4")
    assert g.phase == "main"


def test_road_building_refused_when_knights_close_every_spot() -> None:
    """CK-13.6 Road Building playable when: a legal spot (foreign knights block, CK-10.7)."""
    g = playing()
    place(g, "red", settlement=1, roads=["1-5", "1-4"])
    for n in (4, 5):
        knight(g, "blue", n)
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "road_building")
    refused(g, "red", "play road_building", code="no_road_spot")


def test_road_building_refused_without_a_spot() -> None:
    """CK-13.6 Road Building playable when: a legal spot and a piece in supply."""
    g = after_roll()
    g.pieces[0][0] = 0
    progress_cards(g, "red", "road_building")
    refused(g, "red", "play road_building", code="no_pieces_left")


# ----- Smith -------------------------------------------------------------------------------------


def test_smith_promotes_two_knights_for_free() -> None:
    """CK-13.6 Smith: up to 2 knights promoted for free."""
    g = after_roll()
    knight(g, "red", 25)
    knight(g, "red", 31, active=False)
    progress_cards(g, "red", "smith")
    act(g, "red", "play smith 25 31")
    assert state(g).knights[24].level == 2
    assert state(g).knights[30].level == 2
    assert sum(g.hands[0]) == 0
    assert_conserved(g)


def test_smith_cannot_raise_one_knight_twice() -> None:
    """CK-13.6 Smith, CK-21.29: each knight at most once per turn, also through Smith."""
    g = after_roll()
    knight(g, "red", 25)
    progress_cards(g, "red", "smith")
    refused(g, "red", "play smith 25 25", code="promoted_this_turn")
    give(g, "red", ore=1, wool=1)
    act(g, "red", "promote 25")
    refused(g, "red", "play smith 25", code="no_knight_to_promote")


def test_smith_strong_to_mighty_needs_the_fortress() -> None:
    """CK-13.6 Smith: strong → mighty still needs the Fortress."""
    g = after_roll()
    knight(g, "red", 25, level=2)
    progress_cards(g, "red", "smith")
    refused(g, "red", "play smith 25", code="no_knight_to_promote")
    levels(g, "red", politics=3)
    act(g, "red", "play smith 25")
    assert state(g).knights[24].level == 3


def test_smith_refused_with_no_knight() -> None:
    """CK-13.6 Smith playable when: at least one promotable knight."""
    g = after_roll()
    progress_cards(g, "red", "smith")
    refused(g, "red", "play smith 25", code="no_knight_to_promote")


def test_smith_refused_for_another_players_knight() -> None:
    """Smith promotes one's own knights."""
    g = after_roll()
    knight(g, "red", 25)
    knight(g, "blue", 47)
    progress_cards(g, "red", "smith")
    refused(g, "red", "play smith 47", code="no_own_knight")


def test_view_offers_a_card_to_its_holder_only() -> None:
    """The view's `playable` is false for a card held off turn (not your turn)."""
    g = after_roll()
    place(g, "blue", city=45)
    progress_cards(g, "blue", "crane")
    assert view_progress(g, "blue") == [("crane", False, "not_your_turn")]
    assert seat(g, "blue") == 1


def test_tck4_tournament_fifth_card_on_own_turn_is_played_then_four_kept() -> None:
    """CK-T4 (tournament preset): a 5th card received on one's own turn may be played at once;
    the turn ends with at most 4."""
    g = skip_setup(new_game(preset="tournament"), "red")
    place(g, "red", city=20)
    levels(g, "red", science=1)
    progress_cards(g, "red", "mining", "mining", "irrigation", "irrigation")
    top_card(g, "science", "crane")
    roll(g, "red", 1, 1, "science")
    assert len(state(g).progress[0]) == 5
    act(g, "red", "play crane")
    act(g, "red", "end")
    assert g.players[g.current] == "blue"
    assert len(state(g).progress[0]) == 4
