"""C&K for two, part B: one test per edge case of TP-B9, named after its number,
and one per part-B decision (TP-D12 to TP-D20) not already covered there.

Positions on the beginner map: N1 starts on 9 (neighbours 5, 13, 14), N2 on 46; red sits on 25
with roads 25-19 and 19-14 unless a test says otherwise."""

from __future__ import annotations

from engine import Game
from engine.rules.cities_knights.barbarians import contributions
from engine.rules.cities_knights.state import ck

from ..ck.vocab import give as give_any
from ..ck.vocab import hand, knight, levels, progress_cards
from .ck_vocab import both_rolls, in_play, new_game, roll
from .vocab import (
    N1,
    N2,
    act,
    conserved,
    give,
    kinds,
    listed,
    place,
    refused,
    seat,
    set_tokens,
    tokens,
    two,
)


def knight_at(game: Game, at: int) -> tuple[str, int, bool] | None:
    """(owner, level, active) of the knight on an intersection, or None."""
    k = ck(game).knights.get(at - 1)
    return None if k is None else (game.players[k.owner], k.level, k.active)


def red_at_19(game: Game) -> None:
    """Red's settlement on 25 with roads to 19 and 14; N1's road 9-13, N2's road 46-50."""
    place(game, "red", settlement=25, roads=["19-25", "14-19"])
    place(game, N1, roads=["9-13"])
    place(game, N2, roads=["46-50"])


def owed(game: Game) -> str | None:
    return game.view(None)["two_player"]["neutral_owed"]


# ----- TP-B9
# ---------------------------------------------------------------------------------------


def test_b9_1_each_real_knight_owes_a_neutral_knight_of_the_same_rank() -> None:
    """TP-B9.1 (TP-CK-KN-1/2, TP-D13): a recruited knight owes a basic neutral knight on a free
    intersection of that neutral's roads, the player choosing the neutral; a second knight in
    the same turn owes another, which may go to the other neutral."""
    game = in_play()
    red_at_19(game)
    give(game, "red", wool=2, ore=2)
    both_rolls(game, "red")
    events = act(game, "red", "knight 19")
    assert kinds(events)[-1] == "NeutralOwed" and owed(game) == "knight"
    assert game.phase == "neutral" and game.awaiting() == ["red"]
    assert sorted(listed(game, "red")) == ["neutral 1 knight 13", "neutral 2 knight 50"]
    refused(game, "red", "knight 14", code="place_neutral_first")
    refused(game, "red", "neutral 1 knight 5", code="neutral_needs_road")
    act(game, "red", "neutral 1 knight 13")
    assert knight_at(game, 13) == (N1, 1, False) and game.phase == "main"
    act(game, "red", "knight 14")
    act(game, "red", "neutral 2 knight 50")
    assert knight_at(game, 50) == (N2, 1, False)


def test_b9_2_no_neutral_knight_possible_owes_a_road_never_a_settlement_else_lapses() -> None:
    """TP-B9.2 (TP-CK-KN-3): with no site for a neutral knight (the neutrals have no road yet), a
    neutral road is owed instead, never a settlement; with no road possible either, the duty
    lapses."""
    game = in_play()
    place(game, "red", settlement=25, roads=["19-25"])
    give(game, "red", wool=2, ore=2)
    both_rolls(game, "red")
    act(game, "red", "knight 19")
    options = listed(game, "red")
    assert options and all(" road " in a for a in options)
    assert "neutral 1 road 9-13" in options
    refused(game, "red", "neutral 1 knight 9", code="intersection_taken")
    act(game, "red", "neutral 1 road 9-13")
    # No piece of that rank in either supply: a road again.
    for neutral in (N1, N2):
        ck(game).knight_supply[seat(game, neutral)][0] = 0
    place(game, "red", road="20-25")
    act(game, "red", "knight 20")
    assert all(" road " in a for a in listed(game, "red"))
    act(game, "red", listed(game, "red")[0])
    # No neutral road possible either: the duty lapses.
    for neutral in (N1, N2):
        game.pieces[seat(game, neutral)][0] = 0
    del ck(game).knights[18]  # intersection 19
    ck(game).knight_supply[seat(game, "red")][0] += 1
    give(game, "red", wool=1, ore=1)
    events = act(game, "red", "knight 19")
    assert kinds(events)[-1] == "NeutralLapsed" and game.phase == "main"


