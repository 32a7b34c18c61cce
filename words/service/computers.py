"""Computer players: a seat's name and level, and the plan a computer player went for."""

from __future__ import annotations

from collections.abc import Sequence

from ..catalogue import Catalogue, Message, Phrase
from ..common import joined, resource

MESSAGES = (
    # Computer players: a seat's display name and the levels, in the game's language.
    Message("service.computer.name", "Computer {number} ({level})"),
    Message("service.computer.level.easy", "easy"),
    Message("service.computer.level.strong", "strong"),
    Message("service.computer.level.hard", "hard"),
    # What a computer player went for, told when the game is over (`explain`).
    Message("service.plan.line", "{player} went for {sources} on {resource}."),
    Message("service.plan.line_plain", "{player} went for {sources}."),
    Message("service.plan.source.cities", "cities"),
    Message("service.plan.source.settlements", "settlements"),
    Message("service.plan.source.largest_army", "Largest Army"),
    Message("service.plan.source.longest_road", "Longest Road"),
    Message("service.plan.source.development", "victory point cards"),
    Message("service.plan.source.metropolises", "metropolises"),
    Message("service.plan.source.defender", "defending Catan"),
    Message("service.plan.source.other", "special points"),
)


def level_name(w: Catalogue, level: str) -> str:
    """A computer player's level (`easy`, `strong`) in words; an unknown one as it is."""
    key = f"service.computer.level.{level}"
    return w.say(key) if key in w else level


def plan_line(player: str, sources: Sequence[str], produced: str | None) -> Phrase:
    """`Computer 1 (hard) went for Largest Army and cities on ore.`: a computer player's
    measured plan (its main sources of points, its main resource), in the reader's words."""

    def render(w: Catalogue) -> str:
        said = joined(w, [w.say(f"service.plan.source.{s}") for s in sources])
        if produced is None:
            return w.say("service.plan.line_plain", player=player, sources=said)
        shown = resource(w, produced)
        return w.say("service.plan.line", player=player, sources=said, resource=shown)

    return Phrase(render)


def computer_name(w: Catalogue, number: int, level: str) -> str:
    """A computer seat's display name: `Computer 1 (easy)`."""
    return w.say("service.computer.name", number=number, level=level_name(w, level))
