"""`python -m bot migrate-db --from sqlite:///… --to postgresql://…` copies every
table, game and record, verified by replaying each game."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.cli import main
from bot.service import Service
from tests.service.helpers import contents, play_to_end, started_table


async def _community(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """A file with a finished game, a game in play, a table still open and a preference."""
    service = await Service.open(path, rng=random.Random(5))
    await started_table(service, 1, vp_to_win=4)
    await play_to_end(service, 1, random.Random(6))
    await started_table(service, 2)
    await play_to_end(service, 2, random.Random(7), limit=40)
    await service.lobby.create_table(3, "100000000000000001")
    await service.people.set_preference("100000000000000001", "dm", True)
    held = await contents(service)
    await service.close()
    return held


async def _contents(url: str) -> dict[str, list[tuple[object, ...]]]:
    service = await Service.open(url)
    held = await contents(service)
    await service.close()
    return held


async def _go_on(url: str) -> int | None:
    """A new table and a move in the copied game in play: the copy is a working database."""
    service = await Service.open(url, rng=random.Random(8))
    made = await service.lobby.create_table(4, "100000000000000002")
    await play_to_end(service, 2, random.Random(9), limit=3)
    await service.close()
    return made.table


def _sorted(held: dict[str, list[tuple[object, ...]]]) -> dict[str, list[tuple[object, ...]]]:
    return {t: sorted(rows, key=repr) for t, rows in held.items() if t != "schema_version"}


@pytest.mark.slow
def test_migrate_db_copies_every_table_and_replays_every_game(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every row of every table arrives; each game replays to its version; the
    copy goes on as a database of its own (new ids after the copied ones)."""
    path = tmp_path / "community.db"
    before = asyncio.run(_community(path))
    assert main(["migrate-db", "--from", f"sqlite:///{path}", "--to", postgres_url]) == 0
    said = capsys.readouterr().out
    assert "2 games replayed" in said, said
    assert _sorted(asyncio.run(_contents(postgres_url))) == _sorted(before)
    assert asyncio.run(_go_on(postgres_url)) == 4


def test_migrate_db_refuses_a_database_that_holds_games(
    tmp_path: Path, postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The copy goes into an empty database only; nothing is written otherwise."""
    path = tmp_path / "community.db"
    asyncio.run(_community(path))
    asyncio.run(_go_on_empty(postgres_url))
    assert main(["migrate-db", "--from", f"sqlite:///{path}", "--to", postgres_url]) == 1
    assert "is not empty" in capsys.readouterr().err


async def _go_on_empty(url: str) -> None:
    service = await Service.open(url)
    await service.lobby.create_table(9, "100000000000000003")
    await service.close()
