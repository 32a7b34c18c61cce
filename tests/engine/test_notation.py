"""The action notation of docs/engine-api.md: `Action.parse(str(a)) == a` for every kind, and
malformed text refused with code "bad_notation" and a sentence a player can act on."""

from __future__ import annotations

import pytest

from engine import (
    AcceptTrade,
    Action,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    CancelTrade,
    ConfirmTrade,
    DeclineTrade,
    Discard,
    EndTurn,
    IllegalAction,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    RevealVictoryPoint,
    Roll,
    rule_set,
)

from .vocab import PRESETS, give, new_game, quick_setup, refused, roll, said, worded

CANONICAL: list[tuple[str, Action]] = [
    ("roll", Roll()),
    ("end", EndTurn()),
    ("build road 12-17", BuildRoad((12, 17))),
    ("build settlement 23", BuildSettlement(23)),
    ("build city 23", BuildCity(23)),
    ("buy development", BuyDevelopment()),
    ("play knight", PlayKnight()),
    ("play road_building", PlayRoadBuilding()),
    ("play year_of_plenty grain ore", PlayYearOfPlenty(("grain", "ore"))),
    ("play year_of_plenty ore ore", PlayYearOfPlenty(("ore", "ore"))),
    ("play year_of_plenty ore", PlayYearOfPlenty(("ore",))),
    ("play monopoly ore", PlayMonopoly("ore")),
    ("reveal", RevealVictoryPoint()),
    ("robber J", MoveRobber("J")),
    ("robber J steal bob", MoveRobber("J", "bob")),
    ("discard 1 grain 2 ore", Discard((("grain", 1), ("ore", 2)))),
    ("bank 4 ore for 1 grain", MaritimeTrade((("ore", 4),), (("grain", 1),))),
    (
        "bank 2 wool 4 ore for 2 grain",
        MaritimeTrade((("wool", 2), ("ore", 4)), (("grain", 2),)),
    ),
    ("offer 1 brick for 2 ore", OfferTrade((("brick", 1),), (("ore", 2),))),
    (
        "offer 1 brick 1 wool for 1 ore to bob carol",
        OfferTrade((("brick", 1), ("wool", 1)), (("ore", 1),), ("bob", "carol")),
    ),
    ("accept", AcceptTrade()),
    ("decline", DeclineTrade()),
    ("confirm bob", ConfirmTrade("bob")),
    ("cancel", CancelTrade()),
]


@pytest.mark.parametrize(("text", "action"), CANONICAL, ids=[t for t, _ in CANONICAL])
def test_notation_round_trip_every_action_kind(text: str, action: Action) -> None:
    """docs/engine-api.md Notation: every kind reads its canonical text and writes it back."""
    assert Action.parse(text) == action
    assert str(action) == text
    assert Action.parse(str(action)) == action


def test_notation_covers_every_action_class() -> None:
    """docs/engine-api.md Notation: the table above names every action class of the base game
    (its rule set's registered actions; test-only rule modules add their own)."""
    named = {type(a).__name__ for _, a in CANONICAL}
    assert named == {cls.__name__ for cls in rule_set("base").actions}
    assert len(named) == 19


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("ROLL", "roll"),
        ("  build   road 17-12 ", "build road 12-17"),
        ("Build Settlement 5", "build settlement 5"),
        ("buy dev", "buy development"),
        ("buy card", "buy development"),
        ("play year_of_plenty ore grain", "play year_of_plenty grain ore"),
        ("play Monopoly ORE", "play monopoly ore"),
        ("robber j steal bob", "robber J steal bob"),
        ("discard 2 ore 1 grain", "discard 1 grain 2 ore"),
        ("discard 1 ore 1 ore", "discard 2 ore"),
        ("bank 4 Ore for 1 grain", "bank 4 ore for 1 grain"),
    ],
)
def test_notation_is_forgiving_and_canonical(text: str, canonical: str) -> None:
    """docs/engine-api.md Notation: keywords are case-insensitive, a path may be written either
    way round, cards are listed in resource order and repeated names add up."""
    assert str(Action.parse(text)) == canonical


MALFORMED = [
    "",
    "   ",
    "fly",
    "roll now",
    "end turn",
    "build",
    "build road 12",
    "build road a-b",
    "build road 1-2-3",
    "build castle 12",
    "build settlement x",
    "build city",
    "buy",
    "buy house",
    "play",
    "play dragon",
    "play knight now",
    "play monopoly",
    "play monopoly gold",
    "play year_of_plenty gold",
    "play year_of_plenty ore ore ore",
    "robber",
    "robber J rob bob",
    "discard",
    "discard 2",
    "discard ore 2",
    "discard 0 ore",
    "discard -1 ore",
    "discard 2 knight",
    "bank 4 ore",
    "bank 4 ore for",
    "bank for 1 grain",
    "offer 1 brick for 1 ore to",
    "offer 1 brick 1 ore",
    "confirm",
    "confirm bob carol",
]


@pytest.mark.parametrize("text", MALFORMED, ids=[repr(t) for t in MALFORMED])
def test_malformed_notation_is_refused_with_a_reason(text: str) -> None:
    """docs/engine-api.md: unreadable text raises IllegalAction("bad_notation") whose message
    names the problem."""
    with pytest.raises(IllegalAction) as caught:
        Action.parse(text)
    err = caught.value
    assert err.code == "bad_notation"
    assert worded(err) and len(said(err)) > 15
    if text.strip():
        assert text in said(err)


def test_notation_must_be_text() -> None:
    """docs/engine-api.md: only text is parsed."""
    with pytest.raises(IllegalAction) as caught:
        Action.parse(42)  # type: ignore[arg-type]
    assert caught.value.code == "bad_notation"


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("text", ["fly", "build road 12", "play monopoly gold", "discard 0 ore"])
def test_game_refuses_malformed_notation_unchanged(preset: str, text: str) -> None:
    """docs/engine-api.md: game.apply with unreadable text refuses it and changes nothing."""
    game = new_game(preset=preset)
    quick_setup(game)
    refused(game, "red", text, code="bad_notation")


@pytest.mark.parametrize("preset", PRESETS)
def test_every_legal_action_round_trips(preset: str) -> None:
    """docs/engine-api.md: everything the legal-action list offers, in set-up, before the roll,
    after it, in a discard and a robber move, writes and reads back to itself."""
    game = new_game(preset=preset)
    seen = 0
    while game.phase == "setup":
        (player,) = game.awaiting()
        legal = game.legal_actions(player)
        for a in legal:
            assert Action.parse(str(a)) == a
        seen += len(legal)
        game.apply(player, legal[0])
    give(game, "red", lumber=3, brick=3, wool=3, grain=3, ore=4)
    for player in game.players:
        for a in game.legal_actions(player):
            assert Action.parse(str(a)) == a
            seen += 1
    roll(game, "red", 3, 4)
    for player in game.awaiting():
        for a in game.legal_actions(player):
            assert Action.parse(str(a)) == a
            seen += 1
    assert seen > 100
