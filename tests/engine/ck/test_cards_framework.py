"""Playing progress cards, the framework (CK-13.5; CK-D19): who
plays, when, what happens to the card, the legal plays and the view's `playable`. A stand-in card
is declared for these tests so that they pin the framework, not any card's effect."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import IllegalAction
from engine.rules.cities_knights.cards import framework
from engine.rules.cities_knights.cards.framework import Card, PlayProgress, no_args

from .vocab import act, kinds, playing, progress_cards, refused, roll, state

#: What the stand-in card did, per play.
PLAYED: list[int] = []


def _useless(g: object, seat: int) -> IllegalAction | None:
    return None


@pytest.fixture()
def stand_in(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A card named "crane" with no arguments whose effect is recorded in PLAYED, and an
    "alchemist" played before the roll."""
    PLAYED.clear()
    for name, before in (("crane", False), ("alchemist", True)):
        spec = Card(
            name,
            no_args,
            _useless,
            lambda g, seat: [()],
            lambda g, seat, args: None,
            lambda g, seat, prepared, events: PLAYED.append(seat),
            before_roll=before,
        )
        monkeypatch.setitem(framework.CARDS, name, spec)
    yield "crane"


def test_play_notation_round_trip(stand_in: str) -> None:
    """`play CARD [ARGS]` reads back what `str` writes (docs/players.md, Action notation)."""
    game = playing()
    assert game.parse("play crane") == PlayProgress("crane")
    assert str(PlayProgress("crane", ("J", 3))) == "play crane J 3"


def test_play_unknown_card_is_bad_notation(stand_in: str) -> None:
    """A word that names no playable card is refused by the parser."""
    game = playing()
    err = refused(game, "red", "play printer", code="bad_notation")
    assert err.params["hint"] == "not_a_playable_card"


def test_card_played_after_the_roll_goes_under_its_deck(stand_in: str) -> None:
    """CK-13.5: a played action card goes face down under its deck and leaves the hand."""
    game = playing()
    progress_cards(game, "red", "crane")
    roll(game, "red", 2, 3)
    events = act(game, "red", "play crane")
    assert "ProgressPlayed" in kinds(events)
    assert state(game).progress[0] == []
    assert state(game).decks["science"][-1] == "crane"
    assert PLAYED == [0]


def test_card_refused_before_the_roll(stand_in: str) -> None:
    """CK-13.5, CK-21.2: every card but the Alchemist is played after the roll."""
    game = playing()
    progress_cards(game, "red", "crane")
    refused(game, "red", "play crane", code="progress_after_roll")


def test_alchemist_refused_after_the_roll(stand_in: str) -> None:
    """CK-13.5: the Alchemist only before the roll."""
    game = playing()
    progress_cards(game, "red", "alchemist")
    assert PlayProgress("alchemist") in game.legal_actions("red")
    roll(game, "red", 2, 3)
    refused(game, "red", "play alchemist", code="progress_before_roll")


def test_card_refused_off_turn(stand_in: str) -> None:
    """CK-13.5: only the active player plays cards."""
    game = playing()
    progress_cards(game, "blue", "crane")
    roll(game, "red", 2, 3)
    refused(game, "blue", "play crane", code="not_your_turn")


def test_card_refused_when_not_held(stand_in: str) -> None:
    """A card not in hand cannot be played."""
    game = playing()
    roll(game, "red", 2, 3)
    refused(game, "red", "play crane", code="no_such_progress_card")


def test_any_number_of_cards_per_turn(stand_in: str) -> None:
    """CK-13.5: any number of cards in one turn."""
    game = playing()
    progress_cards(game, "red", "crane", "crane")
    roll(game, "red", 2, 3)
    act(game, "red", "play crane")
    act(game, "red", "play crane")
    assert PLAYED == [0, 0]


def test_view_says_which_cards_are_playable_and_why_not(stand_in: str) -> None:
    """The view's `you.progress[].playable` follows the legality test, with the refusal code."""
    game = playing()
    progress_cards(game, "red", "crane", "alchemist")
    mine = game.view("red")["you"]["progress"]  # type: ignore[typeddict-item]
    assert [(p["card"], p["playable"], p["why"]) for p in mine] == [
        ("crane", False, "progress_after_roll"),
        ("alchemist", True, None),
    ]
