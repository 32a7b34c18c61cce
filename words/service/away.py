"""A player away: substitutes who take over a seat left open after missed deadlines, and
vacations that pause a player's clocks at all their games."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    # Substitutes.
    Message("service.substitute.none_open", "No seat at this table is open for a substitute."),
    Message("service.substitute.not_open", "{seat} is not a seat open for a substitute."),
    Message("service.substitute.already_seated", "You already play a seat at this table."),
    Message(
        "service.substitute.asks", "{player} asks to take over {seat}'s seat; the host can approve."
    ),
    Message("service.substitute.no_request", "That user has not asked to take over an open seat."),
    Message("service.substitute.other_seated", "That user already plays a seat at this table."),
    Message(
        "service.substitute.takes_over",
        "{player} takes over {seat}'s seat, with its pieces and cards.",
    ),
    Message(
        "service.substitute.abandoned",
        "Nobody plays at this table any more: the game is abandoned.",
    ),
    # Vacations.
    Message(
        "service.vacation.used_up",
        "You have used your {days} vacation days this year.",
    ),
    Message("service.vacation.past", "A vacation must end in the future."),
    Message("service.vacation.too_long", "You have {left} of {days} vacation days left this year."),
    Message(
        "service.vacation.away",
        "You are away until {until}; your clocks at {count} game are paused.",
        "You are away until {until}; your clocks at {count} games are paused.",
        "count",
    ),
    Message("service.vacation.left", "{left} of {days} vacation days left this year."),
    Message("service.vacation.not_away", "You are not on vacation."),
    Message(
        "service.vacation.back",
        "Welcome back: your clocks at {count} game run again.",
        "Welcome back: your clocks at {count} games run again.",
        "count",
    ),
    Message("service.vacation.until", "You are away until {until}."),
    Message("service.vacation.not_away_now", "You are not away."),
)