def test_b9_3_promotions_basic_to_strong_owe_one_strong_to_mighty_none() -> None:
    """TP-B9.3 (TP-CK-PR-1..3, TP-D14): promoting a basic knight owes a neutral promotion to
    strong; promoting strong to mighty owes nothing; with every neutral knight strong already
    the promotion is skipped, with no substitute."""
    game = in_play()
    red_at_19(game)
    knight(game, "red", 19)
    knight(game, "red", 14, level=2)
    knight(game, N1, 13, active=False)
    levels(game, "red", politics=3)
    give(game, "red", wool=3, ore=3)
    both_rolls(game, "red")
    events = act(game, "red", "promote 19")
    assert kinds(events)[-1] == "NeutralOwed" and owed(game) == "promotion"
    assert listed(game, "red") == ["neutral 1 promote 13"]
    refused(game, "red", "neutral 1 road 13-18", code="neutral_promotion_owed")
    act(game, "red", "neutral 1 promote 13")
    assert knight_at(game, 13) == (N1, 2, False)
    events = act(game, "red", "promote 14")  # strong to mighty: nothing for the neutrals
    assert knight_at(game, 14) == ("red", 3, True) and game.phase == "main"
    assert "NeutralOwed" not in kinds(events) and "NeutralLapsed" not in kinds(events)
    # Every neutral knight strong already: skipped.
    game2 = in_play()
    red_at_19(game2)
    knight(game2, "red", 19)
    knight(game2, N1, 13, level=2, active=False)
    give(game2, "red", wool=1, ore=1)
    both_rolls(game2, "red")
    events = act(game2, "red", "promote 19")
    assert kinds(events)[-1] == "NeutralLapsed" and game2.phase == "main"


def test_b9_4_neutral_knights_never_activate_nor_defend_and_nothing_else_owes_them() -> None:
    """TP-B9.4 (TP-CK-KN-4/5, TP-CK-BAR-1): nobody can activate a neutral knight and it adds nothing
    against the barbarians; activating one's knight, building a city or a wall owes no neutral
    piece."""
    game = in_play()
    red_at_19(game)
    knight(game, N1, 13, level=2, active=False)
    knight(game, "red", 19, active=False)
    place(game, "red", settlement=20)
    give(game, "red", grain=4, ore=3, brick=2)
    both_rolls(game, "red")
    refused(game, "red", "activate 13", code="no_own_knight")
    assert contributions(game)[seat(game, N1)] == 0
    for text in ("activate 19", "build city 25", "wall 25"):
        events = act(game, "red", text)
        assert "NeutralOwed" not in kinds(events) and game.phase == "main", text
    assert contributions(game)[seat(game, N1)] == 0


def test_b9_5_a_strong_neutral_knight_falls_only_to_a_mighty_one_and_may_be_removed() -> None:
    """TP-B9.5 (TP-CK-KA-2/3, TP-D15): a strong neutral knight is displaced only by a mighty
    knight; the current player relocates it along the neutral's roads, and with no free site
    there it returns to the neutral's supply."""
    game = in_play()
    red_at_19(game)
    knight(game, N1, 14, level=2, active=False)
    knight(game, "red", 19, level=2)
    both_rolls(game, "red")
    refused(game, "red", "displace 19 14", code="knight_not_weaker")
    game = in_play()
    red_at_19(game)
    place(game, N1, road="9-14")
    knight(game, N1, 14, level=2, active=False)
    knight(game, "red", 19, level=3)
    both_rolls(game, "red")
    act(game, "red", "displace 19 14")
    assert game.phase == "relocate" and game.awaiting() == ["red"]
    assert listed(game, "red") == ["relocate 13"]
    act(game, "red", "relocate 13")
    assert knight_at(game, 13) == (N1, 2, False) and knight_at(game, 14) == ("red", 3, False)
    # With no free site on the neutral's roads: back to its supply.
    game = in_play()
    place(game, "red", settlement=25, roads=["19-25", "14-19"])
    knight(game, N1, 14, active=False)
    knight(game, "red", 19, level=2)
    both_rolls(game, "red")
    act(game, "red", "displace 19 14")
    assert listed(game, "red") == ["relocate none"]
    act(game, "red", "relocate none")
    assert ck(game).knight_supply[seat(game, N1)] == [2, 2, 2]


