"""The catch-up in words: every event kind the engine can emit (its event registry, every rule
set loaded) has a catch-up wording in English, Dutch and German, with no English left in the
other two; a turn's events are merged into one short line."""

from __future__ import annotations

import random
from dataclasses import MISSING, fields
from typing import Any

import pytest

from engine import EVENT_TYPES, Event, Game, GameConfig
from tests.words.english_left import english_left
from words import catchup
from words.languages import catalogue

NAMES = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
LANGUAGES = ("en", "nl", "de")

#: A field's sample value by its name, for the kinds random games seldom reach.
_BY_NAME: dict[str, Any] = {
    "player": "bo",
    "thief": "bo",
    "victim": "ann",
    "partner": "ann",
    "holder": "bo",
    "previous": "cy",
    "owner": "cy",
    "to": ("ann", "cy"),
    "hex": "J",
    "at": "12",
    "path": "12-17",
    "card": "ore",
    "resource": "ore",
    "give": (("ore", 1),),
    "get": (("grain", 2),),
    "cards": (("wool", 1),),
    "reason": "withdrawn",
    "accepted": True,
    "piece": "road",
}


def _sample(cls: type[Event]) -> Event:
    """An event of a kind, its fields filled by name (players, places, cards), else by the
    type its default has, else a small number."""
    values = []
    for f in fields(cls):  # type: ignore[arg-type]
        value = _BY_NAME.get(f.name)
        if "tuple[str, ...]" in str(f.type) and isinstance(value, str):
            values.append((value,))
        elif value is not None:
            values.append(value)
        elif f.default is not MISSING:
            values.append(f.default)
        elif "str" in str(f.type) and "tuple" not in str(f.type):
            values.append("12")
        elif "bool" in str(f.type):
            values.append(True)
        elif "tuple" in str(f.type):
            values.append(())
        else:
            values.append(2)
    return cls(*values)


def _events_of_random_games() -> dict[str, Event]:
    """The first event of each kind in a few random games of every rule set."""
    seen: dict[str, Event] = {}
    configs: list[tuple[str, tuple[str, ...], dict[str, Any]]] = [
        ("base", ("ann", "bo", "cy"), {}),
        ("two_player", ("ann", "bo"), {}),
        ("cities_knights", ("ann", "bo", "cy"), {}),
        ("seafarers", ("ann", "bo", "cy"), {"scenario": "fog_island"}),
        ("seafarers", ("ann", "bo", "cy"), {"scenario": "harbormaster"}),
    ]
    for rules, players, options in configs:
        for seed in range(2):
            game = Game.new(GameConfig(players=players, seed=seed, rules=rules, options=options))
            rnd = random.Random(seed)
            for _ in range(1500):
                if game.winner is not None:
                    break
                player = rnd.choice(game.awaiting())
                for event in game.apply(player, rnd.choice(game.legal_actions(player))):
                    seen.setdefault(event.kind, event)
    return seen


@pytest.fixture(scope="module")
def every_kind() -> dict[str, Event]:
    """One event of every kind in the registry: from random games where they reach it,
    made up from its fields otherwise."""
    seen = _events_of_random_games()
    for kind, cls in EVENT_TYPES.items():
        if kind not in seen:
            seen[kind] = _sample(cls)
    return seen


def test_the_walk_covers_every_kind_of_the_registry(every_kind: dict[str, Event]) -> None:
    """The registry holds every rule set's events (base, two players, C&K, Seafarers), and
    the walk below has one of each."""
    assert {"Rolled", "TokensEarned", "BarbariansAttacked", "PirateMoved"} <= set(EVENT_TYPES)
    assert set(every_kind) == set(EVENT_TYPES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_event_kind_has_a_catch_up_wording(
    every_kind: dict[str, Event], language: str
) -> None:
    """Each kind, as a part of someone's turn line, is said in every language: not empty, no
    placeholder left, no raw player id, and in Dutch and German no English word left."""
    w = catalogue(language)
    for kind, event in sorted(every_kind.items()):
        for reader in (None, "ann"):
            said = catchup.part(w, event.to_dict(reader), reader, NAMES, owner="bo")
            assert said.strip(), (kind, language)
            assert "{" not in said and kind not in said, (kind, said)
            if language != "en":
                assert not english_left(said, language, NAMES.values()), (kind, said)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_turn_is_one_line_with_the_readers_gains_and_losses(language: str) -> None:
    """Bo's roll and what it gave the reader make one part, two roads one count, and the
    card stolen from the reader is named to them; the offer before a trade is left out."""
    w = catalogue(language)
    turn = catchup.Turn(
        "bo",
        (
            {"type": "TurnStarted", "player": "bo", "turn": 9},
            {"type": "Rolled", "player": "bo", "dice": [3, 5], "total": 8},
            {"type": "Produced", "gains": {"ann": {"ore": 1}, "cy": {"grain": 2}}, "shortage": []},
            {"type": "Built", "player": "bo", "piece": "road", "at": "1-2", "free": False},
            {"type": "Built", "player": "bo", "piece": "road", "at": "2-3", "free": False},
            {"type": "TradeOffered", "player": "bo", "give": {"ore": 1}, "get": {"wool": 1}},
            {"type": "Stole", "thief": "bo", "victim": "ann", "card": "wool", "took": True},
            {"type": "TurnEnded", "player": "bo"},
        ),
    )
    line = catchup.turn_line(w, turn, "ann", NAMES)
    assert line is not None and "\n" not in line
    assert line.startswith("Bo: ") and "8" in line and "2" in line
    english = catchup.turn_line(catalogue("en"), turn, "ann", NAMES)
    assert english == ("Bo: rolled 8, you got 1 ore; built 2 roads; stole 1 wool from you.")
    assert catchup.turn_line(w, turn, "cy", NAMES) != line  # cy lost no wool; got grain


def test_the_points_line_names_the_changes_and_the_leader() -> None:
    """Everyone's points now, a change since the catch-up began in brackets, then who leads
    (all of them when tied)."""
    w = catalogue("en")
    before, after = {"ann": 3, "bo": 4, "cy": 2}, {"ann": 3, "bo": 5, "cy": 2}
    assert catchup.points_line(w, before, after, NAMES) == (
        "Points: Ann 3, Bo 5 (+1), Cy 2. Bo leads."
    )
    tied = {"ann": 5, "bo": 5, "cy": 2}
    assert catchup.points_line(w, tied, tied, NAMES).endswith("Ann and Bo lead.")
