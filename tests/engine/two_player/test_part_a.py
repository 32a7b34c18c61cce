"""The 2-player variant, part A: one test per edge case of TP-A10, named after
its number, and one per part-A decision (TP-D1 to TP-D11) not already covered there."""

from __future__ import annotations

import pytest

from engine import ConfigError, Game, GameConfig
from engine.rules.two_player.tokens import site_tokens

from ..vocab import dev, played_knights, put_robber
from .vocab import (
    N1,
    N1_AT,
    N2,
    N2_AT,
    PLAYERS,
    act,
    both_rolls,
    conserved,
    give,
    in_play,
    kinds,
    listed,
    new_game,
    pass_turn,
    place,
    refused,
    roll,
    seat,
    set_tokens,
    tokens,
    two,
)

#: A set-up on the beginner map clear of the neutrals (9 and 46).
PLACEMENTS = {"red": [(20, "20-25"), (40, "40-45")], "blue": [(32, "32-38"), (29, "29-34")]}


def owner_at(game: Game, intersection: int) -> str | None:
    o = game.node_owner[intersection - 1]
    return None if o < 0 else game.players[o]


def hand_size(game: Game, player: str) -> int:
    return sum(game.hands[seat(game, player)])


# ----- TP-A10
# --------------------------------------------------------------------------------------


def test_a10_1_neutrals_start_on_their_intersections_and_set_up_runs_r1_r2_r2_r1() -> None:
    """TP-A10.1 (TP-SETUP-2/3/4): the neutral settlements stand on the configured intersections
    before set-up; a set-up settlement next to one is refused by the distance rule; the order is
    R1, R2, R2, R1; no neutral piece is built during set-up."""
    game = new_game()
    assert owner_at(game, N1_AT) == N1 and owner_at(game, N2_AT) == N2
    assert game.phase == "setup" and game.awaiting() == ["red"]
    refused(game, "red", "build settlement 13", code="too_close")  # 13 is next to 9
    order = []
    events = []
    while game.phase == "setup":
        (player,) = game.awaiting()
        order.append(player)
        settlement, road = PLACEMENTS[player][order.count(player) - 1]
        events += act(game, player, f"build settlement {settlement}")
        events += act(game, player, f"build road {road}")
    assert order == ["red", "blue", "blue", "red"]
    assert "NeutralOwed" not in kinds(events) and "NeutralLapsed" not in kinds(events)
    pieces = {p: game.pieces[seat(game, p)] for p in (*PLAYERS, N1, N2)}
    assert pieces["red"][:2] == [13, 3] and pieces["blue"][:2] == [13, 3]
    assert pieces[N1][:2] == [15, 4] and pieces[N2][:2] == [15, 4]
    assert game.phase == "roll" and game.awaiting() == ["red"]


def test_a10_2_five_tokens_each_and_ten_in_the_supply() -> None:
    """TP-A10.2 (TP-PART-2/3): 5 tokens each, 10 in the supply; the invariant holds after every
    action (checked by `act`, and by the property suite)."""
    game = new_game()
    t = two(game)
    assert t.tokens == [5, 5] and t.supply == 10
    view = game.view(None)["two_player"]
    assert view["tokens"] == {"red": 5, "blue": 5} and view["token_supply"] == 10
    conserved(game)


def test_a10_3_second_roll_equal_to_the_first_is_rolled_again_and_both_produce() -> None:
    """TP-A10.3 (TP-ROLL-1/2): a second sum equal to the first is rolled again until it differs
    (the log records the set-aside rolls); both rolls produce; a third roll is refused."""
    game = in_play()
    place(game, "red", settlement=1)  # hex A (10, ore)
    place(game, "red", settlement=19)  # hex E (6, brick)
    events = roll(game, "red", (3, 3))
    assert game.phase == "roll" and two(game).first == 6
    assert dict(game.view("red")["you"]["hand"])["brick"] == 1
    events = roll(game, "red", (2, 4), (1, 5), (4, 6))
    assert kinds(events)[:3] == ["SecondRollRepeated", "SecondRollRepeated", "Rolled"]
    assert [e.to_dict()["total"] for e in events[:3]] == [6, 6, 10]
    assert game.view("red")["you"]["hand"]["ore"] == 1
    assert game.phase == "main"
    refused(game, "red", "roll", code="already_rolled")