def test_b9_6_an_own_knight_removed_earns_chips_by_rank_once_a_turn() -> None:
    """TP-B9.6 (TP-CK-CH-1/3/4, TP-D16): taking one's own knight off earns 1, 2 or 3 chips by
    rank, active or not, once a turn; a knight lost to someone else earns nothing; with the
    supply empty the removal is refused."""
    game = in_play()
    red_at_19(game)
    knight(game, "red", 19, level=3, active=False)
    knight(game, "red", 14, level=1, active=True)
    before = tokens(game, "red")
    events = act(game, "red", "tokens knight 19")  # before roll 1: any time on one's turn
    assert kinds(events)[:2] == ["KnightRemoved", "TokensEarned"]
    assert tokens(game, "red") == before + 3 and knight_at(game, 19) is None
    assert ck(game).knight_supply[seat(game, "red")][2] == 2
    refused(game, "red", "tokens knight 14", code="knight_removed_this_turn")
    # Displaced by the opponent with nowhere to go: no chips.
    game = in_play("blue")
    place(game, "blue", settlement=25, roads=["19-25", "14-19"])
    place(game, "red", settlement=5, roads=["5-9"])
    knight(game, "red", 14)
    knight(game, "blue", 19, level=2)
    red_tokens = tokens(game, "red")
    both_rolls(game, "blue")
    act(game, "blue", "displace 19 14")
    act(game, "red", "relocate none")
    assert tokens(game, "red") == red_tokens
    # The supply empty: refused.
    game = in_play()
    red_at_19(game)
    knight(game, "red", 19)
    set_tokens(game, "red", 15)
    two(game).supply, two(game).tokens[1] = 0, 5
    refused(game, "red", "tokens knight 19", code="token_supply_empty")
    conserved(game)


def test_b9_7_forced_trade_resources_only_or_all_cards_at_twice_the_price() -> None:
    """TP-B9.7 (TP-CK-ACT-2..4): resources only costs c, commodities are never drawn and never given
    back; all cards costs 2c, commodities may be drawn and given; the mode must be announced."""
    game = in_play()
    give_any(game, "blue", ore=1, coin=3)
    give_any(game, "red", cloth=1, grain=1)
    refused(game, "red", "tokens trade", code="forced_trade_mode")
    assert "tokens trade resources" in listed(game, "red")
    assert "tokens trade all" in listed(game, "red")
    before = tokens(game, "red")
    act(game, "red", "tokens trade resources")
    assert tokens(game, "red") == before - 1
    assert hand(game, "red")["ore"] == 1  # the only resource: the ore
    assert hand(game, "blue")["coin"] == 3  # set aside, and back again
    refused(game, "red", "give 1 cloth 1 ore", code="give_resources_only")
    act(game, "red", "give 1 grain 1 ore")
    # All cards: twice the price, commodities drawn and given.
    game = in_play()
    give_any(game, "blue", coin=2)
    give_any(game, "red", cloth=2)
    before = tokens(game, "red")
    act(game, "red", "tokens trade all")
    assert tokens(game, "red") == before - 2
    assert hand(game, "red")["coin"] == 2
    act(game, "red", "give 1 cloth 1 coin")
    assert hand(game, "blue")["coin"] == 1 and hand(game, "blue")["cloth"] == 1


def test_b9_8_one_chip_action_a_turn_and_no_robber_to_the_desert_before_it_wakes() -> None:
    """TP-B9.8 (TP-CK-ACT-1/5): one chip action per turn; the sleeping robber stands on the desert,
    so sending it there is refused."""
    game = in_play()
    refused(game, "red", "tokens robber", code="robber_on_desert")
    give(game, "blue", ore=2)
    give(game, "red", grain=2)
    act(game, "red", "tokens trade resources")
    act(game, "red", "give 2 grain")
    refused(game, "red", "tokens trade all", code="token_action_used")


