"""The trade deck played and the merchant (CK-13.6 trade table, CK-14;
CK-21.46, CK-21.47, CK-21.51, CK-21.52, CK-21.53; CK-D19, CK-D27, CK-D28). Beginner map: red's city
20 borders F (pasture), G (hills) and K (forest); 25 borders J (the desert)."""

from __future__ import annotations

import json

from engine import Game

from .vocab import (
    act,
    assert_conserved,
    give,
    hand,
    only,
    place,
    playing,
    progress_cards,
    refused,
    roll,
    state,
    top_card,
    vp,
)


def after_roll() -> Game:
    """Red (city 20) has rolled; blue (city 42) and white (city 45) wait."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    place(g, "white", city=45, roads=["45-49"])
    roll(g, "red", 1, 1)
    return g


def rates(g: Game, player: str) -> dict[str, int]:
    return dict(g.view(player)["you"]["rates"])  # type: ignore[typeddict-item]


# ----- Merchant (CK-14)
# ----------------------------------------------------------------------------


def test_merchant_gives_a_point_and_two_to_one_for_its_hex() -> None:
    """CK-14: the controller gets 1 VP and 2:1 for the resource of the merchant's hex."""
    g = after_roll()
    progress_cards(g, "red", "merchant")
    before = vp(g, "red")
    act(g, "red", "play merchant G")  # hills: brick
    assert vp(g, "red") == before + 1
    assert rates(g, "red")["brick"] == 2
    assert g.view(None)["cities_knights"]["merchant"] == {"hex": "G", "owner": "red"}  # type: ignore[typeddict-item]
    give(g, "red", brick=2)
    act(g, "red", "bank 2 brick for 1 coin")  # the card received may be a commodity (CK-14)
    assert hand(g, "red")["coin"] == 1


def test_21_51_merchant_moves_with_the_next_merchant_card() -> None:
    """CK-14, CK-21.51: another player's Merchant takes control, the point and the rate."""
    g = after_roll()
    progress_cards(g, "red", "merchant")
    act(g, "red", "play merchant G")
    red_before = vp(g, "red")
    act(g, "red", "end")
    progress_cards(g, "blue", "merchant")
    roll(g, "blue", 1, 1)
    events = act(g, "blue", "play merchant S")  # pasture: wool
    assert only(events, "MerchantPlaced").previous == "red"  # type: ignore[attr-defined]
    assert vp(g, "red") == red_before - 1
    assert rates(g, "red")["brick"] == 4
    assert rates(g, "blue")["wool"] == 2


def test_21_51_merchant_replayed_by_its_controller() -> None:
    """CK-21.51: the controller's own next Merchant moves it; the point is not doubled."""
    g = after_roll()
    progress_cards(g, "red", "merchant", "merchant")
    before = vp(g, "red")
    act(g, "red", "play merchant G")
    act(g, "red", "play merchant F")
    assert vp(g, "red") == before + 1
    assert rates(g, "red")["brick"] == 4
    assert rates(g, "red")["wool"] == 2


def test_21_51_merchant_on_the_desert_gives_the_point_only() -> None:
    """CK-D28: the desert is allowed: 1 VP, no rate."""
    g = playing()
    place(g, "red", city=25)  # J (desert), F, K
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "merchant")
    act(g, "red", "play merchant J")
    assert vp(g, "red") == 3
    assert set(rates(g, "red").values()) == {4}


def test_merchant_refused_away_from_ones_buildings() -> None:
    """CK-14: the merchant goes next to one of one's settlements or cities."""
    g = after_roll()
    progress_cards(g, "red", "merchant")
    refused(g, "red", "play merchant A", code="merchant_not_next_to_you")


def test_merchant_refused_without_a_building() -> None:
    """CK-13.6 Merchant playable when: you have a building next to an eligible hex."""
    g = playing()
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "merchant")
    refused(g, "red", "play merchant A", code="no_merchant_hex")


def test_merchant_survives_a_save() -> None:
    """The merchant is part of the saved game, its rate rebuilt on load."""
    g = after_roll()
    progress_cards(g, "red", "merchant")
    act(g, "red", "play merchant G")
    back = Game.from_dict(json.loads(json.dumps(g.to_dict())))
    assert state(back).merchant == [g.board.hex_by_id["G"], 0]
    assert back.rates[0][1] == 2


# ----- Merchant Fleet ----------------------------------------------------------------------------


def test_21_52_merchant_fleet_trades_the_named_kind_two_to_one_repeatedly() -> None:
    """CK-21.52: only the named type trades 2:1, any number of times."""
    g = after_roll()
    progress_cards(g, "red", "merchant_fleet")
    give(g, "red", cloth=6, wool=2)
    act(g, "red", "play merchant_fleet cloth")
    assert g.view(None)["cities_knights"]["effects"]["fleet"] == ["cloth"]  # type: ignore[typeddict-item]
    act(g, "red", "bank 2 cloth for 1 ore")
    act(g, "red", "bank 4 cloth for 1 ore 1 coin")
    refused(g, "red", "bank 2 wool for 1 ore", code="wrong_rate")


