"""The catalogue for Seafarers: every Seafarers event of random games has a sentence
with names for ids and no placeholder left; each new event type and refusal has its words."""

from __future__ import annotations

import random

from engine import EVENT_TYPES, Game, GameConfig, IllegalAction
from words import ENGLISH, event_line, refusal_line
from words.events import WORDINGS

KINDS = (
    "ShipMoved",
    "PirateMoved",
    "PirateChased",
    "GoldOwed",
    "GoldTaken",
    "FogRevealed",
    "IslandReached",
    "TokenPlaced",
    "HarbormasterMoved",
)


def test_every_event_type_of_seafarers_is_worded() -> None:
    """The Seafarers events are known types (once the rule set is built) with a wording each; a
    ship has its piece name."""
    from engine import rule_set

    rule_set("seafarers")
    for kind in KINDS:
        assert kind in EVENT_TYPES and kind in WORDINGS
    assert "event.built.ship" in ENGLISH and "piece.ship" in ENGLISH


def test_events_of_random_seafarers_games_are_worded() -> None:
    """Public sentences of every event of random games of each scenario."""
    names = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
    seen: set[str] = set()
    for scenario in (
        "new_shores",
        "four_islands",
        "fog_island",
        "through_the_desert",
        "greater_catan",
        "harbormaster",
    ):
        game = Game.new(
            GameConfig(
                players=("ann", "bo", "cy"),
                seed=2,
                rules="seafarers",
                options={"scenario": scenario},
            )
        )
        rnd = random.Random(2)
        for _ in range(3000):
            if game.winner is not None:
                break
            player = rnd.choice(game.awaiting())
            legal = game.legal_actions(player)
            spend = [a for a in legal if str(a) != "end"]
            action = rnd.choice(spend if spend and rnd.random() < 0.8 else legal)
            for event in game.apply(player, action):
                seen.add(event.kind)
                public = event_line(event.to_dict(None), names)
                assert "{" not in public and public != event.kind, public
                assert "ann" not in public and "bo " not in public, public
    assert {"FogRevealed", "GoldTaken", "PirateMoved", "TokenPlaced"} <= seen
    assert {"ShipMoved", "IslandReached"} <= seen


def test_the_harbormaster_is_worded() -> None:
    """The title taken, and returned to the bank."""
    from engine.rules.seafarers.events import HarbormasterMoved

    taken = event_line(HarbormasterMoved(None, "ann", 3).to_dict(None), {"ann": "Ann"})
    assert taken == "Ann becomes Harbormaster (3 harbor points)."
    back = event_line(HarbormasterMoved("ann", None, 2).to_dict(None), {"ann": "Ann"})
    assert "Ann" in back and "bank" in back


def test_a_seafarers_refusal_is_worded() -> None:
    """A refused ship names the pirate's hex and the path in a sentence."""
    line = refusal_line(IllegalAction("pirate_blocks", path="12-17", hex="AB"), {})
    assert "12-17" in line and "AB" in line and "{" not in line


def test_the_special_card_of_seafarers_is_the_longest_trade_route() -> None:
    """Rules/seafarers.md SF-6: in Seafarers the route over roads and ships earns the
    Longest Trade Route; the engine's event names the card (`card`), and the public line says
    it, where the base game's says the Longest Road (a log without the field too)."""
    from engine.events import Event, LongestRoadMoved
    from engine.rules.seafarers import ships
    from tests.engine.seafarers.helpers import _next_sea, coastal_node, settle, ship_line
    from tests.engine.seafarers.helpers import playing as sea_game

    names = {"ann": "Ann", "bo": "Bo", "cy": "Cy"}
    g = sea_game("new_shores")
    s = coastal_node(g)
    settle(g, 0, s)
    line, far = ship_line(g, 0, s, 4)
    events: list[Event] = []
    ships.place(g, 0, _next_sea(g, far, line[-1]), True, events)
    moved = [e for e in events if isinstance(e, LongestRoadMoved)]
    assert [e.card for e in moved] == ["longest_trade_route"], events
    said = event_line(moved[0].to_dict(None), names)
    assert said == "Ann takes the Longest Trade Route (5 roads and ships).", said
    base = LongestRoadMoved(None, "ann", 5)
    assert event_line(base.to_dict(None), names) == "Ann takes the Longest Road (5 roads)."
    old = {k: v for k, v in base.to_dict(None).items() if k != "card"}
    assert event_line(old, names) == "Ann takes the Longest Road (5 roads)."
    aside = LongestRoadMoved("ann", None, 4, "longest_trade_route").to_dict(None)
    assert event_line(aside, names) == "The Longest Trade Route card is set aside (was Ann's)."