def test_b9_9_the_event_die_is_rolled_exactly_twice_and_a_gate_on_roll_2_uses_the_final_red() -> (
    None
):
    """TP-B9.9 (TP-CK-DICE-1..3, TP-D17, TP-D18): roll 2's number dice are rolled again while
    their sum equals roll 1's (another pair with that sum too), never the event die; a science
    gate on roll 2 is judged on the final red die."""
    game = in_play()
    levels(game, "red", science=1)  # a science gate draws for red when red <= 2
    events = roll(game, "red", (2, 3), face="trade")
    # Roll 2: (4, 1) repeats the sum 5 and would draw (red 1); the final (3, 5) does not.
    events += roll(game, "red", (4, 1), (3, 5), face="science")
    assert kinds(events).count("EventDieRolled") == 2
    assert kinds(events).count("SecondRollRepeated") == 1
    assert "ProgressDrawn" not in kinds(events)
    assert game.last_roll == (3, 5) and game.phase == "main"
    game = in_play()
    levels(game, "red", science=1)
    roll(game, "red", (2, 3))
    events = roll(game, "red", (4, 1), (1, 4), (6, 2), face="science")
    assert kinds(events).count("SecondRollRepeated") == 2 and "ProgressDrawn" in kinds(events)


def test_b9_10_the_alchemist_only_before_roll_1() -> None:
    """TP-B9.10 (TP-CK-PC-4): the Alchemist sets roll 1; before roll 2 it is refused, and roll 2
    must differ from the sum it chose."""
    game = in_play()
    progress_cards(game, "red", "alchemist", "alchemist")
    rng = game.rng
    rng.queued_events.append(1)  # type: ignore[attr-defined]
    act(game, "red", "play alchemist 2 4")
    assert two(game).rolls == 1 and two(game).first == 6 and game.phase == "roll"
    refused(game, "red", "play alchemist 3 3", code="alchemist_second_roll")
    events = roll(game, "red", (3, 3), (1, 1))
    assert kinds(events).count("SecondRollRepeated") == 1 and game.last_roll == (1, 1)
    assert game.phase == "main"


def test_b9_11_the_deserter_against_a_neutral_takes_its_weakest_knight() -> None:
    """TP-B9.11 (TP-CK-PC-1, TP-D13): the Deserter may name a neutral, which loses its weakest
    knight (the player choosing among equally weak ones); the player's own knight placed in
    return owes no neutral knight."""
    game = in_play()
    red_at_19(game)
    knight(game, N1, 13, level=2, active=False)
    knight(game, N1, 14, level=1, active=False)
    progress_cards(game, "red", "deserter")
    both_rolls(game, "red")
    assert "play deserter neutral-1" in listed(game, "red")
    act(game, "red", "play deserter neutral-1")
    assert knight_at(game, 14) is None and knight_at(game, 13) == (N1, 2, False)
    assert game.phase == "deserter"
    events = act(game, "red", "deserter 14 1")
    assert "NeutralOwed" not in kinds(events) and game.phase == "main"
    assert knight_at(game, 14) == ("red", 1, False)
    # Equally weak knights: the player chooses which.
    game = in_play()
    red_at_19(game)
    place(game, N1, road="13-18")
    knight(game, N1, 13, active=False)
    knight(game, N1, 18, active=False)
    progress_cards(game, "red", "deserter")
    both_rolls(game, "red")
    act(game, "red", "play deserter neutral-1")
    assert game.phase == "desert_neutral" and listed(game, "red") == ["desert 13", "desert 18"]
    act(game, "red", "desert 18")
    assert knight_at(game, 18) is None and knight_at(game, 13) == (N1, 1, False)


def test_b9_12_the_diplomat_re_placing_ones_road_owes_no_neutral_road() -> None:
    """TP-B9.12 (TP-CK-PC-2, TP-D19): re-placing one's own road is not building; and a
    neutral's open road may be removed."""
    game = in_play()
    red_at_19(game)
    progress_cards(game, "red", "diplomat", "diplomat")
    both_rolls(game, "red")
    act(game, "red", "play diplomat 14-19")
    events = act(game, "red", "diplomat 19-24")
    assert "NeutralOwed" not in kinds(events) and game.phase == "main"
    act(game, "red", "play diplomat 9-13")
    assert game.edge_owner[game.board.edge_by_pair[(9, 13)]] == -1


def test_b9_13_the_smith_promoting_two_knights_owes_two_neutral_promotions() -> None:
    """TP-B9.13 (TP-CK-PC-5): each own knight the Smith promotes owes a neutral promotion, capped
    at strong."""
    game = in_play()
    red_at_19(game)
    place(game, N1, road="13-18")
    knight(game, "red", 19)
    knight(game, "red", 14)
    knight(game, N1, 13, active=False)
    knight(game, N1, 18, active=False)
    progress_cards(game, "red", "smith")
    both_rolls(game, "red")
    act(game, "red", "play smith 14 19")
    assert game.phase == "neutral" and two(game).duties == ["promotion", "promotion"]
    act(game, "red", "neutral 1 promote 13")
    assert listed(game, "red") == ["neutral 1 promote 18"]
    act(game, "red", "neutral 1 promote 18")
    assert game.phase == "main"
    assert knight_at(game, 13) == (N1, 2, False) and knight_at(game, 18) == (N1, 2, False)


