"""Families of actions, by their class names, as a computer player prefers them. A preference
only: what is legal is always the engine's list."""

from __future__ import annotations

from engine import Action

CITY = "city"
SETTLEMENT = "settlement"
ROUTE = "route"
CARD = "card"
TRADE = "trade"
END = "end"
OTHER = "other"

FAMILIES: dict[str, str] = {
    "BuildCity": CITY,
    "PlaceMetropolis": CITY,
    "BuildSettlement": SETTLEMENT,
    "BuildRoad": ROUTE,
    "BuildShip": ROUTE,
    # development cards, progress cards, city improvements and knights
    "BuyDevelopment": CARD,
    "PlayKnight": CARD,
    "PlayRoadBuilding": CARD,
    "PlayYearOfPlenty": CARD,
    "PlayMonopoly": CARD,
    "RevealVictoryPoint": CARD,
    "PlayProgress": CARD,
    "Improve": CARD,
    "BuildKnight": CARD,
    "ActivateKnight": CARD,
    "PromoteKnight": CARD,
    "BuildWall": CARD,
    "MaritimeTrade": TRADE,
    "OfferTrade": TRADE,
    "HarborOffer": TRADE,
    "EndTurn": END,
    # done in the 5–6 extension's special building phase: an end like the turn's
    "PassBuild": END,
}

#: Families that spend something, so that choosing one of them over and over ends.
BUILDS = frozenset({CITY, SETTLEMENT, ROUTE, CARD})


def family(action: Action) -> str:
    return FAMILIES.get(type(action).__name__, OTHER)
