"""The service's words, one module an area: its refusals (`refusals`), the lobby's and the
game's announcements (`lobby`), computer players (`computers`), substitutes and vacations
(`away`), the status and log lines (`status`), the hand (`hand`), the summaries (`summary`),
the table settings described (`settings`), and records and replays (`records`).

A language keeps them in one `.po` file, `words/locale/<language>/service.po`, which
`MESSAGES` gathers them all for: a message moved between these modules stays in that file."""

from __future__ import annotations

from . import away, computers, hand, lobby, records, refusals, settings, status, summary

MESSAGES = (
    refusals.MESSAGES
    + lobby.MESSAGES
    + computers.MESSAGES
    + away.MESSAGES
    + status.MESSAGES
    + hand.MESSAGES
    + summary.MESSAGES
    + settings.MESSAGES
    + records.MESSAGES
)
