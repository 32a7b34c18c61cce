"""The timers' words: what a deadline's player must do, reminders, expiries, and the status's
lines about the clocks."""

from __future__ import annotations

from .catalogue import Catalogue, Message

#: What a deadline's player must do, by the deadline's kind.
KINDS = (
    ("setup", "place their set-up pieces"),
    ("roll", "roll"),
    ("main", "finish their turn"),
    ("discard", "discard"),
    ("robber", "move the robber"),
    ("road_building", "place their free roads"),
    ("neutral", "build for a neutral player"),
    ("give_back", "give cards in exchange"),
    ("trade", "answer the trade offer"),
    ("decision", "decide"),
    # Cities & Knights' choices.
    ("pillage", "choose the city the barbarians pillage"),
    ("metropolis", "place a metropolis"),
    ("relocate", "move a displaced knight"),
    ("aqueduct", "take the Aqueduct's resource"),
    ("defender_draw", "draw a progress card"),
    ("progress_return", "put back a progress card"),
    # Progress cards' choices and answers, and the dirty trick's commitments.
    # (Public lines: the card was named when played, these do not name it again.)
    ("harbor", "answer the harbor offer"),
    ("master_merchant", "take cards from the hand shown"),
    ("desert", "give up a knight"),
    ("desert_neutral", "choose which neutral knight deserts"),
    ("deserter", "place the deserted knight"),
    ("diplomat", "place the removed road again"),
    ("saboteur", "discard half their cards"),
    ("spy", "take a progress card from the hand shown"),
    ("wedding", "give a wedding gift"),
    ("commit", "commit knights against the barbarians"),
    # Seafarers' choices.
    ("gold", "choose their resources for gold"),
    ("token", "choose the number token to move"),
    ("play", "play"),
)
#: The kinds whose words speak of the player ("their turn"): said to the player by DM as
#: "your turn".
YOURS = (
    ("setup", "place your set-up pieces"),
    ("main", "finish your turn"),
    ("road_building", "place your free roads"),
    ("saboteur", "discard half your cards"),
    ("gold", "choose your resources for gold"),
)

MESSAGES = (
    *(Message(f"timer.kind.{kind}", text) for kind, text in KINDS),
    *(Message(f"timer.kind.yours.{kind}", text) for kind, text in YOURS),
    Message("timer.reminder", "⏰ Reminder: {player} has {left} left to {doing}."),
    Message("timer.reminder.dm", "⏰ Reminder: you have {left} left to {doing} at table {table}."),
    Message("timer.robot", "🤖 The timer plays for {player}'s seat."),
    Message("timer.expired", "⌛ Time is up for {player}, who had to {doing}."),
    Message("timer.missed", "{count} deadline", "{count} deadlines", "count"),
    Message(
        "timer.took_seat.computer",
        "{player} has missed {missed}: a computer player ({level}) plays the seat until {player} "
        "comes back with /return.",
    ),
    Message(
        "timer.took_seat.bot",
        "{player} has missed {missed}: the seat is open for a substitute, whom the host can "
        "approve; until then the timer plays its default moves.",
    ),
    Message(
        "timer.took_seat.forfeit",
        "{player} has missed {missed} and forfeits: the timer plays the seat's default moves for "
        "the rest of the game.",
    ),
    Message("timer.waits", "The game waits for them: their clock starts again."),
    Message("timer.once", "The timer plays the default move for them."),
    Message("timer.default", "The timer plays for them with default moves."),
    Message(
        "timer.strikes",
        "{player} has missed {count} of {limit} deadline.",
        "{player} has missed {count} of {limit} deadlines.",
        "limit",
    ),
    Message("timer.missed_in_game", "{player} has missed {missed} in this game."),
    # The status's lines about the clocks.
    Message("timer.status.due", "{player} has until {due} to {doing} ({left} left)."),
    Message("timer.status.away", "{player} is away until {until}; their clock is paused."),
    Message(
        "timer.status.open",
        "{player}'s seat is open for a substitute; the timer plays it meanwhile.",
    ),
    Message("timer.status.candidate", "{player} asks to take it over; the host can approve."),
    Message(
        "timer.status.forfeited", "{player} forfeited; the timer plays the seat's default moves."
    ),
    Message(
        "timer.status.computer",
        "🤖 A computer player ({level}) plays {player}'s seat until they come back with /return.",
    ),
    Message("timer.status.missed", "Missed deadlines: {missed}."),
    Message("timer.status.missed.limit", "Missed deadlines: {missed} (of {limit})."),
    Message("timer.status.strikes", "{player} {count}"),
)


def what_for(w: Catalogue, kind: str, *, yours: bool = False) -> str:
    """What a deadline's player must do (`roll`, `discard`, …); `yours`: said to them."""
    if yours and f"timer.kind.yours.{kind}" in w:
        return w.say(f"timer.kind.yours.{kind}")
    key = f"timer.kind.{kind}"
    return w.say(key if key in w else "timer.kind.play")