def test_a10_3_a_seven_on_roll_1_is_resolved_before_roll_2() -> None:
    """TP-A10.3: a 7 on roll 1 resolves the discards, the robber and the steal before roll 2."""
    game = in_play()
    place(game, "blue", settlement=1)
    give(game, "red", ore=4, grain=5)
    give(game, "blue", wool=1)
    roll(game, "red", (3, 4))
    assert game.phase == "discard" and game.awaiting() == ["red"]
    refused(game, "red", "roll", code="waiting_for_discards")
    act(game, "red", "discard 2 ore 2 grain")
    act(game, "red", "robber A steal blue")
    assert game.phase == "roll" and hand_size(game, "blue") == 0
    events = roll(game, "red", (2, 2))
    assert kinds(events)[0] == "Rolled" and game.phase == "main"


def test_a10_4_a_knight_between_the_rolls_is_allowed_but_not_trading_or_building() -> None:
    """TP-A10.4 (TP-D4): a development card may be played between the rolls; trading and
    building wait until both rolls are resolved."""
    game = in_play()
    place(game, "red", settlement=20, road="20-25")
    give(game, "red", lumber=4, brick=1)
    dev(game, "red", "knight")
    roll(game, "red", (1, 1))
    refused(game, "red", "build road 25-31", code="roll_first")
    refused(game, "red", "bank 4 lumber for 1 ore", code="roll_first")
    refused(game, "red", "offer 1 lumber for 1 ore", code=None)
    act(game, "red", "play knight")
    act(game, "red", "robber A")
    assert game.phase == "roll"
    roll(game, "red", (2, 1))
    act(game, "red", "build road 25-31")


def test_a10_5_a_real_road_owes_a_neutral_road_before_anything_else() -> None:
    """TP-A10.5 (TP-NB-1/2): a real road leaves a neutral road pending; every other action and
    ending the turn are refused until it is placed."""
    game = in_play()
    place(game, "red", settlement=20, road="20-25")
    give(game, "red", lumber=2, brick=2)
    both_rolls(game, "red")
    events = act(game, "red", "build road 25-31")
    assert kinds(events)[-1] == "NeutralOwed" and game.phase == "neutral"
    assert game.view(None)["two_player"]["neutral_owed"] == "road"
    assert game.awaiting() == ["red"]
    refused(game, "red", "build road 31-36", code="place_neutral_first")
    refused(game, "red", "end", code="place_neutral_first")
    assert all(a.startswith("neutral ") for a in listed(game, "red"))
    assert "neutral 1 road 9-13" in listed(game, "red")
    assert "neutral 2 road 46-50" in listed(game, "red")
    events = act(game, "red", "neutral 1 road 9-13")
    assert game.phase == "main" and game.edge_owner[game.board.edge_by_pair[(9, 13)]] == 2
    act(game, "red", "end")


def test_a10_6_a_settlement_owes_a_neutral_settlement_if_possible_else_a_road() -> None:
    """TP-A10.6 (TP-NB-2, TP-D5): a real settlement owes a neutral settlement where one is
    legal, else a neutral road; a city or a development card owes nothing."""
    game = in_play()
    place(game, "red", settlement=20, roads=["20-25", "25-31"])
    give(game, "red", lumber=2, brick=2, wool=3, grain=5, ore=4)
    both_rolls(game, "red")
    act(game, "red", "build settlement 31")
    assert game.phase == "neutral"  # no neutral has a road yet: a neutral road instead
    assert listed(game, "red") and all(" road " in a for a in listed(game, "red"))
    act(game, "red", "neutral 1 road 9-13")
    place(game, N1, road="13-18")  # N1 now reaches 18, two paths from any building
    act(game, "red", "build city 31")
    assert game.phase == "main"
    act(game, "red", "buy development")
    assert game.phase == "main"
    act(game, "red", "end")
    pass_turn(game)
    give(game, "red", lumber=1, brick=1, wool=1, grain=1)
    both_rolls(game, "red")
    place(game, "red", road="19-25")
    act(game, "red", "build settlement 19")
    assert game.phase == "neutral"
    assert listed(game, "red") == ["neutral 1 settlement 18"]
    refused(game, "red", "neutral 1 road 18-23", code="neutral_settlement_owed")
    act(game, "red", "neutral 1 settlement 18")
    assert owner_at(game, 18) == N1 and game.phase == "main"


