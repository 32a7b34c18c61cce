"""Lines composed of several parts in the service and the Discord adapter read
wholly in Dutch and German (a part glued on in code, or a value shown as the code names it,
would stay English). Each line is made as the code makes it, then said as a Dutch or German
reader sees it; the English stays as it was."""

from __future__ import annotations

from bot.discord_app.cards.progress import card_label
from bot.discord_app.errors import sentence
from bot.service.league_settings import LeagueSettings
from bot.service.options import TableOptions
from bot.service.outcome import ProgressCard
from bot.service.refusal import Refusal
from bot.timers.policy import TURN, Decision
from bot.timers.wording import expiry_lines
from tests.words.english_left import english_left
from words import ENGLISH, say, speak
from words.common import card
from words.languages import catalogue


def test_a_tables_settings_name_their_values_in_dutch_and_german() -> None:
    """The lobby's and the status's settings line: the rules, preset, map and
    time-out policy are named in the reader's language, typed values in English as before."""
    line = TableOptions(rules="cities_knights", preset="tournament", map="beginner").describe()
    assert line.startswith("Rules cities_knights, preset tournament, map beginner, ")
    dutch = speak(line, catalogue("nl"))
    assert dutch.startswith("Regels Steden & Ridders, voorinstelling toernooi, speelbord beginners")
    assert "de speler aanspreken" in dutch and not english_left(dutch, "nl")
    german = speak(line, catalogue("de"))
    assert german.startswith("Regeln Städte & Ritter, Vorgabe Turnier, Spielplan Einsteiger")
    assert not english_left(german, "de")


def test_a_computer_seat_policy_names_its_level_in_dutch() -> None:
    """The time-out policy `computer` names the computer's level in the language."""
    line = TableOptions(timeout="computer", level="strong").describe_timeout()
    assert "sterk" in speak(line, catalogue("nl")) and "stark" in speak(line, catalogue("de"))


def test_a_leagues_description_names_its_rules_in_dutch() -> None:
    """League announcements: the league's rules, preset and map in Dutch."""
    line = LeagueSettings(table=TableOptions(rules="two_player", map="beginner")).describe()
    assert "rules two_player" in line
    dutch = speak(line, catalogue("nl"))
    assert "spel voor twee" in dutch and "beginners" in dutch
    assert not english_left(dutch, "nl")


def test_a_progress_card_names_its_deck_in_dutch_and_german() -> None:
    """The Progress cards menu: `Crane (science)` with the deck's name too."""
    crane = ProgressCard(card="crane", name=card(ENGLISH, "crane"), deck="science")
    assert card_label(crane) == "Crane (science)"
    assert card_label(crane, catalogue("nl")) == "Bouwkraan (wetenschap)"
    assert card_label(crane, catalogue("de")) == "Kran (Wissenschaft)"


def test_a_notation_refusal_and_where_to_look_read_in_dutch() -> None:
    """Errors: a notation the engine cannot read, and where the moves are listed,
    as one reply in the reader's language."""
    refusal = Refusal("bad_notation", say("refusal.bad_notation.robber", text="robber"))
    english = sentence(refusal)
    assert english.endswith(ENGLISH.say("refusal.bad_notation.where.discord"))
    dutch = sentence(refusal, catalogue("nl"))
    nl = catalogue("nl")
    assert dutch == nl.say(
        "sentences.two",
        first=nl.say("refusal.bad_notation.robber", text="robber"),
        second=nl.say("refusal.bad_notation.where.discord"),
    )


def test_a_seat_taken_by_a_computer_names_its_level_in_dutch_and_german() -> None:
    """Timers: the line of an expiry that hands a seat to a computer player names
    the computer's level in the table's language."""
    options = TableOptions(timeout="computer", level="strong", strikes=2)
    decision = Decision(TURN, 2, "computer", took_seat=True)
    _, took = expiry_lines("Bo", "turn", decision, options)
    assert "(strong)" in took
    assert "(sterk)" in speak(took, catalogue("nl")) and not english_left(
        speak(took, catalogue("nl")), "nl", ["Bo"]
    )
    assert "(stark)" in speak(took, catalogue("de"))
