"""The 2-player variant ("CATAN for Two", TP-A1 to TP-A10) as a rule module composed
onto the base game (`two_player` = base + two_player): two neutral players with pieces and no
hands, placed before set-up, who get a free piece after each road and settlement the current
player builds; trade tokens (a finite supply, earned for desert and coastal settlements and for
played knight cards, spent on the forced trade or the robber sent to the desert); two production
rolls a turn; exactly two seats. Every rule of the variant lives in this package; the base engine
calls it through the rule set (wrapped action handlers, phases, legal generators, `roll_dice`,
`neutrals`, the view hook).

The module wraps the handlers of the rule set below it rather than the base game's by name, so
that it composes the same way onto Cities & Knights; what C&K for two adds beyond that (part B)
is the pairing engine/rules/combos/two_player_cities_knights.py.

Modules: data (numbers), state (the `Extension`), actions (shapes and notation), events,
neutrals (start settlements, the neutral piece owed), tokens (supply, earning, spending), dice
(the two rolls), robber (the friendly robber switch), view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...actions import BuildRoad, BuildSettlement, MoveRobber, Roll
from . import dice, neutrals, robber, tokens
from . import view as tp_view
from .actions import (
    NOTATION,
    CashKnight,
    ForcedTrade,
    GiveBack,
    NeutralRoad,
    NeutralSettlement,
    RobberToDesert,
    give_parser,
)
from .data import NEUTRAL_START, NEUTRALS
from .state import NAME, load, new

if TYPE_CHECKING:
    from ...events import Event
    from ...game import Game
    from .. import Handler, RuleModule, RuleSet

#: The variant's switches besides those of the rule set below (TP-D2, TP-D3, TP-D5, TP-D11).
SWITCHES: dict[str, tuple[Any, tuple[Any, ...] | type]] = {
    "neutral_build_choice": ("mirror", ("mirror", "free_choice")),
    "tokens_for_setup_settlements": (True, (True, False)),
    "friendly_robber": (False, (True, False)),
    "neutral_start_vertices": ([list(v) for v in NEUTRAL_START], list),
}

_REFUSALS = {neutrals.PHASE: "place_neutral_first", tokens.GIVE_PHASE: "give_back_first"}


def _road(build: Handler) -> Handler:
    def build_road(g: Game, seat: int, action: BuildRoad, events: list[Event]) -> None:
        during_setup = g.phase == "setup"
        build(g, seat, action, events)
        if not during_setup:
            neutrals.owe(g, "road", events)  # TP-NB-1: every road in play, Road Building's too

    return build_road


def _settlement(build: Handler) -> Handler:
    def build_settlement(g: Game, seat: int, action: BuildSettlement, events: list[Event]) -> None:
        during_setup = g.phase == "setup"
        build(g, seat, action, events)
        tokens.settlement_built(g, seat, action.intersection - 1, during_setup, events)
        if not during_setup:
            neutrals.owe(g, "settlement", events)

    return build_settlement


def build(rules: RuleSet) -> None:
    """Compose the 2-player variant onto the rule set built so far."""
    _quiet(rules)
    rules.seats = (2, 2)
    rules.neutrals = NEUTRALS
    rules.switches = {**rules.switches, **SWITCHES}
    rules.roll_dice = dice.second_roll_dice

    for keyword, parse in NOTATION.items():
        rules.add_parser(keyword, parse)
    below = {cls: t.handler for cls, t in rules.actions.items()}
    if "give" in rules.parsers:
        # C&K's Wedding reads `give CARDS` too: one action answers whichever choice is awaited.
        shared = type(rules.parse(f"give 1 {rules.resources[0]}"))
        rules.add_action(shared, tokens.answering(below[shared]))
    else:
        rules.add_parser("give", give_parser(rules.resources + rules.commodities))
        rules.add_action(GiveBack, tokens.give_back)
    rules.add_action(Roll, dice.rolling(below[Roll]))
    rules.add_action(BuildRoad, _road(below[BuildRoad]))
    rules.add_action(BuildSettlement, _settlement(below[BuildSettlement]))
    rules.add_action(MoveRobber, robber.moving(below[MoveRobber]))
    rules.add_action(NeutralRoad, neutrals.build_road)
    rules.add_action(NeutralSettlement, neutrals.build_settlement)
    rules.add_action(ForcedTrade, tokens.forced_trade)
    rules.add_action(RobberToDesert, tokens.robber_to_desert)
    rules.add_action(CashKnight, tokens.cash_knight)
    for phase in tokens.OPEN_PHASES:
        rules.add_legal(phase, tokens.legal)
    rules.add_kind("neutral", args=("neutral", "piece", "spot"))
    rules.add_kind("tokens", args=("token_action", "spot"))
    rules.add_kind("give", args=("cards",))

    ask = rules.phases["main"].awaiting
    rules.add_phase(
        neutrals.PHASE,
        legal=neutrals.legal,
        default=neutrals.default,
        awaiting=ask,
        refusal=_REFUSALS[neutrals.PHASE],
    )
    rules.add_phase(
        tokens.GIVE_PHASE,
        legal=tokens.give_legal,
        default=tokens.give_default,
        awaiting=ask,
        refusal=_REFUSALS[tokens.GIVE_PHASE],
    )
    robber_phase = rules.phases["robber"]
    robber_legal = robber.filtering(robber_phase.legal)
    rules.add_phase(
        "robber",
        legal=robber_legal,
        default=robber.defaulting(robber_phase.default, robber_legal),
        awaiting=robber_phase.awaiting,
        refusal=robber_phase.refusal,
    )
    rules.add_extension(NAME, new, load)
    rules.add_view(tp_view.add_view, fields=(NAME,))
    rules.on_start(neutrals.place_start)
    rules.on_turn_end(dice.new_turn)


def module() -> RuleModule:
    """The 2-player rule module."""
    from .. import RuleModule

    return RuleModule(NAME, build)


def _quiet(rules: RuleSet) -> None:
    """What of this module a player may take back (engine/undo.py)."""
    from .actions import NeutralRoad, NeutralSettlement
    from .events import NeutralLapsed, NeutralOwed, TokensEarned, TokensSpent

    # A forced trade takes cards unseen: never.
    rules.add_quiet(
        (NeutralRoad, NeutralSettlement),
        (TokensEarned, TokensSpent, NeutralOwed, NeutralLapsed),
    )
