"""The start roll as an event (B-SETUP-1): who rolled what and who places first."""

from __future__ import annotations

from engine import Game, GameConfig
from words import event_line


def test_opening_events_name_the_start_roll_winner_who_is_awaited_first() -> None:
    """B-SETUP-1/2: the highest start roll places first; the event says so."""
    for seed in range(20):
        game = Game.new(GameConfig(players=("ann", "ben", "cat"), seed=seed))
        (event,) = game.opening_events()
        assert event.kind == "StartingPlayer"
        assert game.awaiting() == [event.to_dict()["player"]]
        line = event_line(event.to_dict(), {"ann": "Ann", "ben": "Ben", "cat": "Cat"})
        assert "places first" in line


def test_first_seat_switch_has_no_roll() -> None:
    """start_player=first_seat: the first seat begins; nothing was rolled."""
    game = Game.new(
        GameConfig(players=("ann", "ben", "cat"), seed=1, options={"start_player": "first_seat"})
    )
    (event,) = game.opening_events()
    assert event.to_dict()["player"] == "ann" and event_line(event.to_dict(), {}) == (
        "ann places first."
    )
