"""German: every message of the catalogue is translated, and sentences read as a
German Catan player would write them, with the terms of the German editions
(words/locale/de/GLOSSARY.md)."""

from __future__ import annotations

from engine import IllegalAction
from words import event_line, help_text, refusal_line, say, speak
from words.languages import catalogue
from words.po import check

NAMES = {"red": "Anna", "blue": "Bernd"}


def test_every_message_is_translated_in_german() -> None:
    """What to build: the whole product is available in German — every message of
    every words module has a German translation, each with the English placeholders."""
    report = check("de")
    assert report.translated == report.total
    assert report.mismatched == ()


def test_a_production_line_names_the_resources_in_german() -> None:
    """A roll's production in German, the official resource names (Getreide, Erz)
    filled into the sentence."""
    line = event_line(
        {"type": "Produced", "gains": {"red": {"ore": 2, "grain": 1}, "blue": {"lumber": 1}}},
        NAMES,
        words=catalogue("de"),
    )
    assert line == "Anna erhält 1 Getreide und 2 Erz; Bernd erhält 1 Holz."


def test_a_refusal_names_the_player_in_german() -> None:
    """An engine refusal code becomes a German sentence with the player's name."""
    refusal = IllegalAction("not_your_turn", current="blue")
    assert refusal_line(refusal, NAMES, words=catalogue("de")) == "Bernd ist am Zug, nicht du."


def test_a_count_picks_the_german_plural() -> None:
    """Plural forms — one card (Karte), several cards (Karten)."""
    german = catalogue("de")
    one = IllegalAction("wrong_discard_count", owed=1, given=2)
    four = IllegalAction("wrong_discard_count", owed=4, given=2)
    assert refusal_line(one, NAMES, words=german) == "Du musst genau 1 Karte abgeben, nicht 2."
    assert refusal_line(four, NAMES, words=german) == "Du musst genau 4 Karten abgeben, nicht 2."


def test_an_english_event_line_is_said_again_in_german() -> None:
    """Who sees which language: a line made in English is said in German by
    `speak`, the robber and the building with the German editions' words."""
    line = event_line({"type": "Built", "piece": "settlement", "player": "red", "at": 23}, NAMES)
    assert line == "Anna built a settlement at 23."
    assert speak(line, catalogue("de")) == "Anna baut eine Siedlung auf 23."
    robber = event_line({"type": "RobberMoved", "player": "blue", "hex": "J"}, NAMES)
    assert speak(robber, catalogue("de")) == "Bernd versetzt den Räuber auf J."


def test_cities_and_knights_words_are_the_german_editions() -> None:
    """Glossary: the progress cards and commodities by their names in *Städte & Ritter* and
    the 2-player variant of seed 002 (Überläufer, Schmiedekunst, Handelschips)."""
    german = catalogue("de")
    assert speak(say("card.deserter"), german) == "Überläufer"
    assert speak(say("card.smith"), german) == "Schmiedekunst"
    assert speak(say("resource.cloth"), german) == "Tuch"
    spent = event_line(
        {"type": "TokensSpent", "player": "red", "action": "robber", "count": 2},
        NAMES,
        words=german,
    )
    assert spent == "Anna zahlt 2 Handelschips, um den Räuber in die Wüste zurückzusetzen."


def test_the_building_help_gives_the_costs_in_german() -> None:
    """Rules help in each language: the building costs read from the engine, in
    German words."""
    text = help_text("building", words=catalogue("de"))
    assert text.startswith("**Baukosten**\nStraße: 1 Holz, 1 Lehm. Siedlung: 1 Holz, 1 Lehm,")
