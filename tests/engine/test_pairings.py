"""Pairings of rule modules (engine/rules/combos/): what two modules make together is declared
in one place and built into every rule set composing both, right after the later of them."""

from __future__ import annotations

import pytest

import engine.rules.registry as registry
from engine.rules import (
    Pairing,
    RuleModule,
    RuleSet,
    register_module,
    register_pairing,
    register_rules,
    rule_set,
)


@pytest.mark.parametrize(
    ("rules", "pairings"),
    [
        ("base", ()),
        ("cities_knights", ()),
        ("two_player", ()),
        ("seafarers", ()),
        ("cities_knights_two_player", (("cities_knights", "two_player"),)),
        ("cities_knights_seafarers", (("cities_knights", "seafarers"),)),
    ],
)
def test_each_rule_set_builds_the_pairings_of_its_modules(
    rules: str, pairings: tuple[tuple[str, str], ...]
) -> None:
    """A rule set builds a pairing exactly when it composes both of the pairing's modules."""
    assert rule_set(rules).pairings == pairings


def test_a_pairing_runs_right_after_the_later_of_its_modules(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A pairing wraps what both its modules registered, and a module composed after it wraps
    the pairing's work in turn: it is built after the later of its two modules, before the
    next module."""
    # A registry of this test's own: the game's rule sets stay as they are.
    for name in ("_MODULES", "_COMPOSITIONS", "_BUILT"):
        monkeypatch.setattr(registry, name, dict(getattr(registry, name)))
    monkeypatch.setattr(registry, "_PAIRINGS", list(registry._PAIRINGS))
    order: list[str] = []

    def step(name: str) -> RuleModule:
        def build(rules: RuleSet) -> None:
            order.append(name)

        return RuleModule(name, build)

    for name in ("test_pair_a", "test_pair_b", "test_pair_c"):
        register_module(step(name))
    register_pairing(Pairing(("test_pair_a", "test_pair_b"), lambda rules: order.append("a+b")))
    register_rules("test_pairing_order", "base", "test_pair_b", "test_pair_a", "test_pair_c")
    rule_set("test_pairing_order")
    assert order == ["test_pair_b", "test_pair_a", "a+b", "test_pair_c"]


def test_no_expansion_asks_which_modules_are_below_it() -> None:
    """The expansions' packages hold no test of `rules.modules`: what depends on another
    module is a pairing."""
    from pathlib import Path

    rules_dir = Path(__file__).resolve().parents[2] / "engine" / "rules"
    for path in rules_dir.rglob("*.py"):
        if path.parent != rules_dir:
            assert "rules.modules" not in path.read_text(encoding="utf-8"), path
