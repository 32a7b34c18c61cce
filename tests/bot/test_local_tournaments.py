"""`python -m bot local --tournament` shows a tournament's standings from the local
database, as text and a picture."""

from __future__ import annotations

import io
import random
from pathlib import Path

from bot.cli import parser
from bot.local.main import play
from bot.service import Service
from tests.service.helpers import play_to_end
from tests.service.leagues_helpers import GUILD, LEAGUE, league_with_season
from tests.service.test_tournaments import ADMIN, CUP, PLAYERS


async def _tournament_database(path: Path) -> None:
    service = await Service.open(path, rng=random.Random(1))
    try:
        await league_with_season(service, ADMIN)
        await service.tournaments.create(GUILD, 9, ADMIN, LEAGUE, CUP, 1, 3, admin=True)
        for user in PLAYERS[:3]:
            await service.tournaments.join(GUILD, user, LEAGUE, CUP)
        started = await service.tournaments.start(GUILD, ADMIN, LEAGUE, CUP, admin=True)
        await service.tournaments.open_table(GUILD, started.tables[0], 10)
        await play_to_end(service, 10, random.Random(2))
        await service.tournaments.after_game((await service.core.latest(10)).id)
    finally:
        await service.close()


async def test_local_shows_a_tournaments_ranking(tmp_path: Path) -> None:
    """Brief: `python -m bot local` shows a tournament's standings from the local database."""
    db = tmp_path / "cup.db"
    await _tournament_database(db)
    out = io.StringIO()
    args = parser().parse_args(
        ["local", "--tournament", CUP, "--db", str(db), "--boards", str(tmp_path / "boards")]
    )
    assert await play(args, out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == f"{CUP} ({LEAGUE}): final ranking after 1 round"
    assert [line.split(". ")[0] for line in lines[1:4]] == ["1", "2", "3"]
    picture = Path(lines[-1].removeprefix("Picture: "))
    assert picture.read_bytes().startswith(b"\x89PNG")


async def test_local_says_when_there_is_no_tournament(tmp_path: Path) -> None:
    out = io.StringIO()
    args = parser().parse_args(["local", "--tournament", "--db", str(tmp_path / "empty.db")])
    assert await play(args, out=out) == 0
    assert out.getvalue().strip() == "No tournaments in this database."
