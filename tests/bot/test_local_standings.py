"""`python -m bot local` shows the standings of the local database's leagues, as
text and a picture, with `--standings` or, during a game, `/standings`."""

from __future__ import annotations

import asyncio
import io
import random
import subprocess
import sys
from pathlib import Path

from bot.cli import parser
from bot.local.commands import parse
from bot.local.main import play
from bot.local.session import LocalSession
from bot.service import Service
from tests.service.helpers import ANN, BO, CY
from tests.service.leagues_helpers import league_game, league_with_season

ROOT = Path(__file__).resolve().parents[2]


async def _league_database(path: Path) -> None:
    service = await Service.open(path, rng=random.Random(1))
    try:
        await league_with_season(service, ANN)
        await league_game(service, 1, (ANN, BO, CY), random.Random(2))
    finally:
        await service.close()


async def test_local_shows_the_standings_of_the_database(tmp_path: Path) -> None:
    """Brief item 5: `local --standings` prints the league's page and writes its picture."""
    db = tmp_path / "league.db"
    await _league_database(db)
    out = io.StringIO()
    args = parser().parse_args(
        ["local", "--standings", "--db", str(db), "--boards", str(tmp_path / "boards")]
    )
    assert await play(args, out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "Friday Catan · season 1 · page 1 of 1"
    assert [line.split(". ")[0] for line in lines[1:4]] == ["1", "2", "3"]
    picture = Path(lines[-1].removeprefix("Picture: "))
    assert picture.read_bytes().startswith(b"\x89PNG")


async def test_local_says_when_there_is_no_league(tmp_path: Path) -> None:
    out = io.StringIO()
    args = parser().parse_args(["local", "--standings", "--db", str(tmp_path / "empty.db")])
    assert await play(args, out=out) == 0
    assert out.getvalue().strip() == "No leagues in this database."


async def test_standings_during_a_local_game(tmp_path: Path) -> None:
    """The session's `/standings` shows the same page while a game is under way."""
    db = tmp_path / "league.db"
    await _league_database(db)
    service = await Service.open(db)
    out = io.StringIO()
    try:
        session = LocalSession(service, ["x", "y", "z"], out, tmp_path / "boards")
        command = parse("/standings friday catan")
        assert command is not None
        await session.handle(command)
    finally:
        await service.close()
    assert "Friday Catan · season 1 · page 1 of 1" in out.getvalue()


def test_python_m_bot_local_standings(tmp_path: Path) -> None:
    """The command line itself, in a fresh process."""
    db = tmp_path / "league.db"
    asyncio.run(_league_database(db))
    done = subprocess.run(
        [sys.executable, "-m", "bot", "local", "--standings", "Friday Catan", "--db", str(db)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr
    assert "Friday Catan · season 1" in done.stdout
