"""Citations in the code point into the repository: rules are cited by their docs/rules numbers
(see docs/rules/README.md), never by an outside document's section sign, numbered decision or
file, nor by an issue number. Every cited number must exist in docs/rules.

The patterns are put together from pieces, so that this file, which the scan reads too, never
matches them itself.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("engine", "bot", "render", "words", "computer", "tests", "bench")

SECTION_SIGN = "\u00a7"
DECISION_WORD = "DECI" + "SION"
ISSUE = re.compile(r"\b[Ii]" + "ssues?" + r" ?\d+")
SECTION = re.compile(SECTION_SIGN + r" ?\d")
DECISION = re.compile(r"\b" + DECISION_WORD + r"[Ss]? ?\d")
OUTSIDE_FILE = re.compile(
    r"(?<!docs/)\brules/[a-z_-]+\.md"
    + r"|(?<![\w/.-])(?:base|cities-and-knights|tournament|two-player)\.md"
    + "|"
    + "DES"
    + r"IGN\.md"
)
#: A docs/rules number: prefix, optional mnemonic parts, then a number with optional sub-numbers.
NUMBER = re.compile(r"\b(?:B|CK|SF|TP|FS)-(?:[A-Z]+-)*[A-Z]*\d+[a-z]?(?:\.\d+)*")
DEFINED = re.compile(r"\*\*(" + NUMBER.pattern + r")\*\*|^#+ (" + NUMBER.pattern + r")", re.M)


@cache
def sources() -> tuple[tuple[str, str], ...]:
    """Every Python file of the layers and every document, as (path from the root, text)."""
    found = []
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            found.append((path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")))
    # The documents too: the README and docs/, but for docs/rules (the reference the others
    # cite, whose files link each other by name).
    rules = ROOT / "docs" / "rules"
    documents = [p for p in sorted((ROOT / "docs").rglob("*.md")) if rules not in p.parents]
    for path in [ROOT / "README.md", *documents]:
        found.append((path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")))
    return tuple(found)


@cache
def defined_numbers() -> frozenset[str]:
    """The numbers docs/rules defines: in bold or starting a heading."""
    numbers: set[str] = set()
    for path in sorted((ROOT / "docs" / "rules").glob("*.md")):
        for m in DEFINED.finditer(path.read_text(encoding="utf-8")):
            numbers.add(m.group(1) or m.group(2))
    return frozenset(numbers)


def hits(pattern: re.Pattern[str]) -> list[str]:
    """`path:line: text` for every match of `pattern` in the sources."""
    found = []
    for path, text in sources():
        for m in pattern.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            found.append(f"{path}:{line}: {m.group(0)}")
    return found


def test_the_rules_reference_defines_numbers_for_every_rule_set() -> None:
    """docs/rules holds the four rule sets, each with its own prefix and its decisions."""
    numbers = defined_numbers()
    for prefix in ("B-", "CK-", "SF-", "TP-"):
        assert any(n.startswith(prefix) for n in numbers), prefix
        assert any(n.startswith(prefix + "D") for n in numbers), prefix + "D"


def test_no_file_cites_an_issue_number() -> None:
    """An issue number means nothing to a reader of the code: the sentence says what is meant."""
    assert hits(ISSUE) == []


def test_no_file_cites_a_section_sign() -> None:
    """Sections of outside documents are not cited; docs/rules numbers are."""
    assert hits(SECTION) == []


def test_no_file_cites_a_numbered_decision() -> None:
    """An outside document's numbered decision is cited as its docs/rules number (CK-D19)."""
    assert hits(DECISION) == []


def test_no_file_cites_an_outside_rules_file_or_the_old_design_file() -> None:
    """Rules files outside the repository and the former design file are not cited; the rules
    are in docs/rules and the design in docs/architecture.md."""
    assert hits(OUTSIDE_FILE) == []


def test_every_cited_rule_number_exists() -> None:
    """Each docs/rules number cited in the code is defined in docs/rules."""
    numbers = defined_numbers()
    missing = [hit for hit in hits(NUMBER) if hit.rsplit(": ", 1)[1] not in numbers]
    assert missing == []
