"""The catalogue for the 2-player variant ("Words"): every event of random 2-player
games has a sentence with names for ids and no placeholder left, the neutral players go by their
catalogue names, the forced trade's cards are told only to the two players, and the variant has
its help topic."""

from __future__ import annotations

import random

from engine import EVENT_TYPES, Game, GameConfig, IllegalAction
from engine.rules.two_player.events import TWO_PLAYER_EVENTS, CardsDrawn, TokensEarned
from words import event_line, help_text, refusal_line
from words.events import WORDINGS

NAMES = {"ann": "Ann", "bo": "Bo"}


def test_every_event_type_of_the_two_player_variant_is_worded() -> None:
    """The variant's events are known types with a wording each."""
    for cls in TWO_PLAYER_EVENTS:
        assert cls.__name__ in EVENT_TYPES and cls.__name__ in WORDINGS


def test_events_of_random_two_player_games_are_worded_with_names() -> None:
    """Public and private sentences of every event of a few random games; the neutral players
    are "Neutral 1" and "Neutral 2", never their ids."""
    seen: set[str] = set()
    for seed in range(4):
        game = Game.new(GameConfig(players=("ann", "bo"), seed=seed, rules="two_player"))
        rnd = random.Random(seed)
        for _ in range(3000):
            if game.winner is not None:
                break
            player = rnd.choice(game.awaiting())
            for event in game.apply(player, rnd.choice(game.legal_actions(player))):
                seen.add(event.kind)
                for viewer in (None, "ann", "bo"):
                    line = event_line(event.to_dict(viewer), NAMES)
                    assert "{" not in line and line != event.kind, line
                    assert "neutral-" not in line, line
    assert {"NeutralOwed", "TokensSpent", "CardsDrawn", "CardsGivenBack", "Built"} <= seen


def test_neutral_players_are_named_from_the_catalogue() -> None:
    """A neutral's piece reads "Neutral 1 built a road at 9-13."."""
    line = event_line(
        {"type": "Built", "player": "neutral-1", "piece": "road", "at": "9-13", "free": True},
        NAMES,
    )
    assert line.startswith("Neutral 1 built a road")


def test_the_cards_drawn_are_told_only_to_the_two_players() -> None:
    """TP-TOK-3: the public hears how many cards were drawn, the two players which."""
    event = CardsDrawn("ann", "bo", 2, (("ore", 2),))
    public = event_line(event.to_dict(None), NAMES)
    assert public == "Ann draws 2 cards at random from Bo."
    for viewer in ("ann", "bo"):
        assert event_line(event.to_dict(viewer), NAMES) == "Ann draws 2 ore from Bo."


def test_tokens_earned_say_their_reason_count_and_a_short_supply() -> None:
    """One token and two read in their own forms; a capped gain says what was left."""
    assert event_line(TokensEarned("ann", 1, 1, "coast").to_dict(), NAMES) == (
        "Ann takes 1 trade token for a settlement on the coast."
    )
    assert event_line(TokensEarned("ann", 1, 2, "desert").to_dict(), NAMES) == (
        "Ann takes 1 trade token for a settlement next to the desert."
        " Only 1 of the 2 was left in the supply."
    )
    assert "supply is empty" in event_line(TokensEarned("ann", 0, 2, "knight").to_dict(), NAMES)


def test_a_token_price_refusal_counts_tokens() -> None:
    """The price's plural form follows the price."""
    line = refusal_line(IllegalAction("not_enough_tokens", price=2, held=1), NAMES)
    assert line == "That costs 2 trade tokens; you have 1."
    line = refusal_line(IllegalAction("not_enough_tokens", price=1, held=0), NAMES)
    assert line == "That costs 1 trade token; you have 0."


def test_the_two_player_help_topic() -> None:
    """`/rules two_player` explains the differences in a few lines."""
    text = help_text("two_player")
    assert "neutral" in text and "trade tokens" in text and "twice" in text
