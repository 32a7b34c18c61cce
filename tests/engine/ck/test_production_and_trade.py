"""Production with commodities, sevens with walls, the Aqueduct and trade
(CK-5, CK-6.2, CK-7, CK-11.4; CK-21.22 to CK-21.27; CK-T3)."""

from __future__ import annotations

import pytest

from engine import Game, MaritimeTrade

from .vocab import (
    act,
    assert_conserved,
    empty_hand,
    give,
    hand,
    levels,
    only,
    place,
    playing,
    progress_cards,
    refused,
    roll,
    seat,
    wall,
)


def test_21_22_cities_take_a_commodity_on_forest_pasture_mountains() -> None:
    """CK-5, CK-21.22: a city takes 1 resource + 1 commodity on forest, pasture and mountains, and
    2 resources on hills and fields."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])  # F pasture 4, G hills 10, K forest 3
    place(g, "blue", city=21, roads=["21-27"])  # G hills 10, L mountains 8
    gains = only(roll(g, "red", 2, 2), "Produced").to_dict()["gains"]
    assert gains["red"] == {"wool": 1, "cloth": 1}
    act(g, "red", "end")
    gains = only(roll(g, "blue", 5, 5), "Produced").to_dict()["gains"]
    assert gains == {"red": {"brick": 2}, "blue": {"brick": 2}}
    act(g, "blue", "end")
    gains = only(roll(g, "white", 1, 2), "Produced").to_dict()["gains"]
    assert gains == {"red": {"lumber": 1, "paper": 1}}
    act(g, "white", "end")
    gains = only(roll(g, "red", 4, 4), "Produced").to_dict()["gains"]
    assert gains == {"blue": {"ore": 1, "coin": 1}}
    assert_conserved(g)


def test_21_23_the_robber_blocks_resource_and_commodity() -> None:
    """CK-5, CK-21.23: the robber's hex gives neither the resource nor the commodity."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    g.robber = g.board.hex_by_id["K"]
    produced = only(roll(g, "red", 1, 2), "Produced").to_dict()
    assert produced["gains"] == {} and produced["blocked"] == ["K"]


