"""What a service call produced, for an adapter to turn into messages."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Deadline:
    """A new deadline: the user must act (`kind`: the phase or decision) before `due` (epoch s)."""

    user: str
    kind: str
    due: float


@dataclass(frozen=True)
class Outcome:
    """The result of one service call.

    `public`: lines for the channel. `private`: lines for one user only (ephemeral or DM).
    `post_board`: post the board image (turn end, game end, on request) — `view` then holds
    the public view to render. `ping`: users newly awaited; `awaiting`: everyone awaited now.
    `deadlines`: deadlines set by this call. `version`: the table's version afterwards (the
    number of actions applied), to put in buttons so a stale one is refused.
    """

    table: int | None = None
    public: tuple[str, ...] = ()
    private: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    post_board: bool = False
    ping: tuple[str, ...] = ()
    awaiting: tuple[str, ...] = ()
    deadlines: tuple[Deadline, ...] = ()
    version: int | None = None
    finished: bool = False
    winner: str | None = None
    view: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class TableInfo:
    """A channel's latest table: id, status (open, playing, finished, abandoned), version, host,
    and the display name of each seated player id, in seat order."""

    id: int
    status: str
    version: int
    host: str
    names: dict[str, str] = field(default_factory=dict)
