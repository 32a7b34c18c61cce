"""Languages: the `.po` sources hold every message of the catalogue in every language,
a translation keeps the English placeholders, and a phrase said in English is said again in
another language by the adapters without touching the call that made it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import words
from words import ENGLISH, MODULES, Phrase, say, speak
from words import languages as languages_module
from words.languages import LANGUAGES, catalogue, language_of, read_translations
from words.po import check, source

TRANSLATED = [code for code in LANGUAGES if code != "en"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_in_every_language_with_its_current_english(code: str) -> None:
    """Tests: every message id exists in every catalogue — each words module's `.po`
    holds exactly the module's messages, with today's English as msgid (`python -m words.po
    update` refreshes them)."""
    for module, messages in MODULES.items():
        with source(code, module).open("rb") as f:
            po = read_po(f, locale=code)
        entries = {entry.context: entry for entry in po if entry.id}
        assert set(entries) == {m.id for m in messages}, f"{code}/{module}.po is out of date"
        for message in messages:
            entry = entries[message.id]
            english = message.text if message.plural is None else (message.text, message.plural)
            assert entry.id == english, f"{code}/{module}.po: {message.id} has old English"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_keeps_the_english_placeholders(code: str) -> None:
    """Tests: a translation with a missing or an extra placeholder fails."""
    assert check(code).mismatched == ()


def test_a_missing_or_extra_placeholder_is_caught(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The placeholder check fails on a translation that drops `{hex}` or adds `{player}`."""
    (tmp_path / "nl").mkdir()
    for module in MODULES:
        (tmp_path / "nl" / f"{module}.po").write_bytes(source("nl", module).read_bytes())
    po = tmp_path / "nl" / "refusals.po"
    text = po.read_text(encoding="utf-8")
    # Whatever the Dutch says today, it becomes a translation without the `{hex}`.
    text = re.sub(
        r'(msgid "There is no hex \{hex\}\."\n)msgstr ".*"',
        r'\1msgstr "Er is geen vak."',
        text,
    )
    po.write_text(text, encoding="utf-8")
    monkeypatch.setattr(languages_module, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr("words.po.LOCALE_DIR", tmp_path)
    assert check("nl").mismatched == ("refusals.po: refusal.no_such_hex",)


def test_discord_locales_pick_the_language() -> None:
    """Who sees which language: Dutch and German Discord locales pick nl and de;
    English and every locale Hexhaven does not speak fall back to English."""
    assert language_of("nl") == "nl"
    assert language_of("de") == "de"
    assert language_of("en-GB") == "en"
    assert language_of("fr") == "en"
    assert language_of(None) == "en"


def test_a_phrase_is_said_again_in_another_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sentence made in English is said in German by `speak`, its placeholders that are
    phrases (a resource's name) translated too and the plural form chosen by the count."""
    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "common.po").write_text(
        """msgid ""
msgstr ""
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgctxt "resource.lumber"
msgid "lumber"
msgstr "Holz"

msgctxt "cards.count"
msgid "{count} {resource}"
msgid_plural "{count} {resource}"
msgstr[0] "{count} {resource}"
msgstr[1] "{count}× {resource}"

msgctxt "cards.count.lumber"
msgid "{count} lumber"
msgid_plural "{count} lumber"
msgstr[0] "{count} Holz"
msgstr[1] "{count}× Holz"
""",
        encoding="utf-8",
    )
    monkeypatch.setattr(languages_module, "LOCALE_DIR", tmp_path)
    german = words.Catalogue(
        words.MESSAGES, read_translations("de", ENGLISH.messages), language="de"
    )
    phrase = say("cards.count", count=2, resource=say("resource.lumber"))
    assert phrase == "2 lumber"
    assert speak(phrase, german) == "2× Holz"
    assert speak(say("cards.count", count=1, resource=say("resource.lumber")), german) == ("1 Holz")
    assert speak(words.cards_text({"lumber": 3}), german) == "3× Holz"
    assert speak("Ann", german) == "Ann"  # a name is no phrase: said as it is


def test_a_stale_translation_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A translation made from English that has since changed is ignored (English is said)
    rather than said with words or placeholders that no longer fit."""
    (tmp_path / "nl").mkdir()
    (tmp_path / "nl" / "common.po").write_text(
        'msgctxt "resource.lumber"\nmsgid "timber"\nmsgstr "hout"\n', encoding="utf-8"
    )
    monkeypatch.setattr(languages_module, "LOCALE_DIR", tmp_path)
    dutch = words.Catalogue(
        words.MESSAGES, read_translations("nl", ENGLISH.messages), language="nl"
    )
    assert speak(say("resource.lumber"), dutch) == "lumber"


def test_a_composed_sentence_is_a_phrase_of_its_parts() -> None:
    """A sentence made of several messages is made a `Phrase` by giving its composition."""
    line = Phrase(lambda w: f"{w.say('resource.ore')} / {w.say('resource.wool')}")
    assert line == "ore / wool"
    assert speak(line, catalogue("en")) == "ore / wool"


def test_each_language_has_a_catalogue() -> None:
    """`catalogue(code)` gives each language's catalogue, English for one not spoken."""
    assert catalogue("en") is ENGLISH
    assert catalogue("xx") is ENGLISH
    for code in TRANSLATED:
        assert catalogue(code).language == code


def test_a_phrase_copies_and_pickles_as_text() -> None:
    """A phrase copied (a view or an outcome deep-copied) stays itself; pickled, it is its
    English text."""
    import copy
    import pickle

    phrase = say("resource.ore")
    assert copy.deepcopy([phrase])[0] is phrase
    assert copy.copy(phrase) is phrase
    assert pickle.loads(pickle.dumps(phrase)) == "ore"
