"""The words as a new player reads them: refusals that say what the engine means, prompts that
say what a command does, and Dutch and German in the rule books' own terms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.common import notation
from bot.service import info
from bot.service.messages import hand_lines
from engine import IllegalAction
from engine.rules.cities_knights.data import CARD_DECK
from tests.engine.ck.test_barbarians import three_cities
from tests.engine.ck.vocab import (
    act,
    knight,
    playing,
    progress_cards,
    refused,
    roll,
    seat,
    ship_at,
    state,
    top_card,
)
from tests.engine.seafarers.helpers import playing as sea_playing
from tests.engine.two_player.vocab import in_play
from tests.engine.two_player.vocab import roll as roll_2p
from words import event_line, refusal_line, speak
from words.languages import catalogue

LANGUAGES = ("en", "nl", "de")


def test_engineer_with_no_city_is_refused_as_having_no_city_to_wall() -> None:
    """The engine refuses the Engineer with `no_city_without_wall` both when every city has a
    wall and when the player has no city at all: its words say there is no city without a wall
    (true in both cases), never that all one's cities have one."""
    g = playing()  # an empty board: red has no city at all
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "engineer")
    err: IllegalAction = refused(g, "red", "play engineer 20", code="no_city_without_wall")
    said = {code: refusal_line(err, {}, words=catalogue(code)) for code in ("en", "nl", "de")}
    assert said == {
        "en": "You have no city without a wall to build one on.",
        "nl": "Je hebt geen stad zonder stadsmuur om er een te bouwen.",
        "de": "Du hast keine Stadt ohne Stadtmauer, die eine bekommen könnte.",
    }


def test_neutral_prompt_lists_arguments_in_the_helps_order() -> None:
    """The 2-player prompt names `/neutral`'s arguments in the engine's order (player, piece,
    spot), with the help's own example, in every language."""
    for code, usage in (
        ("en", "/neutral player piece spot"),
        ("nl", "/neutral speler stuk plek"),
        ("de", "/neutral spieler figur stelle"),
    ):
        words = catalogue(code)
        prompt = words.say("prompt.neutral.how", piece="x")
        assert usage in prompt and "/neutral 1 road 9-13" in prompt, prompt
        assert "/neutral 1 road 9-13" in words.say("help.terminal.commands")


def test_dutch_follows_the_rule_books_terms() -> None:
    """Dutch says "getallenfiche" (never "getalfiche"), "gespecialiseerde haven" for the 2:1
    harbour (never "2:1-haven" or "specifieke haven", the glossary agreeing), "straat" in the
    Longest Trade Route's count, and names the time-out option "time-out"."""
    nl = catalogue("nl")
    texts = [nl.template(m, n) for m in nl.messages for n in (1, 2)]
    assert not [t for t in texts if "getalfiche" in t]
    assert not [t for t in texts if "2:1-haven" in t or "specifieke haven" in t]
    assert any("getallenfiche" in t for t in texts)
    assert any("gespecialiseerde haven" in t for t in texts)
    glossary = (Path(__file__).parents[2] / "words/locale/nl/GLOSSARY.md").read_text()
    assert "gespecialiseerde haven" in glossary and "specifieke haven |" not in glossary
    assert "| getallenfiche |" in glossary
    route = nl.say("event.longest_trade_route", player="ann", length=1)
    assert "straat of schip" in route and " weg " not in route
    assert nl.template("command.game.new.option.on_timeout.name") == "time-out"


def test_discard_prompt_says_choose_what_to_throw_away() -> None:
    """`/discard` takes the cards thrown away, so its prompt asks for those, not for what is
    kept, in every language."""
    said = {code: catalogue(code).say("prompt.discard.how", count=4) for code in ("en", "nl", "de")}
    assert said == {
        "en": "Discard 4 cards (/discard): choose what to throw away.",
        "nl": "Lever 4 kaarten in (/discard): kies wat je inlevert.",
        "de": "Gib 4 Karten ab (/discard): Wähle, was du abgibst.",
    }


def test_german_commodity_picks_and_neutral_player_names() -> None:
    """German reads "je 1 Handelsware von jedem Mitspieler" (not "1 einer Handelsware"), and the
    neutral players are named as the 2-player rules call them, "Neutraler Spieler 1", in
    pictures and lines alike."""
    de = catalogue("de")
    texts = [de.template(m, n) for m in de.messages for n in (1, 2)]
    assert not [t for t in texts if "1 einer Handelsware" in t or " 2 eines Rohstoffs" in t]
    assert de.say("picker.effect.trade_monopoly") == "je 1 Handelsware von jedem Mitspieler"
    assert de.say("picture.panel.neutral", number=1) == "Neutraler Spieler 1"
    assert de.say("player.neutral", number=2) == "Neutraler Spieler 2"
    assert not [t for t in texts if "Neutral {number}" in t or "Neutral 1" in t]


