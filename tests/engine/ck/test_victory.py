"""Victory in C&K (CK-4.2, CK-16; CK-21.55; CK-T11)."""

from __future__ import annotations

from .vocab import (
    act,
    give,
    levels,
    place,
    playing,
    progress_cards,
    roll,
    seat,
    ship_at,
    state,
    top_card,
    vp,
)


def test_21_55_thirteen_by_a_metropolis_wins_at_once() -> None:
    """CK-4.2, CK-16, CK-21.55: reaching 13 in one's own turn (here with a metropolis) wins at
    once."""
    g = playing()
    for spot in (20, 22, 42, 45):
        place(g, "red", city=spot)
    place(g, "red", settlement=1)
    place(g, "red", settlement=3)
    roll(g, "red", 1, 1)
    levels(g, "red", politics=3)
    assert vp(g, "red") == 10
    give(g, "red", coin=4)
    act(g, "red", "improve politics")
    assert vp(g, "red") == 10 and g.winner is None
    progress_cards(g, "red", "printer")
    assert vp(g, "red") == 11
    events = act(g, "red", "metropolis 20")
    assert vp(g, "red") == 13 and g.winner == "red" and events[-1].kind == "GameWon"


def test_21_55_t_ck11_thirteen_off_turn_wins_at_the_start_of_the_next_turn() -> None:
    """CK-4.2, CK-21.55, CK-T11: 13 reached on another's turn (a VP card from a gate) wins when
    one's own turn begins, not before."""
    g = playing()
    for spot in (20, 22, 42, 45):
        place(g, "blue", city=spot)
    place(g, "blue", settlement=1)
    place(g, "blue", settlement=3)
    progress_cards(g, "blue", "printer")
    levels(g, "blue", politics=1)
    top_card(g, "politics", "constitution")
    assert vp(g, "blue") == 11
    roll(g, "red", 1, 1, "politics")
    assert vp(g, "blue") == 12
    state(g).defender[seat(g, "blue")] += 1
    assert vp(g, "blue") == 13 and g.winner is None
    act(g, "red", "end")
    assert g.winner == "blue"


def test_21_55_t_ck11_dropping_below_thirteen_before_ones_turn_does_not_win() -> None:
    """CK-4.2, CK-21.55, CK-T11: a player back under 13 when the turn comes does not win."""
    g = playing()
    for spot in (20, 22, 42, 45):
        place(g, "blue", city=spot)
    place(g, "blue", settlement=1)
    place(g, "blue", settlement=3)
    progress_cards(g, "blue", "printer", "constitution")
    state(g).defender[seat(g, "blue")] += 1
    assert vp(g, "blue") == 13
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")  # 4 cities, no knight: blue loses one
    act(g, "blue", "pillage 22")
    assert vp(g, "blue") == 12
    act(g, "red", "end")
    assert g.winner is None
