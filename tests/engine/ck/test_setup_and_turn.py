"""C&K set-up and the turn before the roll (CK-3, CK-4.1; CK-21.1 to CK-21.2)."""

from __future__ import annotations

from engine import Roll

from .vocab import act, give, hand, levels, new_game, only, place, playing, refused


def test_21_01_round_two_city_gives_one_resource_per_hex_and_no_commodity() -> None:
    """CK-3 step 4, CK-21.1: the round-2 city takes one resource per producing hex around it, no
    commodity, nothing for the desert; the first settlement gives nothing."""
    g = new_game()
    for player, spot, road in (
        ("red", 1, "1-4"),
        ("blue", 3, "3-7"),
        ("white", 27, "21-27"),
    ):
        act(g, player, f"build settlement {spot}")
        act(g, player, f"build road {road}")
    assert sum(sum(h) for h in g.hands) == 0
    refused(g, "white", "build settlement 42", code="setup_city")
    events = act(g, "white", "build city 42")  # S pasture, O fields, P pasture
    assert only(events, "SetupResources").to_dict()["cards"] == {"wool": 2, "grain": 1}
    act(g, "white", "build road 42-47")
    act(g, "blue", "build city 45")  # N mountains, R fields, Q hills
    act(g, "blue", "build road 45-49")
    act(g, "red", "build city 19")  # J desert, E hills, F pasture
    act(g, "red", "build road 19-24")
    assert hand(g, "red") == {
        "lumber": 0,
        "brick": 1,
        "wool": 1,
        "grain": 0,
        "ore": 0,
        "paper": 0,
        "cloth": 0,
        "coin": 0,
    }
    assert hand(g, "blue")["ore"] == 1 and hand(g, "blue")["coin"] == 0
    view = g.view(None)
    assert {b["intersection"]: b["kind"] for b in view["buildings"]}[19] == "city"
    assert g.phase == "roll" and g.players[g.current] == "red"


def test_21_02_nothing_but_the_roll_before_the_roll() -> None:
    """CK-4.1 step 1, CK-21.2 (part 1 has no Alchemist): before the roll only `roll` is legal; no
    trade, build, wall or improvement."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    give(g, "red", lumber=4, brick=4, wool=4, grain=4, ore=4, cloth=4)
    levels(g, "red", trade=0)
    assert g.legal_actions("red") == [Roll()]
    for text in ("build road 25-31", "bank 4 ore for 1 grain", "wall 20", "improve trade"):
        refused(g, "red", text, code="roll_first")