def test_21_52_merchant_fleet_ends_with_the_turn() -> None:
    """CK-21.52: this turn only."""
    g = after_roll()
    progress_cards(g, "red", "merchant_fleet")
    act(g, "red", "play merchant_fleet ore")
    act(g, "red", "end")
    assert rates(g, "red")["ore"] == 4


def test_merchant_fleet_refuses_a_kind_already_named() -> None:
    """CK-D19: a second Fleet on the same kind changes nothing."""
    g = after_roll()
    progress_cards(g, "red", "merchant_fleet", "merchant_fleet")
    act(g, "red", "play merchant_fleet ore")
    refused(g, "red", "play merchant_fleet ore", code="fleet_named")
    act(g, "red", "play merchant_fleet coin")


# ----- Resource Monopoly, Trade Monopoly ---------------------------------------------------------


def test_21_53_resource_monopoly_takes_two_or_fewer() -> None:
    """CK-21.53: every opponent gives 2 of the resource, 1 if he has only 1."""
    g = after_roll()
    give(g, "blue", ore=5)
    give(g, "white", ore=1)
    progress_cards(g, "red", "resource_monopoly")
    events = act(g, "red", "play resource_monopoly ore")
    assert hand(g, "red")["ore"] == 3
    assert hand(g, "blue")["ore"] == 3
    assert hand(g, "white")["ore"] == 0
    assert dict(only(events, "MonopolyTaken").taken) == {"blue": 2, "white": 1}  # type: ignore[attr-defined]
    assert_conserved(g)


def test_21_53_trade_monopoly_takes_one_commodity() -> None:
    """CK-21.53: every opponent gives 1 of the commodity if he has any."""
    g = after_roll()
    give(g, "blue", coin=3)
    progress_cards(g, "red", "trade_monopoly")
    act(g, "red", "play trade_monopoly coin")
    assert hand(g, "red")["coin"] == 1
    assert hand(g, "blue")["coin"] == 2


def test_monopolies_are_always_playable() -> None:
    """CK-D19: hidden hands: a monopoly is playable even when nobody holds the kind."""
    g = after_roll()
    progress_cards(g, "red", "resource_monopoly", "trade_monopoly")
    act(g, "red", "play resource_monopoly wool")
    act(g, "red", "play trade_monopoly paper")


def test_monopolies_refuse_the_wrong_kind() -> None:
    """Resource Monopoly names a resource, Trade Monopoly a commodity."""
    g = after_roll()
    progress_cards(g, "red", "resource_monopoly", "trade_monopoly")
    refused(g, "red", "play resource_monopoly coin", code="bad_notation")
    refused(g, "red", "play trade_monopoly ore", code="bad_notation")


# ----- Commercial Harbor -------------------------------------------------------------------------


def test_commercial_harbor_partner_gives_a_commodity_of_his_choice() -> None:
    """CK-13.6 Commercial Harbor: 1 resource offered, the partner chooses the commodity; he is
    awaited alone and the acting player sees who still has to answer."""
    g = after_roll()
    give(g, "red", wool=1)
    give(g, "blue", coin=1, cloth=2)
    progress_cards(g, "red", "commercial_harbor")
    act(g, "red", "play commercial_harbor")
    act(g, "red", "harbor blue wool")
    assert g.awaiting() == ["blue"]
    assert g.view("red")["cities_knights"]["pending"] == {"kind": "harbor", "players": ["blue"]}  # type: ignore[typeddict-item]
    refused(g, "blue", "harbor paper", code="not_in_hand")
    act(g, "blue", "harbor coin")
    assert hand(g, "red")["coin"] == 1 and hand(g, "red")["wool"] == 0
    assert hand(g, "blue")["wool"] == 1
    assert g.phase == "main"
    assert_conserved(g)


def test_commercial_harbor_default_gives_the_most_held_commodity() -> None:
    """The timer's default for the partner: the commodity he holds most of."""
    g = after_roll()
    give(g, "red", wool=1)
    give(g, "blue", coin=1, cloth=2)
    progress_cards(g, "red", "commercial_harbor")
    act(g, "red", "play commercial_harbor")
    act(g, "red", "harbor blue wool")
    assert str(g.default_action("blue")) == "harbor cloth"