@pytest.mark.parametrize("walls", [0, 1, 2, 3])
def test_21_24_discard_limit_rises_by_two_per_wall(walls: int) -> None:
    """CK-6.2, CK-21.24: the limit is 7, 9, 11, 13 with 0-3 walls; the count includes commodities
    and not progress cards; half is rounded down."""
    g = playing()
    for spot in (20, 42, 45)[: max(walls, 1)]:
        place(g, "blue", city=spot)
    for spot in (20, 42, 45)[:walls]:
        wall(g, spot)
    limit = 7 + 2 * walls
    assert g.view(None)["cities_knights"]["players"]["blue"]["hand_limit"] == limit
    give(g, "blue", ore=limit - 4, coin=4)
    progress_cards(g, "blue", "crane", "spy")
    give(g, "white", ore=limit + 1 - 6, cloth=6)
    roll(g, "red", 3, 4)
    assert g.discards == {seat(g, "white"): (limit + 1) // 2}


def _aqueduct_game() -> tuple[Game, str]:
    g = playing()
    place(g, "blue", city=20, roads=["20-25"])  # F 4, G 10, K 3
    levels(g, "blue", science=3)
    empty_hand(g, "blue")
    return g, "blue"


def test_21_25_aqueduct_when_nothing_is_received() -> None:
    """CK-11.4, CK-21.25, CK-T3: a roll that gives the Aqueduct's owner nothing (no adjacent hex)
    lets him take 1 resource of choice; the choice is limited to resources the bank holds."""
    g, blue = _aqueduct_game()
    g.bank[g.rules.card_index["ore"]] = 0  # (kept conserved below)
    give_back = 19
    roll(g, "red", 1, 1)
    assert g.phase == "aqueduct" and g.awaiting() == [blue]
    options = {str(a) for a in g.legal_actions(blue)}
    assert options == {"aqueduct lumber", "aqueduct brick", "aqueduct wool", "aqueduct grain"}
    refused(g, blue, "aqueduct ore", code="bank_empty")
    events = act(g, blue, "aqueduct grain")
    assert only(events, "AqueductTaken").to_dict()["resource"] == "grain"
    assert hand(g, blue)["grain"] == 1 and g.phase == "main"
    g.bank[g.rules.card_index["ore"]] = give_back
    assert_conserved(g)


def test_21_25_t_ck3_aqueduct_when_the_robber_blocked() -> None:
    """CK-11.4, CK-21.25, CK-T3: the robber being the reason for nothing still triggers it."""
    g, _ = _aqueduct_game()
    g.robber = g.board.hex_by_id["F"]
    roll(g, "red", 2, 2)
    assert g.phase == "aqueduct"


def test_21_25_aqueduct_on_bank_shortage() -> None:
    """CK-11.4 CK-D14, CK-21.25: nothing received because of a bank shortage triggers it."""
    g, blue = _aqueduct_game()
    place(g, "white", city=25)  # F too
    cloth, wool = g.rules.card_index["cloth"], g.rules.card_index["wool"]
    give(g, "red", wool=18, cloth=11)
    produced = only(roll(g, "red", 2, 2), "Produced").to_dict()
    assert produced["gains"] == {} and set(produced["shortage"]) == {"wool", "cloth"}
    assert g.phase == "aqueduct" and g.awaiting() == [blue]
    assert g.bank[wool] == 1 and g.bank[cloth] == 1


def test_21_25_t_ck3_no_aqueduct_on_a_seven_or_after_any_card() -> None:
    """CK-11.4, CK-21.25, CK-T3: never on a 7; never for a player who received even one card (a
    single commodity counts)."""
    g, blue = _aqueduct_game()
    roll(g, "red", 3, 4)
    assert g.phase == "main"
    act(g, "red", "end")
    cloth = g.rules.card_index["cloth"]
    wool = g.rules.card_index["wool"]
    give(g, "red", wool=19)  # the bank has no wool: the city on F still takes its cloth
    produced = only(roll(g, "blue", 2, 2), "Produced").to_dict()
    assert produced["gains"] == {blue: {"cloth": 1}}
    assert g.phase == "main" and g.bank[wool] == 0 and g.hands[seat(g, blue)][cloth] == 1


def test_21_26_commodities_at_bank_and_harbor_rates() -> None:
    """CK-7, CK-21.26: 4:1 and 3:1 with commodities, a commodity may be taken; a 2:1 resource
    harbor gives a commodity; the Merchant Guild trades 2 identical commodities for 1; mixed
    pairs are refused."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    give(g, "red", cloth=4, ore=2, coin=1, paper=1)
    roll(g, "red", 1, 1)
    act(g, "red", "bank 4 cloth for 1 coin")
    assert hand(g, "red")["coin"] == 2
    assert MaritimeTrade((("cloth", 4),), (("ore", 1),)) not in g.legal_actions("red")
    place(g, "red", settlement=11, road="11-16")  # the ore harbor 11-16
    assert g.rates[seat(g, "red")][g.rules.card_index["ore"]] == 2
    act(g, "red", "bank 2 ore for 1 paper")
    place(g, "red", settlement=1, road="1-4")  # a generic harbor
    give(g, "red", coin=1)
    act(g, "red", "bank 3 coin for 1 cloth")
    levels(g, "red", trade=3)
    assert g.view("red")["you"]["rates"]["paper"] == 2  # type: ignore[index]
    give(g, "red", paper=1, cloth=1)
    act(g, "red", "bank 2 paper for 1 brick")
    give(g, "red", coin=1)
    refused(g, "red", "bank 1 coin 1 cloth for 1 brick", code="wrong_rate")
    assert_conserved(g)


def test_21_27_progress_cards_are_never_traded() -> None:
    """CK-7, CK-21.27: progress cards are not cards of trade: an offer naming one is not read."""
    g = playing()
    progress_cards(g, "red", "crane")
    roll(g, "red", 1, 1)
    err = refused(g, "red", "offer 1 crane for 1 ore", code="bad_notation")
    assert err.params["hint"] == "not_a_resource"
    refused(g, "red", "bank 4 crane for 1 ore", code="bad_notation")
