"""Hexhaven's rules engine: pure Python, standard library only, no I/O.

See docs/engine-api.md for the contract the other layers rely on.
"""

from .actions import (
    AcceptTrade,
    Action,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    CancelTrade,
    ConfirmTrade,
    DeclineTrade,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    RevealVictoryPoint,
    Roll,
)
from .config import PRESETS, SWITCHES, GameConfig, seats_for
from .errors import ConfigError, IllegalAction
from .events import EVENT_TYPES, Event
from .game import Game
from .randomness import Randomness, ScriptedRandomness
from .resources import RESOURCES, cards

__all__ = [
    "EVENT_TYPES",
    "PRESETS",
    "RESOURCES",
    "SWITCHES",
    "AcceptTrade",
    "Action",
    "BuildCity",
    "BuildRoad",
    "BuildSettlement",
    "BuyDevelopment",
    "CancelTrade",
    "ConfigError",
    "ConfirmTrade",
    "DeclineTrade",
    "Discard",
    "EndTurn",
    "Event",
    "Game",
    "GameConfig",
    "IllegalAction",
    "MaritimeTrade",
    "MoveRobber",
    "OfferTrade",
    "PlayKnight",
    "PlayMonopoly",
    "PlayRoadBuilding",
    "PlayYearOfPlenty",
    "Randomness",
    "RevealVictoryPoint",
    "Roll",
    "ScriptedRandomness",
    "cards",
    "seats_for",
]
