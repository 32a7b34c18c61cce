"""Resource names, costs and helpers for card counts."""

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


def cards(pairs: Mapping[str, int] | Iterable[tuple[str, int]]) -> Cards:
    """Canonical `Cards` from a mapping or pairs; repeated names add up, zeros vanish."""
    items = pairs.items() if isinstance(pairs, Mapping) else pairs
    total = [0] * N_RES
    for name, count in items:
        if name not in INDEX:
            raise KeyError(name)
        total[INDEX[name]] += count
    return tuple((RESOURCES[i], c) for i, c in enumerate(total) if c)


def to_vector(c: Cards) -> list[int]:
    """Counts indexed like RESOURCES."""
    vec = [0] * N_RES
    for name, count in c:
        vec[INDEX[name]] += count
    return vec


def from_vector(vec: Sequence[int]) -> Cards:
    """Canonical `Cards` from counts indexed like RESOURCES."""
    return tuple((RESOURCES[i], c) for i, c in enumerate(vec) if c)


def as_dict(vec: Sequence[int]) -> dict[str, int]:
    """Every resource name with its count (zeros included)."""
    return {name: vec[i] for i, name in enumerate(RESOURCES)}


def counts(vec: Sequence[int]) -> dict[str, int]:
    """The resources with a count above zero, in RESOURCES order (a refusal's card parameter)."""
    return {name: vec[i] for i, name in enumerate(RESOURCES) if vec[i]}
