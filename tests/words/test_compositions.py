"""Sentences composed of several messages read wholly in Dutch and German (the
translators' list of sentences that stayed English). Each line is made in English, as the
adapters make it, and said again with `speak` in the reader's language: a composition that
became plain text would come back English."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.service.refusal import Refusal
from bot.service.tournament_settings import parse_time
from engine import IllegalAction
from engine.rules.seafarers.scenarios import MAPS
from words import ENGLISH, cards_text, cost_text, event_line, help_text, refusal_line, speak
from words.languages import catalogue
from words.seafarers import area

NAMES = {"ann": "Ann", "bo": "Bo"}


def said(line: str, code: str) -> str:
    """An English line as a reader of `code` sees it."""
    return speak(line, catalogue(code))


def test_a_production_line_with_a_bank_shortage_reads_in_dutch_and_german() -> None:
    """Translators' item 1 (`_produced`): the gains and the shortage sentence."""
    event = {
        "type": "Produced",
        "gains": {"ann": {"ore": 2}, "bo": {"wool": 1}},
        "shortage": ["grain", "brick"],
    }
    line = event_line(event, NAMES)
    assert line == "Ann gets 2 ore; Bo gets 1 wool. The bank is short of grain, brick: none paid."
    assert said(line, "nl") == (
        "Ann krijgt 2 erts; Bo krijgt 1 wol. "
        "De bank heeft te weinig graan, baksteen: daarvan krijgt niemand iets."
    )
    assert said(line, "de") == (
        "Ann erhält 2 Erz; Bo erhält 1 Wolle. "
        "Die Bank hat nicht genug Getreide, Lehm: davon wird nichts ausgezahlt."
    )


def test_a_pillaged_city_losing_its_wall_reads_in_dutch_and_german() -> None:
    """Translators' item 1 (`_pillaged`): the pillage and the lost wall."""
    event = {"type": "CityPillaged", "player": "ann", "at": "12", "fallen": False, "wall": True}
    line = event_line(event, NAMES)
    assert line == "The barbarians pillage Ann's city at 12. Ann's city wall at 12 is lost."
    assert said(line, "nl") == (
        "De barbaren plunderen de stad van Ann op 12. De stadsmuur van Ann op 12 gaat verloren."
    )
    assert said(line, "de") == (
        "Die Barbaren plündern die Stadt von Ann auf 12. Die Stadtmauer von Ann auf 12 geht "
        "verloren."
    )


def test_trade_tokens_from_a_short_supply_read_in_dutch_and_german() -> None:
    """Translators' item 1 (`_earned`): the tokens taken and what the supply lacked."""
    event = {"type": "TokensEarned", "player": "ann", "count": 1, "due": 2, "reason": "desert"}
    line = event_line(event, NAMES)
    assert said(line, "nl") == (
        "Ann krijgt 1 handelsfiche voor een dorp aan de woestijn. "
        "Er lag nog maar 1 van de 2 in de voorraad."
    )
    assert said(line, "de") == (
        "Ann erhält 1 Handelschip für eine Siedlung an der Wüste. Im Vorrat lag nur noch 1 von 2."
    )


def test_the_gold_owed_list_reads_in_dutch_and_german() -> None:
    """Translators' item 1 (`_gold_owed`): the list is joined by the catalogue."""
    line = event_line({"type": "GoldOwed", "owed": {"ann": 1, "bo": 2}}, NAMES)
    assert said(line, "nl") == "Goud: grondstoffen kiezen: Ann (1), Bo (2)."
    assert said(line, "de") == "Gold: Rohstoffe nach Wahl nehmen: Ann (1), Bo (2)."


def test_lists_of_cards_and_costs_read_in_dutch_and_german() -> None:
    """Translators' item 1 (every `", ".join` in words/): lists with and without
    "and" are phrases, their items said in the reader's language."""
    assert said(cards_text({"ore": 2, "grain": 1}), "nl") == "1 graan en 2 erts"
    assert said(cost_text("city"), "de") == "2 Getreide, 3 Erz"


def test_the_help_listing_reads_in_dutch_and_german() -> None:
    """Translators' item 1 (help's topics and paragraphs joined in words/help.py):
    the English listing said again equals the listing made in that language."""
    for code in ("nl", "de"):
        english = help_text(None, rules="seafarers")
        assert said(english, code) == help_text(None, rules="seafarers", words=catalogue(code))


def test_a_coin_count_takes_the_german_plural() -> None:
    """Translators' item 2: `2 Münzen`, not `2 Münze`; a count per resource."""
    line = event_line(
        {"type": "MonopolyTaken", "player": "ann", "resource": "coin", "taken": {"bo": 2}}, NAMES
    )
    assert said(line, "de") == "Ann nimmt den Mitspielern 2 Münzen ab."
    assert said(cards_text({"coin": 1}), "de") == "1 Münze"
    assert said(cards_text({"coin": 2}), "nl") == "2 munten"


def test_the_scenarios_victory_points_are_said_in_dutch_and_german() -> None:
    """Translators' item 3: "(14 VP)" of the Seafarers help is a message."""
    english = help_text("seafarers")
    assert "Heading for New Shores (14 VP)" in english
    assert "Op naar nieuwe kusten (14 punten)" in said(english, "nl")
    assert "Neue Ufer (14 Siegpunkte)" in said(english, "de")