def test_21_47_commercial_harbor_void_without_a_commodity() -> None:
    """CK-21.47: the opponent has no commodity: the trade is void, the resource stays."""
    g = after_roll()
    give(g, "red", wool=1)
    give(g, "blue", ore=3)
    progress_cards(g, "red", "commercial_harbor")
    act(g, "red", "play commercial_harbor")
    events = act(g, "red", "harbor blue wool")
    assert only(events, "HarborTraded").commodity is None  # type: ignore[attr-defined]
    assert hand(g, "red")["wool"] == 1
    assert g.phase == "main"


def test_21_47_commercial_harbor_once_per_opponent_per_turn() -> None:
    """CK-21.47: at most once per opponent per turn, even with both copies."""
    g = after_roll()
    give(g, "red", wool=2)
    give(g, "blue", coin=2)
    progress_cards(g, "red", "commercial_harbor", "commercial_harbor")
    act(g, "red", "play commercial_harbor")
    refused(g, "red", "play commercial_harbor", code="harbor_open")
    act(g, "red", "harbor blue wool")
    act(g, "blue", "harbor coin")
    refused(g, "red", "harbor blue wool", code="harbor_partner_used")
    act(g, "red", "end")
    assert state(g).effects == {}


def test_commercial_harbor_refused_without_a_resource() -> None:
    """CK-13.6 Commercial Harbor playable when: you hold a resource."""
    g = after_roll()
    give(g, "red", coin=1)
    progress_cards(g, "red", "commercial_harbor")
    refused(g, "red", "play commercial_harbor", code="no_resource_in_hand")


def test_harbor_offer_refused_without_the_card_in_play() -> None:
    """The offers exist only while Commercial Harbor is in play."""
    g = after_roll()
    give(g, "red", wool=1)
    refused(g, "red", "harbor blue wool", code="no_harbor_in_play")


# ----- Master Merchant ---------------------------------------------------------------------------


def richer_blue() -> Game:
    """Blue has more points than red (a second city) and holds 2 ore 1 coin."""
    g = after_roll()
    place(g, "blue", city=47)
    give(g, "blue", ore=2, coin=1)
    progress_cards(g, "blue", "spy")
    progress_cards(g, "red", "master_merchant")
    return g


def test_master_merchant_looks_at_a_richer_hand_and_takes_two() -> None:
    """CK-13.6 Master Merchant: look at the hand (resource and commodity cards, not the progress
    cards), take 2 cards of one's choice; the hand is shown to the player of the card only."""
    g = richer_blue()
    act(g, "red", "play master_merchant blue")
    assert g.awaiting() == ["red"]
    shown = g.view("red")["you"]["shown"]  # type: ignore[typeddict-item]
    assert shown == {"player": "blue", "cards": {"ore": 2, "coin": 1}, "progress": None}
    assert "shown" not in g.view("blue")["you"]  # type: ignore[typeddict-item]
    events = act(g, "red", "take 1 ore 1 coin")
    taken = only(events, "CardsTaken")
    assert taken.to_dict("white")["cards"] is None
    assert taken.to_dict("blue")["cards"] == {"ore": 1, "coin": 1}
    assert hand(g, "red")["ore"] == 1 and hand(g, "red")["coin"] == 1
    assert g.phase == "main"
    assert_conserved(g)


def test_master_merchant_takes_fewer_from_a_smaller_hand() -> None:
    """CK-13.6 Master Merchant: fewer if he has fewer."""
    g = after_roll()
    place(g, "blue", city=47)
    give(g, "blue", wool=1)
    progress_cards(g, "red", "master_merchant")
    act(g, "red", "play master_merchant blue")
    refused(g, "red", "take 2 wool", code="take_count")
    act(g, "red", "take 1 wool")


def test_master_merchant_default_takes_the_most_held() -> None:
    """The timer's default: the kinds the other player holds most of."""
    g = richer_blue()
    act(g, "red", "play master_merchant blue")
    assert str(g.default_action("red")) == "take 2 ore"


def test_master_merchant_refused_without_a_richer_opponent() -> None:
    """CK-13.6 Master Merchant playable when: an opponent with more VP and ≥ 1 card."""
    g = after_roll()
    give(g, "blue", ore=2)
    progress_cards(g, "red", "master_merchant")
    refused(g, "red", "play master_merchant blue", code="no_richer_opponent")


def test_master_merchant_refused_on_a_player_not_richer() -> None:
    """Only a player with more points may be chosen."""
    g = richer_blue()
    give(g, "white", ore=1)
    refused(g, "red", "play master_merchant white", code="not_richer")


# ----- CK-21.45
# ------------------------------------------------------------------------------------


def test_21_45_trade_card_drawn_this_turn_is_played() -> None:
    """CK-21.45: a trade card drawn on this turn's roll can be played this turn."""
    g = playing()
    place(g, "red", city=20)
    state(g).levels[0][0] = 1
    top_card(g, "trade", "merchant_fleet")
    roll(g, "red", 1, 1, "trade")
    act(g, "red", "play merchant_fleet ore")
