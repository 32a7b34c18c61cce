"""The lobby's and the game's announcements: a table opened, seats taken and left, the host,
the game beginning, a seat taken back from a computer player, and what a thread missed."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    # The lobby.
    Message(
        "service.lobby.bots",
        "Computer players fill from 0 to {most} seats here (the host takes one).",
    ),
    Message(
        "service.lobby.table_exists",
        "This channel already has a table; join it, or finish it first.",
    ),
    Message("service.lobby.opened", "{player} opened a table. {settings}"),
    Message(
        "service.lobby.computers",
        "🤖 {count} computer player ({level}) takes a seat.",
        "🤖 {count} computer players ({level}) take a seat.",
        "count",
    ),
    Message("service.lobby.join", "Join to take a seat."),
    Message("service.lobby.already_seated", "You already have a seat at this table."),
    Message("service.lobby.full", "The table is full ({count} seats)."),
    Message("service.lobby.seated", "{player} takes a seat ({count} seated)."),
    Message("service.lobby.left", "{player} leaves the table."),
    Message("service.lobby.closed", "The table is empty and closes."),
    Message("service.lobby.host", "{player} is the host now."),
    Message("service.lobby.no_seat", "{player} has no seat at this table."),
    Message("service.lobby.kick_host", "The host cannot be removed; the host can leave instead."),
    Message("service.lobby.removed", "{player} was removed from the table."),
    Message("service.lobby.settings", "Table settings: {settings}"),
    Message("service.lobby.abandoned", "{player} abandoned the game."),
    # The game.
    Message("service.play.begins", "The game begins! Seat order: {players}."),
    Message("service.play.returns", "{player} takes their seat back from the computer player."),
    # What a table's thread missed (the bot stopped, or Discord failed, after a move was
    # stored and before it was posted), posted when it is back.
    Message("service.announce.missed", "📣 Missed while the bot was away:"),
    Message(
        "service.announce.earlier",
        "…and {count} earlier move (see /log).",
        "…and {count} earlier moves (see /log).",
        "count",
    ),
)
