"""The Docker image, checked without Docker: what its Dockerfile and .dockerignore copy is laid
out in a temporary folder and installed into a fresh virtual environment the way the image
installs it (`pip install` of the copied folder), and the installed `hexhaven` must start.

The environment gets only the project's files from that copy; its dependencies (discord.py,
Pillow, …) come from the environment running the tests, through a `.pth` file added after the
install, and every module the checks import must lie in the new environment. The commands run
from a folder outside the repository with no `PYTHONPATH`, so the checkout cannot stand in for
a file the image lacks. The whole file takes a few seconds (the install most of it), so it runs
with the suite.
"""

from __future__ import annotations

import fnmatch
import json
import os
import subprocess
import sys
import textwrap
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.image import ROOT, Ignore, lay_out


def packages(root: Path) -> list[str]:
    """The top-level packages pyproject.toml installs from `root`."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = project["tool"]["setuptools"]["packages"]["find"]["include"]
    return sorted(
        d.name
        for d in root.iterdir()
        if (d / "__init__.py").is_file() and any(fnmatch.fnmatch(d.name, p) for p in include)
    )


def package_files(root: Path) -> set[str]:
    """Every module and package-data file pyproject.toml installs from `root`, relative."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    out: set[str] = set()
    for top in packages(root):
        for init in (root / top).rglob("__init__.py"):
            folder = init.parent
            chain = [folder, *folder.relative_to(root).parents][:-1]
            if "__pycache__" in folder.parts or not all(
                (root / p / "__init__.py").is_file() for p in chain
            ):
                continue
            out.update(f.relative_to(root).as_posix() for f in folder.glob("*.py"))
    for package, patterns in project["tool"]["setuptools"]["package-data"].items():
        folder = root / package.replace(".", "/")
        for pattern in patterns:
            out.update(f.relative_to(root).as_posix() for f in folder.glob(pattern) if f.is_file())
    return out


def test_the_image_copies_every_package_with_its_data(tmp_path: Path) -> None:
    """The image builds from the folder its Dockerfile copies: that folder holds every module
    and every package-data file (catalogues, fonts, maps) the checkout's pyproject installs."""
    source = lay_out(ROOT, tmp_path)
    missing = sorted(package_files(ROOT) - package_files(source))
    assert not missing, f"the Dockerfile does not copy {missing[:10]} ({len(missing)} files)"
    assert (source / "pyproject.toml").is_file() and (source / "README.md").is_file()


@pytest.mark.parametrize(
    "path",
    [
        ".git/config",
        ".venv/bin/python",
        "tests/test_image.py",
        "bench/bot.py",
        ".env",
        "hexhaven.db",
        "data/hexhaven.db-wal",
        "bot/__pycache__/cli.cpython-311.pyc",
        ".mypy_cache/3.11/x.json",
        "hexhaven.egg-info/PKG-INFO",
    ],
)
def test_the_image_leaves_out_history_tests_caches_secrets_and_databases(path: str) -> None:
    """What the image has no use for, and what must not travel into it (a `.env` holds the
    token, a database holds games), stays out of the build context."""
    ignore = Ignore.read((ROOT / ".dockerignore").read_text(encoding="utf-8"))
    assert ignore.leaves_out(path)


def test_the_context_reader_follows_docker_for_copies_and_patterns(tmp_path: Path) -> None:
    """The reader these checks rest on: a folder's contents go to its destination, several
    files into a folder, a `**/` pattern reaches any depth, `!` takes a path back."""
    context = tmp_path / "context"
    (context / "pkg" / "__pycache__").mkdir(parents=True)
    (context / "pkg" / "a.py").write_text("")
    (context / "pkg" / "__pycache__" / "a.pyc").write_text("")
    (context / "pkg" / "keep.db").write_text("")
    (context / "one.toml").write_text("")
    (context / "two.md").write_text("")
    (context / "Dockerfile").write_text(
        "FROM x\nWORKDIR /app\n# a comment\nCOPY one.toml two.md ./\nCOPY pkg ./pkg\n"
        "RUN pip install . \\\n    && true\n"
    )
    (context / ".dockerignore").write_text("**/__pycache__\n*.db\n**/*.db\n!pkg/keep.db\n")
    image = tmp_path / "image"
    assert lay_out(context, image) == image / "app"
    laid = sorted(p.relative_to(image).as_posix() for p in image.rglob("*") if p.is_file())
    assert laid == ["app/one.toml", "app/pkg/a.py", "app/pkg/keep.db", "app/two.md"]


@dataclass(frozen=True)
class Installed:
    """The image's files installed in a fresh environment, and a folder outside the checkout."""

    venv: Path
    site: Path
    source: Path
    work: Path

    def env(self) -> dict[str, str]:
        """The environment of a command in the image: none of the tests' settings, a new
        database in the work folder."""
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("HEXHAVEN_", "PYTHON", "DISCORD_"))
        }
        env["PATH"] = f"{self.venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
        env["HEXHAVEN_DB"] = str(self.work / "hexhaven.db")
        return env

    def run(self, *command: str | Path) -> subprocess.CompletedProcess[str]:
        """A command in the environment, from the work folder; its output, whatever its code."""
        return subprocess.run(
            [str(c) for c in command],
            cwd=self.work,
            env=self.env(),
            capture_output=True,
            text=True,
            timeout=300,
        )

    def python(self, script: str, *args: str) -> subprocess.CompletedProcess[str]:
        """A Python script run by the environment's interpreter."""
        return self.run(self.venv / "bin" / "python", "-c", textwrap.dedent(script), *args)


