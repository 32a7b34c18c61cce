"""The README stays a page a newcomer reads in five minutes: short, with a picture and the two
set-up commands, and every page it points to (and every page those point to) exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
#: A relative link of a Markdown page: `[text](path)` or `src="path"`, an anchor cut off.
LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)|src=\"([^\"]+)\"")
TEST_COMMAND = (
    "python3 -m venv .venv && . .venv/bin/activate && pip install -e '.[dev]' && python -m pytest"
)
BOT_COMMAND = "python3 -m venv .venv && . .venv/bin/activate && pip install -e . && python -m bot"


def links(page: Path) -> list[Path]:
    """The files a page links to, relative to it (web addresses left out)."""
    found = []
    for match in LINK.finditer(page.read_text(encoding="utf-8")):
        target = match[1] or match[2]
        if "://" not in target:
            found.append((page.parent / target).resolve())
    return found


def test_the_readme_is_at_most_200_lines() -> None:
    """Everything past onboarding lives in docs/."""
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 200


def test_the_readme_gives_the_two_set_up_commands() -> None:
    """The command that runs the bot on the SQLite default and the one that runs the tests, as
    .ci/run runs them: the same pytest after the same install."""
    readme = README.read_text(encoding="utf-8")
    assert BOT_COMMAND in readme and TEST_COMMAND in readme
    assert "cp .env.example .env" in readme
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert "python -m pip install --quiet -e '.[dev]'" in ci
    assert "python -m pytest" in ci


def test_the_readme_shows_a_board_kept_by_the_golden_tests() -> None:
    """The picture is a golden board image, so it shows what the renderer draws today."""
    pictures = [p for p in links(README) if p.suffix == ".png"]
    assert pictures and all(p.parent == ROOT / "tests" / "render" / "golden" for p in pictures)


def test_every_link_of_the_readme_and_the_docs_exists() -> None:
    """No page points to a file that is not there."""
    pages = [README, *sorted((ROOT / "docs").glob("*.md"))]
    missing = [(p.name, str(t)) for p in pages for t in links(p) if not t.exists()]
    assert not missing, missing
