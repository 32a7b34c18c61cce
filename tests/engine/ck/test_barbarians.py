"""The event die and the barbarians (CK-4.3, CK-6.1, CK-15; CK-21 items
4-21; CK-T1, CK-T2)."""

from __future__ import annotations

from engine import Game, MoveRobber

from .vocab import (
    act,
    assert_conserved,
    empty_hand,
    give,
    kinds,
    knight,
    levels,
    metropolis,
    only,
    place,
    play_round,
    playing,
    refused,
    roll,
    seat,
    ship_at,
    state,
    top_card,
    vp,
    wall,
)


def three_cities() -> Game:
    """Red city at 20, blue at 42, white at 45 (barbarian strength 3), red to roll."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    place(g, "white", city=45, roads=["45-49"])
    return g


def test_21_04_seventh_advance_triggers_the_attack() -> None:
    """CK-4.3, CK-21.4: the advance from 6 to 7 lands the barbarians; the ship returns to 0 and the
    7th advance after that lands them again."""
    g = three_cities()
    knight(g, "red", 25, 3)
    ship_at(g, 5)
    events = roll(g, "red", 1, 1, "ship")
    assert "BarbariansAttacked" not in kinds(events) and state(g).barbarians == 6
    act(g, "red", "end")
    events = roll(g, "blue", 1, 1, "ship")
    assert only(events, "BarbariansAttacked").to_dict()["barbarians_won"] is False
    assert state(g).barbarians == 0 and state(g).attacks == 1
    for _ in range(6):
        act(g, g.players[g.current], "end")
        roll(g, g.players[g.current], 1, 1, "ship")
    assert state(g).barbarians == 6 and state(g).attacks == 1
    knight(g, "blue", 47, 3)
    act(g, g.players[g.current], "end")
    roll(g, g.players[g.current], 1, 1, "ship")
    assert state(g).attacks == 2 and state(g).barbarians == 0
    assert_conserved(g)


def test_21_05_first_landing_on_a_seven_wakes_the_robber_the_same_roll() -> None:
    """CK-4.1, CK-6.1, CK-21.5, CK-T1, CK-T2: attack first, the robber wakes, then discards, then
    the robber moves and steals — all on that roll."""
    g = three_cities()
    knight(g, "red", 25, 3)
    ship_at(g, 6)
    give(g, "white", ore=8)
    events = roll(g, "red", 3, 4, "ship")
    assert kinds(events).index("BarbariansAttacked") < kinds(events).index("MustDiscard")
    assert g.view(None)["cities_knights"]["robber_active"] is True
    act(g, "white", "discard 4 ore")
    assert g.phase == "robber"
    act(g, "red", "robber N steal white")
    assert sum(g.hands[seat(g, "red")]) == 1


def test_21_06_seven_before_the_first_attack_discards_but_the_robber_sleeps() -> None:
    """CK-6.1, CK-21.6, CK-T2: a 7 before the first landing makes players discard; the robber does
    not move, nobody is robbed, and no robber move is legal."""
    g = three_cities()
    knight(g, "red", 25, 2)  # on a corner of J, the robber's desert
    give(g, "white", ore=8)
    robber = g.robber
    roll(g, "red", 3, 4, "trade")
    assert g.phase == "discard"
    act(g, "white", "discard 4 ore")
    assert g.phase == "main" and g.robber == robber
    assert not any(isinstance(a, MoveRobber) for a in g.legal_actions("red"))
    assert not any(str(a).startswith("chase") for a in g.legal_actions("red"))
    refused(g, "red", "robber K", code="already_rolled")
    refused(g, "red", "chase 25 N steal white", code="robber_asleep")


def test_21_07_gate_roll_with_a_seven_draws_then_discards() -> None:
    """CK-4.1 step 3, CK-21.7: the gate's progress draws come before the discards."""
    g = three_cities()
    levels(g, "red", trade=1)
    give(g, "white", ore=8)
    events = roll(g, "red", 5, 2, "trade")
    assert kinds(events).index("ProgressDrawn") < kinds(events).index("MustDiscard")


def test_21_08_strength_counts_metropolises_not_fallen_cities() -> None:
    """CK-15.2, CK-21.8: barbarian strength = cities + metropolises; a city on its side is a
    settlement. (Sabotaged cities are part 2.)"""
    g = three_cities()
    metropolis(g, "trade", 20)
    c = state(g)
    g.node_level[44] = 1
    c.fallen.append(44)
    assert g.view(None)["cities_knights"]["barbarians"]["strength"] == 2


