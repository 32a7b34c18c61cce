"""The catalogue for Cities & Knights: every C&K event of random games has a
sentence with names for ids and no placeholder left, and a secret (the progress card drawn or
returned) is told only to its owner."""

from __future__ import annotations

import random

from engine import EVENT_TYPES, Game, GameConfig
from words import event_line
from words.events import WORDINGS


def test_every_event_type_of_cities_knights_is_worded() -> None:
    """The C&K events are known types with a wording each."""
    for kind in ("BarbariansAttacked", "ProgressDrawn", "KnightDisplaced", "MetropolisPlaced"):
        assert kind in EVENT_TYPES and kind in WORDINGS


def test_events_of_random_cities_knights_games_are_worded() -> None:
    """Public and private sentences of every event of a few random games."""
    names = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
    seen: set[str] = set()
    for seed in range(4):
        game = Game.new(GameConfig(players=("ann", "bo", "cy"), seed=seed, rules="cities_knights"))
        rnd = random.Random(seed)
        for _ in range(2500):
            if game.winner is not None:
                break
            player = rnd.choice(game.awaiting())
            for event in game.apply(player, rnd.choice(game.legal_actions(player))):
                seen.add(event.kind)
                public = event_line(event.to_dict(None), names)
                assert "{" not in public and public != event.kind, public
                if event.kind in ("ProgressDrawn", "ProgressReturned"):
                    owner = event.to_dict(None)["player"]
                    assert event.to_dict(None)["card"] is None
                    assert event_line(event.to_dict(owner), names) != public
    assert {"EventDieRolled", "BarbariansAttacked", "ProgressDrawn"} <= seen


def test_every_politics_and_dirty_trick_event_is_worded() -> None:
    """The politics cards' and the dirty-trick variant's events each have a wording,
    and the hidden card of a Spy or a Wedding gift is told only to the two players concerned."""
    from engine.rules.cities_knights.events import POLITICS_EVENTS, CardsGiven, ProgressTaken

    for cls in POLITICS_EVENTS:
        assert cls.__name__ in EVENT_TYPES and cls.__name__ in WORDINGS
    names = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
    for event in (
        ProgressTaken("ann", "bo", "smith"),
        CardsGiven("bo", "ann", 2, (("ore", 1), ("coin", 1))),
    ):
        public = event_line(event.to_dict(None), names)
        assert "{" not in public
        assert "Smith" not in public and "coin" not in public
        for p in ("ann", "bo"):
            assert event_line(event.to_dict(p), names) != public
        assert event_line(event.to_dict("cy"), names) == public


def test_every_politics_and_dirty_trick_refusal_is_worded() -> None:
    """Each refusal code of the politics cards and the dirty trick has a sentence."""
    from engine import IllegalAction
    from words import refusal_line

    codes = {
        "not_an_opponent": {},
        "no_opponent_knights": {},
        "no_knights_of": {"player": "bo"},
        "deserter_level": {"level": 3, "removed": 2},
        "no_open_road": {},
        "no_road_there": {"path": "1-4"},
        "road_not_open": {"path": "1-4"},
        "diplomat_same_path": {"path": "1-4"},
        "no_knight_to_intrigue": {},
        "no_city_to_sabotage": {},
        "no_saboteur_victim": {},
        "saboteur_takes_no_city": {},
        "saboteur_needs_city": {},
        "not_a_sabotage_target": {"intersection": 3},
        "not_sabotaged": {"intersection": 3},
        "no_progress_to_spy": {},
        "no_progress_cards": {"player": "bo"},
        "not_in_their_progress": {"player": "bo", "card": "smith"},
        "no_inactive_knight": {},
        "give_count": {"count": 2},
        "knight_not_committable": {"intersection": 3},
    }
    for code, params in codes.items():
        line = refusal_line(IllegalAction(code, **params), {"bo": "Bo"})
        assert "{" not in line and code not in line, (code, line)