def _in_checkout(folder: Path) -> bool:
    resolved = folder.resolve()
    return resolved == ROOT or ROOT in resolved.parents


def _lendable(folder: Path) -> bool:
    """Whether a folder of this interpreter's path holds only dependencies: outside the
    checkout, or an installed environment's packages inside it (never the checkout's own
    packages, which the image must bring itself)."""
    return not _in_checkout(folder) or "site-packages" in folder.resolve().parts


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The image's copy of the checkout installed with pip into a new virtual environment."""
    base = tmp_path_factory.mktemp("image")
    source = lay_out(ROOT, base / "image")
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
    python = venv / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q"]
    done = subprocess.run([*pip, str(source)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    site = Path(
        subprocess.run(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    # The dependencies: the folders on this interpreter's path but the checkout's own (a
    # virtual environment's site-packages inside the checkout, as CI's `.venv`, is lent too).
    # A folder named in a .pth file is put on the path, its own .pth files (an editable
    # install of the checkout among them) are not run.
    folders = [p for p in sys.path if p and Path(p).is_dir() and _lendable(Path(p))]
    (site / "_dependencies.pth").write_text("\n".join(dict.fromkeys(folders)) + "\n")
    work = base / "work"
    work.mkdir()
    return Installed(venv, site, source, work)


def shown(done: subprocess.CompletedProcess[str]) -> str:
    """A command's output, for an assertion's message."""
    return f"exit {done.returncode}\n{done.stdout}\n{done.stderr}"


def test_the_installed_package_holds_every_module_and_data_file(installed: Installed) -> None:
    """`pip install` of the image's copy installs every module and package-data file of it."""
    files = package_files(installed.source)
    missing = sorted(f for f in files if not (installed.site / f).is_file())
    assert not missing, f"not installed: {missing[:10]}"


def test_hexhaven_help_runs_in_the_image(installed: Installed) -> None:
    """The image's command starts: `hexhaven --help` lists the subcommands."""
    done = installed.run("hexhaven", "--help")
    assert done.returncode == 0, shown(done)
    assert "health" in done.stdout and "local" in done.stdout


def test_the_installed_hexhaven_knows_its_version(installed: Installed) -> None:
    """Installed, with no pyproject.toml beside the code, `hexhaven --version` reads the
    package's metadata: the version pyproject.toml declared at the build."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    done = installed.run("hexhaven", "--version")
    assert done.returncode == 0, shown(done)
    assert done.stdout.strip() == f"hexhaven {project['version']}"


def test_hexhaven_health_answers_on_a_fresh_database(installed: Installed) -> None:
    """The image's health check passes once the bot has created its database (here: the
    installed store opens a new file, as the bot's start does)."""
    made = installed.python(
        """
        import asyncio, os
        from bot.store import Store

        async def create():
            store = await Store.open(os.environ["HEXHAVEN_DB"])
            await store.close()

        asyncio.run(create())
        """
    )
    assert made.returncode == 0, shown(made)
    done = installed.run("hexhaven", "health")
    assert done.returncode == 0, shown(done)
    assert done.stdout.startswith("ok:") and "hexhaven " in done.stdout, shown(done)


IMPORT_ALL = """
    import importlib, json, pkgutil, sys
    from pathlib import Path

    site = Path(sys.argv[1]).resolve()
    failures, outside, count = [], [], 0

    def note(name):
        failures.append(f"{name}: {sys.exc_info()[1]!r}")

    def check(module):
        where = Path(module.__file__).resolve()
        if site not in where.parents:
            outside.append(f"{module.__name__}: {where}")

    for top in sys.argv[2:]:
        try:
            package = importlib.import_module(top)
        except Exception:
            note(top)
            continue
        check(package)
        count += 1
        for info in pkgutil.walk_packages(package.__path__, top + ".", onerror=note):
            if info.name.rsplit(".", 1)[-1] == "__main__":
                continue  # runs the program
            try:
                module = importlib.import_module(info.name)
            except Exception:
                note(info.name)
                continue
            check(module)
            count += 1
    print(json.dumps({"count": count, "failures": failures, "outside": outside}))
"""


def test_every_installed_module_imports(installed: Installed) -> None:
    """Every module of every package the project installs imports in the image, from the
    installed files (none from the checkout)."""
    tops = packages(ROOT)
    done = installed.python(IMPORT_ALL, str(installed.site), *tops)
    assert done.returncode == 0, shown(done)
    result = json.loads(done.stdout)
    assert result["failures"] == [], "\n".join(result["failures"])
    assert result["outside"] == [], "\n".join(result["outside"])
    expected = {f for f in package_files(ROOT) if f.endswith(".py") and "__main__" not in f}
    assert result["count"] == len(expected)


def test_a_board_renders_with_the_installed_fonts(installed: Installed) -> None:
    """The installed render package draws a board, its words in the shipped fonts (names in
    Chinese and emoji take the fallback faces)."""
    done = installed.python(
        """
        import io, sys
        from pathlib import Path
        from PIL import Image
        import render, render.fonts
        from engine import Game, GameConfig

        game = Game.new(GameConfig(players=("a", "b", "c"), seed=1, rules="base", map="beginner"))
        names = {"a": "Ana", "b": "北京", "c": "Cas 🐑"}
        png = render.render_board(game.view(), names=names)
        picture = Image.open(io.BytesIO(png))
        folder = Path(render.fonts.FONT_DIR).resolve()
        print(picture.format, picture.width, Path(sys.argv[1]).resolve() in folder.parents)
        """,
        str(installed.site),
    )
    assert done.returncode == 0, shown(done)
    assert done.stdout.split() == ["PNG", "1000", "True"]