def test_21_09_catan_wins_on_equality() -> None:
    """CK-15.3, CK-21.9: 2 cities against active knights of strength 2: Catan wins."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    knight(g, "red", 25, 2)
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    attack = only(events, "BarbariansAttacked").to_dict()
    assert (attack["strength"], attack["defence"], attack["barbarians_won"]) == (2, 2, False)
    assert only(events, "DefenderAwarded").to_dict()["player"] == "red"


def test_21_10_every_player_tied_lowest_loses_a_city() -> None:
    """CK-15.4 step 2, CK-21.10: all eligible players with the smallest contribution lose a city,
    choosing at the same time."""
    g = three_cities()
    knight(g, "red", 25, 1)
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    assert only(events, "BarbariansAttacked").to_dict()["losers"] == ["blue", "white"]
    assert g.phase == "pillage" and g.awaiting() == ["blue", "white"]
    act(g, "white", "pillage 45")
    assert g.awaiting() == ["blue"]
    act(g, "blue", "pillage 42")
    assert g.phase == "main"
    assert g.node_level[41] == g.node_level[44] == 1 and g.node_level[19] == 2
    assert_conserved(g)


def test_21_11_only_metropolises_is_skipped() -> None:
    """CK-15.4 step 1, CK-21.11: a player whose only city carries a metropolis cannot lose one; the
    next-lowest eligible player does."""
    g = three_cities()
    metropolis(g, "politics", 42)
    knight(g, "red", 25, 1)
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    assert only(events, "BarbariansAttacked").to_dict()["losers"] == ["white"]
    assert g.awaiting() == ["white"]


def test_21_12_no_city_no_loss_cities_without_knights_lose() -> None:
    """CK-15.4, CK-21.12: a player with no knight and no city is not affected; one with cities and
    no knight is."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    place(g, "white", settlement=45, roads=["45-49"])
    knight(g, "red", 25, 1)
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    assert only(events, "BarbariansAttacked").to_dict()["losers"] == ["blue"]


def test_21_13_no_eligible_player_nothing_is_pillaged() -> None:
    """CK-15.4 step 6, CK-21.13: the barbarians win but only metropolises stand: nothing happens."""
    g = playing()
    place(g, "blue", city=42, roads=["42-47"])
    metropolis(g, "science", 42)
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    attack = only(events, "BarbariansAttacked").to_dict()
    assert attack["barbarians_won"] is True and attack["losers"] == []
    assert g.phase == "main" and g.node_level[41] == 2


def test_21_14_pillaged_city_loses_its_wall_and_the_limit_drops() -> None:
    """CK-9, CK-21.14: the wall under a pillaged city returns to supply; the hand limit is 7
    again."""
    g = playing()
    place(g, "blue", city=42, roads=["42-47"])
    wall(g, 42)
    assert g.view(None)["cities_knights"]["players"]["blue"]["hand_limit"] == 9
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")
    events = act(g, "blue", "pillage 42")
    assert only(events, "CityPillaged").to_dict()["wall"] is True
    view = g.view(None)["cities_knights"]
    assert view["players"]["blue"]["hand_limit"] == 7
    assert view["players"]["blue"]["walls_supply"] == 3 and view["walls"] == []
    assert_conserved(g)


