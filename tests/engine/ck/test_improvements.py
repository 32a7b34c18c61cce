"""City improvements and metropolises (CK-11, CK-12; CK-21.37 to CK-21.41)."""

from __future__ import annotations

import pytest

from engine import Game

from .vocab import (
    act,
    assert_conserved,
    give,
    hand,
    knight,
    levels,
    metropolis,
    only,
    place,
    playing,
    refused,
    roll,
    seat,
    ship_at,
    state,
    vp,
)


def improving() -> Game:
    """Red (city 20) to play after the roll, blue (city 42), white (city 45)."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "blue", city=42, roads=["42-47"])
    place(g, "white", city=45, roads=["45-49"])
    roll(g, "red", 1, 1)
    return g


def test_21_37_level_costs_one_to_five() -> None:
    """CK-11.2, CK-21.37: level L costs L commodities of the track's kind (15 for all five, more
    than the 12 cloth of the game, so they are paid back to the bank on the way)."""
    g = improving()
    for level in range(1, 6):
        give(g, "red", cloth=level)
        before = hand(g, "red")["cloth"]
        events = act(g, "red", "improve trade")
        assert only(events, "Improved").to_dict()["level"] == level
        assert before - hand(g, "red")["cloth"] == level
        if g.phase == "metropolis":
            act(g, "red", "metropolis 20")
    refused(g, "red", "improve trade", code="track_complete")
    assert_conserved(g)


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_21_37_red_die_thresholds_and_turn_order(level: int) -> None:
    """CK-11.2, CK-13.2, CK-21.37: a gate draws for every player whose level is at least the red die
    minus 1 (level 1: red 1-2 ... level 5: red 1-6), in turn order from the active player."""
    g = playing(current="blue")
    for player in ("red", "blue", "white"):
        levels(g, player, politics=level)
    events = roll(g, "blue", 1, level + 1, "politics")
    drawn = [e.to_dict()["player"] for e in events if e.kind == "ProgressDrawn"]
    assert drawn == ["blue", "white", "red"]
    if level < 5:
        act(g, "blue", "end")
        events = roll(g, "white", 1, level + 2, "politics")
        assert not [e for e in events if e.kind == "ProgressDrawn"]


def test_21_37_an_empty_deck_gives_nothing() -> None:
    """CK-13.2 CK-D17, CK-21.37: draws from an empty deck give nothing."""
    g = playing()
    levels(g, "red", science=1)
    state(g).decks["science"].clear()
    events = roll(g, "red", 1, 1, "science")
    assert not [e for e in events if e.kind == "ProgressDrawn"]
    assert g.phase == "main"


def test_21_38_first_to_level_four_places_the_metropolis() -> None:
    """CK-12, CK-21.38: the first player to level 4 chooses one of his cities for the metropolis
    (+2 VP); a second player reaching level 4 gets nothing."""
    g = improving()
    place(g, "red", city=42 - 20)  # a second city: 22
    levels(g, "red", politics=3)
    give(g, "red", coin=4)
    before = vp(g, "red")
    act(g, "red", "improve politics")
    assert g.phase == "metropolis" and g.awaiting() == ["red"]
    assert {str(a) for a in g.legal_actions("red")} == {"metropolis 20", "metropolis 22"}
    refused(g, "red", "end", code="choice_pending")
    events = act(g, "red", "metropolis 22")
    assert only(events, "MetropolisPlaced").to_dict()["at"] == "22"
    assert vp(g, "red") == before + 2 and g.phase == "main"
    act(g, "red", "end")
    roll(g, "blue", 1, 1)
    levels(g, "blue", politics=3)
    give(g, "blue", coin=4)
    act(g, "blue", "improve politics")
    assert g.phase == "main" and state(g).metropolis["politics"] == 21


def test_21_39_level_five_first_takes_the_metropolis_then_it_is_final() -> None:
    """CK-12, CK-21.39: another player's level 5 before the holder's takes the metropolis; once the
    holder has level 5 it is permanent and a third player's level 5 changes nothing."""
    g = improving()
    act(g, "red", "end")
    roll(g, "blue", 1, 1)
    # Levels set after the roll, so that no Aqueduct choice is in the way.
    levels(g, "red", science=4)
    metropolis(g, "science", 20)
    levels(g, "blue", science=4)
    give(g, "blue", paper=5)
    act(g, "blue", "improve science")
    assert g.phase == "metropolis"
    events = act(g, "blue", "metropolis 42")
    assert only(events, "MetropolisPlaced").to_dict()["previous"] == "red"
    assert g.view(None)["cities_knights"]["metropolises"] == [
        {"track": "science", "intersection": 42, "owner": "blue", "final": True}
    ]
    levels(g, "red", science=0)
    levels(g, "blue", science=0)  # (a level never drops in play: here it keeps the roll quiet)
    act(g, "blue", "end")
    roll(g, "white", 1, 1)
    levels(g, "blue", science=5)
    levels(g, "white", science=4)
    give(g, "white", paper=5)
    act(g, "white", "improve science")
    assert g.phase == "main" and state(g).metropolis["science"] == 41


def test_21_40_one_city_carrying_a_metropolis_blocks_level_four_elsewhere() -> None:
    """CK-11.3 CK-D13, CK-21.40: with only one city, already a metropolis, level 4 of another
    track is refused; allowed again after a second city is built."""
    g = improving()
    levels(g, "red", trade=4, science=3)  # (set after the roll: no Aqueduct choice)
    metropolis(g, "trade", 20)
    give(g, "red", paper=4)
    refused(g, "red", "improve science", code="no_city_for_metropolis")
    place(g, "red", settlement=25)
    give(g, "red", grain=2, ore=3)
    act(g, "red", "build city 25")
    act(g, "red", "improve science")
    act(g, "red", "metropolis 25")
    assert state(g).metropolis == {"trade": 19, "science": 24}


def test_21_41_a_metropolis_is_never_pillaged_but_counts_as_strength() -> None:
    """CK-12, CK-15.2, CK-21.41: a metropolis counts for barbarian strength and cannot be
    pillaged."""
    g = playing()
    place(g, "red", city=20, roads=["20-25"])
    place(g, "red", city=22)
    metropolis(g, "politics", 20)
    knight(g, "blue", 47, 1)
    ship_at(g, 6)
    events = roll(g, "red", 1, 1, "ship")
    assert only(events, "BarbariansAttacked").to_dict()["strength"] == 2
    assert {str(a) for a in g.legal_actions("red")} == {"pillage 22"}
    refused(g, "red", "pillage 20", code="not_an_ordinary_city")
    act(g, "red", "pillage 22")
    assert g.node_level[19] == 2 and g.node_level[21] == 1
    assert seat(g, "red") == g.node_owner[19]
