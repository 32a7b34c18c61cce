"""Dutch: every message of the catalogue is translated, and sentences as a Dutch
player reads them — the official Dutch game terms (words/locale/nl/GLOSSARY.md), names and
counts in their places, the plural form picked by the count."""

from __future__ import annotations

from engine import IllegalAction
from words import ENGLISH, cost_text, event_line, help_text, refusal_line, say, speak
from words.languages import catalogue
from words.po import check

NAMES = {"ann": "Ann", "bo": "Bo"}


def test_every_message_is_translated_in_dutch() -> None:
    """What to build: every player-facing message has its Dutch, none of them a fuzzy
    guess, each with the English placeholders."""
    report = check("nl")
    assert report.total == len(ENGLISH.messages)
    assert report.translated == report.total
    assert report.fuzzy == 0
    assert report.mismatched == ()


def test_resources_have_the_official_dutch_names() -> None:
    """Slash commands localised: the seeds' terms graan, wol, erts, hout, baksteen."""
    nl = catalogue("nl")
    names = [nl.say(f"resource.{r}") for r in ("grain", "wool", "ore", "lumber", "brick")]
    assert names == ["graan", "wol", "erts", "hout", "baksteen"]


def test_a_production_line_reads_in_dutch() -> None:
    """An event line in the game's language, the resources named in Dutch."""
    event = {"type": "Produced", "gains": {"ann": {"ore": 2, "grain": 1}, "bo": {"wool": 1}}}
    line = event_line(event, NAMES, words=catalogue("nl"))
    assert line == "Ann krijgt 1 graan en 2 erts; Bo krijgt 1 wol."


def test_a_building_line_keeps_the_dutch_word_order() -> None:
    """Placeholders kept in Dutch word order (`{player} bouwt een dorp op {at}.`)."""
    event = {"type": "Built", "player": "bo", "piece": "settlement", "at": 23}
    assert event_line(event, NAMES, words=catalogue("nl")) == "Bo bouwt een dorp op 23."


def test_a_refusal_names_the_player_in_dutch() -> None:
    """An engine refusal code maps to a Dutch sentence, the player id shown as a name."""
    refusal = IllegalAction("not_your_turn", current="bo")
    assert refusal_line(refusal, NAMES, words=catalogue("nl")) == "Bo is aan de beurt, niet jij."


def test_the_count_picks_the_dutch_plural_form() -> None:
    """Plural forms — one card, several cards."""
    nl = catalogue("nl")
    one = IllegalAction("wrong_discard_count", owed=1, given=3)
    four = IllegalAction("wrong_discard_count", owed=4, given=3)
    assert refusal_line(one, NAMES, words=nl) == "Je moet precies 1 kaart inleveren, niet 3."
    assert refusal_line(four, NAMES, words=nl) == "Je moet precies 4 kaarten inleveren, niet 3."


def test_a_cost_is_given_in_dutch_resources() -> None:
    """A refusal about a price names the Dutch resources and the Dutch piece."""
    refusal = IllegalAction(
        "cannot_afford",
        item="road",
        cost={"lumber": 1, "brick": 1},
        have={"lumber": 0, "brick": 1},
        missing={"lumber": 1},
    )
    assert refusal_line(refusal, NAMES, words=catalogue("nl")) == (
        "Je hebt 1 hout en 1 baksteen nodig voor een straat; je hebt 0 hout, 1 baksteen. "
        "Je mist: 1 hout."
    )
    assert cost_text("city", words=catalogue("nl")) == "2 graan, 3 erts"


def test_an_english_phrase_is_said_again_in_dutch() -> None:
    """Who sees which language: a sentence made in English is said in Dutch by
    `speak`, its resource placeholder translated too."""
    phrase = say("event.stole.card", thief="Ann", victim="Bo", card=say("resource.ore"))
    assert phrase == "Ann stole 1 ore from Bo."
    assert speak(phrase, catalogue("nl")) == "Ann steelt 1 erts van Bo."


def test_cities_and_knights_speak_the_dutch_edition() -> None:
    """The C&K terms of the Dutch edition (seed 000/004): metropool, stadspoort."""
    nl = catalogue("nl")
    placed = {"type": "MetropolisPlaced", "player": "ann", "track": "science", "at": 12}
    assert event_line(placed, NAMES, words=nl) == "Ann bouwt de metropool van de wetenschap op 12."


def test_the_rules_help_is_in_dutch_with_the_engine_costs() -> None:
    """Rules help: a help topic in Dutch, the costs the engine's, in Dutch words."""
    text = help_text("building", words=catalogue("nl"))
    assert text.startswith("**Bouwkosten**\nStraat: 1 hout, 1 baksteen.")
    assert "afstandsregel" in text