def test_a10_7_road_building_owes_two_neutral_roads_one_after_the_other() -> None:
    """TP-A10.7 (TP-NB-5): Road Building: real road, neutral road, real road, neutral road; the
    two may go to different neutrals."""
    game = in_play()
    place(game, "red", settlement=20, road="20-25")
    dev(game, "red", "road_building")
    both_rolls(game, "red")
    act(game, "red", "play road_building")
    act(game, "red", "build road 25-31")
    assert game.phase == "neutral"
    act(game, "red", "neutral 1 road 9-13")
    assert game.phase == "road_building"
    act(game, "red", "build road 31-36")
    assert game.phase == "neutral"
    act(game, "red", "neutral 2 road 46-50")
    assert game.phase == "main" and game.free_roads == 0
    assert len(game.roads[seat(game, N1)]) == 1 and len(game.roads[seat(game, N2)]) == 1


def test_a10_8_neutral_pieces_follow_the_building_rules_of_their_own_colour() -> None:
    """TP-A10.8 (TP-NB-3/4): a neutral road must join its own network; a neutral settlement needs
    its road and the distance rule; a neutral with no option is skipped; with no option for
    either, the duty lapses."""
    game = in_play()
    place(game, "red", settlement=20, road="20-25")
    give(game, "red", lumber=3, brick=3)
    both_rolls(game, "red")
    act(game, "red", "build road 25-31")
    refused(game, "red", "neutral 1 road 31-36", code="neutral_road_not_connected")
    refused(game, "red", "neutral 3 road 9-13", code="no_such_neutral")
    game.pieces[seat(game, N2)][0] = 0  # N2 has no road left: it is skipped
    assert all(a.startswith("neutral 1 ") for a in listed(game, "red"))
    refused(game, "red", "neutral 2 road 46-50", code="no_pieces_left")
    act(game, "red", "neutral 1 road 9-13")
    game.pieces[seat(game, N1)][0] = 0  # and now neither can build
    events = act(game, "red", "build road 31-36")
    assert kinds(events)[-1] == "NeutralLapsed" and game.phase == "main"


def test_a10_8_a_neutral_settlement_needs_its_road_and_the_distance_rule() -> None:
    """TP-A10.8 (TP-NB-3): the neutral's settlement obeys B-BUILD-4/5 for its own colour."""
    game = in_play(neutral_build_choice="free_choice")
    place(game, "red", settlement=20, road="20-25")
    place(game, N1, road="9-13")
    give(game, "red", lumber=1, brick=1)
    both_rolls(game, "red")
    act(game, "red", "build road 25-31")
    refused(game, "red", "neutral 1 settlement 13", code="too_close")
    refused(game, "red", "neutral 1 settlement 23", code="neutral_needs_road")
    place(game, N1, road="13-18")
    act(game, "red", "neutral 1 settlement 18")


