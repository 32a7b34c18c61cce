"""The terminal's words (`python -m bot local`): what the session says around the game's own
lines."""

from __future__ import annotations

from .catalogue import Message

MESSAGES = (
    Message("terminal.help_hint", "Type /help for the commands."),
    Message("terminal.resumed", "Going on with the game in this database."),
    Message("terminal.never_started", "The database holds a table that never started."),
    Message("terminal.no_progress", "(no progress card)"),
    Message("terminal.nothing_to_choose", "(nothing to choose now)"),
    Message("terminal.nothing_now", "(nothing now)"),
    Message(
        "terminal.others_must_act",
        "Nothing for {name} now: waiting for {players}. Type /as {first} to act as {first}.",
    ),
    Message(
        "terminal.unknown_command", "✗ There is no /{command} command. Type /help for the list."
    ),
    Message("terminal.unknown_seat", "No seat called {name}: {seats}."),
    Message("terminal.acting", "— now acting as {name} —"),
    Message("terminal.hand_picture", "Hand picture: {path}"),
    Message("terminal.board", "Board: {path}"),
    Message("terminal.summary", "Summary: {path}"),
    Message("terminal.picture", "Picture: {path}"),
    Message("terminal.only_you", "(only you) {line}"),
    Message("terminal.for_user", "(for {user}) {line}"),
    Message("terminal.not_playable", "{card}: {why}"),
    Message(
        "terminal.players",
        "hexhaven: name the players (3 or 4 for the base game; 2 play the 2-player game; --bots N "
        "adds computer players).",
    ),
)
