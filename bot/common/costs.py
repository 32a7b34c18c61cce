"""What each piece costs, in words, read from the engine (never written out by hand)."""

from __future__ import annotations

from collections.abc import Mapping

from engine import RESOURCES, resources


def costs() -> Mapping[str, tuple[int, ...]]:
    """The cost of each piece and of a development card, counts indexed like `RESOURCES`.
    The one place that reads the engine's costs (a rule set will supply them here)."""
    return {
        "road": resources.ROAD_COST,
        "settlement": resources.SETTLEMENT_COST,
        "city": resources.CITY_COST,
        "development": resources.DEVELOPMENT_COST,
    }


def cost_text(piece: str) -> str:
    """`1 lumber, 1 brick`: what a piece costs."""
    counts = costs()[piece]
    return ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, counts, strict=True) if n)
