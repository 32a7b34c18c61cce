"""Progress cards held (CK-13.1 to CK-13.4; CK-21.42 to CK-21.44; CK-T4, CK-T5).
Playing them is part 2: no play is offered."""

from __future__ import annotations

from collections import Counter

from engine.rules.cities_knights.data import DECKS

from .vocab import (
    act,
    assert_conserved,
    levels,
    only,
    playing,
    progress_cards,
    refused,
    roll,
    seat,
    state,
    top_card,
    vp,
)


def test_21_42_deck_composition() -> None:
    """CK-13.1 CK-D16, CK-21.42: 18 cards per deck, 54 in all, exact counts per card."""
    assert {t: len(cards) for t, cards in DECKS.items()} == {
        "science": 18,
        "politics": 18,
        "trade": 18,
    }
    assert Counter(DECKS["science"]) == {
        "alchemist": 2,
        "crane": 2,
        "engineer": 1,
        "inventor": 2,
        "irrigation": 2,
        "medicine": 2,
        "mining": 2,
        "printer": 1,
        "road_building": 2,
        "smith": 2,
    }
    assert Counter(DECKS["politics"]) == {
        "bishop": 2,
        "constitution": 1,
        "deserter": 2,
        "diplomat": 2,
        "intrigue": 2,
        "saboteur": 2,
        "spy": 3,
        "warlord": 2,
        "wedding": 2,
    }
    assert Counter(DECKS["trade"]) == {
        "commercial_harbor": 2,
        "master_merchant": 2,
        "merchant": 6,
        "merchant_fleet": 2,
        "resource_monopoly": 4,
        "trade_monopoly": 2,
    }
    g = playing()
    assert g.view(None)["cities_knights"]["decks"] == {"trade": 18, "politics": 18, "science": 18}
    assert sorted(state(g).decks["trade"]) == sorted(DECKS["trade"])


def test_21_43_t_ck5_vp_cards_are_revealed_off_turn_and_not_in_the_hand_limit() -> None:
    """CK-13.2, CK-13.4, CK-21.43, CK-T5: a VP card drawn off turn is face up at once (1 VP) and
    does not count towards the 4 cards in hand. (Spy is part 2.)"""
    g = playing()
    levels(g, "blue", politics=1)
    progress_cards(g, "blue", "spy", "bishop", "wedding", "warlord")
    top_card(g, "politics", "constitution")
    before = vp(g, "blue")
    events = roll(g, "red", 1, 1, "politics")
    revealed = only(events, "ProgressRevealed").to_dict()
    assert revealed == {"type": "ProgressRevealed", "player": "blue", "card": "constitution"}
    assert vp(g, "blue") == before + 1 and g.phase == "main"
    view = g.view(None)["cities_knights"]["players"]["blue"]
    assert view["progress"] == 4 and view["progress_vp"] == ["constitution"]
    drawn = only(events, "ProgressDrawn")
    assert drawn.to_dict("blue")["card"] == "constitution"


def test_21_44_t_ck4_a_fifth_card_off_turn_is_returned_at_once() -> None:
    """CK-13.4 CK-D18, CK-21.44, CK-T4: a 5th card off turn: one card of the player's choice
    goes under its deck at once."""
    g = playing()
    levels(g, "blue", trade=1)
    progress_cards(g, "blue", "spy", "bishop", "wedding", "warlord")
    top_card(g, "trade", "merchant")
    roll(g, "red", 1, 1, "trade")
    assert g.phase == "progress_return" and g.awaiting() == ["blue"]
    refused(g, "red", "end", code="choice_pending")
    refused(g, "blue", "return crane", code="no_such_progress_card")
    assert {str(a) for a in g.legal_actions("blue")} == {
        "return spy",
        "return bishop",
        "return wedding",
        "return warlord",
        "return merchant",
    }
    events = act(g, "blue", "return bishop")
    returned = only(events, "ProgressReturned")
    assert returned.to_dict(None)["card"] is None and returned.to_dict("blue")["card"] == "bishop"
    assert state(g).decks["politics"][-1] == "bishop"
    assert len(state(g).progress[seat(g, "blue")]) == 4 and g.phase == "main"
    assert_conserved(g)


def test_21_44_t_ck4_the_active_player_cuts_to_four_when_ending_the_turn() -> None:
    """CK-13.4 CK-D18, CK-21.44, CK-T4: the active player may hold 5 during the turn, and ends
    it only after returning down to 4 (a forced choice)."""
    g = playing()
    levels(g, "red", science=1)
    progress_cards(g, "red", "crane", "smith", "medicine", "mining")
    top_card(g, "science", "engineer")
    roll(g, "red", 1, 1, "science")
    assert g.phase == "main" and len(state(g).progress[seat(g, "red")]) == 5
    view = g.view("red")["you"]
    assert view is not None and len(view["progress"]) == 5
    assert not any(c["playable"] for c in view["progress"])
    events = act(g, "red", "end")
    assert only(events, "MustReturnProgress").to_dict()["count"] == 1
    assert g.phase == "progress_return" and g.awaiting() == ["red"]
    assert g.default_action("red") is not None
    events = act(g, "red", "return crane")
    assert [e.kind for e in events][-2:] == ["TurnEnded", "TurnStarted"]
    assert g.players[g.current] == "blue"
