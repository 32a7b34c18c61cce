"""The 5–6 player extension in words: the sentences of its events and refusals
(engine/rules/five_six), the special building phase's name."""

from __future__ import annotations

from .catalogue import Catalogue, Message
from .common import Names, listed, name

MESSAGES = (
    Message("five_six.special_build", "special building phase"),
    # Events.
    Message(
        "event.special_build_started",
        "{player}'s turn is over: special building phase for {builders}, in this order.",
    ),
    Message("event.special_build_passed", "{player} is done building; {next} builds now."),
    Message(
        "event.special_build_passed.last",
        "{player} is done building; the special building phase is over.",
    ),
    # Refusals.
    Message(
        "refusal.special_build_only_builds",
        "In the special building phase you may only build, buy development cards or pass.",
    ),
    Message(
        "refusal.special_build_no_trade",
        "Nobody trades in the special building phase: you may only build, buy development "
        "cards or pass.",
    ),
    Message(
        "refusal.special_build_no_cards",
        "No cards are played in the special building phase: you may only build, buy "
        "development cards or pass.",
    ),
    # The same, in Cities & Knights, which has no development cards to buy.
    Message(
        "refusal.special_build_only_builds.ck",
        "In the special building phase you may only build, improve a city, raise or activate "
        "knights, or pass.",
    ),
    Message(
        "refusal.special_build_no_trade.ck",
        "Nobody trades in the special building phase: you may only build, improve a city, "
        "raise or activate knights, or pass.",
    ),
    Message(
        "refusal.special_build_no_cards.ck",
        "No cards are played in the special building phase: you may only build, improve a "
        "city, raise or activate knights, or pass.",
    ),
    Message(
        "refusal.not_your_special_build",
        "It is {player}'s part of the special building phase; wait for yours.",
    ),
    Message("refusal.special_build_not_now", "There is no special building phase to pass in now."),
)


def _started(w: Catalogue, e: dict[str, object], names: Names) -> str:
    builders = e.get("builders") or ()
    assert isinstance(builders, (list, tuple))
    return w.say(
        "event.special_build_started",
        player=name(e.get("player"), names),
        builders=listed(w, [name(b, names) for b in builders]),
    )


def _passed(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e.get("player"), names)
    if e.get("next") is None:
        return w.say("event.special_build_passed.last", player=player)
    return w.say("event.special_build_passed", player=player, next=name(e.get("next"), names))


WORDINGS = {
    "SpecialBuildStarted": _started,
    "SpecialBuildPassed": _passed,
}
