"""docs/architecture.md "Layers": imports point downwards only.

engine/ imports nothing but the standard library; words/ (the catalogue) only engine/ and the
standard library; render/ imports engine/, words/, Pillow and the standard library, never bot/;
no rule module imports Discord.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def imported_roots(package: str) -> dict[str, set[str]]:
    """Top-level module names imported by each file of a package (relative imports skipped)."""
    out: dict[str, set[str]] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
        out[str(path.relative_to(ROOT))] = names
    return out


def imported_modules(package: str) -> dict[str, set[str]]:
    """Full names of the modules each file of a package imports (relative imports skipped)."""
    out: dict[str, set[str]] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
        out[str(path.relative_to(ROOT))] = names
    return out


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_engine_imports_only_the_standard_library() -> None:
    """The rules engine has no dependencies and no I/O layers of ours."""
    for path, names in imported_roots("engine").items():
        foreign = {n for n in names if n not in sys.stdlib_module_names and n != "__future__"}
        assert not foreign, f"{path} imports {sorted(foreign)}"
        io = names & {"sqlite3", "asyncio", "socket", "subprocess", "urllib", "http"}
        assert not io, f"{path} does I/O through {sorted(io)}"


@pytest.mark.parametrize("package", ["render"])
def test_render_imports_engine_pillow_and_stdlib_only(package: str) -> None:
    """render/ draws what the engine's view says; it knows nothing of Discord or the store."""
    allowed = {"engine", "words", "render", "PIL", "__future__"}
    for path, names in imported_roots(package).items():
        foreign = {n for n in names if n not in sys.stdlib_module_names and n not in allowed}
        assert not foreign, f"{path} imports {sorted(foreign)}"


def test_words_import_only_the_engine_and_stdlib() -> None:
    """The catalogue sits just above the engine, so render/ and bot/ can both use it;
    It reads its translations with Babel, the one library it may use."""
    allowed = {"engine", "words", "__future__", "babel"}
    for path, names in imported_roots("words").items():
        foreign = {n for n in names if n not in sys.stdlib_module_names and n not in allowed}
        assert not foreign, f"{path} imports {sorted(foreign)}"


def test_computer_imports_only_the_engine_and_stdlib() -> None:
    """The computer players only ask the engine (legal actions, a copy, their view)."""
    allowed = {"engine", "computer", "__future__"}
    for path, names in imported_roots("computer").items():
        foreign = {n for n in names if n not in sys.stdlib_module_names and n not in allowed}
        assert not foreign, f"{path} imports {sorted(foreign)}"


def test_engine_says_no_sentences() -> None:
    """Refusals and configuration errors carry a code and data, never English: every
    IllegalAction and ConfigError in engine/ is raised with keyword parameters only."""
    for path in sorted((ROOT / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("IllegalAction", "ConfigError")
            ):
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                assert len(node.args) == 1, f"{where}: one positional argument, the code"
                code = node.args[0]
                assert not isinstance(code, ast.JoinedStr | ast.BinOp), f"{where}: a sentence"
                if isinstance(code, ast.Constant):
                    assert str(code.value).isidentifier() and str(code.value).islower(), where


def test_bot_common_imports_neither_render_nor_the_store() -> None:
    """bot/common holds what both adapters say and parse (notation, choices, summaries): it
    words the service's answers, draws nothing (pictures are bot/pictures') and reads no
    database (the service's answers carry what it needs)."""
    for path, names in imported_modules("bot/common").items():
        banned = {n for n in names if _within(n, "render") or _within(n, "bot.store")}
        assert not banned, f"{path} imports {sorted(banned)}"


def test_the_web_side_imports_no_discord_and_reaches_the_store_through_the_service() -> None:
    """bot/web serves pages from the store opened read-only: it holds no Discord token and
    imports no Discord library nor the Discord adapter, and it reads only through the service
    (`bot.service.web_side`), never the store's queries."""
    for path, names in imported_modules("bot/web").items():
        banned = {
            n
            for n in names
            if _within(n, "discord") or _within(n, "bot.discord_app") or _within(n, "bot.store")
        }
        assert not banned, f"{path} imports {sorted(banned)}"


def test_timers_reach_the_store_only_through_the_service() -> None:
    """The turn timers ask the service (`Service` and `bot.service.timer_side`) for what they
    read and write; they import nothing of bot/store themselves."""
    for path, names in imported_modules("bot/timers").items():
        banned = {n for n in names if _within(n, "bot.store")}
        assert not banned, f"{path} imports {sorted(banned)}"


def test_only_the_sqlite_store_knows_aiosqlite() -> None:
    """The service and the store's queries are written against the store's `Db` protocol
    (bot/store/base.py), which SQLite's and PostgreSQL's connections both meet: aiosqlite is
    named only by the SQLite store that opens its connection."""
    for path, names in imported_modules("bot").items():
        if path == "bot/store/connection.py":
            continue
        assert not {n for n in names if _within(n, "aiosqlite")}, f"{path} imports aiosqlite"


def test_the_service_passes_no_call_on_to_its_areas() -> None:
    """The adapters call an area of the service (`service.leagues.standings(...)`,
    `service.lobby.join(...)`); the `Service` class keeps its life cycle and the turn timers'
    side, and offers none of its areas' calls itself."""
    from bot.service import Service
    from bot.service.announcements import Announcements
    from bot.service.info import Tables
    from bot.service.leagues import Leagues
    from bot.service.lobby import Lobby
    from bot.service.people import People
    from bot.service.play import Play
    from bot.service.tournaments import Tournaments

    own = {name for name in dir(Service) if not name.startswith("_")}
    for area in (Lobby, Play, Tables, Announcements, Leagues, Tournaments, People):
        calls = {name for name in dir(area) if not name.startswith("_")}
        assert not own & calls, f"Service passes on {sorted(own & calls)} of {area.__name__}"
