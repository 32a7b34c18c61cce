"""Hexhaven's rules engine: pure Python, standard library only, no I/O.

See docs/engine-api.md for the contract the other layers rely on.

Start-up matters (a process may play a few games and exit): the Cities & Knights and 2-player
packages are imported only when a rule set of theirs is first built, or when one of their names
below is first read; so are the view shapes and `Extension`, which need `typing` (a process that
plays games imports neither it nor `dataclasses`: engine/type_checking.py, engine/records.py).
"""

from __future__ import annotations

from . import undo
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
from .building import setup_building
from .config import PRESETS, SWITCHES, VP_TO_WIN, GameConfig, seats_for
from .errors import ConfigError, IllegalAction
from .events import Event
from .game import Game
from .randomness import Randomness, ScriptedRandomness
from .resources import RESOURCES, cards
from .rules import (
    Phase,
    RuleModule,
    RuleSet,
    register_module,
    register_rules,
    rule_names,
    rule_set,
    rules_data,
    rules_for,
    scenario_counts,
    scenario_title,
)
from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from .events import EVENT_TYPES
    from .rules.cities_knights.view import (
        BarbariansView,
        CitiesKnightsView,
        CkPlayerView,
        KnightSupplyView,
        KnightView,
        MetropolisView,
        PendingView,
        ProgressCardView,
        WallView,
    )
    from .rules.extension import Extension
    from .rules.two_player.actions import (
        CashKnight,
        ForcedTrade,
        GiveBack,
        NeutralKnight,
        NeutralPromote,
        NeutralRoad,
        NeutralSettlement,
        RemoveKnight,
        RobberToDesert,
    )
    from .rules.two_player.view import NeutralView, TwoPlayerView
    from .view_types import (
        BoardView,
        BuildingView,
        CounterOfferView,
        DevelopmentCardView,
        GameView,
        HarborView,
        HexView,
        IntersectionView,
        OfferView,
        OwnView,
        PathView,
        PiecesView,
        PlayerView,
        RoadView,
        SeaView,
    )

#: The shapes of the views (TypedDicts, engine/view_types.py): imported on first read, since
#: playing needs them only in annotations (and they need `typing`).
_VIEW_TYPES = frozenset(
    {
        "BoardView",
        "BuildingView",
        "CounterOfferView",
        "DevelopmentCardView",
        "GameView",
        "HarborView",
        "HexView",
        "IntersectionView",
        "OfferView",
        "OwnView",
        "PathView",
        "PiecesView",
        "PlayerView",
        "RoadView",
        "SeaView",
    }
)

_CK_VIEWS = frozenset(
    {
        "BarbariansView",
        "CitiesKnightsView",
        "CkPlayerView",
        "KnightSupplyView",
        "KnightView",
        "MetropolisView",
        "PendingView",
        "ProgressCardView",
        "WallView",
    }
)

_TWO_PLAYER_ACTIONS = frozenset(
    {
        "CashKnight",
        "ForcedTrade",
        "GiveBack",
        "NeutralKnight",
        "NeutralPromote",
        "NeutralRoad",
        "NeutralSettlement",
        "RemoveKnight",
        "RobberToDesert",
    }
)


def __getattr__(name: str) -> Any:
    """The names imported on first read: the view shapes and `Extension`; the names that need
    every rule module imported, `EVENT_TYPES` (each module adds its events); and the C&K view
    types and the 2-player actions and views."""
    if name in _VIEW_TYPES:
        from . import view_types

        return getattr(view_types, name)
    if name == "Extension":  # a protocol, read in annotations (engine/rules/extension.py)
        from .rules.extension import Extension

        return Extension
    if name == "EVENT_TYPES":
        from .events import EVENT_TYPES
        from .rules import load_all

        load_all()
        return EVENT_TYPES
    if name in _CK_VIEWS:
        from .rules.cities_knights import view

        return getattr(view, name)
    if name in _TWO_PLAYER_ACTIONS:
        from .rules.two_player import actions

        return getattr(actions, name)
    if name in ("NeutralView", "TwoPlayerView"):
        from .rules.two_player import view as two_player_view

        return getattr(two_player_view, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "EVENT_TYPES",
    "PRESETS",
    "RESOURCES",
    "SWITCHES",
    "VP_TO_WIN",
    "AcceptTrade",
    "Action",
    "BarbariansView",
    "BoardView",
    "BuildCity",
    "BuildRoad",
    "BuildSettlement",
    "BuildingView",
    "BuyDevelopment",
    "CancelTrade",
    "CashKnight",
    "CitiesKnightsView",
    "CkPlayerView",
    "ConfigError",
    "ConfirmTrade",
    "CounterOfferView",
    "DeclineTrade",
    "DevelopmentCardView",
    "Discard",
    "EndTurn",
    "Event",
    "Extension",
    "ForcedTrade",
    "Game",
    "GameConfig",
    "GameView",
    "GiveBack",
    "HarborView",
    "HexView",
    "IllegalAction",
    "IntersectionView",
    "KnightSupplyView",
    "KnightView",
    "MaritimeTrade",
    "MetropolisView",
    "MoveRobber",
    "NeutralKnight",
    "NeutralPromote",
    "NeutralRoad",
    "NeutralSettlement",
    "NeutralView",
    "OfferTrade",
    "OfferView",
    "OwnView",
    "PathView",
    "PendingView",
    "Phase",
    "PiecesView",
    "PlayKnight",
    "PlayMonopoly",
    "PlayRoadBuilding",
    "PlayYearOfPlenty",
    "PlayerView",
    "ProgressCardView",
    "Randomness",
    "RemoveKnight",
    "RevealVictoryPoint",
    "RoadView",
    "RobberToDesert",
    "Roll",
    "RuleModule",
    "RuleSet",
    "ScriptedRandomness",
    "SeaView",
    "TwoPlayerView",
    "WallView",
    "cards",
    "register_module",
    "register_rules",
    "rule_names",
    "rule_set",
    "rules_data",
    "rules_for",
    "scenario_counts",
    "scenario_title",
    "seats_for",
    "setup_building",
    "undo",
]
