"""Languages: notation accepts the localised names of resources, commodities, cards
and pieces (typed in Dutch or German, or English, in any case, with or without accents), built
from the catalogue's names in every language."""

from __future__ import annotations

import pytest

from bot.common import notation
from bot.local.commands import parse
from engine import RESOURCES
from words.languages import LANGUAGES, catalogue


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_resource_name_of_every_language_reads_as_its_resource(code: str) -> None:
    """Each resource as the catalogue names it in each language, counted, upper- or
    lower-case, is the notation's resource."""
    words = catalogue(code)
    for resource in RESOURCES:
        name = words.template(f"resource.{resource}")
        assert notation.parse_cards(f"2 {name}") == [(resource, 2)]
        assert notation.parse_cards(f"2 {name.upper()}") == [(resource, 2)]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_card_name_of_every_language_is_played_as_its_card(code: str) -> None:
    """Each card (development and progress) as the catalogue names it is played
    under the notation's name; a victory point card is revealed."""
    words = catalogue(code)
    for message_id in words.messages:
        kind, _, card = message_id.partition(".")
        if kind != "card" or "." in card:
            continue
        expected = "reveal" if card == "victory_point" else f"play {card}"
        assert notation.play(words.template(message_id)) == expected


def test_dutch_resources_and_list_words_read_as_the_notation() -> None:
    """Seeds: graan, wol, erts, hout, baksteen: `2 erts en 1 graan`."""
    assert notation.cards_notation("2 erts en 1 graan, baksteen") == "2 ore 1 grain 1 brick"
    assert notation.cards_notation("3 HOUT 1 wol") == "3 lumber 1 wool"


def test_german_resources_read_with_and_without_umlauts_and_case() -> None:
    """Seeds: Getreide, Wolle, Erz, Holz, Lehm: `2 Erz und 1 Getreide`."""
    assert notation.cards_notation("2 Erz und 1 Getreide") == "2 ore 1 grain"
    assert notation.cards_notation("1 lehm 2 WOLLE 1 holz") == "1 brick 2 wool 1 lumber"


def test_cards_are_played_by_their_dutch_and_german_names_with_their_resources() -> None:
    """`play monopolie erts`, `play Erfindung Getreide Lehm`, `Straßenbau` typed
    as `strassenbau`, and English names with spaces or underscores."""
    assert notation.play("Monopolie erts") == "play monopoly ore"
    assert notation.play("Erfindung Getreide Lehm") == "play year_of_plenty grain brick"
    assert notation.play("strassenbau") == "play road_building"
    assert notation.play("Straßenbau") == "play road_building"
    assert notation.play("year of plenty grain wool") == "play year_of_plenty grain wool"
    assert notation.play("play road_building") == "play road_building"
    assert notation.play("ridder") == "play knight"


def test_pieces_are_built_by_their_dutch_and_german_names() -> None:
    """`/build dorp 12`, `/build Siedlung 12`, `/build STRAAT 1-2` in the terminal."""
    assert notation.build("dorp", "12") == "build settlement 12"
    assert notation.build("Siedlung", "12") == "build settlement 12"
    assert notation.build("STRAAT", "1-2") == "build road 1-2"
    assert notation.build("Stadt", "12") == "build city 12"
    command = parse("/build stad 30")
    assert command is not None and command.move == "build city 30"


def test_a_word_no_language_names_is_kept_for_the_engine_to_refuse() -> None:
    """The engine refuses what notation does not know, with its own sentence: an unknown word
    is passed through, not guessed."""
    assert notation.parse_cards("2 gold") == [("gold", 2)]
    assert notation.build("castle", "12") == "build castle 12"
