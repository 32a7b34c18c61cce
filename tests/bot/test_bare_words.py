"""Languages: no player-facing sentence is written as a bare string literal in the
service, the timers, the terminal or the shared bot code: lines returned into outcomes, printed,
or raised as refusals come from the catalogue (`say`), so that they can be said again in the
reader's language. A scan of the source, which fails when a bare sentence is added."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot/service", "bot/timers", "bot/local", "bot/common")
#: Prose: two words with a space between them (message ids, keys and single words are not).
PROSE = re.compile(r"[A-Za-z]{2,}[,.:;!?'’)]* +[(]?[A-Za-z]+")
#: Exceptions for developers (a bug, a damaged database), never shown to a player as a line.
DEVELOPER_ERRORS = frozenset(
    {
        "AssertionError",
        "KeyError",
        "LookupError",
        "NotImplementedError",
        "PrivateViewError",
        "ReplayError",
        "RuntimeError",
        "TypeError",
        "ValueError",
    }
)
LOGGERS = frozenset({"log", "logger", "LOG", "_log"})
#: The engine's notation written by the adapters (words the engine parses, not sentences).
NOTATION = frozenset(
    {
        "bank  for ",
        "build ship",
        "buy development",
        "move knight",
        "move ship ",
        "offer  for ",
        "play alchemist",
    }
)


def _text(node: ast.AST) -> str | None:
    """A literal's text (an f-string's literal parts)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    return None


def _not_for_players(tree: ast.AST) -> set[int]:
    """The nodes whose strings no player reads: docstrings, developer exceptions, log calls,
    `__repr__`, and the parts of an f-string (the f-string is judged whole)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            and body
            and isinstance(body[0], ast.Expr)
        ):
            skip.add(id(body[0].value))
        if (
            isinstance(node, ast.Raise)
            and isinstance(node.exc, ast.Call)
            and isinstance(node.exc.func, ast.Name)
            and node.exc.func.id in DEVELOPER_ERRORS
        ):
            skip.update(id(sub) for sub in ast.walk(node.exc))
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in LOGGERS
        ):
            skip.update(id(sub) for sub in ast.walk(node))
        if isinstance(node, ast.FunctionDef) and node.name == "__repr__":
            skip.update(id(sub) for sub in ast.walk(node))
        if isinstance(node, ast.JoinedStr):
            skip.update(id(sub) for sub in ast.walk(node) if sub is not node)
    return skip


def bare_sentences(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of each string literal in a file that reads as a sentence for players."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _not_for_players(tree)
    for node in ast.walk(tree):
        text = _text(node)
        if id(node) in skip or text is None or text in NOTATION:
            continue
        if PROSE.search(text):
            yield getattr(node, "lineno", 0), text


def test_no_bare_player_facing_sentence_in_the_service_timers_terminal_or_shared_code() -> None:
    """Tests: every sentence of bot/service, bot/timers, bot/local and bot/common
    comes from the catalogue (the move pickers' labels included)."""
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        for line, text in bare_sentences(path)
    ]
    assert found == []


def test_the_scan_finds_a_bare_refusal_and_a_printed_sentence(tmp_path: Path) -> None:
    """The scan itself: a refusal or a print with a bare sentence is found; a message id, a
    developer's exception and a docstring are not."""
    source = tmp_path / "sample.py"
    source.write_text(
        '"""A module."""\n'
        "def f(name):\n"
        '    """Docs are for developers."""\n'
        '    raise Refusal("not_host", "Only the host can do that.")\n'
        "def g(name):\n"
        '    print(f"{name} takes a seat.")\n'
        '    say("service.lobby.join")\n'
        '    raise ValueError("a bug in the caller")\n'
    )
    assert [line for line, _ in bare_sentences(source)] == [4, 6]
