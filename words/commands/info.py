"""What a player may look at: `/board`, `/hand`, `/status`, `/catchup`, `/log` and `/rules`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.board.name", "board"),
    Message("command.board.description", "Show the board as it is now"),
    Message("command.board.option.spots.name", "spots"),
    Message(
        "command.board.option.spots.description",
        "Mark where you may build this piece now (only you see it)",
    ),
    Message("command.hand.name", "hand"),
    Message("command.hand.description", "Your cards (only you see them)"),
    Message("command.status.name", "status"),
    Message("command.status.description", "Seats, settings, points and whose move it is"),
    Message("command.catchup.name", "catchup"),
    Message("command.catchup.description", "What happened since your last move"),
    Message("command.log.name", "log"),
    Message("command.log.description", "The latest moves"),
    Message("command.log.option.count.name", "count"),
    Message("command.log.option.count.description", "How many moves (default 10)"),
    Message("command.rules.name", "rules"),
    Message("command.rules.description", "How to play, and the commands"),
    Message("command.rules.option.topic.name", "topic"),
    Message("command.rules.option.topic.description", "A topic (leave empty for the list)"),
)
