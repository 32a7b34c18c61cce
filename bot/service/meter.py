"""What the service and the timers tell an operator's metrics, as a hook: `bot.metrics` fills it
in when metrics are turned on; otherwise nothing is counted. No metrics library is imported
here, so the service and the store stay free of one."""

from __future__ import annotations

from typing import Protocol


class Meter(Protocol):
    """Receives the events the metrics count; every method is cheap and never raises."""

    def moves(self, rules: str, count: int) -> None:
        """`count` moves of a table of rule set `rules` were committed (players', timers' or
        computers')."""

    def acted(self, seconds: float) -> None:
        """A call of `Play.act` took `seconds`, refused or not."""

    def fired(self, event: str, kind: str) -> None:
        """A turn timer fired: `event` is `reminder` or `expiry`, `kind` the deadline's kind
        (what the player was awaited for)."""

    def database_error(self, reason: str) -> None:
        """A call met a failure of the database (`StoreUnavailable.reason`)."""


class Unmeasured:
    """The meter when metrics are off: counts nothing."""

    def moves(self, rules: str, count: int) -> None:
        del rules, count

    def acted(self, seconds: float) -> None:
        del seconds

    def fired(self, event: str, kind: str) -> None:
        del event, kind

    def database_error(self, reason: str) -> None:
        del reason
