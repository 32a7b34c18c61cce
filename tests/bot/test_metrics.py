"""The operator's metrics: a Prometheus text endpoint, off unless `HEXHAVEN_METRICS_PORT` is set,
counting moves, refusals, errors and timers as they happen and showing what the database holds
(tables, deadlines, announcements owed) as last read. Only 127.0.0.1 is ever served or asked."""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import signal
import socket
import urllib.request
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.metrics import Metrics, serve
from bot.service import Refusal, Service
from bot.settings import Settings, SettingsError
from tests.bot.fakediscord import FakeDiscord
from tests.bot.test_process import environment, start_bot
from tests.bot.world import button, open_table, select_holding, world
from tests.service.helpers import fill_the_disk, free_the_disk, play_one, started_table

FAMILIES = (
    "hexhaven_moves_total",
    "hexhaven_act_seconds",
    "hexhaven_tables",
    "hexhaven_deadlines_pending",
    "hexhaven_timers_fired_total",
    "hexhaven_announcements_owed",
    "hexhaven_announcements_owed_oldest_seconds",
    "hexhaven_discord_latency_seconds",
    "hexhaven_refusals_total",
    "hexhaven_errors_total",
    "hexhaven_database_errors_total",
)


def free_port() -> int:
    """A port nothing listens on now, on 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def scrape(port: int) -> str:
    """The endpoint's text, as Prometheus reads it."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as answer:
        return str(answer.read().decode("utf-8"))


def value(metrics: Metrics, name: str, **labels: str) -> float:
    """A sample's value (0 for one never counted)."""
    found = metrics.registry.get_sample_value(name, labels)
    return 0.0 if found is None else found


async def test_the_endpoint_is_off_without_the_variable(tmp_path: Path) -> None:
    """No `HEXHAVEN_METRICS_PORT`, no metrics: nothing is served and nothing is counted."""
    service = await Service.open(tmp_path / "bot.db")
    try:
        settings = Settings.from_env({})
        assert settings.metrics_port is None
        assert await serve(settings, service) is None
    finally:
        await service.close()


def test_a_malformed_port_is_refused() -> None:
    """A port that is not a number from 1 to 65535 stops the bot with a sentence saying so;
    the host defaults to this machine only."""
    with pytest.raises(SettingsError, match="HEXHAVEN_METRICS_PORT"):
        Settings.from_env({"HEXHAVEN_METRICS_PORT": "metrics"})
    with pytest.raises(SettingsError, match="HEXHAVEN_METRICS_PORT"):
        Settings.from_env({"HEXHAVEN_METRICS_PORT": "70000"})
    settings = Settings.from_env({"HEXHAVEN_METRICS_PORT": "9464"})
    assert (settings.metrics_host, settings.metrics_port) == ("127.0.0.1", 9464)


