"""The base game as a rule module (B-1 to B-18): its cards, pieces, costs,
deck, victory points, seats, switches and presets, maps, actions and phases."""

from __future__ import annotations

from .. import awaiting, building, defaults, development, legal, robber, setup, trade, turn
from ..actions import (
    BASE_PARSERS,
    AcceptTrade,
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
from ..checks import _PHASE_REFUSAL
from ..maps import beginner_map, variable_map
from ..resources import (
    CARDS_PER_RESOURCE,
    CITY_COST,
    DEVELOPMENT_COST,
    RESOURCES,
    ROAD_COST,
    SETTLEMENT_COST,
)
from ..state import FIELDS
from ..type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    from ..board import MapSpec
    from ..game import Game
    from . import RuleModule, RuleSet

#: Every switch with its default (the 5th edition) and the values it accepts.
SWITCHES: dict[str, tuple[Any, tuple[Any, ...] | type]] = {
    "combined_trade_build": (True, (True, False)),
    "dev_card_before_roll": ("any", ("any", "knight_only", "none")),
    "played_progress_cards": ("removed", ("removed", "bottom_of_deck")),
    "bank_shortage": ("single_player_exception", ("single_player_exception", "none_receive")),
    "largest_army_tie": ("holder_keeps", ("holder_keeps", "return_to_supply")),
    "largest_army_can_return": (False, (True, False)),
    "longest_road_tie": ("holder_keeps", ("holder_keeps", "return_to_supply")),
    "number_placement": ("spiral", ("spiral", "random_no_adjacent_red")),
    "spiral_direction": ("ccw", ("ccw", "cw", "random")),
    "win_only_on_own_turn": (True, (True, False)),
    "final_score_counts_hidden_vp": (True, (True,)),
    "vp_cards_count_hidden": (True, (True, False)),
    "vp_reveal_unlimited": (True, (True,)),
    "allow_gifts": (False, (True, False)),
    "allow_deferred_trades": (False, (False,)),
    "dev_cards_per_turn": (1, int),
    "play_card_on_purchase_turn": (False, (True, False)),
    "start_player": ("roll", ("roll", "first_seat")),
}

PRESETS: dict[str, dict[str, Any]] = {
    "official": {},
    "legacy1995": {
        "played_progress_cards": "bottom_of_deck",
        "bank_shortage": "none_receive",
        "largest_army_tie": "return_to_supply",
        "longest_road_tie": "return_to_supply",
        "spiral_direction": "cw",
        "combined_trade_build": False,
        "win_only_on_own_turn": False,
    },
    "tournament": {
        "combined_trade_build": True,
        "allow_gifts": False,
        "allow_deferred_trades": False,
        "dev_card_before_roll": "any",
        "dev_cards_per_turn": 1,
        "play_card_on_purchase_turn": False,
        "vp_cards_count_hidden": True,
        "vp_reveal_unlimited": True,
        "final_score_counts_hidden_vp": True,
        "largest_army_tie": "holder_keeps",
        "largest_army_can_return": False,
        "longest_road_tie": "holder_keeps",
    },
}

#: The points that win (B-VP-3) unless the table sets its own target.
VP_TARGET = 10

DEVELOPMENT_DECK = (
    ("knight",) * 14
    + ("victory_point",) * 5
    + ("road_building",) * 2
    + ("year_of_plenty",) * 2
    + ("monopoly",) * 2
)


def _beginner(g: Game) -> MapSpec:
    return beginner_map()


def _variable(g: Game) -> MapSpec:
    return variable_map(g.rng, g.sw["number_placement"], g.sw["spiral_direction"])


def _start(g: Game) -> None:
    """Shuffle the deck, then everyone rolls for the first seat (B-SETUP-1..3)."""
    g.rng.shuffle(g.deck)
    g.first, g.start_rolls = setup.choose_first(g)
    g.setup_order = setup.snake_order(g.first, len(g.config.players))
    g.current = g.first


def build(rules: RuleSet) -> None:
    """Compose the base game onto an empty rule set."""
    _quiet(rules)
    rules.resources = RESOURCES
    rules.commodities = ()
    rules.bank = {r: CARDS_PER_RESOURCE for r in RESOURCES}
    rules.pieces = {"road": 15, "settlement": 5, "city": 4}
    rules.costs = {
        "road": ROAD_COST,
        "settlement": SETTLEMENT_COST,
        "city": CITY_COST,
        "development": DEVELOPMENT_COST,
    }
    rules.deck = DEVELOPMENT_DECK
    rules.dice = 2
    rules.vp = {"settlement": 1, "city": 2, "longest_road": 2, "largest_army": 2}
    rules.vp_target = VP_TARGET
    rules.seats = (3, 4)
    rules.longest_road_min = 5
    rules.largest_army_min = 3
    rules.switches = dict(SWITCHES)
    rules.presets = dict(PRESETS)
    rules.maps = {"beginner": _beginner, "variable": _variable}
    rules.bank_rates = trade.harbor_rates
    rules.fields = FIELDS

    for keyword, parse in BASE_PARSERS.items():
        rules.add_parser(keyword, parse)
    rules.add_kind("build", "settlement", args=("intersection",))
    rules.add_kind("build", "city", args=("intersection",))
    rules.add_kind("build", "road", args=("path",))
    rules.add_kind("robber", args=("hex", "victim"))
    rules.add_kind("discard", args=("cards",))
    rules.add_kind("bank", args=("cards", "cards"))
    rules.add_kind("play", kind="card", key="development", args=("card", "resources"))
    rules.add_kind("reveal", kind="card", key="reveal")
    for word in ("accept", "decline"):
        rules.add_kind(word, kind="answer", key=word)
    rules.add_kind("confirm", kind="close", key="confirm", args=("player",))
    rules.add_kind("cancel", kind="close", key="cancel")
    rules.add_action(Roll, turn.roll)
    rules.add_action(EndTurn, turn.end_turn)
    rules.add_action(Discard, robber.discard)
    rules.add_action(MoveRobber, robber.move_robber)
    rules.add_action(BuildRoad, building.build_road)
    rules.add_action(BuildSettlement, building.build_settlement)
    rules.add_action(BuildCity, building.build_city)
    rules.add_action(BuyDevelopment, development.buy)
    rules.add_action(PlayKnight, development.play_knight)
    rules.add_action(PlayRoadBuilding, development.play_road_building)
    rules.add_action(PlayYearOfPlenty, development.play_year_of_plenty)
    rules.add_action(PlayMonopoly, development.play_monopoly)
    rules.add_action(RevealVictoryPoint, development.reveal, keeps_offer=True)
    rules.add_action(MaritimeTrade, trade.maritime)
    rules.add_action(OfferTrade, trade.offer, keeps_offer=True)
    rules.add_action(AcceptTrade, trade.accept, keeps_offer=True)
    rules.add_action(DeclineTrade, trade.decline, keeps_offer=True)
    rules.add_action(ConfirmTrade, trade.confirm, keeps_offer=True)
    rules.add_action(CancelTrade, trade.cancel, keeps_offer=True)

    ask = awaiting.current_and_answers
    phases = (
        ("setup", legal.setup_phase, defaults.setup_phase, ask),
        ("roll", legal.roll_phase, defaults.roll_phase, ask),
        ("discard", legal.discard_phase, defaults.discard_phase, awaiting.discarding),
        ("robber", legal.robber_phase, defaults.robber_phase, ask),
        ("road_building", legal.road_building_phase, defaults.first_legal, ask),
        ("main", legal.main_phase, defaults.main_phase, ask),
        ("ended", legal.nothing, defaults.nothing, awaiting.nobody),
    )
    for name, gen, default, who in phases:
        rules.add_phase(
            name, legal=gen, default=default, awaiting=who, refusal=_PHASE_REFUSAL[name]
        )
    rules.on_start(_start)


def module() -> RuleModule:
    """The base rule module."""
    from .ruleset import RuleModule

    return RuleModule("base", build)


def _quiet(rules: RuleSet) -> None:
    """What of this module a player may take back (engine/undo.py)."""
    from ..actions import (
        AcceptTrade,
        BuildCity,
        BuildRoad,
        BuildSettlement,
        CancelTrade,
        ConfirmTrade,
        DeclineTrade,
        Discard,
        EndTurn,
        MaritimeTrade,
        MoveRobber,
        OfferTrade,
    )
    from ..events import (
        Built,
        Discarded,
        LongestRoadMoved,
        MaritimeTraded,
        RobberMoved,
        SetupResources,
        TradeAnswered,
        TradeCancelled,
        TradeCompleted,
        TradeOffered,
        TurnEnded,
        TurnStarted,
    )

    # A robber moved with a steal draws a card at random, and a move that causes anything
    # else (production, a card drawn) is caught by its events.
    rules.add_quiet(
        (
            BuildRoad,
            BuildSettlement,
            BuildCity,
            MaritimeTrade,
            EndTurn,
            OfferTrade,
            CancelTrade,
            AcceptTrade,
            DeclineTrade,
            ConfirmTrade,
            Discard,
            MoveRobber,
        ),
        (
            Built,
            SetupResources,
            MaritimeTraded,
            TurnEnded,
            TurnStarted,
            TradeOffered,
            TradeAnswered,
            TradeCancelled,
            Discarded,
            RobberMoved,
            LongestRoadMoved,
        ),
        shared=(TradeCompleted,),
    )