def test_a10_9_a_neutral_settlement_splits_a_real_road_and_a_neutral_can_hold_longest_road() -> (
    None
):
    """TP-A10.9 (TP-NB-6, TP-NEU-4): a neutral settlement inside a real road breaks it, Longest
    Road is set aside (B-LR-3); a neutral may take Longest Road."""
    game = in_play()
    place(game, "red", settlement=12, roads=["12-17", "17-23", "18-23", "18-24", "19-24", "19-25"])
    place(game, N1, roads=["9-13", "13-18"])
    place(game, N2, roads=["46-50", "50-53", "49-53", "49-52"])
    assert game.road_holder == seat(game, "red")
    give(game, "red", lumber=2, brick=2, wool=1, grain=1)
    both_rolls(game, "red")
    act(game, "red", "build settlement 25")
    events = act(game, "red", "neutral 1 settlement 18")
    assert "LongestRoadMoved" in kinds(events) and game.road_holder == -1
    assert game.road_len[seat(game, "red")] == 3
    act(game, "red", "build road 25-31")
    events = act(game, "red", "neutral 2 road 48-52")
    assert game.road_holder == seat(game, N2)
    assert game.view(None)["longest_road"] == N2
    assert game.view(None)["two_player"]["neutrals"][1]["longest_road"] is True


def test_a10_10_neutrals_get_nothing_and_never_count_in_a_bank_shortage() -> None:
    """TP-A10.10 (TP-NEU-1): production skips the neutrals; a shortage with one real player owed
    pays that player what is left (the single-player exception)."""
    game = in_play()
    place(game, "red", city=1)  # hex A (10, ore), beside N1 on 9
    game.bank[4] = 1
    game.hands[seat(game, "blue")][4] = 18
    events = roll(game, "red", (4, 6))
    assert game.hands[seat(game, "red")][4] == 1 and game.bank[4] == 0
    assert sum(game.hands[seat(game, N1)]) == 0
    produced = next(e for e in events if e.kind == "Produced").to_dict()
    assert N1 not in str(produced["gains"])


def test_a10_11_token_price_compares_public_points_once_per_turn() -> None:
    """TP-A10.11 (TP-TOK-1/2, TP-D6): equal public points → 1; ahead → 2; hidden victory
    point cards are ignored; a second token action in the same turn is refused."""
    game = in_play()
    place(game, "red", settlement=20)
    place(game, "blue", settlement=32)
    dev(game, "red", "victory_point")
    assert game.view(None)["two_player"]["token_price"] == {"red": 1, "blue": 1}
    place(game, "red", settlement=40)
    assert game.view(None)["two_player"]["token_price"] == {"red": 2, "blue": 1}
    put_robber(game, "A")
    events = act(game, "red", "tokens robber")
    assert tokens(game, "red") == 3 and two(game).supply == 12
    assert kinds(events) == ["TokensSpent", "RobberMoved"]
    give(game, "blue", ore=2)
    refused(game, "red", "tokens trade", code="token_action_used")


def test_a10_12_forced_trade_draws_two_then_gives_two() -> None:
    """TP-A10.12 (TP-TOK-3, TP-D7, TP-D8): opponent with 3 cards → take 2, give 2, hand size
    unchanged; opponent with 1 → take 1, give 2; opponent with 0 → refused; actor with 0 and
    opponent with 1 → refused."""
    game = in_play()
    give(game, "blue", ore=3)
    give(game, "red", wool=1)
    events = act(game, "red", "tokens trade")
    assert kinds(events) == ["TokensSpent", "CardsDrawn"] and game.phase == "give_back"
    drawn = events[1].to_dict("red")
    assert drawn["count"] == 2 and drawn["cards"] == {"ore": 2}
    assert events[1].to_dict(None)["cards"] is None
    assert events[1].to_dict("blue")["cards"] == {"ore": 2}
    refused(game, "red", "end", code="give_back_first")
    refused(game, "red", "give 1 ore", code="wrong_give_count")
    act(game, "red", "give 1 ore 1 wool")
    assert hand_size(game, "red") == 1 and hand_size(game, "blue") == 3
    assert game.phase == "roll"


def test_a10_12_forced_trade_against_one_card_takes_one_and_gives_two() -> None:
    """TP-A10.12: opponent with 1 card → P takes 1 and gives 2."""
    game = in_play()
    give(game, "blue", ore=1)
    give(game, "red", wool=2)
    events = act(game, "red", "tokens trade")
    assert events[1].to_dict("red")["count"] == 1
    act(game, "red", "give 2 wool")
    assert hand_size(game, "red") == 1 and hand_size(game, "blue") == 2


