"""The catalogue: every player-facing sentence under a stable id, with named placeholders and,
where a number decides the form, an English singular and plural.

The shape is gettext's: an id is a message context (`msgctxt`), the English text its `msgid`,
the plural its `msgid_plural`, so a language is added by giving a `Catalogue` that language's
`gettext` translations (`pgettext` / `npgettext`) without touching a call site.
"""

from __future__ import annotations

import gettext
import string
from collections.abc import Iterable
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


class Catalogue:
    """Messages by id, in one language (English unless translations are given)."""

    def __init__(
        self,
        messages: Iterable[Message],
        translations: gettext.NullTranslations | None = None,
    ) -> None:
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
        """The sentence with its placeholders filled."""
        message = self.messages.get(message_id)
        count = None
        if message is not None and message.count is not None:
            value = params.get(message.count)
            count = value if isinstance(value, int) else None
        return self.template(message_id, count).format_map(_Params(params))


class _Params(dict[str, object]):
    """Placeholders: a missing one shows as itself rather than failing mid-message."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
