"""The engine's typed view as the adapters read it: they reach the rules only through the
service, so the view's types come to them from here."""

from __future__ import annotations

from engine import (
    BuildingView,
    CounterOfferView,
    DevelopmentCardView,
    GameView,
    OfferView,
    OwnView,
    PlayerView,
)

__all__ = [
    "BuildingView",
    "CounterOfferView",
    "DevelopmentCardView",
    "GameView",
    "OfferView",
    "OwnView",
    "PlayerView",
]
