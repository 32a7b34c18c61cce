"""The translations' sources: `python -m words.po update [LANGUAGE ...]` writes or refreshes
`words/locale/<language>/<module>.po` from the catalogue (new messages added untranslated, a
message whose English changed kept as a fuzzy guess, removed ones dropped), and
`python -m words.po check` prints what each language has translated and exits 1 if a
translation's placeholders differ from the English."""

from __future__ import annotations

import string
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from . import MODULES
from .catalogue import Message
from .languages import DEFAULT, LANGUAGES, LOCALE_DIR


def _template(module: str, messages: Iterable[Message], code: str) -> Catalog:
    template = Catalog(
        msgid_bugs_address="",
        locale=code,
        project="Hexhaven",
        version="1",
        domain=module,
        fuzzy=False,
        # Fixed dates and team, so that a refresh changes a file only where its words change.
        creation_date=_EPOCH,
        revision_date=_EPOCH,
        last_translator="Hexhaven",
        language_team=LANGUAGES[code].name,
    )
    for message in messages:
        flags = ["python-brace-format"] if message.placeholders() else []
        comments = [f"{{{message.count}}} picks the plural form"] if message.count else []
        msgid: str | tuple[str, str] = (
            message.text if message.plural is None else (message.text, message.plural)
        )
        template.add(msgid, context=message.id, flags=flags, auto_comments=comments)
    return template


_EPOCH = datetime(2026, 1, 1, tzinfo=UTC)


def source(code: str, module: str) -> Path:
    """The `.po` file of a module in a language."""
    return LOCALE_DIR / code / f"{module}.po"


def update(codes: Sequence[str]) -> list[Path]:
    """Write each language's `.po` files from the catalogue, keeping what is translated."""
    written = []
    for code in codes:
        for module, messages in MODULES.items():
            path = source(code, module)
            template = _template(module, messages, code)
            if path.exists():
                with path.open("rb") as f:
                    po = read_po(f, locale=code, domain=module)
                po.update(template, update_header_comment=False)
                po.obsolete.clear()
                po.fuzzy = False
                po.creation_date = po.revision_date = _EPOCH
            else:
                po = template
            po.header_comment = f"# Hexhaven: {module} words in {LANGUAGES[code].name}."
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as f:
                write_po(f, po, width=100, omit_header=False, include_previous=False)
            written.append(path)
    return written


@dataclass
class Report:
    """One language's state: messages, translated, fuzzy, and placeholder mismatches."""

    code: str
    total: int = 0
    translated: int = 0
    fuzzy: int = 0
    mismatched: tuple[str, ...] = ()


def _names(text: str) -> frozenset[str]:
    return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)


def check(code: str) -> Report:
    """How far language `code` is translated, and which translations' placeholders differ."""
    report = Report(code)
    mismatched = []
    for module, messages in MODULES.items():
        by_id = {m.id: m for m in messages}
        report.total += len(messages)
        path = source(code, module)
        if not path.exists():
            continue
        with path.open("rb") as f:
            po = read_po(f, locale=code, domain=module)
        for entry in po:
            message = by_id.get(entry.context or "")
            if message is None or not entry.string:
                continue
            forms = tuple(
                str(form)
                for form in (entry.string if isinstance(entry.string, tuple) else (entry.string,))
            )
            if not all(forms):
                continue
            if entry.fuzzy:
                report.fuzzy += 1
                continue
            report.translated += 1
            if any(_names(form) != message.placeholders() for form in forms):
                mismatched.append(f"{module}.po: {message.id}")
    report.mismatched = tuple(mismatched)
    return report


def main(argv: Sequence[str]) -> int:
    if not argv or argv[0] not in {"update", "check"}:
        sys.stderr.write(__doc__ or "")
        return 2
    codes = list(argv[1:]) or [code for code in LANGUAGES if code != DEFAULT]
    unknown = [code for code in codes if code not in LANGUAGES or code == DEFAULT]
    if unknown:
        sys.stderr.write(f"not a translated language: {', '.join(unknown)}\n")
        return 2
    if argv[0] == "update":
        for path in update(codes):
            print(path.relative_to(LOCALE_DIR.parent.parent))
        return 0
    failed = False
    for code in codes:
        report = check(code)
        print(
            f"{code}: {report.translated}/{report.total} translated, {report.fuzzy} fuzzy, "
            f"{len(report.mismatched)} with other placeholders than the English"
        )
        for line in report.mismatched:
            print(f"  {line}")
        failed = failed or bool(report.mismatched)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
