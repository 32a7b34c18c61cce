"""The service's refusals: no table or game here, not your seat or turn, not the host, a
stale button, the database not answering, and values that are not what they should be."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message(
        "service.refusal.unknown_channel", "There is no table in this channel. Create one first."
    ),
    Message(
        "service.refusal.no_game",
        "There is no game going on in this channel; the last one is over. "
        "Create a new table to play again.",
    ),
    Message("service.refusal.not_started", "The game at this table has not started yet."),
    Message("service.refusal.game_over.finished", "This game finished; no more moves can be made."),
    Message(
        "service.refusal.game_over.abandoned", "This game was abandoned; no more moves can be made."
    ),
    Message("service.refusal.not_seated", "You do not have a seat at this table."),
    Message(
        "service.refusal.unknown_language", "Hexhaven does not speak {code}; choose {languages}."
    ),
    Message(
        "service.refusal.moved_on",
        "The game has moved on since then; nothing was changed. "
        "Look at the latest position and try again.",
    ),
    Message(
        "service.refusal.other_game", "That button belongs to an earlier game in this channel."
    ),
    Message("service.refusal.not_host", "Only the table's host or a server admin can do that."),
    Message(
        "service.refusal.not_saved.full",
        "That was not saved: the server's disk is full. Nothing changed; please try again later.",
    ),
    Message(
        "service.refusal.not_saved",
        "That was not saved: Hexhaven's database is not answering. Nothing changed; please try "
        "again in a few minutes.",
    ),
    Message(
        "service.refusal.not_read",
        "I can't read that right now: Hexhaven's database is not answering. Nothing changed; "
        "please try again in a few minutes.",
    ),
    Message("service.refusal.not_your_turn", "It is not your move; waiting for {waiting}."),
    Message(
        "service.refusal.already_started",
        "The game has already started; seats and settings are fixed. "
        "The host or a server admin can abandon it.",
    ),
    Message(
        "service.refusal.seat_forfeited",
        "You forfeited your seat after missing too many deadlines; the timer plays it now.",
    ),
    Message(
        "service.refusal.seat_open",
        "Your seat was opened for a substitute after you missed too many deadlines; the timer "
        "plays it meanwhile. Ask to take it back, and the host can approve.",
    ),
    Message("service.refusal.unknown_table", "{value} is not a table number."),
    Message("service.refusal.bad_count", "{value} is not a number of moves to show."),
    Message("service.refusal.bad_time", "{value} is not a time."),
    Message("service.refusal.setting_name", "A setting's name must be text, not {key}."),
    Message(
        "service.refusal.setting_value",
        "The value of {key} must be text, a number, true or false, or a list of them.",
    ),
    Message(
        "service.refusal.bad_user", "User id {value} must be letters, digits, '_', '-' or '.'."
    ),
    Message("service.refusal.not_a_user", "{value} is not a user id."),
    Message("service.refusal.not_a_channel", "{value} is not a channel id."),
    Message("service.refusal.no_seat_to_return", "No computer player holds a seat of yours here."),
)
