"""What the adapters need from the service that it does not offer as a public call yet.

The service returns a table's seat names, host and status only inside sentences, and keeps
its clock to itself, so these functions read them through `Service.core`. Every adapter goes
through this module: it is the only place to change once the service grows such calls.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.service import Refusal, Service, User


@dataclass(frozen=True)
class TableInfo:
    """A channel's latest table: id, status (open, playing, finished, abandoned), version,
    host and the display name of each seated player id, in seat order."""

    id: int
    status: str
    version: int
    host: str
    names: dict[str, str] = field(default_factory=dict)


async def table_info(service: Service, channel: int | str) -> TableInfo | None:
    """The channel's latest table, or None if it never had one."""
    try:
        table = await service.core.latest(channel)
    except Refusal:
        return None
    row = table.row
    return TableInfo(row.id, row.status, row.version, row.host, table.names)


async def seat_names(service: Service, channel: int | str) -> dict[str, str]:
    """Display name of each player seated at the channel's latest table (empty if none)."""
    info = await table_info(service, channel)
    return info.names if info else {}


def now(service: Service) -> float:
    """The service's clock (epoch seconds), for deadlines such as the end of a vacation."""
    return service.core.clock()


async def player_of(service: Service, channel: int | str, user: User) -> str:
    """The engine player id the user plays at the channel's table (a substitute plays the id of
    the seat taken over); the user's own id when they play none."""
    try:
        return await service.player_id(channel, user) or user.id
    except Refusal:
        return user.id
