"""Finding English left in a Dutch or German line: words of the English catalogue that the
other language's catalogue never uses as its own (the notation and commands that players type,
which its help and refusals quote, do not count as its own)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from words import ENGLISH
from words.languages import catalogue

_WORD = re.compile(r"[^\W\d_]{3,}")
#: Text of a translation that is not the language's own words: quoted or typed notation
#: (`robber TEGEL steal SPELER`, `/choose harbor`); a command may be named in the reader's
#: language (`/wählen pillage N`), its arguments in capitals (`N`, `KARTE`) end it.
_NOTATION = re.compile(r"“[^”]*”|„[^“]*“|`[^`]*`|/[^\W\d_][\w-]*(?: (?![A-ZÄÖÜ])[^\W\d][\w-]*)*")
#: Messages that name the English notation and commands for players to type.
_TYPED = ("help.", "command.", "refusal.bad_notation")


def words_of(text: str) -> set[str]:
    """The words (three letters or more) of a text, placeholders left out, case folded."""
    return {w.casefold() for w in _WORD.findall(re.sub(r"\{\w+\}", " ", text))}


@cache
def english_only(code: str) -> frozenset[str]:
    """Words of the English catalogue that no message of language `code` uses as its own."""
    words = catalogue(code)
    english = {w for m in ENGLISH.messages for w in words_of(ENGLISH.template(m))}
    theirs = {
        w
        for m in words.messages
        if not m.startswith(_TYPED)
        for count in (1, 2)
        for w in words_of(_NOTATION.sub(" ", words.template(m, count)))
    }
    return frozenset(english - theirs)


def english_left(text: str, code: str, names: Iterable[str] = ()) -> set[str]:
    """The English words in a line said in language `code` (players' names aside)."""
    own = {w for name in names for w in words_of(name)}
    return (words_of(_NOTATION.sub(" ", text)) & english_only(code)) - own
