"""Time zones and quiet hours: setting them, the refusals, times said in the reader's own zone,
and the message that brings what was held through someone's quiet hours."""

from __future__ import annotations

from .catalogue import Message

MESSAGES = (
    Message("quiet.zone.set", "Your time zone is now {zone}; it is {time} there."),
    Message(
        "quiet.zone.unknown",
        "{zone} is not a time zone I know; pick a name from the list, such as Europe/Amsterdam.",
    ),
    Message(
        "quiet.hours.set",
        "Quiet hours: {start}–{end} ({zone}). Nothing pings you then, and your turn clock waits.",
    ),
    Message("quiet.hours.cleared", "You have no quiet hours now."),
    Message("quiet.hours.bad_time", "{value} is not a time of day; write it as 23:00."),
    Message(
        "quiet.hours.both",
        "Give both when your quiet hours start and when they end, or neither to clear them.",
    ),
    Message("quiet.hours.empty", "Quiet hours must start and end at different times."),
    Message("quiet.your_time", "{time} your time"),
    Message("quiet.held", "🌙 Held during your quiet hours:"),
    Message("quiet.status.quiet", "{player} has quiet hours until {until}; their clock waits."),
)
