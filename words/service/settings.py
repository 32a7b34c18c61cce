"""A table's settings described (the status's and the lobby's line, a league's table), the
settings' values named in a language, and the refusals of settings that make no table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..catalogue import Catalogue, Message, Phrase
from ..common import joined
from .computers import level_name

MESSAGES = (
    # Table settings.
    Message(
        "service.options.describe",
        "Rules {rules}{scenario}, preset {preset}{switches}, map {map}, VP target {vp}, turn "
        "time {turn_time}, {quiet_pause}, {reminders}, on timeout: {timeout}.",
    ),
    Message("service.options.scenario", ", scenario {scenario}"),
    # A table that seats fewer players than its rules take (`/game new players:`).
    Message("service.options.players", ", up to {count} players"),
    # The settings' values, in English as they are typed (`rules base`), named in a language.
    Message("service.options.value.rules.base", "base"),
    Message("service.options.value.rules.cities_knights", "cities_knights"),
    Message("service.options.value.rules.two_player", "two_player"),
    Message("service.options.value.rules.cities_knights_two_player", "cities_knights_two_player"),
    Message("service.options.value.rules.seafarers", "seafarers"),
    Message("service.options.value.rules.cities_knights_seafarers", "cities_knights_seafarers"),
    Message("service.options.value.rules.five_six", "five_six"),
    Message("service.options.value.rules.cities_knights_five_six", "cities_knights_five_six"),
    Message("service.options.value.preset.official", "official"),
    Message("service.options.value.preset.legacy1995", "legacy1995"),
    Message("service.options.value.preset.tournament", "tournament"),
    Message("service.options.value.map.beginner", "beginner"),
    Message("service.options.value.map.variable", "variable"),
    Message("service.options.value.timeout.ping", "ping"),
    Message("service.options.value.timeout.default", "default"),
    Message("service.options.value.timeout.skip", "skip"),
    Message("service.options.switch", ", {name} {value}"),
    Message("service.options.vp_default", "{vp} (default)"),
    Message("service.options.vp_default.unknown", "default"),
    Message("service.options.no_reminders", "no reminders"),
    Message("service.options.reminders", "reminders at {points}"),
    Message(
        "service.options.timeout.bot", "bot (a substitute may take the seat after {strikes} missed)"
    ),
    Message("service.options.timeout.forfeit", "forfeit (after {strikes} missed)"),
    Message(
        "service.options.timeout.computer",
        "computer (a computer player, {level}, takes the seat after {strikes} missed, until its "
        "player comes back with /return)",
    ),
    Message(
        "service.options.league_table",
        "preset {preset}, map {map}, VP target {vp}, turn time {turn_time}, {quiet_pause}, on "
        "timeout: {timeout}",
    ),
    Message("service.options.quiet_pause.on", "clocks wait in quiet hours"),
    Message("service.options.quiet_pause.off", "clocks run in quiet hours"),
    Message("service.league.whole", "a whole number from {least} to {most}."),
    Message("service.league.share", "a share from 0% to 100%."),
    Message("service.league.one_of", "one of {choices}."),
    Message(
        "service.options.scenario_text",
        "{scenario} · {count} players · {vp} VP",
    ),
    Message(
        # A scenario whose map for 5–6 players goes by another name (the Six Islands).
        "service.options.scenario_text_five_six",
        "{text} · 5–6: {five_six}",
    ),
    Message(
        "service.options.bad_duration",
        "Turn time {value} is not a duration such as 90m, 12h or 2d.",
    ),
    Message("service.options.turn_time", "The turn time must be between 5 minutes and 14 days."),
    Message("service.options.bad_vp", "The victory point target {value} is not a whole number."),
    Message("service.options.bad_reminders", "Reminders {value} must be a list such as 50%, 90%."),
    Message("service.options.many_reminders", "At most {most} reminders per turn."),
    Message(
        "service.options.bad_reminder",
        "Reminder {value} must be a share of the turn time between 1% and 99%.",
    ),
    Message(
        "service.options.bad_players",
        "Players must be a whole number, such as 5, not {value}.",
    ),
    Message(
        "service.options.players_two",
        "The game for two is played by 2 players, not {count}; for {count}, choose the base "
        "game or Cities & Knights.",
    ),
    Message(
        "service.options.players_range",
        "These rules are played by {least} to {most} players, not {count}.",
    ),
    Message(
        "service.options.bad_strikes",
        "Strikes must be a whole number from 1 to {most}, not {value}.",
    ),
    Message(
        "service.options.bad_switch",
        "Write a rule switch as name=value (dirty_trick=true), not {value}.",
    ),
    Message(
        "service.options.bad_switches", "Rule switches {value} must be written as name=value pairs."
    ),
    Message("service.options.not_a_word", "The {name} must be a word, not {value}."),
    Message(
        "service.options.bad_quiet_pause",
        "quiet_pause is on (clocks wait in quiet hours) or off, not {value}.",
    ),
    Message(
        "service.options.not_a_mapping",
        "Table settings must be given as names with values (such as turn_time: 12h), not as "
        "{kind}.",
    ),
    Message("service.options.setting_name", "A table setting's name must be text, not {key}."),
    Message("service.options.unknown_setting", "There is no table setting called {key}."),
    Message(
        "service.options.unknown_timeout",
        "Unknown timeout policy {value}; choose one of {choices}.",
    ),
    Message(
        "service.options.unknown_level", "Unknown computer level {value}; choose one of {choices}."
    ),
    Message(
        "service.options.bad_think",
        "The thinking time must be a number of seconds from {least} to {most}, not {value}.",
    ),
    Message(
        "service.options.not_at_a_table",
        "The rules {value} cannot be played at a table yet; choose one of {choices}.",
    ),
    Message(
        "service.options.no_scenarios",
        "Only Seafarers is played with a scenario; the rules {value} take none.",
    ),
    Message(
        "service.options.unknown_scenario", "There is no scenario {value}; choose one of {choices}."
    ),
)


def describe_options(w: Catalogue, o: Mapping[str, Any]) -> str:
    """A table's settings in one line (the status's and the lobby's), from their data:
    `rules`, `scenario` (a label or None), `players` (None: the rules' own), `preset`,
    `switches`, `map`, `vp` (its text), `turn_time` (a duration), `quiet_pause` (on or off),
    `reminders` (percentages), `timeout`, `strikes`, `level`."""
    scenario = o["scenario"]
    seats = o.get("players")
    switches = "".join(w.say("service.options.switch", name=k, value=v) for k, v in o["switches"])
    return w.say(
        "service.options.describe",
        rules=option_value(w, "rules", o["rules"]),
        scenario=("" if scenario is None else w.say("service.options.scenario", scenario=scenario))
        + ("" if seats is None else w.say("service.options.players", count=seats)),
        preset=option_value(w, "preset", o["preset"]),
        switches=switches,
        map=option_value(w, "map", o["map"]),
        vp=o["vp"],
        turn_time=o["turn_time"],
        quiet_pause=quiet_pause_text(w, o["quiet_pause"]),
        reminders=reminders_text(w, o["reminders"]),
        timeout=timeout_text(w, o["timeout"], o["strikes"], o["level"]),
    )


def quiet_pause_text(w: Catalogue, on: bool) -> str:
    """Whether the awaited player's clock waits through their quiet hours."""
    return w.say("service.options.quiet_pause.on" if on else "service.options.quiet_pause.off")


def vp_text(w: Catalogue, default: int | None) -> str:
    """The rule set's own victory point target, said to be the default (`10 (default)`)."""
    if default is None:
        return w.say("service.options.vp_default.unknown")
    return w.say("service.options.vp_default", vp=default)


def option_value(w: Catalogue, option: str, value: object) -> str:
    """A setting's value (`base`, `beginner`): as typed in English, by its name in another
    language; a value without words (a map given as data) as it is."""
    key = f"service.options.value.{option}.{value}"
    return w.say(key) if key in w else str(value)


def named_option(option: str, value: object) -> str:
    """`option_value` as a phrase, said in each reader's language."""
    return Phrase(lambda w: option_value(w, option, value))


def reminders_text(w: Catalogue, shown: Sequence[str]) -> str:
    """`reminders at 50% and 90%` (or `no reminders`)."""
    if not shown:
        return w.say("service.options.no_reminders")
    return w.say("service.options.reminders", points=joined(w, list(shown)))


def timeout_text(w: Catalogue, timeout: str, strikes: int, level: str) -> str:
    """The expiry policy, with its strike limit where it has one."""
    if timeout in ("bot", "forfeit", "computer"):
        shown = level_name(w, level)
        return w.say(f"service.options.timeout.{timeout}", strikes=strikes, level=shown)
    return option_value(w, "timeout", timeout)