def test_a10_12_forced_trade_is_refused_when_pointless_or_impossible() -> None:
    """TP-A10.12 (TP-D8): against an empty hand, or when P could not give 2, it is refused
    and nothing is charged."""
    game = in_play()
    give(game, "red", wool=2)
    refused(game, "red", "tokens trade", code="forced_trade_empty")
    game2 = in_play()
    give(game2, "blue", ore=1)
    refused(game2, "red", "tokens trade", code="forced_trade_cannot_give")
    assert tokens(game2, "red") == 5


def test_a10_13_robber_to_the_desert_steals_nothing() -> None:
    """TP-A10.13 (TP-TOK-4): no steal; refused if the robber is already there or without enough
    tokens."""
    game = in_play()
    refused(game, "red", "tokens robber", code="robber_on_desert")
    put_robber(game, "A")
    place(game, "blue", settlement=19)  # next to the desert J
    give(game, "blue", ore=3)
    set_tokens(game, "red", 0)
    refused(game, "red", "tokens robber", code="not_enough_tokens")
    set_tokens(game, "red", 1)
    events = act(game, "red", "tokens robber")
    assert game.view(None)["robber"] == "J" and "Stole" not in kinds(events)
    assert hand_size(game, "blue") == 3 and tokens(game, "red") == 0


def test_a10_14_a_played_knight_turned_in_earns_two_tokens_and_largest_army_is_decided_again() -> (
    None
):
    """TP-A10.14 (TP-EARN-1, B-LA-3): +2 tokens, once per turn; the holder dropping below 3 sets
    Largest Army aside; an opponent with strictly more takes it; on a tie the holder keeps it."""
    game = in_play()
    played_knights(game, "red", 3)
    assert game.army_holder == seat(game, "red")
    events = act(game, "red", "tokens knight")
    assert kinds(events)[0] == "KnightCashed" and "LargestArmyMoved" in kinds(events)
    assert game.army_holder == -1 and tokens(game, "red") == 7
    refused(game, "red", "tokens knight", code="knight_cashed")

    tie = in_play()
    played_knights(tie, "red", 4)
    played_knights(tie, "blue", 3)
    act(tie, "red", "tokens knight")
    assert tie.army_holder == seat(tie, "red")  # 3 against 3: the holder keeps it

    passed = in_play()
    played_knights(passed, "red", 4)
    played_knights(passed, "blue", 4)
    assert passed.army_holder == seat(passed, "red")
    act(passed, "red", "tokens knight")
    assert passed.army_holder == seat(passed, "blue")  # 3 against 4: it moves


def test_a10_15_settlements_earn_tokens_by_their_site() -> None:
    """TP-A10.15 (TP-EARN-2..4, TP-D1, TP-D3): next to the desert +2, on the coast +1, inside 0,
    a city 0; set-up settlements earn too; a gain is capped by what the supply holds."""
    game = new_game()
    events = act(game, "red", "build settlement 1")  # coast
    assert kinds(events)[-1] == "TokensEarned" and tokens(game, "red") == 6
    act(game, "red", "build road 1-4")
    events = act(game, "blue", "build settlement 19")  # next to the desert J
    assert next(e for e in events if e.kind == "TokensEarned").to_dict()["count"] == 2
    assert tokens(game, "blue") == 7
    act(game, "blue", "build road 19-25")
    events = act(game, "blue", "build settlement 29")  # inside
    assert tokens(game, "blue") == 7 and "TokensEarned" not in kinds(events)
    act(game, "blue", "build road 29-34")
    set_tokens(game, "blue", 13)  # the supply now holds 1
    act(game, "red", "build settlement 40")
    act(game, "red", "build road 40-45")
    for i, n in enumerate(game.hands[seat(game, "red")]):
        game.bank[i] += n
        game.hands[seat(game, "red")][i] = 0
    give(game, "red", lumber=2, brick=2, wool=1, grain=3, ore=3)
    both_rolls(game, "red")
    act(game, "red", "build city 1")
    assert tokens(game, "red") == 6 and two(game).supply == 1
    act(game, "red", "build road 4-8")
    act(game, "red", "neutral 1 road 9-13")
    events = act(game, "red", "build settlement 8")  # coast: 1 due, 1 in the supply
    earned = next(e for e in events if e.kind == "TokensEarned").to_dict()
    assert (earned["count"], earned["due"]) == (1, 1) and two(game).supply == 0


