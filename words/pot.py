"""The catalogue as a gettext template (`python -m words.pot > hexhaven.pot`): each message's id
is its context (`msgctxt`), its English the `msgid`, its plural the `msgid_plural`. A language
is a `.po` file made from it; `Catalogue(MESSAGES, translations)` then speaks that language."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable

from . import MESSAGES
from .catalogue import Message


def _quoted(text: str) -> str:
    # gettext strings are C-like: JSON's escaping of quotes, backslashes and newlines fits.
    return json.dumps(text, ensure_ascii=False)


def template(messages: Iterable[Message] = MESSAGES) -> str:
    """The text of a `.pot` file holding every message."""
    out = [
        'msgid ""',
        'msgstr ""',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
        "",
    ]
    for message in messages:
        if message.count is not None:
            out.append(f"#. {{{message.count}}} picks the plural form")
        if message.placeholders():
            out.append("#, python-brace-format")
        out.append(f"msgctxt {_quoted(message.id)}")
        out.append(f"msgid {_quoted(message.text)}")
        if message.plural is not None:
            out.append(f"msgid_plural {_quoted(message.plural)}")
            out.append('msgstr[0] ""')
            out.append('msgstr[1] ""')
        else:
            out.append('msgstr ""')
        out.append("")
    return "\n".join(out)


if __name__ == "__main__":
    sys.stdout.write(template())