def test_a_repeated_second_roll_shows_both_dice() -> None:
    """In the 2-player game a second roll equal to the first is set aside: its line shows the
    two dice, as every roll's line does, not only their sum, in every language."""
    game = in_play()
    roll_2p(game, "red", (3, 3))
    events = roll_2p(game, "red", (2, 4), (4, 6))
    repeated = events[0].to_dict(None)
    assert repeated["type"] == "SecondRollRepeated"
    said = {code: event_line(repeated, {}, words=catalogue(code)) for code in ("en", "nl", "de")}
    assert said == {
        "en": "red's second roll, 6 (2+4), equals the first: rolled again.",
        "nl": "De tweede worp van red, 6 (2+4), is gelijk aan de eerste: opnieuw gegooid.",
        "de": "Der zweite Wurf von red, 6 (2+4), gleicht dem ersten: Es wird neu gewürfelt.",
    }


def test_move_the_robber_first_names_the_pirate_where_it_sails() -> None:
    """After a 7 in Seafarers the mover may move the robber or the pirate: a move tried before
    either says so, in every language; a scenario without ships (so without the pirate) says
    only the robber."""
    g = sea_playing("new_shores")
    g.phase = "robber"
    with pytest.raises(IllegalAction) as caught:
        g.apply("ann", "end")
    said = {code: refusal_line(caught.value, {}, words=catalogue(code)) for code in LANGUAGES}
    assert said == {
        "en": "Move the robber or the pirate first.",
        "nl": "Verzet eerst de struikrover of de piraat.",
        "de": "Versetze zuerst den Räuber oder den Piraten.",
    }
    g = sea_playing("harbormaster")
    g.phase = "robber"
    with pytest.raises(IllegalAction) as caught:
        g.apply("ann", "end")
    assert refusal_line(caught.value, {}) == "Move the robber first."


def test_hand_says_why_a_progress_card_cannot_be_played_now() -> None:
    """`/hand` marks a progress card that cannot be played now and says why, in the words
    `/play` gives for it (the engine's refusal), in every language."""
    g = playing()  # an empty board: red has no city, so no city without a wall
    roll(g, "red", 1, 1)
    progress_cards(g, "red", "engineer")
    view = g.view("red")
    lines = hand_lines(view, {})
    why = {c.card: c.why for c in info.progress_cards(view, {})}["engineer"]
    assert why is not None
    said = {code: [speak(line, catalogue(code)) for line in lines] for code in LANGUAGES}
    assert "Engineer (science, not now)" in said["en"][1]
    assert said["en"][2] == f"Engineer (not now): {why}"
    assert said["en"][2] == "Engineer (not now): You have no city without a wall to build one on."
    assert said["nl"][2].endswith(
        "(nu niet): Je hebt geen stad zonder stadsmuur om er een te bouwen."
    )
    assert said["de"][2].endswith(
        "(jetzt nicht): Du hast keine Stadt ohne Stadtmauer, die eine bekommen könnte."
    )


#: English keywords a Dutch or German refusal must not ask for: the tracks and a card.
ENGLISH_KEYWORDS = re.compile(r"\b(trade|politics|science|road_building)\b")
#: The commands themselves (`/trade`, and `tokens trade`: the trade tokens' keyword) are typed
#: as they are in every language.
COMMANDS = re.compile(r"/trade\b|tokens trade\b")


def test_localized_keywords_in_refusals_and_the_tracks_typed_in_them() -> None:
    """Dutch and German refusals (and what a bare command needs) name the tracks and the cards
    in the reader's language, never the English keywords; and a track typed in Dutch or German
    is read as the track: drawing from it takes a card from that deck."""
    for code in ("nl", "de"):
        words = catalogue(code)
        shown = [
            (m, COMMANDS.sub("", words.template(m, n)))
            for m in words.messages
            if m.startswith(("refusal.", "terminal.needs."))
            for n in (1, 2)
        ]
        assert not [(m, t) for m, t in shown if ENGLISH_KEYWORDS.search(t)], code
    assert [notation.improve(t) for t in ("wetenschap", "Wissenschaft", "handel")] == [
        "improve science",
        "improve science",
        "improve trade",
    ]
    assert notation.choice("Politik") == "politics"
    g = three_cities()
    knight(g, "blue", 47, 2)
    knight(g, "white", 49, 2)
    top_card(g, "science", "printer")
    ship_at(g, 6)
    roll(g, "red", 1, 1, "ship")
    assert g.phase == "defender_draw" and g.awaiting() == ["blue"]
    act(g, "blue", notation.choice("draw wetenschap"))  # Dutch
    assert state(g).progress_vp[seat(g, "blue")] == ["printer"]
    act(g, "white", notation.choice("draw Politik"))  # German
    assert [CARD_DECK[c] for c in state(g).progress[seat(g, "white")]] == ["politics"]
