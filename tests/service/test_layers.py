"""The service and the store are Discord-free, and reach the engine only through its public
surface (`import engine` / `from engine import ...`)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = [ROOT / "bot" / "store", ROOT / "bot" / "service"]
FILES = [ROOT / "bot" / "__init__.py", *sorted(p for d in PACKAGES for p in d.rglob("*.py"))]


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def test_the_packages_have_modules() -> None:
    assert len(FILES) > 10


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_discord_import(path: Path) -> None:
    found = [n for n in _imports(path) if n == "discord" or n.startswith("discord.")]
    assert not found, f"{path} imports {found}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_engine_only_through_its_public_surface(path: Path) -> None:
    private = [n for n in _imports(path) if n.startswith("engine.")]
    assert not private, f"{path} imports {private}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_store_knows_no_engine_or_service(path: Path) -> None:
    if "store" not in path.parts:
        return
    upward = [n for n in _imports(path) if n.split(".")[0] == "engine" or n.startswith("bot.serv")]
    assert not upward, f"{path} imports {upward}"


def test_importing_the_service_loads_no_discord() -> None:
    import subprocess
    import sys

    code = "import sys, bot, bot.store, bot.service; print('discord' in sys.modules)"
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"
