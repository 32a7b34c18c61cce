"""The operator's metrics: a Prometheus text endpoint of the bot process (docs/metrics.md).

Off unless `HEXHAVEN_METRICS_PORT` is set. `Metrics` keeps one process's counters in its own
registry (so a test may make several bots) and is the service's `Meter`; the Discord adapter
tells it of the failures it reports (`refused`, `errored`). What only the database knows
(tables, deadlines, announcements owed) is read every `REFRESH` seconds in the bot's event loop
and shown as read last (the HTTP server answers on its own thread and never waits for the
database).

    endpoint = await serve(settings, service, latency=lambda: bot.latency)  # None when off
    ...
    await endpoint.stop()
"""

from __future__ import annotations

import asyncio
import logging
import math
import threading
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass, field
from wsgiref.simple_server import WSGIServer

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Histogram,
    disable_created_metrics,
    start_http_server,
)
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from bot.service import Refusal, Service, rule_sets
from bot.settings import Settings
from bot.store.deadlines import Shards
from bot.store.tables import ACTIVE

log = logging.getLogger("hexhaven.metrics")

#: Seconds between two reads of what only the database knows.
REFRESH = 15.0
#: The reasons a database call fails (`StoreUnavailable.reason`), shown at 0 from the start.
DATABASE_REASONS = ("full", "read_only", "damaged", "locked", "io")
# `Play.act` takes milliseconds when the game is cached, longer on a server or at load.
ACT_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)


@dataclass(frozen=True)
class Read:
    """What the last refresh read from the database, and when (the service's clock)."""

    tables: dict[str, int] = field(default_factory=dict)
    pending_deadlines: int = 0
    owed: int = 0
    # When the newest move of the table owed longest was stored (None: nothing owed).
    oldest_owed: float | None = None


class Metrics:
    """One bot process's metrics: counters told as things happen, and gauges of what the last
    `refresh` read (a collector that runs no query of its own)."""

    def __init__(
        self,
        service: Service,
        *,
        latency: Callable[[], float] | None = None,
        shards: Callable[[], Shards | None] | None = None,
    ) -> None:
        self.service = service
        self._latency = latency
        self._shards = shards
        self.read = Read()
        # No `_created` series beside each counter: a restart shows as the counter's reset.
        disable_created_metrics()  # type: ignore[no-untyped-call]
        self.registry = CollectorRegistry()
        self.moves_total = Counter(
            "hexhaven_moves",
            "Moves committed (players', timers' and computers'), by rule set.",
            ["rules"],
            registry=self.registry,
        )
        self.act_seconds = Histogram(
            "hexhaven_act_seconds",
            "Duration of the service's act calls (a move asked for), refused or not.",
            buckets=ACT_BUCKETS,
            registry=self.registry,
        )
        self.timers_fired = Counter(
            "hexhaven_timers_fired",
            "Turn timers fired: reminders sent and deadlines expired, by the deadline's kind.",
            ["event", "kind"],
            registry=self.registry,
        )
        self.refusals = Counter(
            "hexhaven_refusals",
            "Refusals told to a user, by code.",
            ["code"],
            registry=self.registry,
        )
        self.errors = Counter(
            "hexhaven_errors",
            "Unexpected errors of an interaction (logged with an id), by exception class.",
            ["kind"],
            registry=self.registry,
        )
        self.database_errors = Counter(
            "hexhaven_database_errors",
            "Calls that met a failure of the database (every one, not only an outage's first).",
            ["reason"],
            registry=self.registry,
        )
        for rules in rule_sets():
            self.moves_total.labels(rules=rules)
        for reason in DATABASE_REASONS:
            self.database_errors.labels(reason=reason)
        self.registry.register(_Gauges(self))
        service.measure(self)

    # The service's meter (`bot.service.meter.Meter`).

    def moves(self, rules: str, count: int) -> None:
        self.moves_total.labels(rules=rules).inc(count)

    def acted(self, seconds: float) -> None:
        self.act_seconds.observe(seconds)

    def fired(self, event: str, kind: str) -> None:
        self.timers_fired.labels(event=event, kind=kind).inc()

    def database_error(self, reason: str) -> None:
        self.database_errors.labels(reason=reason).inc()

    # The Discord adapter's failures (`bot.discord_app.errors.report`).

    def refused(self, code: str) -> None:
        """A refusal was told to a user."""
        self.refusals.labels(code=code).inc()

    def errored(self, kind: str) -> None:
        """An unexpected error was told to a user (as an id to quote)."""
        self.errors.labels(kind=kind).inc()

    # What only the database knows.

    async def refresh(self) -> None:
        """Read the tables, the pending deadlines and the announcements owed (the owed of this
        process's shards only); raises what the service raises (the values stay as they were)."""
        counts = await self.service.tables.counts()
        shards = self._shards() if self._shards is not None else None
        owed = await self.service.announcements.owed(shards=shards)
        self.read = Read(
            tables=dict(counts.tables),
            pending_deadlines=counts.pending_deadlines,
            owed=len(owed),
            oldest_owed=min((row.since for row in owed), default=None),
        )

    async def refreshing(self, every: float = REFRESH) -> None:
        """`refresh` now and every `every` seconds, until cancelled; a failure keeps the last
        values (an outage is already in the log, once)."""
        while True:
            try:
                # A database that does not answer is refused; the store logged it once.
                with suppress(Refusal):
                    await self.refresh()
            except Exception:
                log.exception("metrics: reading the database's counts failed")
            await asyncio.sleep(every)

    def latency(self) -> float:
        """The Discord gateway's latency in seconds; NaN before connecting."""
        if self._latency is None:
            return math.nan
        try:
            return float(self._latency())
        except Exception:
            return math.nan


