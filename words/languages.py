"""The languages Hexhaven speaks: English (the catalogue's own text) and the translations kept as
gettext `.po` sources under `words/locale/<language>/<module>.po`, one file per words module.

The sources are read at first use (Babel's `.po` reader; no compile step), and only entries
whose English `msgid` is still the catalogue's current text count: a sentence changed in English
but not yet in a translation is said in English rather than with stale words or placeholders.
Adding a language is adding its folder of `.po` files (`python -m words.po update xx` writes
them from the catalogue) and its row in `LANGUAGES`.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import NamedTuple

from .catalogue import Catalogue, Message

LOCALE_DIR = Path(__file__).resolve().parent / "locale"


class Language(NamedTuple):
    """A language players may choose: its code, its own name, and the Discord locales that
    pick it."""

    code: str
    name: str
    discord: tuple[str, ...]


LANGUAGES: Mapping[str, Language] = {
    "en": Language("en", "English", ("en-US", "en-GB")),
    "nl": Language("nl", "Nederlands", ("nl",)),
    "de": Language("de", "Deutsch", ("de",)),
}
DEFAULT = "en"


def language_of(locale: object) -> str:
    """The language for a Discord locale (`discord.Locale` or its value, e.g. `nl`, `de`,
    `en-GB`), a language code, or None: English for anything Hexhaven does not speak."""
    value = str(getattr(locale, "value", locale) or "")
    for language in LANGUAGES.values():
        if value == language.code or value in language.discord:
            return language.code
    return DEFAULT


class PoTranslations(gettext.NullTranslations):
    """gettext translations from `.po` entries: (context, English) → the translated form(s)."""

    def __init__(
        self,
        singular: Mapping[tuple[str, str], str],
        plural: Mapping[tuple[str, str], tuple[str, ...]],
        plural_index: Callable[[int], int],
        english: Mapping[tuple[str, str], tuple[str, str]] | None = None,
    ) -> None:
        super().__init__()
        self._singular = dict(singular)
        self._plural = dict(plural)
        self._plural_index = plural_index
        # A plural message left untranslated: its English forms (when they differ from the
        # code's, as in `retold` translations), picked by the English rule.
        self._english = dict(english or {})

    def pgettext(self, context: str, message: str) -> str:
        return self._singular.get((context, message), message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        forms = self._plural.get((context, msgid1))
        if forms is None:
            one, other = self._english.get((context, msgid1), (msgid1, msgid2))
            return one if n == 1 else other
        index = self._plural_index(n)
        return forms[index] if 0 <= index < len(forms) else forms[-1]

    def retold(self, change: Callable[[str], str], messages: Iterable[Message]) -> PoTranslations:
        """These translations with every template of `messages` passed through `change` once,
        here and now (a message left untranslated too: its English): a variant of the language
        for one place that words some things its own way, at no cost per sentence said."""
        singular: dict[tuple[str, str], str] = {}
        plural: dict[tuple[str, str], tuple[str, ...]] = {}
        english: dict[tuple[str, str], tuple[str, str]] = {}
        for message in messages:
            key = (message.id, message.text)
            if message.plural is None:
                singular[key] = change(self._singular.get(key, message.text))
            elif key in self._plural:
                plural[key] = tuple(change(form) for form in self._plural[key])
            else:
                english[key] = (change(message.text), change(message.plural))
        return PoTranslations(singular, plural, self._plural_index, english)


def read_translations(code: str, messages: Mapping[str, Message]) -> PoTranslations:
    """The translations of language `code` from its `.po` files: translated, not fuzzy, and
    made from the message's current English."""
    from babel.messages.pofile import read_po

    singular: dict[tuple[str, str], str] = {}
    plural: dict[tuple[str, str], tuple[str, ...]] = {}
    plural_expr = "(n != 1)"
    for path in sorted((LOCALE_DIR / code).glob("*.po")):
        with path.open("rb") as f:
            po = read_po(f, locale=code)
        plural_expr = po.plural_expr
        for entry in po:
            if not entry.id or entry.fuzzy or entry.context is None:
                continue
            message = messages.get(entry.context)
            if message is None:
                continue
            if isinstance(entry.id, tuple):
                forms = tuple(str(s) for s in entry.string or ())
                if entry.id[0] == message.text and all(forms):
                    plural[(entry.context, message.text)] = forms
            elif entry.id == message.text and entry.string:
                singular[(entry.context, message.text)] = str(entry.string)
    return PoTranslations(singular, plural, gettext.c2py(plural_expr))


@cache
def catalogue(code: str) -> Catalogue:
    """The catalogue of a language code (English for one Hexhaven does not speak)."""
    from words import ENGLISH, MESSAGES

    code = language_of(code)
    if code == DEFAULT:
        return ENGLISH
    return Catalogue(MESSAGES, read_translations(code, ENGLISH.messages), language=code)