async def test_scraping_shows_every_metric_family(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """With the port set, an HTTP GET on it answers Prometheus text naming every family, the
    serving address is logged once at INFO, and stopping closes the port."""
    service = await Service.open(tmp_path / "bot.db")
    port = free_port()
    env = {"HEXHAVEN_METRICS_PORT": str(port), "HEXHAVEN_METRICS_HOST": "127.0.0.1"}
    try:
        with caplog.at_level(logging.INFO, logger="hexhaven.metrics"):
            endpoint = await serve(Settings.from_env(env), service)
        assert endpoint is not None
        served = [r for r in caplog.records if r.name == "hexhaven.metrics"]
        assert [r.getMessage() for r in served] == [
            f"metrics served on http://127.0.0.1:{port}/metrics"
        ]
        try:
            text = await asyncio.to_thread(scrape, port)
        finally:
            await endpoint.stop()
        for family in FAMILIES:
            assert f"# TYPE {family} " in text, family
        assert 'hexhaven_tables{status="open"} 0.0' in text
        assert 'hexhaven_moves_total{rules="base"} 0.0' in text
        assert "hexhaven_discord_latency_seconds NaN" in text
        with pytest.raises(OSError):
            await asyncio.to_thread(scrape, port)
    finally:
        await service.close()


async def test_a_move_counts_once_under_its_rule_set(tmp_path: Path) -> None:
    """A move made through Discord is counted once, under its table's rule set, and its call
    to the service is timed; a table's opening is counted in the tables' gauge."""
    async with world(tmp_path / "bot.db") as w:
        metrics = Metrics(w.service)
        w.bot.metrics = metrics
        thread = await open_table(w)
        await metrics.refresh()
        assert metrics.read.tables == {"open": 0, "playing": 1}
        before = value(metrics, "hexhaven_moves_total", rules="base")
        acts = value(metrics, "hexhaven_act_seconds_count")
        status = await w.service.tables.status(thread.id)
        first = status.awaiting[0]
        spot = (await w.service.tables.legal(thread.id, first))[0]
        mover = w.by_id[first]
        panel = thread.last_message
        menu = (await mover.click(panel, custom_id=button(panel, "build"))).response
        done = await mover.select(menu, [spot], custom_id=select_holding(menu, spot))
        assert done.response.content.startswith("✅")
        assert value(metrics, "hexhaven_moves_total", rules="base") == before + 1
        assert value(metrics, "hexhaven_act_seconds_count") == acts + 1


async def test_every_committed_move_counts_once_on_either_store(database: str | Path) -> None:
    """Whichever way a move is stored (a transaction, or on a server one statement), each one
    committed is counted once; the tables' gauge reads the same on both databases."""
    service = await Service.open(database, rng=random.Random(7))
    try:
        metrics = Metrics(service)
        started = await started_table(service, 42)
        rng = random.Random(3)
        for _ in range(30):
            assert await play_one(service, 42, rng) is not None
        info = await service.tables.table_info(42)
        assert info is not None and started.version is not None
        played = info.version - started.version  # the moves stored (a refused offer is not)
        assert value(metrics, "hexhaven_moves_total", rules="base") == played
        await metrics.refresh()
        assert metrics.read.tables == {"open": 0, "playing": 1}
    finally:
        await service.close()


async def test_a_refusal_counts_under_its_code(tmp_path: Path) -> None:
    """A refusal told to a user is counted under its code; no unexpected error is counted."""
    async with world(tmp_path / "bot.db") as w:
        metrics = Metrics(w.service)
        w.bot.metrics = metrics
        thread = await open_table(w)
        pressed = await w.stranger.slash(thread, "roll")
        assert pressed.ephemeral
        assert value(metrics, "hexhaven_refusals_total", code="not_seated") == 1
        assert "hexhaven_errors_total{" not in _text(metrics)


async def test_owed_announcements_show_with_the_oldest_ones_age(tmp_path: Path) -> None:
    """A move stored but never posted (the service called directly) makes its table owed; the
    refreshed gauges say one table is owed, for as long as its move has been stored."""
    async with world(tmp_path / "bot.db", timed=True) as w:
        assert w.clock is not None
        metrics = Metrics(w.service)
        thread = await open_table(w)
        await metrics.refresh()
        assert metrics.read.owed == 0
        status = await w.service.tables.status(thread.id)
        first = status.awaiting[0]
        spot = (await w.service.tables.legal(thread.id, first))[0]
        await w.service.play.act(thread.id, first, spot)
        w.clock.advance(90)
        await metrics.refresh()
        assert value(metrics, "hexhaven_announcements_owed") == 1
        assert value(metrics, "hexhaven_announcements_owed_oldest_seconds") == 90
        assert value(metrics, "hexhaven_deadlines_pending") == metrics.read.pending_deadlines >= 1


async def test_an_expiry_counts_the_timer_and_its_moves(tmp_path: Path) -> None:
    """A turn timer that runs out is counted as an expiry of its deadline's kind, and the moves
    it plays for the absent player as moves, though no player asked for them."""
    async with world(tmp_path / "bot.db", timed=True) as w:
        metrics = Metrics(w.service)
        await open_table(w, turn_time="1h", on_timeout="default")
        moves = value(metrics, "hexhaven_moves_total", rules="base")
        assert await w.tick(3601) == 1
        fired = {
            (s.labels["event"], s.labels["kind"]): s.value
            for family in metrics.registry.collect()
            if family.name == "hexhaven_timers_fired"
            for s in family.samples
            if s.name.endswith("_total")
        }
        assert fired == {("expiry", "setup"): 1}
        # The default move of a settlement's deadline: the settlement alone.
        assert value(metrics, "hexhaven_moves_total", rules="base") == moves + 1


async def test_every_database_failure_counts_not_only_an_outages_first(tmp_path: Path) -> None:
    """The log tells of an outage once; the metrics count every call that met it, by reason."""
    service = await Service.open(tmp_path / "bot.db")
    try:
        metrics = Metrics(service)
        await fill_the_disk(service)
        for channel in (1, 2, 3):
            with pytest.raises(Refusal):
                await service.lobby.create_table(channel, "ann")
        await free_the_disk(service)
        await service.lobby.create_table(4, "ann")
        assert value(metrics, "hexhaven_database_errors_total", reason="full") == 3
        assert value(metrics, "hexhaven_database_errors_total", reason="io") == 0
    finally:
        await service.close()


def _text(metrics: Metrics) -> str:
    from prometheus_client import generate_latest

    return generate_latest(metrics.registry).decode("utf-8")


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord("fake." + secrets.token_urlsafe(32))
    await server.start()
    yield server
    await server.stop()


async def test_the_bot_process_serves_them_until_it_stops(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """`python -m bot` with the port set logs the address once, serves the metrics while it
    runs, and closes the port when it stops on SIGINT (exit code 0)."""
    port = free_port()
    env = environment(fake_discord, fake_discord.state.token, tmp_path / "hexhaven.db")
    env["HEXHAVEN_METRICS_PORT"] = str(port)
    proc, logs = await start_bot(env, tmp_path)
    try:
        await fake_discord.wait_for(lambda: "READY" in logs.text, timeout=30)
        text = await asyncio.to_thread(scrape, port)
        for family in FAMILIES:
            assert f"# TYPE {family} " in text, family
    finally:
        proc.send_signal(signal.SIGINT)
        code = await asyncio.wait_for(proc.wait(), 20)
        await logs.task
    assert code == 0, logs.text
    assert logs.text.count(f"metrics served on http://127.0.0.1:{port}/metrics") == 1
    assert "Traceback" not in logs.text
    with pytest.raises(OSError):
        await asyncio.to_thread(scrape, port)