class _Gauges(Collector):
    """The gauges, from what the last refresh read (and the gateway latency, as it is now)."""

    def __init__(self, metrics: Metrics) -> None:
        self._metrics = metrics

    def collect(self) -> Iterator[Metric]:
        metrics = self._metrics
        read = metrics.read  # one snapshot, replaced whole by `refresh`
        tables = GaugeMetricFamily(
            "hexhaven_tables", "Tables by status (open, playing).", labels=["status"]
        )
        for status in ACTIVE:
            tables.add_metric([status], read.tables.get(status, 0))
        yield tables
        yield GaugeMetricFamily(
            "hexhaven_deadlines_pending",
            "Turn deadlines not fired yet (every table's).",
            value=read.pending_deadlines,
        )
        yield GaugeMetricFamily(
            "hexhaven_announcements_owed",
            "Tables whose threads have not been told of every stored move.",
            value=read.owed,
        )
        age = 0.0
        if read.oldest_owed is not None:
            age = max(0.0, metrics.service.now() - read.oldest_owed)
        yield GaugeMetricFamily(
            "hexhaven_announcements_owed_oldest_seconds",
            "Age of the newest move of the table owed longest (0 when none is owed).",
            value=age,
        )
        yield GaugeMetricFamily(
            "hexhaven_discord_latency_seconds",
            "Discord gateway heartbeat latency (NaN before connecting).",
            value=metrics.latency(),
        )


@dataclass
class Endpoint:
    """The metrics served over HTTP, with the task refreshing them."""

    metrics: Metrics
    server: WSGIServer
    thread: threading.Thread
    refresher: asyncio.Task[None]

    @property
    def address(self) -> tuple[str, int]:
        """The host and port served."""
        host, port = self.server.server_address[:2]
        return str(host), int(port)

    async def stop(self) -> None:
        """Stop refreshing and serving."""
        self.refresher.cancel()
        with suppress(asyncio.CancelledError):
            await self.refresher
        await asyncio.to_thread(self.server.shutdown)
        self.server.server_close()
        self.thread.join()


async def serve(
    settings: Settings,
    service: Service,
    *,
    latency: Callable[[], float] | None = None,
    shards: Callable[[], Shards | None] | None = None,
    every: float = REFRESH,
) -> Endpoint | None:
    """Serve the metrics on `HEXHAVEN_METRICS_HOST`:`HEXHAVEN_METRICS_PORT` (None, serving
    nothing, when the port is unset); the values are read once before this returns. Raises
    `OSError` if the address cannot be served (a port taken)."""
    if settings.metrics_port is None:
        return None
    metrics = Metrics(service, latency=latency, shards=shards)
    with suppress(Refusal):
        await metrics.refresh()
    server, thread = start_http_server(
        settings.metrics_port, addr=settings.metrics_host, registry=metrics.registry
    )
    endpoint = Endpoint(
        metrics, server, thread, asyncio.create_task(_later(metrics, every), name="metrics")
    )
    host, port = endpoint.address
    log.info("metrics served on http://%s:%d/metrics", host, port)
    return endpoint


async def _later(metrics: Metrics, every: float) -> None:
    """`Metrics.refreshing`, from the next interval on (`serve` read the first values)."""
    await asyncio.sleep(every)
    await metrics.refreshing(every)
