"""The 5–6 player extension (FS-1 to FS-6) as a rule module composed onto the base game
(`five_six` = base + five_six) or onto Cities & Knights (`cities_knights_five_six`; what the
two make together is the pairing engine/rules/combos/five_six_cities_knights.py): five or six
seats, the extension's cards added to the bank and the development deck, the island of 30 hexes
with its maps, and the special building phase after every turn.

`rules_for("base", 5)` picks this composition, and `seats_for("base")` reports the range it
widens to (3 to 6).

Modules: data (numbers), maps (the island), state (the `Extension`), actions (`pass`), events,
special (the special building phase), view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import maps, special
from . import view as fs_view
from .actions import PassBuild, parse_pass
from .data import MORE_DEVELOPMENT, MORE_PER_RESOURCE, NAME, SEATS
from .state import load, new

if TYPE_CHECKING:
    from ...board import MapSpec
    from ...game import Game
    from .. import RuleModule, RuleSet


def _beginner(g: Game) -> MapSpec:
    return maps.beginner_map()


def _variable(g: Game) -> MapSpec:
    return maps.variable_map(g.rng, g.sw["number_placement"], g.sw["spiral_direction"])


def _own_turn_only(presets: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """FS-D1: the extension is won on one's own turn only, whatever a preset says."""
    return {
        name: {k: v for k, v in preset.items() if k != "win_only_on_own_turn"}
        for name, preset in presets.items()
    }


def build(rules: RuleSet) -> None:
    """Compose the 5–6 extension onto the rule set built so far."""
    _quiet(rules)
    rules.seats = SEATS
    rules.bank = {
        card: n + (MORE_PER_RESOURCE if card in rules.resources else 0)
        for card, n in rules.bank.items()
    }
    if rules.deck:  # a rule set without development cards (C&K) gets none
        rules.deck = rules.deck + MORE_DEVELOPMENT
    rules.maps = {"beginner": _beginner, "variable": _variable}
    rules.switches = {**rules.switches, "win_only_on_own_turn": (True, (True,))}
    rules.presets = _own_turn_only(rules.presets)

    # The special building phase (FS-4): every action is refused in it but the acting
    # builder's builds, which borrow the turn (special.py).
    for cls, registered in list(rules.actions.items()):
        rules.add_action(
            cls, special.guarding(registered.handler), keeps_offer=registered.keeps_offer
        )
    rules.add_parser("pass", parse_pass)
    rules.add_action(PassBuild, special.pass_build)
    special.allow(rules, *special.BASE_BUILDS)
    rules.add_phase(
        special.PHASE,
        legal=special.legal,
        default=special.default,
        awaiting=special.awaiting,
        refusal=special.ONLY_BUILDS,
    )
    rules.hold_turn_end(special.hold)
    rules.may_win = special.may_win
    rules.add_extension(NAME, new, load)
    rules.add_view(fs_view.add_view, fields=("special_build",))


def module() -> RuleModule:
    """The 5–6 rule module."""
    from .. import RuleModule

    return RuleModule(NAME, build)


def _quiet(rules: RuleSet) -> None:
    """What of this module a player may take back (engine/undo.py)."""
    from .actions import PassBuild
    from .events import SpecialBuildPassed, SpecialBuildStarted

    # A pass in the special building phase shows nothing.
    rules.add_quiet(
        (PassBuild,),
        (SpecialBuildStarted, SpecialBuildPassed),
    )
