"""The games for five and six: the special building phase's events and refusals."""

from __future__ import annotations

from collections.abc import Sequence

from .catalogue import Catalogue, Message
from .common import Names, listed, name

MESSAGES = (
    # Events: the phase begins after a turn, and each builder passes in turn.
    Message(
        "event.special_build_started",
        "🔨 {player}'s turn is over: special building for {builders}, in this order.",
    ),
    Message("event.special_build_passed", "{player} is done building; {next} builds now."),
    Message(
        "event.special_build_passed.last",
        "{player} is done building; the special building is over.",
    ),
    # Refusals in the phase.
    Message(
        "refusal.special_build_only_builds",
        "In the special building phase you may only build, buy a development card or pass.",
    ),
    Message("refusal.special_build_no_trade", "Nobody trades in the special building phase."),
    Message(
        "refusal.special_build_no_cards",
        "Nobody plays or reveals a card in the special building phase.",
    ),
    Message(
        "refusal.not_your_special_build",
        "It is {player}'s turn to build now; yours comes in turn order.",
    ),
    Message(
        "refusal.special_build_not_now",
        "There is no special building now: you pass only when building after another "
        "player's turn.",
    ),
)


def _started(w: Catalogue, e: dict[str, object], names: Names) -> str:
    builders: Sequence[object] = e.get("builders") or ()  # type: ignore[assignment]
    return w.say(
        "event.special_build_started",
        player=name(e.get("player"), names),
        builders=listed(w, [name(b, names) for b in builders]),
    )


def _passed(w: Catalogue, e: dict[str, object], names: Names) -> str:
    player = name(e.get("player"), names)
    following = e.get("next")
    if following is None:
        return w.say("event.special_build_passed.last", player=player)
    return w.say("event.special_build_passed", player=player, next=name(following, names))


WORDINGS = {
    "SpecialBuildStarted": _started,
    "SpecialBuildPassed": _passed,
}
