"""The registry of rule modules, pairings and rule sets, and the rule sets it composes.

A rule set is a name and an ordered list of modules: `base` is the base module alone; an expansion
is `base` plus its module, a variant may compose onto either. A pairing (engine/rules/combos/) is
registered below with the modules it pairs and built right after the later of them.

`GameConfig(rules=name)` selects the rule set; `rule_set(name)` builds it once and caches it.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..errors import ConfigError
from ..type_checking import TYPE_CHECKING
from .ruleset import Pairing, RuleModule, RuleSet

if TYPE_CHECKING:
    from typing import Any


_MODULES: dict[str, RuleModule] = {}
_PAIRINGS: list[Pairing] = []
_COMPOSITIONS: dict[str, tuple[str, ...]] = {}
_BUILT: dict[str, RuleSet] = {}


def register_module(module: RuleModule) -> None:
    """Make a rule module available to compositions."""
    _MODULES[module.name] = module
    for name, modules in _COMPOSITIONS.items():
        if module.name in modules:
            _BUILT.pop(name, None)


def register_pairing(pairing: Pairing) -> None:
    """Make a pairing part of every rule set composing both its modules."""
    _PAIRINGS.append(pairing)
    for name, modules in _COMPOSITIONS.items():
        if set(pairing.modules) <= set(modules):
            _BUILT.pop(name, None)


def register_rules(name: str, *modules: str) -> None:
    """Declare rule set `name` as these modules composed in order (e.g. "base", "seafarers")."""
    _COMPOSITIONS[name] = tuple(modules)
    _BUILT.pop(name, None)


def rule_names() -> tuple[str, ...]:
    """The names a config may choose."""
    return tuple(_COMPOSITIONS)


def rule_set(name: str) -> RuleSet:
    """The composed rule set of that name (built once); ConfigError for an unknown name."""
    built = _BUILT.get(name)
    if built is not None:
        return built
    modules = _COMPOSITIONS.get(name)
    if modules is None:
        raise ConfigError("unknown_rules", name=name, choices=list(_COMPOSITIONS))
    rules = RuleSet(name, modules)
    for composed, module in enumerate(modules, 1):
        _MODULES[module].build(rules)
        below = modules[:composed]
        for pairing in _PAIRINGS:
            if module in pairing.modules and set(pairing.modules) <= set(below):
                pairing.build(rules)
                rules.pairings += (pairing.modules,)
    rules._finish()
    _BUILT[name] = rules
    return rules


def seats_for(rules: str) -> tuple[int, int]:
    """The fewest and most players a table of these rules takes: the rule set's own range,
    widened by the compositions of its modules and one more that seat the next counts up (the
    base game's 3–4 and the 5–6 extension's 5–6: 3 to 6). A composition seating fewer (the
    game for two) is a rule set of its own to choose, not part of the range."""
    fewest, most = rule_set(rules).seats
    modules = _COMPOSITIONS.get(rules)
    widened = True
    while widened and modules is not None:
        widened = False
        for name, composed in _COMPOSITIONS.items():
            if composed[:-1] == modules and name != rules:
                low, high = rule_set(name).seats
                if low == most + 1:
                    most, widened = high, True
    return fewest, most


def rules_for(rules: str, players: int) -> str:
    """The rule set a table of `rules` plays with this many players: `rules` itself when it
    takes them, else a rule set composed of `rules`' modules and one more that does (2 seats of
    the base game: `two_player`, its modules then "two_player"; 5 or 6: `five_six`); `rules`
    when there is none."""
    fewest, most = rule_set(rules).seats
    if fewest <= players <= most:
        return rules
    modules = _COMPOSITIONS[rules]
    for name, composed in _COMPOSITIONS.items():
        if composed[:-1] == modules and name != rules:
            low, high = rule_set(name).seats
            if low <= players <= high:
                return name
    return rules


def scenario_counts(name: str) -> tuple[int, ...]:
    """The player counts a Seafarers scenario has a map for (SF-17.2: 3 and 4, and 5 and 6
    for those the 5–6 extension lays out); ConfigError for an unknown scenario."""
    from .seafarers.scenarios import SCENARIOS, seats

    if name not in SCENARIOS:
        raise ConfigError("switch_choice", name="scenario", choices=list(SCENARIOS))
    return seats(name)


def scenario_title(name: str, players: int | None = None) -> str:
    """The id of the name a Seafarers scenario goes by at a table of `players` (SF-17.2: the
    5–6 extension's map of the Four Islands is the Six Islands, `six_islands`); the scenario's
    own id when the count is not known or its map keeps the name. ConfigError for an unknown
    scenario."""
    from .seafarers.scenarios import SCENARIOS, title

    if name not in SCENARIOS:
        raise ConfigError("switch_choice", name="scenario", choices=list(SCENARIOS))
    return title(name, players)


def rules_data(rules: RuleSet) -> Mapping[str, Any]:
    """The rule set's data as JSON-safe values (for help texts and other layers)."""
    return {
        "name": rules.name,
        "modules": list(rules.modules),
        "resources": list(rules.resources),
        "commodities": list(rules.commodities),
        "cards": list(rules.cards),
        "bank": dict(rules.bank),
        "pieces": dict(rules.pieces),
        "costs": {k: dict(zip(rules.cards, v, strict=False)) for k, v in rules.costs.items()},
        "deck": {k: rules.deck.count(k) for k in dict.fromkeys(rules.deck)},
        "dice": rules.dice,
        "vp": dict(rules.vp),
        "vp_target": rules.vp_target,
        "vp_range": list(rules.vp_range),
        "seats": list(rules.seats),
        "neutrals": list(rules.neutrals),
        "longest_road_min": rules.longest_road_min,
        "largest_army_min": rules.largest_army_min,
        "maps": list(rules.maps),
        "presets": list(rules.presets),
        "phases": list(rules.phases),
        "keywords": sorted(rules.parsers),
        # What each notation prefix reads: its kind, description key and arguments.
        "kinds": {
            " ".join(words): {"kind": k.kind, "key": k.key, "args": list(k.args)}
            for words, k in rules.kinds.items()
        },
        "view_fields": list(rules.view_fields),
        # Each switch with a list of values, its values: e.g. the Seafarers scenarios a rule
        # set offers (with C&K only three, CK-D33), for a table's choices.
        "choices": {
            name: list(allowed)
            for name, (_, allowed) in rules.switches.items()
            if isinstance(allowed, tuple)
        },
    }


from . import base as _base  # noqa: E402  (registers the base module and rule set)

register_module(_base.module())
register_rules("base", "base")


def _build_cities_knights(rules: RuleSet) -> None:
    # Imported when a C&K rule set is first built: a process playing only base games never
    # loads (nor generates the classes of) the C&K package.
    from .cities_knights import build

    build(rules)


def load_all() -> None:
    """Build every registered rule set, importing every rule module (so that registries they
    fill, such as `EVENT_TYPES`, are complete)."""
    for name in rule_names():
        rule_set(name)


register_module(RuleModule("cities_knights", _build_cities_knights))
register_rules("cities_knights", "base", "cities_knights")


def _build_two_player(rules: RuleSet) -> None:
    # Imported when a 2-player rule set is first built, as C&K above.
    from .two_player import build

    build(rules)


register_module(RuleModule("two_player", _build_two_player))
register_rules("two_player", "base", "two_player")
# C&K for two (TP-B0 to TP-B9): the same module composed onto C&K.
register_rules("cities_knights_two_player", "base", "cities_knights", "two_player")


def _seafarers(rules: RuleSet) -> None:
    """Seafarers, imported when its rule set is first built (the base game's start-up does not
    pay for it; its events join EVENT_TYPES then)."""
    from .seafarers import build as build_seafarers

    build_seafarers(rules)


register_module(RuleModule("seafarers", _seafarers))
register_rules("seafarers", "base", "seafarers")
# Cities & Knights with Seafarers (CK-18, SF-14):
# Seafarers composed onto C&K; their pairing adds the combination's rules.
register_rules("cities_knights_seafarers", "base", "cities_knights", "seafarers")


def _five_six(rules: RuleSet) -> None:
    # Imported when a 5–6 rule set is first built, as C&K above.
    from .five_six import build as build_five_six

    build_five_six(rules)


register_module(RuleModule("five_six", _five_six))
# The 5–6 extension (FS-1 to FS-6): onto the base game, onto C&K, onto Seafarers and onto C&K
# with Seafarers (their pairings below; SF-17). It never composes with the game for two.
register_rules("five_six", "base", "five_six")
register_rules("cities_knights_five_six", "base", "cities_knights", "five_six")
register_rules("seafarers_five_six", "base", "seafarers", "five_six")
register_rules(
    "cities_knights_seafarers_five_six", "base", "cities_knights", "seafarers", "five_six"
)


# ----- pairings: what two modules make together (engine/rules/combos/) ------------------------
# Each is imported when a rule set composing both its modules is first built. A new expansion
# registers its pairings with the modules already here.


def _seafarers_cities_knights(rules: RuleSet) -> None:
    from .combos import seafarers_cities_knights

    seafarers_cities_knights.build(rules)


def _two_player_cities_knights(rules: RuleSet) -> None:
    from .combos import two_player_cities_knights

    two_player_cities_knights.build(rules)


register_pairing(Pairing(("cities_knights", "seafarers"), _seafarers_cities_knights))
register_pairing(Pairing(("cities_knights", "two_player"), _two_player_cities_knights))


def _five_six_cities_knights(rules: RuleSet) -> None:
    from .combos import five_six_cities_knights

    five_six_cities_knights.build(rules)


register_pairing(Pairing(("cities_knights", "five_six"), _five_six_cities_knights))


def _five_six_seafarers(rules: RuleSet) -> None:
    from .combos import five_six_seafarers

    five_six_seafarers.build(rules)


register_pairing(Pairing(("seafarers", "five_six"), _five_six_seafarers))
