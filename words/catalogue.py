"""The catalogue: every player-facing sentence under a stable id, with named placeholders and,
where a number decides the form, an English singular and plural.

The shape is gettext's: an id is a message context (`msgctxt`), the English text its `msgid`,
the plural its `msgid_plural`, so a language is added by giving a `Catalogue` that language's
`gettext` translations (`pgettext` / `npgettext`) without touching a call site.
"""

from __future__ import annotations

import gettext
import string
from collections.abc import Callable, Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Message:
    """One sentence: `text` (the singular when `plural` is set), and `count`, the placeholder
    whose number picks the form."""

    id: str
    text: str
    plural: str | None = None
    count: str | None = None

    def placeholders(self) -> frozenset[str]:
        """The names in braces of both forms."""
        forms = [self.text] + ([self.plural] if self.plural else [])
        return frozenset(
            name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name
        )


class MissingMessage(KeyError):
    """An id the catalogue does not hold."""


class Phrase(str):
    """A sentence that can be said again in another language.

    It is the English text (so it prints, compares and joins as the English sentence it was), and
    it keeps how it was made: `in_language(words)` says it anew with another catalogue. Every
    `Catalogue.say` returns one; a sentence composed of several (an f-string, a join) is made a
    `Phrase` by giving the composition as a function of the catalogue:
    `Phrase(lambda w: f"{w.say('a')} {w.say('b')}")`. Adapters speak each line with `speak`, in
    the reader's language (ephemeral replies) or the game's (public posts and pictures).
    """

    _render: Callable[[Catalogue], str]

    def __new__(cls, render: Callable[[Catalogue], str], english: str | None = None) -> Phrase:
        self = super().__new__(cls, render(_english()) if english is None else english)
        self._render = render
        return self

    def __copy__(self) -> Phrase:
        return self  # immutable, like the str it is

    def __deepcopy__(self, memo: object) -> Phrase:
        return self

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        # Pickled (sent to another process), a phrase is its English text.
        return (str, (str.__str__(self),))

    def in_language(self, words: Catalogue) -> str:
        """The sentence as `words` says it."""
        return str.__str__(self) if words.language == "en" else self._render(words)


def speak(text: str, words: Catalogue) -> str:
    """`text` in the language of `words`: a `Phrase` said anew, any other text (a name, a number,
    text a user typed) as it is."""
    if isinstance(text, Phrase):
        return text.in_language(words)
    return text


def _english() -> Catalogue:
    from words import ENGLISH  # the English catalogue is built from every module's messages

    return ENGLISH


class Catalogue:
    """Messages by id, in one language (English unless translations are given)."""

    def __init__(
        self,
        messages: Iterable[Message],
        translations: gettext.NullTranslations | None = None,
        *,
        language: str = "en",
    ) -> None:
        self.language = language
        self.messages: dict[str, Message] = {}
        for message in messages:
            if message.id in self.messages:
                raise ValueError(f"message id {message.id!r} defined twice")
            if (message.plural is None) != (message.count is None):
                raise ValueError(f"message {message.id!r}: a plural needs its count, and back")
            self.messages[message.id] = message
        self.translations = translations or gettext.NullTranslations()

    def __contains__(self, message_id: object) -> bool:
        return message_id in self.messages

    def template(self, message_id: str, count: int | None = None) -> str:
        """The sentence with its placeholders, in the form for `count`."""
        try:
            message = self.messages[message_id]
        except KeyError:
            raise MissingMessage(message_id) from None
        if message.plural is not None:
            n = 1 if count is None else count
            return self.translations.npgettext(message_id, message.text, message.plural, n)
        return self.translations.pgettext(message_id, message.text)

    def say(self, message_id: str, /, **params: object) -> str:
        """The sentence with its placeholders filled, as a `Phrase` another catalogue can say
        again (placeholders that are phrases are said in that language too). Typed `str`: a
        phrase is one, and a caller that extends it (`line += …`) makes plain text."""
        return Phrase(lambda words: words.fill(message_id, params), self.fill(message_id, params))

    def fill(self, message_id: str, params: dict[str, object]) -> str:
        """The sentence in this catalogue's language, its placeholders filled (phrases among
        them said in this language)."""
        message = self.messages.get(message_id)
        count = None
        if message is not None and message.count is not None:
            value = params.get(message.count)
            count = value if isinstance(value, int) else None
        spoken = {
            key: speak(value, self) if isinstance(value, Phrase) else value
            for key, value in params.items()
        }
        return self.template(message_id, count).format_map(_Params(spoken))


class _Params(dict[str, object]):
    """Placeholders: a missing one shows as itself rather than failing mid-message."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