def test_a10_15_a_gain_larger_than_the_supply_pays_what_is_left() -> None:
    """TP-A10.15 (TP-PART-3, TP-D1): 2 due with 1 in the supply → 1; with none → 0."""
    game = new_game()
    set_tokens(game, "red", 14)  # the supply holds 1
    events = act(game, "red", "build settlement 19")  # next to the desert J
    earned = next(e for e in events if e.kind == "TokensEarned").to_dict()
    assert (earned["count"], earned["due"]) == (1, 2) and tokens(game, "red") == 15
    act(game, "red", "build road 19-25")
    events = act(game, "blue", "build settlement 1")  # coast, the supply empty
    earned = next(e for e in events if e.kind == "TokensEarned").to_dict()
    assert (earned["count"], earned["due"]) == (0, 1) and tokens(game, "blue") == 5


def test_a10_16_ten_points_on_ones_own_turn_win_and_neutral_points_never_matter() -> None:
    """TP-A10.16 (TP-WIN-1, TP-NEU-5): 10 points on one's own turn win; a neutral's points never
    count (not in the scores, never a winner)."""
    game = in_play()
    place(game, N2, roads=["46-50", "50-53", "49-53", "49-52", "48-52"])
    assert game.road_holder == seat(game, N2)
    assert set(game.scores()) == {"red", "blue"}
    for n in (1, 20, 40):
        place(game, "red", city=n)
    place(game, "red", roads=["20-25", "25-31"])
    give(game, "red", lumber=1, brick=1, wool=1, grain=1)
    assert game.public_vp(0) == 6
    place(game, "red", settlement=3)
    place(game, "red", settlement=22)
    place(game, "red", settlement=33)
    assert game.public_vp(0) == 9
    both_rolls(game, "red")
    act(game, "red", "build settlement 31")
    assert game.winner == "red"


# ----- part A DECISIONs not covered above ---------------------------------------------------------


def test_decision_1_the_supply_runs_dry_and_a_gain_lapses() -> None:
    """TP-D1 (TP-PART-3): with an empty supply nothing is paid until tokens return; a gain
    larger than the supply pays what is left (TP-A10.15)."""
    game = in_play()
    place(game, "red", settlement=20)
    set_tokens(game, "red", 15)
    assert two(game).supply == 0
    played_knights(game, "red", 1)
    refused(game, "red", "tokens knight", code="token_supply_empty")
    put_robber(game, "A")
    act(game, "red", "tokens robber")  # red is ahead: 2 tokens back to the supply
    assert two(game).supply == 2
    events = act(game, "red", "tokens knight")
    assert [e.to_dict()["count"] for e in events if e.kind == "TokensEarned"] == [2]
    assert two(game).supply == 0


def test_decision_2_the_neutral_start_intersections_are_configurable() -> None:
    """TP-D2: (0,-1,N) and (0,1,S) by default; another pair by the switch; a pair that is
    not two free, distant intersections is a configuration error."""
    game = new_game(neutral_start_vertices=[[1, -1, "N"], [-1, 1, "S"]])
    assert {owner_at(game, n) for n in (N1_AT, N2_AT)} == {None}
    assert sorted(o for o in game.node_owner if o >= 0) == [2, 3]
    with pytest.raises(ConfigError):
        new_game(neutral_start_vertices=[[0, -1, "N"], [0, -1, "N"]])
    with pytest.raises(ConfigError):
        new_game(neutral_start_vertices=[[9, 9, "N"], [0, 1, "S"]])


