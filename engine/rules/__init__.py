"""Rule sets: what a game of one rule set is made of, composed from rule modules.

A rule set is a name and an ordered list of rule modules, each extending the `RuleSet` being
composed; what two modules make together is a pairing (engine/rules/combos/). This package front
re-exports the names the engine and the rule modules use from its two parts:

- engine/rules/ruleset.py: the `RuleSet` class that modules extend and the engine reads, with
  its parts (`Phase`, `RuleModule`, `Pairing`, `MoveKind`, ...) and the types of what modules
  register (`Handler`, `Legal`, ..., for type checkers only);
- engine/rules/registry.py: the registry of modules, pairings and rule sets (`register_module`,
  `register_pairing`, `register_rules`), the rule sets it composes (`rule_set(name)` builds one
  once and caches it) and the questions asked of them (`rule_names`, `seats_for`, `rules_for`,
  `rules_data`, `scenario_counts`, `scenario_title`, `load_all`).
"""

from __future__ import annotations

from ..type_checking import TYPE_CHECKING
from .registry import (
    load_all,
    register_module,
    register_pairing,
    register_rules,
    rule_names,
    rule_set,
    rules_data,
    rules_for,
    scenario_counts,
    scenario_title,
    seats_for,
)
from .ruleset import ActionType, ExtensionSpec, MoveKind, Pairing, Phase, RuleModule, RuleSet

if TYPE_CHECKING:
    from .ruleset import Awaiting as Awaiting
    from .ruleset import Blockers as Blockers
    from .ruleset import Bound as Bound
    from .ruleset import BoundMaker as BoundMaker
    from .ruleset import Default as Default
    from .ruleset import Dice as Dice
    from .ruleset import Filter as Filter
    from .ruleset import Handler as Handler
    from .ruleset import Hint as Hint
    from .ruleset import Hold as Hold
    from .ruleset import Legal as Legal
    from .ruleset import MapFactory as MapFactory
    from .ruleset import MoreProduction as MoreProduction
    from .ruleset import Pieces as Pieces
    from .ruleset import Points as Points
    from .ruleset import Rates as Rates
    from .ruleset import StartHook as StartHook
    from .ruleset import Target as Target
    from .ruleset import ViewHook as ViewHook

__all__ = [
    "ActionType",
    "ExtensionSpec",
    "MoveKind",
    "Pairing",
    "Phase",
    "RuleModule",
    "RuleSet",
    "load_all",
    "register_module",
    "register_pairing",
    "register_rules",
    "rule_names",
    "rule_set",
    "rules_data",
    "rules_for",
    "scenario_counts",
    "scenario_title",
    "seats_for",
]
