"""What each piece costs, in words, read from the engine's costs (never written out by hand)."""

from __future__ import annotations

from collections.abc import Mapping

from engine import RESOURCES, resources
from engine.rules.seafarers.ships import SHIP_COST

from .catalogue import Catalogue
from .common import counted, listed

#: What can be bought, in the order the help lists it.
PIECES: tuple[str, ...] = ("road", "settlement", "city", "development")


def costs() -> Mapping[str, tuple[int, ...]]:
    """The cost of each piece and of a development card, counts indexed like `RESOURCES`.
    The one place that reads the engine's costs (a rule set will supply them here)."""
    return {
        "road": resources.ROAD_COST,
        "settlement": resources.SETTLEMENT_COST,
        "city": resources.CITY_COST,
        "development": resources.DEVELOPMENT_COST,
        "ship": SHIP_COST,
    }


def cost_text(words: Catalogue, piece: str) -> str:
    """`1 lumber, 1 brick`: what a piece costs."""
    counts = costs()[piece]
    return listed(
        words,
        (counted(words, r, n) for r, n in zip(RESOURCES, counts, strict=True) if n),
    )


def cost_texts(words: Catalogue) -> dict[str, str]:
    """Every piece's cost in words, by piece (the placeholders of the building help)."""
    return {piece: cost_text(words, piece) for piece in (*PIECES, "ship")}
