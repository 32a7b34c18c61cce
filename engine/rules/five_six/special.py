"""The special building phase (FS-4): after each player's turn, every other player in turn
order may build and buy development cards (FS-4.2), one at a time, each ending their part with
`pass` (FS-4.3). Nobody trades, plays or reveals a card, moves the robber or a knight in it
(FS-4.4), and nobody wins in it (FS-4.5): victory is checked on one's own turn.

How it composes: the base game's end of turn asks the rule set whether to hold the turn
(`RuleSet.turn_holds`); this module holds it while the phase lasts, so that the turn ends only
after the phase, through whatever end of turn the rule set below has (C&K's clears its knights'
marks then). An acting builder borrows the turn for each of their builds: the game's current
player and phase are theirs and "main" while the handler of the rule set below runs, so every
build of the rules below (C&K's knights, walls, improvements in FS-6.3) is checked and made by
its own handler; the turn is given back as soon as the game is back in "main" (at once, or after
a choice the build left open, such as C&K's metropolis). Every other action is refused in the
phase with a code of its own (`refusal`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import BuildCity, BuildRoad, BuildSettlement, BuyDevelopment, EndTurn
from ...errors import IllegalAction
from .actions import PassBuild
from .events import SpecialBuildPassed, SpecialBuildStarted
from .state import five_six

if TYPE_CHECKING:
    from ...actions import Action
    from ...events import Event
    from ...game import Game
    from .. import Handler, RuleSet

PHASE = "special_build"
#: The refusal of an action the phase does not allow (FS-4.4), and of one by a player whose
#: part it is not (FS-4.2).
ONLY_BUILDS = "special_build_only_builds"
NO_TRADE = "special_build_no_trade"
NO_CARDS = "special_build_no_cards"
NOT_YOURS = "not_your_special_build"
NOT_NOW = "special_build_not_now"

#: The kinds of moves (`RuleSet.kinds`) that are trades and card plays, for their refusals.
_TRADE_KINDS = frozenset({"bank", "offer", "answer", "close"})
_CARD_KINDS = frozenset({"card", "play"})

#: The builds of the base game the phase allows (FS-4.2); a pairing adds its own (FS-6.3).
BASE_BUILDS: tuple[type[Action], ...] = (BuildRoad, BuildSettlement, BuildCity, BuyDevelopment)


def allow(rules: RuleSet, *builds: type[Action]) -> None:
    """Let the phase of this rule set allow these builds as well (a pairing's, FS-6.3)."""
    rules.special_builds.update(builds)


def word_refusals(rules: RuleSet, hint: str) -> None:
    """Let this rule set's refusals in the phase carry `hint`, so that their sentences name
    its own builds (Cities & Knights has no development cards to buy: its pairing's "ck")."""
    rules.special_hint = hint


def builds(g: Game) -> set[type[Action]]:
    return g.rules.special_builds


# ----- starting and ending the phase --------------------------------------------------------


def hold(g: Game, events: list[Event]) -> bool:
    """The base game's end of turn asks this first: start the phase and hold the turn (True),
    or let the turn pass (False: the phase is over, `closing`)."""
    s = five_six(g)
    if s.closing:
        s.closing = False
        return False
    seated = len(g.config.players)
    after = g.current
    s.after = after
    s.queue = [(after + i) % seated for i in range(1, seated)]
    g.phase = PHASE
    events.append(SpecialBuildStarted(g.players[after], tuple(g.players[x] for x in s.queue)))
    return True


def pass_build(g: Game, seat: int, action: PassBuild, events: list[Event]) -> None:
    """`pass`: the acting builder is done (FS-4.3); after the last one the turn passes."""
    s = five_six(g)
    if g.phase != PHASE:
        raise IllegalAction(NOT_NOW)
    if seat != s.queue[0]:
        raise IllegalAction(NOT_YOURS, player=g.players[s.queue[0]])
    s.queue.pop(0)
    following = g.players[s.queue[0]] if s.queue else None
    events.append(SpecialBuildPassed(g.players[seat], following))
    if s.queue:
        return
    after = s.after
    s.after = -1
    s.closing = True
    g.phase = "main"
    g.current = after
    try:
        g.rules.handlers[EndTurn](g, after, EndTurn(), events)
    finally:
        s.closing = False


def may_win(g: Game) -> bool:
    """Nobody wins while the phase is under way (FS-4.5)."""
    return five_six(g).after < 0


# ----- the builds, lent the turn ------------------------------------------------------------


def _lend(g: Game, seat: int) -> None:
    s = five_six(g)
    s.lent = True
    s.built = g.built
    g.current = seat
    g.phase = "main"


def _give_back(g: Game) -> None:
    s = five_six(g)
    s.lent = False
    g.built = s.built
    s.built = False  # kept only while lent: a listing of legal actions leaves no trace
    g.current = s.after
    g.phase = PHASE


def refusal(g: Game, seat: int, action: Action) -> IllegalAction | None:
    """Why this action is refused in the phase (None: it is the acting builder's build)."""
    s = five_six(g)
    if type(action) in builds(g):
        if seat != s.queue[0]:
            return IllegalAction(NOT_YOURS, player=g.players[s.queue[0]])
        return None
    words = str(action).split()
    kind = g.rules.kinds.get(tuple(words[:2])) or g.rules.kinds.get(tuple(words[:1]))
    name = kind.kind if kind is not None else ""
    said = g.rules.special_hint
    hint: dict[str, object] = {"hint": said} if said else {}
    if name in _TRADE_KINDS:
        return IllegalAction(NO_TRADE, **hint)
    if name in _CARD_KINDS:
        return IllegalAction(NO_CARDS, **hint)
    return IllegalAction(ONLY_BUILDS, **hint)


def guarding(below: Handler) -> Handler:
    """An action's handler in a 5–6 rule set: refused in the phase unless it is the acting
    builder's build, which runs with the turn lent; the handler below otherwise, giving the
    turn back once a build's open choice is over."""

    def handler(g: Game, seat: int, action: Action, events: list[Event]) -> None:
        if g.phase == PHASE:
            refused = refusal(g, seat, action)
            if refused is not None:
                raise refused
            _lend(g, seat)
            try:
                below(g, seat, action, events)
            finally:
                if g.phase == "main":
                    _give_back(g)
            return
        below(g, seat, action, events)
        s = five_six(g)
        if s.lent and g.phase == "main":
            _give_back(g)

    return handler


# ----- what the phase offers --------------------------------------------------------------


def legal(g: Game, seat: int) -> list[Action]:
    """The acting builder's builds (the main phase's, lent the turn) and `pass`."""
    s = five_six(g)
    if not s.queue or seat != s.queue[0]:
        return []
    allowed = builds(g)
    _lend(g, seat)
    try:
        options = g.rules.legal["main"](g, seat)
    finally:
        _give_back(g)
    return [a for a in options if type(a) in allowed] + [PassBuild()]


def default(g: Game, seat: int) -> Action | None:
    """A timer passes for the acting builder (FS-4.3)."""
    s = five_six(g)
    return PassBuild() if s.queue and seat == s.queue[0] else None


def awaiting(g: Game) -> list[str]:
    """The acting builder alone (FS-4.2)."""
    s = five_six(g)
    return [g.players[s.queue[0]]] if s.queue else []
