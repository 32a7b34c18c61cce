"""A database that cannot be read: a PostgreSQL server that stops mid-play refuses every call
with one sentence (a read's or a write's), the operator's log says it once, and play resumes
by itself once the server is back, with no restart of the service; a SQLite file damaged
under the bot refuses reads with the read's sentence."""

from __future__ import annotations

import logging
import random
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot.service import Refusal, Service
from tests.postgres import Cluster
from tests.service.helpers import BO, contents, started_table
from tests.service.test_disk_full import CASES, Case

NOT_SAVED = (
    "That was not saved: Hexhaven's database is not answering. Nothing changed; please try "
    "again in a few minutes."
)
NOT_READ = (
    "I can't read that right now: Hexhaven's database is not answering. Nothing changed; "
    "please try again in a few minutes."
)


async def test_a_stopped_server_refuses_each_call_and_play_resumes_when_it_is_back(
    postgres: Cluster, postgres_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """With the server stopped, a move, the status and a lobby call are each refused with
    the sentence for a database that does not answer (never an unexpected error), the log
    has one error line and no traceback; once the server is back the same move is taken,
    on the same service (its pool replaced the connections the stop broke)."""
    service = await Service.open(postgres_url, rng=random.Random(3))
    try:
        start = await started_table(service)
        user = start.awaiting[0]
        assert start.version is not None
        move = (await service.tables.legal(42, user))[0]
        calls: dict[str, Callable[[], Awaitable[object]]] = {
            "act": lambda: service.play.act(42, user, move),
            "status": lambda: service.tables.status(42),
            "create_table": lambda: service.lobby.create_table(43, BO, guild=7),
        }
        caplog.set_level(logging.INFO, logger="hexhaven")
        refused: dict[str, set[tuple[str, str]]] = {}
        postgres.halt()
        try:
            for _ in range(3):  # again and again: each refused the same, and logged once
                for name, call in calls.items():
                    with pytest.raises(Refusal) as caught:
                        await call()
                    refused.setdefault(name, set()).add((caught.value.code, caught.value.message))
        finally:
            postgres.resume()
        # The first move's table was read before the stop (the service keeps it): its write
        # fails; the moves after it fail at reading the table again.
        assert refused == {
            "act": {("not_saved", NOT_SAVED), ("not_read", NOT_READ)},
            "status": {("not_read", NOT_READ)},
            "create_table": {("not_read", NOT_READ)},
        }
        done = await service.play.act(42, user, move)
        assert done.version == start.version + 1
        said = [(r.levelno, r.getMessage()) for r in caplog.records if r.name == "hexhaven.store"]
        assert [level for level, _ in said] == [logging.ERROR, logging.INFO], said
        assert "answers again" in said[1][1]
        assert all(r.exc_info is None for r in caplog.records), caplog.records
    finally:
        await service.close()


async def test_a_damaged_file_refuses_a_read_in_one_sentence(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A SQLite file whose pages are overwritten under the running bot (nothing cached to
    answer from) refuses `status` with the read's sentence, and the log names the damage
    once, with no traceback."""
    path = tmp_path / "damaged.db"
    service = await Service.open(path, rng=random.Random(3))
    try:
        await started_table(service)
        async with service.store.reading() as db:
            await db.execute("PRAGMA cache_size = 0")
            await db.execute_fetchall("PRAGMA wal_checkpoint(TRUNCATE)")
        with path.open("r+b") as file:
            file.seek(4096)  # the first page (the file's header) is left whole
            file.write(b"\xff" * (path.stat().st_size - 4096))
        caplog.set_level(logging.INFO, logger="hexhaven")
        for _ in range(2):
            with pytest.raises(Refusal) as caught:
                await service.tables.status(42)
            assert (caught.value.code, caught.value.message) == ("not_read", NOT_READ)
        said = [r for r in caplog.records if r.name == "hexhaven.store"]
        assert len(said) == 1 and "damaged" in said[0].getMessage()
        assert all(r.exc_info is None for r in caplog.records)
    finally:
        await service.close()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_a_stopped_server_refuses_the_call_and_changes_nothing(
    postgres: Cluster, postgres_url: str, case: Case
) -> None:
    """Each call that writes, on PostgreSQL with its server stopped: refused with one of the
    two sentences of a database that does not answer (a read's or a write's, whichever the
    call reached first), never an unexpected error; once the server is back nothing changed
    and the same call succeeds on the same service."""
    service = await Service.open(postgres_url, rng=random.Random(3))
    try:
        await case.before(service)
        before = await contents(service)
        postgres.halt()
        try:
            with pytest.raises(Refusal) as caught:
                await case.call(service)
        finally:
            postgres.resume()
        assert (caught.value.code, caught.value.message) in {
            ("not_saved", NOT_SAVED),
            ("not_read", NOT_READ),
        }
        assert await contents(service) == before
        await case.call(service)
        assert await contents(service) != before
    finally:
        await service.close()
