"""Hexhaven's rules engine: pure Python, standard library only, no I/O.

See docs/engine-api.md for the contract the other layers rely on.

Start-up matters (a process may play a few games and exit): the Cities & Knights and 2-player
packages are imported only when a rule set of theirs is first built, or when one of their names
below is first read.
"""

from typing import TYPE_CHECKING, Any

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
from .config import PRESETS, SWITCHES, VP_TO_WIN, GameConfig, seats_for
from .errors import ConfigError, IllegalAction
from .events import Event
from .game import Game
from .randomness import Randomness, ScriptedRandomness
from .resources import RESOURCES, cards
from .rules import (
    Extension,
    Phase,
    RuleModule,
    RuleSet,
    register_module,
    register_rules,
    rule_names,
    rule_set,
    rules_data,
    rules_for,
)
from .view import (
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

if TYPE_CHECKING:
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
    """The names that need every rule module imported: `EVENT_TYPES` (each module adds its
    events); and the C&K view types and the 2-player actions and views."""
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
    "seats_for",
]