def test_b9_14_road_building_builds_two_real_and_two_neutral_roads() -> None:
    """TP-B9.14 (TP-CK-PC-6, TP-NB-5): real road, neutral road, real road, neutral road."""
    game = in_play()
    red_at_19(game)
    progress_cards(game, "red", "road_building")
    both_rolls(game, "red")
    act(game, "red", "play road_building")
    act(game, "red", "build road 19-24")
    assert game.phase == "neutral"
    act(game, "red", "neutral 1 road 13-18")
    assert game.phase == "road_building"
    act(game, "red", "build road 24-30")
    act(game, "red", "neutral 2 road 50-54")
    assert game.phase == "main"
    assert sum(1 for o in game.edge_owner if o == seat(game, N1)) == 2
    assert sum(1 for o in game.edge_owner if o == seat(game, N2)) == 2


def test_b9_15_thirteen_points_on_ones_own_turn_win() -> None:
    """TP-B9.15 (TP-CK-0, TP-WIN-1): the target stays 13, reached on one's own turn."""
    game = in_play()
    assert game.rules.vp_target == 13 and game.sw["victory_points"] == 13
    for at in (1, 3, 31, 40):
        place(game, "red", city=at)
    place(game, "red", settlement=20, roads=["31-36", "30-36"])
    progress_cards(game, "red", "printer", "constitution")  # 8 + 1 + 2 = 11
    give(game, "red", brick=1, lumber=1, wool=1, grain=1)
    both_rolls(game, "red")
    assert game.public_vp(seat(game, "red")) == 11
    ck(game).defender[seat(game, "red")] = 1
    assert game.public_vp(seat(game, "red")) == 12
    events = act(game, "red", "build settlement 30")
    assert game.public_vp(seat(game, "red")) == 13
    assert "GameWon" in kinds(events) and game.winner == "red"


# ----- part-B DECISIONS --------------------------------------------------------------------------


def test_decision_12_the_set_up_city_earns_chips_for_its_site() -> None:
    """TP-D12 (TP-CK-0a): the C&K set-up (settlement, then city) runs for two with the
    neutrals placed; the set-up city on the coast earns a chip like a settlement."""
    game = new_game()
    act(game, "red", "build settlement 20")
    act(game, "red", "build road 20-25")
    act(game, "blue", "build settlement 32")
    act(game, "blue", "build road 32-38")
    assert "build city 1" in listed(game, "blue")
    before = tokens(game, "blue")
    events = act(game, "blue", "build city 1")
    assert game.node_level[0] == 2 and "TokensEarned" in kinds(events)
    assert tokens(game, "blue") == before + 1


def test_decision_20_cards_aimed_at_players_reach_only_the_real_opponent() -> None:
    """TP-D20 (TP-NEU-2 via TP-B7): the neutrals, with settlements and so points, are no
    Wedding givers and no Spy targets."""
    game = in_play()
    progress_cards(game, "red", "wedding", "spy")
    progress_cards(game, "blue", "crane")
    both_rolls(game, "red")
    refused(game, "red", "play spy neutral-1", code="no_such_player")
    refused(game, "red", "play wedding", code=None)
    assert "play spy blue" in listed(game, "red")


def test_give_answers_the_wedding_and_the_forced_trade_alike() -> None:
    """The shared keyword: `give CARDS` gives the cards owed after a forced trade and answers
    the Wedding, one action type for both choices."""
    game = in_play()
    place(game, "blue", settlement=1)
    place(game, "blue", settlement=3)
    give(game, "blue", ore=2, wool=2)
    give(game, "red", grain=2)
    progress_cards(game, "red", "wedding")
    act(game, "red", "tokens trade resources")
    act(game, "red", "give 2 grain")
    both_rolls(game, "red")
    act(game, "red", "play wedding")
    assert game.awaiting() == ["blue"]
    give_now = listed(game, "blue")[0]
    act(game, "blue", give_now)
    assert game.phase == "main"