def test_21_15_no_settlement_piece_left_the_city_lies_on_its_side() -> None:
    """CK-15.4 step 4, CK-21.15: with no settlement piece, the city is laid on its side: 1 VP,
    settlement production, and it is raised again for the normal city cost."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    for spot in (1, 3, 27, 50, 12):
        place(g, "red", settlement=spot)
    assert g.pieces[seat(g, "red")][1] == 0 and vp(g, "red") == 7
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")
    events = act(g, "red", "pillage 20")
    assert only(events, "CityPillaged").to_dict()["fallen"] is True
    assert vp(g, "red") == 6
    assert g.view(None)["cities_knights"]["fallen"] == [20]
    assert_conserved(g)
    act(g, "red", "end")
    play_round(g, "red")
    events = roll(g, "red", 2, 2, "trade")  # F pasture 4
    assert only(events, "Produced").to_dict()["gains"]["red"] == {"wool": 1}
    give(g, "red", grain=2, ore=3)
    act(g, "red", "build city 20")
    assert vp(g, "red") == 7 and g.view(None)["cities_knights"]["fallen"] == []
    assert_conserved(g)


def test_21_16_losing_the_last_city_keeps_levels_and_draws_but_no_new_levels() -> None:
    """CK-11.3, CK-21.16: levels stay, gate draws go on, but no level can be bought without a
    city."""
    g = playing()
    place(g, "blue", city=42, roads=["42-47"])
    levels(g, "blue", science=2)
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")
    act(g, "blue", "pillage 42")
    act(g, "red", "end")
    give(g, "blue", paper=5)
    events = roll(g, "blue", 1, 3, "science")
    assert only(events, "ProgressDrawn").to_dict()["player"] == "blue"
    refused(g, "blue", "improve science", code="needs_city")
    assert state(g).levels[seat(g, "blue")][2] == 2


def test_21_17_defender_cards_then_tally_points() -> None:
    """CK-15.5, CK-21.17: the unique top defender gets a Defender card; after the 6 cards, tally
    points, each worth 1 VP."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    knight(g, "red", 25, 2)
    state(g).defender_left = 0
    before = vp(g, "red")
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    assert only(events, "DefenderAwarded").to_dict()["card"] is False
    assert vp(g, "red") == before + 1
    assert g.view(None)["cities_knights"]["players"]["red"]["defender"] == 1


def test_21_18_tied_top_defenders_draw_from_decks_of_their_choice() -> None:
    """CK-15.5, CK-21.18: no Defender card for a tie; each tied player draws from a deck of choice,
    in turn order, even without improvements there; a VP card drawn is kept face up."""
    g = three_cities()
    knight(g, "blue", 47, 2)
    knight(g, "white", 49, 2)
    top_card(g, "science", "printer")
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    assert "DefenderAwarded" not in kinds(events)
    assert g.phase == "defender_draw" and g.awaiting() == ["blue"]
    act(g, "blue", "draw science")
    assert state(g).progress_vp[seat(g, "blue")] == ["printer"]
    assert g.awaiting() == ["white"]
    act(g, "white", "draw politics")
    assert len(state(g).progress[seat(g, "white")]) == 1 and g.phase == "main"
    assert_conserved(g)


def test_21_19_nobody_contributes_and_no_cities_nobody_rewarded() -> None:
    """CK-15.5 CK-D31, CK-21.19: 0 against 0: Catan wins, nobody is rewarded."""
    g = playing()
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    attack = only(events, "BarbariansAttacked").to_dict()
    assert attack["barbarians_won"] is False and attack["defenders"] == []
    assert g.phase == "main" and sum(state(g).defender) == 0


def test_21_20_every_knight_is_inactive_after_the_attack() -> None:
    """CK-15.6, CK-21.20: all knights on the board become inactive (the dirty-trick variant is part
    2)."""
    g = three_cities()
    knight(g, "red", 25, 1)
    knight(g, "blue", 47, 1, active=False)
    knight(g, "white", 49, 3)
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")
    assert not any(k["active"] for k in g.view(None)["cities_knights"]["knights"])


def test_21_21_knights_activated_this_turn_defend() -> None:
    """CK-15.2, CK-21.21: a knight activated earlier this turn counts for the attack (the attack is
    resolved inside the roll, so nothing can be activated once the ship lands)."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    knight(g, "red", 25, 1, fresh=True)
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    assert only(events, "BarbariansAttacked").to_dict()["defence"] == 1


def test_t_ck1_a_city_pillaged_on_the_roll_produces_as_a_settlement() -> None:
    """CK-T1: the landing is resolved before production, so a city pillaged on that roll
    produces as a settlement on the same roll."""
    g = playing()
    place(g, "blue", city=20, roads=["20-25"])
    empty_hand(g, "blue")
    ship_at(g, 6)
    roll(g, "red", 2, 2, "ship")  # F pasture 4
    assert g.phase == "pillage"
    events = act(g, "blue", "pillage 20")
    assert only(events, "Produced").to_dict()["gains"]["blue"] == {"wool": 1}


def test_t_ck2_a_later_seven_moves_the_robber() -> None:
    """CK-T2: after the first attack a 7 moves the robber as in the base game."""
    g = three_cities()
    state(g).attacks = 1
    roll(g, "red", 3, 4, "trade")
    assert g.phase == "robber"
    act(g, "red", "robber N steal white")
    assert g.board.hex_ids[g.robber] == "N"