def test_a_reached_island_is_named_in_dutch_and_german() -> None:
    """Translators' item 4: the map's area ("south-east") and an island the map
    leaves unnamed (`island-F`) have words."""
    named = event_line(
        {"type": "IslandReached", "player": "ann", "area": "south-east", "points": 2}, NAMES
    )
    assert named == "Ann settles a new island (south-east): 2 special points."
    assert said(named, "nl") == (
        "Ann vestigt zich op een nieuw eiland (zuidoost): 2 speciale overwinningspunten."
    )
    unnamed = event_line(
        {"type": "IslandReached", "player": "ann", "area": "island-F", "points": 1}, NAMES
    )
    assert said(unnamed, "de") == "Ann besiedelt eine neue Insel (Insel F): 1 Sondersiegpunkt."


@pytest.mark.parametrize("path", sorted(MAPS.glob("*.json")), ids=lambda p: p.stem)
def test_every_area_of_a_scenario_map_has_words(path: Path) -> None:
    """Translators' item 4: every area a Seafarers map names is in the catalogue."""
    areas = json.loads(path.read_text(encoding="utf-8")).get("areas") or {}
    for name in areas:
        assert f"area.{name.replace('-', '_')}" in ENGLISH
        assert area(catalogue("de"), name) != name


def test_a_terrain_is_named_in_a_refusal_in_dutch_and_german() -> None:
    """Translators' item 5: `{terrain}` of `no_terrain_next_to_you` is the
    terrain's name, not the engine's value."""
    line = refusal_line(IllegalAction("no_terrain_next_to_you", terrain="fields"), NAMES)
    assert line == "None of your settlements or cities borders any fields."
    assert said(line, "nl") == "Geen van je dorpen of steden grenst aan akkerland."
    assert said(line, "de") == "Keine deiner Siedlungen oder Städte grenzt an Ackerland."


def test_cards_given_back_have_words_in_a_refusal() -> None:
    """Translators' item 5: `bad_cards` with `item="give"` (the 2-player give-back)."""
    refusal = IllegalAction("bad_cards", hint="not_a_resource", word="wood", item="give")
    line = refusal_line(refusal, NAMES)
    assert line == (
        "wood is not a resource you can use for giving cards back (lumber, brick, wool, grain, "
        "ore)."
    )
    assert said(line, "de") == (
        "„wood“ ist kein Rohstoff, den du für das Zurückgeben von Karten verwenden kannst "
        "(Holz, Lehm, Wolle, Getreide, Erz)."
    )


def test_bad_card_counts_read_plainly_in_every_language() -> None:
    """Translators' item 5: "Counts of a trade must be…" is reworded."""
    line = refusal_line(IllegalAction("bad_cards", hint="count", item="trade"), NAMES)
    assert line == "Card counts for a trade must be whole numbers of 1 or more."
    assert (
        said(line, "nl")
        == "Aantallen kaarten voor een ruil moeten hele getallen van minstens 1 zijn."
    )
    assert said(line, "de") == "Die Kartenanzahlen für einen Handel müssen ganze Zahlen ab 1 sein."


def test_a_tournament_option_is_named_in_dutch_and_german() -> None:
    """Translators' item 5: `{what}` of a tournament refusal is the option's words."""
    with pytest.raises(Refusal) as refused:
        parse_time("round_time", 60)
    assert refused.value.message == "round_time must be between 5 minutes and 60 days."
    assert said(refused.value.message, "nl") == (
        "rondeduur: de duur moet tussen 5 minuten en 60 dagen liggen."
    )
    assert said(refused.value.message, "de") == (
        "Rundendauer muss zwischen 5 Minuten und 60 Tagen liegen."
    )


def test_moving_ones_own_merchant_has_its_own_sentence() -> None:
    """Translators' item 6: not "Ann takes the merchant from Ann"."""
    event = {"type": "MerchantPlaced", "player": "ann", "hex": "F", "previous": "ann"}
    line = event_line(event, NAMES)
    assert line == "Ann moves the merchant to F."
    assert said(line, "nl") == "Ann verplaatst de handelaar naar tegel F."
    assert said(line, "de") == "Ann versetzt den Händler auf F."


def test_a_monopoly_that_takes_nothing_has_its_own_sentence() -> None:
    """Translators' item 6: not "takes 0 cloth"."""
    event = {"type": "MonopolyTaken", "player": "ann", "resource": "cloth", "taken": []}
    line = event_line(event, NAMES)
    assert line == "Ann names cloth, but nobody else has any: Ann takes nothing."
    assert (
        said(line, "nl")
        == "Ann noemt doek, maar niemand anders heeft er iets van: Ann krijgt niets."
    )
    assert (
        said(line, "de") == "Ann nennt Tuch, aber sonst hat niemand etwas davon: Ann erhält nichts."
    )


def test_a_bonus_from_an_empty_bank_has_its_own_sentence() -> None:
    """Translators' item 6: Irrigation or Mining when the bank has none left."""
    event = {"type": "BonusTaken", "player": "ann", "resource": "grain", "count": 0, "hexes": 2}
    line = event_line(event, NAMES)
    assert line == "The bank has no grain left: Ann takes nothing."
    assert said(line, "nl") == "De bank heeft geen graan meer: Ann krijgt niets."
    assert said(line, "de") == ("Der Vorrat der Bank an Getreide ist erschöpft: Ann erhält nichts.")


def test_a_gold_field_is_named_without_a_doubled_article() -> None:
    """Translators' item 7: terrain names fit every sentence that uses them (no
    "a a gold field hex")."""
    line = event_line(
        {"type": "FogRevealed", "player": "ann", "hex": "F", "terrain": "gold", "number": None},
        NAMES,
    )
    assert line == "Ann discovers F: gold field."
    assert said(line, "nl") == "Ann ontdekt tegel F: goudrivier."
    assert said(line, "de") == "Ann entdeckt F: Goldfluss."
    refusal = refusal_line(IllegalAction("no_terrain_next_to_you", terrain="gold"), NAMES)
    assert refusal == "None of your settlements or cities borders any gold field."
