"""Resource names, costs and helpers for card counts.

A hand, the bank and a card vector are indexed like the rule set's card kinds (`rules.cards`:
its resources, then its commodities); the resources always come first, at these indices, so a
cost written over the five resources applies to any rule set's hand."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

RESOURCES: tuple[str, ...] = ("lumber", "brick", "wool", "grain", "ore")
INDEX: dict[str, int] = {name: i for i, name in enumerate(RESOURCES)}
N_RES = len(RESOURCES)
CARDS_PER_RESOURCE = 19

TERRAIN_RESOURCE: dict[str, str | None] = {
    "forest": "lumber",
    "hills": "brick",
    "pasture": "wool",
    "fields": "grain",
    "mountains": "ore",
    "desert": None,
}

#: A multiset of cards in canonical form: (name, count) pairs, count > 0, in RESOURCES order.
Cards = tuple[tuple[str, int], ...]

ROAD_COST = (1, 1, 0, 0, 0)
SETTLEMENT_COST = (1, 1, 1, 1, 0)
CITY_COST = (0, 0, 0, 2, 3)
DEVELOPMENT_COST = (0, 0, 1, 1, 1)


def cards(
    pairs: Mapping[str, int] | Iterable[tuple[str, int]], kinds: Sequence[str] = RESOURCES
) -> Cards:
    """Canonical `Cards` from a mapping or pairs, in the order of `kinds` (a rule set's card
    kinds, `rules.cards`; the resources by default); repeated names add up, zeros vanish."""
    items = pairs.items() if isinstance(pairs, Mapping) else pairs
    index = INDEX if kinds is RESOURCES else {name: i for i, name in enumerate(kinds)}
    total = [0] * len(kinds)
    for name, count in items:
        if name not in index:
            raise KeyError(name)
        total[index[name]] += count
    return tuple((kinds[i], c) for i, c in enumerate(total) if c)


def to_vector(c: Cards, kinds: Sequence[str] = RESOURCES) -> list[int]:
    """Counts indexed like `kinds` (a rule set's card kinds; the resources by default)."""
    vec = [0] * len(kinds)
    index = INDEX if kinds is RESOURCES else {name: i for i, name in enumerate(kinds)}
    for name, count in c:
        vec[index[name]] += count
    return vec


def from_vector(vec: Sequence[int], kinds: Sequence[str] = RESOURCES) -> Cards:
    """Canonical `Cards` from counts indexed like `kinds` (a rule set's card kinds)."""
    return tuple((name, c) for name, c in zip(kinds, vec, strict=False) if c)


def as_dict(vec: Sequence[int], kinds: Sequence[str] = RESOURCES) -> dict[str, int]:
    """Every card kind with its count (zeros included)."""
    return {name: vec[i] for i, name in enumerate(kinds)}


def counts(vec: Sequence[int], kinds: Sequence[str] = RESOURCES) -> dict[str, int]:
    """The card kinds with a count above zero, in the order of `kinds` (a refusal's card
    parameter)."""
    return {name: c for name, c in zip(kinds, vec, strict=False) if c}