def test_decision_3_set_up_settlements_earn_nothing_when_switched_off() -> None:
    """TP-D3: `tokens_for_setup_settlements: false` leaves set-up settlements unpaid."""
    game = new_game(tokens_for_setup_settlements=False)
    events = act(game, "red", "build settlement 1")
    assert "TokensEarned" not in kinds(events) and tokens(game, "red") == 5


def test_decision_4_a_token_action_between_the_rolls() -> None:
    """TP-D4: token actions may be used between the two rolls."""
    game = in_play()
    roll(game, "red", (1, 1))
    put_robber(game, "A")
    act(game, "red", "tokens robber")
    assert game.phase == "roll"


def test_decision_5_free_choice_lets_a_road_owe_a_settlement() -> None:
    """TP-D5: under `neutral_build_choice: free_choice` a road may be answered by a
    neutral settlement (and the other way round)."""
    game = in_play(neutral_build_choice="free_choice")
    place(game, "red", settlement=20, road="20-25")
    place(game, N1, roads=["9-13", "13-18"])
    give(game, "red", lumber=1, brick=1)
    both_rolls(game, "red")
    act(game, "red", "build road 25-31")
    assert game.view(None)["two_player"]["neutral_owed"] == "any"
    assert "neutral 1 settlement 18" in listed(game, "red")
    assert "neutral 1 road 18-23" in listed(game, "red")
    act(game, "red", "neutral 1 settlement 18")


def test_decision_7_drawn_cards_may_be_given_back() -> None:
    """TP-D7: once drawn, the cards are P's own and may be given back."""
    game = in_play()
    give(game, "blue", ore=2)
    act(game, "red", "tokens trade")
    assert "give 2 ore" in listed(game, "red")
    act(game, "red", "give 2 ore")
    assert game.hands[seat(game, "blue")][4] == 2


def test_decision_9_a_knight_played_this_turn_may_be_turned_in() -> None:
    """TP-D9: a knight played this turn is face up and may be turned in."""
    game = in_play()
    dev(game, "red", "knight")
    act(game, "red", "play knight")
    act(game, "red", "robber A")
    act(game, "red", "tokens knight")
    assert game.knights[seat(game, "red")] == 0 and tokens(game, "red") == 7


def test_decision_10_desert_and_coast_together_earn_three() -> None:
    """TP-D10: a settlement both next to the desert and on the coast earns 3 tokens."""
    for seed in range(200):
        game = Game.new(GameConfig(players=PLAYERS, seed=seed, rules="two_player"))
        b = game.board
        both = [
            n
            for n in range(b.n_nodes)
            if b.node_kind[n] == "coast"
            and any(b.hex_terrain[h] == "desert" for h in b.node_hexes[n])
            and not game.blocked[n]
        ]
        if both:
            break
    else:
        raise AssertionError("no variable map with a coastal desert")
    assert site_tokens(game, both[0]) == (3, "desert_coast")
    events = game.apply(game.players[game.current], f"build settlement {both[0] + 1}")
    earned = next(e for e in events if e.kind == "TokensEarned").to_dict()
    assert earned["count"] == 3 and earned["reason"] == "desert_coast"


def test_decision_11_the_friendly_robber_is_off_by_default_and_spares_small_players_when_on() -> (
    None
):
    """TP-D11 (TP-ROB-1): no robber restriction by default; `friendly_robber` spares hexes
    touching a real player with 2 or fewer public points."""
    game = in_play()
    place(game, "blue", settlement=1)
    give(game, "blue", ore=1)
    dev(game, "red", "knight")
    act(game, "red", "play knight")
    assert "robber A steal blue" in listed(game, "red")

    friendly = in_play(friendly_robber=True)
    place(friendly, "blue", settlement=1)
    give(friendly, "blue", ore=1)
    dev(friendly, "red", "knight")
    act(friendly, "red", "play knight")
    refused(friendly, "red", "robber A steal blue", code="friendly_robber")
    assert not any(a.startswith("robber A") for a in listed(friendly, "red"))
    default = friendly.default_action("red")
    assert default in friendly.legal_actions("red")