def test_c_k_choices_after_roll_1_return_to_roll_2() -> None:
    """TP-CK-DICE-2 (TP-A3 step 2): roll 1 is resolved fully in the C&K order, its choices (the
    Aqueduct here, discards on a 7) included, and the turn goes back to roll 2, not to
    building."""
    game = in_play()
    levels(game, "red", science=3)  # the Aqueduct: a resource when a roll yields nothing
    roll(game, "red", (1, 1))
    assert game.phase == "aqueduct" and game.awaiting() == ["red"]
    act(game, "red", "aqueduct ore")
    assert game.phase == "roll" and two(game).rolls == 1
    refused(game, "red", "end", code="roll_first")
    give_any(game, "red", grain=9)
    roll(game, "red", (3, 4))
    assert game.phase == "discard"
    act(game, "red", "discard 5 grain")
    assert game.phase == "main" and two(game).rolls == 2


def test_intrigue_drives_a_neutral_knight_away_and_the_player_places_it() -> None:
    """TP-CK-PC-3 (TP-D15): the Intrigue may displace a neutral knight on the player's road;
    the player relocates it along the neutral's roads."""
    game = in_play()
    red_at_19(game)
    place(game, N1, road="9-14")
    knight(game, N1, 14, level=2, active=False)
    progress_cards(game, "red", "intrigue")
    both_rolls(game, "red")
    act(game, "red", "play intrigue 14")
    assert game.phase == "relocate" and game.awaiting() == ["red"]
    act(game, "red", "relocate 13")
    assert knight_at(game, 13) == (N1, 2, False) and knight_at(game, 14) is None


def test_free_choice_still_owes_a_knight_for_a_knight() -> None:
    """TP-CK-KN-1/3 under `neutral_build_choice = free_choice` (TP-D5): the switch frees a
    road or settlement duty only; a knight owes a knight (a road where none fits)."""
    game = in_play(neutral_build_choice="free_choice")
    red_at_19(game)
    give(game, "red", wool=1, ore=1)
    both_rolls(game, "red")
    act(game, "red", "knight 19")
    assert owed(game) == "knight"
    assert sorted(listed(game, "red")) == ["neutral 1 knight 13", "neutral 2 knight 50"]


def own_progress(game: Game, player: str) -> dict[str, str | None]:
    """Card -> None when the player's own view marks it playable, else the refusal code."""
    you = game.view(player)["you"]
    assert you is not None
    return {c["card"]: None if c["playable"] else c["why"] for c in you["progress"]}


def test_the_view_marks_the_deserter_playable_against_a_neutral_s_knight() -> None:
    """TP-CK-PC-1: with the opponent knightless but a neutral knighted, one's own view says the
    Deserter may be played (as the legal moves do), so the hand and the card menus offer it."""
    game = in_play()
    red_at_19(game)
    knight(game, N1, 13, active=False)
    progress_cards(game, "red", "deserter")
    both_rolls(game, "red")
    assert "play deserter neutral-1" in listed(game, "red")
    assert own_progress(game, "red") == {"deserter": None}


def test_the_view_marks_the_alchemist_unplayable_between_the_rolls() -> None:
    """TP-CK-PC-4: after roll 1 one's own view greys the Alchemist with its reason, as the legal
    moves leave it out."""
    game = in_play()
    progress_cards(game, "red", "alchemist")
    assert own_progress(game, "red") == {"alchemist": None}
    roll(game, "red", (2, 3))
    assert game.phase == "roll"
    assert own_progress(game, "red") == {"alchemist": "alchemist_second_roll"}


def test_decision_15_the_view_names_the_neutral_knight_the_current_player_places() -> None:
    """TP-D15 (TP-CK-KA-3): while the current player places a neutral's driven-away knight,
    the public view's pending relocation names that knight (where it stood, its owner and
    level), so the words can say it is the neutral's knight, not the chooser's."""
    game = in_play()
    red_at_19(game)
    place(game, N1, road="9-14")
    knight(game, N1, 14, level=2, active=False)
    knight(game, "red", 19, level=3)
    both_rolls(game, "red")
    act(game, "red", "displace 19 14")
    pending = game.view(None)["cities_knights"]["pending"]
    assert pending == {
        "kind": "relocate",
        "players": ["red"],
        "knight": {"intersection": 14, "owner": N1, "level": 2},
    }
