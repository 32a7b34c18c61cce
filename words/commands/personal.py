"""A player's own settings: `/settings language|time_zone|quiet_hours|digest|web`,
`/reminders` and `/vacation`."""

from __future__ import annotations

from ..catalogue import Message

MESSAGES = (
    Message("command.reminders.name", "reminders"),
    Message(
        "command.reminders.description",
        "Direct messages when it is your move, and news such as a card stolen from you",
    ),
    Message("command.reminders.option.state.name", "state"),
    Message(
        "command.reminders.option.state.description",
        "on: by direct message; off: as mentions in the game's thread",
    ),
    Message("command.vacation.name", "vacation"),
    Message("command.vacation.description", "Pause your clocks at all your games"),
    Message("command.vacation.option.state.name", "state"),
    Message(
        "command.vacation.option.state.description",
        "on: go away; off: come back; status: days left",
    ),
    Message("command.vacation.option.days.name", "days"),
    Message(
        "command.vacation.option.days.description",
        "How long (default: all the days you have left this year)",
    ),
    Message("command.settings.name", "settings"),
    Message("command.settings.description", "Your own settings"),
    Message("command.settings.language.name", "language"),
    Message(
        "command.settings.language.description",
        "The language of what only you see (default: Discord's)",
    ),
    Message("command.settings.language.option.language.name", "language"),
    Message(
        "command.settings.language.option.language.description",
        "A language, or follow your Discord language",
    ),
    Message("command.settings.time_zone.name", "time_zone"),
    Message(
        "command.settings.time_zone.description",
        "Your time zone, for deadlines in your own time and your quiet hours",
    ),
    Message("command.settings.time_zone.option.zone.name", "zone"),
    Message(
        "command.settings.time_zone.option.zone.description", "A zone name, e.g. Europe/Amsterdam"
    ),
    Message("command.settings.quiet_hours.name", "quiet_hours"),
    Message(
        "command.settings.quiet_hours.description",
        "Hours without pings, when your turn clock waits (leave both empty to clear)",
    ),
    Message("command.settings.quiet_hours.option.start.name", "start"),
    Message("command.settings.quiet_hours.option.start.description", "When they start, e.g. 23:00"),
    Message("command.settings.quiet_hours.option.end.name", "end"),
    Message("command.settings.quiet_hours.option.end.description", "When they end, e.g. 08:00"),
    Message("command.settings.digest.name", "digest"),
    Message("command.settings.digest.description", "A daily direct message about all your games"),
    Message("command.settings.digest.option.time.name", "time"),
    Message(
        "command.settings.digest.option.time.description",
        "Your local time, e.g. 08:00; or off",
    ),
    Message("command.settings.web.name", "web"),
    Message("command.settings.web.description", "How your name shows on leagues' web pages"),
    Message("command.settings.web.option.name.name", "name"),
    Message("command.settings.web.option.name.description", "Your display name, or initials"),
)
